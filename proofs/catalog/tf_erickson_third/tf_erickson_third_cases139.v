(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s146_c53_L (b c : nat) : lmoves (s146_board 1 (2 + b) (2 + c) 1) = [s146_board 0 (3 + b) (2 + c) 1; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c53_L2 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c53_R (b c : nat) : rmoves (s146_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s146_c53_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s146_board 1 (2 + b) (2 + c) 1 -> fst (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c53_L b c), (s146_c53_R b c); cbn [map].
  pose proof (use_s146 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s146_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c53_L2 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c53_L2 b c))) as Ho1.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s178_p18 Ho1 ltac:(zlia)).
    rewrite (s178_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p20 Ho1 ltac:(zlia)).
    rewrite (s178_p20_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p22 Ho1 ltac:(zlia)).
    rewrite (s178_p22_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p52 Ho1 ltac:(zlia)).
    rewrite (s178_p52_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s146_c54_L (b c d : nat) : lmoves (s146_board 1 (2 + b) (2 + c) (2 + d)) = [s146_board 0 (3 + b) (2 + c) (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c54_L2 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c54_R (b c d : nat) : rmoves (s146_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s146_c54_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s146_board 1 (2 + b) (2 + c) (2 + d) -> fst (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c54_L b c d), (s146_c54_R b c d); cbn [map].
  pose proof (use_s146 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s146_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c54_L2 b c d)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c54_L2 b c d))) as Ho1.
  rewrite (s146_p3 Ho0 ltac:(zlia)).
  rewrite (s178_p15 Ho1 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c==0 && d==0: the board of s23 *)
Lemma s146_c55_p8 x (Hs23 : s23_claim x) (a : nat) :
  x = s146_board (2 + a) 0 0 0 -> fst (s146_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q8] in Hc |- *.
  pose proof (Hs23 (2 + a) 0 ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c==0 && d==1: the board of s91 *)
Lemma s146_c56_p8 x (Hs91 : s91_claim x) (a : nat) :
  x = s146_board (2 + a) 0 0 1 -> fst (s146_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q8] in Hc |- *.
  pose proof (Hs91 (2 + a) 0 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c==0 && d>=2: the board of s91 *)
Lemma s146_c57_p8 x (Hs91 : s91_claim x) (a d : nat) :
  x = s146_board (2 + a) 0 0 (2 + d) -> fst (s146_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q8] in Hc |- *.
  pose proof (Hs91 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c==1 && d==0: the board of s56 *)
Lemma s146_c58_p13 x (Hs56 : s56_claim x) (a : nat) :
  x = s146_board (2 + a) 0 1 0 -> fst (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q13] in Hc |- *.
  pose proof (Hs56 (2 + a) 0 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c58_p16 x (Hs56 : s56_claim x) (a : nat) :
  x = s146_board (2 + a) 0 1 0 -> fst (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q16] in Hc |- *.
  pose proof (Hs56 (2 + a) 0 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c58_p18 x (Hs56 : s56_claim x) (a : nat) :
  x = s146_board (2 + a) 0 1 0 -> fst (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q18] in Hc |- *.
  pose proof (Hs56 (2 + a) 0 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c59_L (a : nat) : lmoves (s146_board (2 + a) 0 1 1) = [s146_board (1 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c59_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 1)]) (s178_board (2 + a) 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c59_R (a : nat) : rmoves (s146_board (2 + a) 0 1 1) = [s145_board (2 + a) 1 1].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c==1 && d==1 *)
Lemma s146_c59_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s146_board (2 + a) 0 1 1 -> fst (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q13] in Hc |- *.
  rewrite tf_game_eq, (s146_c59_L a), (s146_c59_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 1 1 (opt_l _ _ _ (s146_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c59_L2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c59_L2 a))) as Ho1.
  pose proof (use_s145 IH (2 + a) 1 1 (opt_r _ _ _ (s146_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p11 Ho0 ltac:(zlia)).
  rewrite (s178_p56 Ho1 ltac:(zlia)).
  rewrite (s178_p56_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c59_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s146_board (2 + a) 0 1 1 -> fst (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q16] in Hc |- *.
  rewrite tf_game_eq, (s146_c59_L a), (s146_c59_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 1 1 (opt_l _ _ _ (s146_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c59_L2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c59_L2 a))) as Ho1.
  pose proof (use_s145 IH (2 + a) 1 1 (opt_r _ _ _ (s146_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p72 Ho1 ltac:(zlia)).
  rewrite (s178_p72_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c59_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s146_board (2 + a) 0 1 1 -> fst (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q18] in Hc |- *.
  rewrite tf_game_eq, (s146_c59_L a), (s146_c59_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 1 1 (opt_l _ _ _ (s146_c59_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c59_L2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c59_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c59_L2 a))) as Ho1.
  pose proof (use_s145 IH (2 + a) 1 1 (opt_r _ _ _ (s146_c59_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s178_p86 Ho1 ltac:(zlia)).
    rewrite (s178_p86_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p97 Ho1 ltac:(zlia)).
    rewrite (s178_p97_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p103 Ho1 ltac:(zlia)).
    rewrite (s178_p103_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p106 Ho1 ltac:(zlia)).
    rewrite (s178_p106_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s146_c60_L (a d : nat) : lmoves (s146_board (2 + a) 0 1 (2 + d)) = [s146_board (1 + a) 1 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c60_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) 0 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c60_R (a d : nat) : rmoves (s146_board (2 + a) 0 1 (2 + d)) = [s145_board (2 + a) 1 (2 + d)].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c==1 && d>=2 *)
Lemma s146_c60_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s146_board (2 + a) 0 1 (2 + d) -> fst (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q13] in Hc |- *.
  rewrite tf_game_eq, (s146_c60_L a d), (s146_c60_R a d); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s146_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c60_L2 a d)).
  pose proof (use_s178 IH (2 + a) 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c60_L2 a d))) as Ho1.
  pose proof (use_s145 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s146_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p11 Ho0 ltac:(zlia)).
  rewrite (s178_p29 Ho1 ltac:(zlia)).
  rewrite (s178_p29_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c60_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s146_board (2 + a) 0 1 (2 + d) -> fst (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q16] in Hc |- *.
  rewrite tf_game_eq, (s146_c60_L a d), (s146_c60_R a d); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s146_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c60_L2 a d)).
  pose proof (use_s178 IH (2 + a) 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c60_L2 a d))) as Ho1.
  pose proof (use_s145 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s146_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p74 Ho1 ltac:(zlia)).
  rewrite (s178_p74_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c60_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s146_board (2 + a) 0 1 (2 + d) -> fst (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q18] in Hc |- *.
  rewrite tf_game_eq, (s146_c60_L a d), (s146_c60_R a d); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 1 (2 + d) (opt_l _ _ _ (s146_c60_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c60_L2 a d)).
  pose proof (use_s178 IH (2 + a) 0 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c60_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c60_L2 a d))) as Ho1.
  pose proof (use_s145 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s146_c60_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p17 Ho0 ltac:(zlia)).
  rewrite (s178_p88 Ho1 ltac:(zlia)).
  rewrite (s178_p88_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c>=2 && d==0: the board of s56 *)
Lemma s146_c61_p13 x (Hs56 : s56_claim x) (a c : nat) :
  x = s146_board (2 + a) 0 (2 + c) 0 -> fst (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q13] in Hc |- *.
  pose proof (Hs56 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c61_p16 x (Hs56 : s56_claim x) (a c : nat) :
  x = s146_board (2 + a) 0 (2 + c) 0 -> fst (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q16] in Hc |- *.
  pose proof (Hs56 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c61_p18 x (Hs56 : s56_claim x) (a c : nat) :
  x = s146_board (2 + a) 0 (2 + c) 0 -> fst (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q18] in Hc |- *.
  pose proof (Hs56 (2 + a) 0 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c62_L (a c : nat) : lmoves (s146_board (2 + a) 0 (2 + c) 1) = [s146_board (1 + a) 1 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c62_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board (2 + a) 0 (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c62_R (a c : nat) : rmoves (s146_board (2 + a) 0 (2 + c) 1) = [s145_board (2 + a) (2 + c) 1].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c>=2 && d==1 *)
Lemma s146_c62_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s146_board (2 + a) 0 (2 + c) 1 -> fst (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q13] in Hc |- *.
  rewrite tf_game_eq, (s146_c62_L a c), (s146_c62_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s146_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c62_L2 a c)).
  pose proof (use_s178 IH (2 + a) 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c62_L2 a c))) as Ho1.
  pose proof (use_s145 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s146_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s178_p58 Ho1 ltac:(zlia)).
    rewrite (s178_p58_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p59 Ho1 ltac:(zlia)).
    rewrite (s178_p59_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s146_c62_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s146_board (2 + a) 0 (2 + c) 1 -> fst (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q16] in Hc |- *.
  rewrite tf_game_eq, (s146_c62_L a c), (s146_c62_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s146_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c62_L2 a c)).
  pose proof (use_s178 IH (2 + a) 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c62_L2 a c))) as Ho1.
  pose proof (use_s145 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s146_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p15 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s178_p75 Ho1 ltac:(zlia)).
    rewrite (s178_p75_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p76 Ho1 ltac:(zlia)).
    rewrite (s178_p76_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s146_c62_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s146_board (2 + a) 0 (2 + c) 1 -> fst (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q18] in Hc |- *.
  rewrite tf_game_eq, (s146_c62_L a c), (s146_c62_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 (2 + c) 1 (opt_l _ _ _ (s146_c62_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c62_L2 a c)).
  pose proof (use_s178 IH (2 + a) 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c62_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c62_L2 a c))) as Ho1.
  pose proof (use_s145 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s146_c62_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 5 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + c) >= 5)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]].
  {
    rewrite (s178_p89 Ho1 ltac:(zlia)).
    rewrite (s178_p89_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p90 Ho1 ltac:(zlia)).
    rewrite (s178_p90_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p98 Ho1 ltac:(zlia)).
    rewrite (s178_p98_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p99 Ho1 ltac:(zlia)).
    rewrite (s178_p99_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p100 Ho1 ltac:(zlia)).
    rewrite (s178_p100_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p101 Ho1 ltac:(zlia)).
    rewrite (s178_p101_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p104 Ho1 ltac:(zlia)).
    rewrite (s178_p104_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s146_c63_L (a c d : nat) : lmoves (s146_board (2 + a) 0 (2 + c) (2 + d)) = [s146_board (1 + a) 1 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c63_L2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) 0 (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c63_R (a c d : nat) : rmoves (s146_board (2 + a) 0 (2 + c) (2 + d)) = [s145_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s145_board, s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==0 && c>=2 && d>=2 *)
Lemma s146_c63_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s146_board (2 + a) 0 (2 + c) (2 + d) -> fst (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q13] in Hc |- *.
  rewrite tf_game_eq, (s146_c63_L a c d), (s146_c63_R a c d); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s146_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c63_L2 a c d)).
  pose proof (use_s178 IH (2 + a) 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c63_L2 a c d))) as Ho1.
  pose proof (use_s145 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s146_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p11 Ho0 ltac:(zlia)).
  rewrite (s178_p29 Ho1 ltac:(zlia)).
  rewrite (s178_p29_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c63_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s146_board (2 + a) 0 (2 + c) (2 + d) -> fst (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q16] in Hc |- *.
  rewrite tf_game_eq, (s146_c63_L a c d), (s146_c63_R a c d); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s146_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c63_L2 a c d)).
  pose proof (use_s178 IH (2 + a) 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c63_L2 a c d))) as Ho1.
  pose proof (use_s145 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s146_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p15 Ho0 ltac:(zlia)).
  rewrite (s178_p74 Ho1 ltac:(zlia)).
  rewrite (s178_p74_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c63_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s146_board (2 + a) 0 (2 + c) (2 + d) -> fst (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q18] in Hc |- *.
  rewrite tf_game_eq, (s146_c63_L a c d), (s146_c63_R a c d); cbn [map].
  pose proof (use_s146 IH (1 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s146_c63_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c63_L2 a c d)).
  pose proof (use_s178 IH (2 + a) 0 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c63_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c63_L2 a c d))) as Ho1.
  pose proof (use_s145 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s146_c63_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p17 Ho0 ltac:(zlia)).
  rewrite (s178_p88 Ho1 ltac:(zlia)).
  rewrite (s178_p88_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s145_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c==0 && d==0: the board of s23 *)
