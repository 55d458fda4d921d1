(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s152_c76_L (a b : nat) : lmoves (s152_board (2 + a) (2 + b) 1 0) = [s152_board (1 + a) (3 + b) 1 0; s167_board (2 + a) (2 + b) 0 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c76_R (a b : nat) : rmoves (s152_board (2 + a) (2 + b) 1 0) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c76_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s152_c76_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s152_board (2 + a) (2 + b) 1 0 -> fst (s152_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s152_q42 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q42] in Hc |- *.
  rewrite tf_game_eq, (s152_c76_L a b), (s152_c76_R a b); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s152_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) 0 0 1 (opt_l _ _ _ (s152_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c76_R1 a b)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 0 (opt_norm_r _ _ _ _ _ (s152_c76_R a b) ltac:(cbn [In]; left; reflexivity) (s152_c76_R1 a b))) as Ho2.
  rewrite (s152_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s167_p94 Ho1 ltac:(zlia)).
    rewrite (s178_p26 Ho2 ltac:(zlia)).
    rewrite (s178_p26_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p133 Ho1 ltac:(zlia)).
    rewrite (s178_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p51_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s167_p164 Ho1 ltac:(zlia)).
    rewrite (s178_p68 Ho2 ltac:(zlia)).
    rewrite (s178_p68_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s167_p186 Ho1 ltac:(zlia)).
    rewrite (s178_p82 Ho2 ltac:(zlia)).
    rewrite (s178_p82_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s152_c77_L (a b : nat) : lmoves (s152_board (2 + a) (2 + b) 1 1) = [s152_board (1 + a) (3 + b) 1 1; s182_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c77_R (a b : nat) : rmoves (s152_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s152_c77_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s152_board (2 + a) (2 + b) 1 1 -> fst (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c77_L a b), (s152_c77_R a b); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s152_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) 1 0 1 (opt_l _ _ _ (s152_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c77_R1 a b)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 1 0 (opt_norm_r _ _ _ _ _ (s152_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s152_c77_R1 a b))) as Ho2.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  rewrite (s182_p18 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s152_c78_L (a b d : nat) : lmoves (s152_board (2 + a) (2 + b) 1 (2 + d)) = [s152_board (1 + a) (3 + b) 1 (2 + d); s182_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c78_R (a b d : nat) : rmoves (s152_board (2 + a) (2 + b) 1 (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c78_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) 1 (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s152_c78_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s152_board (2 + a) (2 + b) 1 (2 + d) -> fst (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c78_L a b d), (s152_c78_R a b d); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s152_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s152_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c78_R1 a b d)).
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c78_R a b d) ltac:(cbn [In]; left; reflexivity) (s152_c78_R1 a b d))) as Ho2.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s152_c79_L (a b c : nat) : lmoves (s152_board (2 + a) (2 + b) (2 + c) 0) = [s152_board (1 + a) (3 + b) (2 + c) 0; s167_board (2 + a) (2 + b) (1 + c) 0 1].
Proof. unfold s152_board, s167_board. tf_options. Qed.
Lemma s152_c79_R (a b c : nat) : rmoves (s152_board (2 + a) (2 + b) (2 + c) 0) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c79_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) 0 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s152_c79_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s152_board (2 + a) (2 + b) (2 + c) 0 -> fst (s152_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q18] in Hc |- *.
  rewrite tf_game_eq, (s152_c79_L a b c), (s152_c79_R a b c); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c79_R1 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c79_R a b c) ltac:(cbn [In]; left; reflexivity) (s152_c79_R1 a b c))) as Ho2.
  rewrite (s152_p18 Ho0 ltac:(zlia)).
  rewrite (s167_p71 Ho1 ltac:(zlia)).
  rewrite (s178_p20 Ho2 ltac:(zlia)).
  rewrite (s178_p20_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c79_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s152_board (2 + a) (2 + b) (2 + c) 0 -> fst (s152_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q20] in Hc |- *.
  rewrite tf_game_eq, (s152_c79_L a b c), (s152_c79_R a b c); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c79_R1 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c79_R a b c) ltac:(cbn [In]; left; reflexivity) (s152_c79_R1 a b c))) as Ho2.
  rewrite (s152_p20 Ho0 ltac:(zlia)).
  rewrite (s167_p77 Ho1 ltac:(zlia)).
  rewrite (s178_p22 Ho2 ltac:(zlia)).
  rewrite (s178_p22_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c79_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s152_board (2 + a) (2 + b) (2 + c) 0 -> fst (s152_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q22] in Hc |- *.
  rewrite tf_game_eq, (s152_c79_L a b c), (s152_c79_R a b c); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c79_R1 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c79_R a b c) ltac:(cbn [In]; left; reflexivity) (s152_c79_R1 a b c))) as Ho2.
  rewrite (s152_p22 Ho0 ltac:(zlia)).
  rewrite (s167_p83 Ho1 ltac:(zlia)).
  rewrite (s178_p52 Ho2 ltac:(zlia)).
  rewrite (s178_p52_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c79_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s152_board (2 + a) (2 + b) (2 + c) 0 -> fst (s152_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s152_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s152_q35] in Hc |- *.
  rewrite tf_game_eq, (s152_c79_L a b c), (s152_c79_R a b c); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s152_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c79_R1 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s152_c79_R a b c) ltac:(cbn [In]; left; reflexivity) (s152_c79_R1 a b c))) as Ho2.
  rewrite (s152_p35 Ho0 ltac:(zlia)).
  rewrite (s167_p51 Ho1 ltac:(zlia)).
  rewrite (s178_p18 Ho2 ltac:(zlia)).
  rewrite (s178_p18_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s152_c80_L (a b c : nat) : lmoves (s152_board (2 + a) (2 + b) (2 + c) 1) = [s152_board (1 + a) (3 + b) (2 + c) 1; s182_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c80_R (a b c : nat) : rmoves (s152_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s152_c80_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s152_board (2 + a) (2 + b) (2 + c) 1 -> fst (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c80_L a b c), (s152_c80_R a b c); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s152_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s152_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c80_R1 a b c)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s152_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s152_c80_R1 a b c))) as Ho2.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s152_c81_L (a b c d : nat) : lmoves (s152_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s152_board (1 + a) (3 + b) (2 + c) (2 + d); s182_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s152_board, s182_board. tf_options. Qed.
Lemma s152_c81_R (a b c d : nat) : rmoves (s152_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]].
Proof. unfold s152_board, strip. tf_options. Qed.
Lemma s152_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]) (s178_board (2 + a) (2 + b) (2 + c) (2 + d) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s152 = T^a _ T^b F T^c F T^d _^2 T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s152_c81_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s152_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s152_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s152_q13] in Hc |- *.
  rewrite tf_game_eq, (s152_c81_L a b c d), (s152_c81_R a b c d); cbn [map].
  pose proof (use_s152 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s152_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s152_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s152_c81_R1 a b c d)).
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s152_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s152_c81_R1 a b c d))) as Ho2.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  rewrite (s178_p15_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b==0 && c==0: the board of s24 *)
Lemma s153_c1_p2 x (Hs24 : s24_claim x) :
  x = s153_board 0 0 0 -> fst (s153_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s153_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q2] in Hc |- *.
  pose proof (Hs24 0 ltac:(rewrite Hx; unfold s153_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b==0 && c==1: the board of s121 *)
Lemma s153_c2_p4 x (Hs121 : s121_claim x) :
  x = s153_board 0 0 1 -> fst (s153_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s153_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q4] in Hc |- *.
  pose proof (Hs121 0 1 ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b==0 && c>=2: the board of s121 *)
Lemma s153_c3_p5 x (Hs121 : s121_claim x) (c : nat) :
  x = s153_board 0 0 (2 + c) -> fst (s153_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s153_q5] in Hc |- *.
  pose proof (Hs121 0 (2 + c) ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s153_c3_p6 x (Hs121 : s121_claim x) (c : nat) :
  x = s153_board 0 0 (2 + c) -> fst (s153_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s153_q6] in Hc |- *.
  pose proof (Hs121 0 (2 + c) ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b==1 && c==0: the board of s94 *)
Lemma s153_c4_p3 x (Hs94 : s94_claim x) :
  x = s153_board 0 1 0 -> fst (s153_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs94 0 1 ltac:(rewrite Hx; unfold s153_board, s94_board; board_eq)) as Ho0.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s153_c5_L : lmoves (s153_board 0 1 1) = [strip [(0, 1); (1, 1)] ([T; T; E; T; E; F]) []; strip [(0, 1)] ([T; F; E; E; T; T; E; F]) []; strip [(0, 1)] ([T; F; E; T; E; E; T; F]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c5_L1 : tf_norm (strip [(0, 1); (1, 1)] ([T; T; E; T; E; F]) []) (s43_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([T; T; E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c5_L2 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; T; E; F]) []) (s77_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; T; E; F]) []); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c5_L3 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; E; T; F]) []) (s109_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; E; T; F]) []); [reflexivity | unfold s109_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c5_R : rmoves (s153_board 0 1 1) = [strip [(0, 1)] ([T; F; E; T; E; T; F; E]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; F; E]) []) (s111_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b==1 && c==1 *)
