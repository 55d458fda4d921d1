(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c==1 && d==0: the board of s5 *)
Lemma s21_c67_p40 x (Hs5 : s5_claim x) (a : nat) :
  x = s21_board (2 + a) 1 1 0 -> fst (s21_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q40] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 1 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c67_p55 x (Hs5 : s5_claim x) (a : nat) :
  x = s21_board (2 + a) 1 1 0 -> fst (s21_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q55] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 1 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c68_L (a : nat) : lmoves (s21_board (2 + a) 1 1 1) = [s25_board (1 + a) 1 1 1 1; s20_board (2 + a) 2 1].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c68_R (a : nat) : rmoves (s21_board (2 + a) 1 1 1) = [s28_board (2 + a) 1 1 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s21_c68_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s21_board (2 + a) 1 1 1 -> fst (s21_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q53] in Hc |- *.
  rewrite tf_game_eq, (s21_c68_L a), (s21_c68_R a); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s21_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 2 1 (opt_l _ _ _ (s21_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 1 1 (opt_r _ _ _ (s21_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s25_p68 Ho0 ltac:(zlia)).
    rewrite (s20_p6 Ho1 ltac:(zlia)).
    rewrite (s28_p43 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s25_p87 Ho0 ltac:(zlia)).
    rewrite (s20_p6 Ho1 ltac:(zlia)).
    rewrite (s28_p43 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s21_c69_L (a d : nat) : lmoves (s21_board (2 + a) 1 1 (2 + d)) = [s25_board (1 + a) 1 1 1 (2 + d); s20_board (2 + a) 2 (2 + d)].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c69_R (a d : nat) : rmoves (s21_board (2 + a) 1 1 (2 + d)) = [s28_board (2 + a) 1 1 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s21_c69_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s21_board (2 + a) 1 1 (2 + d) -> fst (s21_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q46] in Hc |- *.
  rewrite tf_game_eq, (s21_c69_L a d), (s21_c69_R a d); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s21_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s21_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s21_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  rewrite (s28_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c>=2 && d==0: the board of s5 *)
Lemma s21_c70_p16 x (Hs5 : s5_claim x) (a c : nat) :
  x = s21_board (2 + a) 1 (2 + c) 0 -> fst (s21_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q16] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c71_L (a c : nat) : lmoves (s21_board (2 + a) 1 (2 + c) 1) = [s25_board (1 + a) 1 1 (2 + c) 1; s20_board (2 + a) (3 + c) 1].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c71_R (a c : nat) : rmoves (s21_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s21_c71_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s21_board (2 + a) 1 (2 + c) 1 -> fst (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c71_L a c), (s21_c71_R a c); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s21_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s21_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s21_c72_L (a c d : nat) : lmoves (s21_board (2 + a) 1 (2 + c) (2 + d)) = [s25_board (1 + a) 1 1 (2 + c) (2 + d); s20_board (2 + a) (3 + c) (2 + d)].
Proof. unfold s20_board, s21_board, s25_board. tf_options. Qed.
Lemma s21_c72_R (a c d : nat) : rmoves (s21_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s21_c72_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s21_board (2 + a) 1 (2 + c) (2 + d) -> fst (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c72_L a c d), (s21_c72_R a c d); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s21_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p6 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s5 *)
Lemma s21_c73_p38 x (Hs5 : s5_claim x) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 0 0 -> fst (s21_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q38] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c73_p47 x (Hs5 : s5_claim x) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 0 0 -> fst (s21_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q47] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s21_c74_L (a b : nat) : lmoves (s21_board (2 + a) (2 + b) 0 1) = [s25_board (1 + a) 1 (2 + b) 0 1; s21_board (2 + a) (1 + b) 1 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c74_R (a b : nat) : rmoves (s21_board (2 + a) (2 + b) 0 1) = [s28_board (2 + a) (2 + b) 0 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s21_c74_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 0 1 -> fst (s21_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q21] in Hc |- *.
  rewrite tf_game_eq, (s21_c74_L a b), (s21_c74_R a b); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 (2 + b) 0 1 (opt_l _ _ _ (s21_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s21_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s21_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s25_p69 Ho0 ltac:(zlia)).
    rewrite (s21_p53 Ho1 ltac:(zlia)).
    rewrite (s28_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p88 Ho0 ltac:(zlia)).
    rewrite (s21_p53 Ho1 ltac:(zlia)).
    rewrite (s28_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s21_c74_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 0 1 -> fst (s21_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q48] in Hc |- *.
  rewrite tf_game_eq, (s21_c74_L a b), (s21_c74_R a b); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 (2 + b) 0 1 (opt_l _ _ _ (s21_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s21_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s21_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p34 Ho0 ltac:(zlia)).
  rewrite (s21_p45 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c75_L (a b d : nat) : lmoves (s21_board (2 + a) (2 + b) 0 (2 + d)) = [s25_board (1 + a) 1 (2 + b) 0 (2 + d); s21_board (2 + a) (1 + b) 1 (2 + d)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c75_R (a b d : nat) : rmoves (s21_board (2 + a) (2 + b) 0 (2 + d)) = [s28_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s21_c75_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s21_board (2 + a) (2 + b) 0 (2 + d) -> fst (s21_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q49] in Hc |- *.
  rewrite tf_game_eq, (s21_c75_L a b d), (s21_c75_R a b d); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s21_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s21_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s21_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p38 Ho0 ltac:(zlia)).
  rewrite (s21_p46 Ho1 ltac:(zlia)).
  rewrite (s28_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c==1 && d==0: the board of s5 *)
Lemma s21_c76_p44 x (Hs5 : s5_claim x) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 1 0 -> fst (s21_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q44] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s21_c77_L (a b : nat) : lmoves (s21_board (2 + a) (2 + b) 1 1) = [s25_board (1 + a) 1 (2 + b) 1 1; s21_board (2 + a) (1 + b) 2 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c77_R (a b : nat) : rmoves (s21_board (2 + a) (2 + b) 1 1) = [s28_board (2 + a) (2 + b) 1 1].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s21_c77_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 1 1 -> fst (s21_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q45] in Hc |- *.
  rewrite tf_game_eq, (s21_c77_L a b), (s21_c77_R a b); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s21_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s21_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s21_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s28_p47 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c78_L (a b d : nat) : lmoves (s21_board (2 + a) (2 + b) 1 (2 + d)) = [s25_board (1 + a) 1 (2 + b) 1 (2 + d); s21_board (2 + a) (1 + b) 2 (2 + d)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c78_R (a b d : nat) : rmoves (s21_board (2 + a) (2 + b) 1 (2 + d)) = [s28_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s21_board, s28_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s21_c78_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s21_board (2 + a) (2 + b) 1 (2 + d) -> fst (s21_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q46] in Hc |- *.
  rewrite tf_game_eq, (s21_c78_L a b d), (s21_c78_R a b d); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s21_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s21_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s28 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s21_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s28_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c>=2 && d==0: the board of s5 *)
Lemma s21_c79_p16 x (Hs5 : s5_claim x) (a b c : nat) :
  x = s21_board (2 + a) (2 + b) (2 + c) 0 -> fst (s21_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q16] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s21_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c80_L (a b c : nat) : lmoves (s21_board (2 + a) (2 + b) (2 + c) 1) = [s25_board (1 + a) 1 (2 + b) (2 + c) 1; s21_board (2 + a) (1 + b) (3 + c) 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c80_R (a b c : nat) : rmoves (s21_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s21_c80_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s21_board (2 + a) (2 + b) (2 + c) 1 -> fst (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c80_L a b c), (s21_c80_R a b c); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s21_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s21_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s21_c81_L (a b c d : nat) : lmoves (s21_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s25_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s21_board (2 + a) (1 + b) (3 + c) (2 + d)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s21_c81_R (a b c d : nat) : rmoves (s21_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _^2 T^b _ T^c F T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s21_c81_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s21_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q15] in Hc |- *.
  rewrite tf_game_eq, (s21_c81_L a b c d), (s21_c81_R a b c d); cbn [map].
  pose proof (use_s25 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s21_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s21_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b==0 && c==0: the board of s3 *)
Lemma s22_c1_p1 x (Hs3 : s3_claim x) :
  x = s22_board 0 0 0 -> fst (s22_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q1] in Hc |- *.
  pose proof (Hs3 0 0 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c2_L : lmoves (s22_board 0 0 1) = [strip [(2, 1); (1, 1)] ([]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c2_L1 : tf_norm (strip [(2, 1); (1, 1)] ([]) [(1, 0)]) (repeat E 3) (-5).
Proof. apply (tf_norm_by _ [(2, 1); (1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s22_c2_R : rmoves (s22_board 0 0 1) = [strip [(1, 1)] ([E; T; F; E]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c2_R1 : tf_norm (strip [(1, 1)] ([E; T; F; E]) []) (s11_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b==0 && c==1 *)
Lemma s22_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 0 0 1 -> fst (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q2] in Hc |- *.
  rewrite tf_game_eq, (s22_c2_L), (s22_c2_R); cbn [map].
  rewrite (tf_norm_blank (s22_c2_L1)).
  rewrite (tf_norm_game (s22_c2_R1)).
  pose proof (use_s11 IH 0 1 (opt_norm_r _ _ _ _ _ (s22_c2_R) ltac:(cbn [In]; left; reflexivity) (s22_c2_R1))) as Ho1.
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c3_L (c : nat) : lmoves (s22_board 0 0 (2 + c)) = [strip [(2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c3_L1 (c : nat) : tf_norm (strip [(2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s14_board 0 (1 + c) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c3_R (c : nat) : rmoves (s22_board 0 0 (2 + c)) = [strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c3_R1 (c : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []) (s11_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b==0 && c>=2 *)
Lemma s22_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 0 0 (2 + c) -> fst (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q2] in Hc |- *.
  rewrite tf_game_eq, (s22_c3_L c), (s22_c3_R c); cbn [map].
  rewrite (tf_norm_game (s22_c3_L1 c)).
  pose proof (use_s14 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c3_L c) ltac:(cbn [In]; left; reflexivity) (s22_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game (s22_c3_R1 c)).
  pose proof (use_s11 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s22_c3_R c) ltac:(cbn [In]; left; reflexivity) (s22_c3_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s14_p1 Ho0 ltac:(zlia)).
    rewrite (s14_p1_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s14_p6 Ho0 ltac:(zlia)).
    rewrite (s14_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s14_p9 Ho0 ltac:(zlia)).
    rewrite (s14_p9_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s14_p11 Ho0 ltac:(zlia)).
    rewrite (s14_p11_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s11_p2 Ho1 ltac:(zlia)).
    rewrite (s11_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b==1 && c==0: the board of s3 *)
Lemma s22_c4_p2 x (Hs3 : s3_claim x) :
  x = s22_board 0 1 0 -> fst (s22_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q2] in Hc |- *.
  pose proof (Hs3 0 1 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c5_L : lmoves (s22_board 0 1 1) = [strip [] ([E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c5_L1 : tf_norm (strip [] ([E; E; T; F; E; F]) [(1, 0)]) (s28_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c5_R : rmoves (s22_board 0 1 1) = [strip [(1, 1)] ([T; E; T; F; E]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c5_R1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E]) []) (s12_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b==1 && c==1 *)
Lemma s22_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 0 1 1 -> fst (s22_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q2] in Hc |- *.
  rewrite tf_game_eq, (s22_c5_L), (s22_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s22_c5_L1)).
  pose proof (use_s28 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s22_c5_L) ltac:(cbn [In]; left; reflexivity) (s22_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s22_c5_R1)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s22_c5_R) ltac:(cbn [In]; left; reflexivity) (s22_c5_R1))) as Ho1.
  rewrite (s28_p13 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c6_L (c : nat) : lmoves (s22_board 0 1 (2 + c)) = [strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c6_L1 (c : nat) : tf_norm (strip [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c6_R (c : nat) : rmoves (s22_board 0 1 (2 + c)) = [strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c6_R1 (c : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 0 1 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s22_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 0 1 (2 + c) -> fst (s22_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q2] in Hc |- *.
  rewrite tf_game_eq, (s22_c6_L c), (s22_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s22_c6_L1 c)).
  pose proof (use_s28 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c6_L c) ltac:(cbn [In]; left; reflexivity) (s22_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game (s22_c6_R1 c)).
  pose proof (use_s12 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s22_c6_R c) ltac:(cbn [In]; left; reflexivity) (s22_c6_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s28_p9 Ho0 ltac:(zlia)).
    rewrite (s12_p2 Ho1 ltac:(zlia)).
    rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p19 Ho0 ltac:(zlia)).
    rewrite (s12_p2 Ho1 ltac:(zlia)).
    rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p22 Ho0 ltac:(zlia)).
    rewrite (s12_p2 Ho1 ltac:(zlia)).
    rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b>=2 && c==0: the board of s3 *)
Lemma s22_c7_p3 x (Hs3 : s3_claim x) (b : nat) :
  x = s22_board 0 (2 + b) 0 -> fst (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q3] in Hc |- *.
  pose proof (Hs3 0 (2 + b) ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c8_L (b : nat) : lmoves (s22_board 0 (2 + b) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c8_L1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s28_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c8_R (b : nat) : rmoves (s22_board 0 (2 + b) 1) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s22_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 0 (2 + b) 1 -> fst (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c8_L b), (s22_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s22_c8_L1 b)).
  pose proof (use_s28 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s22_c8_L b) ltac:(cbn [In]; left; reflexivity) (s22_c8_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s28_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s28_p29 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s28_p30 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s22_c9_L (b c : nat) : lmoves (s22_board 0 (2 + b) (2 + c)) = [strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c9_L1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c9_R (b c : nat) : rmoves (s22_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s22_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 0 (2 + b) (2 + c) -> fst (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c9_L b c), (s22_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s22_c9_L1 b c)).
  pose proof (use_s28 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s22_c9_L1 b c))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s28_p20 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s28_p23 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s28_p26 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s28_p28 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b==0 && c==0: the board of s3 *)
Lemma s22_c10_p1 x (Hs3 : s3_claim x) :
  x = s22_board 1 0 0 -> fst (s22_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q1] in Hc |- *.
  pose proof (Hs3 1 0 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c11_L : lmoves (s22_board 1 0 1) = [s23_board 0 1 0 1; strip [] ([T; E; E; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c11_L2 : tf_norm (strip [] ([T; E; E; F; E; F]) [(1, 0)]) (s28_board 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c11_R : rmoves (s22_board 1 0 1) = [s31_board 1 0 0 1].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b==0 && c==1 *)
Lemma s22_c11_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 1 0 1 -> fst (s22_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c11_L), (s22_c11_R); cbn [map].
  pose proof (use_s23 IH 0 1 0 1 (opt_l _ _ _ (s22_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c11_L2)).
  pose proof (use_s28 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s22_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c11_L2))) as Ho1.
  pose proof (use_s31 IH 1 0 0 1 (opt_r _ _ _ (s22_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p7 Ho0 ltac:(zlia)).
  rewrite (s28_p4 Ho1 ltac:(zlia)).
  rewrite (s31_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c12_L (c : nat) : lmoves (s22_board 1 0 (2 + c)) = [s23_board 0 1 0 (2 + c); strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board 1 0 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c12_R (c : nat) : rmoves (s22_board 1 0 (2 + c)) = [s31_board 1 0 0 (2 + c)].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b==0 && c>=2 *)
Lemma s22_c12_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 1 0 (2 + c) -> fst (s22_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c12_L c), (s22_c12_R c); cbn [map].
  pose proof (use_s23 IH 0 1 0 (2 + c) (opt_l _ _ _ (s22_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c12_L2 c)).
  pose proof (use_s28 IH 1 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c12_L2 c))) as Ho1.
  pose proof (use_s31 IH 1 0 0 (2 + c) (opt_r _ _ _ (s22_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s28_p32 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p34 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p36 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p38 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b==1 && c==0: the board of s3 *)
Lemma s22_c13_p5 x (Hs3 : s3_claim x) :
  x = s22_board 1 1 0 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs3 1 1 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c14_L : lmoves (s22_board 1 1 1) = [s23_board 0 1 1 1; strip [] ([T; E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c14_L2 : tf_norm (strip [] ([T; E; E; T; F; E; F]) [(1, 0)]) (s28_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c14_R : rmoves (s22_board 1 1 1) = [s31_board 1 0 1 1].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b==1 && c==1 *)
Lemma s22_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 1 1 1 -> fst (s22_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c14_L), (s22_c14_R); cbn [map].
  pose proof (use_s23 IH 0 1 1 1 (opt_l _ _ _ (s22_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c14_L2)).
  pose proof (use_s28 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s22_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c14_L2))) as Ho1.
  pose proof (use_s31 IH 1 0 1 1 (opt_r _ _ _ (s22_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p10 Ho0 ltac:(zlia)).
  rewrite (s28_p39 Ho1 ltac:(zlia)).
  rewrite (s31_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c15_L (c : nat) : lmoves (s22_board 1 1 (2 + c)) = [s23_board 0 1 1 (2 + c); strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c15_R (c : nat) : rmoves (s22_board 1 1 (2 + c)) = [s31_board 1 0 1 (2 + c)].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s22_c15_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 1 1 (2 + c) -> fst (s22_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c15_L c), (s22_c15_R c); cbn [map].
  pose proof (use_s23 IH 0 1 1 (2 + c) (opt_l _ _ _ (s22_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c15_L2 c)).
  pose proof (use_s28 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c15_L2 c))) as Ho1.
  pose proof (use_s31 IH 1 0 1 (2 + c) (opt_r _ _ _ (s22_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s28_p19 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p35 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p44 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b>=2 && c==0: the board of s3 *)
Lemma s22_c16_p3 x (Hs3 : s3_claim x) (b : nat) :
  x = s22_board 1 (2 + b) 0 -> fst (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q3] in Hc |- *.
  pose proof (Hs3 1 (2 + b) ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c17_L (b : nat) : lmoves (s22_board 1 (2 + b) 1) = [s23_board 0 1 (2 + b) 1; strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s28_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c17_R (b : nat) : rmoves (s22_board 1 (2 + b) 1) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s22_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 1 (2 + b) 1 -> fst (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c17_L b), (s22_c17_R b); cbn [map].
  pose proof (use_s23 IH 0 1 (2 + b) 1 (opt_l _ _ _ (s22_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c17_L2 b)).
  pose proof (use_s28 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s22_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c17_L2 b))) as Ho1.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s28_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p45 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c18_L (b c : nat) : lmoves (s22_board 1 (2 + b) (2 + c)) = [s23_board 0 1 (2 + b) (2 + c); strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c18_R (b c : nat) : rmoves (s22_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s22_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 1 (2 + b) (2 + c) -> fst (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c18_L b c), (s22_c18_R b c); cbn [map].
  pose proof (use_s23 IH 0 1 (2 + b) (2 + c) (opt_l _ _ _ (s22_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c18_L2 b c)).
  pose proof (use_s28 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c18_L2 b c))) as Ho1.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s28_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p26 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p46 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p49 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b==0 && c==0: the board of s3 *)
Lemma s22_c19_p6 x (Hs3 : s3_claim x) (a : nat) :
  x = s22_board (2 + a) 0 0 -> fst (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q6] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c19_p7 x (Hs3 : s3_claim x) (a : nat) :
  x = s22_board (2 + a) 0 0 -> fst (s22_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q7] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c19_p8 x (Hs3 : s3_claim x) (a : nat) :
  x = s22_board (2 + a) 0 0 -> fst (s22_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q8] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s22_c19_p9 x (Hs3 : s3_claim x) (a : nat) :
  x = s22_board (2 + a) 0 0 -> fst (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q9] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s22_c20_L (a : nat) : lmoves (s22_board (2 + a) 0 1) = [s23_board (1 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; E; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F; E; F]) [(1, 0)]) (s28_board (2 + a) 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c20_R (a : nat) : rmoves (s22_board (2 + a) 0 1) = [s31_board (2 + a) 0 0 1].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b==0 && c==1 *)
Lemma s22_c20_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s22_board (2 + a) 0 1 -> fst (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c20_L a), (s22_c20_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 0 1 (opt_l _ _ _ (s22_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c20_L2 a)).
  pose proof (use_s28 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s22_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c20_L2 a))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 0 1 (opt_r _ _ _ (s22_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p24 Ho0 ltac:(zlia)).
  rewrite (s28_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s31_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s31_p25 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s31_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s22_c21_L (a c : nat) : lmoves (s22_board (2 + a) 0 (2 + c)) = [s23_board (1 + a) 1 0 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board (2 + a) 0 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c21_R (a c : nat) : rmoves (s22_board (2 + a) 0 (2 + c)) = [s31_board (2 + a) 0 0 (2 + c)].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b==0 && c>=2 *)
Lemma s22_c21_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s22_board (2 + a) 0 (2 + c) -> fst (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c21_L a c), (s22_c21_R a c); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s22_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c21_L2 a c)).
  pose proof (use_s28 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c21_L2 a c))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s22_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p24 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) + Z.of_nat (2 + c) >= 6 /\ Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s28_p36 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p38 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s28_p51 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b==1 && c==0: the board of s3 *)
Lemma s22_c22_p5 x (Hs3 : s3_claim x) (a : nat) :
  x = s22_board (2 + a) 1 0 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs3 (2 + a) 1 ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c23_L (a : nat) : lmoves (s22_board (2 + a) 1 1) = [s23_board (1 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; F; E; F]) [(1, 0)]) (s28_board (2 + a) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c23_R (a : nat) : rmoves (s22_board (2 + a) 1 1) = [s31_board (2 + a) 0 1 1].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s22_c23_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s22_board (2 + a) 1 1 -> fst (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c23_L a), (s22_c23_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 1 1 (opt_l _ _ _ (s22_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c23_L2 a)).
  pose proof (use_s28 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s22_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c23_L2 a))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 1 1 (opt_r _ _ _ (s22_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s23_p17 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s23_p25 Ho0 ltac:(zlia)).
    rewrite (s28_p39 Ho1 ltac:(zlia)).
    rewrite (s31_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s22_c24_L (a c : nat) : lmoves (s22_board (2 + a) 1 (2 + c)) = [s23_board (1 + a) 1 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c24_R (a c : nat) : rmoves (s22_board (2 + a) 1 (2 + c)) = [s31_board (2 + a) 0 1 (2 + c)].
Proof. unfold s22_board, s31_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s22_c24_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s22_board (2 + a) 1 (2 + c) -> fst (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q4] in Hc |- *.
  rewrite tf_game_eq, (s22_c24_L a c), (s22_c24_R a c); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s22_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c24_L2 a c)).
  pose proof (use_s28 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c24_L2 a c))) as Ho1.
  pose proof (use_s31 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s22_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s23_p17 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s28_p44 Ho1 ltac:(zlia)).
      rewrite (s31_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s28_p53 Ho1 ltac:(zlia)).
      rewrite (s31_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s23_p25 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s28_p35 Ho1 ltac:(zlia)).
      rewrite (s31_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s28_p44 Ho1 ltac:(zlia)).
      rewrite (s31_p8 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b>=2 && c==0: the board of s3 *)
Lemma s22_c25_p3 x (Hs3 : s3_claim x) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 0 -> fst (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q3] in Hc |- *.
  pose proof (Hs3 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s22_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c26_L (a b : nat) : lmoves (s22_board (2 + a) (2 + b) 1) = [s23_board (1 + a) 1 (2 + b) 1; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s28_board (2 + a) (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c26_R (a b : nat) : rmoves (s22_board (2 + a) (2 + b) 1) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s22_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 1 -> fst (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c26_L a b), (s22_c26_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s22_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c26_L2 a b)).
  pose proof (use_s28 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s22_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c26_L2 a b))) as Ho1.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s28_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p30 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p45 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c27_L (a b c : nat) : lmoves (s22_board (2 + a) (2 + b) (2 + c)) = [s23_board (1 + a) 1 (2 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s22_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s28_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c27_R (a b c : nat) : rmoves (s22_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b F T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s22_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s22_board (2 + a) (2 + b) (2 + c) -> fst (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s22_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s22_q3] in Hc |- *.
  rewrite tf_game_eq, (s22_c27_L a b c), (s22_c27_R a b c); cbn [map].
  pose proof (use_s23 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s22_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s22_c27_L2 a b c)).
  pose proof (use_s28 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s22_c27_L2 a b c))) as Ho1.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s28_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p26 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p46 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s28_p49 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s3 *)
Lemma s23_c1_p1 x (Hs3 : s3_claim x) :
  x = s23_board 0 0 0 0 -> fst (s23_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q1] in Hc |- *.
  pose proof (Hs3 0 0 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s22 *)
Lemma s23_c2_p2 x (Hs22 : s22_claim x) :
  x = s23_board 0 0 0 1 -> fst (s23_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q2] in Hc |- *.
  pose proof (Hs22 0 0 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s22 *)
Lemma s23_c3_p2 x (Hs22 : s22_claim x) (d : nat) :
  x = s23_board 0 0 0 (2 + d) -> fst (s23_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q2] in Hc |- *.
  pose proof (Hs22 0 0 (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s3 *)
Lemma s23_c4_p3 x (Hs3 : s3_claim x) :
  x = s23_board 0 0 1 0 -> fst (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q3] in Hc |- *.
  pose proof (Hs3 0 1 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s22 *)
Lemma s23_c5_p3 x (Hs22 : s22_claim x) :
  x = s23_board 0 0 1 1 -> fst (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q3] in Hc |- *.
  pose proof (Hs22 0 1 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s22 *)
Lemma s23_c6_p3 x (Hs22 : s22_claim x) (d : nat) :
  x = s23_board 0 0 1 (2 + d) -> fst (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q3] in Hc |- *.
  pose proof (Hs22 0 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s3 *)
Lemma s23_c7_p5 x (Hs3 : s3_claim x) (c : nat) :
  x = s23_board 0 0 (2 + c) 0 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs3 0 (2 + c) ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s22 *)
Lemma s23_c8_p5 x (Hs22 : s22_claim x) (c : nat) :
  x = s23_board 0 0 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs22 0 (2 + c) 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s22 *)
Lemma s23_c9_p5 x (Hs22 : s22_claim x) (c d : nat) :
  x = s23_board 0 0 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs22 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s8 *)
Lemma s23_c10_p6 x (Hs8 : s8_claim x) :
  x = s23_board 0 1 0 0 -> fst (s23_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q6] in Hc |- *.
  pose proof (Hs8 0 1 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c11_L : lmoves (s23_board 0 1 0 1) = [s22_board 0 1 1; strip [] ([E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c11_L2 : tf_norm (strip [] ([E; T; E; F; E; F]) [(1, 0)]) (s30_board 0 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c11_R : rmoves (s23_board 0 1 0 1) = [s31_board 0 1 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s23_c11_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 0 1 0 1 -> fst (s23_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q7] in Hc |- *.
  rewrite tf_game_eq, (s23_c11_L), (s23_c11_R); cbn [map].
  pose proof (use_s22 IH 0 1 1 (opt_l _ _ _ (s23_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c11_L2)).
  pose proof (use_s30 IH 0 1 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c11_L2))) as Ho1.
  pose proof (use_s31 IH 0 1 0 1 (opt_r _ _ _ (s23_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p2 Ho0 ltac:(zlia)).
  rewrite (s30_p35 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s23_c12_L (d : nat) : lmoves (s23_board 0 1 0 (2 + d)) = [s22_board 0 1 (2 + d); strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 0 1 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c12_R (d : nat) : rmoves (s23_board 0 1 0 (2 + d)) = [s31_board 0 1 0 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s23_c12_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s23_board 0 1 0 (2 + d) -> fst (s23_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q7] in Hc |- *.
  rewrite tf_game_eq, (s23_c12_L d), (s23_c12_R d); cbn [map].
  pose proof (use_s22 IH 0 1 (2 + d) (opt_l _ _ _ (s23_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c12_L2 d)).
  pose proof (use_s30 IH 0 1 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c12_L2 d))) as Ho1.
  pose proof (use_s31 IH 0 1 0 (2 + d) (opt_r _ _ _ (s23_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p3 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p40 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p42 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==0: the board of s8 *)
Lemma s23_c13_p8 x (Hs8 : s8_claim x) :
  x = s23_board 0 1 1 0 -> fst (s23_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q8] in Hc |- *.
  pose proof (Hs8 0 1 1 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c14_L : lmoves (s23_board 0 1 1 1) = [s22_board 0 2 1; strip [] ([E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c14_L2 : tf_norm (strip [] ([E; T; E; T; F; E; F]) [(1, 0)]) (s30_board 0 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c14_R : rmoves (s23_board 0 1 1 1) = [s31_board 0 1 1 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s23_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 0 1 1 1 -> fst (s23_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q10] in Hc |- *.
  rewrite tf_game_eq, (s23_c14_L), (s23_c14_R); cbn [map].
  pose proof (use_s22 IH 0 2 1 (opt_l _ _ _ (s23_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c14_L2)).
  pose proof (use_s30 IH 0 1 1 0 0 (opt_norm_l _ _ _ _ _ (s23_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c14_L2))) as Ho1.
  pose proof (use_s31 IH 0 1 1 1 (opt_r _ _ _ (s23_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p43 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s23_c15_L (d : nat) : lmoves (s23_board 0 1 1 (2 + d)) = [s22_board 0 2 (2 + d); strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 0 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c15_R (d : nat) : rmoves (s23_board 0 1 1 (2 + d)) = [s31_board 0 1 1 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s23_c15_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s23_board 0 1 1 (2 + d) -> fst (s23_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q10] in Hc |- *.
  rewrite tf_game_eq, (s23_c15_L d), (s23_c15_R d); cbn [map].
  pose proof (use_s22 IH 0 2 (2 + d) (opt_l _ _ _ (s23_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c15_L2 d)).
  pose proof (use_s30 IH 0 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c15_L2 d))) as Ho1.
  pose proof (use_s31 IH 0 1 1 (2 + d) (opt_r _ _ _ (s23_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p47 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p49 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s30_p51 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==0: the board of s8 *)
Lemma s23_c16_p5 x (Hs8 : s8_claim x) (c : nat) :
  x = s23_board 0 1 (2 + c) 0 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs8 0 1 (2 + c) ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c17_L (c : nat) : lmoves (s23_board 0 1 (2 + c) 1) = [s22_board 0 (3 + c) 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s30_board 0 1 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c17_R (c : nat) : rmoves (s23_board 0 1 (2 + c) 1) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s23_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s23_board 0 1 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c17_L c), (s23_c17_R c); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) 1 (opt_l _ _ _ (s23_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c17_L2 c)).
  pose proof (use_s30 IH 0 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s23_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c17_L2 c))) as Ho1.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p46 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p52 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p53 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c18_L (c d : nat) : lmoves (s23_board 0 1 (2 + c) (2 + d)) = [s22_board 0 (3 + c) (2 + d); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 0 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c18_R (c d : nat) : rmoves (s23_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s23_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s23_board 0 1 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c18_L c d), (s23_c18_R c d); cbn [map].
  pose proof (use_s22 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s23_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c18_L2 c d)).
  pose proof (use_s30 IH 0 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c18_L2 c d))) as Ho1.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s30_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p28 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p31 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s8 *)
Lemma s23_c19_p11 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 0 (2 + b) 0 0 -> fst (s23_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q11] in Hc |- *.
  pose proof (Hs8 0 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c19_p15 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 0 (2 + b) 0 0 -> fst (s23_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q15] in Hc |- *.
  pose proof (Hs8 0 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c19_p18 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 0 (2 + b) 0 0 -> fst (s23_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q18] in Hc |- *.
  pose proof (Hs8 0 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c19_p20 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 0 (2 + b) 0 0 -> fst (s23_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q20] in Hc |- *.
  pose proof (Hs8 0 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c20_L (b : nat) : lmoves (s23_board 0 (2 + b) 0 1) = [s23_board 0 (1 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s30_board 0 (2 + b) 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c20_R (b : nat) : rmoves (s23_board 0 (2 + b) 0 1) = [s31_board 0 (2 + b) 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s23_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) 0 1 -> fst (s23_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q12] in Hc |- *.
  rewrite tf_game_eq, (s23_c20_L b), (s23_c20_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s23_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c20_L2 b)).
  pose proof (use_s30 IH 0 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c20_L2 b))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s23_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p10 Ho0 ltac:(zlia)).
  rewrite (s30_p54 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c20_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) 0 1 -> fst (s23_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q16] in Hc |- *.
  rewrite tf_game_eq, (s23_c20_L b), (s23_c20_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s23_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c20_L2 b)).
  pose proof (use_s30 IH 0 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c20_L2 b))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s23_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p14 Ho0 ltac:(zlia)).
  rewrite (s30_p37 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c20_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) 0 1 -> fst (s23_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q19] in Hc |- *.
  rewrite tf_game_eq, (s23_c20_L b), (s23_c20_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s23_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c20_L2 b)).
  pose proof (use_s30 IH 0 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c20_L2 b))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s23_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  rewrite (s30_p37 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c21_L (b d : nat) : lmoves (s23_board 0 (2 + b) 0 (2 + d)) = [s23_board 0 (1 + b) 1 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 0 (2 + b) 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c21_R (b d : nat) : rmoves (s23_board 0 (2 + b) 0 (2 + d)) = [s31_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s23_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 0 (2 + b) 0 (2 + d) -> fst (s23_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q12] in Hc |- *.
  rewrite tf_game_eq, (s23_c21_L b d), (s23_c21_R b d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s23_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c21_L2 b d)).
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c21_L2 b d))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s23_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p55 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p58 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p60 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s23_c21_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 0 (2 + b) 0 (2 + d) -> fst (s23_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q16] in Hc |- *.
  rewrite tf_game_eq, (s23_c21_L b d), (s23_c21_R b d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s23_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c21_L2 b d)).
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c21_L2 b d))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s23_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p69 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p71 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p73 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s23_c21_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 0 (2 + b) 0 (2 + d) -> fst (s23_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q19] in Hc |- *.
  rewrite tf_game_eq, (s23_c21_L b d), (s23_c21_R b d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s23_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c21_L2 b d)).
  pose proof (use_s30 IH 0 (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c21_L2 b d))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s23_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p69 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p80 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p82 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==0: the board of s8 *)
Lemma s23_c22_p13 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 0 (2 + b) 1 0 -> fst (s23_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q13] in Hc |- *.
  pose proof (Hs8 0 (2 + b) 1 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c23_L (b : nat) : lmoves (s23_board 0 (2 + b) 1 1) = [s23_board 0 (1 + b) 2 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s30_board 0 (2 + b) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c23_R (b : nat) : rmoves (s23_board 0 (2 + b) 1 1) = [s31_board 0 (2 + b) 1 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s23_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) 1 1 -> fst (s23_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q14] in Hc |- *.
  rewrite tf_game_eq, (s23_c23_L b), (s23_c23_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s23_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c23_L2 b)).
  pose proof (use_s30 IH 0 (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s23_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c23_L2 b))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s23_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s30_p61 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c23_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) 1 1 -> fst (s23_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c23_L b), (s23_c23_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s23_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c23_L2 b)).
  pose proof (use_s30 IH 0 (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s23_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c23_L2 b))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s23_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s30_p61 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c24_L (b d : nat) : lmoves (s23_board 0 (2 + b) 1 (2 + d)) = [s23_board 0 (1 + b) 2 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 0 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c24_R (b d : nat) : rmoves (s23_board 0 (2 + b) 1 (2 + d)) = [s31_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s23_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 0 (2 + b) 1 (2 + d) -> fst (s23_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q14] in Hc |- *.
  rewrite tf_game_eq, (s23_c24_L b d), (s23_c24_R b d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s23_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c24_L2 b d)).
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c24_L2 b d))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s23_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s30_p62 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p65 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p67 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s23_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 0 (2 + b) 1 (2 + d) -> fst (s23_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c24_L b d), (s23_c24_R b d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s23_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c24_L2 b d)).
  pose proof (use_s30 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c24_L2 b d))) as Ho1.
  pose proof (use_s31 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s23_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p75 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p77 Ho1 ltac:(zlia)).
    rewrite (s31_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==0: the board of s8 *)
Lemma s23_c25_p5 x (Hs8 : s8_claim x) (b c : nat) :
  x = s23_board 0 (2 + b) (2 + c) 0 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs8 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c26_L (b c : nat) : lmoves (s23_board 0 (2 + b) (2 + c) 1) = [s23_board 0 (1 + b) (3 + c) 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s30_board 0 (2 + b) (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c26_R (b c : nat) : rmoves (s23_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s23_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s23_board 0 (2 + b) (2 + c) 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c26_L b c), (s23_c26_R b c); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s23_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c26_L2 b c)).
  pose proof (use_s30 IH 0 (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s23_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c26_L2 b c))) as Ho1.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s30_p34 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p44 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p68 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p78 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c27_L (b c d : nat) : lmoves (s23_board 0 (2 + b) (2 + c) (2 + d)) = [s23_board 0 (1 + b) (3 + c) (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 0 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c27_R (b c d : nat) : rmoves (s23_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s23_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s23_board 0 (2 + b) (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c27_L b c d), (s23_c27_R b c d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s23_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s23_c27_L2 b c d)).
  pose proof (use_s30 IH 0 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s23_c27_L2 b c d))) as Ho1.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s30_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p28 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p31 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s3 *)
Lemma s23_c28_p21 x (Hs3 : s3_claim x) :
  x = s23_board 1 0 0 0 -> fst (s23_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q21] in Hc |- *.
  pose proof (Hs3 1 0 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s22 *)
Lemma s23_c29_p4 x (Hs22 : s22_claim x) :
  x = s23_board 1 0 0 1 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs22 1 0 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s22 *)
Lemma s23_c30_p4 x (Hs22 : s22_claim x) (d : nat) :
  x = s23_board 1 0 0 (2 + d) -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs22 1 0 (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s3 *)
Lemma s23_c31_p9 x (Hs3 : s3_claim x) :
  x = s23_board 1 0 1 0 -> fst (s23_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q9] in Hc |- *.
  pose proof (Hs3 1 1 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s22 *)
Lemma s23_c32_p22 x (Hs22 : s22_claim x) :
  x = s23_board 1 0 1 1 -> fst (s23_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q22] in Hc |- *.
  pose proof (Hs22 1 1 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s22 *)
Lemma s23_c33_p22 x (Hs22 : s22_claim x) (d : nat) :
  x = s23_board 1 0 1 (2 + d) -> fst (s23_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q22] in Hc |- *.
  pose proof (Hs22 1 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s3 *)
Lemma s23_c34_p5 x (Hs3 : s3_claim x) (c : nat) :
  x = s23_board 1 0 (2 + c) 0 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs3 1 (2 + c) ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s22 *)
Lemma s23_c35_p5 x (Hs22 : s22_claim x) (c : nat) :
  x = s23_board 1 0 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs22 1 (2 + c) 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s22 *)
Lemma s23_c36_p5 x (Hs22 : s22_claim x) (c d : nat) :
  x = s23_board 1 0 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs22 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s8 *)
Lemma s23_c37_p23 x (Hs8 : s8_claim x) :
  x = s23_board 1 1 0 0 -> fst (s23_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q23] in Hc |- *.
  pose proof (Hs8 1 1 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c38_L : lmoves (s23_board 1 1 0 1) = [s23_board 0 2 0 1; s22_board 1 1 1; strip [] ([T; E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c38_L3 : tf_norm (strip [] ([T; E; T; E; F; E; F]) [(1, 0)]) (s30_board 1 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c38_R : rmoves (s23_board 1 1 0 1) = [s31_board 1 1 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s23_c38_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 1 1 0 1 -> fst (s23_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q24] in Hc |- *.
  rewrite tf_game_eq, (s23_c38_L), (s23_c38_R); cbn [map].
  pose proof (use_s23 IH 0 2 0 1 (opt_l _ _ _ (s23_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 1 (opt_l _ _ _ (s23_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c38_L3)).
  pose proof (use_s30 IH 1 1 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c38_L3))) as Ho2.
  pose proof (use_s31 IH 1 1 0 1 (opt_r _ _ _ (s23_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p12 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  rewrite (s30_p18 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c39_L (d : nat) : lmoves (s23_board 1 1 0 (2 + d)) = [s23_board 0 2 0 (2 + d); s22_board 1 1 (2 + d); strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 1 1 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c39_R (d : nat) : rmoves (s23_board 1 1 0 (2 + d)) = [s31_board 1 1 0 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s23_c39_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s23_board 1 1 0 (2 + d) -> fst (s23_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q24] in Hc |- *.
  rewrite tf_game_eq, (s23_c39_L d), (s23_c39_R d); cbn [map].
  pose proof (use_s23 IH 0 2 0 (2 + d) (opt_l _ _ _ (s23_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 1 (2 + d) (opt_l _ _ _ (s23_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c39_L3 d)).
  pose proof (use_s30 IH 1 1 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c39_L3 d))) as Ho2.
  pose proof (use_s31 IH 1 1 0 (2 + d) (opt_r _ _ _ (s23_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p12 Ho0 ltac:(zlia)).
  rewrite (s22_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p95 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p98 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==0: the board of s8 *)
Lemma s23_c40_p13 x (Hs8 : s8_claim x) :
  x = s23_board 1 1 1 0 -> fst (s23_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q13] in Hc |- *.
  pose proof (Hs8 1 1 1 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c41_L : lmoves (s23_board 1 1 1 1) = [s23_board 0 2 1 1; s22_board 1 2 1; strip [] ([T; E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c41_L3 : tf_norm (strip [] ([T; E; T; E; T; F; E; F]) [(1, 0)]) (s30_board 1 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c41_R : rmoves (s23_board 1 1 1 1) = [s31_board 1 1 1 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s23_c41_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 1 1 1 1 -> fst (s23_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q25] in Hc |- *.
  rewrite tf_game_eq, (s23_c41_L), (s23_c41_R); cbn [map].
  pose proof (use_s23 IH 0 2 1 1 (opt_l _ _ _ (s23_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 1 (opt_l _ _ _ (s23_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c41_L3)).
  pose proof (use_s30 IH 1 1 1 0 0 (opt_norm_l _ _ _ _ _ (s23_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c41_L3))) as Ho2.
  pose proof (use_s31 IH 1 1 1 1 (opt_r _ _ _ (s23_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p14 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s30_p87 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c42_L (d : nat) : lmoves (s23_board 1 1 1 (2 + d)) = [s23_board 0 2 1 (2 + d); s22_board 1 2 (2 + d); strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 1 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c42_R (d : nat) : rmoves (s23_board 1 1 1 (2 + d)) = [s31_board 1 1 1 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s23_c42_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s23_board 1 1 1 (2 + d) -> fst (s23_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q25] in Hc |- *.
  rewrite tf_game_eq, (s23_c42_L d), (s23_c42_R d); cbn [map].
  pose proof (use_s23 IH 0 2 1 (2 + d) (opt_l _ _ _ (s23_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 2 (2 + d) (opt_l _ _ _ (s23_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c42_L3 d)).
  pose proof (use_s30 IH 1 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c42_L3 d))) as Ho2.
  pose proof (use_s31 IH 1 1 1 (2 + d) (opt_r _ _ _ (s23_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p14 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p62 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p100 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p102 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==0: the board of s8 *)
Lemma s23_c43_p5 x (Hs8 : s8_claim x) (c : nat) :
  x = s23_board 1 1 (2 + c) 0 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs8 1 1 (2 + c) ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c44_L (c : nat) : lmoves (s23_board 1 1 (2 + c) 1) = [s23_board 0 2 (2 + c) 1; s22_board 1 (3 + c) 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s30_board 1 1 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c44_R (c : nat) : rmoves (s23_board 1 1 (2 + c) 1) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s23_c44_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s23_board 1 1 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c44_L c), (s23_c44_R c); cbn [map].
  pose proof (use_s23 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s23_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) 1 (opt_l _ _ _ (s23_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c44_L3 c)).
  pose proof (use_s30 IH 1 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s23_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c44_L3 c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p46 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p103 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c45_L (c d : nat) : lmoves (s23_board 1 1 (2 + c) (2 + d)) = [s23_board 0 2 (2 + c) (2 + d); s22_board 1 (3 + c) (2 + d); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 1 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c45_R (c d : nat) : rmoves (s23_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s23_c45_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s23_board 1 1 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c45_L c d), (s23_c45_R c d); cbn [map].
  pose proof (use_s23 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s23_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s23_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c45_L3 c d)).
  pose proof (use_s30 IH 1 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c45_L3 c d))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s30_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s8 *)
Lemma s23_c46_p20 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 1 (2 + b) 0 0 -> fst (s23_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q20] in Hc |- *.
  pose proof (Hs8 1 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c46_p26 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 1 (2 + b) 0 0 -> fst (s23_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q26] in Hc |- *.
  pose proof (Hs8 1 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c46_p28 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 1 (2 + b) 0 0 -> fst (s23_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q28] in Hc |- *.
  pose proof (Hs8 1 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c47_L (b : nat) : lmoves (s23_board 1 (2 + b) 0 1) = [s23_board 0 (3 + b) 0 1; s23_board 1 (1 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s30_board 1 (2 + b) 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c47_R (b : nat) : rmoves (s23_board 1 (2 + b) 0 1) = [s31_board 1 (2 + b) 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s23_c47_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 1 (2 + b) 0 1 -> fst (s23_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q19] in Hc |- *.
  rewrite tf_game_eq, (s23_c47_L b), (s23_c47_R b); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s23_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s23_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c47_L3 b)).
  pose proof (use_s30 IH 1 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c47_L3 b))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s23_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p19 Ho0 ltac:(zlia)).
  rewrite (s23_p17 Ho1 ltac:(zlia)).
  rewrite (s30_p14 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c47_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 1 (2 + b) 0 1 -> fst (s23_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q27] in Hc |- *.
  rewrite tf_game_eq, (s23_c47_L b), (s23_c47_R b); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s23_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s23_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c47_L3 b)).
  pose proof (use_s30 IH 1 (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c47_L3 b))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s23_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p16 Ho0 ltac:(zlia)).
  rewrite (s23_p25 Ho1 ltac:(zlia)).
  rewrite (s30_p14 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c48_L (b d : nat) : lmoves (s23_board 1 (2 + b) 0 (2 + d)) = [s23_board 0 (3 + b) 0 (2 + d); s23_board 1 (1 + b) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 1 (2 + b) 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c48_R (b d : nat) : rmoves (s23_board 1 (2 + b) 0 (2 + d)) = [s31_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s23_c48_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 1 (2 + b) 0 (2 + d) -> fst (s23_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q19] in Hc |- *.
  rewrite tf_game_eq, (s23_c48_L b d), (s23_c48_R b d); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s23_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s23_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c48_L3 b d)).
  pose proof (use_s30 IH 1 (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c48_L3 b d))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s23_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p19 Ho0 ltac:(zlia)).
  rewrite (s23_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p69 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p80 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p82 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s23_c48_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 1 (2 + b) 0 (2 + d) -> fst (s23_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q27] in Hc |- *.
  rewrite tf_game_eq, (s23_c48_L b d), (s23_c48_R b d); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s23_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s23_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c48_L3 b d)).
  pose proof (use_s30 IH 1 (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c48_L3 b d))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s23_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p16 Ho0 ltac:(zlia)).
  rewrite (s23_p25 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p69 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p105 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p107 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==0: the board of s8 *)
Lemma s23_c49_p13 x (Hs8 : s8_claim x) (b : nat) :
  x = s23_board 1 (2 + b) 1 0 -> fst (s23_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q13] in Hc |- *.
  pose proof (Hs8 1 (2 + b) 1 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c50_L (b : nat) : lmoves (s23_board 1 (2 + b) 1 1) = [s23_board 0 (3 + b) 1 1; s23_board 1 (1 + b) 2 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s30_board 1 (2 + b) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c50_R (b : nat) : rmoves (s23_board 1 (2 + b) 1 1) = [s31_board 1 (2 + b) 1 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s23_c50_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 1 (2 + b) 1 1 -> fst (s23_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c50_L b), (s23_c50_R b); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s23_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s23_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c50_L3 b)).
  pose proof (use_s30 IH 1 (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s23_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c50_L3 b))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s23_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s30_p61 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