Lemma s146_c64_p14 x (Hs23 : s23_claim x) (a : nat) :
  x = s146_board (2 + a) 1 0 0 -> fst (s146_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q14] in Hc |- *.
  pose proof (Hs23 (2 + a) 1 ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c==0 && d==1: the board of s91 *)
Lemma s146_c65_p14 x (Hs91 : s91_claim x) (a : nat) :
  x = s146_board (2 + a) 1 0 1 -> fst (s146_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q14] in Hc |- *.
  pose proof (Hs91 (2 + a) 1 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c==0 && d>=2: the board of s91 *)
Lemma s146_c66_p14 x (Hs91 : s91_claim x) (a d : nat) :
  x = s146_board (2 + a) 1 0 (2 + d) -> fst (s146_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q14] in Hc |- *.
  pose proof (Hs91 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c==1 && d==0: the board of s56 *)
Lemma s146_c67_p15 x (Hs56 : s56_claim x) (a : nat) :
  x = s146_board (2 + a) 1 1 0 -> fst (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q15] in Hc |- *.
  pose proof (Hs56 (2 + a) 1 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c67_p17 x (Hs56 : s56_claim x) (a : nat) :
  x = s146_board (2 + a) 1 1 0 -> fst (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q17] in Hc |- *.
  pose proof (Hs56 (2 + a) 1 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c68_L (a : nat) : lmoves (s146_board (2 + a) 1 1 1) = [s146_board (1 + a) 2 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c68_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; F; E; F]) [(1, 1)]) (s178_board (2 + a) 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c68_R (a : nat) : rmoves (s146_board (2 + a) 1 1 1) = [s163_board (2 + a) 1 1].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c==1 && d==1 *)
