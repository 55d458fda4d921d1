(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s25_c150_L (b e : nat) : lmoves (s25_board 1 (2 + b) 1 1 (2 + e)) = [s25_board 0 (3 + b) 1 1 (2 + e); s25_board 1 (1 + b) 2 1 (2 + e); s24_board 1 (2 + b) 2 (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c150_R (b e : nat) : rmoves (s25_board 1 (2 + b) 1 1 (2 + e)) = [s30_board 1 (2 + b) 1 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s25_c150_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s25_board 1 (2 + b) 1 1 (2 + e) -> fst (s25_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c150_L b e), (s25_c150_R b e); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s25_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s25_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) 2 (2 + e) (opt_l _ _ _ (s25_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s25_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d>=2 && e==0: the board of s7 *)
Lemma s25_c151_p8 x (Hs7 : s7_claim x) (b d : nat) :
  x = s25_board 1 (2 + b) 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 1 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c152_L (b d : nat) : lmoves (s25_board 1 (2 + b) 1 (2 + d) 1) = [s25_board 0 (3 + b) 1 (2 + d) 1; s25_board 1 (1 + b) 2 (2 + d) 1; s24_board 1 (2 + b) (3 + d) 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c152_R (b d : nat) : rmoves (s25_board 1 (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s25_c152_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s25_board 1 (2 + b) 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c152_L b d), (s25_c152_R b d); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s25_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s25_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) (3 + d) 1 (opt_l _ _ _ (s25_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c153_L (b d e : nat) : lmoves (s25_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s25_board 0 (3 + b) 1 (2 + d) (2 + e); s25_board 1 (1 + b) 2 (2 + d) (2 + e); s24_board 1 (2 + b) (3 + d) (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c153_R (b d e : nat) : rmoves (s25_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s25_c153_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s25_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c153_L b d e), (s25_c153_R b d e); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s25_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s25_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH 1 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s25_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s7 *)
Lemma s25_c154_p11 x (Hs7 : s7_claim x) (b c : nat) :
  x = s25_board 1 (2 + b) (2 + c) 0 0 -> fst (s25_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q11] in Hc |- *.
  pose proof (Hs7 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s25_c154_p19 x (Hs7 : s7_claim x) (b c : nat) :
  x = s25_board 1 (2 + b) (2 + c) 0 0 -> fst (s25_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q19] in Hc |- *.
  pose proof (Hs7 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c155_L (b c : nat) : lmoves (s25_board 1 (2 + b) (2 + c) 0 1) = [s25_board 0 (3 + b) (2 + c) 0 1; s25_board 1 (1 + b) (3 + c) 0 1; s25_board 1 (2 + b) (1 + c) 1 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c155_R (b c : nat) : rmoves (s25_board 1 (2 + b) (2 + c) 0 1) = [s30_board 1 (2 + b) (2 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s25_c155_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s25_board 1 (2 + b) (2 + c) 0 1 -> fst (s25_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q35] in Hc |- *.
  rewrite tf_game_eq, (s25_c155_L b c), (s25_c155_R b c); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s25_c155_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s25_c155_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s25_c155_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s25_c155_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p34 Ho1 ltac:(zlia)).
    rewrite (s25_p25 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p35 Ho1 ltac:(zlia)).
    rewrite (s25_p25 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s25_c155_p69 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s25_board 1 (2 + b) (2 + c) 0 1 -> fst (s25_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q69] in Hc |- *.
  rewrite tf_game_eq, (s25_c155_L b c), (s25_c155_R b c); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s25_c155_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s25_c155_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s25_c155_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s25_c155_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p34 Ho1 ltac:(zlia)).
    rewrite (s25_p68 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p35 Ho1 ltac:(zlia)).
    rewrite (s25_p68 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s25_c156_L (b c e : nat) : lmoves (s25_board 1 (2 + b) (2 + c) 0 (2 + e)) = [s25_board 0 (3 + b) (2 + c) 0 (2 + e); s25_board 1 (1 + b) (3 + c) 0 (2 + e); s25_board 1 (2 + b) (1 + c) 1 (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c156_R (b c e : nat) : rmoves (s25_board 1 (2 + b) (2 + c) 0 (2 + e)) = [s30_board 1 (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s25_c156_p38 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s25_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q38] in Hc |- *.
  rewrite tf_game_eq, (s25_c156_L b c e), (s25_c156_R b c e); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s25_c156_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s25_c156_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s25_c156_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s25_c156_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p38 Ho0 ltac:(zlia)).
  rewrite (s25_p38 Ho1 ltac:(zlia)).
  rewrite (s25_p37 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0: the board of s7 *)
Lemma s25_c157_p24 x (Hs7 : s7_claim x) (b c : nat) :
  x = s25_board 1 (2 + b) (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs7 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c158_L (b c : nat) : lmoves (s25_board 1 (2 + b) (2 + c) 1 1) = [s25_board 0 (3 + b) (2 + c) 1 1; s25_board 1 (1 + b) (3 + c) 1 1; s25_board 1 (2 + b) (1 + c) 2 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c158_R (b c : nat) : rmoves (s25_board 1 (2 + b) (2 + c) 1 1) = [s30_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s25_c158_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s25_board 1 (2 + b) (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q25] in Hc |- *.
  rewrite tf_game_eq, (s25_c158_L b c), (s25_c158_R b c); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s25_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s25_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s25_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s25_c158_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s25_p25 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c159_L (b c e : nat) : lmoves (s25_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s25_board 0 (3 + b) (2 + c) 1 (2 + e); s25_board 1 (1 + b) (3 + c) 1 (2 + e); s25_board 1 (2 + b) (1 + c) 2 (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c159_R (b c e : nat) : rmoves (s25_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s30_board 1 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s25_c159_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s25_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c159_L b c e), (s25_c159_R b c e); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s25_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s25_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s25_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s25_c159_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0: the board of s7 *)
Lemma s25_c160_p8 x (Hs7 : s7_claim x) (b c d : nat) :
  x = s25_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 1 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c161_L (b c d : nat) : lmoves (s25_board 1 (2 + b) (2 + c) (2 + d) 1) = [s25_board 0 (3 + b) (2 + c) (2 + d) 1; s25_board 1 (1 + b) (3 + c) (2 + d) 1; s25_board 1 (2 + b) (1 + c) (3 + d) 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c161_R (b c d : nat) : rmoves (s25_board 1 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s25_c161_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s25_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c161_L b c d), (s25_c161_R b c d); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s25_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s25_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s25_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c162_L (b c d e : nat) : lmoves (s25_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s25_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s25_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s25_board 1 (2 + b) (1 + c) (3 + d) (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c162_R (b c d e : nat) : rmoves (s25_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s25_c162_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s25_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c162_L b c d e), (s25_c162_R b c d e); cbn [map].
  pose proof (use_s25 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s25_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s4 *)
Lemma s25_c163_p76 x (Hs4 : s4_claim x) (a : nat) :
  x = s25_board (2 + a) 0 0 0 0 -> fst (s25_q76 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q76 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q76] in Hc |- *.
  pose proof (Hs4 (2 + a) 0 ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s25_c164_p92 x (Hs20 : s20_claim x) (a : nat) :
  x = s25_board (2 + a) 0 0 0 1 -> fst (s25_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q92] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c164_p103 x (Hs20 : s20_claim x) (a : nat) :
  x = s25_board (2 + a) 0 0 0 1 -> fst (s25_q103 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q103 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q103] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s25_c165_p78 x (Hs20 : s20_claim x) (a e : nat) :
  x = s25_board (2 + a) 0 0 0 (2 + e) -> fst (s25_q78 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q78 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q78] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s4 *)
Lemma s25_c166_p40 x (Hs4 : s4_claim x) (a : nat) :
  x = s25_board (2 + a) 0 0 1 0 -> fst (s25_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q40] in Hc |- *.
  pose proof (Hs4 (2 + a) 1 ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s20 *)
Lemma s25_c167_p94 x (Hs20 : s20_claim x) (a : nat) :
  x = s25_board (2 + a) 0 0 1 1 -> fst (s25_q94 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q94 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q94] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s20 *)
Lemma s25_c168_p42 x (Hs20 : s20_claim x) (a e : nat) :
  x = s25_board (2 + a) 0 0 1 (2 + e) -> fst (s25_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q42] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s4 *)
Lemma s25_c169_p8 x (Hs4 : s4_claim x) (a d : nat) :
  x = s25_board (2 + a) 0 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs4 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s20 *)
Lemma s25_c170_p8 x (Hs20 : s20_claim x) (a d : nat) :
  x = s25_board (2 + a) 0 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s20 *)
Lemma s25_c171_p8 x (Hs20 : s20_claim x) (a d e : nat) :
  x = s25_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s5 *)
Lemma s25_c172_p26 x (Hs5 : s5_claim x) (a : nat) :
  x = s25_board (2 + a) 0 1 0 0 -> fst (s25_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q26] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c172_p99 x (Hs5 : s5_claim x) (a : nat) :
  x = s25_board (2 + a) 0 1 0 0 -> fst (s25_q99 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q99 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q99] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s21 *)
Lemma s25_c173_p79 x (Hs21 : s21_claim x) (a : nat) :
  x = s25_board (2 + a) 0 1 0 1 -> fst (s25_q79 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q79 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q79] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s21 *)
Lemma s25_c174_p12 x (Hs21 : s21_claim x) (a e : nat) :
  x = s25_board (2 + a) 0 1 0 (2 + e) -> fst (s25_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q12] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s5 *)
Lemma s25_c175_p95 x (Hs5 : s5_claim x) (a : nat) :
  x = s25_board (2 + a) 0 1 1 0 -> fst (s25_q95 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q95 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q95] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 1 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c175_p100 x (Hs5 : s5_claim x) (a : nat) :
  x = s25_board (2 + a) 0 1 1 0 -> fst (s25_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q100 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q100] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 1 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s21 *)
Lemma s25_c176_p96 x (Hs21 : s21_claim x) (a : nat) :
  x = s25_board (2 + a) 0 1 1 1 -> fst (s25_q96 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q96 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q96] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p53 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s21 *)
Lemma s25_c177_p37 x (Hs21 : s21_claim x) (a e : nat) :
  x = s25_board (2 + a) 0 1 1 (2 + e) -> fst (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q37] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s5 *)
Lemma s25_c178_p8 x (Hs5 : s5_claim x) (a d : nat) :
  x = s25_board (2 + a) 0 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs5 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s21 *)
Lemma s25_c179_p8 x (Hs21 : s21_claim x) (a d : nat) :
  x = s25_board (2 + a) 0 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s21 *)
Lemma s25_c180_p8 x (Hs21 : s21_claim x) (a d e : nat) :
  x = s25_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s5 *)
Lemma s25_c181_p10 x (Hs5 : s5_claim x) (a c : nat) :
  x = s25_board (2 + a) 0 (2 + c) 0 0 -> fst (s25_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q10] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c181_p19 x (Hs5 : s5_claim x) (a c : nat) :
  x = s25_board (2 + a) 0 (2 + c) 0 0 -> fst (s25_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q19] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s21 *)
Lemma s25_c182_p20 x (Hs21 : s21_claim x) (a c : nat) :
  x = s25_board (2 + a) 0 (2 + c) 0 1 -> fst (s25_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q20 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q20] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + c) 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c182_p34 x (Hs21 : s21_claim x) (a c : nat) :
  x = s25_board (2 + a) 0 (2 + c) 0 1 -> fst (s25_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q34] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + c) 0 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p48 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s21 *)
Lemma s25_c183_p38 x (Hs21 : s21_claim x) (a c e : nat) :
  x = s25_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q38] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + c) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s5 *)
Lemma s25_c184_p24 x (Hs5 : s5_claim x) (a c : nat) :
  x = s25_board (2 + a) 0 (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s21 *)
Lemma s25_c185_p25 x (Hs21 : s21_claim x) (a c : nat) :
  x = s25_board (2 + a) 0 (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q25] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s21 *)
