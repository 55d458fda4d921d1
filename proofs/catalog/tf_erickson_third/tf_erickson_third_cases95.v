(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s130_c43_L (c : nat) : lmoves (s130_board 1 1 (2 + c) 0) = [s160_board 0 1 1 (2 + c) 0; strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c43_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board 1 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c43_R (c : nat) : rmoves (s130_board 1 1 (2 + c) 0) = [s167_board 1 0 1 (2 + c) 0; strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c43_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s130_c43_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 1 1 (2 + c) 0 -> fst (s130_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q36] in Hc |- *.
  rewrite tf_game_eq, (s130_c43_L c), (s130_c43_R c); cbn [map].
  pose proof (use_s160 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s130_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c43_L2 c)).
  pose proof (use_s33 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s130_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c43_L2 c))) as Ho1.
  pose proof (use_s167 IH 1 0 1 (2 + c) 0 (opt_r _ _ _ (s130_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c43_R2 c)).
  pose proof (use_s97 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s130_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c43_R2 c))) as Ho3.
  rewrite (s160_p51 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p8 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p5 Ho3 ltac:(zlia)).
    rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p5 Ho3 ltac:(zlia)).
    rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p21 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p5 Ho3 ltac:(zlia)).
    rewrite (s97_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s130_c44_L (c : nat) : lmoves (s130_board 1 1 (2 + c) 1) = [s160_board 0 1 1 (2 + c) 1; strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c44_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c44_R (c : nat) : rmoves (s130_board 1 1 (2 + c) 1) = [s167_board 1 0 1 (2 + c) 1; strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c44_R2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s130_c44_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s130_board 1 1 (2 + c) 1 -> fst (s130_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q40] in Hc |- *.
  rewrite tf_game_eq, (s130_c44_L c), (s130_c44_R c); cbn [map].
  pose proof (use_s160 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s130_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c44_L2 c)).
  pose proof (use_s55 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c44_L2 c))) as Ho1.
  pose proof (use_s167 IH 1 0 1 (2 + c) 1 (opt_r _ _ _ (s130_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c44_R2 c)).
  pose proof (use_s129 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c44_R2 c))) as Ho3.
  rewrite (s160_p34 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p49 Ho2 ltac:(zlia)).
  rewrite (s129_p17 Ho3 ltac:(zlia)).
  rewrite (s129_p17_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c45_L (c d : nat) : lmoves (s130_board 1 1 (2 + c) (2 + d)) = [s160_board 0 1 1 (2 + c) (2 + d); strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c45_L2 (c d : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 1 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c45_R (c d : nat) : rmoves (s130_board 1 1 (2 + c) (2 + d)) = [s167_board 1 0 1 (2 + c) (2 + d); strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c45_R2 (c d : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s130_c45_p41 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 1 1 (2 + c) (2 + d) -> fst (s130_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q41] in Hc |- *.
  rewrite tf_game_eq, (s130_c45_L c d), (s130_c45_R c d); cbn [map].
  pose proof (use_s160 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s130_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c45_L2 c d)).
  pose proof (use_s55 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c45_L2 c d))) as Ho1.
  pose proof (use_s167 IH 1 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s130_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c45_R2 c d)).
  pose proof (use_s129 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c45_R2 c d))) as Ho3.
  rewrite (s160_p53 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p108 Ho2 ltac:(zlia)).
  rewrite (s129_p17 Ho3 ltac:(zlia)).
  rewrite (s129_p17_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c45_p42 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s130_board 1 1 (2 + c) (2 + d) -> fst (s130_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q42] in Hc |- *.
  rewrite tf_game_eq, (s130_c45_L c d), (s130_c45_R c d); cbn [map].
  pose proof (use_s160 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s130_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c45_L2 c d)).
  pose proof (use_s55 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c45_L2 c d))) as Ho1.
  pose proof (use_s167 IH 1 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s130_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c45_R2 c d)).
  pose proof (use_s129 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c45_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c45_R2 c d))) as Ho3.
  rewrite (s160_p55 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p109 Ho2 ltac:(zlia)).
  rewrite (s129_p17 Ho3 ltac:(zlia)).
  rewrite (s129_p17_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==0: the board of s59 *)
Lemma s130_c46_p28 x (Hs59 : s59_claim x) (b : nat) :
  x = s130_board 1 (2 + b) 0 0 -> fst (s130_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q28] in Hc |- *.
  pose proof (Hs59 1 (2 + b) 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==1: the board of s59 *)
Lemma s130_c47_p29 x (Hs59 : s59_claim x) (b : nat) :
  x = s130_board 1 (2 + b) 0 1 -> fst (s130_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q29] in Hc |- *.
  pose proof (Hs59 1 (2 + b) 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c==0 && d>=2: the board of s59 *)