Lemma s146_c68_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s146_board (2 + a) 1 1 1 -> fst (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q15] in Hc |- *.
  rewrite tf_game_eq, (s146_c68_L a), (s146_c68_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 1 1 (opt_l _ _ _ (s146_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c68_L2 a)).
  pose proof (use_s178 IH (2 + a) 1 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c68_L2 a))) as Ho1.
  pose proof (use_s163 IH (2 + a) 1 1 (opt_r _ _ _ (s146_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p62 Ho1 ltac:(zlia)).
  rewrite (s178_p62_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c68_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s146_board (2 + a) 1 1 1 -> fst (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q17] in Hc |- *.
  rewrite tf_game_eq, (s146_c68_L a), (s146_c68_R a); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 1 1 (opt_l _ _ _ (s146_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c68_L2 a)).
  pose proof (use_s178 IH (2 + a) 1 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c68_L2 a))) as Ho1.
  pose proof (use_s163 IH (2 + a) 1 1 (opt_r _ _ _ (s146_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p62 Ho1 ltac:(zlia)).
  rewrite (s178_p62_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c69_L (a d : nat) : lmoves (s146_board (2 + a) 1 1 (2 + d)) = [s146_board (1 + a) 2 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c69_L2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) 1 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c69_R (a d : nat) : rmoves (s146_board (2 + a) 1 1 (2 + d)) = [s163_board (2 + a) 1 (2 + d)].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s146_c69_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s146_board (2 + a) 1 1 (2 + d) -> fst (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q15] in Hc |- *.
  rewrite tf_game_eq, (s146_c69_L a d), (s146_c69_R a d); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s146_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c69_L2 a d)).
  pose proof (use_s178 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c69_L2 a d))) as Ho1.
  pose proof (use_s163 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s146_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p64 Ho1 ltac:(zlia)).
  rewrite (s178_p64_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c69_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s146_board (2 + a) 1 1 (2 + d) -> fst (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q17] in Hc |- *.
  rewrite tf_game_eq, (s146_c69_L a d), (s146_c69_R a d); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s146_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c69_L2 a d)).
  pose proof (use_s178 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c69_L2 a d))) as Ho1.
  pose proof (use_s163 IH (2 + a) 1 (2 + d) (opt_r _ _ _ (s146_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p79 Ho1 ltac:(zlia)).
  rewrite (s178_p79_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c>=2 && d==0: the board of s56 *)
Lemma s146_c70_p15 x (Hs56 : s56_claim x) (a c : nat) :
  x = s146_board (2 + a) 1 (2 + c) 0 -> fst (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q15] in Hc |- *.
  pose proof (Hs56 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c70_p17 x (Hs56 : s56_claim x) (a c : nat) :
  x = s146_board (2 + a) 1 (2 + c) 0 -> fst (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q17] in Hc |- *.
  pose proof (Hs56 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s146_c71_L (a c : nat) : lmoves (s146_board (2 + a) 1 (2 + c) 1) = [s146_board (1 + a) 2 (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c71_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board (2 + a) 1 (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c71_R (a c : nat) : rmoves (s146_board (2 + a) 1 (2 + c) 1) = [s163_board (2 + a) (2 + c) 1].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s146_c71_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s146_board (2 + a) 1 (2 + c) 1 -> fst (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q15] in Hc |- *.
  rewrite tf_game_eq, (s146_c71_L a c), (s146_c71_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s146_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c71_L2 a c)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c71_L2 a c))) as Ho1.
  pose proof (use_s163 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s146_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s178_p65 Ho1 ltac:(zlia)).
    rewrite (s178_p65_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p66 Ho1 ltac:(zlia)).
    rewrite (s178_p66_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p67 Ho1 ltac:(zlia)).
    rewrite (s178_p67_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s146_c71_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s146_board (2 + a) 1 (2 + c) 1 -> fst (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q17] in Hc |- *.
  rewrite tf_game_eq, (s146_c71_L a c), (s146_c71_R a c); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s146_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c71_L2 a c)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c71_L2 a c))) as Ho1.
  pose proof (use_s163 IH (2 + a) (2 + c) 1 (opt_r _ _ _ (s146_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s178_p80 Ho1 ltac:(zlia)).
    rewrite (s178_p80_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p81 Ho1 ltac:(zlia)).
    rewrite (s178_p81_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p91 Ho1 ltac:(zlia)).
    rewrite (s178_p91_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p92 Ho1 ltac:(zlia)).
    rewrite (s178_p92_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s178_p93 Ho1 ltac:(zlia)).
    rewrite (s178_p93_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s163_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s146_c72_L (a c d : nat) : lmoves (s146_board (2 + a) 1 (2 + c) (2 + d)) = [s146_board (1 + a) 2 (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c72_L2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) 1 (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c72_R (a c d : nat) : rmoves (s146_board (2 + a) 1 (2 + c) (2 + d)) = [s163_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s146_board, s163_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s146_c72_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s146_board (2 + a) 1 (2 + c) (2 + d) -> fst (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q15] in Hc |- *.
  rewrite tf_game_eq, (s146_c72_L a c d), (s146_c72_R a c d); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s146_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c72_L2 a c d)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c72_L2 a c d))) as Ho1.
  pose proof (use_s163 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s146_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p64 Ho1 ltac:(zlia)).
  rewrite (s178_p64_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s146_c72_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s146_board (2 + a) 1 (2 + c) (2 + d) -> fst (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q17] in Hc |- *.
  rewrite tf_game_eq, (s146_c72_L a c d), (s146_c72_R a c d); cbn [map].
  pose proof (use_s146 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s146_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c72_L2 a c d)).
  pose proof (use_s178 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c72_L2 a c d))) as Ho1.
  pose proof (use_s163 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s146_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p79 Ho1 ltac:(zlia)).
  rewrite (s178_p79_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c==0 && d==0: the board of s23 *)
Lemma s146_c73_p4 x (Hs23 : s23_claim x) (a b : nat) :
  x = s146_board (2 + a) (2 + b) 0 0 -> fst (s146_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s146_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q4] in Hc |- *.
  pose proof (Hs23 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s146_board, s23_board; board_eq)) as Ho0.
  rewrite (s23_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c==0 && d==1: the board of s91 *)
