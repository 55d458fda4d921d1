(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s163_c11_L : lmoves (s163_board 1 0 1) = [s145_board 1 1 1; strip [] ([T; F; T; E; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c11_L2 : tf_norm (strip [] ([T; F; T; E; F; E; F]) [(1, 1)]) (s198_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c11_R : rmoves (s163_board 1 0 1) = [s149_board 1 1].
Proof. unfold s149_board, s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b==0 && c==1 *)
Lemma s163_c11_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s163_board 1 0 1 -> fst (s163_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s163_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q2] in Hc |- *.
  rewrite tf_game_eq, (s163_c11_L), (s163_c11_R); cbn [map].
  pose proof (use_s145 IH 1 1 1 (opt_l _ _ _ (s163_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c11_L2)).
  pose proof (use_s198 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s163_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c11_L2))) as Ho1.
  pose proof (use_s149 IH 1 1 (opt_r _ _ _ (s163_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s149_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s163_c12_L (c : nat) : lmoves (s163_board 1 0 (2 + c)) = [s145_board 1 1 (2 + c); strip [] (T :: F :: T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c12_L2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s198_board 1 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c12_R (c : nat) : rmoves (s163_board 1 0 (2 + c)) = [s149_board 1 (2 + c)].
Proof. unfold s149_board, s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b==0 && c>=2 *)
Lemma s163_c12_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s163_board 1 0 (2 + c) -> fst (s163_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q2] in Hc |- *.
  rewrite tf_game_eq, (s163_c12_L c), (s163_c12_R c); cbn [map].
  pose proof (use_s145 IH 1 1 (2 + c) (opt_l _ _ _ (s163_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c12_L2 c)).
  pose proof (use_s198 IH 1 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c12_L2 c))) as Ho1.
  pose proof (use_s149 IH 1 (2 + c) (opt_r _ _ _ (s163_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s149_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b==1 && c==0: the board of s86 *)
Lemma s163_c13_p3 x (Hs86 : s86_claim x) :
  x = s163_board 1 1 0 -> fst (s163_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s163_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q3] in Hc |- *.
  pose proof (Hs86 1 1 ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s163_c14_L : lmoves (s163_board 1 1 1) = [s145_board 1 2 1; strip [] ([T; F; T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c14_L2 : tf_norm (strip [] ([T; F; T; E; T; F; E; F]) [(1, 1)]) (s198_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c14_R : rmoves (s163_board 1 1 1) = [s190_board 1 1].
Proof. unfold s163_board, s190_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b==1 && c==1 *)
Lemma s163_c14_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s163_board 1 1 1 -> fst (s163_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s163_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c14_L), (s163_c14_R); cbn [map].
  pose proof (use_s145 IH 1 2 1 (opt_l _ _ _ (s163_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c14_L2)).
  pose proof (use_s198 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s163_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c14_L2))) as Ho1.
  pose proof (use_s190 IH 1 1 (opt_r _ _ _ (s163_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p3 Ho1 ltac:(zlia)).
  rewrite (s198_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s163_c15_L (c : nat) : lmoves (s163_board 1 1 (2 + c)) = [s145_board 1 2 (2 + c); strip [] (T :: F :: T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c15_L2 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s198_board 1 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c15_R (c : nat) : rmoves (s163_board 1 1 (2 + c)) = [s190_board 1 (2 + c)].
Proof. unfold s163_board, s190_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b==1 && c>=2 *)
Lemma s163_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s163_board 1 1 (2 + c) -> fst (s163_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c15_L c), (s163_c15_R c); cbn [map].
  pose proof (use_s145 IH 1 2 (2 + c) (opt_l _ _ _ (s163_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c15_L2 c)).
  pose proof (use_s198 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c15_L2 c))) as Ho1.
  pose proof (use_s190 IH 1 (2 + c) (opt_r _ _ _ (s163_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p4 Ho1 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b>=2 && c==0: the board of s86 *)
Lemma s163_c16_p3 x (Hs86 : s86_claim x) (b : nat) :
  x = s163_board 1 (2 + b) 0 -> fst (s163_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s163_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q3] in Hc |- *.
  pose proof (Hs86 1 (2 + b) ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s163_c17_L (b : nat) : lmoves (s163_board 1 (2 + b) 1) = [s145_board 1 (3 + b) 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c17_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s198_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c17_R (b : nat) : rmoves (s163_board 1 (2 + b) 1) = [].
Proof. unfold s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b>=2 && c==1 *)
Lemma s163_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s163_board 1 (2 + b) 1 -> fst (s163_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s163_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c17_L b), (s163_c17_R b); cbn [map].
  pose proof (use_s145 IH 1 (3 + b) 1 (opt_l _ _ _ (s163_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c17_L2 b)).
  pose proof (use_s198 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s163_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c17_L2 b))) as Ho1.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s198_p7 Ho1 ltac:(zlia)).
    rewrite (s198_p7_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s198_p9 Ho1 ltac:(zlia)).
    rewrite (s198_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s163_c18_L (b c : nat) : lmoves (s163_board 1 (2 + b) (2 + c)) = [s145_board 1 (3 + b) (2 + c); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c18_L2 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s198_board 1 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c18_R (b c : nat) : rmoves (s163_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a==1 && b>=2 && c>=2 *)
Lemma s163_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s163_board 1 (2 + b) (2 + c) -> fst (s163_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c18_L b c), (s163_c18_R b c); cbn [map].
  pose proof (use_s145 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s163_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c18_L2 b c)).
  pose proof (use_s198 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c18_L2 b c))) as Ho1.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p4 Ho1 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b==0 && c==0: the board of s86 *)
Lemma s163_c19_p2 x (Hs86 : s86_claim x) (a : nat) :
  x = s163_board (2 + a) 0 0 -> fst (s163_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s163_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q2] in Hc |- *.
  pose proof (Hs86 (2 + a) 0 ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s163_c20_L (a : nat) : lmoves (s163_board (2 + a) 0 1) = [s145_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 1)]) (s198_board (2 + a) 0 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c20_R (a : nat) : rmoves (s163_board (2 + a) 0 1) = [s149_board (2 + a) 1].
Proof. unfold s149_board, s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b==0 && c==1 *)
Lemma s163_c20_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s163_board (2 + a) 0 1 -> fst (s163_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s163_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q2] in Hc |- *.
  rewrite tf_game_eq, (s163_c20_L a), (s163_c20_R a); cbn [map].
  pose proof (use_s145 IH (2 + a) 1 1 (opt_l _ _ _ (s163_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c20_L2 a)).
  pose proof (use_s198 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s163_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c20_L2 a))) as Ho1.
  pose proof (use_s149 IH (2 + a) 1 (opt_r _ _ _ (s163_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s149_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s163_c21_L (a c : nat) : lmoves (s163_board (2 + a) 0 (2 + c)) = [s145_board (2 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s198_board (2 + a) 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c21_R (a c : nat) : rmoves (s163_board (2 + a) 0 (2 + c)) = [s149_board (2 + a) (2 + c)].
Proof. unfold s149_board, s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b==0 && c>=2 *)
Lemma s163_c21_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s163_board (2 + a) 0 (2 + c) -> fst (s163_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q2] in Hc |- *.
  rewrite tf_game_eq, (s163_c21_L a c), (s163_c21_R a c); cbn [map].
  pose proof (use_s145 IH (2 + a) 1 (2 + c) (opt_l _ _ _ (s163_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c21_L2 a c)).
  pose proof (use_s198 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c21_L2 a c))) as Ho1.
  pose proof (use_s149 IH (2 + a) (2 + c) (opt_r _ _ _ (s163_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p5 Ho1 ltac:(zlia)).
  rewrite (s198_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s149_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b==1 && c==0: the board of s86 *)
Lemma s163_c22_p3 x (Hs86 : s86_claim x) (a : nat) :
  x = s163_board (2 + a) 1 0 -> fst (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q3] in Hc |- *.
  pose proof (Hs86 (2 + a) 1 ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s163_c23_L (a : nat) : lmoves (s163_board (2 + a) 1 1) = [s145_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 1)]) (s198_board (2 + a) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c23_R (a : nat) : rmoves (s163_board (2 + a) 1 1) = [s190_board (2 + a) 1].
Proof. unfold s163_board, s190_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b==1 && c==1 *)
Lemma s163_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s163_board (2 + a) 1 1 -> fst (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c23_L a), (s163_c23_R a); cbn [map].
  pose proof (use_s145 IH (2 + a) 2 1 (opt_l _ _ _ (s163_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c23_L2 a)).
  pose proof (use_s198 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s163_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c23_L2 a))) as Ho1.
  pose proof (use_s190 IH (2 + a) 1 (opt_r _ _ _ (s163_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p3 Ho1 ltac:(zlia)).
  rewrite (s198_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s163_c24_L (a c : nat) : lmoves (s163_board (2 + a) 1 (2 + c)) = [s145_board (2 + a) 2 (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s198_board (2 + a) 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c24_R (a c : nat) : rmoves (s163_board (2 + a) 1 (2 + c)) = [s190_board (2 + a) (2 + c)].
Proof. unfold s163_board, s190_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b==1 && c>=2 *)
Lemma s163_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s163_board (2 + a) 1 (2 + c) -> fst (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c24_L a c), (s163_c24_R a c); cbn [map].
  pose proof (use_s145 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s163_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c24_L2 a c)).
  pose proof (use_s198 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c24_L2 a c))) as Ho1.
  pose proof (use_s190 IH (2 + a) (2 + c) (opt_r _ _ _ (s163_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p4 Ho1 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s190_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b>=2 && c==0: the board of s86 *)
Lemma s163_c25_p3 x (Hs86 : s86_claim x) (a b : nat) :
  x = s163_board (2 + a) (2 + b) 0 -> fst (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s163_q3] in Hc |- *.
  pose proof (Hs86 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s163_board, s86_board; board_eq)) as Ho0.
  rewrite (s86_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s163_c26_L (a b : nat) : lmoves (s163_board (2 + a) (2 + b) 1) = [s145_board (2 + a) (3 + b) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c26_R (a b : nat) : rmoves (s163_board (2 + a) (2 + b) 1) = [].
Proof. unfold s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b>=2 && c==1 *)
Lemma s163_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s163_board (2 + a) (2 + b) 1 -> fst (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c26_L a b), (s163_c26_R a b); cbn [map].
  pose proof (use_s145 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s163_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c26_L2 a b)).
  pose proof (use_s198 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s163_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c26_L2 a b))) as Ho1.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s198_p7 Ho1 ltac:(zlia)).
    rewrite (s198_p7_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s198_p9 Ho1 ltac:(zlia)).
    rewrite (s198_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s163_c27_L (a b c : nat) : lmoves (s163_board (2 + a) (2 + b) (2 + c)) = [s145_board (2 + a) (3 + b) (2 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s145_board, s163_board, strip. tf_options. Qed.
Lemma s163_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s198_board (2 + a) (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s198_board; strip_board_eq | strip_offset]. Qed.
Lemma s163_c27_R (a b c : nat) : rmoves (s163_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s163_board. tf_options. Qed.
(* s163 = T^a F T _ T^b F T^c F _^2 on a>=2 && b>=2 && c>=2 *)
Lemma s163_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s163_board (2 + a) (2 + b) (2 + c) -> fst (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s163_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s163_q3] in Hc |- *.
  rewrite tf_game_eq, (s163_c27_L a b c), (s163_c27_R a b c); cbn [map].
  pose proof (use_s145 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s163_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s163_c27_L2 a b c)).
  pose proof (use_s198 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s163_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s163_c27_L2 a b c))) as Ho1.
  rewrite (s145_p2 Ho0 ltac:(zlia)).
  rewrite (s198_p4 Ho1 ltac:(zlia)).
  rewrite (s198_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s164_c1_L : lmoves (s164_board 0 0 0 0) = [].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c1_R : rmoves (s164_board 0 0 0 0) = [strip [(1, 1); (2, 1)] ([T; F]) []; strip [(2, 2)] ([E; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c1_R1 : tf_norm (strip [(1, 1); (2, 1)] ([T; F]) []) (s62_board 0) (-4).
Proof. apply (tf_norm_by _ [(1, 1); (2, 1)] ([T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c1_R2 : tf_norm (strip [(2, 2)] ([E; T; F]) []) (s62_board 0) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] ([E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c==0 && d==0 *)
Lemma s164_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 0 0 0 -> fst (s164_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q1] in Hc |- *.
  rewrite tf_game_eq, (s164_c1_L), (s164_c1_R); cbn [map].
  rewrite (tf_norm_game (s164_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s164_c1_R) ltac:(cbn [In]; left; reflexivity) (s164_c1_R1))) as Ho0.
  rewrite (tf_norm_game (s164_c1_R2)).
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-4) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s164_c2_L : lmoves (s164_board 0 0 0 1) = [].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c2_R : rmoves (s164_board 0 0 0 1) = [strip [(1, 1)] ([E; E; T; F; T; F]) []; strip [(2, 2)] ([T; E; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c2_R1 : tf_norm (strip [(1, 1)] ([E; E; T; F; T; F]) []) (s49_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c2_R2 : tf_norm (strip [(2, 2)] ([T; E; T; F]) []) (s64_board 0 1) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] ([T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c==0 && d==1 *)
Lemma s164_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 0 0 1 -> fst (s164_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q2] in Hc |- *.
  rewrite tf_game_eq, (s164_c2_L), (s164_c2_R); cbn [map].
  rewrite (tf_norm_game (s164_c2_R1)).
  pose proof (use_s49 IH 0 1 (opt_norm_r _ _ _ _ _ (s164_c2_R) ltac:(cbn [In]; left; reflexivity) (s164_c2_R1))) as Ho0.
  rewrite (tf_norm_game (s164_c2_R2)).
  pose proof (use_s64 IH 0 1 (opt_norm_r _ _ _ _ _ (s164_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s164_c2_R2))) as Ho1.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s49_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s64_p2 Ho1 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat 1) (-4) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s164_c3_L (d : nat) : lmoves (s164_board 0 0 0 (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c3_R (d : nat) : rmoves (s164_board 0 0 0 (2 + d)) = [strip [(1, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c3_R1 (d : nat) : tf_norm (strip [(1, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s49_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s164_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 0 0 0 (2 + d) -> fst (s164_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c3_L d), (s164_c3_R d); cbn [map].
  rewrite (tf_norm_game (s164_c3_R1 d)).
  pose proof (use_s49 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s164_c3_R d) ltac:(cbn [In]; left; reflexivity) (s164_c3_R1 d))) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c4_L : lmoves (s164_board 0 0 1 0) = [strip [(2, 1)] ([E; T; F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c4_L1 : tf_norm (strip [(2, 1)] ([E; T; F; T; F]) []) (s49_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c4_R : rmoves (s164_board 0 0 1 0) = [strip [(1, 1)] ([E; T; E; F; T; F]) []; strip [(2, 1)] ([T; F; E; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c4_R1 : tf_norm (strip [(1, 1)] ([E; T; E; F; T; F]) []) (s50_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c4_R2 : tf_norm (strip [(2, 1)] ([T; F; E; T; F]) []) (s54_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c==1 && d==0 *)
Lemma s164_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 0 1 0 -> fst (s164_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q5] in Hc |- *.
  rewrite tf_game_eq, (s164_c4_L), (s164_c4_R); cbn [map].
  rewrite (tf_norm_game (s164_c4_L1)).
  pose proof (use_s49 IH 0 1 (opt_norm_l _ _ _ _ _ (s164_c4_L) ltac:(cbn [In]; left; reflexivity) (s164_c4_L1))) as Ho0.
  rewrite (tf_norm_game (s164_c4_R1)).
  pose proof (use_s50 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s164_c4_R) ltac:(cbn [In]; left; reflexivity) (s164_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s164_c4_R2)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s164_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s164_c4_R2))) as Ho2.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s49_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p4 Ho1 ltac:(zlia)).
  rewrite (s50_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p1 Ho2 ltac:(zlia)).
  rewrite (s54_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s164_c5_L : lmoves (s164_board 0 0 1 1) = [strip [(2, 1)] ([E; T; T; F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c5_L1 : tf_norm (strip [(2, 1)] ([E; T; T; F; T; F]) []) (s49_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c5_R : rmoves (s164_board 0 0 1 1) = [strip [(1, 1)] ([E; T; E; T; F; T; F]) []; strip [(2, 1)] ([T; F; T; E; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c5_R1 : tf_norm (strip [(1, 1)] ([E; T; E; T; F; T; F]) []) (s50_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c5_R2 : tf_norm (strip [(2, 1)] ([T; F; T; E; T; F]) []) (s54_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c==1 && d==1 *)
Lemma s164_c5_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 0 1 1 -> fst (s164_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q6] in Hc |- *.
  rewrite tf_game_eq, (s164_c5_L), (s164_c5_R); cbn [map].
  rewrite (tf_norm_game (s164_c5_L1)).
  pose proof (use_s49 IH 0 2 (opt_norm_l _ _ _ _ _ (s164_c5_L) ltac:(cbn [In]; left; reflexivity) (s164_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s164_c5_R1)).
  pose proof (use_s50 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s164_c5_R) ltac:(cbn [In]; left; reflexivity) (s164_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s164_c5_R2)).
  pose proof (use_s54 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s164_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s164_c5_R2))) as Ho2.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p5 Ho1 ltac:(zlia)).
  rewrite (s50_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p6 Ho2 ltac:(zlia)).
  rewrite (s54_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s164_c6_L (d : nat) : lmoves (s164_board 0 0 1 (2 + d)) = [strip [(2, 1)] (E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c6_L1 (d : nat) : tf_norm (strip [(2, 1)] (E :: repeat T (3 + d) ++ [F; T; F]) []) (s49_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c6_R (d : nat) : rmoves (s164_board 0 0 1 (2 + d)) = [strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c6_R1 (d : nat) : tf_norm (strip [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s164_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 0 0 1 (2 + d) -> fst (s164_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c6_L d), (s164_c6_R d); cbn [map].
  rewrite (tf_norm_game (s164_c6_L1 d)).
  pose proof (use_s49 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s164_c6_L d) ltac:(cbn [In]; left; reflexivity) (s164_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s164_c6_R1 d)).
  pose proof (use_s50 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s164_c6_R d) ltac:(cbn [In]; left; reflexivity) (s164_c6_R1 d))) as Ho1.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c7_L (c : nat) : lmoves (s164_board 0 0 (2 + c) 0) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c7_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; F; T; F]) []) (s50_board 0 (1 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c7_R (c : nat) : rmoves (s164_board 0 0 (2 + c) 0) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F; T; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c7_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; F; T; F]) []) (s50_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c7_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; E; T; F]) []) (s54_board 0 (2 + c) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==0 *)
Lemma s164_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 0 0 (2 + c) 0 -> fst (s164_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q7] in Hc |- *.
  rewrite tf_game_eq, (s164_c7_L c), (s164_c7_R c); cbn [map].
  rewrite (tf_norm_game (s164_c7_L1 c)).
  pose proof (use_s50 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s164_c7_L c) ltac:(cbn [In]; left; reflexivity) (s164_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s164_c7_R1 c)).
  pose proof (use_s50 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s164_c7_R c) ltac:(cbn [In]; left; reflexivity) (s164_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s164_c7_R2 c)).
  pose proof (use_s54 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s164_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s164_c7_R2 c))) as Ho2.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p5_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p6 Ho1 ltac:(zlia)).
  rewrite (s50_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 0 0 (2 + c) 0 -> fst (s164_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q9] in Hc |- *.
  rewrite tf_game_eq, (s164_c7_L c), (s164_c7_R c); cbn [map].
  rewrite (tf_norm_game (s164_c7_L1 c)).
  pose proof (use_s50 IH 0 (1 + c) 1 (opt_norm_l _ _ _ _ _ (s164_c7_L c) ltac:(cbn [In]; left; reflexivity) (s164_c7_L1 c))) as Ho0.
  rewrite (tf_norm_game (s164_c7_R1 c)).
  pose proof (use_s50 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s164_c7_R c) ltac:(cbn [In]; left; reflexivity) (s164_c7_R1 c))) as Ho1.
  rewrite (tf_norm_game (s164_c7_R2 c)).
  pose proof (use_s54 IH 0 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s164_c7_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s164_c7_R2 c))) as Ho2.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s50_p9_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s50_p10_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c8_L (c : nat) : lmoves (s164_board 0 0 (2 + c) 1) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c8_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; F]) []) (s50_board 0 (1 + c) 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c8_R (c : nat) : rmoves (s164_board 0 0 (2 + c) 1) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; F]) []; strip [(2, 1)] (repeat T (2 + c) ++ [F; T; E; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c8_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; F]) []) (s50_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c8_R2 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (2 + c) ++ [F; T; E; T; F]) []) (s54_board 0 (2 + c) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s164_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 0 0 (2 + c) 1 -> fst (s164_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q8] in Hc |- *.
  rewrite tf_game_eq, (s164_c8_L c), (s164_c8_R c); cbn [map].
  rewrite (tf_norm_game (s164_c8_L1 c)).
  pose proof (use_s50 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s164_c8_L c) ltac:(cbn [In]; left; reflexivity) (s164_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s164_c8_R1 c)).
  pose proof (use_s50 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s164_c8_R c) ltac:(cbn [In]; left; reflexivity) (s164_c8_R1 c))) as Ho1.
  rewrite (tf_norm_game (s164_c8_R2 c)).
  pose proof (use_s54 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s164_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s164_c8_R2 c))) as Ho2.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s50_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c9_L (c d : nat) : lmoves (s164_board 0 0 (2 + c) (2 + d)) = [strip [(2, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c9_L1 (c d : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []) (s50_board 0 (1 + c) (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c9_R (c d : nat) : rmoves (s164_board 0 0 (2 + c) (2 + d)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c9_R1 (c d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s50_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s164_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s164_board 0 0 (2 + c) (2 + d) -> fst (s164_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c9_L c d), (s164_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s164_c9_L1 c d)).
  pose proof (use_s50 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s164_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s164_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s164_c9_R1 c d)).
  pose proof (use_s50 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s164_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s164_c9_R1 c d))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c10_L : lmoves (s164_board 0 1 0 0) = [strip [(3, 1)] ([T; F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c10_L1 : tf_norm (strip [(3, 1)] ([T; F; T; F]) []) (s49_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c10_R : rmoves (s164_board 0 1 0 0) = [strip [(1, 1)] ([T; E; E; F; T; F]) []; s59_board 0 1 0].
Proof. unfold s164_board, s59_board, strip. tf_options. Qed.
Lemma s164_c10_R1 : tf_norm (strip [(1, 1)] ([T; E; E; F; T; F]) []) (s52_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c==0 && d==0 *)
Lemma s164_c10_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 1 0 0 -> fst (s164_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q10] in Hc |- *.
  rewrite tf_game_eq, (s164_c10_L), (s164_c10_R); cbn [map].
  rewrite (tf_norm_game (s164_c10_L1)).
  pose proof (use_s49 IH 0 1 (opt_norm_l _ _ _ _ _ (s164_c10_L) ltac:(cbn [In]; left; reflexivity) (s164_c10_L1))) as Ho0.
  rewrite (tf_norm_game (s164_c10_R1)).
  pose proof (use_s52 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s164_c10_R) ltac:(cbn [In]; left; reflexivity) (s164_c10_R1))) as Ho1.
  pose proof (use_s59 IH 0 1 0 (opt_r _ _ _ (s164_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s49_p1_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p6 Ho1 ltac:(zlia)).
  rewrite (s52_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s59_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s164_c11_L : lmoves (s164_board 0 1 0 1) = [strip [(3, 1)] ([T; T; F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c11_L1 : tf_norm (strip [(3, 1)] ([T; T; F; T; F]) []) (s49_board 0 2) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([T; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c11_R : rmoves (s164_board 0 1 0 1) = [strip [(1, 1)] ([T; E; E; T; F; T; F]) []; s59_board 0 1 1].
Proof. unfold s164_board, s59_board, strip. tf_options. Qed.
Lemma s164_c11_R1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F; T; F]) []) (s52_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s164_c11_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 1 0 1 -> fst (s164_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q11] in Hc |- *.
  rewrite tf_game_eq, (s164_c11_L), (s164_c11_R); cbn [map].
  rewrite (tf_norm_game (s164_c11_L1)).
  pose proof (use_s49 IH 0 2 (opt_norm_l _ _ _ _ _ (s164_c11_L) ltac:(cbn [In]; left; reflexivity) (s164_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s164_c11_R1)).
  pose proof (use_s52 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s164_c11_R) ltac:(cbn [In]; left; reflexivity) (s164_c11_R1))) as Ho1.
  pose proof (use_s59 IH 0 1 1 (opt_r _ _ _ (s164_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat 2) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p7 Ho1 ltac:(zlia)).
  rewrite (s52_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s59_p4 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c12_L (d : nat) : lmoves (s164_board 0 1 0 (2 + d)) = [strip [(3, 1)] (repeat T (3 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c12_L1 (d : nat) : tf_norm (strip [(3, 1)] (repeat T (3 + d) ++ [F; T; F]) []) (s49_board 0 (3 + d)) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] (repeat T (3 + d) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s164_c12_R (d : nat) : rmoves (s164_board 0 1 0 (2 + d)) = [strip [(1, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c12_R1 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s52_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s164_c12_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 0 1 0 (2 + d) -> fst (s164_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c12_L d), (s164_c12_R d); cbn [map].
  rewrite (tf_norm_game (s164_c12_L1 d)).
  pose proof (use_s49 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s164_c12_L d) ltac:(cbn [In]; left; reflexivity) (s164_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game (s164_c12_R1 d)).
  pose proof (use_s52 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s164_c12_R d) ltac:(cbn [In]; left; reflexivity) (s164_c12_R1 d))) as Ho1.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c13_L : lmoves (s164_board 0 1 1 0) = [s164_board 0 1 0 1].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c13_R : rmoves (s164_board 0 1 1 0) = [strip [(1, 1)] ([T; E; T; E; F; T; F]) []; s130_board 0 1 1 0].
Proof. unfold s130_board, s164_board, strip. tf_options. Qed.
Lemma s164_c13_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; F; T; F]) []) (s53_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s164_c13_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 1 1 0 -> fst (s164_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q15] in Hc |- *.
  rewrite tf_game_eq, (s164_c13_L), (s164_c13_R); cbn [map].
  pose proof (use_s164 IH 0 1 0 1 (opt_l _ _ _ (s164_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s164_c13_R1)).
  pose proof (use_s53 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s164_c13_R) ltac:(cbn [In]; left; reflexivity) (s164_c13_R1))) as Ho1.
  pose proof (use_s130 IH 0 1 1 0 (opt_r _ _ _ (s164_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p11 Ho0 ltac:(zlia)).
  rewrite (s53_p16 Ho1 ltac:(zlia)).
  rewrite (s53_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s130_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c14_L : lmoves (s164_board 0 1 1 1) = [s164_board 0 1 0 2].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c14_R : rmoves (s164_board 0 1 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F; T; F]) []; s130_board 0 1 1 1].
Proof. unfold s130_board, s164_board, strip. tf_options. Qed.
Lemma s164_c14_R1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F; T; F]) []) (s53_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s164_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 0 1 1 1 -> fst (s164_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q16] in Hc |- *.
  rewrite tf_game_eq, (s164_c14_L), (s164_c14_R); cbn [map].
  pose proof (use_s164 IH 0 1 0 2 (opt_l _ _ _ (s164_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s164_c14_R1)).
  pose proof (use_s53 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s164_c14_R) ltac:(cbn [In]; left; reflexivity) (s164_c14_R1))) as Ho1.
  pose proof (use_s130 IH 0 1 1 1 (opt_r _ _ _ (s164_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s53_p17 Ho1 ltac:(zlia)).
  rewrite (s53_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s130_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c15_L (d : nat) : lmoves (s164_board 0 1 1 (2 + d)) = [s164_board 0 1 0 (3 + d)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c15_R (d : nat) : rmoves (s164_board 0 1 1 (2 + d)) = [strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c15_R1 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 1 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s164_c15_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 0 1 1 (2 + d) -> fst (s164_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c15_L d), (s164_c15_R d); cbn [map].
  pose proof (use_s164 IH 0 1 0 (3 + d) (opt_l _ _ _ (s164_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s164_c15_R1 d)).
  pose proof (use_s53 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s164_c15_R d) ltac:(cbn [In]; left; reflexivity) (s164_c15_R1 d))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c16_L (c : nat) : lmoves (s164_board 0 1 (2 + c) 0) = [s164_board 0 1 (1 + c) 1].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c16_R (c : nat) : rmoves (s164_board 0 1 (2 + c) 0) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []; s130_board 0 1 (2 + c) 0].
Proof. unfold s130_board, s164_board, strip. tf_options. Qed.
Lemma s164_c16_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []) (s53_board 0 1 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s164_c16_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 0 1 (2 + c) 0 -> fst (s164_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q17] in Hc |- *.
  rewrite tf_game_eq, (s164_c16_L c), (s164_c16_R c); cbn [map].
  pose proof (use_s164 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s164_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s164_c16_R1 c)).
  pose proof (use_s53 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s164_c16_R c) ltac:(cbn [In]; left; reflexivity) (s164_c16_R1 c))) as Ho1.
  pose proof (use_s130 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s164_c16_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p16 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s53_p18 Ho1 ltac:(zlia)).
    rewrite (s53_p18_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s130_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s53_p20 Ho1 ltac:(zlia)).
    rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s130_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c17_L (c : nat) : lmoves (s164_board 0 1 (2 + c) 1) = [s164_board 0 1 (1 + c) 2].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c17_R (c : nat) : rmoves (s164_board 0 1 (2 + c) 1) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []; s130_board 0 1 (2 + c) 1].
Proof. unfold s130_board, s164_board, strip. tf_options. Qed.
Lemma s164_c17_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []) (s53_board 0 1 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s164_c17_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 0 1 (2 + c) 1 -> fst (s164_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q16] in Hc |- *.
  rewrite tf_game_eq, (s164_c17_L c), (s164_c17_R c); cbn [map].
  pose proof (use_s164 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s164_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s164_c17_R1 c)).
  pose proof (use_s53 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s164_c17_R c) ltac:(cbn [In]; left; reflexivity) (s164_c17_R1 c))) as Ho1.
  pose proof (use_s130 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s164_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s53_p19 Ho1 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s130_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c18_L (c d : nat) : lmoves (s164_board 0 1 (2 + c) (2 + d)) = [s164_board 0 1 (1 + c) (3 + d)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c18_R (c d : nat) : rmoves (s164_board 0 1 (2 + c) (2 + d)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []].
Proof. unfold s164_board, strip. tf_options. Qed.
Lemma s164_c18_R1 (c d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []) (s53_board 0 1 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s164_c18_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s164_board 0 1 (2 + c) (2 + d) -> fst (s164_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c18_L c d), (s164_c18_R c d); cbn [map].
  pose proof (use_s164 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s164_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s164_c18_R1 c d)).
  pose proof (use_s53 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s164_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s164_c18_R1 c d))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c19_L (b : nat) : lmoves (s164_board 0 (2 + b) 0 0) = [s158_board 0 (1 + b) 0 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
Lemma s164_c19_R (b : nat) : rmoves (s164_board 0 (2 + b) 0 0) = [s59_board 0 (2 + b) 0].
Proof. unfold s164_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s164_c19_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 0 (2 + b) 0 0 -> fst (s164_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q12] in Hc |- *.
  rewrite tf_game_eq, (s164_c19_L b), (s164_c19_R b); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s164_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH 0 (2 + b) 0 (opt_r _ _ _ (s164_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p8 Ho0 ltac:(zlia)).
  rewrite (s59_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c19_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 0 (2 + b) 0 0 -> fst (s164_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q23] in Hc |- *.
  rewrite tf_game_eq, (s164_c19_L b), (s164_c19_R b); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s164_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH 0 (2 + b) 0 (opt_r _ _ _ (s164_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p19 Ho0 ltac:(zlia)).
  rewrite (s59_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c19_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 0 (2 + b) 0 0 -> fst (s164_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q24] in Hc |- *.
  rewrite tf_game_eq, (s164_c19_L b), (s164_c19_R b); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 0 1 (opt_l _ _ _ (s164_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH 0 (2 + b) 0 (opt_r _ _ _ (s164_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p26 Ho0 ltac:(zlia)).
  rewrite (s59_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c20_L (b : nat) : lmoves (s164_board 0 (2 + b) 0 1) = [s158_board 0 (1 + b) 0 2].
Proof. unfold s158_board, s164_board. tf_options. Qed.
Lemma s164_c20_R (b : nat) : rmoves (s164_board 0 (2 + b) 0 1) = [s59_board 0 (2 + b) 1].
Proof. unfold s164_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s164_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 0 (2 + b) 0 1 -> fst (s164_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q14] in Hc |- *.
  rewrite tf_game_eq, (s164_c20_L b), (s164_c20_R b); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 0 2 (opt_l _ _ _ (s164_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s59 IH 0 (2 + b) 1 (opt_r _ _ _ (s164_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s158_p9 Ho0 ltac:(zlia)).
    rewrite (s59_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s158_p21 Ho0 ltac:(zlia)).
    rewrite (s59_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s158_p27 Ho0 ltac:(zlia)).
    rewrite (s59_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s158_p29 Ho0 ltac:(zlia)).
    rewrite (s59_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s164_c21_L (b d : nat) : lmoves (s164_board 0 (2 + b) 0 (2 + d)) = [s158_board 0 (1 + b) 0 (3 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
Lemma s164_c21_R (b d : nat) : rmoves (s164_board 0 (2 + b) 0 (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s164_c21_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s164_board 0 (2 + b) 0 (2 + d) -> fst (s164_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c21_L b d), (s164_c21_R b d); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 0 (3 + d) (opt_l _ _ _ (s164_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s158_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s158_p21 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s158_p27 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s158_p29 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s164_c22_L (b : nat) : lmoves (s164_board 0 (2 + b) 1 0) = [s164_board 0 (2 + b) 0 1].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c22_R (b : nat) : rmoves (s164_board 0 (2 + b) 1 0) = [s130_board 0 (2 + b) 1 0].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s164_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 0 (2 + b) 1 0 -> fst (s164_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q18] in Hc |- *.
  rewrite tf_game_eq, (s164_c22_L b), (s164_c22_R b); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) 0 1 (opt_l _ _ _ (s164_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s164_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p14 Ho0 ltac:(zlia)).
  rewrite (s130_p28 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s164_c23_L (b : nat) : lmoves (s164_board 0 (2 + b) 1 1) = [s164_board 0 (2 + b) 0 2].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c23_R (b : nat) : rmoves (s164_board 0 (2 + b) 1 1) = [s130_board 0 (2 + b) 1 1].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s164_c23_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 0 (2 + b) 1 1 -> fst (s164_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q19] in Hc |- *.
  rewrite tf_game_eq, (s164_c23_L b), (s164_c23_R b); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) 0 2 (opt_l _ _ _ (s164_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s164_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s130_p29 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c24_L (b d : nat) : lmoves (s164_board 0 (2 + b) 1 (2 + d)) = [s164_board 0 (2 + b) 0 (3 + d)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c24_R (b d : nat) : rmoves (s164_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s164_c24_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s164_board 0 (2 + b) 1 (2 + d) -> fst (s164_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c24_L b d), (s164_c24_R b d); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) 0 (3 + d) (opt_l _ _ _ (s164_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s164_c25_L (b c : nat) : lmoves (s164_board 0 (2 + b) (2 + c) 0) = [s164_board 0 (2 + b) (1 + c) 1].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c25_R (b c : nat) : rmoves (s164_board 0 (2 + b) (2 + c) 0) = [s130_board 0 (2 + b) (2 + c) 0].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s164_c25_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s164_board 0 (2 + b) (2 + c) 0 -> fst (s164_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q20] in Hc |- *.
  rewrite tf_game_eq, (s164_c25_L b c), (s164_c25_R b c); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s164_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s164_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p19 Ho0 ltac:(zlia)).
  rewrite (s130_p28 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s164_c25_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s164_board 0 (2 + b) (2 + c) 0 -> fst (s164_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q22] in Hc |- *.
  rewrite tf_game_eq, (s164_c25_L b c), (s164_c25_R b c); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s164_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s164_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p21 Ho0 ltac:(zlia)).
  rewrite (s130_p28 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s164_c26_L (b c : nat) : lmoves (s164_board 0 (2 + b) (2 + c) 1) = [s164_board 0 (2 + b) (1 + c) 2].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c26_R (b c : nat) : rmoves (s164_board 0 (2 + b) (2 + c) 1) = [s130_board 0 (2 + b) (2 + c) 1].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s164_c26_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s164_board 0 (2 + b) (2 + c) 1 -> fst (s164_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q21] in Hc |- *.
  rewrite tf_game_eq, (s164_c26_L b c), (s164_c26_R b c); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s164_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s130 IH 0 (2 + b) (2 + c) 1 (opt_r _ _ _ (s164_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  rewrite (s130_p29 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s164_c27_L (b c d : nat) : lmoves (s164_board 0 (2 + b) (2 + c) (2 + d)) = [s164_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s164_board. tf_options. Qed.
Lemma s164_c27_R (b c d : nat) : rmoves (s164_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s164_c27_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s164_board 0 (2 + b) (2 + c) (2 + d) -> fst (s164_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c27_L b c d), (s164_c27_R b c d); cbn [map].
  pose proof (use_s164 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s164_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s164_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s164_c28_L : lmoves (s164_board 1 0 0 0) = [s168_board 0 1 0 0 0].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c28_R : rmoves (s164_board 1 0 0 0) = [s193_board 1 0 0 0; s59_board 1 0 0].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c==0 && d==0 *)
Lemma s164_c28_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 0 0 0 -> fst (s164_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q10] in Hc |- *.
  rewrite tf_game_eq, (s164_c28_L), (s164_c28_R); cbn [map].
  pose proof (use_s168 IH 0 1 0 0 0 (opt_l _ _ _ (s164_c28_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 1 0 0 0 (opt_r _ _ _ (s164_c28_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH 1 0 0 (opt_r _ _ _ (s164_c28_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p28 Ho0 ltac:(zlia)).
  rewrite (s193_p4 Ho1 ltac:(zlia)).
  rewrite (s59_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s164_c29_L : lmoves (s164_board 1 0 0 1) = [s168_board 0 1 0 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c29_R : rmoves (s164_board 1 0 0 1) = [s193_board 1 0 0 1; s59_board 1 0 1].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c==0 && d==1 *)
Lemma s164_c29_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 0 0 1 -> fst (s164_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q25] in Hc |- *.
  rewrite tf_game_eq, (s164_c29_L), (s164_c29_R); cbn [map].
  pose proof (use_s168 IH 0 1 0 0 1 (opt_l _ _ _ (s164_c29_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 1 0 0 1 (opt_r _ _ _ (s164_c29_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH 1 0 1 (opt_r _ _ _ (s164_c29_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p15 Ho0 ltac:(zlia)).
  rewrite (s193_p5 Ho1 ltac:(zlia)).
  rewrite (s59_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s164_c30_L (d : nat) : lmoves (s164_board 1 0 0 (2 + d)) = [s168_board 0 1 0 0 (2 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c30_R (d : nat) : rmoves (s164_board 1 0 0 (2 + d)) = [s193_board 1 0 0 (2 + d)].
Proof. unfold s164_board, s193_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c==0 && d>=2 *)
Lemma s164_c30_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 1 0 0 (2 + d) -> fst (s164_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c30_L d), (s164_c30_R d); cbn [map].
  pose proof (use_s168 IH 0 1 0 0 (2 + d) (opt_l _ _ _ (s164_c30_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 1 0 0 (2 + d) (opt_r _ _ _ (s164_c30_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c31_L : lmoves (s164_board 1 0 1 0) = [s168_board 0 1 0 1 0; s164_board 1 0 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c31_R : rmoves (s164_board 1 0 1 0) = [s194_board 1 0 0 1 0; s130_board 1 0 1 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c==1 && d==0 *)
Lemma s164_c31_p26 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 0 1 0 -> fst (s164_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q26] in Hc |- *.
  rewrite tf_game_eq, (s164_c31_L), (s164_c31_R); cbn [map].
  pose proof (use_s168 IH 0 1 0 1 0 (opt_l _ _ _ (s164_c31_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 0 1 (opt_l _ _ _ (s164_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 0 1 0 (opt_r _ _ _ (s164_c31_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 0 1 0 (opt_r _ _ _ (s164_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p25 Ho1 ltac:(zlia)).
  rewrite (s194_p85 Ho2 ltac:(zlia)).
  rewrite (s130_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s164_c32_L : lmoves (s164_board 1 0 1 1) = [s168_board 0 1 0 1 1; s164_board 1 0 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c32_R : rmoves (s164_board 1 0 1 1) = [s194_board 1 0 0 1 1; s130_board 1 0 1 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c==1 && d==1 *)
Lemma s164_c32_p28 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 0 1 1 -> fst (s164_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q28] in Hc |- *.
  rewrite tf_game_eq, (s164_c32_L), (s164_c32_R); cbn [map].
  pose proof (use_s168 IH 0 1 0 1 1 (opt_l _ _ _ (s164_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 0 2 (opt_l _ _ _ (s164_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 0 1 1 (opt_r _ _ _ (s164_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 0 1 1 (opt_r _ _ _ (s164_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p29 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p27 Ho2 ltac:(zlia)).
  rewrite (s130_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s164_c33_L (d : nat) : lmoves (s164_board 1 0 1 (2 + d)) = [s168_board 0 1 0 1 (2 + d); s164_board 1 0 0 (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c33_R (d : nat) : rmoves (s164_board 1 0 1 (2 + d)) = [s194_board 1 0 0 1 (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c==1 && d>=2 *)
Lemma s164_c33_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 1 0 1 (2 + d) -> fst (s164_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c33_L d), (s164_c33_R d); cbn [map].
  pose proof (use_s168 IH 0 1 0 1 (2 + d) (opt_l _ _ _ (s164_c33_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 0 (3 + d) (opt_l _ _ _ (s164_c33_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 0 1 (2 + d) (opt_r _ _ _ (s164_c33_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c34_L (c : nat) : lmoves (s164_board 1 0 (2 + c) 0) = [s168_board 0 1 0 (2 + c) 0; s164_board 1 0 (1 + c) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c34_R (c : nat) : rmoves (s164_board 1 0 (2 + c) 0) = [s194_board 1 0 0 (2 + c) 0; s130_board 1 0 (2 + c) 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==0 *)
Lemma s164_c34_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 1 0 (2 + c) 0 -> fst (s164_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q29] in Hc |- *.
  rewrite tf_game_eq, (s164_c34_L c), (s164_c34_R c); cbn [map].
  pose proof (use_s168 IH 0 1 0 (2 + c) 0 (opt_l _ _ _ (s164_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s164_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 0 (2 + c) 0 (opt_r _ _ _ (s164_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s164_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p30 Ho0 ltac:(zlia)).
  rewrite (s164_p28 Ho1 ltac:(zlia)).
  rewrite (s194_p86 Ho2 ltac:(zlia)).
  rewrite (s130_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c34_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 1 0 (2 + c) 0 -> fst (s164_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q31] in Hc |- *.
  rewrite tf_game_eq, (s164_c34_L c), (s164_c34_R c); cbn [map].
  pose proof (use_s168 IH 0 1 0 (2 + c) 0 (opt_l _ _ _ (s164_c34_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (1 + c) 1 (opt_l _ _ _ (s164_c34_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 0 (2 + c) 0 (opt_r _ _ _ (s164_c34_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 0 (2 + c) 0 (opt_r _ _ _ (s164_c34_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p32 Ho0 ltac:(zlia)).
  rewrite (s164_p30 Ho1 ltac:(zlia)).
  rewrite (s194_p89 Ho2 ltac:(zlia)).
  rewrite (s130_p19 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c35_L (c : nat) : lmoves (s164_board 1 0 (2 + c) 1) = [s168_board 0 1 0 (2 + c) 1; s164_board 1 0 (1 + c) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c35_R (c : nat) : rmoves (s164_board 1 0 (2 + c) 1) = [s194_board 1 0 0 (2 + c) 1; s130_board 1 0 (2 + c) 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c>=2 && d==1 *)
Lemma s164_c35_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 1 0 (2 + c) 1 -> fst (s164_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q30] in Hc |- *.
  rewrite tf_game_eq, (s164_c35_L c), (s164_c35_R c); cbn [map].
  pose proof (use_s168 IH 0 1 0 (2 + c) 1 (opt_l _ _ _ (s164_c35_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (1 + c) 2 (opt_l _ _ _ (s164_c35_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 0 (2 + c) 1 (opt_r _ _ _ (s164_c35_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 0 (2 + c) 1 (opt_r _ _ _ (s164_c35_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p31 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p87 Ho2 ltac:(zlia)).
  rewrite (s130_p22 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c36_L (c d : nat) : lmoves (s164_board 1 0 (2 + c) (2 + d)) = [s168_board 0 1 0 (2 + c) (2 + d); s164_board 1 0 (1 + c) (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c36_R (c d : nat) : rmoves (s164_board 1 0 (2 + c) (2 + d)) = [s194_board 1 0 0 (2 + c) (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==0 && c>=2 && d>=2 *)
Lemma s164_c36_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s164_board 1 0 (2 + c) (2 + d) -> fst (s164_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c36_L c d), (s164_c36_R c d); cbn [map].
  pose proof (use_s168 IH 0 1 0 (2 + c) (2 + d) (opt_l _ _ _ (s164_c36_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 (1 + c) (3 + d) (opt_l _ _ _ (s164_c36_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 0 (2 + c) (2 + d) (opt_r _ _ _ (s164_c36_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c37_L : lmoves (s164_board 1 1 0 0) = [s168_board 0 1 1 0 0; s156_board 1 0 1].
Proof. unfold s156_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c37_R : rmoves (s164_board 1 1 0 0) = [s193_board 1 0 1 0; s59_board 1 1 0].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c==0 && d==0 *)
Lemma s164_c37_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 1 0 0 -> fst (s164_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q3] in Hc |- *.
  rewrite tf_game_eq, (s164_c37_L), (s164_c37_R); cbn [map].
  pose proof (use_s168 IH 0 1 1 0 0 (opt_l _ _ _ (s164_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 0 1 (opt_l _ _ _ (s164_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 1 0 (opt_r _ _ _ (s164_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s59 IH 1 1 0 (opt_r _ _ _ (s164_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p33 Ho0 ltac:(zlia)).
  rewrite (s156_p6 Ho1 ltac:(zlia)).
  rewrite (s193_p8 Ho2 ltac:(zlia)).
  rewrite (s59_p10 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c38_L : lmoves (s164_board 1 1 0 1) = [s168_board 0 1 1 0 1; s156_board 1 0 2].
Proof. unfold s156_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c38_R : rmoves (s164_board 1 1 0 1) = [s193_board 1 0 1 1; s59_board 1 1 1].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s164_c38_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 1 0 1 -> fst (s164_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q32] in Hc |- *.
  rewrite tf_game_eq, (s164_c38_L), (s164_c38_R); cbn [map].
  pose proof (use_s168 IH 0 1 1 0 1 (opt_l _ _ _ (s164_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 0 2 (opt_l _ _ _ (s164_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 1 1 (opt_r _ _ _ (s164_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s59 IH 1 1 1 (opt_r _ _ _ (s164_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p34 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s193_p15 Ho2 ltac:(zlia)).
  rewrite (s59_p8 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s164_c39_L (d : nat) : lmoves (s164_board 1 1 0 (2 + d)) = [s168_board 0 1 1 0 (2 + d); s156_board 1 0 (3 + d)].
Proof. unfold s156_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c39_R (d : nat) : rmoves (s164_board 1 1 0 (2 + d)) = [s193_board 1 0 1 (2 + d)].
Proof. unfold s164_board, s193_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s164_c39_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 1 1 0 (2 + d) -> fst (s164_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c39_L d), (s164_c39_R d); cbn [map].
  pose proof (use_s168 IH 0 1 1 0 (2 + d) (opt_l _ _ _ (s164_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 0 (3 + d) (opt_l _ _ _ (s164_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 0 1 (2 + d) (opt_r _ _ _ (s164_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c40_L : lmoves (s164_board 1 1 1 0) = [s168_board 0 1 1 1 0; s164_board 1 1 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c40_R : rmoves (s164_board 1 1 1 0) = [s194_board 1 0 1 1 0; s130_board 1 1 1 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s164_c40_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 1 1 0 -> fst (s164_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q34] in Hc |- *.
  rewrite tf_game_eq, (s164_c40_L), (s164_c40_R); cbn [map].
  pose proof (use_s168 IH 0 1 1 1 0 (opt_l _ _ _ (s164_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 0 1 (opt_l _ _ _ (s164_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 1 0 (opt_r _ _ _ (s164_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 1 1 0 (opt_r _ _ _ (s164_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p35 Ho0 ltac:(zlia)).
  rewrite (s164_p32 Ho1 ltac:(zlia)).
  rewrite (s194_p27 Ho2 ltac:(zlia)).
  rewrite (s130_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c41_L : lmoves (s164_board 1 1 1 1) = [s168_board 0 1 1 1 1; s164_board 1 1 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c41_R : rmoves (s164_board 1 1 1 1) = [s194_board 1 0 1 1 1; s130_board 1 1 1 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s164_c41_p36 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s164_board 1 1 1 1 -> fst (s164_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q36] in Hc |- *.
  rewrite tf_game_eq, (s164_c41_L), (s164_c41_R); cbn [map].
  pose proof (use_s168 IH 0 1 1 1 1 (opt_l _ _ _ (s164_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 0 2 (opt_l _ _ _ (s164_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 1 1 (opt_r _ _ _ (s164_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 1 1 1 (opt_r _ _ _ (s164_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p19 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p91 Ho2 ltac:(zlia)).
  rewrite (s130_p38 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c42_L (d : nat) : lmoves (s164_board 1 1 1 (2 + d)) = [s168_board 0 1 1 1 (2 + d); s164_board 1 1 0 (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c42_R (d : nat) : rmoves (s164_board 1 1 1 (2 + d)) = [s194_board 1 0 1 1 (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s164_c42_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s164_board 1 1 1 (2 + d) -> fst (s164_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c42_L d), (s164_c42_R d); cbn [map].
  pose proof (use_s168 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s164_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 0 (3 + d) (opt_l _ _ _ (s164_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 1 (2 + d) (opt_r _ _ _ (s164_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c43_L (c : nat) : lmoves (s164_board 1 1 (2 + c) 0) = [s168_board 0 1 1 (2 + c) 0; s164_board 1 1 (1 + c) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c43_R (c : nat) : rmoves (s164_board 1 1 (2 + c) 0) = [s194_board 1 0 1 (2 + c) 0; s130_board 1 1 (2 + c) 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s164_c43_p37 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 1 1 (2 + c) 0 -> fst (s164_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q37] in Hc |- *.
  rewrite tf_game_eq, (s164_c43_L c), (s164_c43_R c); cbn [map].
  pose proof (use_s168 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s164_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s164_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (2 + c) 0 (opt_r _ _ _ (s164_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s164_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p36 Ho0 ltac:(zlia)).
  rewrite (s164_p36 Ho1 ltac:(zlia)).
  rewrite (s194_p92 Ho2 ltac:(zlia)).
  rewrite (s130_p36 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c43_p39 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 1 1 (2 + c) 0 -> fst (s164_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q39] in Hc |- *.
  rewrite tf_game_eq, (s164_c43_L c), (s164_c43_R c); cbn [map].
  pose proof (use_s168 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s164_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s164_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (2 + c) 0 (opt_r _ _ _ (s164_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s164_c43_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p38 Ho0 ltac:(zlia)).
  rewrite (s164_p38 Ho1 ltac:(zlia)).
  rewrite (s194_p93 Ho2 ltac:(zlia)).
  rewrite (s130_p36 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c44_L (c : nat) : lmoves (s164_board 1 1 (2 + c) 1) = [s168_board 0 1 1 (2 + c) 1; s164_board 1 1 (1 + c) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c44_R (c : nat) : rmoves (s164_board 1 1 (2 + c) 1) = [s194_board 1 0 1 (2 + c) 1; s130_board 1 1 (2 + c) 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s164_c44_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s164_board 1 1 (2 + c) 1 -> fst (s164_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q38] in Hc |- *.
  rewrite tf_game_eq, (s164_c44_L c), (s164_c44_R c); cbn [map].
  pose proof (use_s168 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s164_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s164_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (2 + c) 1 (opt_r _ _ _ (s164_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH 1 1 (2 + c) 1 (opt_r _ _ _ (s164_c44_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p37 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p87 Ho2 ltac:(zlia)).
  rewrite (s130_p40 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c45_L (c d : nat) : lmoves (s164_board 1 1 (2 + c) (2 + d)) = [s168_board 0 1 1 (2 + c) (2 + d); s164_board 1 1 (1 + c) (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c45_R (c d : nat) : rmoves (s164_board 1 1 (2 + c) (2 + d)) = [s194_board 1 0 1 (2 + c) (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s164_c45_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s164_board 1 1 (2 + c) (2 + d) -> fst (s164_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c45_L c d), (s164_c45_R c d); cbn [map].
  pose proof (use_s168 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s164_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s164_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s164_c45_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c46_L (b : nat) : lmoves (s164_board 1 (2 + b) 0 0) = [s168_board 0 1 (2 + b) 0 0; s158_board 1 (1 + b) 0 1].
Proof. unfold s158_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c46_R (b : nat) : rmoves (s164_board 1 (2 + b) 0 0) = [s59_board 1 (2 + b) 0].
Proof. unfold s164_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==0 *)
Lemma s164_c46_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 1 (2 + b) 0 0 -> fst (s164_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q12] in Hc |- *.
  rewrite tf_game_eq, (s164_c46_L b), (s164_c46_R b); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 0 0 (opt_l _ _ _ (s164_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s164_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH 1 (2 + b) 0 (opt_r _ _ _ (s164_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p39 Ho0 ltac:(zlia)).
  rewrite (s158_p37 Ho1 ltac:(zlia)).
  rewrite (s59_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c46_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 1 (2 + b) 0 0 -> fst (s164_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q23] in Hc |- *.
  rewrite tf_game_eq, (s164_c46_L b), (s164_c46_R b); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 0 0 (opt_l _ _ _ (s164_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s164_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH 1 (2 + b) 0 (opt_r _ _ _ (s164_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p26 Ho0 ltac:(zlia)).
  rewrite (s158_p19 Ho1 ltac:(zlia)).
  rewrite (s59_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c46_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 1 (2 + b) 0 0 -> fst (s164_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q24] in Hc |- *.
  rewrite tf_game_eq, (s164_c46_L b), (s164_c46_R b); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 0 0 (opt_l _ _ _ (s164_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 0 1 (opt_l _ _ _ (s164_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH 1 (2 + b) 0 (opt_r _ _ _ (s164_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p27 Ho0 ltac:(zlia)).
  rewrite (s158_p49 Ho1 ltac:(zlia)).
  rewrite (s59_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c47_L (b : nat) : lmoves (s164_board 1 (2 + b) 0 1) = [s168_board 0 1 (2 + b) 0 1; s158_board 1 (1 + b) 0 2].
Proof. unfold s158_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c47_R (b : nat) : rmoves (s164_board 1 (2 + b) 0 1) = [s59_board 1 (2 + b) 1].
Proof. unfold s164_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s164_c47_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 1 (2 + b) 0 1 -> fst (s164_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q14] in Hc |- *.
  rewrite tf_game_eq, (s164_c47_L b), (s164_c47_R b); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 0 1 (opt_l _ _ _ (s164_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 0 2 (opt_l _ _ _ (s164_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH 1 (2 + b) 1 (opt_r _ _ _ (s164_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s158_p38 Ho1 ltac:(zlia)).
    rewrite (s59_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s158_p44 Ho1 ltac:(zlia)).
    rewrite (s59_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s158_p50 Ho1 ltac:(zlia)).
    rewrite (s59_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s164_c48_L (b d : nat) : lmoves (s164_board 1 (2 + b) 0 (2 + d)) = [s168_board 0 1 (2 + b) 0 (2 + d); s158_board 1 (1 + b) 0 (3 + d)].
Proof. unfold s158_board, s164_board, s168_board. tf_options. Qed.
Lemma s164_c48_R (b d : nat) : rmoves (s164_board 1 (2 + b) 0 (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s164_c48_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s164_board 1 (2 + b) 0 (2 + d) -> fst (s164_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c48_L b d), (s164_c48_R b d); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s164_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 0 (3 + d) (opt_l _ _ _ (s164_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s158_p38 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s158_p44 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s158_p50 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s164_c49_L (b : nat) : lmoves (s164_board 1 (2 + b) 1 0) = [s168_board 0 1 (2 + b) 1 0; s164_board 1 (2 + b) 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c49_R (b : nat) : rmoves (s164_board 1 (2 + b) 1 0) = [s130_board 1 (2 + b) 1 0].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s164_c49_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 1 (2 + b) 1 0 -> fst (s164_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q18] in Hc |- *.
  rewrite tf_game_eq, (s164_c49_L b), (s164_c49_R b); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s164_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s164_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s164_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p21 Ho0 ltac:(zlia)).
  rewrite (s164_p14 Ho1 ltac:(zlia)).
  rewrite (s130_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c50_L (b : nat) : lmoves (s164_board 1 (2 + b) 1 1) = [s168_board 0 1 (2 + b) 1 1; s164_board 1 (2 + b) 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c50_R (b : nat) : rmoves (s164_board 1 (2 + b) 1 1) = [s130_board 1 (2 + b) 1 1].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s164_c50_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s164_board 1 (2 + b) 1 1 -> fst (s164_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q19] in Hc |- *.
  rewrite tf_game_eq, (s164_c50_L b), (s164_c50_R b); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s164_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s164_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s164_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p22 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s130_p29 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c51_L (b d : nat) : lmoves (s164_board 1 (2 + b) 1 (2 + d)) = [s168_board 0 1 (2 + b) 1 (2 + d); s164_board 1 (2 + b) 0 (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c51_R (b d : nat) : rmoves (s164_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s164_c51_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s164_board 1 (2 + b) 1 (2 + d) -> fst (s164_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c51_L b d), (s164_c51_R b d); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s164_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (2 + b) 0 (3 + d) (opt_l _ _ _ (s164_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s164_c52_L (b c : nat) : lmoves (s164_board 1 (2 + b) (2 + c) 0) = [s168_board 0 1 (2 + b) (2 + c) 0; s164_board 1 (2 + b) (1 + c) 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c52_R (b c : nat) : rmoves (s164_board 1 (2 + b) (2 + c) 0) = [s130_board 1 (2 + b) (2 + c) 0].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s164_c52_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s164_board 1 (2 + b) (2 + c) 0 -> fst (s164_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q20] in Hc |- *.
  rewrite tf_game_eq, (s164_c52_L b c), (s164_c52_R b c); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s164_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s164_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s164_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p23 Ho0 ltac:(zlia)).
  rewrite (s164_p19 Ho1 ltac:(zlia)).
  rewrite (s130_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c52_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s164_board 1 (2 + b) (2 + c) 0 -> fst (s164_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s164_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q22] in Hc |- *.
  rewrite tf_game_eq, (s164_c52_L b c), (s164_c52_R b c); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s164_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s164_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH 1 (2 + b) (2 + c) 0 (opt_r _ _ _ (s164_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p25 Ho0 ltac:(zlia)).
  rewrite (s164_p21 Ho1 ltac:(zlia)).
  rewrite (s130_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c53_L (b c : nat) : lmoves (s164_board 1 (2 + b) (2 + c) 1) = [s168_board 0 1 (2 + b) (2 + c) 1; s164_board 1 (2 + b) (1 + c) 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c53_R (b c : nat) : rmoves (s164_board 1 (2 + b) (2 + c) 1) = [s130_board 1 (2 + b) (2 + c) 1].
Proof. unfold s130_board, s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s164_c53_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s164_board 1 (2 + b) (2 + c) 1 -> fst (s164_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s164_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q21] in Hc |- *.
  rewrite tf_game_eq, (s164_c53_L b c), (s164_c53_R b c); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s164_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s164_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s130 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s164_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p24 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  rewrite (s130_p29 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c54_L (b c d : nat) : lmoves (s164_board 1 (2 + b) (2 + c) (2 + d)) = [s168_board 0 1 (2 + b) (2 + c) (2 + d); s164_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c54_R (b c d : nat) : rmoves (s164_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s164_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s164_c54_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s164_board 1 (2 + b) (2 + c) (2 + d) -> fst (s164_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q13] in Hc |- *.
  rewrite tf_game_eq, (s164_c54_L b c d), (s164_c54_R b c d); cbn [map].
  pose proof (use_s168 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s164_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s164_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s168_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s164_c55_L (a : nat) : lmoves (s164_board (2 + a) 0 0 0) = [s168_board (1 + a) 1 0 0 0].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c55_R (a : nat) : rmoves (s164_board (2 + a) 0 0 0) = [s193_board (2 + a) 0 0 0; s59_board (2 + a) 0 0].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==0 *)
Lemma s164_c55_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 0 0 -> fst (s164_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q33] in Hc |- *.
  rewrite tf_game_eq, (s164_c55_L a), (s164_c55_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 0 (opt_l _ _ _ (s164_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p108 Ho0 ltac:(zlia)).
  rewrite (s193_p39 Ho1 ltac:(zlia)).
  rewrite (s59_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c55_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 0 0 -> fst (s164_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q40] in Hc |- *.
  rewrite tf_game_eq, (s164_c55_L a), (s164_c55_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 0 (opt_l _ _ _ (s164_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p15 Ho0 ltac:(zlia)).
  rewrite (s193_p8 Ho1 ltac:(zlia)).
  rewrite (s59_p10 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c55_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 0 0 -> fst (s164_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q51] in Hc |- *.
  rewrite tf_game_eq, (s164_c55_L a), (s164_c55_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 0 (opt_l _ _ _ (s164_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p108 Ho0 ltac:(zlia)).
  rewrite (s193_p33 Ho1 ltac:(zlia)).
  rewrite (s59_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s164_c55_p57 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 0 0 -> fst (s164_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s164_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q57] in Hc |- *.
  rewrite tf_game_eq, (s164_c55_L a), (s164_c55_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 0 (opt_l _ _ _ (s164_c55_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) 0 0 (opt_r _ _ _ (s164_c55_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p148 Ho0 ltac:(zlia)).
  rewrite (s193_p33 Ho1 ltac:(zlia)).
  rewrite (s59_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s164_c56_L (a : nat) : lmoves (s164_board (2 + a) 0 0 1) = [s168_board (1 + a) 1 0 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c56_R (a : nat) : rmoves (s164_board (2 + a) 0 0 1) = [s193_board (2 + a) 0 0 1; s59_board (2 + a) 0 1].
Proof. unfold s164_board, s193_board, s59_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c==0 && d==1 *)
Lemma s164_c56_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 0 1 -> fst (s164_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q26] in Hc |- *.
  rewrite tf_game_eq, (s164_c56_L a), (s164_c56_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 1 (opt_l _ _ _ (s164_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 1 (opt_r _ _ _ (s164_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) 0 1 (opt_r _ _ _ (s164_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p41 Ho0 ltac:(zlia)).
  rewrite (s193_p46 Ho1 ltac:(zlia)).
  rewrite (s59_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s164_c56_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 0 1 -> fst (s164_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q46] in Hc |- *.
  rewrite tf_game_eq, (s164_c56_L a), (s164_c56_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 1 (opt_l _ _ _ (s164_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 1 (opt_r _ _ _ (s164_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) 0 1 (opt_r _ _ _ (s164_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p111 Ho0 ltac:(zlia)).
  rewrite (s193_p46 Ho1 ltac:(zlia)).
  rewrite (s59_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c56_p52 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 0 1 -> fst (s164_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s164_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q52] in Hc |- *.
  rewrite tf_game_eq, (s164_c56_L a), (s164_c56_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 1 (opt_l _ _ _ (s164_c56_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 1 (opt_r _ _ _ (s164_c56_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  pose proof (use_s59 IH (2 + a) 0 1 (opt_r _ _ _ (s164_c56_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s168_p131 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s193_p62 Ho1 ltac:(zlia)).
    rewrite (s59_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s193_p66 Ho1 ltac:(zlia)).
    rewrite (s59_p20 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s164_c57_L (a d : nat) : lmoves (s164_board (2 + a) 0 0 (2 + d)) = [s168_board (1 + a) 1 0 0 (2 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c57_R (a d : nat) : rmoves (s164_board (2 + a) 0 0 (2 + d)) = [s193_board (2 + a) 0 0 (2 + d)].
Proof. unfold s164_board, s193_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c==0 && d>=2 *)
Lemma s164_c57_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s164_board (2 + a) 0 0 (2 + d) -> fst (s164_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c57_L a d), (s164_c57_R a d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 0 (2 + d) (opt_l _ _ _ (s164_c57_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 (2 + d) (opt_r _ _ _ (s164_c57_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s164_c58_L (a : nat) : lmoves (s164_board (2 + a) 0 1 0) = [s168_board (1 + a) 1 0 1 0; s164_board (2 + a) 0 0 1].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c58_R (a : nat) : rmoves (s164_board (2 + a) 0 1 0) = [s194_board (2 + a) 0 0 1 0; s130_board (2 + a) 0 1 0].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==0 *)
Lemma s164_c58_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 1 0 -> fst (s164_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q41] in Hc |- *.
  rewrite tf_game_eq, (s164_c58_L a), (s164_c58_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s164_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 1 (opt_l _ _ _ (s164_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s164_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 1 0 (opt_r _ _ _ (s164_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p79 Ho0 ltac:(zlia)).
  rewrite (s164_p26 Ho1 ltac:(zlia)).
  rewrite (s194_p123 Ho2 ltac:(zlia)).
  rewrite (s130_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c58_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 1 0 -> fst (s164_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q47] in Hc |- *.
  rewrite tf_game_eq, (s164_c58_L a), (s164_c58_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s164_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 1 (opt_l _ _ _ (s164_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s164_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 1 0 (opt_r _ _ _ (s164_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p114 Ho0 ltac:(zlia)).
  rewrite (s164_p46 Ho1 ltac:(zlia)).
  rewrite (s194_p148 Ho2 ltac:(zlia)).
  rewrite (s130_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c58_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 1 0 -> fst (s164_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s164_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s164_q53] in Hc |- *.
  rewrite tf_game_eq, (s164_c58_L a), (s164_c58_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s164_c58_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 1 (opt_l _ _ _ (s164_c58_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s164_c58_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 1 0 (opt_r _ _ _ (s164_c58_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p132 Ho0 ltac:(zlia)).
  rewrite (s164_p52 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 5)%Z \/ (Z.of_nat (2 + a) = 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s194_p130 Ho2 ltac:(zlia)).
    rewrite (s130_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s194_p167 Ho2 ltac:(zlia)).
    rewrite (s130_p12 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s164_c59_L (a : nat) : lmoves (s164_board (2 + a) 0 1 1) = [s168_board (1 + a) 1 0 1 1; s164_board (2 + a) 0 0 2].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c59_R (a : nat) : rmoves (s164_board (2 + a) 0 1 1) = [s194_board (2 + a) 0 0 1 1; s130_board (2 + a) 0 1 1].
Proof. unfold s130_board, s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c==1 && d==1 *)
Lemma s164_c59_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 1 1 -> fst (s164_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q42] in Hc |- *.
  rewrite tf_game_eq, (s164_c59_L a), (s164_c59_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 2 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p86 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p91 Ho2 ltac:(zlia)).
  rewrite (s130_p44 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s164_c59_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 1 1 -> fst (s164_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q48] in Hc |- *.
  rewrite tf_game_eq, (s164_c59_L a), (s164_c59_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 2 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p115 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p149 Ho2 ltac:(zlia)).
  rewrite (s130_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s164_c59_p54 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 1 1 -> fst (s164_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q54] in Hc |- *.
  rewrite tf_game_eq, (s164_c59_L a), (s164_c59_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 2 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p133 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p149 Ho2 ltac:(zlia)).
  rewrite (s130_p56 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s164_c59_p58 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s164_board (2 + a) 0 1 1 -> fst (s164_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s164_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s164_q58] in Hc |- *.
  rewrite tf_game_eq, (s164_c59_L a), (s164_c59_R a); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 2 (opt_l _ _ _ (s164_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s130 IH (2 + a) 0 1 1 (opt_r _ _ _ (s164_c59_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s168_p150 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s194_p176 Ho2 ltac:(zlia)).
    rewrite (s130_p63 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p177 Ho2 ltac:(zlia)).
    rewrite (s130_p63 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s164_c60_L (a d : nat) : lmoves (s164_board (2 + a) 0 1 (2 + d)) = [s168_board (1 + a) 1 0 1 (2 + d); s164_board (2 + a) 0 0 (3 + d)].
Proof. unfold s164_board, s168_board. tf_options. Qed.
Lemma s164_c60_R (a d : nat) : rmoves (s164_board (2 + a) 0 1 (2 + d)) = [s194_board (2 + a) 0 0 1 (2 + d)].
Proof. unfold s164_board, s194_board. tf_options. Qed.
(* s164 = T^a _^2 T^b F T^c _ T^d F T F on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s164_c60_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s164_board (2 + a) 0 1 (2 + d) -> fst (s164_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s164_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s164_q4] in Hc |- *.
  rewrite tf_game_eq, (s164_c60_L a d), (s164_c60_R a d); cbn [map].
  pose proof (use_s168 IH (1 + a) 1 0 1 (2 + d) (opt_l _ _ _ (s164_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 (3 + d) (opt_l _ _ _ (s164_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH (2 + a) 0 0 1 (2 + d) (opt_r _ _ _ (s164_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s168_p20 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