Lemma s130_c48_p30 x (Hs59 : s59_claim x) (b d : nat) :
  x = s130_board 1 (2 + b) 0 (2 + d) -> fst (s130_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q30] in Hc |- *.
  pose proof (Hs59 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c48_p31 x (Hs59 : s59_claim x) (b d : nat) :
  x = s130_board 1 (2 + b) 0 (2 + d) -> fst (s130_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q31] in Hc |- *.
  pose proof (Hs59 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c49_L (b : nat) : lmoves (s130_board 1 (2 + b) 1 0) = [s160_board 0 1 (2 + b) 1 0; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c49_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []) (s33_board 1 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c49_R (b : nat) : rmoves (s130_board 1 (2 + b) 1 0) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c49_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]) (s97_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s130_c49_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s130_board 1 (2 + b) 1 0 -> fst (s130_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q28] in Hc |- *.
  rewrite tf_game_eq, (s130_c49_L b), (s130_c49_R b); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s130_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c49_L2 b)).
  pose proof (use_s33 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s130_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c49_L2 b))) as Ho1.
  rewrite (tf_norm_game (s130_c49_R1 b)).
  pose proof (use_s97 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s130_c49_R b) ltac:(cbn [In]; left; reflexivity) (s130_c49_R1 b))) as Ho2.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p15 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p16 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p19 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s130_c50_L (b : nat) : lmoves (s130_board 1 (2 + b) 1 1) = [s160_board 0 1 (2 + b) 1 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c50_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []) (s55_board 1 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c50_R (b : nat) : rmoves (s130_board 1 (2 + b) 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]) (s129_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s130_c50_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s130_board 1 (2 + b) 1 1 -> fst (s130_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q29] in Hc |- *.
  rewrite tf_game_eq, (s130_c50_L b), (s130_c50_R b); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s130_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c50_L2 b)).
  pose proof (use_s55 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c50_L2 b))) as Ho1.
  rewrite (tf_norm_game (s130_c50_R1 b)).
  pose proof (use_s129 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s130_c50_R b) ltac:(cbn [In]; left; reflexivity) (s130_c50_R1 b))) as Ho2.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s130_c51_L (b d : nat) : lmoves (s130_board 1 (2 + b) 1 (2 + d)) = [s160_board 0 1 (2 + b) 1 (2 + d); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c51_L2 (b d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 1 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c51_R (b d : nat) : rmoves (s130_board 1 (2 + b) 1 (2 + d)) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c51_R1 (b d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s130_c51_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s130_board 1 (2 + b) 1 (2 + d) -> fst (s130_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q30] in Hc |- *.
  rewrite tf_game_eq, (s130_c51_L b d), (s130_c51_R b d); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s130_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c51_L2 b d)).
  pose proof (use_s55 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c51_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s130_c51_R1 b d)).
  pose proof (use_s129 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c51_R b d) ltac:(cbn [In]; left; reflexivity) (s130_c51_R1 b d))) as Ho2.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c51_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s130_board 1 (2 + b) 1 (2 + d) -> fst (s130_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q31] in Hc |- *.
  rewrite tf_game_eq, (s130_c51_L b d), (s130_c51_R b d); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s130_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c51_L2 b d)).
  pose proof (use_s55 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c51_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s130_c51_R1 b d)).
  pose proof (use_s129 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c51_R b d) ltac:(cbn [In]; left; reflexivity) (s130_c51_R1 b d))) as Ho2.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c52_L (b c : nat) : lmoves (s130_board 1 (2 + b) (2 + c) 0) = [s160_board 0 1 (2 + b) (2 + c) 0; strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c52_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board 1 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c52_R (b c : nat) : rmoves (s130_board 1 (2 + b) (2 + c) 0) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c52_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s130_c52_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s130_board 1 (2 + b) (2 + c) 0 -> fst (s130_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q28] in Hc |- *.
  rewrite tf_game_eq, (s130_c52_L b c), (s130_c52_R b c); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s130_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c52_L2 b c)).
  pose proof (use_s33 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s130_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c52_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s130_c52_R1 b c)).
  pose proof (use_s97 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s130_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s130_c52_R1 b c))) as Ho2.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s33_p9 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p12 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p13 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p14 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s130_c53_L (b c : nat) : lmoves (s130_board 1 (2 + b) (2 + c) 1) = [s160_board 0 1 (2 + b) (2 + c) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c53_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board 1 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c53_R (b c : nat) : rmoves (s130_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s130_c53_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s130_board 1 (2 + b) (2 + c) 1 -> fst (s130_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q29] in Hc |- *.
  rewrite tf_game_eq, (s130_c53_L b c), (s130_c53_R b c); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s130_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c53_L2 b c)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c53_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s130_c53_R1 b c)).
  pose proof (use_s129 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s130_c53_R1 b c))) as Ho2.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s130_c54_L (b c d : nat) : lmoves (s130_board 1 (2 + b) (2 + c) (2 + d)) = [s160_board 0 1 (2 + b) (2 + c) (2 + d); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c54_L2 (b c d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c54_R (b c d : nat) : rmoves (s130_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s130_c54_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s130_board 1 (2 + b) (2 + c) (2 + d) -> fst (s130_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q30] in Hc |- *.
  rewrite tf_game_eq, (s130_c54_L b c d), (s130_c54_R b c d); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s130_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c54_L2 b c d)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c54_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s130_c54_R1 b c d)).
  pose proof (use_s129 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s130_c54_R1 b c d))) as Ho2.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c54_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s130_board 1 (2 + b) (2 + c) (2 + d) -> fst (s130_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q31] in Hc |- *.
  rewrite tf_game_eq, (s130_c54_L b c d), (s130_c54_R b c d); cbn [map].
  pose proof (use_s160 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s130_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c54_L2 b c d)).
  pose proof (use_s55 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c54_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s130_c54_R1 b c d)).
  pose proof (use_s129 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s130_c54_R1 b c d))) as Ho2.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==0: the board of s59 *)