Lemma s146_c74_p4 x (Hs91 : s91_claim x) (a b : nat) :
  x = s146_board (2 + a) (2 + b) 0 1 -> fst (s146_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s146_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q4] in Hc |- *.
  pose proof (Hs91 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c==0 && d>=2: the board of s91 *)
Lemma s146_c75_p4 x (Hs91 : s91_claim x) (a b d : nat) :
  x = s146_board (2 + a) (2 + b) 0 (2 + d) -> fst (s146_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s146_q4] in Hc |- *.
  pose proof (Hs91 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s146_board, s91_board; board_eq)) as Ho0.
  rewrite (s91_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c==1 && d==0: the board of s56 *)
Lemma s146_c76_p12 x (Hs56 : s56_claim x) (a b : nat) :
  x = s146_board (2 + a) (2 + b) 1 0 -> fst (s146_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s146_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q12] in Hc |- *.
  pose proof (Hs56 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s146_c77_L (a b : nat) : lmoves (s146_board (2 + a) (2 + b) 1 1) = [s146_board (1 + a) (3 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c77_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c77_R (a b : nat) : rmoves (s146_board (2 + a) (2 + b) 1 1) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s146_c77_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s146_board (2 + a) (2 + b) 1 1 -> fst (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c77_L a b), (s146_c77_R a b); cbn [map].
  pose proof (use_s146 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s146_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c77_L2 a b)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s146_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c77_L2 a b))) as Ho1.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s178_p26 Ho1 ltac:(zlia)).
    rewrite (s178_p26_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p51 Ho1 ltac:(zlia)).
    rewrite (s178_p51_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p68 Ho1 ltac:(zlia)).
    rewrite (s178_p68_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p82 Ho1 ltac:(zlia)).
    rewrite (s178_p82_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s146_c78_L (a b d : nat) : lmoves (s146_board (2 + a) (2 + b) 1 (2 + d)) = [s146_board (1 + a) (3 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c78_L2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c78_R (a b d : nat) : rmoves (s146_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s146_c78_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s146_board (2 + a) (2 + b) 1 (2 + d) -> fst (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c78_L a b d), (s146_c78_R a b d); cbn [map].
  pose proof (use_s146 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s146_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c78_L2 a b d)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c78_L2 a b d))) as Ho1.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p15 Ho1 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c>=2 && d==0: the board of s56 *)