Lemma s153_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s153_board 0 1 1 -> fst (s153_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s153_q1] in Hc |- *.
  rewrite tf_game_eq, (s153_c5_L), (s153_c5_R); cbn [map].
  rewrite (tf_norm_game (s153_c5_L1)).
  pose proof (use_s43 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s153_c5_L) ltac:(cbn [In]; left; reflexivity) (s153_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s153_c5_L2)).
  pose proof (use_s77 IH 1 2 (opt_norm_l _ _ _ _ _ (s153_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s153_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s153_c5_L3)).
  pose proof (use_s109 IH 1 1 (opt_norm_l _ _ _ _ _ (s153_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s153_c5_L3))) as Ho2.
  rewrite (tf_norm_game0 (s153_c5_R1)).
  pose proof (use_s111 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s153_c5_R) ltac:(cbn [In]; left; reflexivity) (s153_c5_R1))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s77_p3 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s153_c6_L (c : nat) : lmoves (s153_board 0 1 (2 + c)) = [strip [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c6_L1 (c : nat) : tf_norm (strip [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [E; F]) []) (s77_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []) (s110_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c6_R (c : nat) : rmoves (s153_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s111_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s153_c6_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s153_board 0 1 (2 + c) -> fst (s153_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s153_q6] in Hc |- *.
  rewrite tf_game_eq, (s153_c6_L c), (s153_c6_R c); cbn [map].
  rewrite (tf_norm_game (s153_c6_L1 c)).
  pose proof (use_s43 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s153_c6_L c) ltac:(cbn [In]; left; reflexivity) (s153_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s153_c6_L2 c)).
  pose proof (use_s77 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s153_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s153_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s153_c6_L3 c)).
  pose proof (use_s110 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s153_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s153_c6_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s153_c6_R1 c)).
  pose proof (use_s111 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s153_c6_R c) ltac:(cbn [In]; left; reflexivity) (s153_c6_R1 c))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s77_p4 Ho1 ltac:(zlia)).
  rewrite (s110_p5 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b>=2 && c==0: the board of s94 *)
Lemma s153_c7_p3 x (Hs94 : s94_claim x) (b : nat) :
  x = s153_board 0 (2 + b) 0 -> fst (s153_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs94 0 (2 + b) ltac:(rewrite Hx; unfold s153_board, s94_board; board_eq)) as Ho0.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s153_c8_L (b : nat) : lmoves (s153_board 0 (2 + b) 1) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; F]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c8_L1 (b : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []) (s43_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []) (s78_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; F]) []) (s109_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s109_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c8_R (b : nat) : rmoves (s153_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E]) []) (s111_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s153_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s153_board 0 (2 + b) 1 -> fst (s153_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s153_q1] in Hc |- *.
  rewrite tf_game_eq, (s153_c8_L b), (s153_c8_R b); cbn [map].
  rewrite (tf_norm_game (s153_c8_L1 b)).
  pose proof (use_s43 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s153_c8_L b) ltac:(cbn [In]; left; reflexivity) (s153_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s153_c8_L2 b)).
  pose proof (use_s78 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s153_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s153_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s153_c8_L3 b)).
  pose proof (use_s109 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s153_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s153_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s153_c8_R1 b)).
  pose proof (use_s111 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s153_c8_R b) ltac:(cbn [In]; left; reflexivity) (s153_c8_R1 b))) as Ho3.
  rewrite (s43_p9 Ho0 ltac:(zlia)).
  rewrite (s43_p9_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s78_p5 Ho1 ltac:(zlia)).
  rewrite (s109_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s153_c9_L (b c : nat) : lmoves (s153_board 0 (2 + b) (2 + c)) = [strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c9_L1 (b c : nat) : tf_norm (strip [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []) (s43_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []) (s78_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []) (s110_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s153_c9_R (b c : nat) : rmoves (s153_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s153_board, strip. tf_options. Qed.
Lemma s153_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s111_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s153_c9_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s153_board 0 (2 + b) (2 + c) -> fst (s153_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s153_q6] in Hc |- *.
  rewrite tf_game_eq, (s153_c9_L b c), (s153_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s153_c9_L1 b c)).
  pose proof (use_s43 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s153_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s153_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s153_c9_L2 b c)).
  pose proof (use_s78 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s153_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s153_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s153_c9_L3 b c)).
  pose proof (use_s110 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s153_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s153_c9_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s153_c9_R1 b c)).
  pose proof (use_s111 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s153_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s153_c9_R1 b c))) as Ho3.
  rewrite (s43_p6 Ho0 ltac:(zlia)).
  rewrite (s43_p6_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s78_p5 Ho1 ltac:(zlia)).
  rewrite (s110_p5 Ho2 ltac:(zlia)).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b==0 && c==0: the board of s24 *)