Lemma s130_c55_p32 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 0 0 0 -> fst (s130_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q32] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c55_p48 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 0 0 0 -> fst (s130_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q48] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c55_p53 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 0 0 0 -> fst (s130_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q53] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==1: the board of s59 *)
Lemma s130_c56_p43 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 0 0 1 -> fst (s130_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q43] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s130_c56_p49 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 0 0 1 -> fst (s130_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q49] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s130_c56_p54 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 0 0 1 -> fst (s130_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q54] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s130_c56_p59 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 0 0 1 -> fst (s130_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q59] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c==0 && d>=2: the board of s59 *)
Lemma s130_c57_p37 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 0 0 (2 + d) -> fst (s130_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q37] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s130_c57_p49 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 0 0 (2 + d) -> fst (s130_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q49] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s130_c57_p55 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 0 0 (2 + d) -> fst (s130_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q55] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s130_c57_p60 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 0 0 (2 + d) -> fst (s130_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q60 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q60] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s130_c57_p61 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 0 0 (2 + d) -> fst (s130_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q61 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q61] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s130_c57_p62 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 0 0 (2 + d) -> fst (s130_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q62 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q62] in Hc |- *.
  pose proof (Hs59 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s130_c58_L (a : nat) : lmoves (s130_board (2 + a) 0 1 0) = [s160_board (1 + a) 1 0 1 0; strip [] (repeat T (2 + a) ++ [E; E; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c58_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; E; F; T; T; F]) []) (s33_board (2 + a) 0 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c58_R (a : nat) : rmoves (s130_board (2 + a) 0 1 0) = [s167_board (2 + a) 0 0 1 0; strip [] (repeat T (2 + a) ++ [E; E; F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c58_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; T; F; F]) [(1, 1)]) (s97_board (2 + a) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==0 *)
Lemma s130_c58_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s130_board (2 + a) 0 1 0 -> fst (s130_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q12] in Hc |- *.
  rewrite tf_game_eq, (s130_c58_L a), (s130_c58_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s130_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c58_L2 a)).
  pose proof (use_s33 IH (2 + a) 0 0 (opt_norm_l _ _ _ _ _ (s130_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c58_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s130_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c58_R2 a)).
  pose proof (use_s97 IH (2 + a) 0 1 (opt_norm_r _ _ _ _ _ (s130_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c58_R2 a))) as Ho3.
  rewrite (s160_p132 Ho0 ltac:(zlia)).
  rewrite (s33_p20 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s167_p111 Ho2 ltac:(zlia)).
    rewrite (s97_p10 Ho3 ltac:(zlia)).
    rewrite (s97_p10_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s167_p170 Ho2 ltac:(zlia)).
    rewrite (s97_p8 Ho3 ltac:(zlia)).
    rewrite (s97_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p194 Ho2 ltac:(zlia)).
    rewrite (s97_p8 Ho3 ltac:(zlia)).
    rewrite (s97_p8_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s130_c59_L (a : nat) : lmoves (s130_board (2 + a) 0 1 1) = [s160_board (1 + a) 1 0 1 1; strip [] (repeat T (2 + a) ++ [E; E; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c59_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; T; F; E; T; T; F]) []) (s55_board (2 + a) 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c59_R (a : nat) : rmoves (s130_board (2 + a) 0 1 1) = [s167_board (2 + a) 0 0 1 1; strip [] (repeat T (2 + a) ++ [E; E; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c59_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; T; F; T; F]) [(1, 1)]) (s129_board (2 + a) 0 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s130_c59_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s130_board (2 + a) 0 1 1 -> fst (s130_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q44] in Hc |- *.
  rewrite tf_game_eq, (s130_c59_L a), (s130_c59_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s130_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c59_L2 a)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s130_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c59_R2 a)).
  pose proof (use_s129 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_R2 a))) as Ho3.
  rewrite (s160_p133 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p112 Ho2 ltac:(zlia)).
  rewrite (s129_p15 Ho3 ltac:(zlia)).
  rewrite (s129_p15_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s130_c59_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s130_board (2 + a) 0 1 1 -> fst (s130_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q50] in Hc |- *.
  rewrite tf_game_eq, (s130_c59_L a), (s130_c59_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s130_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c59_L2 a)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s130_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c59_R2 a)).
  pose proof (use_s129 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_R2 a))) as Ho3.
  rewrite (s160_p184 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p142 Ho2 ltac:(zlia)).
  rewrite (s129_p24 Ho3 ltac:(zlia)).
  rewrite (s129_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s130_c59_p56 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s130_board (2 + a) 0 1 1 -> fst (s130_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q56] in Hc |- *.
  rewrite tf_game_eq, (s130_c59_L a), (s130_c59_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s130_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c59_L2 a)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s130_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c59_R2 a)).
  pose proof (use_s129 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_R2 a))) as Ho3.
  rewrite (s160_p219 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p142 Ho2 ltac:(zlia)).
  rewrite (s129_p27 Ho3 ltac:(zlia)).
  rewrite (s129_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s130_c59_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s130_board (2 + a) 0 1 1 -> fst (s130_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q63] in Hc |- *.
  rewrite tf_game_eq, (s130_c59_L a), (s130_c59_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s130_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c59_L2 a)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s130_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c59_R2 a)).
  pose proof (use_s129 IH (2 + a) 0 1 1 (opt_norm_r _ _ _ _ _ (s130_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c59_R2 a))) as Ho3.
  rewrite (s160_p251 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s167_p208 Ho2 ltac:(zlia)).
    rewrite (s129_p27 Ho3 ltac:(zlia)).
    rewrite (s129_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p209 Ho2 ltac:(zlia)).
    rewrite (s129_p27 Ho3 ltac:(zlia)).
    rewrite (s129_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s130_c60_L (a d : nat) : lmoves (s130_board (2 + a) 0 1 (2 + d)) = [s160_board (1 + a) 1 0 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c60_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board (2 + a) 0 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c60_R (a d : nat) : rmoves (s130_board (2 + a) 0 1 (2 + d)) = [s167_board (2 + a) 0 0 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c60_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board (2 + a) 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s130_c60_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s130_board (2 + a) 0 1 (2 + d) -> fst (s130_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q39] in Hc |- *.
  rewrite tf_game_eq, (s130_c60_L a d), (s130_c60_R a d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s130_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c60_L2 a d)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_L2 a d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s130_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c60_R2 a d)).
  pose proof (use_s129 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_R2 a d))) as Ho3.
  rewrite (s160_p134 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p142 Ho2 ltac:(zlia)).
  rewrite (s129_p16 Ho3 ltac:(zlia)).
  rewrite (s129_p16_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c60_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s130_board (2 + a) 0 1 (2 + d) -> fst (s130_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q51] in Hc |- *.
  rewrite tf_game_eq, (s130_c60_L a d), (s130_c60_R a d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s130_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c60_L2 a d)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_L2 a d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s130_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c60_R2 a d)).
  pose proof (use_s129 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_R2 a d))) as Ho3.
  rewrite (s160_p185 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p142 Ho2 ltac:(zlia)).
  rewrite (s129_p24 Ho3 ltac:(zlia)).
  rewrite (s129_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s130_c60_p56 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s130_board (2 + a) 0 1 (2 + d) -> fst (s130_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q56] in Hc |- *.
  rewrite tf_game_eq, (s130_c60_L a d), (s130_c60_R a d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s130_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c60_L2 a d)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_L2 a d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s130_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c60_R2 a d)).
  pose proof (use_s129 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_R2 a d))) as Ho3.
  rewrite (s160_p220 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s167_p142 Ho2 ltac:(zlia)).
    rewrite (s129_p27 Ho3 ltac:(zlia)).
    rewrite (s129_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p208 Ho2 ltac:(zlia)).
    rewrite (s129_p27 Ho3 ltac:(zlia)).
    rewrite (s129_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s167_p209 Ho2 ltac:(zlia)).
    rewrite (s129_p27 Ho3 ltac:(zlia)).
    rewrite (s129_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s130_c60_p63 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s130_board (2 + a) 0 1 (2 + d) -> fst (s130_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q63 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q63] in Hc |- *.
  rewrite tf_game_eq, (s130_c60_L a d), (s130_c60_R a d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s130_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c60_L2 a d)).
  pose proof (use_s55 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s130_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_L2 a d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s130_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c60_R2 a d)).
  pose proof (use_s129 IH (2 + a) 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c60_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c60_R2 a d))) as Ho3.
  rewrite (s160_p220 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p209 Ho2 ltac:(zlia)).
  rewrite (s129_p27 Ho3 ltac:(zlia)).
  rewrite (s129_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s130_c61_L (a c : nat) : lmoves (s130_board (2 + a) 0 (2 + c) 0) = [s160_board (1 + a) 1 0 (2 + c) 0; strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c61_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board (2 + a) 0 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c61_R (a c : nat) : rmoves (s130_board (2 + a) 0 (2 + c) 0) = [s167_board (2 + a) 0 0 (2 + c) 0; strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c61_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board (2 + a) 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==0 *)
Lemma s130_c61_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s130_board (2 + a) 0 (2 + c) 0 -> fst (s130_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q19] in Hc |- *.
  rewrite tf_game_eq, (s130_c61_L a c), (s130_c61_R a c); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 (2 + c) 0 (opt_l _ _ _ (s130_c61_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c61_L2 a c)).
  pose proof (use_s33 IH (2 + a) 0 (1 + c) (opt_norm_l _ _ _ _ _ (s130_c61_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c61_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + c) 0 (opt_r _ _ _ (s130_c61_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c61_R2 a c)).
  pose proof (use_s97 IH (2 + a) 0 (2 + c) (opt_norm_r _ _ _ _ _ (s130_c61_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c61_R2 a c))) as Ho3.
  rewrite (s160_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p6 Ho3 ltac:(zlia)).
    rewrite (s97_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p18 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p6 Ho3 ltac:(zlia)).
    rewrite (s97_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s33_p22 Ho1 ltac:(zlia)).
    rewrite (s167_p13 Ho2 ltac:(zlia)).
    rewrite (s97_p6 Ho3 ltac:(zlia)).
    rewrite (s97_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s130_c62_L (a c : nat) : lmoves (s130_board (2 + a) 0 (2 + c) 1) = [s160_board (1 + a) 1 0 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c62_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board (2 + a) 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c62_R (a c : nat) : rmoves (s130_board (2 + a) 0 (2 + c) 1) = [s167_board (2 + a) 0 0 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c62_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board (2 + a) 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s130_c62_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s130_board (2 + a) 0 (2 + c) 1 -> fst (s130_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q22] in Hc |- *.
  rewrite tf_game_eq, (s130_c62_L a c), (s130_c62_R a c); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 (2 + c) 1 (opt_l _ _ _ (s130_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c62_L2 a c)).
  pose proof (use_s55 IH (2 + a) 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c62_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + c) 1 (opt_r _ _ _ (s130_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c62_R2 a c)).
  pose proof (use_s129 IH (2 + a) 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c62_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c62_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p53 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p49 Ho2 ltac:(zlia)).
    rewrite (s129_p9 Ho3 ltac:(zlia)).
    rewrite (s129_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s160_p186 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p49 Ho2 ltac:(zlia)).
    rewrite (s129_p9 Ho3 ltac:(zlia)).
    rewrite (s129_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s130_c63_L (a c d : nat) : lmoves (s130_board (2 + a) 0 (2 + c) (2 + d)) = [s160_board (1 + a) 1 0 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c63_L2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board (2 + a) 0 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c63_R (a c d : nat) : rmoves (s130_board (2 + a) 0 (2 + c) (2 + d)) = [s167_board (2 + a) 0 0 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c63_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board (2 + a) 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s130_c63_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s130_board (2 + a) 0 (2 + c) (2 + d) -> fst (s130_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q25] in Hc |- *.
  rewrite tf_game_eq, (s130_c63_L a c d), (s130_c63_R a c d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s130_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c63_L2 a c d)).
  pose proof (use_s55 IH (2 + a) 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c63_L2 a c d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s130_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c63_R2 a c d)).
  pose proof (use_s129 IH (2 + a) 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c63_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c63_R2 a c d))) as Ho3.
  rewrite (s160_p135 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p108 Ho2 ltac:(zlia)).
  rewrite (s129_p9 Ho3 ltac:(zlia)).
  rewrite (s129_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c63_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s130_board (2 + a) 0 (2 + c) (2 + d) -> fst (s130_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q27] in Hc |- *.
  rewrite tf_game_eq, (s130_c63_L a c d), (s130_c63_R a c d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s130_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c63_L2 a c d)).
  pose proof (use_s55 IH (2 + a) 0 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c63_L2 a c d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s130_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c63_R2 a c d)).
  pose proof (use_s129 IH (2 + a) 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c63_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c63_R2 a c d))) as Ho3.
  rewrite (s160_p136 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s167_p109 Ho2 ltac:(zlia)).
  rewrite (s129_p9 Ho3 ltac:(zlia)).
  rewrite (s129_p9_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c==0 && d==0: the board of s59 *)
Lemma s130_c64_p17 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 1 0 0 -> fst (s130_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q17] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s130_c64_p52 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 1 0 0 -> fst (s130_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q52] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c64_p57 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 1 0 0 -> fst (s130_q57 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q57 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q57] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c==0 && d==1: the board of s59 *)
Lemma s130_c65_p45 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 1 0 1 -> fst (s130_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q45] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s130_c65_p46 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 1 0 1 -> fst (s130_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q46] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c65_p58 x (Hs59 : s59_claim x) (a : nat) :
  x = s130_board (2 + a) 1 0 1 -> fst (s130_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q58] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c==0 && d>=2: the board of s59 *)
Lemma s130_c66_p46 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 1 0 (2 + d) -> fst (s130_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q46] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c66_p58 x (Hs59 : s59_claim x) (a d : nat) :
  x = s130_board (2 + a) 1 0 (2 + d) -> fst (s130_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q58 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q58] in Hc |- *.
  pose proof (Hs59 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s130_c67_L (a : nat) : lmoves (s130_board (2 + a) 1 1 0) = [s160_board (1 + a) 1 1 1 0; strip [] (repeat T (2 + a) ++ [E; E; T; F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c67_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; E; F; T; T; F]) []) (s33_board (2 + a) 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; T; F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c67_R (a : nat) : rmoves (s130_board (2 + a) 1 1 0) = [s167_board (2 + a) 0 1 1 0; strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c67_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; F]) [(1, 1)]) (s97_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s130_c67_p23 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s130_board (2 + a) 1 1 0 -> fst (s130_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q23] in Hc |- *.
  rewrite tf_game_eq, (s130_c67_L a), (s130_c67_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s130_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c67_L2 a)).
  pose proof (use_s33 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s130_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c67_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s130_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c67_R2 a)).
  pose proof (use_s97 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s130_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c67_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s160_p68 Ho0 ltac:(zlia)).
    rewrite (s33_p20 Ho1 ltac:(zlia)).
    rewrite (s167_p145 Ho2 ltac:(zlia)).
    rewrite (s97_p9 Ho3 ltac:(zlia)).
    rewrite (s97_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p192 Ho0 ltac:(zlia)).
    rewrite (s33_p20 Ho1 ltac:(zlia)).
    rewrite (s167_p172 Ho2 ltac:(zlia)).
    rewrite (s97_p9 Ho3 ltac:(zlia)).
    rewrite (s97_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p225 Ho0 ltac:(zlia)).
    rewrite (s33_p20 Ho1 ltac:(zlia)).
    rewrite (s167_p196 Ho2 ltac:(zlia)).
    rewrite (s97_p9 Ho3 ltac:(zlia)).
    rewrite (s97_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s130_c68_L (a : nat) : lmoves (s130_board (2 + a) 1 1 1) = [s160_board (1 + a) 1 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c68_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; E; T; T; F]) []) (s55_board (2 + a) 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c68_R (a : nat) : rmoves (s130_board (2 + a) 1 1 1) = [s167_board (2 + a) 0 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; T; F; T; F]) [(1, 1)]) (s129_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s130_c68_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s130_board (2 + a) 1 1 1 -> fst (s130_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q38] in Hc |- *.
  rewrite tf_game_eq, (s130_c68_L a), (s130_c68_R a); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s130_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c68_L2 a)).
  pose proof (use_s55 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s130_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c68_L2 a))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s130_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c68_R2 a)).
  pose proof (use_s129 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s130_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c68_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s160_p141 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p146 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p193 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p173 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s160_p226 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p197 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s130_c69_L (a d : nat) : lmoves (s130_board (2 + a) 1 1 (2 + d)) = [s160_board (1 + a) 1 1 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c69_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board (2 + a) 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; E; T; F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c69_R (a d : nat) : rmoves (s130_board (2 + a) 1 1 (2 + d)) = [s167_board (2 + a) 0 1 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c69_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s130_c69_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s130_board (2 + a) 1 1 (2 + d) -> fst (s130_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q47] in Hc |- *.
  rewrite tf_game_eq, (s130_c69_L a d), (s130_c69_R a d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s130_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c69_L2 a d)).
  pose proof (use_s55 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s130_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c69_L2 a d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 1 (2 + d) (opt_r _ _ _ (s130_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c69_R2 a d)).
  pose proof (use_s129 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c69_R2 a d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|[Hp0|[Hp0|[Hp0|Hp0]]]]]].
  {
    rewrite (s160_p32 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s167_p146 Ho2 ltac:(zlia)).
      rewrite (s129_p20 Ho3 ltac:(zlia)).
      rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p173 Ho2 ltac:(zlia)).
      rewrite (s129_p20 Ho3 ltac:(zlia)).
      rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s167_p197 Ho2 ltac:(zlia)).
      rewrite (s129_p20 Ho3 ltac:(zlia)).
      rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s160_p142 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p146 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p194 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p173 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p195 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p173 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p227 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p197 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p228 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p197 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p229 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p197 Ho2 ltac:(zlia)).
    rewrite (s129_p20 Ho3 ltac:(zlia)).
    rewrite (s129_p20_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s130_c70_L (a c : nat) : lmoves (s130_board (2 + a) 1 (2 + c) 0) = [s160_board (1 + a) 1 1 (2 + c) 0; strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c70_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board (2 + a) 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c70_R (a c : nat) : rmoves (s130_board (2 + a) 1 (2 + c) 0) = [s167_board (2 + a) 0 1 (2 + c) 0; strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c70_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s130_c70_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s130_board (2 + a) 1 (2 + c) 0 -> fst (s130_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q36] in Hc |- *.
  rewrite tf_game_eq, (s130_c70_L a c), (s130_c70_R a c); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s130_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c70_L2 a c)).
  pose proof (use_s33 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s130_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c70_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 (2 + c) 0 (opt_r _ _ _ (s130_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c70_R2 a c)).
  pose proof (use_s97 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s130_c70_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c70_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p76 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s33_p18 Ho1 ltac:(zlia)).
      rewrite (s167_p13 Ho2 ltac:(zlia)).
      rewrite (s97_p6 Ho3 ltac:(zlia)).
      rewrite (s97_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
    {
      rewrite (s33_p21 Ho1 ltac:(zlia)).
      rewrite (s167_p13 Ho2 ltac:(zlia)).
      rewrite (s97_p6 Ho3 ltac:(zlia)).
      rewrite (s97_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
  }
  {
    rewrite (s160_p98 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s33_p18 Ho1 ltac:(zlia)).
      rewrite (s167_p13 Ho2 ltac:(zlia)).
      rewrite (s97_p6 Ho3 ltac:(zlia)).
      rewrite (s97_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
    {
      rewrite (s33_p23 Ho1 ltac:(zlia)).
      rewrite (s167_p13 Ho2 ltac:(zlia)).
      rewrite (s97_p6 Ho3 ltac:(zlia)).
      rewrite (s97_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
    }
  }
Qed.

Lemma s130_c71_L (a c : nat) : lmoves (s130_board (2 + a) 1 (2 + c) 1) = [s160_board (1 + a) 1 1 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c71_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board (2 + a) 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c71_R (a c : nat) : rmoves (s130_board (2 + a) 1 (2 + c) 1) = [s167_board (2 + a) 0 1 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c71_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s130_c71_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s130_board (2 + a) 1 (2 + c) 1 -> fst (s130_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q40] in Hc |- *.
  rewrite tf_game_eq, (s130_c71_L a c), (s130_c71_R a c); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s130_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c71_L2 a c)).
  pose proof (use_s55 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c71_L2 a c))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 (2 + c) 1 (opt_r _ _ _ (s130_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c71_R2 a c)).
  pose proof (use_s129 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c71_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c71_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p99 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p49 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s160_p143 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s167_p49 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s130_c72_L (a c d : nat) : lmoves (s130_board (2 + a) 1 (2 + c) (2 + d)) = [s160_board (1 + a) 1 1 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c72_L2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board (2 + a) 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c72_R (a c d : nat) : rmoves (s130_board (2 + a) 1 (2 + c) (2 + d)) = [s167_board (2 + a) 0 1 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, s167_board, strip. tf_options. Qed.
Lemma s130_c72_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s130_c72_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s130_board (2 + a) 1 (2 + c) (2 + d) -> fst (s130_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q41] in Hc |- *.
  rewrite tf_game_eq, (s130_c72_L a c d), (s130_c72_R a c d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s130_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c72_L2 a c d)).
  pose proof (use_s55 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c72_L2 a c d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s130_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c72_R2 a c d)).
  pose proof (use_s129 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c72_R2 a c d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s160_p34 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p108 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p163 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p108 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s130_c72_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s130_board (2 + a) 1 (2 + c) (2 + d) -> fst (s130_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q42] in Hc |- *.
  rewrite tf_game_eq, (s130_c72_L a c d), (s130_c72_R a c d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s130_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c72_L2 a c d)).
  pose proof (use_s55 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s130_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c72_L2 a c d))) as Ho1.
  pose proof (use_s167 IH (2 + a) 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s130_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s130_c72_R2 a c d)).
  pose proof (use_s129 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c72_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c72_R2 a c d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 0)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 1)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 1)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s160_p31 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p109 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p144 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p109 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p196 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p109 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s160_p230 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s55_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p109 Ho2 ltac:(zlia)).
    rewrite (s129_p17 Ho3 ltac:(zlia)).
    rewrite (s129_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d==0: the board of s59 *)