Lemma s146_c79_p12 x (Hs56 : s56_claim x) (a b c : nat) :
  x = s146_board (2 + a) (2 + b) (2 + c) 0 -> fst (s146_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s146_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s146_q12] in Hc |- *.
  pose proof (Hs56 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s146_board, s56_board; board_eq)) as Ho0.
  rewrite (s56_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s146_c80_L (a b c : nat) : lmoves (s146_board (2 + a) (2 + b) (2 + c) 1) = [s146_board (1 + a) (3 + b) (2 + c) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c80_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c80_R (a b c : nat) : rmoves (s146_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s146_c80_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s146_board (2 + a) (2 + b) (2 + c) 1 -> fst (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c80_L a b c), (s146_c80_R a b c); cbn [map].
  pose proof (use_s146 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s146_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c80_L2 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s146_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c80_L2 a b c))) as Ho1.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s178_p18 Ho1 ltac:(zlia)).
    rewrite (s178_p18_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p20 Ho1 ltac:(zlia)).
    rewrite (s178_p20_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p22 Ho1 ltac:(zlia)).
    rewrite (s178_p22_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s178_p52 Ho1 ltac:(zlia)).
    rewrite (s178_p52_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s146_c81_L (a b c d : nat) : lmoves (s146_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s146_board (1 + a) (3 + b) (2 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s146_board, strip. tf_options. Qed.
Lemma s146_c81_L2 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
Lemma s146_c81_R (a b c d : nat) : rmoves (s146_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s146_board. tf_options. Qed.
(* s146 = T^a _ T^b F T^c F T^d F _^2 on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s146_c81_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s146_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s146_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s146_q5] in Hc |- *.
  rewrite tf_game_eq, (s146_c81_L a b c d), (s146_c81_R a b c d); cbn [map].
  pose proof (use_s146 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s146_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s146_c81_L2 a b c d)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s146_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s146_c81_L2 a b c d))) as Ho1.
  rewrite (s146_p5 Ho0 ltac:(zlia)).
  rewrite (s178_p15 Ho1 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s103 *)
Lemma s147_c1_p1 x (Hs103 : s103_claim x) :
  x = s147_board 0 0 0 0 -> fst (s147_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q1] in Hc |- *.
  pose proof (Hs103 0 0 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c2_L : lmoves (s147_board 0 0 0 1) = [strip [(0, 1); (1, 1)] ([E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c2_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; E; T; F]) []) (s62_board 0) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; E; T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c2_R : rmoves (s147_board 0 0 0 1) = [strip [(0, 2)] ([E; E; T; E; F]) []; strip [(0, 1); (1, 1)] ([E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c2_R1 : tf_norm (strip [(0, 2)] ([E; E; T; E; F]) []) (s37_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c2_R2 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; F; E]) []) (s63_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d==1 *)
Lemma s147_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 0 0 0 1 -> fst (s147_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q2] in Hc |- *.
  rewrite tf_game_eq, (s147_c2_L), (s147_c2_R); cbn [map].
  rewrite (tf_norm_game (s147_c2_L1)).
  pose proof (use_s62 IH 0 (opt_norm_l _ _ _ _ _ (s147_c2_L) ltac:(cbn [In]; left; reflexivity) (s147_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s147_c2_R1)).
  pose proof (use_s37 IH 0 1 (opt_norm_r _ _ _ _ _ (s147_c2_R) ltac:(cbn [In]; left; reflexivity) (s147_c2_R1))) as Ho1.
  rewrite (tf_norm_game (s147_c2_R2)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s147_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c2_R2))) as Ho2.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p1 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s147_c3_L (d : nat) : lmoves (s147_board 0 0 0 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c3_L1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []) (s64_board 0 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c3_R (d : nat) : rmoves (s147_board 0 0 0 (2 + d)) = [strip [(0, 2)] (E :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c3_R1 (d : nat) : tf_norm (strip [(0, 2)] (E :: E :: repeat T (2 + d) ++ [E; F]) []) (s37_board 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c3_R2 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []) (s63_board 0 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s147_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 0 0 (2 + d) -> fst (s147_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q3] in Hc |- *.
  rewrite tf_game_eq, (s147_c3_L d), (s147_c3_R d); cbn [map].
  rewrite (tf_norm_game (s147_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c3_L d) ltac:(cbn [In]; left; reflexivity) (s147_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c3_R d) ltac:(cbn [In]; left; reflexivity) (s147_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s147_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c3_R2 d))) as Ho2.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s64_p2_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p3 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 0 0 (2 + d) -> fst (s147_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q4] in Hc |- *.
  rewrite tf_game_eq, (s147_c3_L d), (s147_c3_R d); cbn [map].
  rewrite (tf_norm_game (s147_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c3_L d) ltac:(cbn [In]; left; reflexivity) (s147_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c3_R d) ltac:(cbn [In]; left; reflexivity) (s147_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s147_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c3_R2 d))) as Ho2.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s64_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p4 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 0 0 (2 + d) -> fst (s147_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q5] in Hc |- *.
  rewrite tf_game_eq, (s147_c3_L d), (s147_c3_R d); cbn [map].
  rewrite (tf_norm_game (s147_c3_L1 d)).
  pose proof (use_s64 IH 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c3_L d) ltac:(cbn [In]; left; reflexivity) (s147_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c3_R1 d)).
  pose proof (use_s37 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c3_R d) ltac:(cbn [In]; left; reflexivity) (s147_c3_R1 d))) as Ho1.
  rewrite (tf_norm_game (s147_c3_R2 d)).
  pose proof (use_s63 IH 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c3_R2 d))) as Ho2.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s64_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s37_p5 Ho1 ltac:(zlia)).
  rewrite (s63_p2 Ho2 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d==0: the board of s103 *)