Lemma s25_c186_p37 x (Hs21 : s21_claim x) (a c e : nat) :
  x = s25_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q37] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s5 *)
Lemma s25_c187_p8 x (Hs5 : s5_claim x) (a c d : nat) :
  x = s25_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs5 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s5_board; board_eq)) as Ho0.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s21 *)
Lemma s25_c188_p8 x (Hs21 : s21_claim x) (a c d : nat) :
  x = s25_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s21 *)
Lemma s25_c189_p8 x (Hs21 : s21_claim x) (a c d e : nat) :
  x = s25_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs21 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s21_board; board_eq)) as Ho0.
  rewrite (s21_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s6 *)
Lemma s25_c190_p40 x (Hs6 : s6_claim x) (a : nat) :
  x = s25_board (2 + a) 1 0 0 0 -> fst (s25_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q40] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s25_c191_p93 x (Hs24 : s24_claim x) (a : nat) :
  x = s25_board (2 + a) 1 0 0 1 -> fst (s25_q93 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q93 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q93] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c191_p101 x (Hs24 : s24_claim x) (a : nat) :
  x = s25_board (2 + a) 1 0 0 1 -> fst (s25_q101 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q101 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q101] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s25_c192_p14 x (Hs24 : s24_claim x) (a e : nat) :
  x = s25_board (2 + a) 1 0 0 (2 + e) -> fst (s25_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q14] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s6 *)
Lemma s25_c193_p77 x (Hs6 : s6_claim x) (a : nat) :
  x = s25_board (2 + a) 1 0 1 0 -> fst (s25_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q77 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q77] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c193_p102 x (Hs6 : s6_claim x) (a : nat) :
  x = s25_board (2 + a) 1 0 1 0 -> fst (s25_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q102 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q102] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s24 *)
Lemma s25_c194_p97 x (Hs24 : s24_claim x) (a : nat) :
  x = s25_board (2 + a) 1 0 1 1 -> fst (s25_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q97 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q97] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s24 *)
Lemma s25_c195_p43 x (Hs24 : s24_claim x) (a e : nat) :
  x = s25_board (2 + a) 1 0 1 (2 + e) -> fst (s25_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q43] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s6 *)
Lemma s25_c196_p8 x (Hs6 : s6_claim x) (a d : nat) :
  x = s25_board (2 + a) 1 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s24 *)
Lemma s25_c197_p8 x (Hs24 : s24_claim x) (a d : nat) :
  x = s25_board (2 + a) 1 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s24 *)
Lemma s25_c198_p8 x (Hs24 : s24_claim x) (a d e : nat) :
  x = s25_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s7 *)
