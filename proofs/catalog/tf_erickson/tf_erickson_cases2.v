(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s7_c42_L (d : nat) : lmoves (s7_board 1 1 1 (2 + d)) = [s7_board 0 2 1 (2 + d); s5_board 1 2 (2 + d); s6_board 1 1 (3 + d)].
Proof. unfold s5_board, s6_board, s7_board. tf_options. Qed.
Lemma s7_c42_R (d : nat) : rmoves (s7_board 1 1 1 (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b==1 && c==1 && d>=2 *)
Lemma s7_c42_p6 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s7_board 1 1 1 (2 + d) -> fst (s7_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c42_L d), (s7_c42_R d); cbn [map].
  pose proof (use_s7 IH 0 2 1 (2 + d) (opt_l _ _ _ (s7_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 1 2 (2 + d) (opt_l _ _ _ (s7_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH 1 1 (3 + d) (opt_l _ _ _ (s7_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c43_L (c : nat) : lmoves (s7_board 1 1 (2 + c) 0) = [s7_board 0 2 (2 + c) 0; s5_board 1 (3 + c) 0; s7_board 1 1 (1 + c) 1].
Proof. unfold s5_board, s7_board. tf_options. Qed.
Lemma s7_c43_R (c : nat) : rmoves (s7_board 1 1 (2 + c) 0) = [s30_board 1 1 (2 + c) 0 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b==1 && c>=2 && d==0 *)
Lemma s7_c43_p38 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s7_board 1 1 (2 + c) 0 -> fst (s7_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q38] in Hc |- *.
  rewrite tf_game_eq, (s7_c43_L c), (s7_c43_R c); cbn [map].
  pose proof (use_s7 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s7_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 1 (3 + c) 0 (opt_l _ _ _ (s7_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s7_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s7_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p20 Ho0 ltac:(zlia)).
  rewrite (s5_p7 Ho1 ltac:(zlia)).
  rewrite (s7_p39 Ho2 ltac:(zlia)).
  rewrite (s30_p46 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c43_p41 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s7_board 1 1 (2 + c) 0 -> fst (s7_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q41] in Hc |- *.
  rewrite tf_game_eq, (s7_c43_L c), (s7_c43_R c); cbn [map].
  pose proof (use_s7 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s7_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 1 (3 + c) 0 (opt_l _ _ _ (s7_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s7_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s7_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p18 Ho0 ltac:(zlia)).
  rewrite (s5_p7 Ho1 ltac:(zlia)).
  rewrite (s7_p40 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s30_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p103 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s7_c44_L (c : nat) : lmoves (s7_board 1 1 (2 + c) 1) = [s7_board 0 2 (2 + c) 1; s5_board 1 (3 + c) 1; s7_board 1 1 (1 + c) 2].
Proof. unfold s5_board, s7_board. tf_options. Qed.
Lemma s7_c44_R (c : nat) : rmoves (s7_board 1 1 (2 + c) 1) = [s30_board 1 1 (2 + c) 1 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b==1 && c>=2 && d==1 *)
Lemma s7_c44_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s7_board 1 1 (2 + c) 1 -> fst (s7_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s7_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q40] in Hc |- *.
  rewrite tf_game_eq, (s7_c44_L c), (s7_c44_R c); cbn [map].
  pose proof (use_s7 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s7_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 1 (3 + c) 1 (opt_l _ _ _ (s7_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s7_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 1 (2 + c) 1 0 (opt_r _ _ _ (s7_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p17 Ho0 ltac:(zlia)).
  rewrite (s5_p6 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  rewrite (s30_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s7_c45_L (c d : nat) : lmoves (s7_board 1 1 (2 + c) (2 + d)) = [s7_board 0 2 (2 + c) (2 + d); s5_board 1 (3 + c) (2 + d); s7_board 1 1 (1 + c) (3 + d)].
Proof. unfold s5_board, s7_board. tf_options. Qed.
Lemma s7_c45_R (c d : nat) : rmoves (s7_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s7_c45_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s7_board 1 1 (2 + c) (2 + d) -> fst (s7_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c45_L c d), (s7_c45_R c d); cbn [map].
  pose proof (use_s7 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s7_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s7_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s7_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c==0 && d==0: the board of s6 *)
Lemma s7_c46_p22 x (Hs6 : s6_claim x) (b : nat) :
  x = s7_board 1 (2 + b) 0 0 -> fst (s7_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q22] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 0 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s7_c46_p32 x (Hs6 : s6_claim x) (b : nat) :
  x = s7_board 1 (2 + b) 0 0 -> fst (s7_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q32] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 0 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c==0 && d==1: the board of s6 *)
Lemma s7_c47_p25 x (Hs6 : s6_claim x) (b : nat) :
  x = s7_board 1 (2 + b) 0 1 -> fst (s7_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q25] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 1 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s7_c47_p42 x (Hs6 : s6_claim x) (b : nat) :
  x = s7_board 1 (2 + b) 0 1 -> fst (s7_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q42] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 1 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c==0 && d>=2: the board of s6 *)
Lemma s7_c48_p37 x (Hs6 : s6_claim x) (b d : nat) :
  x = s7_board 1 (2 + b) 0 (2 + d) -> fst (s7_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s7_q37] in Hc |- *.
  pose proof (Hs6 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c49_L (b : nat) : lmoves (s7_board 1 (2 + b) 1 0) = [s7_board 0 (3 + b) 1 0; s7_board 1 (1 + b) 2 0; s6_board 1 (2 + b) 1].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s7_c49_R (b : nat) : rmoves (s7_board 1 (2 + b) 1 0) = [s30_board 1 (2 + b) 1 0 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c==1 && d==0 *)
Lemma s7_c49_p43 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 1 (2 + b) 1 0 -> fst (s7_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q43] in Hc |- *.
  rewrite tf_game_eq, (s7_c49_L b), (s7_c49_R b); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s7_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s7_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH 1 (2 + b) 1 (opt_l _ _ _ (s7_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) 1 0 0 (opt_r _ _ _ (s7_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p20 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s7_p38 Ho1 ltac:(zlia)).
    rewrite (s6_p9 Ho2 ltac:(zlia)).
    rewrite (s30_p61 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s7_p43 Ho1 ltac:(zlia)).
    rewrite (s6_p8 Ho2 ltac:(zlia)).
    rewrite (s30_p61 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s7_c50_L (b : nat) : lmoves (s7_board 1 (2 + b) 1 1) = [s7_board 0 (3 + b) 1 1; s7_board 1 (1 + b) 2 1; s6_board 1 (2 + b) 2].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s7_c50_R (b : nat) : rmoves (s7_board 1 (2 + b) 1 1) = [s30_board 1 (2 + b) 1 1 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c==1 && d==1 *)
Lemma s7_c50_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s7_board 1 (2 + b) 1 1 -> fst (s7_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q24] in Hc |- *.
  rewrite tf_game_eq, (s7_c50_L b), (s7_c50_R b); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s7_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s7_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH 1 (2 + b) 2 (opt_l _ _ _ (s7_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s7_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p24 Ho0 ltac:(zlia)).
  rewrite (s7_p40 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p75 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s7_c51_L (b d : nat) : lmoves (s7_board 1 (2 + b) 1 (2 + d)) = [s7_board 0 (3 + b) 1 (2 + d); s7_board 1 (1 + b) 2 (2 + d); s6_board 1 (2 + b) (3 + d)].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s7_c51_R (b d : nat) : rmoves (s7_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s7_c51_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s7_board 1 (2 + b) 1 (2 + d) -> fst (s7_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c51_L b d), (s7_c51_R b d); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s7_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s7_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s7_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s7_p6 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c52_L (b c : nat) : lmoves (s7_board 1 (2 + b) (2 + c) 0) = [s7_board 0 (3 + b) (2 + c) 0; s7_board 1 (1 + b) (3 + c) 0; s7_board 1 (2 + b) (1 + c) 1].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c52_R (b c : nat) : rmoves (s7_board 1 (2 + b) (2 + c) 0) = [s30_board 1 (2 + b) (2 + c) 0 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s7_c52_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s7_board 1 (2 + b) (2 + c) 0 -> fst (s7_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q41] in Hc |- *.
  rewrite tf_game_eq, (s7_c52_L b c), (s7_c52_R b c); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s7_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s7_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s7_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s7_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p18 Ho0 ltac:(zlia)).
  rewrite (s7_p41 Ho1 ltac:(zlia)).
  rewrite (s7_p40 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s30_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p78 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s7_c52_p43 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s7_board 1 (2 + b) (2 + c) 0 -> fst (s7_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q43] in Hc |- *.
  rewrite tf_game_eq, (s7_c52_L b c), (s7_c52_R b c); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s7_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s7_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s7_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s7_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p20 Ho0 ltac:(zlia)).
  rewrite (s7_p41 Ho1 ltac:(zlia)).
  rewrite (s7_p24 Ho2 ltac:(zlia)).
  rewrite (s30_p44 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c53_L (b c : nat) : lmoves (s7_board 1 (2 + b) (2 + c) 1) = [s7_board 0 (3 + b) (2 + c) 1; s7_board 1 (1 + b) (3 + c) 1; s7_board 1 (2 + b) (1 + c) 2].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c53_R (b c : nat) : rmoves (s7_board 1 (2 + b) (2 + c) 1) = [s30_board 1 (2 + b) (2 + c) 1 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s7_c53_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s7_board 1 (2 + b) (2 + c) 1 -> fst (s7_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s7_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q40] in Hc |- *.
  rewrite tf_game_eq, (s7_c53_L b c), (s7_c53_R b c); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s7_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s7_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s7_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s7_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p17 Ho0 ltac:(zlia)).
  rewrite (s7_p40 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  rewrite (s30_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s7_c54_L (b c d : nat) : lmoves (s7_board 1 (2 + b) (2 + c) (2 + d)) = [s7_board 0 (3 + b) (2 + c) (2 + d); s7_board 1 (1 + b) (3 + c) (2 + d); s7_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c54_R (b c d : nat) : rmoves (s7_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s7_c54_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s7_board 1 (2 + b) (2 + c) (2 + d) -> fst (s7_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c54_L b c d), (s7_c54_R b c d); cbn [map].
  pose proof (use_s7 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s7_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s7_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s7_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s7_p6 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c==0 && d==0: the board of s4 *)
Lemma s7_c55_p44 x (Hs4 : s4_claim x) (a : nat) :
  x = s7_board (2 + a) 0 0 0 -> fst (s7_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q44] in Hc |- *.
  pose proof (Hs4 (2 + a) 0 ltac:(rewrite Hx; unfold s7_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c==0 && d==1: the board of s4 *)
Lemma s7_c56_p35 x (Hs4 : s4_claim x) (a : nat) :
  x = s7_board (2 + a) 0 0 1 -> fst (s7_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q35] in Hc |- *.
  pose proof (Hs4 (2 + a) 1 ltac:(rewrite Hx; unfold s7_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c==0 && d>=2: the board of s4 *)
Lemma s7_c57_p27 x (Hs4 : s4_claim x) (a d : nat) :
  x = s7_board (2 + a) 0 0 (2 + d) -> fst (s7_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s7_q27] in Hc |- *.
  pose proof (Hs4 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s7_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c==1 && d==0: the board of s5 *)
Lemma s7_c58_p31 x (Hs5 : s5_claim x) (a : nat) :
  x = s7_board (2 + a) 0 1 0 -> fst (s7_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q31] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 0 ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s7_c58_p46 x (Hs5 : s5_claim x) (a : nat) :
  x = s7_board (2 + a) 0 1 0 -> fst (s7_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q46] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 0 ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c==1 && d==1: the board of s5 *)
Lemma s7_c59_p30 x (Hs5 : s5_claim x) (a : nat) :
  x = s7_board (2 + a) 0 1 1 -> fst (s7_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q30] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 1 ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s7_c59_p47 x (Hs5 : s5_claim x) (a : nat) :
  x = s7_board (2 + a) 0 1 1 -> fst (s7_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q47] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 1 ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c==1 && d>=2: the board of s5 *)
Lemma s7_c60_p6 x (Hs5 : s5_claim x) (a d : nat) :
  x = s7_board (2 + a) 0 1 (2 + d) -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s7_q6] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c>=2 && d==0: the board of s5 *)
Lemma s7_c61_p29 x (Hs5 : s5_claim x) (a c : nat) :
  x = s7_board (2 + a) 0 (2 + c) 0 -> fst (s7_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q29] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c61_p34 x (Hs5 : s5_claim x) (a c : nat) :
  x = s7_board (2 + a) 0 (2 + c) 0 -> fst (s7_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q34] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c>=2 && d==1: the board of s5 *)
Lemma s7_c62_p33 x (Hs5 : s5_claim x) (a c : nat) :
  x = s7_board (2 + a) 0 (2 + c) 1 -> fst (s7_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s7_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q33] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==0 && c>=2 && d>=2: the board of s5 *)
Lemma s7_c63_p6 x (Hs5 : s5_claim x) (a c d : nat) :
  x = s7_board (2 + a) 0 (2 + c) (2 + d) -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s7_q6] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s7_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c==0 && d==0: the board of s6 *)
Lemma s7_c64_p35 x (Hs6 : s6_claim x) (a : nat) :
  x = s7_board (2 + a) 1 0 0 -> fst (s7_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q35] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 0 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c==0 && d==1: the board of s6 *)
Lemma s7_c65_p36 x (Hs6 : s6_claim x) (a : nat) :
  x = s7_board (2 + a) 1 0 1 -> fst (s7_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q36] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 1 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s7_c65_p48 x (Hs6 : s6_claim x) (a : nat) :
  x = s7_board (2 + a) 1 0 1 -> fst (s7_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q48] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 1 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c==0 && d>=2: the board of s6 *)
Lemma s7_c66_p37 x (Hs6 : s6_claim x) (a d : nat) :
  x = s7_board (2 + a) 1 0 (2 + d) -> fst (s7_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s7_q37] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c67_L (a : nat) : lmoves (s7_board (2 + a) 1 1 0) = [s7_board (1 + a) 2 1 0; s5_board (2 + a) 2 0; s6_board (2 + a) 1 1].
Proof. unfold s5_board, s6_board, s7_board. tf_options. Qed.
Lemma s7_c67_R (a : nat) : rmoves (s7_board (2 + a) 1 1 0) = [s30_board (2 + a) 1 1 0 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c==1 && d==0 *)
Lemma s7_c67_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 1 1 0 -> fst (s7_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q38] in Hc |- *.
  rewrite tf_game_eq, (s7_c67_L a), (s7_c67_R a); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 1 0 (opt_l _ _ _ (s7_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) 2 0 (opt_l _ _ _ (s7_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) 1 1 (opt_l _ _ _ (s7_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 1 0 0 (opt_r _ _ _ (s7_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  rewrite (s5_p14 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s6_p11 Ho2 ltac:(zlia)).
    rewrite (s30_p110 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s6_p14 Ho2 ltac:(zlia)).
    rewrite (s30_p110 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s7_c68_L (a : nat) : lmoves (s7_board (2 + a) 1 1 1) = [s7_board (1 + a) 2 1 1; s5_board (2 + a) 2 1; s6_board (2 + a) 1 2].
Proof. unfold s5_board, s6_board, s7_board. tf_options. Qed.
Lemma s7_c68_R (a : nat) : rmoves (s7_board (2 + a) 1 1 1) = [s30_board (2 + a) 1 1 1 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c==1 && d==1 *)
Lemma s7_c68_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s7_board (2 + a) 1 1 1 -> fst (s7_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q24] in Hc |- *.
  rewrite tf_game_eq, (s7_c68_L a), (s7_c68_R a); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 1 1 (opt_l _ _ _ (s7_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) 2 1 (opt_l _ _ _ (s7_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) 1 2 (opt_l _ _ _ (s7_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 1 1 0 (opt_r _ _ _ (s7_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p24 Ho0 ltac:(zlia)).
  rewrite (s5_p6 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p97 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s7_c69_L (a d : nat) : lmoves (s7_board (2 + a) 1 1 (2 + d)) = [s7_board (1 + a) 2 1 (2 + d); s5_board (2 + a) 2 (2 + d); s6_board (2 + a) 1 (3 + d)].
Proof. unfold s5_board, s6_board, s7_board. tf_options. Qed.
Lemma s7_c69_R (a d : nat) : rmoves (s7_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s7_c69_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s7_board (2 + a) 1 1 (2 + d) -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c69_L a d), (s7_c69_R a d); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s7_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s7_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s7_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c70_L (a c : nat) : lmoves (s7_board (2 + a) 1 (2 + c) 0) = [s7_board (1 + a) 2 (2 + c) 0; s5_board (2 + a) (3 + c) 0; s7_board (2 + a) 1 (1 + c) 1].
Proof. unfold s5_board, s7_board. tf_options. Qed.
Lemma s7_c70_R (a c : nat) : rmoves (s7_board (2 + a) 1 (2 + c) 0) = [s30_board (2 + a) 1 (2 + c) 0 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s7_c70_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s7_board (2 + a) 1 (2 + c) 0 -> fst (s7_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q38] in Hc |- *.
  rewrite tf_game_eq, (s7_c70_L a c), (s7_c70_R a c); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s7_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s7_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s7_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 0 (opt_r _ _ _ (s7_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  rewrite (s5_p7 Ho1 ltac:(zlia)).
  rewrite (s7_p24 Ho2 ltac:(zlia)).
  rewrite (s30_p45 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c70_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s7_board (2 + a) 1 (2 + c) 0 -> fst (s7_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q41] in Hc |- *.
  rewrite tf_game_eq, (s7_c70_L a c), (s7_c70_R a c); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s7_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s7_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s7_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 0 (opt_r _ _ _ (s7_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p41 Ho0 ltac:(zlia)).
  rewrite (s5_p7 Ho1 ltac:(zlia)).
  rewrite (s7_p40 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s30_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p78 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s7_c71_L (a c : nat) : lmoves (s7_board (2 + a) 1 (2 + c) 1) = [s7_board (1 + a) 2 (2 + c) 1; s5_board (2 + a) (3 + c) 1; s7_board (2 + a) 1 (1 + c) 2].
Proof. unfold s5_board, s7_board. tf_options. Qed.
Lemma s7_c71_R (a c : nat) : rmoves (s7_board (2 + a) 1 (2 + c) 1) = [s30_board (2 + a) 1 (2 + c) 1 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s7_c71_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s7_board (2 + a) 1 (2 + c) 1 -> fst (s7_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s7_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q40] in Hc |- *.
  rewrite tf_game_eq, (s7_c71_L a c), (s7_c71_R a c); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s7_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s7_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s7_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 1 0 (opt_r _ _ _ (s7_c71_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p40 Ho0 ltac:(zlia)).
  rewrite (s5_p6 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  rewrite (s30_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s7_c72_L (a c d : nat) : lmoves (s7_board (2 + a) 1 (2 + c) (2 + d)) = [s7_board (1 + a) 2 (2 + c) (2 + d); s5_board (2 + a) (3 + c) (2 + d); s7_board (2 + a) 1 (1 + c) (3 + d)].
Proof. unfold s5_board, s7_board. tf_options. Qed.
Lemma s7_c72_R (a c d : nat) : rmoves (s7_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s7_c72_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s7_board (2 + a) 1 (2 + c) (2 + d) -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c72_L a c d), (s7_c72_R a c d); cbn [map].
  pose proof (use_s7 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s7_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s7_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s7_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c==0 && d==0: the board of s6 *)
Lemma s7_c73_p22 x (Hs6 : s6_claim x) (a b : nat) :
  x = s7_board (2 + a) (2 + b) 0 0 -> fst (s7_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q22] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s7_c73_p45 x (Hs6 : s6_claim x) (a b : nat) :
  x = s7_board (2 + a) (2 + b) 0 0 -> fst (s7_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s7_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q45] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c==0 && d==1: the board of s6 *)
Lemma s7_c74_p25 x (Hs6 : s6_claim x) (a b : nat) :
  x = s7_board (2 + a) (2 + b) 0 1 -> fst (s7_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s7_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s7_q25] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c==0 && d>=2: the board of s6 *)
Lemma s7_c75_p37 x (Hs6 : s6_claim x) (a b d : nat) :
  x = s7_board (2 + a) (2 + b) 0 (2 + d) -> fst (s7_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s7_q37] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s7_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s7_c76_L (a b : nat) : lmoves (s7_board (2 + a) (2 + b) 1 0) = [s7_board (1 + a) (3 + b) 1 0; s7_board (2 + a) (1 + b) 2 0; s6_board (2 + a) (2 + b) 1].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s7_c76_R (a b : nat) : rmoves (s7_board (2 + a) (2 + b) 1 0) = [s30_board (2 + a) (2 + b) 1 0 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s7_c76_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) 1 0 -> fst (s7_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s7_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q43] in Hc |- *.
  rewrite tf_game_eq, (s7_c76_L a b), (s7_c76_R a b); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s7_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s7_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s7_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 0 0 (opt_r _ _ _ (s7_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s7_p38 Ho1 ltac:(zlia)).
    rewrite (s6_p8 Ho2 ltac:(zlia)).
    rewrite (s30_p61 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s7_p43 Ho1 ltac:(zlia)).
    rewrite (s6_p8 Ho2 ltac:(zlia)).
    rewrite (s30_p61 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s7_c77_L (a b : nat) : lmoves (s7_board (2 + a) (2 + b) 1 1) = [s7_board (1 + a) (3 + b) 1 1; s7_board (2 + a) (1 + b) 2 1; s6_board (2 + a) (2 + b) 2].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s7_c77_R (a b : nat) : rmoves (s7_board (2 + a) (2 + b) 1 1) = [s30_board (2 + a) (2 + b) 1 1 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s7_c77_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s7_board (2 + a) (2 + b) 1 1 -> fst (s7_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s7_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q24] in Hc |- *.
  rewrite tf_game_eq, (s7_c77_L a b), (s7_c77_R a b); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s7_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s7_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s7_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 1 0 (opt_r _ _ _ (s7_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p24 Ho0 ltac:(zlia)).
  rewrite (s7_p40 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  rewrite (s30_p75 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s7_c78_L (a b d : nat) : lmoves (s7_board (2 + a) (2 + b) 1 (2 + d)) = [s7_board (1 + a) (3 + b) 1 (2 + d); s7_board (2 + a) (1 + b) 2 (2 + d); s6_board (2 + a) (2 + b) (3 + d)].
Proof. unfold s6_board, s7_board. tf_options. Qed.
Lemma s7_c78_R (a b d : nat) : rmoves (s7_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s7_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s7_board (2 + a) (2 + b) 1 (2 + d) -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c78_L a b d), (s7_c78_R a b d); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s7_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s7_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s6 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s7_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s7_p6 Ho1 ltac:(zlia)).
  rewrite (s6_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s7_c79_L (a b c : nat) : lmoves (s7_board (2 + a) (2 + b) (2 + c) 0) = [s7_board (1 + a) (3 + b) (2 + c) 0; s7_board (2 + a) (1 + b) (3 + c) 0; s7_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c79_R (a b c : nat) : rmoves (s7_board (2 + a) (2 + b) (2 + c) 0) = [s30_board (2 + a) (2 + b) (2 + c) 0 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s7_c79_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s7_board (2 + a) (2 + b) (2 + c) 0 -> fst (s7_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q41 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q41] in Hc |- *.
  rewrite tf_game_eq, (s7_c79_L a b c), (s7_c79_R a b c); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s7_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s7_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s7_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s7_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p41 Ho0 ltac:(zlia)).
  rewrite (s7_p41 Ho1 ltac:(zlia)).
  rewrite (s7_p40 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s30_p34 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s30_p78 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s7_c79_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s7_board (2 + a) (2 + b) (2 + c) 0 -> fst (s7_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s7_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s7_q43] in Hc |- *.
  rewrite tf_game_eq, (s7_c79_L a b c), (s7_c79_R a b c); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s7_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s7_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s7_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s7_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  rewrite (s7_p41 Ho1 ltac:(zlia)).
  rewrite (s7_p24 Ho2 ltac:(zlia)).
  rewrite (s30_p45 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s7_c80_L (a b c : nat) : lmoves (s7_board (2 + a) (2 + b) (2 + c) 1) = [s7_board (1 + a) (3 + b) (2 + c) 1; s7_board (2 + a) (1 + b) (3 + c) 1; s7_board (2 + a) (2 + b) (1 + c) 2].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c80_R (a b c : nat) : rmoves (s7_board (2 + a) (2 + b) (2 + c) 1) = [s30_board (2 + a) (2 + b) (2 + c) 1 0].
Proof. unfold s30_board, s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s7_c80_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s7_board (2 + a) (2 + b) (2 + c) 1 -> fst (s7_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s7_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s7_q40] in Hc |- *.
  rewrite tf_game_eq, (s7_c80_L a b c), (s7_c80_R a b c); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s7_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s7_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s7_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s7_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s7_p40 Ho0 ltac:(zlia)).
  rewrite (s7_p40 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  rewrite (s30_p23 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s7_c81_L (a b c d : nat) : lmoves (s7_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s7_board (1 + a) (3 + b) (2 + c) (2 + d); s7_board (2 + a) (1 + b) (3 + c) (2 + d); s7_board (2 + a) (2 + b) (1 + c) (3 + d)].
Proof. unfold s7_board. tf_options. Qed.
Lemma s7_c81_R (a b c d : nat) : rmoves (s7_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s7_board. tf_options. Qed.
(* s7 = T^a _ T^b _ T^c _ T^d F^2 on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s7_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s7_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s7_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s7_q6] in Hc |- *.
  rewrite tf_game_eq, (s7_c81_L a b c d), (s7_c81_R a b c d); cbn [map].
  pose proof (use_s7 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s7_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s7 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s7_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s7 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s7_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  rewrite (s7_p6 Ho1 ltac:(zlia)).
  rewrite (s7_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b==0 && c==0: the board of s3 *)
Lemma s8_c1_p1 x (Hs3 : s3_claim x) :
  x = s8_board 0 0 0 -> fst (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q1] in Hc |- *.
  pose proof (Hs3 0 0 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b==0 && c==1: the board of s3 *)
Lemma s8_c2_p1 x (Hs3 : s3_claim x) :
  x = s8_board 0 0 1 -> fst (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q1] in Hc |- *.
  pose proof (Hs3 0 1 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b==0 && c>=2: the board of s3 *)
Lemma s8_c3_p2 x (Hs3 : s3_claim x) (c : nat) :
  x = s8_board 0 0 (2 + c) -> fst (s8_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q2] in Hc |- *.
  pose proof (Hs3 0 (2 + c) ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c4_L : lmoves (s8_board 0 1 0) = [s3_board 0 1].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c4_R : rmoves (s8_board 0 1 0) = [s31_board 0 1 0 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b==1 && c==0 *)
Lemma s8_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 0 1 0 -> fst (s8_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q3] in Hc |- *.
  rewrite tf_game_eq, (s8_c4_L), (s8_c4_R); cbn [map].
  pose proof (use_s3 IH 0 1 (opt_l _ _ _ (s8_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 1 0 0 (opt_r _ _ _ (s8_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  rewrite (s31_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c5_L : lmoves (s8_board 0 1 1) = [s3_board 0 2].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c5_R : rmoves (s8_board 0 1 1) = [s31_board 0 1 1 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b==1 && c==1 *)
Lemma s8_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 0 1 1 -> fst (s8_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q4] in Hc |- *.
  rewrite tf_game_eq, (s8_c5_L), (s8_c5_R); cbn [map].
  pose proof (use_s3 IH 0 2 (opt_l _ _ _ (s8_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 1 1 0 (opt_r _ _ _ (s8_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s8_c6_L (c : nat) : lmoves (s8_board 0 1 (2 + c)) = [s3_board 0 (3 + c)].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c6_R (c : nat) : rmoves (s8_board 0 1 (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b==1 && c>=2 *)
Lemma s8_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 0 1 (2 + c) -> fst (s8_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c6_L c), (s8_c6_R c); cbn [map].
  pose proof (use_s3 IH 0 (3 + c) (opt_l _ _ _ (s8_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c7_L (b : nat) : lmoves (s8_board 0 (2 + b) 0) = [s8_board 0 (1 + b) 1].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c7_R (b : nat) : rmoves (s8_board 0 (2 + b) 0) = [s31_board 0 (2 + b) 0 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b>=2 && c==0 *)
Lemma s8_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) 0 -> fst (s8_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q5] in Hc |- *.
  rewrite tf_game_eq, (s8_c7_L b), (s8_c7_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_l _ _ _ (s8_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s8_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p4 Ho0 ltac:(zlia)).
  rewrite (s31_p10 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) 0 -> fst (s8_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q7] in Hc |- *.
  rewrite tf_game_eq, (s8_c7_L b), (s8_c7_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_l _ _ _ (s8_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s8_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) 0 -> fst (s8_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q8] in Hc |- *.
  rewrite tf_game_eq, (s8_c7_L b), (s8_c7_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_l _ _ _ (s8_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s8_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p12 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) 0 -> fst (s8_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q9] in Hc |- *.
  rewrite tf_game_eq, (s8_c7_L b), (s8_c7_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 1 (opt_l _ _ _ (s8_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 0 0 (opt_r _ _ _ (s8_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c8_L (b : nat) : lmoves (s8_board 0 (2 + b) 1) = [s8_board 0 (1 + b) 2].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c8_R (b : nat) : rmoves (s8_board 0 (2 + b) 1) = [s31_board 0 (2 + b) 1 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b>=2 && c==1 *)
Lemma s8_c8_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 0 (2 + b) 1 -> fst (s8_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s8_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q6] in Hc |- *.
  rewrite tf_game_eq, (s8_c8_L b), (s8_c8_R b); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) 2 (opt_l _ _ _ (s8_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s31 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s8_c8_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s31_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s8_c9_L (b c : nat) : lmoves (s8_board 0 (2 + b) (2 + c)) = [s8_board 0 (1 + b) (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c9_R (b c : nat) : rmoves (s8_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==0 && b>=2 && c>=2 *)
Lemma s8_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 0 (2 + b) (2 + c) -> fst (s8_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c9_L b c), (s8_c9_R b c); cbn [map].
  pose proof (use_s8 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s8_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b==0 && c==0: the board of s3 *)
Lemma s8_c10_p1 x (Hs3 : s3_claim x) :
  x = s8_board 1 0 0 -> fst (s8_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q1] in Hc |- *.
  pose proof (Hs3 1 0 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b==0 && c==1: the board of s3 *)
Lemma s8_c11_p10 x (Hs3 : s3_claim x) :
  x = s8_board 1 0 1 -> fst (s8_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q10] in Hc |- *.
  pose proof (Hs3 1 1 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b==0 && c>=2: the board of s3 *)
Lemma s8_c12_p2 x (Hs3 : s3_claim x) (c : nat) :
  x = s8_board 1 0 (2 + c) -> fst (s8_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q2] in Hc |- *.
  pose proof (Hs3 1 (2 + c) ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c13_L : lmoves (s8_board 1 1 0) = [s8_board 0 2 0; s3_board 1 1].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c13_R : rmoves (s8_board 1 1 0) = [s31_board 1 1 0 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b==1 && c==0 *)
Lemma s8_c13_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 1 1 0 -> fst (s8_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q12] in Hc |- *.
  rewrite tf_game_eq, (s8_c13_L), (s8_c13_R); cbn [map].
  pose proof (use_s8 IH 0 2 0 (opt_l _ _ _ (s8_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 1 (opt_l _ _ _ (s8_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 1 0 0 (opt_r _ _ _ (s8_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  rewrite (s3_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c14_L : lmoves (s8_board 1 1 1) = [s8_board 0 2 1; s3_board 1 2].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c14_R : rmoves (s8_board 1 1 1) = [s31_board 1 1 1 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b==1 && c==1 *)
Lemma s8_c14_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s8_board 1 1 1 -> fst (s8_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q6] in Hc |- *.
  rewrite tf_game_eq, (s8_c14_L), (s8_c14_R); cbn [map].
  pose proof (use_s8 IH 0 2 1 (opt_l _ _ _ (s8_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 2 (opt_l _ _ _ (s8_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 1 1 0 (opt_r _ _ _ (s8_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c15_L (c : nat) : lmoves (s8_board 1 1 (2 + c)) = [s8_board 0 2 (2 + c); s3_board 1 (3 + c)].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c15_R (c : nat) : rmoves (s8_board 1 1 (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b==1 && c>=2 *)
Lemma s8_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s8_board 1 1 (2 + c) -> fst (s8_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c15_L c), (s8_c15_R c); cbn [map].
  pose proof (use_s8 IH 0 2 (2 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (3 + c) (opt_l _ _ _ (s8_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c16_L (b : nat) : lmoves (s8_board 1 (2 + b) 0) = [s8_board 0 (3 + b) 0; s8_board 1 (1 + b) 1].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c16_R (b : nat) : rmoves (s8_board 1 (2 + b) 0) = [s31_board 1 (2 + b) 0 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b>=2 && c==0 *)
Lemma s8_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) 0 -> fst (s8_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q8] in Hc |- *.
  rewrite tf_game_eq, (s8_c16_L b), (s8_c16_R b); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_l _ _ _ (s8_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_l _ _ _ (s8_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s8_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  rewrite (s8_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s8_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) 0 -> fst (s8_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q9] in Hc |- *.
  rewrite tf_game_eq, (s8_c16_L b), (s8_c16_R b); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_l _ _ _ (s8_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_l _ _ _ (s8_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s8_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p9 Ho0 ltac:(zlia)).
  rewrite (s8_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s8_c16_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) 0 -> fst (s8_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q13] in Hc |- *.
  rewrite tf_game_eq, (s8_c16_L b), (s8_c16_R b); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 0 (opt_l _ _ _ (s8_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 1 (opt_l _ _ _ (s8_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) 0 0 (opt_r _ _ _ (s8_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  rewrite (s8_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p17 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s8_c17_L (b : nat) : lmoves (s8_board 1 (2 + b) 1) = [s8_board 0 (3 + b) 1; s8_board 1 (1 + b) 2].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c17_R (b : nat) : rmoves (s8_board 1 (2 + b) 1) = [s31_board 1 (2 + b) 1 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b>=2 && c==1 *)
Lemma s8_c17_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s8_board 1 (2 + b) 1 -> fst (s8_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s8_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q6] in Hc |- *.
  rewrite tf_game_eq, (s8_c17_L b), (s8_c17_R b); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) 1 (opt_l _ _ _ (s8_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) 2 (opt_l _ _ _ (s8_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s8_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c18_L (b c : nat) : lmoves (s8_board 1 (2 + b) (2 + c)) = [s8_board 0 (3 + b) (2 + c); s8_board 1 (1 + b) (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c18_R (b c : nat) : rmoves (s8_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a==1 && b>=2 && c>=2 *)
Lemma s8_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s8_board 1 (2 + b) (2 + c) -> fst (s8_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c18_L b c), (s8_c18_R b c); cbn [map].
  pose proof (use_s8 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s8_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==0 && c==0: the board of s3 *)
Lemma s8_c19_p11 x (Hs3 : s3_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q11] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c19_p15 x (Hs3 : s3_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q15] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c19_p17 x (Hs3 : s3_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q17] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s8_c19_p19 x (Hs3 : s3_claim x) (a : nat) :
  x = s8_board (2 + a) 0 0 -> fst (s8_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s8_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q19] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==0 && c==1: the board of s3 *)
Lemma s8_c20_p10 x (Hs3 : s3_claim x) (a : nat) :
  x = s8_board (2 + a) 0 1 -> fst (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s8_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s8_q10] in Hc |- *.
  pose proof (Hs3 (2 + a) 1 ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==0 && c>=2: the board of s3 *)
Lemma s8_c21_p2 x (Hs3 : s3_claim x) (a c : nat) :
  x = s8_board (2 + a) 0 (2 + c) -> fst (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s8_q2] in Hc |- *.
  pose proof (Hs3 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s8_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s8_c22_L (a : nat) : lmoves (s8_board (2 + a) 1 0) = [s8_board (1 + a) 2 0; s3_board (2 + a) 1].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c22_R (a : nat) : rmoves (s8_board (2 + a) 1 0) = [s31_board (2 + a) 1 0 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==1 && c==0 *)
Lemma s8_c22_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 0 -> fst (s8_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q12] in Hc |- *.
  rewrite tf_game_eq, (s8_c22_L a), (s8_c22_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 0 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) 1 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_r _ _ _ (s8_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p13 Ho0 ltac:(zlia)).
  rewrite (s3_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c22_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 0 -> fst (s8_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q14] in Hc |- *.
  rewrite tf_game_eq, (s8_c22_L a), (s8_c22_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 0 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) 1 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_r _ _ _ (s8_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p13 Ho0 ltac:(zlia)).
  rewrite (s3_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c22_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 0 -> fst (s8_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q16] in Hc |- *.
  rewrite tf_game_eq, (s8_c22_L a), (s8_c22_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 0 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) 1 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_r _ _ _ (s8_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p13 Ho0 ltac:(zlia)).
  rewrite (s3_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s8_c22_p18 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 0 -> fst (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s8_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q18] in Hc |- *.
  rewrite tf_game_eq, (s8_c22_L a), (s8_c22_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 0 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) 1 (opt_l _ _ _ (s8_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 1 0 0 (opt_r _ _ _ (s8_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p13 Ho0 ltac:(zlia)).
  rewrite (s3_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p23 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s8_c23_L (a : nat) : lmoves (s8_board (2 + a) 1 1) = [s8_board (1 + a) 2 1; s3_board (2 + a) 2].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c23_R (a : nat) : rmoves (s8_board (2 + a) 1 1) = [s31_board (2 + a) 1 1 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==1 && c==1 *)
Lemma s8_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s8_board (2 + a) 1 1 -> fst (s8_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s8_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q6] in Hc |- *.
  rewrite tf_game_eq, (s8_c23_L a), (s8_c23_R a); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 1 (opt_l _ _ _ (s8_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) 2 (opt_l _ _ _ (s8_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) 1 1 0 (opt_r _ _ _ (s8_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c24_L (a c : nat) : lmoves (s8_board (2 + a) 1 (2 + c)) = [s8_board (1 + a) 2 (2 + c); s3_board (2 + a) (3 + c)].
Proof. unfold s3_board, s8_board. tf_options. Qed.
Lemma s8_c24_R (a c : nat) : rmoves (s8_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b==1 && c>=2 *)
Lemma s8_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s8_board (2 + a) 1 (2 + c) -> fst (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c24_L a c), (s8_c24_R a c); cbn [map].
  pose proof (use_s8 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (3 + c) (opt_l _ _ _ (s8_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s8_c25_L (a b : nat) : lmoves (s8_board (2 + a) (2 + b) 0) = [s8_board (1 + a) (3 + b) 0; s8_board (2 + a) (1 + b) 1].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c25_R (a b : nat) : rmoves (s8_board (2 + a) (2 + b) 0) = [s31_board (2 + a) (2 + b) 0 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==0 *)
Lemma s8_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 -> fst (s8_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q9] in Hc |- *.
  rewrite tf_game_eq, (s8_c25_L a b), (s8_c25_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s8_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s8_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s8_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p9 Ho0 ltac:(zlia)).
  rewrite (s8_p6 Ho1 ltac:(zlia)).
  rewrite (s31_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s8_c25_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 0 -> fst (s8_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s8_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s8_q13] in Hc |- *.
  rewrite tf_game_eq, (s8_c25_L a b), (s8_c25_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s8_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s8_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s8_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s8_p8 Ho0 ltac:(zlia)).
    rewrite (s8_p6 Ho1 ltac:(zlia)).
    rewrite (s31_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s8_p9 Ho0 ltac:(zlia)).
    rewrite (s8_p6 Ho1 ltac:(zlia)).
    rewrite (s31_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s8_c26_L (a b : nat) : lmoves (s8_board (2 + a) (2 + b) 1) = [s8_board (1 + a) (3 + b) 1; s8_board (2 + a) (1 + b) 2].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c26_R (a b : nat) : rmoves (s8_board (2 + a) (2 + b) 1) = [s31_board (2 + a) (2 + b) 1 0].
Proof. unfold s31_board, s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c==1 *)
Lemma s8_c26_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s8_board (2 + a) (2 + b) 1 -> fst (s8_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s8_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s8_q6] in Hc |- *.
  rewrite tf_game_eq, (s8_c26_L a b), (s8_c26_R a b); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s8_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s8_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s8_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p9 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s8_c27_L (a b c : nat) : lmoves (s8_board (2 + a) (2 + b) (2 + c)) = [s8_board (1 + a) (3 + b) (2 + c); s8_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s8_board. tf_options. Qed.
Lemma s8_c27_R (a b c : nat) : rmoves (s8_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s8_board. tf_options. Qed.
(* s8 = T^a _ T^b _ T^c F^2 _ on a>=2 && b>=2 && c>=2 *)
Lemma s8_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s8_board (2 + a) (2 + b) (2 + c) -> fst (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s8_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s8_q2] in Hc |- *.
  rewrite tf_game_eq, (s8_c27_L a b c), (s8_c27_R a b c); cbn [map].
  pose proof (use_s8 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s8 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s8_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  rewrite (s8_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s9_c1_L : lmoves (s9_board 0) = [].
Proof. unfold s9_board. tf_options. Qed.
Lemma s9_c1_R : rmoves (s9_board 0) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a F _^3 on a==0 *)
Lemma s9_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 0 -> fst (s9_q1 (Z.of_nat 0)) -> tf_game x == snd (s9_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s9_q1] in Hc |- *.
  rewrite tf_game_eq, (s9_c1_L), (s9_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s9_c2_L : lmoves (s9_board 1) = [strip [(1, 1)] ([]) [(1, 2)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s9_c2_R : rmoves (s9_board 1) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a F _^3 on a==1 *)
Lemma s9_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s9_board 1 -> fst (s9_q1 (Z.of_nat 1)) -> tf_game x == snd (s9_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s9_q1] in Hc |- *.
  rewrite tf_game_eq, (s9_c2_L), (s9_c2_R); cbn [map].
  rewrite (tf_norm_blank (s9_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s9_c3_L (a : nat) : lmoves (s9_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]].
Proof. unfold s9_board, strip. tf_options. Qed.
Lemma s9_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]) (s10_board (1 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s9_c3_R (a : nat) : rmoves (s9_board (2 + a)) = [].
Proof. unfold s9_board. tf_options. Qed.
(* s9 = T^a F _^3 on a>=2 *)
Lemma s9_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s9_board (2 + a) -> fst (s9_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s9_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s9_q1] in Hc |- *.
  rewrite tf_game_eq, (s9_c3_L a), (s9_c3_R a); cbn [map].
  rewrite (tf_norm_game (s9_c3_L1 a)).
  pose proof (use_s10 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s9_c3_L a) ltac:(cbn [In]; left; reflexivity) (s9_c3_L1 a))) as Ho0.
  rewrite (s10_p1 Ho0 I).
  rewrite (s10_p1_add (Z.of_nat (1 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s10_c1_L : lmoves (s10_board 0 0) = [].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c1_R : rmoves (s10_board 0 0) = [strip [(0, 1)] ([E; E; E]) []].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c1_R1 : tf_norm (strip [(0, 1)] ([E; E; E]) []) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b F _^2 on a==0 && b==0 *)
Lemma s10_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 0 0 -> fst (s10_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s10_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c1_L), (s10_c1_R); cbn [map].
  rewrite (tf_norm_blank (s10_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c2_L : lmoves (s10_board 0 1) = [strip [(2, 1)] ([]) [(1, 1)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c2_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s10_c2_R : rmoves (s10_board 0 1) = [strip [(0, 1)] ([]) [(1, 3)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 3)]) (repeat E 3) (3).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 3)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b F _^2 on a==0 && b==1 *)
Lemma s10_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 0 1 -> fst (s10_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s10_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c2_L), (s10_c2_R); cbn [map].
  rewrite (tf_norm_blank (s10_c2_L1)).
  rewrite (tf_norm_blank (s10_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c3_L (b : nat) : lmoves (s10_board 0 (2 + b)) = [strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c3_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s12_board 0 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c3_R (b : nat) : rmoves (s10_board 0 (2 + b)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b F _^2 on a==0 && b>=2 *)
Lemma s10_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 0 (2 + b) -> fst (s10_q1 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s10_q1 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c3_L b), (s10_c3_R b); cbn [map].
  rewrite (tf_norm_game (s10_c3_L1 b)).
  pose proof (use_s12 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s10_c3_L b) ltac:(cbn [In]; left; reflexivity) (s10_c3_L1 b))) as Ho0.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s10_c4_L : lmoves (s10_board 1 0) = [s10_board 0 1].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c4_R : rmoves (s10_board 1 0) = [s9_board 1].
Proof. unfold s10_board, s9_board. tf_options. Qed.
(* s10 = T^a _ T^b F _^2 on a==1 && b==0 *)
Lemma s10_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 1 0 -> fst (s10_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s10_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c4_L), (s10_c4_R); cbn [map].
  pose proof (use_s10 IH 0 1 (opt_l _ _ _ (s10_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH 1 (opt_r _ _ _ (s10_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s9_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c5_L : lmoves (s10_board 1 1) = [s10_board 0 2; strip [] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c5_L2 : tf_norm (strip [] ([T; E; E; F]) [(1, 1)]) (s11_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c5_R : rmoves (s10_board 1 1) = [strip [] ([T; F]) [(1, 3)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 3)]) (s9_board 1) (3).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 3)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b F _^2 on a==1 && b==1 *)
Lemma s10_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s10_board 1 1 -> fst (s10_q1 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s10_q1 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c5_L), (s10_c5_R); cbn [map].
  pose proof (use_s10 IH 0 2 (opt_l _ _ _ (s10_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s10_c5_L2)).
  pose proof (use_s11 IH 1 0 (opt_norm_l _ _ _ _ _ (s10_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s10_c5_R1)).
  pose proof (use_s9 IH 1 (opt_norm_r _ _ _ _ _ (s10_c5_R) ltac:(cbn [In]; left; reflexivity) (s10_c5_R1))) as Ho2.
  rewrite (s10_p1 Ho0 I).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s9_p1 Ho2 I).
  rewrite (s9_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c6_L (b : nat) : lmoves (s10_board 1 (2 + b)) = [s10_board 0 (3 + b); strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s12_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c6_R (b : nat) : rmoves (s10_board 1 (2 + b)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b F _^2 on a==1 && b>=2 *)
Lemma s10_c6_p1 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s10_board 1 (2 + b) -> fst (s10_q1 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s10_q1 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c6_L b), (s10_c6_R b); cbn [map].
  pose proof (use_s10 IH 0 (3 + b) (opt_l _ _ _ (s10_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s10_c6_L2 b)).
  pose proof (use_s12 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s10_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c6_L2 b))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s10_c7_L (a : nat) : lmoves (s10_board (2 + a) 0) = [s10_board (1 + a) 1].
Proof. unfold s10_board. tf_options. Qed.
Lemma s10_c7_R (a : nat) : rmoves (s10_board (2 + a) 0) = [s9_board (2 + a)].
Proof. unfold s10_board, s9_board. tf_options. Qed.
(* s10 = T^a _ T^b F _^2 on a>=2 && b==0 *)
Lemma s10_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s10_board (2 + a) 0 -> fst (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c7_L a), (s10_c7_R a); cbn [map].
  pose proof (use_s10 IH (1 + a) 1 (opt_l _ _ _ (s10_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s9 IH (2 + a) (opt_r _ _ _ (s10_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s9_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c8_L (a : nat) : lmoves (s10_board (2 + a) 1) = [s10_board (1 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]) (s11_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c8_R (a : nat) : rmoves (s10_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 3)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 3)]) (s9_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 3)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s10 = T^a _ T^b F _^2 on a>=2 && b==1 *)
Lemma s10_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s10_board (2 + a) 1 -> fst (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c8_L a), (s10_c8_R a); cbn [map].
  pose proof (use_s10 IH (1 + a) 2 (opt_l _ _ _ (s10_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s10_c8_L2 a)).
  pose proof (use_s11 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s10_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s10_c8_R1 a)).
  pose proof (use_s9 IH (2 + a) (opt_norm_r _ _ _ _ _ (s10_c8_R a) ltac:(cbn [In]; left; reflexivity) (s10_c8_R1 a))) as Ho2.
  rewrite (s10_p1 Ho0 I).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s9_p1 Ho2 I).
  rewrite (s9_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s10_c9_L (a b : nat) : lmoves (s10_board (2 + a) (2 + b)) = [s10_board (1 + a) (3 + b); strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s10_board, strip. tf_options. Qed.
Lemma s10_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s12_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s10_c9_R (a b : nat) : rmoves (s10_board (2 + a) (2 + b)) = [].
Proof. unfold s10_board. tf_options. Qed.
(* s10 = T^a _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s10_c9_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s10_board (2 + a) (2 + b) -> fst (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s10_q1 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s10_q1] in Hc |- *.
  rewrite tf_game_eq, (s10_c9_L a b), (s10_c9_R a b); cbn [map].
  pose proof (use_s10 IH (1 + a) (3 + b) (opt_l _ _ _ (s10_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s10_c9_L2 a b)).
  pose proof (use_s12 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s10_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s10_c9_L2 a b))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s11_c1_L : lmoves (s11_board 0 0) = [].
Proof. unfold s11_board. tf_options. Qed.
Lemma s11_c1_R : rmoves (s11_board 0 0) = [strip [(1, 1)] ([E; E]) []].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c1_R1 : tf_norm (strip [(1, 1)] ([E; E]) []) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^2 T^b F _ on a==0 && b==0 *)
Lemma s11_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 0 0 -> fst (s11_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c1_L), (s11_c1_R); cbn [map].
  rewrite (tf_norm_blank (s11_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c2_L : lmoves (s11_board 0 1) = [strip [(3, 1)] ([]) [(1, 0)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c2_L1 : tf_norm (strip [(3, 1)] ([]) [(1, 0)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(3, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s11_c2_R : rmoves (s11_board 0 1) = [strip [(1, 1)] ([]) [(1, 2)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c2_R1 : tf_norm (strip [(1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^2 T^b F _ on a==0 && b==1 *)
Lemma s11_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 0 1 -> fst (s11_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c2_L), (s11_c2_R); cbn [map].
  rewrite (tf_norm_blank (s11_c2_L1)).
  rewrite (tf_norm_blank (s11_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c3_L (b : nat) : lmoves (s11_board 0 (2 + b)) = [strip [] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c3_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s14_board 0 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c3_R (b : nat) : rmoves (s11_board 0 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F _ on a==0 && b>=2 *)
Lemma s11_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 0 (2 + b) -> fst (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s11_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c3_L b), (s11_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s11_c3_L1 b)).
  pose proof (use_s14 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s11_c3_L b) ltac:(cbn [In]; left; reflexivity) (s11_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s14_p1 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s14_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s14_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s14_p11 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s11_c4_L : lmoves (s11_board 1 0) = [s12_board 0 1 0].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c4_R : rmoves (s11_board 1 0) = [s10_board 1 0].
Proof. unfold s10_board, s11_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F _ on a==1 && b==0 *)
Lemma s11_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 1 0 -> fst (s11_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c4_L), (s11_c4_R); cbn [map].
  pose proof (use_s12 IH 0 1 0 (opt_l _ _ _ (s11_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 1 0 (opt_r _ _ _ (s11_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c5_L : lmoves (s11_board 1 1) = [s12_board 0 1 1; strip [] ([T; E; E; E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s11_c5_L2 : tf_norm (strip [] ([T; E; E; E; F]) [(1, 0)]) (s13_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c5_R : rmoves (s11_board 1 1) = [strip [] ([T; E; F]) [(1, 2)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c5_R1 : tf_norm (strip [] ([T; E; F]) [(1, 2)]) (s10_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^2 T^b F _ on a==1 && b==1 *)
Lemma s11_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s11_board 1 1 -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c5_L), (s11_c5_R); cbn [map].
  pose proof (use_s12 IH 0 1 1 (opt_l _ _ _ (s11_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s11_c5_L2)).
  pose proof (use_s13 IH 1 0 (opt_norm_l _ _ _ _ _ (s11_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s11_c5_R1)).
  pose proof (use_s10 IH 1 0 (opt_norm_r _ _ _ _ _ (s11_c5_R) ltac:(cbn [In]; left; reflexivity) (s11_c5_R1))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c6_L (b : nat) : lmoves (s11_board 1 (2 + b)) = [s12_board 0 1 (2 + b); strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s11_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s14_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c6_R (b : nat) : rmoves (s11_board 1 (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F _ on a==1 && b>=2 *)
Lemma s11_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s11_board 1 (2 + b) -> fst (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s11_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c6_L b), (s11_c6_R b); cbn [map].
  pose proof (use_s12 IH 0 1 (2 + b) (opt_l _ _ _ (s11_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s11_c6_L2 b)).
  pose proof (use_s14 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s11_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c6_L2 b))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s14_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s11_c7_L (a : nat) : lmoves (s11_board (2 + a) 0) = [s12_board (1 + a) 1 0].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c7_R (a : nat) : rmoves (s11_board (2 + a) 0) = [s10_board (2 + a) 0].
Proof. unfold s10_board, s11_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F _ on a>=2 && b==0 *)
Lemma s11_c7_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 0 -> fst (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s11_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s11_q1] in Hc |- *.
  rewrite tf_game_eq, (s11_c7_L a), (s11_c7_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 0 (opt_l _ _ _ (s11_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH (2 + a) 0 (opt_r _ _ _ (s11_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c8_L (a : nat) : lmoves (s11_board (2 + a) 1) = [s12_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s11_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 0)]) (s13_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c8_R (a : nat) : rmoves (s11_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; F]) [(1, 2)]].
Proof. unfold s11_board, strip. tf_options. Qed.
Lemma s11_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 2)]) (s10_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s11 = T^a _^2 T^b F _ on a>=2 && b==1 *)
Lemma s11_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 1 -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c8_L a), (s11_c8_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 1 (opt_l _ _ _ (s11_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s11_c8_L2 a)).
  pose proof (use_s13 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s11_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s11_c8_R1 a)).
  pose proof (use_s10 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s11_c8_R a) ltac:(cbn [In]; left; reflexivity) (s11_c8_R1 a))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c9_L (a b : nat) : lmoves (s11_board (2 + a) (2 + b)) = [s12_board (1 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s11_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s14_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s11_c9_R (a b : nat) : rmoves (s11_board (2 + a) (2 + b)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s11_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s11_board (2 + a) (2 + b) -> fst (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s11_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s11_q2] in Hc |- *.
  rewrite tf_game_eq, (s11_c9_L a b), (s11_c9_R a b); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s11_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s11_c9_L2 a b)).
  pose proof (use_s14 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s11_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s11_c9_L2 a b))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s14_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s14_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s11 *)
Lemma s12_c1_p1 x (Hs11 : s11_claim x) :
  x = s12_board 0 0 0 -> fst (s12_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s11 *)
Lemma s12_c2_p2 x (Hs11 : s11_claim x) :
  x = s12_board 0 0 1 -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q2] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s11 *)
Lemma s12_c3_p2 x (Hs11 : s11_claim x) (c : nat) :
  x = s12_board 0 0 (2 + c) -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q2] in Hc |- *.
  pose proof (Hs11 0 (2 + c) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c4_L : lmoves (s12_board 0 1 0) = [s11_board 0 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c4_R : rmoves (s12_board 0 1 0) = [s10_board 0 1].
Proof. unfold s10_board, s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s12_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 1 0 -> fst (s12_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q3] in Hc |- *.
  rewrite tf_game_eq, (s12_c4_L), (s12_c4_R); cbn [map].
  pose proof (use_s11 IH 0 1 (opt_l _ _ _ (s12_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 0 1 (opt_r _ _ _ (s12_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c5_L : lmoves (s12_board 0 1 1) = [s11_board 0 2; strip [] ([E; T; E; E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s12_c5_L2 : tf_norm (strip [] ([E; T; E; E; F]) [(1, 0)]) (s15_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c5_R : rmoves (s12_board 0 1 1) = [strip [] ([E; T; F]) [(1, 2)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c5_R1 : tf_norm (strip [] ([E; T; F]) [(1, 2)]) (s10_board 0 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s12_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 1 1 -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c5_L), (s12_c5_R); cbn [map].
  pose proof (use_s11 IH 0 2 (opt_l _ _ _ (s12_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c5_L2)).
  pose proof (use_s15 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s12_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s12_c5_R1)).
  pose proof (use_s10 IH 0 1 (opt_norm_r _ _ _ _ _ (s12_c5_R) ltac:(cbn [In]; left; reflexivity) (s12_c5_R1))) as Ho2.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c6_L (c : nat) : lmoves (s12_board 0 1 (2 + c)) = [s11_board 0 (3 + c); strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s12_c6_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c6_R (c : nat) : rmoves (s12_board 0 1 (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s12_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s12_board 0 1 (2 + c) -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c6_L c), (s12_c6_R c); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) (opt_l _ _ _ (s12_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c6_L2 c)).
  pose proof (use_s16 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s12_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c6_L2 c))) as Ho1.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p19 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s12_c7_L (b : nat) : lmoves (s12_board 0 (2 + b) 0) = [s12_board 0 (1 + b) 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c7_R (b : nat) : rmoves (s12_board 0 (2 + b) 0) = [s10_board 0 (2 + b)].
Proof. unfold s10_board, s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s12_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 0 -> fst (s12_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q3] in Hc |- *.
  rewrite tf_game_eq, (s12_c7_L b), (s12_c7_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 (opt_l _ _ _ (s12_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s10 IH 0 (2 + b) (opt_r _ _ _ (s12_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s10_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c8_L (b : nat) : lmoves (s12_board 0 (2 + b) 1) = [s12_board 0 (1 + b) 2; strip [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c8_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s15_board 0 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c8_R (b : nat) : rmoves (s12_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s10_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s12_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 1 -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c8_L b), (s12_c8_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 2 (opt_l _ _ _ (s12_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c8_L2 b)).
  pose proof (use_s15 IH 0 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s12_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s12_c8_R1 b)).
  pose proof (use_s10 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s12_c8_R b) ltac:(cbn [In]; left; reflexivity) (s12_c8_R1 b))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  rewrite (s10_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c9_L (b c : nat) : lmoves (s12_board 0 (2 + b) (2 + c)) = [s12_board 0 (1 + b) (3 + c); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c9_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c9_R (b c : nat) : rmoves (s12_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s12_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s12_board 0 (2 + b) (2 + c) -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c9_L b c), (s12_c9_R b c); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s12_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s12_c9_L2 b c)).
  pose proof (use_s16 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s12_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s12_c9_L2 b c))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s16_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s11 *)
Lemma s12_c10_p1 x (Hs11 : s11_claim x) :
  x = s12_board 1 0 0 -> fst (s12_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q1] in Hc |- *.
  pose proof (Hs11 1 0 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s11 *)
Lemma s12_c11_p2 x (Hs11 : s11_claim x) :
  x = s12_board 1 0 1 -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q2] in Hc |- *.
  pose proof (Hs11 1 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s11 *)
Lemma s12_c12_p2 x (Hs11 : s11_claim x) (c : nat) :
  x = s12_board 1 0 (2 + c) -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q2] in Hc |- *.
  pose proof (Hs11 1 (2 + c) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c13_L : lmoves (s12_board 1 1 0) = [s12_board 0 2 0; s11_board 1 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c13_R : rmoves (s12_board 1 1 0) = [s10_board 1 1].
Proof. unfold s10_board, s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s12_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 1 0 -> fst (s12_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q3] in Hc |- *.
  rewrite tf_game_eq, (s12_c13_L), (s12_c13_R); cbn [map].
  pose proof (use_s12 IH 0 2 0 (opt_l _ _ _ (s12_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 1 (opt_l _ _ _ (s12_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 1 (opt_r _ _ _ (s12_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c14_L : lmoves (s12_board 1 1 1) = [s12_board 0 2 1; s11_board 1 2; strip [] ([T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s12_c14_L3 : tf_norm (strip [] ([T; E; T; E; E; F]) [(1, 0)]) (s15_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c14_R : rmoves (s12_board 1 1 1) = [strip [] ([T; E; T; F]) [(1, 2)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c14_R1 : tf_norm (strip [] ([T; E; T; F]) [(1, 2)]) (s10_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s12_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 1 1 -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c14_L), (s12_c14_R); cbn [map].
  pose proof (use_s12 IH 0 2 1 (opt_l _ _ _ (s12_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 (opt_l _ _ _ (s12_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s12_c14_L3)).
  pose proof (use_s15 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s12_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s12_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s12_c14_R1)).
  pose proof (use_s10 IH 1 1 (opt_norm_r _ _ _ _ _ (s12_c14_R) ltac:(cbn [In]; left; reflexivity) (s12_c14_R1))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p1 Ho3 I).
  rewrite (s10_p1_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c15_L (c : nat) : lmoves (s12_board 1 1 (2 + c)) = [s12_board 0 2 (2 + c); s11_board 1 (3 + c); strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s11_board, s12_board, strip. tf_options. Qed.
Lemma s12_c15_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c15_R (c : nat) : rmoves (s12_board 1 1 (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s12_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s12_board 1 1 (2 + c) -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c15_L c), (s12_c15_R c); cbn [map].
  pose proof (use_s12 IH 0 2 (2 + c) (opt_l _ _ _ (s12_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) (opt_l _ _ _ (s12_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s12_c15_L3 c)).
  pose proof (use_s16 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s12_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s12_c15_L3 c))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s16_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s12_c16_L (b : nat) : lmoves (s12_board 1 (2 + b) 0) = [s12_board 0 (3 + b) 0; s12_board 1 (1 + b) 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c16_R (b : nat) : rmoves (s12_board 1 (2 + b) 0) = [s10_board 1 (2 + b)].
Proof. unfold s10_board, s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s12_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 0 -> fst (s12_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s12_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s12_q3] in Hc |- *.
  rewrite tf_game_eq, (s12_c16_L b), (s12_c16_R b); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 0 (opt_l _ _ _ (s12_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 1 (opt_l _ _ _ (s12_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 1 (2 + b) (opt_r _ _ _ (s12_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c17_L (b : nat) : lmoves (s12_board 1 (2 + b) 1) = [s12_board 0 (3 + b) 1; s12_board 1 (1 + b) 2; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c17_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s15_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c17_R (b : nat) : rmoves (s12_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s10_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s12_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 1 -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c17_L b), (s12_c17_R b); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 1 (opt_l _ _ _ (s12_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 2 (opt_l _ _ _ (s12_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s12_c17_L3 b)).
  pose proof (use_s15 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s12_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s12_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s12_c17_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s12_c17_R b) ltac:(cbn [In]; left; reflexivity) (s12_c17_R1 b))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p1 Ho3 I).
  rewrite (s10_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c18_L (b c : nat) : lmoves (s12_board 1 (2 + b) (2 + c)) = [s12_board 0 (3 + b) (2 + c); s12_board 1 (1 + b) (3 + c); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s12_board, strip. tf_options. Qed.
Lemma s12_c18_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s12_c18_R (b c : nat) : rmoves (s12_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s12_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s12_board 1 (2 + b) (2 + c) -> fst (s12_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s12_q2] in Hc |- *.
  rewrite tf_game_eq, (s12_c18_L b c), (s12_c18_R b c); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s12_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s12_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s12_c18_L3 b c)).
  pose proof (use_s16 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s12_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s12_c18_L3 b c))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s16_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s11 *)
Lemma s12_c19_p1 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 -> fst (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q1] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s11 *)
Lemma s12_c20_p2 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 1 -> fst (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q2] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s11 *)
Lemma s12_c21_p2 x (Hs11 : s11_claim x) (a c : nat) :
  x = s12_board (2 + a) 0 (2 + c) -> fst (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s12_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q2] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

