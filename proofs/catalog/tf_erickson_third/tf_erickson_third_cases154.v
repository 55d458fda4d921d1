(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s149_c7_L (a : nat) : lmoves (s149_board (2 + a) 0) = [s145_board (2 + a) 0 1].
Proof. unfold s145_board, s149_board. tf_options. Qed.
Lemma s149_c7_R (a : nat) : rmoves (s149_board (2 + a) 0) = [s87_board (2 + a)].
Proof. unfold s149_board, s87_board. tf_options. Qed.
(* s149 = T^a F T F _ T^b F _^2 on a>=2 && b==0 *)
Lemma s149_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s149_board (2 + a) 0 -> fst (s149_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s149_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s149_q4] in Hc |- *.
  rewrite tf_game_eq, (s149_c7_L a), (s149_c7_R a); cbn [map].
  pose proof (use_s145 IH (2 + a) 0 1 (opt_l _ _ _ (s149_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s87 IH (2 + a) (opt_r _ _ _ (s149_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s145_p4 Ho0 ltac:(zlia)).
  rewrite (s87_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s149_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s149_board (2 + a) 0 -> fst (s149_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s149_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s149_q5] in Hc |- *.
  rewrite tf_game_eq, (s149_c7_L a), (s149_c7_R a); cbn [map].
  pose proof (use_s145 IH (2 + a) 0 1 (opt_l _ _ _ (s149_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s87 IH (2 + a) (opt_r _ _ _ (s149_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s145_p5 Ho0 ltac:(zlia)).
  rewrite (s87_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s149_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s149_board (2 + a) 0 -> fst (s149_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s149_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s149_q6] in Hc |- *.
  rewrite tf_game_eq, (s149_c7_L a), (s149_c7_R a); cbn [map].
  pose proof (use_s145 IH (2 + a) 0 1 (opt_l _ _ _ (s149_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s87 IH (2 + a) (opt_r _ _ _ (s149_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s145_p6 Ho0 ltac:(zlia)).
  rewrite (s87_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s149_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s149_board (2 + a) 0 -> fst (s149_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s149_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s149_q7] in Hc |- *.
  rewrite tf_game_eq, (s149_c7_L a), (s149_c7_R a); cbn [map].
  pose proof (use_s145 IH (2 + a) 0 1 (opt_l _ _ _ (s149_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s87 IH (2 + a) (opt_r _ _ _ (s149_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s145_p7 Ho0 ltac:(zlia)).
  rewrite (s87_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s149_c8_L (a : nat) : lmoves (s149_board (2 + a) 1) = [s145_board (2 + a) 0 2; strip [] (repeat T (2 + a) ++ [F; T; F; E; E; F]) [(1, 1)]].
Proof. unfold s145_board, s149_board, strip. tf_options. Qed.
Lemma s149_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; E; E; F]) [(1, 1)]) (s141_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s141_board; strip_board_eq | strip_offset]. Qed.
Lemma s149_c8_R (a : nat) : rmoves (s149_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; F]) [(1, 3)]].
Proof. unfold s149_board, strip. tf_options. Qed.
Lemma s149_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; F]) [(1, 3)]) (s87_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; F]) [(1, 3)]); [reflexivity | unfold s87_board; strip_board_eq | strip_offset]. Qed.
(* s149 = T^a F T F _ T^b F _^2 on a>=2 && b==1 *)
Lemma s149_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s149_board (2 + a) 1 -> fst (s149_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s149_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s149_q2] in Hc |- *.
  rewrite tf_game_eq, (s149_c8_L a), (s149_c8_R a); cbn [map].
  pose proof (use_s145 IH (2 + a) 0 2 (opt_l _ _ _ (s149_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s149_c8_L2 a)).
  pose proof (use_s141 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s149_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s149_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s149_c8_R1 a)).
  pose proof (use_s87 IH (2 + a) (opt_norm_r _ _ _ _ _ (s149_c8_R a) ltac:(cbn [In]; left; reflexivity) (s149_c8_R1 a))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s145_p4 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s87_p1 Ho2 I).
    rewrite (s87_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s145_p5 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s87_p1 Ho2 I).
    rewrite (s87_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s145_p6 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s87_p1 Ho2 I).
    rewrite (s87_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s145_p7 Ho0 ltac:(zlia)).
    rewrite (s141_p3 Ho1 ltac:(zlia)).
    rewrite (s141_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s87_p1 Ho2 I).
    rewrite (s87_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s149_c9_L (a b : nat) : lmoves (s149_board (2 + a) (2 + b)) = [s145_board (2 + a) 0 (3 + b); strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s149_board, strip. tf_options. Qed.
Lemma s149_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s185_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s185_board; strip_board_eq | strip_offset]. Qed.
Lemma s149_c9_R (a b : nat) : rmoves (s149_board (2 + a) (2 + b)) = [].
Proof. unfold s149_board. tf_options. Qed.
(* s149 = T^a F T F _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s149_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s149_board (2 + a) (2 + b) -> fst (s149_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s149_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s149_q2] in Hc |- *.
  rewrite tf_game_eq, (s149_c9_L a b), (s149_c9_R a b); cbn [map].
  pose proof (use_s145 IH (2 + a) 0 (3 + b) (opt_l _ _ _ (s149_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s149_c9_L2 a b)).
  pose proof (use_s185 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s149_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s149_c9_L2 a b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s145_p4 Ho0 ltac:(zlia)).
    rewrite (s185_p3 Ho1 ltac:(zlia)).
    rewrite (s185_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s145_p5 Ho0 ltac:(zlia)).
    rewrite (s185_p3 Ho1 ltac:(zlia)).
    rewrite (s185_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s145_p6 Ho0 ltac:(zlia)).
    rewrite (s185_p3 Ho1 ltac:(zlia)).
    rewrite (s185_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s145_p7 Ho0 ltac:(zlia)).
    rewrite (s185_p3 Ho1 ltac:(zlia)).
    rewrite (s185_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s150_c1_L : lmoves (s150_board 0 0 0) = [].
Proof. unfold s150_board. tf_options. Qed.
Lemma s150_c1_R : rmoves (s150_board 0 0 0) = [strip [(0, 2)] ([E; E; E; T; F]) []; strip [(0, 1); (1, 1); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c1_R1 : tf_norm (strip [(0, 2)] ([E; E; E; T; F]) []) (s62_board 0) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c1_R2 : tf_norm (strip [(0, 1); (1, 1); (1, 1)] ([]) [(1, 1)]) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b==0 && c==0 *)
Lemma s150_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 0 0 0 -> fst (s150_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s150_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q1] in Hc |- *.
  rewrite tf_game_eq, (s150_c1_L), (s150_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s150_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s150_c1_R) ltac:(cbn [In]; left; reflexivity) (s150_c1_R1))) as Ho0.
  rewrite (tf_norm_blank (s150_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s150_c2_L : lmoves (s150_board 0 0 1) = [strip [(0, 1); (1, 1)] ([E; T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; E; T; F]) []) (s64_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c2_R : rmoves (s150_board 0 0 1) = [strip [(0, 2)] ([E; T; E; E; T; F]) []; strip [(0, 1); (1, 1)] ([T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c2_R1 : tf_norm (strip [(0, 2)] ([E; T; E; E; T; F]) []) (s72_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c2_R2 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; F]) [(1, 1)]) (s73_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b==0 && c==1 *)
Lemma s150_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 0 0 1 -> fst (s150_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s150_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q2] in Hc |- *.
  rewrite tf_game_eq, (s150_c2_L), (s150_c2_R); cbn [map].
  rewrite (tf_norm_game (s150_c2_L1)).
  pose proof (use_s64 IH 0 1 (opt_norm_l _ _ _ _ _ (s150_c2_L) ltac:(cbn [In]; left; reflexivity) (s150_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s150_c2_R1)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s150_c2_R) ltac:(cbn [In]; left; reflexivity) (s150_c2_R1))) as Ho1.
  rewrite (tf_norm_game0 (s150_c2_R2)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s150_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c2_R2))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s150_c3_L (c : nat) : lmoves (s150_board 0 0 (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c3_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []) (s74_board 0 (1 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c3_R (c : nat) : rmoves (s150_board 0 0 (2 + c)) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c3_R1 (c : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c3_R2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s73_board 0 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b==0 && c>=2 *)
Lemma s150_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s150_board 0 0 (2 + c) -> fst (s150_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q2] in Hc |- *.
  rewrite tf_game_eq, (s150_c3_L c), (s150_c3_R c); cbn [map].
  rewrite (tf_norm_game (s150_c3_L1 c)).
  pose proof (use_s74 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s150_c3_L c) ltac:(cbn [In]; left; reflexivity) (s150_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s150_c3_R1 c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c3_R c) ltac:(cbn [In]; left; reflexivity) (s150_c3_R1 c))) as Ho1.
  rewrite (tf_norm_game0 (s150_c3_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c3_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c3_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s74_p3 Ho0 ltac:(zlia)).
    rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s74_p5 Ho0 ltac:(zlia)).
    rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s150_c4_L : lmoves (s150_board 0 1 0) = [strip [(0, 1); (2, 1)] ([T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c4_L1 : tf_norm (strip [(0, 1); (2, 1)] ([T; E; T; F]) []) (s64_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c4_R : rmoves (s150_board 0 1 0) = [strip [(0, 2)] ([T; E; E; E; T; F]) []; strip [(0, 1)] ([E; T; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c4_R1 : tf_norm (strip [(0, 2)] ([T; E; E; E; T; F]) []) (s62_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c4_R2 : tf_norm (strip [(0, 1)] ([E; T; F; E; F]) [(1, 1)]) (s113_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b==1 && c==0 *)
Lemma s150_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 0 1 0 -> fst (s150_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s150_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q3] in Hc |- *.
  rewrite tf_game_eq, (s150_c4_L), (s150_c4_R); cbn [map].
  rewrite (tf_norm_game (s150_c4_L1)).
  pose proof (use_s64 IH 0 1 (opt_norm_l _ _ _ _ _ (s150_c4_L) ltac:(cbn [In]; left; reflexivity) (s150_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s150_c4_R1)).
  pose proof (use_s62 IH 1 (opt_norm_r _ _ _ _ _ (s150_c4_R) ltac:(cbn [In]; left; reflexivity) (s150_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s150_c4_R2)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s150_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c4_R2))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s62_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s150_c5_L : lmoves (s150_board 0 1 1) = [strip [(0, 1)] ([E; T; F; E; T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; E; T; F]) []) (s112_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c5_R : rmoves (s150_board 0 1 1) = [strip [(0, 2)] ([T; E; T; E; E; T; F]) []; strip [(0, 1)] ([E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c5_R1 : tf_norm (strip [(0, 2)] ([T; E; T; E; E; T; F]) []) (s72_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c5_R2 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; F]) [(1, 1)]) (s113_board 0 1 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b==1 && c==1 *)
Lemma s150_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 0 1 1 -> fst (s150_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s150_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c5_L), (s150_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s150_c5_L1)).
  pose proof (use_s112 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s150_c5_L) ltac:(cbn [In]; left; reflexivity) (s150_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s150_c5_R1)).
  pose proof (use_s72 IH 1 1 (opt_norm_r _ _ _ _ _ (s150_c5_R) ltac:(cbn [In]; left; reflexivity) (s150_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s150_c5_R2)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s150_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c5_R2))) as Ho2.
  rewrite (s112_p11 Ho0 ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s113_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s150_c6_L (c : nat) : lmoves (s150_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []) (s112_board 0 1 (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c6_R (c : nat) : rmoves (s150_board 0 1 (2 + c)) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c6_R1 (c : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c6_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b==1 && c>=2 *)
Lemma s150_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s150_board 0 1 (2 + c) -> fst (s150_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c6_L c), (s150_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s150_c6_L1 c)).
  pose proof (use_s112 IH 0 1 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s150_c6_L c) ltac:(cbn [In]; left; reflexivity) (s150_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s150_c6_R1 c)).
  pose proof (use_s72 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c6_R c) ltac:(cbn [In]; left; reflexivity) (s150_c6_R1 c))) as Ho1.
  rewrite (tf_norm_game (s150_c6_R2 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c6_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c6_R2 c))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s112_p12 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s112_p15 Ho0 ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s113_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s150_c7_L (b : nat) : lmoves (s150_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; E; T; F]) []) (s81_board 0 (1 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c7_R (b : nat) : rmoves (s150_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 0 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b>=2 && c==0 *)
Lemma s150_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 0 (2 + b) 0 -> fst (s150_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s150_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q3] in Hc |- *.
  rewrite tf_game_eq, (s150_c7_L b), (s150_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s150_c7_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s150_c7_L b) ltac:(cbn [In]; left; reflexivity) (s150_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game (s150_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s150_c7_R b) ltac:(cbn [In]; left; reflexivity) (s150_c7_R1 b))) as Ho1.
  rewrite (s81_p11 Ho0 ltac:(zlia)).
  rewrite (s113_p10 Ho1 ltac:(zlia)).
  rewrite (s113_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s150_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 0 (2 + b) 0 -> fst (s150_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s150_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q5] in Hc |- *.
  rewrite tf_game_eq, (s150_c7_L b), (s150_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s150_c7_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s150_c7_L b) ltac:(cbn [In]; left; reflexivity) (s150_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game (s150_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s150_c7_R b) ltac:(cbn [In]; left; reflexivity) (s150_c7_R1 b))) as Ho1.
  rewrite (s81_p25 Ho0 ltac:(zlia)).
  rewrite (s113_p11 Ho1 ltac:(zlia)).
  rewrite (s113_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 0 (2 + b) 0 -> fst (s150_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s150_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q6] in Hc |- *.
  rewrite tf_game_eq, (s150_c7_L b), (s150_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s150_c7_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s150_c7_L b) ltac:(cbn [In]; left; reflexivity) (s150_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game (s150_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s150_c7_R b) ltac:(cbn [In]; left; reflexivity) (s150_c7_R1 b))) as Ho1.
  rewrite (s81_p31 Ho0 ltac:(zlia)).
  rewrite (s113_p12 Ho1 ltac:(zlia)).
  rewrite (s113_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 0 (2 + b) 0 -> fst (s150_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s150_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q7] in Hc |- *.
  rewrite tf_game_eq, (s150_c7_L b), (s150_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s150_c7_L1 b)).
  pose proof (use_s81 IH 0 (1 + b) 0 1 (opt_norm_l _ _ _ _ _ (s150_c7_L b) ltac:(cbn [In]; left; reflexivity) (s150_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game (s150_c7_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s150_c7_R b) ltac:(cbn [In]; left; reflexivity) (s150_c7_R1 b))) as Ho1.
  rewrite (s81_p35 Ho0 ltac:(zlia)).
  rewrite (s113_p13 Ho1 ltac:(zlia)).
  rewrite (s113_p13_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c8_L (b : nat) : lmoves (s150_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []) (s112_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c8_R (b : nat) : rmoves (s150_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s113_board 0 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b>=2 && c==1 *)
Lemma s150_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 0 (2 + b) 1 -> fst (s150_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s150_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c8_L b), (s150_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s150_c8_L1 b)).
  pose proof (use_s112 IH 0 (2 + b) 0 1 (opt_norm_l _ _ _ _ _ (s150_c8_L b) ltac:(cbn [In]; left; reflexivity) (s150_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game (s150_c8_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s150_c8_R b) ltac:(cbn [In]; left; reflexivity) (s150_c8_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s112_p7 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s112_p12 Ho0 ltac:(zlia)).
    rewrite (s113_p9 Ho1 ltac:(zlia)).
    rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s150_c9_L (b c : nat) : lmoves (s150_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; T; F]) []) (s112_board 0 (2 + b) (1 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c9_R (b c : nat) : rmoves (s150_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==0 && b>=2 && c>=2 *)
Lemma s150_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s150_board 0 (2 + b) (2 + c) -> fst (s150_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c9_L b c), (s150_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s150_c9_L1 b c)).
  pose proof (use_s112 IH 0 (2 + b) (1 + c) 1 (opt_norm_l _ _ _ _ _ (s150_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s150_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game (s150_c9_R1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s150_c9_R1 b c))) as Ho1.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s150_c10_L : lmoves (s150_board 1 0 0) = [strip [(1, 1)] ([T; F; E; E; T; F]) []].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c10_L1 : tf_norm (strip [(1, 1)] ([T; F; E; E; T; F]) []) (s84_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c10_R : rmoves (s150_board 1 0 0) = [strip [] ([T; F; F; E; E; E; T; F]) []; strip [] ([T; F; E; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c10_R1 : tf_norm (strip [] ([T; F; F; E; E; E; T; F]) []) (s62_board 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s62_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c10_R2 : tf_norm (strip [] ([T; F; E; F; E; F]) [(1, 1)]) (s177_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b==0 && c==0 *)
Lemma s150_c10_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 1 0 0 -> fst (s150_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s150_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q5] in Hc |- *.
  rewrite tf_game_eq, (s150_c10_L), (s150_c10_R); cbn [map].
  rewrite (tf_norm_game (s150_c10_L1)).
  pose proof (use_s84 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s150_c10_L) ltac:(cbn [In]; left; reflexivity) (s150_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s150_c10_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s150_c10_R) ltac:(cbn [In]; left; reflexivity) (s150_c10_R1))) as Ho1.
  rewrite (tf_norm_game (s150_c10_R2)).
  pose proof (use_s177 IH 1 0 0 0 (opt_norm_r _ _ _ _ _ (s150_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c10_R2))) as Ho2.
  rewrite (s84_p3 Ho0 ltac:(zlia)).
  rewrite (s84_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s62_p1 Ho1 ltac:(zlia)).
  rewrite (s177_p21 Ho2 ltac:(zlia)).
  rewrite (s177_p21_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s150_c11_L : lmoves (s150_board 1 0 1) = [strip [(1, 1)] ([T; F; T; E; E; T; F]) []; s179_board 1 0 0 1].
Proof. unfold s150_board, s179_board, strip. tf_options. Qed.
Lemma s150_c11_L1 : tf_norm (strip [(1, 1)] ([T; F; T; E; E; T; F]) []) (s84_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c11_R : rmoves (s150_board 1 0 1) = [strip [] ([T; F; F; E; T; E; E; T; F]) []; strip [] ([T; F; E; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c11_R1 : tf_norm (strip [] ([T; F; F; E; T; E; E; T; F]) []) (s72_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; T; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c11_R2 : tf_norm (strip [] ([T; F; E; F; T; E; F]) [(1, 1)]) (s177_board 1 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b==0 && c==1 *)
Lemma s150_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 1 0 1 -> fst (s150_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s150_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q2] in Hc |- *.
  rewrite tf_game_eq, (s150_c11_L), (s150_c11_R); cbn [map].
  rewrite (tf_norm_game (s150_c11_L1)).
  pose proof (use_s84 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s150_c11_L) ltac:(cbn [In]; left; reflexivity) (s150_c11_L1))) as Ho0.
  pose proof (use_s179 IH 1 0 0 1 (opt_l _ _ _ (s150_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c11_R1)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s150_c11_R) ltac:(cbn [In]; left; reflexivity) (s150_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s150_c11_R2)).
  pose proof (use_s177 IH 1 0 1 0 (opt_norm_r _ _ _ _ _ (s150_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c11_R2))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p15 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p3 Ho3 ltac:(zlia)).
  rewrite (s177_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s150_c12_L (c : nat) : lmoves (s150_board 1 0 (2 + c)) = [strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []; s179_board 1 0 (1 + c) 1].
Proof. unfold s150_board, s179_board, strip. tf_options. Qed.
Lemma s150_c12_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c12_R (c : nat) : rmoves (s150_board 1 0 (2 + c)) = [strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c12_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c12_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s177_board 1 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b==0 && c>=2 *)
Lemma s150_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s150_board 1 0 (2 + c) -> fst (s150_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q2] in Hc |- *.
  rewrite tf_game_eq, (s150_c12_L c), (s150_c12_R c); cbn [map].
  rewrite (tf_norm_game (s150_c12_L1 c)).
  pose proof (use_s84 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s150_c12_L c) ltac:(cbn [In]; left; reflexivity) (s150_c12_L1 c))) as Ho0.
  pose proof (use_s179 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s150_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c12_R1 c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c12_R c) ltac:(cbn [In]; left; reflexivity) (s150_c12_R1 c))) as Ho2.
  rewrite (tf_norm_game (s150_c12_R2 c)).
  pose proof (use_s177 IH 1 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c12_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c12_R2 c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s179_p24 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p3 Ho3 ltac:(zlia)).
    rewrite (s177_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s179_p25 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p3 Ho3 ltac:(zlia)).
    rewrite (s177_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s150_c13_L : lmoves (s150_board 1 1 0) = [strip [(1, 1)] ([T; T; F; E; E; T; F]) []; s144_board 1 0 1].
Proof. unfold s144_board, s150_board, strip. tf_options. Qed.
Lemma s150_c13_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; E; T; F]) []) (s84_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c13_R : rmoves (s150_board 1 1 0) = [strip [] ([T; F; F; T; E; E; E; T; F]) []; strip [] ([T; F; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c13_R1 : tf_norm (strip [] ([T; F; F; T; E; E; E; T; F]) []) (s62_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s62_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c13_R2 : tf_norm (strip [] ([T; F; E; T; F; E; F]) [(1, 1)]) (s177_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b==1 && c==0 *)
Lemma s150_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 1 1 0 -> fst (s150_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s150_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q3] in Hc |- *.
  rewrite tf_game_eq, (s150_c13_L), (s150_c13_R); cbn [map].
  rewrite (tf_norm_game (s150_c13_L1)).
  pose proof (use_s84 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s150_c13_L) ltac:(cbn [In]; left; reflexivity) (s150_c13_L1))) as Ho0.
  pose proof (use_s144 IH 1 0 1 (opt_l _ _ _ (s150_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c13_R1)).
  pose proof (use_s62 IH 1 (opt_norm_r _ _ _ _ _ (s150_c13_R) ltac:(cbn [In]; left; reflexivity) (s150_c13_R1))) as Ho2.
  rewrite (tf_norm_game (s150_c13_R2)).
  pose proof (use_s177 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s150_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c13_R2))) as Ho3.
  rewrite (s84_p6 Ho0 ltac:(zlia)).
  rewrite (s84_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s144_p10 Ho1 ltac:(zlia)).
  rewrite (s62_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p8 Ho3 ltac:(zlia)).
  rewrite (s177_p8_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s150_c14_L : lmoves (s150_board 1 1 1) = [strip [(1, 1)] ([T; T; F; T; E; E; T; F]) []; s179_board 1 1 0 1].
Proof. unfold s150_board, s179_board, strip. tf_options. Qed.
Lemma s150_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; F; T; E; E; T; F]) []) (s84_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c14_R : rmoves (s150_board 1 1 1) = [strip [] ([T; F; F; T; E; T; E; E; T; F]) []; strip [] ([T; F; E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c14_R1 : tf_norm (strip [] ([T; F; F; T; E; T; E; E; T; F]) []) (s72_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; T; E; T; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c14_R2 : tf_norm (strip [] ([T; F; E; T; F; T; E; F]) [(1, 1)]) (s177_board 1 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b==1 && c==1 *)
Lemma s150_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s150_board 1 1 1 -> fst (s150_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s150_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c14_L), (s150_c14_R); cbn [map].
  rewrite (tf_norm_game (s150_c14_L1)).
  pose proof (use_s84 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s150_c14_L) ltac:(cbn [In]; left; reflexivity) (s150_c14_L1))) as Ho0.
  pose proof (use_s179 IH 1 1 0 1 (opt_l _ _ _ (s150_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c14_R1)).
  pose proof (use_s72 IH 1 1 (opt_norm_r _ _ _ _ _ (s150_c14_R) ltac:(cbn [In]; left; reflexivity) (s150_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s150_c14_R2)).
  pose proof (use_s177 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s150_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c14_R2))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p8 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p9 Ho3 ltac:(zlia)).
  rewrite (s177_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s150_c15_L (c : nat) : lmoves (s150_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []; s179_board 1 1 (1 + c) 1].
Proof. unfold s150_board, s179_board, strip. tf_options. Qed.
Lemma s150_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c15_R (c : nat) : rmoves (s150_board 1 1 (2 + c)) = [strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c15_R1 (c : nat) : tf_norm (strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c15_R2 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s177_board 1 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b==1 && c>=2 *)
Lemma s150_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s150_board 1 1 (2 + c) -> fst (s150_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c15_L c), (s150_c15_R c); cbn [map].
  rewrite (tf_norm_game (s150_c15_L1 c)).
  pose proof (use_s84 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s150_c15_L c) ltac:(cbn [In]; left; reflexivity) (s150_c15_L1 c))) as Ho0.
  pose proof (use_s179 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s150_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c15_R1 c)).
  pose proof (use_s72 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c15_R c) ltac:(cbn [In]; left; reflexivity) (s150_c15_R1 c))) as Ho2.
  rewrite (tf_norm_game (s150_c15_R2 c)).
  pose proof (use_s177 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c15_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c15_R2 c))) as Ho3.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p12 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p9 Ho3 ltac:(zlia)).
  rewrite (s177_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s150_c16_L (b : nat) : lmoves (s150_board 1 (2 + b) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E; T; F]) []; s171_board 1 (1 + b) 0 1].
Proof. unfold s150_board, s171_board, strip. tf_options. Qed.
Lemma s150_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E; T; F]) []) (s84_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c16_R (b : nat) : rmoves (s150_board 1 (2 + b) 0) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c16_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s177_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b>=2 && c==0 *)
Lemma s150_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 1 (2 + b) 0 -> fst (s150_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s150_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q6] in Hc |- *.
  rewrite tf_game_eq, (s150_c16_L b), (s150_c16_R b); cbn [map].
  rewrite (tf_norm_game (s150_c16_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s150_c16_L b) ltac:(cbn [In]; left; reflexivity) (s150_c16_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s150_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s150_c16_R1 b)).
  pose proof (use_s177 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s150_c16_R b) ltac:(cbn [In]; left; reflexivity) (s150_c16_R1 b))) as Ho2.
  rewrite (s84_p9 Ho0 ltac:(zlia)).
  rewrite (s84_p9_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p32 Ho1 ltac:(zlia)).
  rewrite (s177_p14 Ho2 ltac:(zlia)).
  rewrite (s177_p14_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 1 (2 + b) 0 -> fst (s150_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s150_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q7] in Hc |- *.
  rewrite tf_game_eq, (s150_c16_L b), (s150_c16_R b); cbn [map].
  rewrite (tf_norm_game (s150_c16_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s150_c16_L b) ltac:(cbn [In]; left; reflexivity) (s150_c16_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s150_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s150_c16_R1 b)).
  pose proof (use_s177 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s150_c16_R b) ltac:(cbn [In]; left; reflexivity) (s150_c16_R1 b))) as Ho2.
  rewrite (s84_p10 Ho0 ltac:(zlia)).
  rewrite (s84_p10_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p37 Ho1 ltac:(zlia)).
  rewrite (s177_p19 Ho2 ltac:(zlia)).
  rewrite (s177_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 1 (2 + b) 0 -> fst (s150_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s150_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q9] in Hc |- *.
  rewrite tf_game_eq, (s150_c16_L b), (s150_c16_R b); cbn [map].
  rewrite (tf_norm_game (s150_c16_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s150_c16_L b) ltac:(cbn [In]; left; reflexivity) (s150_c16_L1 b))) as Ho0.
  pose proof (use_s171 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s150_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s150_c16_R1 b)).
  pose proof (use_s177 IH 1 (2 + b) 0 0 (opt_norm_r _ _ _ _ _ (s150_c16_R b) ltac:(cbn [In]; left; reflexivity) (s150_c16_R1 b))) as Ho2.
  rewrite (s84_p7 Ho0 ltac:(zlia)).
  rewrite (s84_p7_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s171_p30 Ho1 ltac:(zlia)).
  rewrite (s177_p22 Ho2 ltac:(zlia)).
  rewrite (s177_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c17_L (b : nat) : lmoves (s150_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; E; T; F]) []; s179_board 1 (2 + b) 0 1].
Proof. unfold s150_board, s179_board, strip. tf_options. Qed.
Lemma s150_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; T; E; E; T; F]) []) (s84_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c17_R (b : nat) : rmoves (s150_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]) (s177_board 1 (2 + b) 1 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b>=2 && c==1 *)
Lemma s150_c17_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s150_board 1 (2 + b) 1 -> fst (s150_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s150_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c17_L b), (s150_c17_R b); cbn [map].
  rewrite (tf_norm_game (s150_c17_L1 b)).
  pose proof (use_s84 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s150_c17_L b) ltac:(cbn [In]; left; reflexivity) (s150_c17_L1 b))) as Ho0.
  pose proof (use_s179 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s150_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s150_c17_R1 b)).
  pose proof (use_s177 IH 1 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s150_c17_R b) ltac:(cbn [In]; left; reflexivity) (s150_c17_R1 b))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho1 ltac:(zlia)).
  rewrite (s177_p9 Ho2 ltac:(zlia)).
  rewrite (s177_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s150_c18_L (b c : nat) : lmoves (s150_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []; s179_board 1 (2 + b) (1 + c) 1].
Proof. unfold s150_board, s179_board, strip. tf_options. Qed.
Lemma s150_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s150_c18_R (b c : nat) : rmoves (s150_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s177_board 1 (2 + b) (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a==1 && b>=2 && c>=2 *)
Lemma s150_c18_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s150_board 1 (2 + b) (2 + c) -> fst (s150_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c18_L b c), (s150_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s150_c18_L1 b c)).
  pose proof (use_s84 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s150_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s150_c18_L1 b c))) as Ho0.
  pose proof (use_s179 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s150_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s150_c18_R1 b c)).
  pose proof (use_s177 IH 1 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s150_c18_R1 b c))) as Ho2.
  rewrite (s84_p5 Ho0 ltac:(zlia)).
  rewrite (s84_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s179_p14 Ho1 ltac:(zlia)).
  rewrite (s177_p9 Ho2 ltac:(zlia)).
  rewrite (s177_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s150_c19_L (a : nat) : lmoves (s150_board (2 + a) 0 0) = [s152_board (1 + a) 0 1 0].
Proof. unfold s150_board, s152_board. tf_options. Qed.
Lemma s150_c19_R (a : nat) : rmoves (s150_board (2 + a) 0 0) = [strip [] (repeat T (2 + a) ++ [F; F; E; E; E; T; F]) []; strip [] (repeat T (2 + a) ++ [F; E; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c19_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; E; E; T; F]) []) (s62_board 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s62_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c19_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F; E; F]) [(1, 1)]) (s177_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a>=2 && b==0 && c==0 *)
Lemma s150_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 0 0 -> fst (s150_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s150_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q10] in Hc |- *.
  rewrite tf_game_eq, (s150_c19_L a), (s150_c19_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 0 (opt_l _ _ _ (s150_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s150_c19_R1 a)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s150_c19_R a) ltac:(cbn [In]; left; reflexivity) (s150_c19_R1 a))) as Ho1.
  rewrite (tf_norm_game (s150_c19_R2 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s150_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c19_R2 a))) as Ho2.
  rewrite (s152_p27 Ho0 ltac:(zlia)).
  rewrite (s62_p1 Ho1 ltac:(zlia)).
  rewrite (s177_p24 Ho2 ltac:(zlia)).
  rewrite (s177_p24_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c19_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 0 0 -> fst (s150_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s150_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q13] in Hc |- *.
  rewrite tf_game_eq, (s150_c19_L a), (s150_c19_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 0 (opt_l _ _ _ (s150_c19_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s150_c19_R1 a)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s150_c19_R a) ltac:(cbn [In]; left; reflexivity) (s150_c19_R1 a))) as Ho1.
  rewrite (tf_norm_game (s150_c19_R2 a)).
  pose proof (use_s177 IH (2 + a) 0 0 0 (opt_norm_r _ _ _ _ _ (s150_c19_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c19_R2 a))) as Ho2.
  rewrite (s152_p30 Ho0 ltac:(zlia)).
  rewrite (s62_p1 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) = 7)%Z \/ (Z.of_nat (2 + a) >= 8)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]].
  {
    rewrite (s177_p26 Ho2 ltac:(zlia)).
    rewrite (s177_p26_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s177_p29 Ho2 ltac:(zlia)).
    rewrite (s177_p29_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p32 Ho2 ltac:(zlia)).
    rewrite (s177_p32_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p37 Ho2 ltac:(zlia)).
    rewrite (s177_p37_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s177_p40 Ho2 ltac:(zlia)).
    rewrite (s177_p40_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
  {
    rewrite (s177_p42 Ho2 ltac:(zlia)).
    rewrite (s177_p42_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
  }
Qed.

Lemma s150_c20_L (a : nat) : lmoves (s150_board (2 + a) 0 1) = [s152_board (1 + a) 0 1 1; s179_board (2 + a) 0 0 1].
Proof. unfold s150_board, s152_board, s179_board. tf_options. Qed.
Lemma s150_c20_R (a : nat) : rmoves (s150_board (2 + a) 0 1) = [strip [] (repeat T (2 + a) ++ [F; F; E; T; E; E; T; F]) []; strip [] (repeat T (2 + a) ++ [F; E; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c20_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; T; E; E; T; F]) []) (s72_board 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; T; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; T; E; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c20_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F; T; E; F]) [(1, 1)]) (s177_board (2 + a) 0 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a>=2 && b==0 && c==1 *)
Lemma s150_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 0 1 -> fst (s150_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s150_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q11] in Hc |- *.
  rewrite tf_game_eq, (s150_c20_L a), (s150_c20_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c20_R1 a)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; left; reflexivity) (s150_c20_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c20_R2 a)).
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c20_R2 a))) as Ho3.
  rewrite (s152_p8 Ho0 ltac:(zlia)).
  rewrite (s179_p27 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p25 Ho3 ltac:(zlia)).
  rewrite (s177_p25_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 0 1 -> fst (s150_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s150_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q14] in Hc |- *.
  rewrite tf_game_eq, (s150_c20_L a), (s150_c20_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c20_R1 a)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; left; reflexivity) (s150_c20_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c20_R2 a)).
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c20_R2 a))) as Ho3.
  rewrite (s152_p44 Ho0 ltac:(zlia)).
  rewrite (s179_p34 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p27 Ho3 ltac:(zlia)).
  rewrite (s177_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c20_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 0 1 -> fst (s150_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s150_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q17] in Hc |- *.
  rewrite tf_game_eq, (s150_c20_L a), (s150_c20_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c20_R1 a)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; left; reflexivity) (s150_c20_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c20_R2 a)).
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c20_R2 a))) as Ho3.
  rewrite (s152_p53 Ho0 ltac:(zlia)).
  rewrite (s179_p42 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p30 Ho3 ltac:(zlia)).
  rewrite (s177_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c20_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 0 1 -> fst (s150_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s150_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q21] in Hc |- *.
  rewrite tf_game_eq, (s150_c20_L a), (s150_c20_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 0 1 (opt_l _ _ _ (s150_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c20_R1 a)).
  pose proof (use_s72 IH 0 1 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; left; reflexivity) (s150_c20_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c20_R2 a)).
  pose proof (use_s177 IH (2 + a) 0 1 0 (opt_norm_r _ _ _ _ _ (s150_c20_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c20_R2 a))) as Ho3.
  rewrite (s152_p61 Ho0 ltac:(zlia)).
  rewrite (s179_p51 Ho1 ltac:(zlia)).
  rewrite (s72_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p34 Ho3 ltac:(zlia)).
  rewrite (s177_p34_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c21_L (a c : nat) : lmoves (s150_board (2 + a) 0 (2 + c)) = [s152_board (1 + a) 0 1 (2 + c); s179_board (2 + a) 0 (1 + c) 1].
Proof. unfold s150_board, s152_board, s179_board. tf_options. Qed.
Lemma s150_c21_R (a c : nat) : rmoves (s150_board (2 + a) 0 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [] (repeat T (2 + a) ++ F :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c21_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (E :: repeat T (2 + c) ++ [E; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c21_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s177_board (2 + a) 0 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a>=2 && b==0 && c>=2 *)
Lemma s150_c21_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s150_board (2 + a) 0 (2 + c) -> fst (s150_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q11] in Hc |- *.
  rewrite tf_game_eq, (s150_c21_L a c), (s150_c21_R a c); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c21_R1 a c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s150_c21_R1 a c))) as Ho2.
  rewrite (tf_norm_game (s150_c21_R2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c21_R2 a c))) as Ho3.
  rewrite (s152_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s179_p29 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p25 Ho3 ltac:(zlia)).
    rewrite (s177_p25_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p31 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p25 Ho3 ltac:(zlia)).
    rewrite (s177_p25_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s150_c21_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s150_board (2 + a) 0 (2 + c) -> fst (s150_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q14] in Hc |- *.
  rewrite tf_game_eq, (s150_c21_L a c), (s150_c21_R a c); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c21_R1 a c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s150_c21_R1 a c))) as Ho2.
  rewrite (tf_norm_game (s150_c21_R2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c21_R2 a c))) as Ho3.
  rewrite (s152_p44 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s179_p36 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p27 Ho3 ltac:(zlia)).
    rewrite (s177_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p38 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p27 Ho3 ltac:(zlia)).
    rewrite (s177_p27_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s150_c21_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s150_board (2 + a) 0 (2 + c) -> fst (s150_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q17] in Hc |- *.
  rewrite tf_game_eq, (s150_c21_L a c), (s150_c21_R a c); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c21_R1 a c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s150_c21_R1 a c))) as Ho2.
  rewrite (tf_norm_game (s150_c21_R2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c21_R2 a c))) as Ho3.
  rewrite (s152_p53 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s179_p44 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p30 Ho3 ltac:(zlia)).
    rewrite (s177_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p46 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p30 Ho3 ltac:(zlia)).
    rewrite (s177_p30_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s150_c21_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s150_board (2 + a) 0 (2 + c) -> fst (s150_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q21 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q21] in Hc |- *.
  rewrite tf_game_eq, (s150_c21_L a c), (s150_c21_R a c); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 1 (2 + c) (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 0 (1 + c) 1 (opt_l _ _ _ (s150_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c21_R1 a c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; left; reflexivity) (s150_c21_R1 a c))) as Ho2.
  rewrite (tf_norm_game (s150_c21_R2 a c)).
  pose proof (use_s177 IH (2 + a) 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c21_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c21_R2 a c))) as Ho3.
  rewrite (s152_p61 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s179_p53 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p34 Ho3 ltac:(zlia)).
    rewrite (s177_p34_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s179_p55 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p34 Ho3 ltac:(zlia)).
    rewrite (s177_p34_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s150_c22_L (a : nat) : lmoves (s150_board (2 + a) 1 0) = [s152_board (1 + a) 0 2 0; s144_board (2 + a) 0 1].
Proof. unfold s144_board, s150_board, s152_board. tf_options. Qed.
Lemma s150_c22_R (a : nat) : rmoves (s150_board (2 + a) 1 0) = [strip [] (repeat T (2 + a) ++ [F; F; T; E; E; E; T; F]) []; strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c22_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; T; E; E; E; T; F]) []) (s62_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; T; E; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; E; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s62_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c22_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 1)]) (s177_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a>=2 && b==1 && c==0 *)
Lemma s150_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 1 0 -> fst (s150_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s150_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q12] in Hc |- *.
  rewrite tf_game_eq, (s150_c22_L a), (s150_c22_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 2 0 (opt_l _ _ _ (s150_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 1 (opt_l _ _ _ (s150_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c22_R1 a)).
  pose proof (use_s62 IH 1 (opt_norm_r _ _ _ _ _ (s150_c22_R a) ltac:(cbn [In]; left; reflexivity) (s150_c22_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c22_R2 a)).
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s150_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c22_R2 a))) as Ho3.
  rewrite (s152_p29 Ho0 ltac:(zlia)).
  rewrite (s144_p13 Ho1 ltac:(zlia)).
  rewrite (s62_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p22 Ho3 ltac:(zlia)).
  rewrite (s177_p22_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c22_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 1 0 -> fst (s150_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s150_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q15] in Hc |- *.
  rewrite tf_game_eq, (s150_c22_L a), (s150_c22_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 2 0 (opt_l _ _ _ (s150_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 1 (opt_l _ _ _ (s150_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c22_R1 a)).
  pose proof (use_s62 IH 1 (opt_norm_r _ _ _ _ _ (s150_c22_R a) ltac:(cbn [In]; left; reflexivity) (s150_c22_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c22_R2 a)).
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s150_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c22_R2 a))) as Ho3.
  rewrite (s152_p45 Ho0 ltac:(zlia)).
  rewrite (s144_p18 Ho1 ltac:(zlia)).
  rewrite (s62_p2 Ho2 ltac:(zlia)).
  rewrite (s177_p13 Ho3 ltac:(zlia)).
  rewrite (s177_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s150_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 1 0 -> fst (s150_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s150_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s150_q18] in Hc |- *.
  rewrite tf_game_eq, (s150_c22_L a), (s150_c22_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 2 0 (opt_l _ _ _ (s150_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s144 IH (2 + a) 0 1 (opt_l _ _ _ (s150_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c22_R1 a)).
  pose proof (use_s62 IH 1 (opt_norm_r _ _ _ _ _ (s150_c22_R a) ltac:(cbn [In]; left; reflexivity) (s150_c22_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c22_R2 a)).
  pose proof (use_s177 IH (2 + a) 1 0 0 (opt_norm_r _ _ _ _ _ (s150_c22_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c22_R2 a))) as Ho3.
  rewrite (s152_p28 Ho0 ltac:(zlia)).
  rewrite (s144_p21 Ho1 ltac:(zlia)).
  rewrite (s62_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|[Hp3|Hp3]]].
  {
    rewrite (s177_p16 Ho3 ltac:(zlia)).
    rewrite (s177_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s177_p35 Ho3 ltac:(zlia)).
    rewrite (s177_p35_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p38 Ho3 ltac:(zlia)).
    rewrite (s177_p38_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s177_p41 Ho3 ltac:(zlia)).
    rewrite (s177_p41_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s150_c23_L (a : nat) : lmoves (s150_board (2 + a) 1 1) = [s152_board (1 + a) 0 2 1; s179_board (2 + a) 1 0 1].
Proof. unfold s150_board, s152_board, s179_board. tf_options. Qed.
Lemma s150_c23_R (a : nat) : rmoves (s150_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; E; T; F]) []; strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; E; T; F]) []) (s72_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; T; E; T; E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] ([T; E; T; E; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c23_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) [(1, 1)]) (s177_board (2 + a) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a>=2 && b==1 && c==1 *)
Lemma s150_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s150_board (2 + a) 1 1 -> fst (s150_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s150_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c23_L a), (s150_c23_R a); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 2 1 (opt_l _ _ _ (s150_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 0 1 (opt_l _ _ _ (s150_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c23_R1 a)).
  pose proof (use_s72 IH 1 1 (opt_norm_r _ _ _ _ _ (s150_c23_R a) ltac:(cbn [In]; left; reflexivity) (s150_c23_R1 a))) as Ho2.
  rewrite (tf_norm_game (s150_c23_R2 a)).
  pose proof (use_s177 IH (2 + a) 1 1 0 (opt_norm_r _ _ _ _ _ (s150_c23_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c23_R2 a))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s152_p8 Ho0 ltac:(zlia)).
    rewrite (s179_p12 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s152_p44 Ho0 ltac:(zlia)).
    rewrite (s179_p40 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s152_p53 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s152_p61 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s150_c24_L (a c : nat) : lmoves (s150_board (2 + a) 1 (2 + c)) = [s152_board (1 + a) 0 2 (2 + c); s179_board (2 + a) 1 (1 + c) 1].
Proof. unfold s150_board, s152_board, s179_board. tf_options. Qed.
Lemma s150_c24_R (a c : nat) : rmoves (s150_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []; strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s150_board, strip. tf_options. Qed.
Lemma s150_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: F :: T :: E :: repeat T (2 + c) ++ [E; E; T; F]) []) as H0.
  pose proof (tf_norm_wall_l [] (T :: E :: repeat T (2 + c) ++ [E; E; T; F]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s72_board; strip_board_eq | strip_offset].
Qed.
Lemma s150_c24_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]) (s177_board (2 + a) 1 (2 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: F :: repeat T (2 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s177_board; strip_board_eq | strip_offset]. Qed.
(* s150 = T^a F _ T^b F T^c _^2 T F on a>=2 && b==1 && c>=2 *)
Lemma s150_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s150_board (2 + a) 1 (2 + c) -> fst (s150_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s150_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s150_q4] in Hc |- *.
  rewrite tf_game_eq, (s150_c24_L a c), (s150_c24_R a c); cbn [map].
  pose proof (use_s152 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s150_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s179 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s150_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s150_c24_R1 a c)).
  pose proof (use_s72 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s150_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s150_c24_R1 a c))) as Ho2.
  rewrite (tf_norm_game (s150_c24_R2 a c)).
  pose proof (use_s177 IH (2 + a) 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s150_c24_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s150_c24_R2 a c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s152_p8 Ho0 ltac:(zlia)).
    rewrite (s179_p12 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s152_p44 Ho0 ltac:(zlia)).
    rewrite (s179_p40 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s152_p53 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s152_p61 Ho0 ltac:(zlia)).
    rewrite (s179_p49 Ho1 ltac:(zlia)).
    rewrite (s72_p2 Ho2 ltac:(zlia)).
    rewrite (s177_p9 Ho3 ltac:(zlia)).
    rewrite (s177_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