Lemma s25_c199_p85 x (Hs7 : s7_claim x) (a : nat) :
  x = s25_board (2 + a) 1 1 0 0 -> fst (s25_q85 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q85 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q85] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c200_L (a : nat) : lmoves (s25_board (2 + a) 1 1 0 1) = [s25_board (1 + a) 2 1 0 1; s21_board (2 + a) 2 0 1; s24_board (2 + a) 1 1 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c200_R (a : nat) : rmoves (s25_board (2 + a) 1 1 0 1) = [s30_board (2 + a) 1 1 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d==0 && e==1 *)
Lemma s25_c200_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s25_board (2 + a) 1 1 0 1 -> fst (s25_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q13] in Hc |- *.
  rewrite tf_game_eq, (s25_c200_L a), (s25_c200_R a); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 1 0 1 (opt_l _ _ _ (s25_c200_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 2 0 1 (opt_l _ _ _ (s25_c200_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 1 1 (opt_l _ _ _ (s25_c200_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 1 0 1 (opt_r _ _ _ (s25_c200_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s25_p73 Ho0 ltac:(zlia)).
    rewrite (s21_p21 Ho1 ltac:(zlia)).
    rewrite (s24_p13 Ho2 ltac:(zlia)).
    rewrite (s30_p74 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p91 Ho0 ltac:(zlia)).
    rewrite (s21_p21 Ho1 ltac:(zlia)).
    rewrite (s24_p13 Ho2 ltac:(zlia)).
    rewrite (s30_p74 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s25_c201_L (a e : nat) : lmoves (s25_board (2 + a) 1 1 0 (2 + e)) = [s25_board (1 + a) 2 1 0 (2 + e); s21_board (2 + a) 2 0 (2 + e); s24_board (2 + a) 1 1 (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c201_R (a e : nat) : rmoves (s25_board (2 + a) 1 1 0 (2 + e)) = [s30_board (2 + a) 1 1 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s25_c201_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s25_board (2 + a) 1 1 0 (2 + e) -> fst (s25_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q21 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q21] in Hc |- *.
  rewrite tf_game_eq, (s25_c201_L a e), (s25_c201_R a e); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 1 0 (2 + e) (opt_l _ _ _ (s25_c201_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 2 0 (2 + e) (opt_l _ _ _ (s25_c201_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 1 (2 + e) (opt_l _ _ _ (s25_c201_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 1 0 (2 + e) (opt_r _ _ _ (s25_c201_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p21 Ho0 ltac:(zlia)).
  rewrite (s21_p49 Ho1 ltac:(zlia)).
  rewrite (s24_p14 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d==1 && e==0: the board of s7 *)
Lemma s25_c202_p67 x (Hs7 : s7_claim x) (a : nat) :
  x = s25_board (2 + a) 1 1 1 0 -> fst (s25_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q67 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q67] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s25_c203_L (a : nat) : lmoves (s25_board (2 + a) 1 1 1 1) = [s25_board (1 + a) 2 1 1 1; s21_board (2 + a) 2 1 1; s24_board (2 + a) 1 2 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c203_R (a : nat) : rmoves (s25_board (2 + a) 1 1 1 1) = [s30_board (2 + a) 1 1 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s25_c203_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s25_board (2 + a) 1 1 1 1 -> fst (s25_q68 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q68 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q68] in Hc |- *.
  rewrite tf_game_eq, (s25_c203_L a), (s25_c203_R a); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s25_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 2 1 1 (opt_l _ _ _ (s25_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 2 1 (opt_l _ _ _ (s25_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 1 1 1 (opt_r _ _ _ (s25_c203_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p68 Ho0 ltac:(zlia)).
  rewrite (s21_p45 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s25_c204_L (a e : nat) : lmoves (s25_board (2 + a) 1 1 1 (2 + e)) = [s25_board (1 + a) 2 1 1 (2 + e); s21_board (2 + a) 2 1 (2 + e); s24_board (2 + a) 1 2 (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c204_R (a e : nat) : rmoves (s25_board (2 + a) 1 1 1 (2 + e)) = [s30_board (2 + a) 1 1 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s25_c204_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s25_board (2 + a) 1 1 1 (2 + e) -> fst (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c204_L a e), (s25_c204_R a e); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s25_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s25_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 2 (2 + e) (opt_l _ _ _ (s25_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 1 1 (2 + e) (opt_r _ _ _ (s25_c204_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s21_p46 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0: the board of s7 *)
Lemma s25_c205_p8 x (Hs7 : s7_claim x) (a d : nat) :
  x = s25_board (2 + a) 1 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c206_L (a d : nat) : lmoves (s25_board (2 + a) 1 1 (2 + d) 1) = [s25_board (1 + a) 2 1 (2 + d) 1; s21_board (2 + a) 2 (2 + d) 1; s24_board (2 + a) 1 (3 + d) 1].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c206_R (a d : nat) : rmoves (s25_board (2 + a) 1 1 (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s25_c206_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s25_board (2 + a) 1 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c206_L a d), (s25_c206_R a d); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s25_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s25_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 (3 + d) 1 (opt_l _ _ _ (s25_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c207_L (a d e : nat) : lmoves (s25_board (2 + a) 1 1 (2 + d) (2 + e)) = [s25_board (1 + a) 2 1 (2 + d) (2 + e); s21_board (2 + a) 2 (2 + d) (2 + e); s24_board (2 + a) 1 (3 + d) (2 + e)].
Proof. unfold s21_board, s24_board, s25_board. tf_options. Qed.
Lemma s25_c207_R (a d e : nat) : rmoves (s25_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s25_c207_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s25_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c207_L a d e), (s25_c207_R a d e); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s25_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s25_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) 1 (3 + d) (2 + e) (opt_l _ _ _ (s25_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s7 *)
Lemma s25_c208_p11 x (Hs7 : s7_claim x) (a c : nat) :
  x = s25_board (2 + a) 1 (2 + c) 0 0 -> fst (s25_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q11] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c208_p19 x (Hs7 : s7_claim x) (a c : nat) :
  x = s25_board (2 + a) 1 (2 + c) 0 0 -> fst (s25_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q19] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c209_L (a c : nat) : lmoves (s25_board (2 + a) 1 (2 + c) 0 1) = [s25_board (1 + a) 2 (2 + c) 0 1; s21_board (2 + a) (3 + c) 0 1; s25_board (2 + a) 1 (1 + c) 1 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c209_R (a c : nat) : rmoves (s25_board (2 + a) 1 (2 + c) 0 1) = [s30_board (2 + a) 1 (2 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s25_c209_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s25_board (2 + a) 1 (2 + c) 0 1 -> fst (s25_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q34] in Hc |- *.
  rewrite tf_game_eq, (s25_c209_L a c), (s25_c209_R a c); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 (2 + c) 0 1 (opt_l _ _ _ (s25_c209_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (3 + c) 0 1 (opt_l _ _ _ (s25_c209_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s25_c209_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 1 (opt_r _ _ _ (s25_c209_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p35 Ho0 ltac:(zlia)).
  rewrite (s21_p48 Ho1 ltac:(zlia)).
  rewrite (s25_p25 Ho2 ltac:(zlia)).
  rewrite (s30_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c209_p69 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s25_board (2 + a) 1 (2 + c) 0 1 -> fst (s25_q69 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q69 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q69] in Hc |- *.
  rewrite tf_game_eq, (s25_c209_L a c), (s25_c209_R a c); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 (2 + c) 0 1 (opt_l _ _ _ (s25_c209_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (3 + c) 0 1 (opt_l _ _ _ (s25_c209_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 1 1 (opt_l _ _ _ (s25_c209_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 1 (opt_r _ _ _ (s25_c209_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p69 Ho0 ltac:(zlia)).
  rewrite (s21_p48 Ho1 ltac:(zlia)).
  rewrite (s25_p68 Ho2 ltac:(zlia)).
  rewrite (s30_p17 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c210_L (a c e : nat) : lmoves (s25_board (2 + a) 1 (2 + c) 0 (2 + e)) = [s25_board (1 + a) 2 (2 + c) 0 (2 + e); s21_board (2 + a) (3 + c) 0 (2 + e); s25_board (2 + a) 1 (1 + c) 1 (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c210_R (a c e : nat) : rmoves (s25_board (2 + a) 1 (2 + c) 0 (2 + e)) = [s30_board (2 + a) 1 (2 + c) 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s25_c210_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s25_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q38] in Hc |- *.
  rewrite tf_game_eq, (s25_c210_L a c e), (s25_c210_R a c e); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s25_c210_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (3 + c) 0 (2 + e) (opt_l _ _ _ (s25_c210_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 1 (2 + e) (opt_l _ _ _ (s25_c210_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s25_c210_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p38 Ho0 ltac:(zlia)).
  rewrite (s21_p49 Ho1 ltac:(zlia)).
  rewrite (s25_p37 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0: the board of s7 *)
Lemma s25_c211_p24 x (Hs7 : s7_claim x) (a c : nat) :
  x = s25_board (2 + a) 1 (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c212_L (a c : nat) : lmoves (s25_board (2 + a) 1 (2 + c) 1 1) = [s25_board (1 + a) 2 (2 + c) 1 1; s21_board (2 + a) (3 + c) 1 1; s25_board (2 + a) 1 (1 + c) 2 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c212_R (a c : nat) : rmoves (s25_board (2 + a) 1 (2 + c) 1 1) = [s30_board (2 + a) 1 (2 + c) 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s25_c212_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s25_board (2 + a) 1 (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q25] in Hc |- *.
  rewrite tf_game_eq, (s25_c212_L a c), (s25_c212_R a c); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s25_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s25_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s25_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 1 1 (opt_r _ _ _ (s25_c212_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s21_p45 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c213_L (a c e : nat) : lmoves (s25_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s25_board (1 + a) 2 (2 + c) 1 (2 + e); s21_board (2 + a) (3 + c) 1 (2 + e); s25_board (2 + a) 1 (1 + c) 2 (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c213_R (a c e : nat) : rmoves (s25_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s30_board (2 + a) 1 (2 + c) 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s25_c213_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s25_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c213_L a c e), (s25_c213_R a c e); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s25_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s25_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s25_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s25_c213_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s21_p46 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0: the board of s7 *)
Lemma s25_c214_p8 x (Hs7 : s7_claim x) (a c d : nat) :
  x = s25_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 (2 + a) 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c215_L (a c d : nat) : lmoves (s25_board (2 + a) 1 (2 + c) (2 + d) 1) = [s25_board (1 + a) 2 (2 + c) (2 + d) 1; s21_board (2 + a) (3 + c) (2 + d) 1; s25_board (2 + a) 1 (1 + c) (3 + d) 1].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c215_R (a c d : nat) : rmoves (s25_board (2 + a) 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s25_c215_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s25_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c215_L a c d), (s25_c215_R a c d); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s25_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s25_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s25_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c216_L (a c d e : nat) : lmoves (s25_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s25_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s21_board (2 + a) (3 + c) (2 + d) (2 + e); s25_board (2 + a) 1 (1 + c) (3 + d) (2 + e)].
Proof. unfold s21_board, s25_board. tf_options. Qed.
Lemma s25_c216_R (a c d e : nat) : rmoves (s25_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s25_c216_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s25_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c216_L a c d e), (s25_c216_R a c d e); cbn [map].
  pose proof (use_s25 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s25_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s6 *)
Lemma s25_c217_p63 x (Hs6 : s6_claim x) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 0 0 0 -> fst (s25_q63 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q63 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q63] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c217_p98 x (Hs6 : s6_claim x) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 0 0 0 -> fst (s25_q98 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q98 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q98] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s24 *)
Lemma s25_c218_p70 x (Hs24 : s24_claim x) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 0 0 1 -> fst (s25_q70 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q70 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q70] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s24 *)
Lemma s25_c219_p14 x (Hs24 : s24_claim x) (a b e : nat) :
  x = s25_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s25_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q14] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s6 *)
Lemma s25_c220_p71 x (Hs6 : s6_claim x) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 0 1 0 -> fst (s25_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q71 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q71] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s24 *)
Lemma s25_c221_p72 x (Hs24 : s24_claim x) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 0 1 1 -> fst (s25_q72 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q72 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q72] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s24 *)
Lemma s25_c222_p43 x (Hs24 : s24_claim x) (a b e : nat) :
  x = s25_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s25_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q43] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s6 *)
Lemma s25_c223_p8 x (Hs6 : s6_claim x) (a b d : nat) :
  x = s25_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s25_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s24 *)
Lemma s25_c224_p8 x (Hs24 : s24_claim x) (a b d : nat) :
  x = s25_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s24 *)
Lemma s25_c225_p8 x (Hs24 : s24_claim x) (a b d e : nat) :
  x = s25_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs24 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s25_board, s24_board; board_eq)) as Ho0.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s7 *)
Lemma s25_c226_p57 x (Hs7 : s7_claim x) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 1 0 0 -> fst (s25_q57 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q57 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q57] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c227_L (a b : nat) : lmoves (s25_board (2 + a) (2 + b) 1 0 1) = [s25_board (1 + a) (3 + b) 1 0 1; s25_board (2 + a) (1 + b) 2 0 1; s24_board (2 + a) (2 + b) 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c227_R (a b : nat) : rmoves (s25_board (2 + a) (2 + b) 1 0 1) = [s30_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s25_c227_p73 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 1 0 1 -> fst (s25_q73 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q73 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q73] in Hc |- *.
  rewrite tf_game_eq, (s25_c227_L a b), (s25_c227_R a b); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) 1 0 1 (opt_l _ _ _ (s25_c227_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 2 0 1 (opt_l _ _ _ (s25_c227_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s25_c227_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 0 1 (opt_r _ _ _ (s25_c227_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p73 Ho0 ltac:(zlia)).
  rewrite (s25_p69 Ho1 ltac:(zlia)).
  rewrite (s24_p26 Ho2 ltac:(zlia)).
  rewrite (s30_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s25_c228_L (a b e : nat) : lmoves (s25_board (2 + a) (2 + b) 1 0 (2 + e)) = [s25_board (1 + a) (3 + b) 1 0 (2 + e); s25_board (2 + a) (1 + b) 2 0 (2 + e); s24_board (2 + a) (2 + b) 1 (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c228_R (a b e : nat) : rmoves (s25_board (2 + a) (2 + b) 1 0 (2 + e)) = [s30_board (2 + a) (2 + b) 1 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s25_c228_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s25_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s25_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q21] in Hc |- *.
  rewrite tf_game_eq, (s25_c228_L a b e), (s25_c228_R a b e); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s25_c228_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 2 0 (2 + e) (opt_l _ _ _ (s25_c228_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 1 (2 + e) (opt_l _ _ _ (s25_c228_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s25_c228_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p21 Ho0 ltac:(zlia)).
  rewrite (s25_p38 Ho1 ltac:(zlia)).
  rewrite (s24_p14 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0: the board of s7 *)
Lemma s25_c229_p67 x (Hs7 : s7_claim x) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 1 1 0 -> fst (s25_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q67 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q67] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s25_c230_L (a b : nat) : lmoves (s25_board (2 + a) (2 + b) 1 1 1) = [s25_board (1 + a) (3 + b) 1 1 1; s25_board (2 + a) (1 + b) 2 1 1; s24_board (2 + a) (2 + b) 2 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c230_R (a b : nat) : rmoves (s25_board (2 + a) (2 + b) 1 1 1) = [s30_board (2 + a) (2 + b) 1 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s25_c230_p68 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s25_board (2 + a) (2 + b) 1 1 1 -> fst (s25_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q68 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q68] in Hc |- *.
  rewrite tf_game_eq, (s25_c230_L a b), (s25_c230_R a b); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s25_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s25_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 2 1 (opt_l _ _ _ (s25_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 1 1 (opt_r _ _ _ (s25_c230_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p68 Ho0 ltac:(zlia)).
  rewrite (s25_p25 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p76 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s25_c231_L (a b e : nat) : lmoves (s25_board (2 + a) (2 + b) 1 1 (2 + e)) = [s25_board (1 + a) (3 + b) 1 1 (2 + e); s25_board (2 + a) (1 + b) 2 1 (2 + e); s24_board (2 + a) (2 + b) 2 (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c231_R (a b e : nat) : rmoves (s25_board (2 + a) (2 + b) 1 1 (2 + e)) = [s30_board (2 + a) (2 + b) 1 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s25_c231_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s25_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c231_L a b e), (s25_c231_R a b e); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s25_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s25_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) 2 (2 + e) (opt_l _ _ _ (s25_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s25_c231_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0: the board of s7 *)
Lemma s25_c232_p8 x (Hs7 : s7_claim x) (a b d : nat) :
  x = s25_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c233_L (a b d : nat) : lmoves (s25_board (2 + a) (2 + b) 1 (2 + d) 1) = [s25_board (1 + a) (3 + b) 1 (2 + d) 1; s25_board (2 + a) (1 + b) 2 (2 + d) 1; s24_board (2 + a) (2 + b) (3 + d) 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c233_R (a b d : nat) : rmoves (s25_board (2 + a) (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s25_c233_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s25_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c233_L a b d), (s25_c233_R a b d); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s25_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s25_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) (3 + d) 1 (opt_l _ _ _ (s25_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c234_L (a b d e : nat) : lmoves (s25_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s25_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s25_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s24_board (2 + a) (2 + b) (3 + d) (2 + e)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s25_c234_R (a b d e : nat) : rmoves (s25_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s25_c234_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s25_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c234_L a b d e), (s25_c234_R a b d e); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s25_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s25_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s24 IH (2 + a) (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s25_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s24_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s7 *)
Lemma s25_c235_p11 x (Hs7 : s7_claim x) (a b c : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s25_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q11] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s25_c235_p19 x (Hs7 : s7_claim x) (a b c : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s25_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q19] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s25_c236_L (a b c : nat) : lmoves (s25_board (2 + a) (2 + b) (2 + c) 0 1) = [s25_board (1 + a) (3 + b) (2 + c) 0 1; s25_board (2 + a) (1 + b) (3 + c) 0 1; s25_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c236_R (a b c : nat) : rmoves (s25_board (2 + a) (2 + b) (2 + c) 0 1) = [s30_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s25_c236_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s25_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q35] in Hc |- *.
  rewrite tf_game_eq, (s25_c236_L a b c), (s25_c236_R a b c); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s25_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s25_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s25_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s25_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p34 Ho1 ltac:(zlia)).
    rewrite (s25_p25 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p35 Ho1 ltac:(zlia)).
    rewrite (s25_p25 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s25_c236_p69 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s25_q69 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q69 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q69] in Hc |- *.
  rewrite tf_game_eq, (s25_c236_L a b c), (s25_c236_R a b c); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s25_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) (3 + c) 0 1 (opt_l _ _ _ (s25_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s25_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s25_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p34 Ho1 ltac:(zlia)).
    rewrite (s25_p68 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p35 Ho1 ltac:(zlia)).
    rewrite (s25_p68 Ho2 ltac:(zlia)).
    rewrite (s30_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s25_c237_L (a b c e : nat) : lmoves (s25_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s25_board (1 + a) (3 + b) (2 + c) 0 (2 + e); s25_board (2 + a) (1 + b) (3 + c) 0 (2 + e); s25_board (2 + a) (2 + b) (1 + c) 1 (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c237_R (a b c e : nat) : rmoves (s25_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s30_board (2 + a) (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s25_c237_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s25_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q38 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q38] in Hc |- *.
  rewrite tf_game_eq, (s25_c237_L a b c e), (s25_c237_R a b c e); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s25_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) (3 + c) 0 (2 + e) (opt_l _ _ _ (s25_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s25_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s25_c237_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p38 Ho0 ltac:(zlia)).
  rewrite (s25_p38 Ho1 ltac:(zlia)).
  rewrite (s25_p37 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0: the board of s7 *)
Lemma s25_c238_p24 x (Hs7 : s7_claim x) (a b c : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s25_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q24] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s25_c239_L (a b c : nat) : lmoves (s25_board (2 + a) (2 + b) (2 + c) 1 1) = [s25_board (1 + a) (3 + b) (2 + c) 1 1; s25_board (2 + a) (1 + b) (3 + c) 1 1; s25_board (2 + a) (2 + b) (1 + c) 2 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c239_R (a b c : nat) : rmoves (s25_board (2 + a) (2 + b) (2 + c) 1 1) = [s30_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s25_c239_p25 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s25_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q25] in Hc |- *.
  rewrite tf_game_eq, (s25_c239_L a b c), (s25_c239_R a b c); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s25_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s25_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s25_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s25_c239_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p25 Ho0 ltac:(zlia)).
  rewrite (s25_p25 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p27 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s25_c240_L (a b c e : nat) : lmoves (s25_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s25_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s25_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s25_board (2 + a) (2 + b) (1 + c) 2 (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c240_R (a b c e : nat) : rmoves (s25_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s30_board (2 + a) (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s25_board, s30_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s25_c240_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q37] in Hc |- *.
  rewrite tf_game_eq, (s25_c240_L a b c e), (s25_c240_R a b c e); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s25_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s25_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s25_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s25_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s25_p37 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  rewrite (s30_p16 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0: the board of s7 *)
Lemma s25_c241_p8 x (Hs7 : s7_claim x) (a b c d : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs7 (2 + a) (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s25_board, s7_board; board_eq)) as Ho0.
  rewrite (s7_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s25_c242_L (a b c d : nat) : lmoves (s25_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s25_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s25_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s25_board (2 + a) (2 + b) (1 + c) (3 + d) 1].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c242_R (a b c d : nat) : rmoves (s25_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s25_c242_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c242_L a b c d), (s25_c242_R a b c d); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s25_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s25_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s25_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s25_c243_L (a b c d e : nat) : lmoves (s25_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s25_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s25_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s25_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e)].
Proof. unfold s25_board. tf_options. Qed.
Lemma s25_c243_R (a b c d e : nat) : rmoves (s25_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s25_board. tf_options. Qed.
(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s25_c243_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s25_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s25_q8] in Hc |- *.
  rewrite tf_game_eq, (s25_c243_L a b c d e), (s25_c243_R a b c d e); cbn [map].
  pose proof (use_s25 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s25_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s25 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s25_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  rewrite (s25_p8 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s26_c1_L : lmoves (s26_board 0 0) = [strip [(0, 1)] ([E; T; F; E; E]) []].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c1_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E]) []) (s10_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c1_R : rmoves (s26_board 0 0) = [strip [(0, 1)] ([T; F; E; E; E]) []].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c1_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; E]) []) (s9_board 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; E]) []); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a F T _ T^b F _^2 on a==0 && b==0 *)
Lemma s26_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 0 0 -> fst (s26_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s26_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q1] in Hc |- *.
  rewrite tf_game_eq, (s26_c1_L), (s26_c1_R); cbn [map].
  rewrite (tf_norm_game0 (s26_c1_L1)).
  pose proof (use_s10 IH 0 1 (opt_norm_l _ _ _ _ _ (s26_c1_L) ltac:(cbn [In]; left; reflexivity) (s26_c1_L1))) as Ho0.
  rewrite (tf_norm_game0 (s26_c1_R1)).
  pose proof (use_s9 IH 1 (opt_norm_r _ _ _ _ _ (s26_c1_R) ltac:(cbn [In]; left; reflexivity) (s26_c1_R1))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s9_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s26_c2_L : lmoves (s26_board 0 1) = [strip [(0, 1)] ([E; T; T; F; E; E]) []; strip [(0, 1)] ([T; E; E; F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; E]) []) (s10_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F]) [(1, 1)]) (s11_board 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F]) [(1, 1)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c2_R : rmoves (s26_board 0 1) = [strip [(0, 1)] ([T; F]) [(1, 3)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c2_R1 : tf_norm (strip [(0, 1)] ([T; F]) [(1, 3)]) (s9_board 1) (3).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F]) [(1, 3)]); [reflexivity | unfold s9_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a F T _ T^b F _^2 on a==0 && b==1 *)
Lemma s26_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 0 1 -> fst (s26_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s26_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q1] in Hc |- *.
  rewrite tf_game_eq, (s26_c2_L), (s26_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s26_c2_L1)).
  pose proof (use_s10 IH 0 2 (opt_norm_l _ _ _ _ _ (s26_c2_L) ltac:(cbn [In]; left; reflexivity) (s26_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s26_c2_L2)).
  pose proof (use_s11 IH 1 0 (opt_norm_l _ _ _ _ _ (s26_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s26_c2_R1)).
  pose proof (use_s9 IH 1 (opt_norm_r _ _ _ _ _ (s26_c2_R) ltac:(cbn [In]; left; reflexivity) (s26_c2_R1))) as Ho2.
  rewrite (s10_p1 Ho0 I).
  rewrite (s11_p1 Ho1 ltac:(zlia)).
  rewrite (s11_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s9_p1 Ho2 I).
  rewrite (s9_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s26_c3_L (b : nat) : lmoves (s26_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E]) []) (s10_board 0 (3 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s12_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c3_R (b : nat) : rmoves (s26_board 0 (2 + b)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a F T _ T^b F _^2 on a==0 && b>=2 *)
Lemma s26_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 0 (2 + b) -> fst (s26_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q2] in Hc |- *.
  rewrite tf_game_eq, (s26_c3_L b), (s26_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s26_c3_L1 b)).
  pose proof (use_s10 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s26_c3_L b) ltac:(cbn [In]; left; reflexivity) (s26_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game (s26_c3_L2 b)).
  pose proof (use_s12 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s26_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c3_L2 b))) as Ho1.
  rewrite (s10_p1 Ho0 I).
  rewrite (s12_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s26_c4_L : lmoves (s26_board 1 0) = [s18_board 1 1].
Proof. unfold s18_board, s26_board. tf_options. Qed.
Lemma s26_c4_R : rmoves (s26_board 1 0) = [s17_board 1].
Proof. unfold s17_board, s26_board. tf_options. Qed.
(* s26 = T^a F T _ T^b F _^2 on a==1 && b==0 *)
Lemma s26_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 1 0 -> fst (s26_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s26_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q3] in Hc |- *.
  rewrite tf_game_eq, (s26_c4_L), (s26_c4_R); cbn [map].
  pose proof (use_s18 IH 1 1 (opt_l _ _ _ (s26_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 1 (opt_r _ _ _ (s26_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  rewrite (s17_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_via _ (dyadic 3 1)); [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply (le_via _ (dyadic 3 1)); [num_cmp | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s26_c5_L : lmoves (s26_board 1 1) = [s18_board 1 2; strip [] ([T; F; T; E; E; F]) [(1, 1)]].
Proof. unfold s18_board, s26_board, strip. tf_options. Qed.
Lemma s26_c5_L2 : tf_norm (strip [] ([T; F; T; E; E; F]) [(1, 1)]) (s29_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c5_R : rmoves (s26_board 1 1) = [strip [] ([T; F; T; F]) [(1, 3)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c5_R1 : tf_norm (strip [] ([T; F; T; F]) [(1, 3)]) (s17_board 1) (3).
Proof. apply (tf_norm_by _ [] ([T; F; T; F]) [(1, 3)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a F T _ T^b F _^2 on a==1 && b==1 *)
Lemma s26_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s26_board 1 1 -> fst (s26_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s26_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q3] in Hc |- *.
  rewrite tf_game_eq, (s26_c5_L), (s26_c5_R); cbn [map].
  pose proof (use_s18 IH 1 2 (opt_l _ _ _ (s26_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c5_L2)).
  pose proof (use_s29 IH 1 0 (opt_norm_l _ _ _ _ _ (s26_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s26_c5_R1)).
  pose proof (use_s17 IH 1 (opt_norm_r _ _ _ _ _ (s26_c5_R) ltac:(cbn [In]; left; reflexivity) (s26_c5_R1))) as Ho2.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  rewrite (s29_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s17_p1 Ho2 I).
  rewrite (s17_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_via _ (int 3)); [num_cmp | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s26_c6_L (b : nat) : lmoves (s26_board 1 (2 + b)) = [s18_board 1 (3 + b); strip [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, s26_board, strip. tf_options. Qed.
Lemma s26_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s40_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c6_R (b : nat) : rmoves (s26_board 1 (2 + b)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a F T _ T^b F _^2 on a==1 && b>=2 *)
Lemma s26_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s26_board 1 (2 + b) -> fst (s26_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q2] in Hc |- *.
  rewrite tf_game_eq, (s26_c6_L b), (s26_c6_R b); cbn [map].
  pose proof (use_s18 IH 1 (3 + b) (opt_l _ _ _ (s26_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c6_L2 b)).
  pose proof (use_s40 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s26_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c6_L2 b))) as Ho1.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  rewrite (s40_p5 Ho1 ltac:(zlia)).
  rewrite (s40_p5_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s26_c7_L (a : nat) : lmoves (s26_board (2 + a) 0) = [s18_board (2 + a) 1].
Proof. unfold s18_board, s26_board. tf_options. Qed.
Lemma s26_c7_R (a : nat) : rmoves (s26_board (2 + a) 0) = [s17_board (2 + a)].
Proof. unfold s17_board, s26_board. tf_options. Qed.
(* s26 = T^a F T _ T^b F _^2 on a>=2 && b==0 *)
Lemma s26_c7_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 0 -> fst (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s26_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q4] in Hc |- *.
  rewrite tf_game_eq, (s26_c7_L a), (s26_c7_R a); cbn [map].
  pose proof (use_s18 IH (2 + a) 1 (opt_l _ _ _ (s26_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (opt_r _ _ _ (s26_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  rewrite (s17_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 0 -> fst (s26_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s26_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q5] in Hc |- *.
  rewrite tf_game_eq, (s26_c7_L a), (s26_c7_R a); cbn [map].
  pose proof (use_s18 IH (2 + a) 1 (opt_l _ _ _ (s26_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (opt_r _ _ _ (s26_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  rewrite (s17_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 0 -> fst (s26_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s26_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s26_q6] in Hc |- *.
  rewrite tf_game_eq, (s26_c7_L a), (s26_c7_R a); cbn [map].
  pose proof (use_s18 IH (2 + a) 1 (opt_l _ _ _ (s26_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (opt_r _ _ _ (s26_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s18_p5 Ho0 ltac:(zlia)).
  rewrite (s17_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s26_c8_L (a : nat) : lmoves (s26_board (2 + a) 1) = [s18_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]].
Proof. unfold s18_board, s26_board, strip. tf_options. Qed.
Lemma s26_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]) (s29_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; E; F]) [(1, 1)]); [reflexivity | unfold s29_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c8_R (a : nat) : rmoves (s26_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 3)]].
Proof. unfold s26_board, strip. tf_options. Qed.
Lemma s26_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F]) [(1, 3)]) (s17_board (2 + a)) (3).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F]) [(1, 3)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
(* s26 = T^a F T _ T^b F _^2 on a>=2 && b==1 *)
Lemma s26_c8_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q1 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q1] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s18 IH (2 + a) 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s26_c8_R1 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_r _ _ _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity) (s26_c8_R1 a))) as Ho2.
  rewrite (s18_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  rewrite (s29_p1_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s17_p1 Ho2 I).
  rewrite (s17_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s26_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q3] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s18 IH (2 + a) 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s26_c8_R1 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_r _ _ _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity) (s26_c8_R1 a))) as Ho2.
  rewrite (s18_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p3 Ho1 ltac:(zlia)).
  rewrite (s29_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s17_p1 Ho2 I).
  rewrite (s17_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_via _ (dyadic 9 1)); [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply (le_via _ (dyadic 9 1)); [num_cmp | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]].
Qed.

Lemma s26_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q7] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s18 IH (2 + a) 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s26_c8_R1 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_r _ _ _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity) (s26_c8_R1 a))) as Ho2.
  rewrite (s18_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p5 Ho1 ltac:(zlia)).
  rewrite (s29_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s17_p1 Ho2 I).
  rewrite (s17_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s26_board (2 + a) 1 -> fst (s26_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s26_q8 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s26_q8] in Hc |- *.
  rewrite tf_game_eq, (s26_c8_L a), (s26_c8_R a); cbn [map].
  pose proof (use_s18 IH (2 + a) 2 (opt_l _ _ _ (s26_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c8_L2 a)).
  pose proof (use_s29 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s26_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s26_c8_R1 a)).
  pose proof (use_s17 IH (2 + a) (opt_norm_r _ _ _ _ _ (s26_c8_R a) ltac:(cbn [In]; left; reflexivity) (s26_c8_R1 a))) as Ho2.
  rewrite (s18_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p5 Ho1 ltac:(zlia)).
  rewrite (s29_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s17_p1 Ho2 I).
  rewrite (s17_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s26_c9_L (a b : nat) : lmoves (s26_board (2 + a) (2 + b)) = [s18_board (2 + a) (3 + b); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s18_board, s26_board, strip. tf_options. Qed.
Lemma s26_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s40_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s40_board; strip_board_eq | strip_offset]. Qed.
Lemma s26_c9_R (a b : nat) : rmoves (s26_board (2 + a) (2 + b)) = [].
Proof. unfold s26_board. tf_options. Qed.
(* s26 = T^a F T _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s26_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s26_board (2 + a) (2 + b) -> fst (s26_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s26_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s26_q2] in Hc |- *.
  rewrite tf_game_eq, (s26_c9_L a b), (s26_c9_R a b); cbn [map].
  pose proof (use_s18 IH (2 + a) (3 + b) (opt_l _ _ _ (s26_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s26_c9_L2 a b)).
  pose proof (use_s40 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s26_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s26_c9_L2 a b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s18_p2 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s40_p4 Ho1 ltac:(zlia)).
      rewrite (s40_p4_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s40_p6 Ho1 ltac:(zlia)).
      rewrite (s40_p6_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s18_p3 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s40_p6 Ho1 ltac:(zlia)).
      rewrite (s40_p6_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s40_p9 Ho1 ltac:(zlia)).
      rewrite (s40_p9_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s40_p11 Ho1 ltac:(zlia)).
      rewrite (s40_p11_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s27_c1_L : lmoves (s27_board 0 0) = [].
Proof. unfold s27_board. tf_options. Qed.
Lemma s27_c1_R : rmoves (s27_board 0 0) = [strip [(0, 1); (1, 1)] ([E; E]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c1_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; E]) []) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s27 = T^a F _^2 T^b F _ on a==0 && b==0 *)
Lemma s27_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 0 -> fst (s27_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s27_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q1] in Hc |- *.
  rewrite tf_game_eq, (s27_c1_L), (s27_c1_R); cbn [map].
  rewrite (tf_norm_blank (s27_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s27_c2_L : lmoves (s27_board 0 1) = [strip [(0, 1); (3, 1)] ([]) [(1, 0)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c2_L1 : tf_norm (strip [(0, 1); (3, 1)] ([]) [(1, 0)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (3, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s27_c2_R : rmoves (s27_board 0 1) = [strip [(0, 1); (1, 1)] ([]) [(1, 2)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s27 = T^a F _^2 T^b F _ on a==0 && b==1 *)
Lemma s27_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 0 1 -> fst (s27_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s27_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c2_L), (s27_c2_R); cbn [map].
  rewrite (tf_norm_blank (s27_c2_L1)).
  rewrite (tf_norm_blank (s27_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s27_c3_L (b : nat) : lmoves (s27_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s14_board 0 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c3_R (b : nat) : rmoves (s27_board 0 (2 + b)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a F _^2 T^b F _ on a==0 && b>=2 *)
Lemma s27_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 0 (2 + b) -> fst (s27_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s27_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c3_L b), (s27_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s27_c3_L1 b)).
  pose proof (use_s14 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s27_c3_L b) ltac:(cbn [In]; left; reflexivity) (s27_c3_L1 b))) as Ho0.
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

Lemma s27_c4_L : lmoves (s27_board 1 0) = [strip [(1, 1)] ([T; E; F; E]) []].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c4_L1 : tf_norm (strip [(1, 1)] ([T; E; F; E]) []) (s12_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c4_R : rmoves (s27_board 1 0) = [s18_board 1 0].
Proof. unfold s18_board, s27_board. tf_options. Qed.
(* s27 = T^a F _^2 T^b F _ on a==1 && b==0 *)
Lemma s27_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 0 -> fst (s27_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s27_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q1] in Hc |- *.
  rewrite tf_game_eq, (s27_c4_L), (s27_c4_R); cbn [map].
  rewrite (tf_norm_game (s27_c4_L1)).
  pose proof (use_s12 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s27_c4_L) ltac:(cbn [In]; left; reflexivity) (s27_c4_L1))) as Ho0.
  pose proof (use_s18 IH 1 0 (opt_r _ _ _ (s27_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s18_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s27_c5_L : lmoves (s27_board 1 1) = [strip [(1, 1)] ([T; E; T; F; E]) []; strip [] ([T; F; E; E; E; F]) [(1, 0)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E]) []) (s12_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c5_L2 : tf_norm (strip [] ([T; F; E; E; E; F]) [(1, 0)]) (s34_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c5_R : rmoves (s27_board 1 1) = [strip [] ([T; F; E; F]) [(1, 2)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c5_R1 : tf_norm (strip [] ([T; F; E; F]) [(1, 2)]) (s18_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a F _^2 T^b F _ on a==1 && b==1 *)
Lemma s27_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s27_board 1 1 -> fst (s27_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s27_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c5_L), (s27_c5_R); cbn [map].
  rewrite (tf_norm_game (s27_c5_L1)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s27_c5_L) ltac:(cbn [In]; left; reflexivity) (s27_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s27_c5_L2)).
  pose proof (use_s34 IH 1 0 (opt_norm_l _ _ _ _ _ (s27_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s27_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s27_c5_R1)).
  pose proof (use_s18 IH 1 0 (opt_norm_r _ _ _ _ _ (s27_c5_R) ltac:(cbn [In]; left; reflexivity) (s27_c5_R1))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s34_p3 Ho1 ltac:(zlia)).
  rewrite (s18_p4 Ho2 ltac:(zlia)).
  rewrite (s18_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s27_c6_L (b : nat) : lmoves (s27_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []; strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []) (s12_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s35_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c6_R (b : nat) : rmoves (s27_board 1 (2 + b)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a F _^2 T^b F _ on a==1 && b>=2 *)
Lemma s27_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s27_board 1 (2 + b) -> fst (s27_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s27_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c6_L b), (s27_c6_R b); cbn [map].
  rewrite (tf_norm_game (s27_c6_L1 b)).
  pose proof (use_s12 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s27_c6_L b) ltac:(cbn [In]; left; reflexivity) (s27_c6_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s27_c6_L2 b)).
  pose proof (use_s35 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s27_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s27_c6_L2 b))) as Ho1.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s35_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s27_c7_L (a : nat) : lmoves (s27_board (2 + a) 0) = [s31_board (1 + a) 0 1 0].
Proof. unfold s27_board, s31_board. tf_options. Qed.
Lemma s27_c7_R (a : nat) : rmoves (s27_board (2 + a) 0) = [s18_board (2 + a) 0].
Proof. unfold s18_board, s27_board. tf_options. Qed.
(* s27 = T^a F _^2 T^b F _ on a>=2 && b==0 *)
Lemma s27_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 0 -> fst (s27_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s27_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s27_q3] in Hc |- *.
  rewrite tf_game_eq, (s27_c7_L a), (s27_c7_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 1 0 (opt_l _ _ _ (s27_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s18 IH (2 + a) 0 (opt_r _ _ _ (s27_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s18_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s18_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s27_c8_L (a : nat) : lmoves (s27_board (2 + a) 1) = [s31_board (1 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; E; E; E; F]) [(1, 0)]].
Proof. unfold s27_board, s31_board, strip. tf_options. Qed.
Lemma s27_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; E; F]) [(1, 0)]) (s34_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s34_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c8_R (a : nat) : rmoves (s27_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]].
Proof. unfold s27_board, strip. tf_options. Qed.
Lemma s27_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]) (s18_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
(* s27 = T^a F _^2 T^b F _ on a>=2 && b==1 *)
Lemma s27_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s27_board (2 + a) 1 -> fst (s27_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s27_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c8_L a), (s27_c8_R a); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 1 1 (opt_l _ _ _ (s27_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s27_c8_L2 a)).
  pose proof (use_s34 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s27_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s27_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s27_c8_R1 a)).
  pose proof (use_s18 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s27_c8_R a) ltac:(cbn [In]; left; reflexivity) (s27_c8_R1 a))) as Ho2.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  rewrite (s34_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s18_p5 Ho2 ltac:(zlia)).
    rewrite (s18_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s18_p6 Ho2 ltac:(zlia)).
    rewrite (s18_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s27_c9_L (a b : nat) : lmoves (s27_board (2 + a) (2 + b)) = [s31_board (1 + a) 0 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s27_board, s31_board, strip. tf_options. Qed.
Lemma s27_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s35_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s35_board; strip_board_eq | strip_offset]. Qed.
Lemma s27_c9_R (a b : nat) : rmoves (s27_board (2 + a) (2 + b)) = [].
Proof. unfold s27_board. tf_options. Qed.
(* s27 = T^a F _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s27_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s27_board (2 + a) (2 + b) -> fst (s27_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s27_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s27_q2] in Hc |- *.
  rewrite tf_game_eq, (s27_c9_L a b), (s27_c9_R a b); cbn [map].
  pose proof (use_s31 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s27_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s27_c9_L2 a b)).
  pose proof (use_s35 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s27_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s27_c9_L2 a b))) as Ho1.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : ((Z.of_nat (2 + a)) mod 2 = 0 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s35_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p11 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s35_p13 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s28_c1_L : lmoves (s28_board 0 0 0 0) = [].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c1_R : rmoves (s28_board 0 0 0 0) = [strip [(1, 1); (2, 1)] ([]) []; strip [(2, 2)] ([E]) []].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c1_R1 : tf_norm (strip [(1, 1); (2, 1)] ([]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(1, 1); (2, 1)] ([]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s28_c1_R2 : tf_norm (strip [(2, 2)] ([E]) []) (repeat E 3) (-4).
Proof. apply (tf_norm_by _ [(2, 2)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c==0 && d==0 *)
Lemma s28_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 0 0 0 -> fst (s28_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s28_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s28_q1] in Hc |- *.
  rewrite tf_game_eq, (s28_c1_L), (s28_c1_R); cbn [map].
  rewrite (tf_norm_blank (s28_c1_R1)).
  rewrite (tf_norm_blank (s28_c1_R2)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s28_c2_L : lmoves (s28_board 0 0 0 1) = [].
Proof. unfold s28_board. tf_options. Qed.
Lemma s28_c2_R : rmoves (s28_board 0 0 0 1) = [strip [(1, 1)] ([E; E; T; F]) []; strip [(2, 2)] ([]) [(1, 1)]].
Proof. unfold s28_board, strip. tf_options. Qed.
Lemma s28_c2_R1 : tf_norm (strip [(1, 1)] ([E; E; T; F]) []) (s13_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F]) []); [reflexivity | unfold s13_board; strip_board_eq | strip_offset]. Qed.
Lemma s28_c2_R2 : tf_norm (strip [(2, 2)] ([]) [(1, 1)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(2, 2)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s28 = T^a _^2 T^b F T^c _ T^d F on a==0 && b==0 && c==0 && d==1 *)
Lemma s28_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s28_board 0 0 0 1 -> fst (s28_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s28_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s28_q2] in Hc |- *.
  rewrite tf_game_eq, (s28_c2_L), (s28_c2_R); cbn [map].
  rewrite (tf_norm_game (s28_c2_R1)).
  pose proof (use_s13 IH 0 1 (opt_norm_r _ _ _ _ _ (s28_c2_R) ltac:(cbn [In]; left; reflexivity) (s28_c2_R1))) as Ho0.
  rewrite (tf_norm_blank (s28_c2_R2)).
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  rewrite (s13_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