Lemma s153_c10_p3 x (Hs24 : s24_claim x) :
  x = s153_board 1 0 0 -> fst (s153_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs24 1 ltac:(rewrite Hx; unfold s153_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b==0 && c==1: the board of s121 *)
Lemma s153_c11_p1 x (Hs121 : s121_claim x) :
  x = s153_board 1 0 1 -> fst (s153_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q1] in Hc |- *.
  pose proof (Hs121 1 1 ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b==0 && c>=2: the board of s121 *)
Lemma s153_c12_p5 x (Hs121 : s121_claim x) (c : nat) :
  x = s153_board 1 0 (2 + c) -> fst (s153_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s153_q5] in Hc |- *.
  pose proof (Hs121 1 (2 + c) ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s153_c12_p6 x (Hs121 : s121_claim x) (c : nat) :
  x = s153_board 1 0 (2 + c) -> fst (s153_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s153_q6] in Hc |- *.
  pose proof (Hs121 1 (2 + c) ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b==1 && c==0: the board of s94 *)
Lemma s153_c13_p3 x (Hs94 : s94_claim x) :
  x = s153_board 1 1 0 -> fst (s153_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs94 1 1 ltac:(rewrite Hx; unfold s153_board, s94_board; board_eq)) as Ho0.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s153_c14_L : lmoves (s153_board 1 1 1) = [s147_board 1 0 2 1; s121_board 1 2; s151_board 1 1].
Proof. unfold s121_board, s147_board, s151_board, s153_board. tf_options. Qed.
Lemma s153_c14_R : rmoves (s153_board 1 1 1) = [s185_board 1 1 1].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b==1 && c==1 *)
Lemma s153_c14_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s153_board 1 1 1 -> fst (s153_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s153_q1] in Hc |- *.
  rewrite tf_game_eq, (s153_c14_L), (s153_c14_R); cbn [map].
  pose proof (use_s147 IH 1 0 2 1 (opt_l _ _ _ (s153_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s121 IH 1 2 (opt_l _ _ _ (s153_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH 1 1 (opt_l _ _ _ (s153_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH 1 1 1 (opt_r _ _ _ (s153_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p33 Ho0 ltac:(zlia)).
  rewrite (s121_p5 Ho1 ltac:(zlia)).
  rewrite (s151_p2 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s153_c15_L (c : nat) : lmoves (s153_board 1 1 (2 + c)) = [s147_board 1 0 2 (2 + c); s121_board 1 (3 + c); s186_board 1 1 (1 + c)].
Proof. unfold s121_board, s147_board, s153_board, s186_board. tf_options. Qed.
Lemma s153_c15_R (c : nat) : rmoves (s153_board 1 1 (2 + c)) = [s185_board 1 1 (2 + c)].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s153_c15_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s153_board 1 1 (2 + c) -> fst (s153_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s153_q6] in Hc |- *.
  rewrite tf_game_eq, (s153_c15_L c), (s153_c15_R c); cbn [map].
  pose proof (use_s147 IH 1 0 2 (2 + c) (opt_l _ _ _ (s153_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s121 IH 1 (3 + c) (opt_l _ _ _ (s153_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s186 IH 1 1 (1 + c) (opt_l _ _ _ (s153_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH 1 1 (2 + c) (opt_r _ _ _ (s153_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p31 Ho0 ltac:(zlia)).
  rewrite (s121_p6 Ho1 ltac:(zlia)).
  rewrite (s186_p3 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b>=2 && c==0: the board of s94 *)
Lemma s153_c16_p3 x (Hs94 : s94_claim x) (b : nat) :
  x = s153_board 1 (2 + b) 0 -> fst (s153_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs94 1 (2 + b) ltac:(rewrite Hx; unfold s153_board, s94_board; board_eq)) as Ho0.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s153_c17_L (b : nat) : lmoves (s153_board 1 (2 + b) 1) = [s147_board 1 0 (3 + b) 1; s153_board 1 (1 + b) 2; s151_board 1 (2 + b)].
Proof. unfold s147_board, s151_board, s153_board. tf_options. Qed.
Lemma s153_c17_R (b : nat) : rmoves (s153_board 1 (2 + b) 1) = [s185_board 1 (2 + b) 1].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b>=2 && c==1 *)
Lemma s153_c17_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s153_board 1 (2 + b) 1 -> fst (s153_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s153_q1] in Hc |- *.
  rewrite tf_game_eq, (s153_c17_L b), (s153_c17_R b); cbn [map].
  pose proof (use_s147 IH 1 0 (3 + b) 1 (opt_l _ _ _ (s153_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s153 IH 1 (1 + b) 2 (opt_l _ _ _ (s153_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH 1 (2 + b) (opt_l _ _ _ (s153_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH 1 (2 + b) 1 (opt_r _ _ _ (s153_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p33 Ho0 ltac:(zlia)).
  rewrite (s153_p6 Ho1 ltac:(zlia)).
  rewrite (s151_p2 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s153_c18_L (b c : nat) : lmoves (s153_board 1 (2 + b) (2 + c)) = [s147_board 1 0 (3 + b) (2 + c); s153_board 1 (1 + b) (3 + c); s186_board 1 (2 + b) (1 + c)].
Proof. unfold s147_board, s153_board, s186_board. tf_options. Qed.
Lemma s153_c18_R (b c : nat) : rmoves (s153_board 1 (2 + b) (2 + c)) = [s185_board 1 (2 + b) (2 + c)].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a==1 && b>=2 && c>=2 *)
Lemma s153_c18_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s153_board 1 (2 + b) (2 + c) -> fst (s153_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s153_q6] in Hc |- *.
  rewrite tf_game_eq, (s153_c18_L b c), (s153_c18_R b c); cbn [map].
  pose proof (use_s147 IH 1 0 (3 + b) (2 + c) (opt_l _ _ _ (s153_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s153 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s153_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s186 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s153_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s153_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s147_p31 Ho0 ltac:(zlia)).
  rewrite (s153_p6 Ho1 ltac:(zlia)).
  rewrite (s186_p3 Ho2 ltac:(zlia)).
  rewrite (s185_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b==0 && c==0: the board of s24 *)
Lemma s153_c19_p3 x (Hs24 : s24_claim x) (a : nat) :
  x = s153_board (2 + a) 0 0 -> fst (s153_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs24 (2 + a) ltac:(rewrite Hx; unfold s153_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b==0 && c==1: the board of s121 *)
Lemma s153_c20_p1 x (Hs121 : s121_claim x) (a : nat) :
  x = s153_board (2 + a) 0 1 -> fst (s153_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q1] in Hc |- *.
  pose proof (Hs121 (2 + a) 1 ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b==0 && c>=2: the board of s121 *)
Lemma s153_c21_p5 x (Hs121 : s121_claim x) (a c : nat) :
  x = s153_board (2 + a) 0 (2 + c) -> fst (s153_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s153_q5] in Hc |- *.
  pose proof (Hs121 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s153_c21_p6 x (Hs121 : s121_claim x) (a c : nat) :
  x = s153_board (2 + a) 0 (2 + c) -> fst (s153_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s153_q6] in Hc |- *.
  pose proof (Hs121 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s153_board, s121_board; board_eq)) as Ho0.
  rewrite (s121_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b==1 && c==0: the board of s94 *)
Lemma s153_c22_p3 x (Hs94 : s94_claim x) (a : nat) :
  x = s153_board (2 + a) 1 0 -> fst (s153_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs94 (2 + a) 1 ltac:(rewrite Hx; unfold s153_board, s94_board; board_eq)) as Ho0.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s153_c23_L (a : nat) : lmoves (s153_board (2 + a) 1 1) = [s147_board (2 + a) 0 2 1; s121_board (2 + a) 2; s151_board (2 + a) 1].
Proof. unfold s121_board, s147_board, s151_board, s153_board. tf_options. Qed.
Lemma s153_c23_R (a : nat) : rmoves (s153_board (2 + a) 1 1) = [s185_board (2 + a) 1 1].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b==1 && c==1 *)
Lemma s153_c23_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s153_board (2 + a) 1 1 -> fst (s153_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s153_q1] in Hc |- *.
  rewrite tf_game_eq, (s153_c23_L a), (s153_c23_R a); cbn [map].
  pose proof (use_s147 IH (2 + a) 0 2 1 (opt_l _ _ _ (s153_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s121 IH (2 + a) 2 (opt_l _ _ _ (s153_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH (2 + a) 1 (opt_l _ _ _ (s153_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH (2 + a) 1 1 (opt_r _ _ _ (s153_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s147_p41 Ho0 ltac:(zlia)).
    rewrite (s121_p5 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p51 Ho0 ltac:(zlia)).
    rewrite (s121_p5 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p63 Ho0 ltac:(zlia)).
    rewrite (s121_p5 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p75 Ho0 ltac:(zlia)).
    rewrite (s121_p5 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s153_c24_L (a c : nat) : lmoves (s153_board (2 + a) 1 (2 + c)) = [s147_board (2 + a) 0 2 (2 + c); s121_board (2 + a) (3 + c); s186_board (2 + a) 1 (1 + c)].
Proof. unfold s121_board, s147_board, s153_board, s186_board. tf_options. Qed.
Lemma s153_c24_R (a c : nat) : rmoves (s153_board (2 + a) 1 (2 + c)) = [s185_board (2 + a) 1 (2 + c)].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s153_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s153_board (2 + a) 1 (2 + c) -> fst (s153_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s153_q6] in Hc |- *.
  rewrite tf_game_eq, (s153_c24_L a c), (s153_c24_R a c); cbn [map].
  pose proof (use_s147 IH (2 + a) 0 2 (2 + c) (opt_l _ _ _ (s153_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s121 IH (2 + a) (3 + c) (opt_l _ _ _ (s153_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s186 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s153_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s153_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s147_p39 Ho0 ltac:(zlia)).
    rewrite (s121_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p49 Ho0 ltac:(zlia)).
    rewrite (s121_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p61 Ho0 ltac:(zlia)).
    rewrite (s121_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p73 Ho0 ltac:(zlia)).
    rewrite (s121_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b>=2 && c==0: the board of s94 *)
Lemma s153_c25_p3 x (Hs94 : s94_claim x) (a b : nat) :
  x = s153_board (2 + a) (2 + b) 0 -> fst (s153_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s153_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s153_q3] in Hc |- *.
  pose proof (Hs94 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s153_board, s94_board; board_eq)) as Ho0.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s153_c26_L (a b : nat) : lmoves (s153_board (2 + a) (2 + b) 1) = [s147_board (2 + a) 0 (3 + b) 1; s153_board (2 + a) (1 + b) 2; s151_board (2 + a) (2 + b)].
Proof. unfold s147_board, s151_board, s153_board. tf_options. Qed.
Lemma s153_c26_R (a b : nat) : rmoves (s153_board (2 + a) (2 + b) 1) = [s185_board (2 + a) (2 + b) 1].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s153_c26_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s153_board (2 + a) (2 + b) 1 -> fst (s153_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s153_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s153_q1] in Hc |- *.
  rewrite tf_game_eq, (s153_c26_L a b), (s153_c26_R a b); cbn [map].
  pose proof (use_s147 IH (2 + a) 0 (3 + b) 1 (opt_l _ _ _ (s153_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s153 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s153_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s151 IH (2 + a) (2 + b) (opt_l _ _ _ (s153_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s153_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s147_p41 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p51 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p63 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p75 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s151_p2 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s153_c27_L (a b c : nat) : lmoves (s153_board (2 + a) (2 + b) (2 + c)) = [s147_board (2 + a) 0 (3 + b) (2 + c); s153_board (2 + a) (1 + b) (3 + c); s186_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s147_board, s153_board, s186_board. tf_options. Qed.
Lemma s153_c27_R (a b c : nat) : rmoves (s153_board (2 + a) (2 + b) (2 + c)) = [s185_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s153_board, s185_board. tf_options. Qed.
(* s153 = T^a F T F _ T^b _ T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s153_c27_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s153_board (2 + a) (2 + b) (2 + c) -> fst (s153_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s153_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s153_q6] in Hc |- *.
  rewrite tf_game_eq, (s153_c27_L a b c), (s153_c27_R a b c); cbn [map].
  pose proof (use_s147 IH (2 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s153_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s153 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s153_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s186 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s153_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s185 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s153_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s147_p39 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p49 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p61 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s147_p73 Ho0 ltac:(zlia)).
    rewrite (s153_p6 Ho1 ltac:(zlia)).
    rewrite (s186_p3 Ho2 ltac:(zlia)).
    rewrite (s185_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s154 = T^a F T F T _ T^b _^2 F on a==0 && b==0: the board of s57 *)
Lemma s154_c1_p1 x (Hs57 : s57_claim x) :
  x = s154_board 0 0 -> fst (s154_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s154_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s154_q1] in Hc |- *.
  pose proof (Hs57 0 ltac:(rewrite Hx; unfold s154_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s154_c2_L : lmoves (s154_board 0 1) = [strip [(0, 1)] ([T; F; E; T; T; E; E; F]) []; strip [(0, 1)] ([T; F; T; E; E; T; E; F]) []].
Proof. unfold s154_board, strip. tf_options. Qed.
Lemma s154_c2_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; T; E; E; F]) []) (s46_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; T; E; E; F]) []); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s154_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; E; F]) []) (s80_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; E; F]) []); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s154_c2_R : rmoves (s154_board 0 1) = [strip [(0, 1)] ([T; F; T; E; T; E; F; E]) []].
Proof. unfold s154_board, strip. tf_options. Qed.
Lemma s154_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; F; E]) []) (s138_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s154 = T^a F T F T _ T^b _^2 F on a==0 && b==1 *)
Lemma s154_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s154_board 0 1 -> fst (s154_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s154_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s154_q2] in Hc |- *.
  rewrite tf_game_eq, (s154_c2_L), (s154_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s154_c2_L1)).
  pose proof (use_s46 IH 1 2 (opt_norm_l _ _ _ _ _ (s154_c2_L) ltac:(cbn [In]; left; reflexivity) (s154_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s154_c2_L2)).
  pose proof (use_s80 IH 1 1 (opt_norm_l _ _ _ _ _ (s154_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s154_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s154_c2_R1)).
  pose proof (use_s138 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s154_c2_R) ltac:(cbn [In]; left; reflexivity) (s154_c2_R1))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s80_p3 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s154_c3_L (b : nat) : lmoves (s154_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []].
Proof. unfold s154_board, strip. tf_options. Qed.
Lemma s154_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; E; F]) []) (s46_board 1 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; E; F]) []); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s154_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []) (s114_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s154_c3_R (b : nat) : rmoves (s154_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E]) []].
Proof. unfold s154_board, strip. tf_options. Qed.
Lemma s154_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E]) []) (s138_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s154 = T^a F T F T _ T^b _^2 F on a==0 && b>=2 *)
Lemma s154_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s154_board 0 (2 + b) -> fst (s154_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s154_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s154_q2] in Hc |- *.
  rewrite tf_game_eq, (s154_c3_L b), (s154_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s154_c3_L1 b)).
  pose proof (use_s46 IH 1 (3 + b) (opt_norm_l _ _ _ _ _ (s154_c3_L b) ltac:(cbn [In]; left; reflexivity) (s154_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s154_c3_L2 b)).
  pose proof (use_s114 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s154_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s154_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s154_c3_R1 b)).
  pose proof (use_s138 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s154_c3_R b) ltac:(cbn [In]; left; reflexivity) (s154_c3_R1 b))) as Ho2.
  rewrite (s46_p4 Ho0 ltac:(zlia)).
  rewrite (s114_p10 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s154 = T^a F T F T _ T^b _^2 F on a==1 && b==0: the board of s57 *)
Lemma s154_c4_p1 x (Hs57 : s57_claim x) :
  x = s154_board 1 0 -> fst (s154_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s154_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s154_q1] in Hc |- *.
  pose proof (Hs57 1 ltac:(rewrite Hx; unfold s154_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s154_c5_L : lmoves (s154_board 1 1) = [s94_board 1 2; s180_board 1 1].
Proof. unfold s154_board, s180_board, s94_board. tf_options. Qed.
Lemma s154_c5_R : rmoves (s154_board 1 1) = [s205_board 1 1 0].
Proof. unfold s154_board, s205_board. tf_options. Qed.
(* s154 = T^a F T F T _ T^b _^2 F on a==1 && b==1 *)
Lemma s154_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s154_board 1 1 -> fst (s154_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s154_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s154_q2] in Hc |- *.
  rewrite tf_game_eq, (s154_c5_L), (s154_c5_R); cbn [map].
  pose proof (use_s94 IH 1 2 (opt_l _ _ _ (s154_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s180 IH 1 1 (opt_l _ _ _ (s154_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH 1 1 0 (opt_r _ _ _ (s154_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  rewrite (s180_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s154_c6_L (b : nat) : lmoves (s154_board 1 (2 + b)) = [s94_board 1 (3 + b); s200_board 1 (1 + b) 1].
Proof. unfold s154_board, s200_board, s94_board. tf_options. Qed.
Lemma s154_c6_R (b : nat) : rmoves (s154_board 1 (2 + b)) = [s205_board 1 (2 + b) 0].
Proof. unfold s154_board, s205_board. tf_options. Qed.
(* s154 = T^a F T F T _ T^b _^2 F on a==1 && b>=2 *)
Lemma s154_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s154_board 1 (2 + b) -> fst (s154_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s154_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s154_q2] in Hc |- *.
  rewrite tf_game_eq, (s154_c6_L b), (s154_c6_R b); cbn [map].
  pose proof (use_s94 IH 1 (3 + b) (opt_l _ _ _ (s154_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s200 IH 1 (1 + b) 1 (opt_l _ _ _ (s154_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH 1 (2 + b) 0 (opt_r _ _ _ (s154_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  rewrite (s200_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s154 = T^a F T F T _ T^b _^2 F on a>=2 && b==0: the board of s57 *)
Lemma s154_c7_p1 x (Hs57 : s57_claim x) (a : nat) :
  x = s154_board (2 + a) 0 -> fst (s154_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s154_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s154_q1] in Hc |- *.
  pose proof (Hs57 (2 + a) ltac:(rewrite Hx; unfold s154_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s154_c8_L (a : nat) : lmoves (s154_board (2 + a) 1) = [s94_board (2 + a) 2; s180_board (2 + a) 1].
Proof. unfold s154_board, s180_board, s94_board. tf_options. Qed.
Lemma s154_c8_R (a : nat) : rmoves (s154_board (2 + a) 1) = [s205_board (2 + a) 1 0].
Proof. unfold s154_board, s205_board. tf_options. Qed.
(* s154 = T^a F T F T _ T^b _^2 F on a>=2 && b==1 *)
Lemma s154_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s154_board (2 + a) 1 -> fst (s154_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s154_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s154_q2] in Hc |- *.
  rewrite tf_game_eq, (s154_c8_L a), (s154_c8_R a); cbn [map].
  pose proof (use_s94 IH (2 + a) 2 (opt_l _ _ _ (s154_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s180 IH (2 + a) 1 (opt_l _ _ _ (s154_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH (2 + a) 1 0 (opt_r _ _ _ (s154_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  rewrite (s180_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s154_c9_L (a b : nat) : lmoves (s154_board (2 + a) (2 + b)) = [s94_board (2 + a) (3 + b); s200_board (2 + a) (1 + b) 1].
Proof. unfold s154_board, s200_board, s94_board. tf_options. Qed.
Lemma s154_c9_R (a b : nat) : rmoves (s154_board (2 + a) (2 + b)) = [s205_board (2 + a) (2 + b) 0].
Proof. unfold s154_board, s205_board. tf_options. Qed.
(* s154 = T^a F T F T _ T^b _^2 F on a>=2 && b>=2 *)
Lemma s154_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s154_board (2 + a) (2 + b) -> fst (s154_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s154_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s154_q2] in Hc |- *.
  rewrite tf_game_eq, (s154_c9_L a b), (s154_c9_R a b); cbn [map].
  pose proof (use_s94 IH (2 + a) (3 + b) (opt_l _ _ _ (s154_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s200 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s154_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s205 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s154_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s94_p2 Ho0 ltac:(zlia)).
  rewrite (s200_p2 Ho1 ltac:(zlia)).
  rewrite (s205_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s155_c1_L : lmoves (s155_board 0 0) = [].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c1_R : rmoves (s155_board 0 0) = [strip [(2, 1); (1, 1)] ([T; F]) []].
Proof. unfold s155_board, strip. tf_options. Qed.
Lemma s155_c1_R1 : tf_norm (strip [(2, 1); (1, 1)] ([T; F]) []) (s62_board 0) (-5).
Proof. apply (tf_norm_by _ [(2, 1); (1, 1)] ([T; F]) []); [reflexivity | unfold s62_board; strip_board_eq | strip_offset]. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a==0 && b==0 *)
Lemma s155_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s155_board 0 0 -> fst (s155_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s155_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s155_q1] in Hc |- *.
  rewrite tf_game_eq, (s155_c1_L), (s155_c1_R); cbn [map].
  rewrite (tf_norm_game (s155_c1_R1)).
  pose proof (use_s62 IH 0 (opt_norm_r _ _ _ _ _ (s155_c1_R) ltac:(cbn [In]; left; reflexivity) (s155_c1_R1))) as Ho0.
  rewrite (s62_p1 Ho0 ltac:(zlia)).
  rewrite (s62_p1_add (Z.of_nat 0) (-5) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s155_c2_L : lmoves (s155_board 0 1) = [].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c2_R : rmoves (s155_board 0 1) = [strip [(2, 1)] ([T; E; F; T; F]) []].
Proof. unfold s155_board, strip. tf_options. Qed.
Lemma s155_c2_R1 : tf_norm (strip [(2, 1)] ([T; E; F; T; F]) []) (s50_board 0 1 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a==0 && b==1 *)
Lemma s155_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s155_board 0 1 -> fst (s155_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s155_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s155_q1] in Hc |- *.
  rewrite tf_game_eq, (s155_c2_L), (s155_c2_R); cbn [map].
  rewrite (tf_norm_game (s155_c2_R1)).
  pose proof (use_s50 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s155_c2_R) ltac:(cbn [In]; left; reflexivity) (s155_c2_R1))) as Ho0.
  rewrite (s50_p4 Ho0 ltac:(zlia)).
  rewrite (s50_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s155_c3_L (b : nat) : lmoves (s155_board 0 (2 + b)) = [].
Proof. unfold s155_board. tf_options. Qed.
Lemma s155_c3_R (b : nat) : rmoves (s155_board 0 (2 + b)) = [].
Proof. unfold s155_board. tf_options. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a==0 && b>=2 *)
Lemma s155_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s155_board 0 (2 + b) -> fst (s155_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s155_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s155_q2] in Hc |- *.
  rewrite tf_game_eq, (s155_c3_L b), (s155_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s155_c4_L : lmoves (s155_board 1 0) = [s172_board 0 1 0].
Proof. unfold s155_board, s172_board. tf_options. Qed.
Lemma s155_c4_R : rmoves (s155_board 1 0) = [s164_board 1 0 0 0].
Proof. unfold s155_board, s164_board. tf_options. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a==1 && b==0 *)
Lemma s155_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s155_board 1 0 -> fst (s155_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s155_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s155_q3] in Hc |- *.
  rewrite tf_game_eq, (s155_c4_L), (s155_c4_R); cbn [map].
  pose proof (use_s172 IH 0 1 0 (opt_l _ _ _ (s155_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 0 0 (opt_r _ _ _ (s155_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s172_p1 Ho0 ltac:(zlia)).
  rewrite (s164_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s155_c5_L : lmoves (s155_board 1 1) = [s172_board 0 1 1].
Proof. unfold s155_board, s172_board. tf_options. Qed.
Lemma s155_c5_R : rmoves (s155_board 1 1) = [s164_board 1 0 1 0].
Proof. unfold s155_board, s164_board. tf_options. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a==1 && b==1 *)
Lemma s155_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s155_board 1 1 -> fst (s155_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s155_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s155_q1] in Hc |- *.
  rewrite tf_game_eq, (s155_c5_L), (s155_c5_R); cbn [map].
  pose proof (use_s172 IH 0 1 1 (opt_l _ _ _ (s155_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 1 0 (opt_r _ _ _ (s155_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s172_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p26 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s155_c6_L (b : nat) : lmoves (s155_board 1 (2 + b)) = [s172_board 0 1 (2 + b)].
Proof. unfold s155_board, s172_board. tf_options. Qed.
Lemma s155_c6_R (b : nat) : rmoves (s155_board 1 (2 + b)) = [].
Proof. unfold s155_board. tf_options. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a==1 && b>=2 *)
Lemma s155_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s155_board 1 (2 + b) -> fst (s155_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s155_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s155_q2] in Hc |- *.
  rewrite tf_game_eq, (s155_c6_L b), (s155_c6_R b); cbn [map].
  pose proof (use_s172 IH 0 1 (2 + b) (opt_l _ _ _ (s155_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s155_c7_L (a : nat) : lmoves (s155_board (2 + a) 0) = [s172_board (1 + a) 1 0].
Proof. unfold s155_board, s172_board. tf_options. Qed.
Lemma s155_c7_R (a : nat) : rmoves (s155_board (2 + a) 0) = [s164_board (2 + a) 0 0 0].
Proof. unfold s155_board, s164_board. tf_options. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a>=2 && b==0 *)
Lemma s155_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s155_board (2 + a) 0 -> fst (s155_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s155_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s155_q3] in Hc |- *.
  rewrite tf_game_eq, (s155_c7_L a), (s155_c7_R a); cbn [map].
  pose proof (use_s172 IH (1 + a) 1 0 (opt_l _ _ _ (s155_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 0 (opt_r _ _ _ (s155_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s172_p9 Ho0 ltac:(zlia)).
  rewrite (s164_p40 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s155_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s155_board (2 + a) 0 -> fst (s155_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s155_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s155_q5] in Hc |- *.
  rewrite tf_game_eq, (s155_c7_L a), (s155_c7_R a); cbn [map].
  pose proof (use_s172 IH (1 + a) 1 0 (opt_l _ _ _ (s155_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 0 (opt_r _ _ _ (s155_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s172_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s164_p33 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s164_p51 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s155_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s155_board (2 + a) 0 -> fst (s155_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s155_q7 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s155_q7] in Hc |- *.
  rewrite tf_game_eq, (s155_c7_L a), (s155_c7_R a); cbn [map].
  pose proof (use_s172 IH (1 + a) 1 0 (opt_l _ _ _ (s155_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 0 (opt_r _ _ _ (s155_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s172_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p57 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s155_c8_L (a : nat) : lmoves (s155_board (2 + a) 1) = [s172_board (1 + a) 1 1].
Proof. unfold s155_board, s172_board. tf_options. Qed.
Lemma s155_c8_R (a : nat) : rmoves (s155_board (2 + a) 1) = [s164_board (2 + a) 0 1 0].
Proof. unfold s155_board, s164_board. tf_options. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a>=2 && b==1 *)
Lemma s155_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s155_board (2 + a) 1 -> fst (s155_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s155_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s155_q4] in Hc |- *.
  rewrite tf_game_eq, (s155_c8_L a), (s155_c8_R a); cbn [map].
  pose proof (use_s172 IH (1 + a) 1 1 (opt_l _ _ _ (s155_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 1 0 (opt_r _ _ _ (s155_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p7 Ho0 ltac:(zlia)).
    rewrite (s164_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s172_p14 Ho0 ltac:(zlia)).
    rewrite (s164_p47 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s155_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s155_board (2 + a) 1 -> fst (s155_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s155_q6 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s155_q6] in Hc |- *.
  rewrite tf_game_eq, (s155_c8_L a), (s155_c8_R a); cbn [map].
  pose proof (use_s172 IH (1 + a) 1 1 (opt_l _ _ _ (s155_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 1 0 (opt_r _ _ _ (s155_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p16 Ho0 ltac:(zlia)).
    rewrite (s164_p53 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s172_p17 Ho0 ltac:(zlia)).
    rewrite (s164_p53 Ho1 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s155_c9_L (a b : nat) : lmoves (s155_board (2 + a) (2 + b)) = [s172_board (1 + a) 1 (2 + b)].
Proof. unfold s155_board, s172_board. tf_options. Qed.
Lemma s155_c9_R (a b : nat) : rmoves (s155_board (2 + a) (2 + b)) = [].
Proof. unfold s155_board. tf_options. Qed.
(* s155 = T^a _^3 T^b F^2 T F on a>=2 && b>=2 *)
Lemma s155_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s155_board (2 + a) (2 + b) -> fst (s155_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s155_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s155_q2] in Hc |- *.
  rewrite tf_game_eq, (s155_c9_L a b), (s155_c9_R a b); cbn [map].
  pose proof (use_s172 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s155_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b==0 && c==0: the board of s155 *)
Lemma s156_c1_p1 x (Hs155 : s155_claim x) :
  x = s156_board 0 0 0 -> fst (s156_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s156_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q1] in Hc |- *.
  pose proof (Hs155 0 0 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s156_c2_L : lmoves (s156_board 0 0 1) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c2_R : rmoves (s156_board 0 0 1) = [strip [(2, 1)] ([E; T; F; T; F]) []].
Proof. unfold s156_board, strip. tf_options. Qed.
Lemma s156_c2_R1 : tf_norm (strip [(2, 1)] ([E; T; F; T; F]) []) (s49_board 0 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b==0 && c==1 *)
Lemma s156_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s156_board 0 0 1 -> fst (s156_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s156_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q1] in Hc |- *.
  rewrite tf_game_eq, (s156_c2_L), (s156_c2_R); cbn [map].
  rewrite (tf_norm_game (s156_c2_R1)).
  pose proof (use_s49 IH 0 1 (opt_norm_r _ _ _ _ _ (s156_c2_R) ltac:(cbn [In]; left; reflexivity) (s156_c2_R1))) as Ho0.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s49_p1_add (Z.of_nat 0) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s156_c3_L (c : nat) : lmoves (s156_board 0 0 (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c3_R (c : nat) : rmoves (s156_board 0 0 (2 + c)) = [strip [(2, 1)] (E :: repeat T (2 + c) ++ [F; T; F]) []].
Proof. unfold s156_board, strip. tf_options. Qed.
Lemma s156_c3_R1 (c : nat) : tf_norm (strip [(2, 1)] (E :: repeat T (2 + c) ++ [F; T; F]) []) (s49_board 0 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b==0 && c>=2 *)
Lemma s156_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s156_board 0 0 (2 + c) -> fst (s156_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q2] in Hc |- *.
  rewrite tf_game_eq, (s156_c3_L c), (s156_c3_R c); cbn [map].
  rewrite (tf_norm_game (s156_c3_R1 c)).
  pose proof (use_s49 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s156_c3_R c) ltac:(cbn [In]; left; reflexivity) (s156_c3_R1 c))) as Ho0.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b==1 && c==0: the board of s155 *)
Lemma s156_c4_p1 x (Hs155 : s155_claim x) :
  x = s156_board 0 1 0 -> fst (s156_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s156_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q1] in Hc |- *.
  pose proof (Hs155 0 1 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s156_c5_L : lmoves (s156_board 0 1 1) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c5_R : rmoves (s156_board 0 1 1) = [strip [(2, 1)] ([T; E; T; F; T; F]) []].
Proof. unfold s156_board, strip. tf_options. Qed.
Lemma s156_c5_R1 : tf_norm (strip [(2, 1)] ([T; E; T; F; T; F]) []) (s50_board 0 1 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b==1 && c==1 *)
Lemma s156_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s156_board 0 1 1 -> fst (s156_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s156_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q3] in Hc |- *.
  rewrite tf_game_eq, (s156_c5_L), (s156_c5_R); cbn [map].
  rewrite (tf_norm_game (s156_c5_R1)).
  pose proof (use_s50 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s156_c5_R) ltac:(cbn [In]; left; reflexivity) (s156_c5_R1))) as Ho0.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c6_L (c : nat) : lmoves (s156_board 0 1 (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c6_R (c : nat) : rmoves (s156_board 0 1 (2 + c)) = [strip [(2, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F]) []].
Proof. unfold s156_board, strip. tf_options. Qed.
Lemma s156_c6_R1 (c : nat) : tf_norm (strip [(2, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F]) []) (s50_board 0 1 (2 + c)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b==1 && c>=2 *)
Lemma s156_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s156_board 0 1 (2 + c) -> fst (s156_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q3] in Hc |- *.
  rewrite tf_game_eq, (s156_c6_L c), (s156_c6_R c); cbn [map].
  rewrite (tf_norm_game (s156_c6_R1 c)).
  pose proof (use_s50 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s156_c6_R c) ltac:(cbn [In]; left; reflexivity) (s156_c6_R1 c))) as Ho0.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b>=2 && c==0: the board of s155 *)
Lemma s156_c7_p5 x (Hs155 : s155_claim x) (b : nat) :
  x = s156_board 0 (2 + b) 0 -> fst (s156_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s156_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q5] in Hc |- *.
  pose proof (Hs155 0 (2 + b) ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s156_c8_L (b : nat) : lmoves (s156_board 0 (2 + b) 1) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c8_R (b : nat) : rmoves (s156_board 0 (2 + b) 1) = [].
Proof. unfold s156_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b>=2 && c==1 *)
Lemma s156_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s156_board 0 (2 + b) 1 -> fst (s156_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s156_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q5] in Hc |- *.
  rewrite tf_game_eq, (s156_c8_L b), (s156_c8_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s156_c9_L (b c : nat) : lmoves (s156_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
Lemma s156_c9_R (b c : nat) : rmoves (s156_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==0 && b>=2 && c>=2 *)
Lemma s156_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s156_board 0 (2 + b) (2 + c) -> fst (s156_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q5] in Hc |- *.
  rewrite tf_game_eq, (s156_c9_L b c), (s156_c9_R b c); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b==0 && c==0: the board of s155 *)
Lemma s156_c10_p6 x (Hs155 : s155_claim x) :
  x = s156_board 1 0 0 -> fst (s156_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s156_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q6] in Hc |- *.
  pose proof (Hs155 1 0 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c11_L : lmoves (s156_board 1 0 1) = [s173_board 0 1 0 1].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c11_R : rmoves (s156_board 1 0 1) = [s164_board 1 0 0 1].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b==0 && c==1 *)
Lemma s156_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s156_board 1 0 1 -> fst (s156_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s156_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q6] in Hc |- *.
  rewrite tf_game_eq, (s156_c11_L), (s156_c11_R); cbn [map].
  pose proof (use_s173 IH 0 1 0 1 (opt_l _ _ _ (s156_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 0 1 (opt_r _ _ _ (s156_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p9 Ho0 ltac:(zlia)).
  rewrite (s164_p25 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c12_L (c : nat) : lmoves (s156_board 1 0 (2 + c)) = [s173_board 0 1 0 (2 + c)].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c12_R (c : nat) : rmoves (s156_board 1 0 (2 + c)) = [s164_board 1 0 0 (2 + c)].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b==0 && c>=2 *)
Lemma s156_c12_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s156_board 1 0 (2 + c) -> fst (s156_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q8] in Hc |- *.
  rewrite tf_game_eq, (s156_c12_L c), (s156_c12_R c); cbn [map].
  pose proof (use_s173 IH 0 1 0 (2 + c) (opt_l _ _ _ (s156_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 0 (2 + c) (opt_r _ _ _ (s156_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p10 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b==1 && c==0: the board of s155 *)
Lemma s156_c13_p9 x (Hs155 : s155_claim x) :
  x = s156_board 1 1 0 -> fst (s156_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s156_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q9] in Hc |- *.
  pose proof (Hs155 1 1 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s156_c14_L : lmoves (s156_board 1 1 1) = [s173_board 0 1 1 1].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c14_R : rmoves (s156_board 1 1 1) = [s164_board 1 0 1 1].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b==1 && c==1 *)
Lemma s156_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s156_board 1 1 1 -> fst (s156_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s156_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q4] in Hc |- *.
  rewrite tf_game_eq, (s156_c14_L), (s156_c14_R); cbn [map].
  pose proof (use_s173 IH 0 1 1 1 (opt_l _ _ _ (s156_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 1 1 (opt_r _ _ _ (s156_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p28 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s156_c15_L (c : nat) : lmoves (s156_board 1 1 (2 + c)) = [s173_board 0 1 1 (2 + c)].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c15_R (c : nat) : rmoves (s156_board 1 1 (2 + c)) = [s164_board 1 0 1 (2 + c)].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b==1 && c>=2 *)
Lemma s156_c15_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s156_board 1 1 (2 + c) -> fst (s156_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q8] in Hc |- *.
  rewrite tf_game_eq, (s156_c15_L c), (s156_c15_R c); cbn [map].
  pose proof (use_s173 IH 0 1 1 (2 + c) (opt_l _ _ _ (s156_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 1 0 1 (2 + c) (opt_r _ _ _ (s156_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p14 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b>=2 && c==0: the board of s155 *)
Lemma s156_c16_p5 x (Hs155 : s155_claim x) (b : nat) :
  x = s156_board 1 (2 + b) 0 -> fst (s156_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s156_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q5] in Hc |- *.
  pose proof (Hs155 1 (2 + b) ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s156_c17_L (b : nat) : lmoves (s156_board 1 (2 + b) 1) = [s173_board 0 1 (2 + b) 1].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c17_R (b : nat) : rmoves (s156_board 1 (2 + b) 1) = [].
Proof. unfold s156_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b>=2 && c==1 *)
Lemma s156_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s156_board 1 (2 + b) 1 -> fst (s156_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s156_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q5] in Hc |- *.
  rewrite tf_game_eq, (s156_c17_L b), (s156_c17_R b); cbn [map].
  pose proof (use_s173 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s156_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s156_c18_L (b c : nat) : lmoves (s156_board 1 (2 + b) (2 + c)) = [s173_board 0 1 (2 + b) (2 + c)].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c18_R (b c : nat) : rmoves (s156_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a==1 && b>=2 && c>=2 *)
Lemma s156_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s156_board 1 (2 + b) (2 + c) -> fst (s156_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q5] in Hc |- *.
  rewrite tf_game_eq, (s156_c18_L b c), (s156_c18_R b c); cbn [map].
  pose proof (use_s173 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s156_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b==0 && c==0: the board of s155 *)
Lemma s156_c19_p7 x (Hs155 : s155_claim x) (a : nat) :
  x = s156_board (2 + a) 0 0 -> fst (s156_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s156_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q7] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c19_p10 x (Hs155 : s155_claim x) (a : nat) :
  x = s156_board (2 + a) 0 0 -> fst (s156_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s156_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q10] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c19_p11 x (Hs155 : s155_claim x) (a : nat) :
  x = s156_board (2 + a) 0 0 -> fst (s156_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s156_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q11] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c19_p16 x (Hs155 : s155_claim x) (a : nat) :
  x = s156_board (2 + a) 0 0 -> fst (s156_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s156_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q16] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s156_c20_L (a : nat) : lmoves (s156_board (2 + a) 0 1) = [s173_board (1 + a) 1 0 1].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c20_R (a : nat) : rmoves (s156_board (2 + a) 0 1) = [s164_board (2 + a) 0 0 1].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b==0 && c==1 *)
Lemma s156_c20_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s156_board (2 + a) 0 1 -> fst (s156_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s156_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q10] in Hc |- *.
  rewrite tf_game_eq, (s156_c20_L a), (s156_c20_R a); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 0 1 (opt_l _ _ _ (s156_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 1 (opt_r _ _ _ (s156_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p28 Ho0 ltac:(zlia)).
  rewrite (s164_p26 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s156_board (2 + a) 0 1 -> fst (s156_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s156_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q13] in Hc |- *.
  rewrite tf_game_eq, (s156_c20_L a), (s156_c20_R a); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 0 1 (opt_l _ _ _ (s156_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 1 (opt_r _ _ _ (s156_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p38 Ho0 ltac:(zlia)).
  rewrite (s164_p46 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s156_c20_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s156_board (2 + a) 0 1 -> fst (s156_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s156_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q14] in Hc |- *.
  rewrite tf_game_eq, (s156_c20_L a), (s156_c20_R a); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 0 1 (opt_l _ _ _ (s156_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 1 (opt_r _ _ _ (s156_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p42 Ho0 ltac:(zlia)).
  rewrite (s164_p52 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s156_c21_L (a c : nat) : lmoves (s156_board (2 + a) 0 (2 + c)) = [s173_board (1 + a) 1 0 (2 + c)].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c21_R (a c : nat) : rmoves (s156_board (2 + a) 0 (2 + c)) = [s164_board (2 + a) 0 0 (2 + c)].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b==0 && c>=2 *)
Lemma s156_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s156_board (2 + a) 0 (2 + c) -> fst (s156_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q8] in Hc |- *.
  rewrite tf_game_eq, (s156_c21_L a c), (s156_c21_R a c); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s156_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s156_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p29 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b==1 && c==0: the board of s155 *)
Lemma s156_c22_p12 x (Hs155 : s155_claim x) (a : nat) :
  x = s156_board (2 + a) 1 0 -> fst (s156_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s156_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q12] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s156_c22_p15 x (Hs155 : s155_claim x) (a : nat) :
  x = s156_board (2 + a) 1 0 -> fst (s156_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s156_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q15] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s156_c23_L (a : nat) : lmoves (s156_board (2 + a) 1 1) = [s173_board (1 + a) 1 1 1].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c23_R (a : nat) : rmoves (s156_board (2 + a) 1 1) = [s164_board (2 + a) 0 1 1].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b==1 && c==1 *)
Lemma s156_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s156_board (2 + a) 1 1 -> fst (s156_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s156_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q4] in Hc |- *.
  rewrite tf_game_eq, (s156_c23_L a), (s156_c23_R a); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 1 1 (opt_l _ _ _ (s156_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 1 1 (opt_r _ _ _ (s156_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s164_p42 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s164_p48 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s164_p54 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s164_p58 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s156_c24_L (a c : nat) : lmoves (s156_board (2 + a) 1 (2 + c)) = [s173_board (1 + a) 1 1 (2 + c)].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c24_R (a c : nat) : rmoves (s156_board (2 + a) 1 (2 + c)) = [s164_board (2 + a) 0 1 (2 + c)].
Proof. unfold s156_board, s164_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b==1 && c>=2 *)
Lemma s156_c24_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s156_board (2 + a) 1 (2 + c) -> fst (s156_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q8] in Hc |- *.
  rewrite tf_game_eq, (s156_c24_L a c), (s156_c24_R a c); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s156_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s156_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s173_p32 Ho0 ltac:(zlia)).
  rewrite (s164_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b>=2 && c==0: the board of s155 *)
Lemma s156_c25_p5 x (Hs155 : s155_claim x) (a b : nat) :
  x = s156_board (2 + a) (2 + b) 0 -> fst (s156_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s156_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s156_q5] in Hc |- *.
  pose proof (Hs155 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s156_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s156_c26_L (a b : nat) : lmoves (s156_board (2 + a) (2 + b) 1) = [s173_board (1 + a) 1 (2 + b) 1].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c26_R (a b : nat) : rmoves (s156_board (2 + a) (2 + b) 1) = [].
Proof. unfold s156_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b>=2 && c==1 *)
Lemma s156_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s156_board (2 + a) (2 + b) 1 -> fst (s156_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s156_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s156_q5] in Hc |- *.
  rewrite tf_game_eq, (s156_c26_L a b), (s156_c26_R a b); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s156_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s156_c27_L (a b c : nat) : lmoves (s156_board (2 + a) (2 + b) (2 + c)) = [s173_board (1 + a) 1 (2 + b) (2 + c)].
Proof. unfold s156_board, s173_board. tf_options. Qed.
Lemma s156_c27_R (a b c : nat) : rmoves (s156_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s156_board. tf_options. Qed.
(* s156 = T^a _^3 T^b F T^c F T F on a>=2 && b>=2 && c>=2 *)
Lemma s156_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s156_board (2 + a) (2 + b) (2 + c) -> fst (s156_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s156_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s156_q5] in Hc |- *.
  rewrite tf_game_eq, (s156_c27_L a b c), (s156_c27_R a b c); cbn [map].
  pose proof (use_s173 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s156_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b==0 && c==0: the board of s155 *)
Lemma s157_c1_p1 x (Hs155 : s155_claim x) :
  x = s157_board 0 0 0 -> fst (s157_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s157_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q1] in Hc |- *.
  pose proof (Hs155 0 0 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b==0 && c==1: the board of s155 *)
Lemma s157_c2_p1 x (Hs155 : s155_claim x) :
  x = s157_board 0 0 1 -> fst (s157_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s157_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q1] in Hc |- *.
  pose proof (Hs155 0 1 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b==0 && c>=2: the board of s155 *)
Lemma s157_c3_p2 x (Hs155 : s155_claim x) (c : nat) :
  x = s157_board 0 0 (2 + c) -> fst (s157_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s157_q2] in Hc |- *.
  pose proof (Hs155 0 (2 + c) ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s157_c4_L : lmoves (s157_board 0 1 0) = [s155_board 0 1].
Proof. unfold s155_board, s157_board. tf_options. Qed.
Lemma s157_c4_R : rmoves (s157_board 0 1 0) = [s164_board 0 1 0 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b==1 && c==0 *)
Lemma s157_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s157_board 0 1 0 -> fst (s157_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s157_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q1] in Hc |- *.
  rewrite tf_game_eq, (s157_c4_L), (s157_c4_R); cbn [map].
  pose proof (use_s155 IH 0 1 (opt_l _ _ _ (s157_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 1 0 0 (opt_r _ _ _ (s157_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  rewrite (s164_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s157_c5_L : lmoves (s157_board 0 1 1) = [s155_board 0 2].
Proof. unfold s155_board, s157_board. tf_options. Qed.
Lemma s157_c5_R : rmoves (s157_board 0 1 1) = [s164_board 0 1 1 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b==1 && c==1 *)
Lemma s157_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s157_board 0 1 1 -> fst (s157_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s157_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s157_q3] in Hc |- *.
  rewrite tf_game_eq, (s157_c5_L), (s157_c5_R); cbn [map].
  pose proof (use_s155 IH 0 2 (opt_l _ _ _ (s157_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 1 1 0 (opt_r _ _ _ (s157_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  rewrite (s164_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s157_c6_L (c : nat) : lmoves (s157_board 0 1 (2 + c)) = [s155_board 0 (3 + c)].
Proof. unfold s155_board, s157_board. tf_options. Qed.
Lemma s157_c6_R (c : nat) : rmoves (s157_board 0 1 (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b==1 && c>=2 *)
Lemma s157_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s157_board 0 1 (2 + c) -> fst (s157_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s157_q2] in Hc |- *.
  rewrite tf_game_eq, (s157_c6_L c), (s157_c6_R c); cbn [map].
  pose proof (use_s155 IH 0 (3 + c) (opt_l _ _ _ (s157_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s157_c7_L (b : nat) : lmoves (s157_board 0 (2 + b) 0) = [s157_board 0 (1 + b) 1].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c7_R (b : nat) : rmoves (s157_board 0 (2 + b) 0) = [s164_board 0 (2 + b) 0 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b>=2 && c==0 *)
Lemma s157_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s157_board 0 (2 + b) 0 -> fst (s157_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s157_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q4] in Hc |- *.
  rewrite tf_game_eq, (s157_c7_L b), (s157_c7_R b); cbn [map].
  pose proof (use_s157 IH 0 (1 + b) 1 (opt_l _ _ _ (s157_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s157_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s157_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s157_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s157_board 0 (2 + b) 0 -> fst (s157_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s157_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q6] in Hc |- *.
  rewrite tf_game_eq, (s157_c7_L b), (s157_c7_R b); cbn [map].
  pose proof (use_s157 IH 0 (1 + b) 1 (opt_l _ _ _ (s157_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s157_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s164_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s164_p24 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s157_c8_L (b : nat) : lmoves (s157_board 0 (2 + b) 1) = [s157_board 0 (1 + b) 2].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c8_R (b : nat) : rmoves (s157_board 0 (2 + b) 1) = [s164_board 0 (2 + b) 1 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b>=2 && c==1 *)
Lemma s157_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s157_board 0 (2 + b) 1 -> fst (s157_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s157_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s157_q5] in Hc |- *.
  rewrite tf_game_eq, (s157_c8_L b), (s157_c8_R b); cbn [map].
  pose proof (use_s157 IH 0 (1 + b) 2 (opt_l _ _ _ (s157_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s157_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  rewrite (s164_p18 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s157_c9_L (b c : nat) : lmoves (s157_board 0 (2 + b) (2 + c)) = [s157_board 0 (1 + b) (3 + c)].
Proof. unfold s157_board. tf_options. Qed.
Lemma s157_c9_R (b c : nat) : rmoves (s157_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==0 && b>=2 && c>=2 *)
Lemma s157_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s157_board 0 (2 + b) (2 + c) -> fst (s157_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s157_q2] in Hc |- *.
  rewrite tf_game_eq, (s157_c9_L b c), (s157_c9_R b c); cbn [map].
  pose proof (use_s157 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s157_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b==0 && c==0: the board of s155 *)
Lemma s157_c10_p7 x (Hs155 : s155_claim x) :
  x = s157_board 1 0 0 -> fst (s157_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s157_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q7] in Hc |- *.
  pose proof (Hs155 1 0 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b==0 && c==1: the board of s155 *)
Lemma s157_c11_p8 x (Hs155 : s155_claim x) :
  x = s157_board 1 0 1 -> fst (s157_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s157_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q8] in Hc |- *.
  pose proof (Hs155 1 1 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b==0 && c>=2: the board of s155 *)
Lemma s157_c12_p2 x (Hs155 : s155_claim x) (c : nat) :
  x = s157_board 1 0 (2 + c) -> fst (s157_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s157_q2] in Hc |- *.
  pose proof (Hs155 1 (2 + c) ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s157_c13_L : lmoves (s157_board 1 1 0) = [s174_board 0 1 1 0; s155_board 1 1].
Proof. unfold s155_board, s157_board, s174_board. tf_options. Qed.
Lemma s157_c13_R : rmoves (s157_board 1 1 0) = [s164_board 1 1 0 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b==1 && c==0 *)
Lemma s157_c13_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s157_board 1 1 0 -> fst (s157_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s157_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q9] in Hc |- *.
  rewrite tf_game_eq, (s157_c13_L), (s157_c13_R); cbn [map].
  pose proof (use_s174 IH 0 1 1 0 (opt_l _ _ _ (s157_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s155 IH 1 1 (opt_l _ _ _ (s157_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 1 0 0 (opt_r _ _ _ (s157_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p13 Ho0 ltac:(zlia)).
  rewrite (s155_p1 Ho1 ltac:(zlia)).
  rewrite (s164_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s157_c14_L : lmoves (s157_board 1 1 1) = [s174_board 0 1 1 1; s155_board 1 2].
Proof. unfold s155_board, s157_board, s174_board. tf_options. Qed.
Lemma s157_c14_R : rmoves (s157_board 1 1 1) = [s164_board 1 1 1 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b==1 && c==1 *)
Lemma s157_c14_p11 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s157_board 1 1 1 -> fst (s157_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s157_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s157_q11] in Hc |- *.
  rewrite tf_game_eq, (s157_c14_L), (s157_c14_R); cbn [map].
  pose proof (use_s174 IH 0 1 1 1 (opt_l _ _ _ (s157_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s155 IH 1 2 (opt_l _ _ _ (s157_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 1 1 0 (opt_r _ _ _ (s157_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p14 Ho0 ltac:(zlia)).
  rewrite (s155_p2 Ho1 ltac:(zlia)).
  rewrite (s164_p34 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s157_c15_L (c : nat) : lmoves (s157_board 1 1 (2 + c)) = [s174_board 0 1 1 (2 + c); s155_board 1 (3 + c)].
Proof. unfold s155_board, s157_board, s174_board. tf_options. Qed.
Lemma s157_c15_R (c : nat) : rmoves (s157_board 1 1 (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b==1 && c>=2 *)
Lemma s157_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s157_board 1 1 (2 + c) -> fst (s157_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s157_q2] in Hc |- *.
  rewrite tf_game_eq, (s157_c15_L c), (s157_c15_R c); cbn [map].
  pose proof (use_s174 IH 0 1 1 (2 + c) (opt_l _ _ _ (s157_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s155 IH 1 (3 + c) (opt_l _ _ _ (s157_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s155_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s157_c16_L (b : nat) : lmoves (s157_board 1 (2 + b) 0) = [s174_board 0 1 (2 + b) 0; s157_board 1 (1 + b) 1].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s157_c16_R (b : nat) : rmoves (s157_board 1 (2 + b) 0) = [s164_board 1 (2 + b) 0 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b>=2 && c==0 *)
Lemma s157_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s157_board 1 (2 + b) 0 -> fst (s157_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s157_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q6] in Hc |- *.
  rewrite tf_game_eq, (s157_c16_L b), (s157_c16_R b); cbn [map].
  pose proof (use_s174 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s157_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (1 + b) 1 (opt_l _ _ _ (s157_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s157_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  rewrite (s157_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s164_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s164_p24 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s157_c16_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s157_board 1 (2 + b) 0 -> fst (s157_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s157_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q13] in Hc |- *.
  rewrite tf_game_eq, (s157_c16_L b), (s157_c16_R b); cbn [map].
  pose proof (use_s174 IH 0 1 (2 + b) 0 (opt_l _ _ _ (s157_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (1 + b) 1 (opt_l _ _ _ (s157_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s157_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p13 Ho0 ltac:(zlia)).
  rewrite (s157_p11 Ho1 ltac:(zlia)).
  rewrite (s164_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s157_c17_L (b : nat) : lmoves (s157_board 1 (2 + b) 1) = [s174_board 0 1 (2 + b) 1; s157_board 1 (1 + b) 2].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s157_c17_R (b : nat) : rmoves (s157_board 1 (2 + b) 1) = [s164_board 1 (2 + b) 1 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b>=2 && c==1 *)
Lemma s157_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s157_board 1 (2 + b) 1 -> fst (s157_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s157_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s157_q5] in Hc |- *.
  rewrite tf_game_eq, (s157_c17_L b), (s157_c17_R b); cbn [map].
  pose proof (use_s174 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s157_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (1 + b) 2 (opt_l _ _ _ (s157_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s157_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p15 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  rewrite (s164_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s157_c18_L (b c : nat) : lmoves (s157_board 1 (2 + b) (2 + c)) = [s174_board 0 1 (2 + b) (2 + c); s157_board 1 (1 + b) (3 + c)].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s157_c18_R (b c : nat) : rmoves (s157_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a==1 && b>=2 && c>=2 *)
Lemma s157_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s157_board 1 (2 + b) (2 + c) -> fst (s157_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s157_q2] in Hc |- *.
  rewrite tf_game_eq, (s157_c18_L b c), (s157_c18_R b c); cbn [map].
  pose proof (use_s174 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s157_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s157_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b==0 && c==0: the board of s155 *)
Lemma s157_c19_p7 x (Hs155 : s155_claim x) (a : nat) :
  x = s157_board (2 + a) 0 0 -> fst (s157_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s157_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q7] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s157_c19_p17 x (Hs155 : s155_claim x) (a : nat) :
  x = s157_board (2 + a) 0 0 -> fst (s157_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s157_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q17] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s157_c19_p19 x (Hs155 : s155_claim x) (a : nat) :
  x = s157_board (2 + a) 0 0 -> fst (s157_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s157_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q19] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b==0 && c==1: the board of s155 *)
Lemma s157_c20_p10 x (Hs155 : s155_claim x) (a : nat) :
  x = s157_board (2 + a) 0 1 -> fst (s157_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s157_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q10] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s157_c20_p18 x (Hs155 : s155_claim x) (a : nat) :
  x = s157_board (2 + a) 0 1 -> fst (s157_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s157_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s157_q18] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b==0 && c>=2: the board of s155 *)
Lemma s157_c21_p2 x (Hs155 : s155_claim x) (a c : nat) :
  x = s157_board (2 + a) 0 (2 + c) -> fst (s157_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s157_q2] in Hc |- *.
  pose proof (Hs155 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s157_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s157_c22_L (a : nat) : lmoves (s157_board (2 + a) 1 0) = [s174_board (1 + a) 1 1 0; s155_board (2 + a) 1].
Proof. unfold s155_board, s157_board, s174_board. tf_options. Qed.
Lemma s157_c22_R (a : nat) : rmoves (s157_board (2 + a) 1 0) = [s164_board (2 + a) 1 0 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b==1 && c==0 *)
Lemma s157_c22_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s157_board (2 + a) 1 0 -> fst (s157_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s157_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q14] in Hc |- *.
  rewrite tf_game_eq, (s157_c22_L a), (s157_c22_R a); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 1 0 (opt_l _ _ _ (s157_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s155 IH (2 + a) 1 (opt_l _ _ _ (s157_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) 1 0 0 (opt_r _ _ _ (s157_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s155_p4 Ho1 ltac:(zlia)).
    rewrite (s164_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s155_p6 Ho1 ltac:(zlia)).
    rewrite (s164_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s157_c23_L (a : nat) : lmoves (s157_board (2 + a) 1 1) = [s174_board (1 + a) 1 1 1; s155_board (2 + a) 2].
Proof. unfold s155_board, s157_board, s174_board. tf_options. Qed.
Lemma s157_c23_R (a : nat) : rmoves (s157_board (2 + a) 1 1) = [s164_board (2 + a) 1 1 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b==1 && c==1 *)
Lemma s157_c23_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s157_board (2 + a) 1 1 -> fst (s157_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s157_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s157_q12] in Hc |- *.
  rewrite tf_game_eq, (s157_c23_L a), (s157_c23_R a); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 1 1 (opt_l _ _ _ (s157_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s155 IH (2 + a) 2 (opt_l _ _ _ (s157_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) 1 1 0 (opt_r _ _ _ (s157_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s174_p45 Ho0 ltac:(zlia)).
    rewrite (s155_p2 Ho1 ltac:(zlia)).
    rewrite (s164_p35 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s174_p48 Ho0 ltac:(zlia)).
    rewrite (s155_p2 Ho1 ltac:(zlia)).
    rewrite (s164_p35 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s157_c23_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s157_board (2 + a) 1 1 -> fst (s157_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s157_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s157_q15] in Hc |- *.
  rewrite tf_game_eq, (s157_c23_L a), (s157_c23_R a); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 1 1 (opt_l _ _ _ (s157_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s155 IH (2 + a) 2 (opt_l _ _ _ (s157_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) 1 1 0 (opt_r _ _ _ (s157_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p35 Ho0 ltac:(zlia)).
  rewrite (s155_p2 Ho1 ltac:(zlia)).
  rewrite (s164_p45 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