Lemma s147_c4_p6 x (Hs103 : s103_claim x) :
  x = s147_board 0 0 1 0 -> fst (s147_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s147_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q6] in Hc |- *.
  pose proof (Hs103 0 0 1 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s147_c5_L : lmoves (s147_board 0 0 1 1) = [strip [(0, 1); (1, 1)] ([E; T; T; E; F]) []; strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c5_L1 : tf_norm (strip [(0, 1); (1, 1)] ([E; T; T; E; F]) []) (s37_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; T; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c5_L2 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; E; T; F]) []) (s72_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c5_R : rmoves (s147_board 0 0 1 1) = [strip [(0, 2)] ([E; T; E; T; E; F]) []; strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c5_R1 : tf_norm (strip [(0, 2)] ([E; T; E; T; E; F]) []) (s43_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c5_R2 : tf_norm (strip [(0, 1); (1, 1)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d==1 *)
Lemma s147_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 0 0 1 1 -> fst (s147_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s147_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q7] in Hc |- *.
  rewrite tf_game_eq, (s147_c5_L), (s147_c5_R); cbn [map].
  rewrite (tf_norm_game (s147_c5_L1)).
  pose proof (use_s37 IH 0 2 (opt_norm_l _ _ _ _ _ (s147_c5_L) ltac:(cbn [In]; left; reflexivity) (s147_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s147_c5_L2)).
  pose proof (use_s72 IH 0 1 (opt_norm_l _ _ _ _ _ (s147_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s147_c5_R1)).
  pose proof (use_s43 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s147_c5_R) ltac:(cbn [In]; left; reflexivity) (s147_c5_R1))) as Ho2.
  rewrite (tf_norm_game (s147_c5_R2)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s147_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c5_R2))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s72_p2 Ho1 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p9 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c6_L (d : nat) : lmoves (s147_board 0 0 1 (2 + d)) = [strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c6_L1 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []) (s37_board 0 (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c6_L2 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s74_board 0 1 (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c6_R (d : nat) : rmoves (s147_board 0 0 1 (2 + d)) = [strip [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c6_R1 (d : nat) : tf_norm (strip [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c6_R2 (d : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s147_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 0 1 (2 + d) -> fst (s147_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q5] in Hc |- *.
  rewrite tf_game_eq, (s147_c6_L d), (s147_c6_R d); cbn [map].
  rewrite (tf_norm_game (s147_c6_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c6_L d) ltac:(cbn [In]; left; reflexivity) (s147_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s147_c6_L2 d)).
  pose proof (use_s74 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c6_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c6_R d) ltac:(cbn [In]; left; reflexivity) (s147_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s147_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c6_R2 d))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c6_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 0 1 (2 + d) -> fst (s147_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q10] in Hc |- *.
  rewrite tf_game_eq, (s147_c6_L d), (s147_c6_R d); cbn [map].
  rewrite (tf_norm_game (s147_c6_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c6_L d) ltac:(cbn [In]; left; reflexivity) (s147_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game (s147_c6_L2 d)).
  pose proof (use_s74 IH 0 1 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c6_R1 d)).
  pose proof (use_s43 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c6_R d) ltac:(cbn [In]; left; reflexivity) (s147_c6_R1 d))) as Ho2.
  rewrite (tf_norm_game (s147_c6_R2 d)).
  pose proof (use_s73 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c6_R2 d))) as Ho3.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p3 Ho1 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p4 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==0: the board of s103 *)
Lemma s147_c7_p6 x (Hs103 : s103_claim x) (c : nat) :
  x = s147_board 0 0 (2 + c) 0 -> fst (s147_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s147_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q6] in Hc |- *.
  pose proof (Hs103 0 0 (2 + c) ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s147_c8_L (c : nat) : lmoves (s147_board 0 0 (2 + c) 1) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c8_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []) (s43_board 0 (1 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c8_L2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []) (s72_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c8_R (c : nat) : rmoves (s147_board 0 0 (2 + c) 1) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c8_R1 (c : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s43_board 0 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c8_R2 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []) (s73_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s147_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s147_board 0 0 (2 + c) 1 -> fst (s147_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s147_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q7] in Hc |- *.
  rewrite tf_game_eq, (s147_c8_L c), (s147_c8_R c); cbn [map].
  rewrite (tf_norm_game (s147_c8_L1 c)).
  pose proof (use_s43 IH 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s147_c8_L c) ltac:(cbn [In]; left; reflexivity) (s147_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game (s147_c8_L2 c)).
  pose proof (use_s72 IH 0 (2 + c) (opt_norm_l _ _ _ _ _ (s147_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s147_c8_R1 c)).
  pose proof (use_s43 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s147_c8_R c) ltac:(cbn [In]; left; reflexivity) (s147_c8_R1 c))) as Ho2.
  rewrite (tf_norm_game (s147_c8_R2 c)).
  pose proof (use_s73 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s147_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c8_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s43_p4 Ho0 ltac:(zlia)).
    rewrite (s43_p4_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p6 Ho0 ltac:(zlia)).
    rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s72_p2 Ho1 ltac:(zlia)).
    rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s73_p2 Ho3 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s147_c9_L (c d : nat) : lmoves (s147_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c9_L1 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s43_board 0 (1 + c) (3 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c9_L2 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s74_board 0 (2 + c) (1 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c9_R (c d : nat) : rmoves (s147_board 0 0 (2 + c) (2 + d)) = [strip [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c9_R1 (c d : nat) : tf_norm (strip [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 0 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c9_R2 (c d : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s73_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s147_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s147_board 0 0 (2 + c) (2 + d) -> fst (s147_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q5] in Hc |- *.
  rewrite tf_game_eq, (s147_c9_L c d), (s147_c9_R c d); cbn [map].
  rewrite (tf_norm_game (s147_c9_L1 c d)).
  pose proof (use_s43 IH 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s147_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s147_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s147_c9_L2 c d)).
  pose proof (use_s74 IH 0 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s147_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c9_R1 c d)).
  pose proof (use_s43 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s147_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s147_c9_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s147_c9_R2 c d)).
  pose proof (use_s73 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s147_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c9_R2 c d))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s74_p5 Ho1 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s73_p2 Ho3 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d==0: the board of s103 *)
Lemma s147_c10_p2 x (Hs103 : s103_claim x) :
  x = s147_board 0 1 0 0 -> fst (s147_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q2] in Hc |- *.
  pose proof (Hs103 0 1 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s147_c11_L : lmoves (s147_board 0 1 0 1) = [strip [(0, 1); (2, 1)] ([T; T; E; F]) []; strip [(0, 1)] ([E; T; F; E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c11_L1 : tf_norm (strip [(0, 1); (2, 1)] ([T; T; E; F]) []) (s37_board 0 2) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([T; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c11_L2 : tf_norm (strip [(0, 1)] ([E; T; F; E; E; T; F]) []) (s84_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c11_R : rmoves (s147_board 0 1 0 1) = [strip [(0, 2)] ([T; E; E; T; E; F]) []; strip [(0, 1)] ([E; T; F; E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c11_R1 : tf_norm (strip [(0, 2)] ([T; E; E; T; E; F]) []) (s37_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; E; T; E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c11_R2 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d==1 *)
Lemma s147_c11_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 0 1 0 1 -> fst (s147_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q12] in Hc |- *.
  rewrite tf_game_eq, (s147_c11_L), (s147_c11_R); cbn [map].
  rewrite (tf_norm_game (s147_c11_L1)).
  pose proof (use_s37 IH 0 2 (opt_norm_l _ _ _ _ _ (s147_c11_L) ltac:(cbn [In]; left; reflexivity) (s147_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s147_c11_L2)).
  pose proof (use_s84 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s147_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s147_c11_R1)).
  pose proof (use_s37 IH 1 1 (opt_norm_r _ _ _ _ _ (s147_c11_R) ltac:(cbn [In]; left; reflexivity) (s147_c11_R1))) as Ho2.
  rewrite (tf_norm_game0 (s147_c11_R2)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s147_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c11_R2))) as Ho3.
  rewrite (s37_p3 Ho0 ltac:(zlia)).
  rewrite (s37_p3_add (Z.of_nat 0) (Z.of_nat 2) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s84_p3 Ho1 ltac:(zlia)).
  rewrite (s37_p2 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s147_c12_L (d : nat) : lmoves (s147_board 0 1 0 (2 + d)) = [strip [(0, 1); (2, 1)] (repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c12_L1 (d : nat) : tf_norm (strip [(0, 1); (2, 1)] (repeat T (3 + d) ++ [E; F]) []) (s37_board 0 (3 + d)) (-2).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] (repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 0 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c12_R (d : nat) : rmoves (s147_board 0 1 0 (2 + d)) = [strip [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c12_R1 (d : nat) : tf_norm (strip [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []) (s37_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c12_R2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s147_c12_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 1 0 (2 + d) -> fst (s147_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q10] in Hc |- *.
  rewrite tf_game_eq, (s147_c12_L d), (s147_c12_R d); cbn [map].
  rewrite (tf_norm_game (s147_c12_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c12_L d) ltac:(cbn [In]; left; reflexivity) (s147_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c12_L2 d)).
  pose proof (use_s112 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c12_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c12_R d) ltac:(cbn [In]; left; reflexivity) (s147_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s147_c12_R2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c12_R2 d))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p7 Ho1 ltac:(zlia)).
  rewrite (s37_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c12_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 1 0 (2 + d) -> fst (s147_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q13] in Hc |- *.
  rewrite tf_game_eq, (s147_c12_L d), (s147_c12_R d); cbn [map].
  rewrite (tf_norm_game (s147_c12_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c12_L d) ltac:(cbn [In]; left; reflexivity) (s147_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c12_L2 d)).
  pose proof (use_s112 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c12_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c12_R d) ltac:(cbn [In]; left; reflexivity) (s147_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s147_c12_R2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c12_R2 d))) as Ho3.
  rewrite (s37_p4 Ho0 ltac:(zlia)).
  rewrite (s37_p4_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p11 Ho1 ltac:(zlia)).
  rewrite (s37_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c12_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 1 0 (2 + d) -> fst (s147_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q17] in Hc |- *.
  rewrite tf_game_eq, (s147_c12_L d), (s147_c12_R d); cbn [map].
  rewrite (tf_norm_game (s147_c12_L1 d)).
  pose proof (use_s37 IH 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c12_L d) ltac:(cbn [In]; left; reflexivity) (s147_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c12_L2 d)).
  pose proof (use_s112 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c12_R1 d)).
  pose proof (use_s37 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c12_R d) ltac:(cbn [In]; left; reflexivity) (s147_c12_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s147_c12_R2 d)).
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c12_R2 d))) as Ho3.
  rewrite (s37_p5 Ho0 ltac:(zlia)).
  rewrite (s37_p5_add (Z.of_nat 0) (Z.of_nat (3 + d)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s37_p5 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d==0: the board of s103 *)
Lemma s147_c13_p20 x (Hs103 : s103_claim x) :
  x = s147_board 0 1 1 0 -> fst (s147_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 0 1 1 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c14_L : lmoves (s147_board 0 1 1 1) = [strip [(0, 1)] ([E; T; F; E; T; T; E; F]) []; strip [(0, 1)] ([E; T; F; T; E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; T; E; F]) []) (s79_board 0 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c14_L2 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; E; T; F]) []) (s84_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c14_R : rmoves (s147_board 0 1 1 1) = [strip [(0, 2)] ([T; E; T; E; T; E; F]) []; strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c14_R1 : tf_norm (strip [(0, 2)] ([T; E; T; E; T; E; F]) []) (s43_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([T; E; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c14_R2 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []) (s113_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s147_c14_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s147_board 0 1 1 1 -> fst (s147_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c14_L), (s147_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s147_c14_L1)).
  pose proof (use_s79 IH 0 1 0 2 (opt_norm_l _ _ _ _ _ (s147_c14_L) ltac:(cbn [In]; left; reflexivity) (s147_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s147_c14_L2)).
  pose proof (use_s84 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s147_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s147_c14_R1)).
  pose proof (use_s43 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s147_c14_R) ltac:(cbn [In]; left; reflexivity) (s147_c14_R1))) as Ho2.
  rewrite (tf_norm_game0 (s147_c14_R2)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s147_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c14_R2))) as Ho3.
  rewrite (s79_p13 Ho0 ltac:(zlia)).
  rewrite (s84_p5 Ho1 ltac:(zlia)).
  rewrite (s43_p9 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c15_L (d : nat) : lmoves (s147_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 0 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c15_R (d : nat) : rmoves (s147_board 0 1 1 (2 + d)) = [strip [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c15_R1 (d : nat) : tf_norm (strip [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c15_R2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s147_c15_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 1 1 (2 + d) -> fst (s147_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q16] in Hc |- *.
  rewrite tf_game_eq, (s147_c15_L d), (s147_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s147_c15_L1 d)).
  pose proof (use_s79 IH 0 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c15_L d) ltac:(cbn [In]; left; reflexivity) (s147_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c15_L2 d)).
  pose proof (use_s112 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c15_R1 d)).
  pose proof (use_s43 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c15_R d) ltac:(cbn [In]; left; reflexivity) (s147_c15_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s147_c15_R2 d)).
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c15_R2 d))) as Ho3.
  rewrite (s79_p17 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c15_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s147_board 0 1 1 (2 + d) -> fst (s147_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q23] in Hc |- *.
  rewrite tf_game_eq, (s147_c15_L d), (s147_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s147_c15_L1 d)).
  pose proof (use_s79 IH 0 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s147_c15_L d) ltac:(cbn [In]; left; reflexivity) (s147_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c15_L2 d)).
  pose proof (use_s112 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s147_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c15_R1 d)).
  pose proof (use_s43 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c15_R d) ltac:(cbn [In]; left; reflexivity) (s147_c15_R1 d))) as Ho2.
  rewrite (tf_norm_game0 (s147_c15_R2 d)).
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s147_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c15_R2 d))) as Ho3.
  rewrite (s79_p10 Ho0 ltac:(zlia)).
  rewrite (s112_p15 Ho1 ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==0: the board of s103 *)
Lemma s147_c16_p20 x (Hs103 : s103_claim x) (c : nat) :
  x = s147_board 0 1 (2 + c) 0 -> fst (s147_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s147_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q20] in Hc |- *.
  pose proof (Hs103 0 1 (2 + c) ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c17_L (c : nat) : lmoves (s147_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []) (s79_board 0 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []) (s84_board 0 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c17_R (c : nat) : rmoves (s147_board 0 1 (2 + c) 1) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c17_R1 (c : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []) (s43_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c17_R2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []) (s113_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s147_c17_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s147_board 0 1 (2 + c) 1 -> fst (s147_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s147_q22 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q22] in Hc |- *.
  rewrite tf_game_eq, (s147_c17_L c), (s147_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s147_c17_L1 c)).
  pose proof (use_s79 IH 0 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s147_c17_L c) ltac:(cbn [In]; left; reflexivity) (s147_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s147_c17_L2 c)).
  pose proof (use_s84 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s147_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s147_c17_R1 c)).
  pose proof (use_s43 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s147_c17_R c) ltac:(cbn [In]; left; reflexivity) (s147_c17_R1 c))) as Ho2.
  rewrite (tf_norm_game0 (s147_c17_R2 c)).
  pose proof (use_s113 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s147_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c17_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s79_p15 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s79_p24 Ho0 ltac:(zlia)).
    rewrite (s84_p5 Ho1 ltac:(zlia)).
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s147_c18_L (c d : nat) : lmoves (s147_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []) (s79_board 0 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []) (s112_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c18_R (c d : nat) : rmoves (s147_board 0 1 (2 + c) (2 + d)) = [strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c18_R1 (c d : nat) : tf_norm (strip [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []) (s43_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 2)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c18_R2 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []) (s113_board 0 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s147_c18_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s147_board 0 1 (2 + c) (2 + d) -> fst (s147_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s147_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s147_q16] in Hc |- *.
  rewrite tf_game_eq, (s147_c18_L c d), (s147_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s147_c18_L1 c d)).
  pose proof (use_s79 IH 0 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s147_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s147_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s147_c18_L2 c d)).
  pose proof (use_s112 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s147_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s147_c18_R1 c d)).
  pose proof (use_s43 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s147_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s147_c18_R1 c d))) as Ho2.
  rewrite (tf_norm_game0 (s147_c18_R2 c d)).
  pose proof (use_s113 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s147_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c18_R2 c d))) as Ho3.
  rewrite (s79_p15 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s43_p6 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==0: the board of s103 *)
Lemma s147_c19_p9 x (Hs103 : s103_claim x) (b : nat) :
  x = s147_board 0 (2 + b) 0 0 -> fst (s147_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q9] in Hc |- *.
  pose proof (Hs103 0 (2 + b) 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s147_c19_p12 x (Hs103 : s103_claim x) (b : nat) :
  x = s147_board 0 (2 + b) 0 0 -> fst (s147_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q12] in Hc |- *.
  pose proof (Hs103 0 (2 + b) 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s147_c19_p13 x (Hs103 : s103_claim x) (b : nat) :
  x = s147_board 0 (2 + b) 0 0 -> fst (s147_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s147_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s147_q13] in Hc |- *.
  pose proof (Hs103 0 (2 + b) 0 ltac:(rewrite Hx; unfold s147_board, s103_board; board_eq)) as Ho0.
  rewrite (s103_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s147_c20_L (b : nat) : lmoves (s147_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; E; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; F]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; E; F]) []) (s48_board 0 (1 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F; T; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; F]) []) (s84_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s147_c20_R (b : nat) : rmoves (s147_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []].
Proof. unfold s147_board, strip. tf_options. Qed.
Lemma s147_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []) (s113_board 0 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s147 = T^a F _ T^b F T^c _ T^d _ F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s147_c20_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 0 (2 + b) 0 1 -> fst (s147_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q8] in Hc |- *.
  rewrite tf_game_eq, (s147_c20_L b), (s147_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s147_c20_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; left; reflexivity) (s147_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s147_c20_L2 b)).
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s147_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s147_c20_R b) ltac:(cbn [In]; left; reflexivity) (s147_c20_R1 b))) as Ho2.
  rewrite (s48_p37 Ho0 ltac:(zlia)).
  rewrite (s84_p7 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 0 (2 + b) 0 1 -> fst (s147_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q13] in Hc |- *.
  rewrite tf_game_eq, (s147_c20_L b), (s147_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s147_c20_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; left; reflexivity) (s147_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s147_c20_L2 b)).
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s147_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s147_c20_R b) ltac:(cbn [In]; left; reflexivity) (s147_c20_R1 b))) as Ho2.
  rewrite (s48_p20 Ho0 ltac:(zlia)).
  rewrite (s84_p6 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c20_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 0 (2 + b) 0 1 -> fst (s147_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q24] in Hc |- *.
  rewrite tf_game_eq, (s147_c20_L b), (s147_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s147_c20_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; left; reflexivity) (s147_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s147_c20_L2 b)).
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s147_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s147_c20_R b) ltac:(cbn [In]; left; reflexivity) (s147_c20_R1 b))) as Ho2.
  rewrite (s48_p47 Ho0 ltac:(zlia)).
  rewrite (s84_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s147_c20_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s147_board 0 (2 + b) 0 1 -> fst (s147_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s147_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s147_q25] in Hc |- *.
  rewrite tf_game_eq, (s147_c20_L b), (s147_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s147_c20_L1 b)).
  pose proof (use_s48 IH 0 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; left; reflexivity) (s147_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s147_c20_L2 b)).
  pose proof (use_s84 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s147_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s147_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s147_c20_R1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s147_c20_R b) ltac:(cbn [In]; left; reflexivity) (s147_c20_R1 b))) as Ho2.
  rewrite (s48_p52 Ho0 ltac:(zlia)).
  rewrite (s84_p10 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