Lemma s130_c73_p28 x (Hs59 : s59_claim x) (a b : nat) :
  x = s130_board (2 + a) (2 + b) 0 0 -> fst (s130_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q28] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d==1: the board of s59 *)
Lemma s130_c74_p29 x (Hs59 : s59_claim x) (a b : nat) :
  x = s130_board (2 + a) (2 + b) 0 1 -> fst (s130_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s130_q29] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d>=2: the board of s59 *)
Lemma s130_c75_p30 x (Hs59 : s59_claim x) (a b d : nat) :
  x = s130_board (2 + a) (2 + b) 0 (2 + d) -> fst (s130_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q30] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c75_p31 x (Hs59 : s59_claim x) (a b d : nat) :
  x = s130_board (2 + a) (2 + b) 0 (2 + d) -> fst (s130_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s130_q31] in Hc |- *.
  pose proof (Hs59 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s130_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s130_c76_L (a b : nat) : lmoves (s130_board (2 + a) (2 + b) 1 0) = [s160_board (1 + a) 1 (2 + b) 1 0; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c76_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []) (s33_board (2 + a) (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c76_R (a b : nat) : rmoves (s130_board (2 + a) (2 + b) 1 0) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c76_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]) (s97_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s130_c76_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s130_board (2 + a) (2 + b) 1 0 -> fst (s130_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q28] in Hc |- *.
  rewrite tf_game_eq, (s130_c76_L a b), (s130_c76_R a b); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s130_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c76_L2 a b)).
  pose proof (use_s33 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s130_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c76_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s130_c76_R1 a b)).
  pose proof (use_s97 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s130_c76_R a b) ltac:(cbn [In]; left; reflexivity) (s130_c76_R1 a b))) as Ho2.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s33_p11 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p15 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p16 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s130_c77_L (a b : nat) : lmoves (s130_board (2 + a) (2 + b) 1 1) = [s160_board (1 + a) 1 (2 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c77_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []) (s55_board (2 + a) (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c77_R (a b : nat) : rmoves (s130_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]) (s129_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s130_c77_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s130_board (2 + a) (2 + b) 1 1 -> fst (s130_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q29] in Hc |- *.
  rewrite tf_game_eq, (s130_c77_L a b), (s130_c77_R a b); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s130_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c77_L2 a b)).
  pose proof (use_s55 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c77_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s130_c77_R1 a b)).
  pose proof (use_s129 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s130_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s130_c77_R1 a b))) as Ho2.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s130_c78_L (a b d : nat) : lmoves (s130_board (2 + a) (2 + b) 1 (2 + d)) = [s160_board (1 + a) 1 (2 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c78_L2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board (2 + a) (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c78_R (a b d : nat) : rmoves (s130_board (2 + a) (2 + b) 1 (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c78_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s130_c78_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s130_board (2 + a) (2 + b) 1 (2 + d) -> fst (s130_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q30] in Hc |- *.
  rewrite tf_game_eq, (s130_c78_L a b d), (s130_c78_R a b d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s130_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c78_L2 a b d)).
  pose proof (use_s55 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c78_L2 a b d))) as Ho1.
  rewrite (tf_norm_game (s130_c78_R1 a b d)).
  pose proof (use_s129 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c78_R a b d) ltac:(cbn [In]; left; reflexivity) (s130_c78_R1 a b d))) as Ho2.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c78_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s130_board (2 + a) (2 + b) 1 (2 + d) -> fst (s130_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q31] in Hc |- *.
  rewrite tf_game_eq, (s130_c78_L a b d), (s130_c78_R a b d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s130_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c78_L2 a b d)).
  pose proof (use_s55 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s130_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c78_L2 a b d))) as Ho1.
  rewrite (tf_norm_game (s130_c78_R1 a b d)).
  pose proof (use_s129 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s130_c78_R a b d) ltac:(cbn [In]; left; reflexivity) (s130_c78_R1 a b d))) as Ho2.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c79_L (a b c : nat) : lmoves (s130_board (2 + a) (2 + b) (2 + c) 0) = [s160_board (1 + a) 1 (2 + b) (2 + c) 0; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c79_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s33_board (2 + a) (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s33_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c79_R (a b c : nat) : rmoves (s130_board (2 + a) (2 + b) (2 + c) 0) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c79_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s97_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s97_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s130_c79_p28 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s130_board (2 + a) (2 + b) (2 + c) 0 -> fst (s130_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s130_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s130_q28] in Hc |- *.
  rewrite tf_game_eq, (s130_c79_L a b c), (s130_c79_R a b c); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s130_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c79_L2 a b c)).
  pose proof (use_s33 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s130_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c79_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s130_c79_R1 a b c)).
  pose proof (use_s97 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s130_c79_R a b c) ltac:(cbn [In]; left; reflexivity) (s130_c79_R1 a b c))) as Ho2.
  rewrite (s160_p33 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s33_p9 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p12 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p13 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s33_p14 Ho1 ltac:(zlia)).
    rewrite (s97_p4 Ho2 ltac:(zlia)).
    rewrite (s97_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s130_c80_L (a b c : nat) : lmoves (s130_board (2 + a) (2 + b) (2 + c) 1) = [s160_board (1 + a) 1 (2 + b) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c80_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s55_board (2 + a) (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c80_R (a b c : nat) : rmoves (s130_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s129_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s130_c80_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s130_board (2 + a) (2 + b) (2 + c) 1 -> fst (s130_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s130_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s130_q29] in Hc |- *.
  rewrite tf_game_eq, (s130_c80_L a b c), (s130_c80_R a b c); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s130_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s130_c80_L2 a b c)).
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c80_L2 a b c))) as Ho1.
  rewrite (tf_norm_game (s130_c80_R1 a b c)).
  pose proof (use_s129 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s130_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s130_c80_R1 a b c))) as Ho2.
  rewrite (s160_p35 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s130_c81_L (a b c d : nat) : lmoves (s130_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s160_board (1 + a) 1 (2 + b) (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s130_board, s160_board, strip. tf_options. Qed.
Lemma s130_c81_L2 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s55_board (2 + a) (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s55_board; strip_board_eq | strip_offset].
Qed.
Lemma s130_c81_R (a b c d : nat) : rmoves (s130_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s130_board, strip. tf_options. Qed.
Lemma s130_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s129_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s129_board; strip_board_eq | strip_offset]. Qed.
(* s130 = T^a _^2 T^b F T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s130_c81_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s130_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s130_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q30] in Hc |- *.
  rewrite tf_game_eq, (s130_c81_L a b c d), (s130_c81_R a b c d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s130_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c81_L2 a b c d)).
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c81_L2 a b c d))) as Ho1.
  rewrite (tf_norm_game (s130_c81_R1 a b c d)).
  pose proof (use_s129 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s130_c81_R1 a b c d))) as Ho2.
  rewrite (s160_p36 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s130_c81_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s130_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s130_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s130_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s130_q31] in Hc |- *.
  rewrite tf_game_eq, (s130_c81_L a b c d), (s130_c81_R a b c d); cbn [map].
  pose proof (use_s160 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s130_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s130_c81_L2 a b c d)).
  pose proof (use_s55 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s130_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s130_c81_L2 a b c d))) as Ho1.
  rewrite (tf_norm_game (s130_c81_R1 a b c d)).
  pose proof (use_s129 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s130_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s130_c81_R1 a b c d))) as Ho2.
  rewrite (s160_p37 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s55_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s129_p10 Ho2 ltac:(zlia)).
  rewrite (s129_p10_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s131_c1_L : lmoves (s131_board 0 0 0 0 0) = [].
Proof. unfold s131_board. tf_options. Qed.
Lemma s131_c1_R : rmoves (s131_board 0 0 0 0 0) = [strip [(0, 1); (2, 1); (1, 1)] ([]) []; strip [(1, 2); (2, 1)] ([]) []; strip [(1, 1); (1, 2)] ([E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c1_R1 : tf_norm (strip [(0, 1); (2, 1); (1, 1)] ([]) []) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1); (1, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s131_c1_R2 : tf_norm (strip [(1, 2); (2, 1)] ([]) []) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(1, 2); (2, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s131_c1_R3 : tf_norm (strip [(1, 1); (1, 2)] ([E]) []) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(1, 1); (1, 2)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d==0 && e==0 *)
Lemma s131_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 0 0 0 -> fst (s131_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s131_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s131_q1] in Hc |- *.
  rewrite tf_game_eq, (s131_c1_L), (s131_c1_R); cbn [map].
  rewrite (tf_norm_blank (s131_c1_R1)).
  rewrite (tf_norm_blank (s131_c1_R2)).
  rewrite (tf_norm_blank (s131_c1_R3)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

Lemma s131_c2_L : lmoves (s131_board 0 0 0 0 1) = [strip [(1, 1); (1, 1)] ([E; T; F]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c2_L1 : tf_norm (strip [(1, 1); (1, 1)] ([E; T; F]) []) (s62_board 0) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c2_R : rmoves (s131_board 0 0 0 0 1) = [strip [(0, 1); (2, 1)] ([T; E; F]) []; strip [(1, 2)] ([E; T; E; F]) []; strip [(1, 1); (1, 1)] ([T; F; E]) []].
Proof. unfold s131_board, strip. tf_options. Qed.
Lemma s131_c2_R1 : tf_norm (strip [(0, 1); (2, 1)] ([T; E; F]) []) (s37_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c2_R2 : tf_norm (strip [(1, 2)] ([E; T; E; F]) []) (s37_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(1, 2)] ([E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s131_c2_R3 : tf_norm (strip [(1, 1); (1, 1)] ([T; F; E]) []) (s63_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s131 = T^a _ T^b F T^c _ T^d F T^e _ F on a==0 && b==0 && c==0 && d==0 && e==1 *)
Lemma s131_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s131_board 0 0 0 0 1 -> fst (s131_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s131_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s131_q2] in Hc |- *.
  rewrite tf_game_eq, (s131_c2_L), (s131_c2_R); cbn [map].
  rewrite (tf_norm_game (s131_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s131_c2_L) ltac:(cbn [In]; left; reflexivity) (s131_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s131_c2_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s131_c2_R) ltac:(cbn [In]; left; reflexivity) (s131_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s131_c2_R2)).
  rewrite (tf_norm_game (s131_c2_R3)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s131_c2_R) ltac:(cbn [In]; do 2 right; left; reflexivity) (s131_c2_R3))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-3) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s37_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]]].
Qed.

