(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s193 *)
Lemma s194_c127_p107 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 1 1 (2 + c) 0 0 -> fst (s194_q107 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q107 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q107] in Hc |- *.
  pose proof (Hs193 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c127_p111 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 1 1 (2 + c) 0 0 -> fst (s194_q111 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q111 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q111] in Hc |- *.
  pose proof (Hs193 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==0 && e==1: the board of s193 *)
Lemma s194_c128_p37 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 1 1 (2 + c) 0 1 -> fst (s194_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q37] in Hc |- *.
  pose proof (Hs193 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==0 && e>=2: the board of s193 *)
Lemma s194_c129_p3 x (Hs193 : s193_claim x) (c e : nat) :
  x = s194_board 1 1 (2 + c) 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c130_L (c : nat) : lmoves (s194_board 1 1 (2 + c) 1 0) = [s194_board 0 2 (2 + c) 1 0; s194_board 1 1 (1 + c) 2 0; s193_board 1 1 (2 + c) 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c130_R (c : nat) : rmoves (s194_board 1 1 (2 + c) 1 0) = [s204_board 1 (2 + c) 1 0; s167_board 1 1 (2 + c) 1 0].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s194_c130_p108 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 1 1 (2 + c) 1 0 -> fst (s194_q108 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q108 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q108] in Hc |- *.
  rewrite tf_game_eq, (s194_c130_L c), (s194_c130_R c); cbn [map].
  pose proof (use_s194 IH 0 2 (2 + c) 1 0 (opt_l _ _ _ (s194_c130_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 (1 + c) 2 0 (opt_l _ _ _ (s194_c130_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s194_c130_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 (2 + c) 1 0 (opt_r _ _ _ (s194_c130_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 (2 + c) 1 0 (opt_r _ _ _ (s194_c130_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p61 Ho0 ltac:(zlia)).
    rewrite (s194_p105 Ho1 ltac:(zlia)).
    rewrite (s193_p21 Ho2 ltac:(zlia)).
    rewrite (s204_p29 Ho3 ltac:(zlia)).
    rewrite (s167_p129 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p69 Ho0 ltac:(zlia)).
    rewrite (s194_p110 Ho1 ltac:(zlia)).
    rewrite (s193_p21 Ho2 ltac:(zlia)).
    rewrite (s204_p30 Ho3 ltac:(zlia)).
    rewrite (s167_p129 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s194_c131_L (c : nat) : lmoves (s194_board 1 1 (2 + c) 1 1) = [s194_board 0 2 (2 + c) 1 1; s194_board 1 1 (1 + c) 2 1; s193_board 1 1 (2 + c) 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c131_R (c : nat) : rmoves (s194_board 1 1 (2 + c) 1 1) = [s204_board 1 (2 + c) 1 1; s167_board 1 1 (2 + c) 1 1].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s194_c131_p109 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 1 1 (2 + c) 1 1 -> fst (s194_q109 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q109 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q109] in Hc |- *.
  rewrite tf_game_eq, (s194_c131_L c), (s194_c131_R c); cbn [map].
  pose proof (use_s194 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s194_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 (1 + c) 2 1 (opt_l _ _ _ (s194_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 (2 + c) 2 (opt_l _ _ _ (s194_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s194_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 (2 + c) 1 1 (opt_r _ _ _ (s194_c131_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p63 Ho0 ltac:(zlia)).
    rewrite (s194_p40 Ho1 ltac:(zlia)).
    rewrite (s193_p3 Ho2 ltac:(zlia)).
    rewrite (s204_p23 Ho3 ltac:(zlia)).
    rewrite (s167_p130 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p71 Ho0 ltac:(zlia)).
    rewrite (s194_p40 Ho1 ltac:(zlia)).
    rewrite (s193_p3 Ho2 ltac:(zlia)).
    rewrite (s204_p23 Ho3 ltac:(zlia)).
    rewrite (s167_p130 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s194_c132_L (c e : nat) : lmoves (s194_board 1 1 (2 + c) 1 (2 + e)) = [s194_board 0 2 (2 + c) 1 (2 + e); s194_board 1 1 (1 + c) 2 (2 + e); s193_board 1 1 (2 + c) (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c132_R (c e : nat) : rmoves (s194_board 1 1 (2 + c) 1 (2 + e)) = [s204_board 1 (2 + c) 1 (2 + e)].
Proof. unfold s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s194_c132_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s194_board 1 1 (2 + c) 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c132_L c e), (s194_c132_R c e); cbn [map].
  pose proof (use_s194 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s194_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s194_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 1 (2 + c) (3 + e) (opt_l _ _ _ (s194_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s194_c132_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s204_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c133_L (c d : nat) : lmoves (s194_board 1 1 (2 + c) (2 + d) 0) = [s194_board 0 2 (2 + c) (2 + d) 0; s194_board 1 1 (1 + c) (3 + d) 0; s194_board 1 1 (2 + c) (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c133_R (c d : nat) : rmoves (s194_board 1 1 (2 + c) (2 + d) 0) = [s204_board 1 (2 + c) (2 + d) 0; s167_board 1 1 (2 + c) (2 + d) 0].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s194_c133_p42 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 1 1 (2 + c) (2 + d) 0 -> fst (s194_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q42] in Hc |- *.
  rewrite tf_game_eq, (s194_c133_L c d), (s194_c133_R c d); cbn [map].
  pose proof (use_s194 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s194_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c133_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s194_p42 Ho1 ltac:(zlia)).
    rewrite (s194_p40 Ho2 ltac:(zlia)).
    rewrite (s204_p11 Ho3 ltac:(zlia)).
    rewrite (s167_p50 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p106 Ho1 ltac:(zlia)).
    rewrite (s194_p40 Ho2 ltac:(zlia)).
    rewrite (s204_p11 Ho3 ltac:(zlia)).
    rewrite (s167_p50 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c133_p110 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 1 1 (2 + c) (2 + d) 0 -> fst (s194_q110 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q110 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q110] in Hc |- *.
  rewrite tf_game_eq, (s194_c133_L c d), (s194_c133_R c d); cbn [map].
  pose proof (use_s194 IH 0 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s194_c133_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c133_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c133_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c133_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c133_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p65 Ho0 ltac:(zlia)).
    rewrite (s194_p106 Ho1 ltac:(zlia)).
    rewrite (s194_p109 Ho2 ltac:(zlia)).
    rewrite (s204_p25 Ho3 ltac:(zlia)).
    rewrite (s167_p50 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p73 Ho0 ltac:(zlia)).
    rewrite (s194_p42 Ho1 ltac:(zlia)).
    rewrite (s194_p109 Ho2 ltac:(zlia)).
    rewrite (s204_p25 Ho3 ltac:(zlia)).
    rewrite (s167_p50 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c134_L (c d : nat) : lmoves (s194_board 1 1 (2 + c) (2 + d) 1) = [s194_board 0 2 (2 + c) (2 + d) 1; s194_board 1 1 (1 + c) (3 + d) 1; s194_board 1 1 (2 + c) (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c134_R (c d : nat) : rmoves (s194_board 1 1 (2 + c) (2 + d) 1) = [s204_board 1 (2 + c) (2 + d) 1; s167_board 1 1 (2 + c) (2 + d) 1].
Proof. unfold s167_board, s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s194_c134_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 1 1 (2 + c) (2 + d) 1 -> fst (s194_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c134_L c d), (s194_c134_R c d); cbn [map].
  pose proof (use_s194 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s194_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s194_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s194_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s194_c134_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH 1 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s194_c134_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s204_p10 Ho3 ltac:(zlia)).
  rewrite (s167_p53 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c135_L (c d e : nat) : lmoves (s194_board 1 1 (2 + c) (2 + d) (2 + e)) = [s194_board 0 2 (2 + c) (2 + d) (2 + e); s194_board 1 1 (1 + c) (3 + d) (2 + e); s194_board 1 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c135_R (c d e : nat) : rmoves (s194_board 1 1 (2 + c) (2 + d) (2 + e)) = [s204_board 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s194_board, s204_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s194_c135_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s194_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c135_L c d e), (s194_c135_R c d e); cbn [map].
  pose proof (use_s194 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s194_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s194_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s194_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s204 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s194_c135_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s204_p7 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s193 *)
Lemma s194_c136_p100 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 0 0 0 -> fst (s194_q100 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q100 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q100] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c136_p116 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 0 0 0 -> fst (s194_q116 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q116 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q116] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c136_p119 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 0 0 0 -> fst (s194_q119 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q119 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q119] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s193 *)
Lemma s194_c137_p112 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 0 0 1 -> fst (s194_q112 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q112 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q112] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c137_p117 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 0 0 1 -> fst (s194_q117 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q117 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q117] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c137_p121 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 0 0 1 -> fst (s194_q121 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q121 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q121] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s193 *)
Lemma s194_c138_p3 x (Hs193 : s193_claim x) (b e : nat) :
  x = s194_board 1 (2 + b) 0 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c139_L (b : nat) : lmoves (s194_board 1 (2 + b) 0 1 0) = [s194_board 0 (3 + b) 0 1 0; s168_board 1 (1 + b) 0 2 0; s193_board 1 (2 + b) 0 1].
Proof. unfold s168_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c139_R (b : nat) : rmoves (s194_board 1 (2 + b) 0 1 0) = [s167_board 1 (2 + b) 0 1 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s194_c139_p113 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 1 (2 + b) 0 1 0 -> fst (s194_q113 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q113 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q113] in Hc |- *.
  rewrite tf_game_eq, (s194_c139_L b), (s194_c139_R b); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 2 0 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s194_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p44 Ho0 ltac:(zlia)).
  rewrite (s168_p87 Ho1 ltac:(zlia)).
  rewrite (s193_p40 Ho2 ltac:(zlia)).
  rewrite (s167_p51 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c139_p118 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 1 (2 + b) 0 1 0 -> fst (s194_q118 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q118 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q118] in Hc |- *.
  rewrite tf_game_eq, (s194_c139_L b), (s194_c139_R b); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 2 0 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s194_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p83 Ho0 ltac:(zlia)).
  rewrite (s168_p99 Ho1 ltac:(zlia)).
  rewrite (s193_p42 Ho2 ltac:(zlia)).
  rewrite (s167_p51 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c139_p122 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 1 (2 + b) 0 1 0 -> fst (s194_q122 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q122 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q122] in Hc |- *.
  rewrite tf_game_eq, (s194_c139_L b), (s194_c139_R b); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 1 0 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 2 0 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 1 (opt_l _ _ _ (s194_c139_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 0 (opt_r _ _ _ (s194_c139_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p83 Ho0 ltac:(zlia)).
  rewrite (s168_p105 Ho1 ltac:(zlia)).
  rewrite (s193_p45 Ho2 ltac:(zlia)).
  rewrite (s167_p51 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c140_L (b : nat) : lmoves (s194_board 1 (2 + b) 0 1 1) = [s194_board 0 (3 + b) 0 1 1; s168_board 1 (1 + b) 0 2 1; s193_board 1 (2 + b) 0 2].
Proof. unfold s168_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c140_R (b : nat) : rmoves (s194_board 1 (2 + b) 0 1 1) = [s167_board 1 (2 + b) 0 1 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s194_c140_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 1 (2 + b) 0 1 1 -> fst (s194_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q41] in Hc |- *.
  rewrite tf_game_eq, (s194_c140_L b), (s194_c140_R b); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s194_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 2 1 (opt_l _ _ _ (s194_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 2 (opt_l _ _ _ (s194_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s194_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p41 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s168_p71 Ho1 ltac:(zlia)).
    rewrite (s193_p3 Ho2 ltac:(zlia)).
    rewrite (s167_p54 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p88 Ho1 ltac:(zlia)).
    rewrite (s193_p3 Ho2 ltac:(zlia)).
    rewrite (s167_p54 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p100 Ho1 ltac:(zlia)).
    rewrite (s193_p3 Ho2 ltac:(zlia)).
    rewrite (s167_p54 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c141_L (b e : nat) : lmoves (s194_board 1 (2 + b) 0 1 (2 + e)) = [s194_board 0 (3 + b) 0 1 (2 + e); s168_board 1 (1 + b) 0 2 (2 + e); s193_board 1 (2 + b) 0 (3 + e)].
Proof. unfold s168_board, s193_board, s194_board. tf_options. Qed.
Lemma s194_c141_R (b e : nat) : rmoves (s194_board 1 (2 + b) 0 1 (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s194_c141_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s194_board 1 (2 + b) 0 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c141_L b e), (s194_c141_R b e); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s194_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s194_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 0 (3 + e) (opt_l _ _ _ (s194_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s194_c142_L (b d : nat) : lmoves (s194_board 1 (2 + b) 0 (2 + d) 0) = [s194_board 0 (3 + b) 0 (2 + d) 0; s168_board 1 (1 + b) 0 (3 + d) 0; s194_board 1 (2 + b) 0 (1 + d) 1].
Proof. unfold s168_board, s194_board. tf_options. Qed.
Lemma s194_c142_R (b d : nat) : rmoves (s194_board 1 (2 + b) 0 (2 + d) 0) = [s167_board 1 (2 + b) 0 (2 + d) 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s194_c142_p47 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 1 (2 + b) 0 (2 + d) 0 -> fst (s194_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q47] in Hc |- *.
  rewrite tf_game_eq, (s194_c142_L b d), (s194_c142_R b d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s194_c142_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 (3 + d) 0 (opt_l _ _ _ (s194_c142_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s194_c142_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) 0 (opt_r _ _ _ (s194_c142_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p47 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s168_p89 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s194_p40 Ho2 ltac:(zlia)).
      rewrite (s167_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s194_p41 Ho2 ltac:(zlia)).
      rewrite (s167_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s168_p101 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s194_p40 Ho2 ltac:(zlia)).
      rewrite (s167_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s194_p41 Ho2 ltac:(zlia)).
      rewrite (s167_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s168_p106 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s194_p40 Ho2 ltac:(zlia)).
      rewrite (s167_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s194_p41 Ho2 ltac:(zlia)).
      rewrite (s167_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s194_c143_L (b d : nat) : lmoves (s194_board 1 (2 + b) 0 (2 + d) 1) = [s194_board 0 (3 + b) 0 (2 + d) 1; s168_board 1 (1 + b) 0 (3 + d) 1; s194_board 1 (2 + b) 0 (1 + d) 2].
Proof. unfold s168_board, s194_board. tf_options. Qed.
Lemma s194_c143_R (b d : nat) : rmoves (s194_board 1 (2 + b) 0 (2 + d) 1) = [s167_board 1 (2 + b) 0 (2 + d) 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s194_c143_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 1 (2 + b) 0 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c143_L b d), (s194_c143_R b d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s194_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 (3 + d) 1 (opt_l _ _ _ (s194_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s194_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s194_c143_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s168_p71 Ho1 ltac:(zlia)).
    rewrite (s194_p3 Ho2 ltac:(zlia)).
    rewrite (s167_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p88 Ho1 ltac:(zlia)).
    rewrite (s194_p3 Ho2 ltac:(zlia)).
    rewrite (s167_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p100 Ho1 ltac:(zlia)).
    rewrite (s194_p3 Ho2 ltac:(zlia)).
    rewrite (s167_p53 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c144_L (b d e : nat) : lmoves (s194_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s194_board 0 (3 + b) 0 (2 + d) (2 + e); s168_board 1 (1 + b) 0 (3 + d) (2 + e); s194_board 1 (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s168_board, s194_board. tf_options. Qed.
Lemma s194_c144_R (b d e : nat) : rmoves (s194_board 1 (2 + b) 0 (2 + d) (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s194_c144_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s194_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c144_L b d e), (s194_c144_R b d e); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s194_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 1 (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s194_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s168_p20 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s193 *)
Lemma s194_c145_p50 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 1 0 0 -> fst (s194_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q50] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s193 *)
Lemma s194_c146_p53 x (Hs193 : s193_claim x) (b : nat) :
  x = s194_board 1 (2 + b) 1 0 1 -> fst (s194_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q53 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q53] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s193 *)
Lemma s194_c147_p3 x (Hs193 : s193_claim x) (b e : nat) :
  x = s194_board 1 (2 + b) 1 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c148_L (b : nat) : lmoves (s194_board 1 (2 + b) 1 1 0) = [s194_board 0 (3 + b) 1 1 0; s194_board 1 (2 + b) 0 2 0; s193_board 1 (2 + b) 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c148_R (b : nat) : rmoves (s194_board 1 (2 + b) 1 1 0) = [s167_board 1 (2 + b) 1 1 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s194_c148_p55 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 1 (2 + b) 1 1 0 -> fst (s194_q55 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q55 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q55] in Hc |- *.
  rewrite tf_game_eq, (s194_c148_L b), (s194_c148_R b); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 1 1 0 (opt_l _ _ _ (s194_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) 0 2 0 (opt_l _ _ _ (s194_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s194_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s194_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p55 Ho0 ltac:(zlia)).
  rewrite (s194_p47 Ho1 ltac:(zlia)).
  rewrite (s193_p19 Ho2 ltac:(zlia)).
  rewrite (s167_p15 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c149_L (b : nat) : lmoves (s194_board 1 (2 + b) 1 1 1) = [s194_board 0 (3 + b) 1 1 1; s194_board 1 (2 + b) 0 2 1; s193_board 1 (2 + b) 1 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c149_R (b : nat) : rmoves (s194_board 1 (2 + b) 1 1 1) = [s167_board 1 (2 + b) 1 1 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s194_c149_p57 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s194_board 1 (2 + b) 1 1 1 -> fst (s194_q57 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q57 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q57] in Hc |- *.
  rewrite tf_game_eq, (s194_c149_L b), (s194_c149_R b); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s194_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) 0 2 1 (opt_l _ _ _ (s194_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 1 2 (opt_l _ _ _ (s194_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s194_c149_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p57 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s167_p66 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c150_L (b e : nat) : lmoves (s194_board 1 (2 + b) 1 1 (2 + e)) = [s194_board 0 (3 + b) 1 1 (2 + e); s194_board 1 (2 + b) 0 2 (2 + e); s193_board 1 (2 + b) 1 (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c150_R (b e : nat) : rmoves (s194_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s194_c150_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s194_board 1 (2 + b) 1 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c150_L b e), (s194_c150_R b e); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s194_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s194_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) 1 (3 + e) (opt_l _ _ _ (s194_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s194_c151_L (b d : nat) : lmoves (s194_board 1 (2 + b) 1 (2 + d) 0) = [s194_board 0 (3 + b) 1 (2 + d) 0; s194_board 1 (2 + b) 0 (3 + d) 0; s194_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c151_R (b d : nat) : rmoves (s194_board 1 (2 + b) 1 (2 + d) 0) = [s167_board 1 (2 + b) 1 (2 + d) 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s194_c151_p114 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 1 (2 + b) 1 (2 + d) 0 -> fst (s194_q114 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q114 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q114] in Hc |- *.
  rewrite tf_game_eq, (s194_c151_L b d), (s194_c151_R b d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s194_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s194_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s194_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s194_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p77 Ho0 ltac:(zlia)).
  rewrite (s194_p47 Ho1 ltac:(zlia)).
  rewrite (s194_p57 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c151_p115 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 1 (2 + b) 1 (2 + d) 0 -> fst (s194_q115 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q115 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q115] in Hc |- *.
  rewrite tf_game_eq, (s194_c151_L b d), (s194_c151_R b d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s194_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s194_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s194_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s194_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p78 Ho0 ltac:(zlia)).
  rewrite (s194_p47 Ho1 ltac:(zlia)).
  rewrite (s194_p40 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c152_L (b d : nat) : lmoves (s194_board 1 (2 + b) 1 (2 + d) 1) = [s194_board 0 (3 + b) 1 (2 + d) 1; s194_board 1 (2 + b) 0 (3 + d) 1; s194_board 1 (2 + b) 1 (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c152_R (b d : nat) : rmoves (s194_board 1 (2 + b) 1 (2 + d) 1) = [s167_board 1 (2 + b) 1 (2 + d) 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s194_c152_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s194_board 1 (2 + b) 1 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c152_L b d), (s194_c152_R b d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s194_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s194_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s194_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s194_c152_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c153_L (b d e : nat) : lmoves (s194_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s194_board 0 (3 + b) 1 (2 + d) (2 + e); s194_board 1 (2 + b) 0 (3 + d) (2 + e); s194_board 1 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c153_R (b d e : nat) : rmoves (s194_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s194_c153_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s194_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c153_L b d e), (s194_c153_R b d e); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s194_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s194_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s193 *)
Lemma s194_c154_p52 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 0 0 -> fst (s194_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q52] in Hc |- *.
  pose proof (Hs193 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c154_p67 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 0 0 -> fst (s194_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q67] in Hc |- *.
  pose proof (Hs193 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c154_p75 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 0 0 -> fst (s194_q75 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q75 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q75] in Hc |- *.
  pose proof (Hs193 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s193 *)
Lemma s194_c155_p37 x (Hs193 : s193_claim x) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 0 1 -> fst (s194_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q37] in Hc |- *.
  pose proof (Hs193 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s193 *)
Lemma s194_c156_p3 x (Hs193 : s193_claim x) (b c e : nat) :
  x = s194_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c157_L (b c : nat) : lmoves (s194_board 1 (2 + b) (2 + c) 1 0) = [s194_board 0 (3 + b) (2 + c) 1 0; s194_board 1 (2 + b) (1 + c) 2 0; s193_board 1 (2 + b) (2 + c) 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c157_R (b c : nat) : rmoves (s194_board 1 (2 + b) (2 + c) 1 0) = [s167_board 1 (2 + b) (2 + c) 1 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s194_c157_p61 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 1 0 -> fst (s194_q61 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q61 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q61] in Hc |- *.
  rewrite tf_game_eq, (s194_c157_L b c), (s194_c157_R b c); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s194_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s194_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s194_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s194_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p61 Ho0 ltac:(zlia)).
  rewrite (s194_p114 Ho1 ltac:(zlia)).
  rewrite (s193_p21 Ho2 ltac:(zlia)).
  rewrite (s167_p29 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c157_p69 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 1 0 -> fst (s194_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q69] in Hc |- *.
  rewrite tf_game_eq, (s194_c157_L b c), (s194_c157_R b c); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s194_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s194_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s194_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s194_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p69 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s194_p65 Ho1 ltac:(zlia)).
    rewrite (s193_p21 Ho2 ltac:(zlia)).
    rewrite (s167_p80 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p73 Ho1 ltac:(zlia)).
    rewrite (s193_p21 Ho2 ltac:(zlia)).
    rewrite (s167_p80 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s194_c158_L (b c : nat) : lmoves (s194_board 1 (2 + b) (2 + c) 1 1) = [s194_board 0 (3 + b) (2 + c) 1 1; s194_board 1 (2 + b) (1 + c) 2 1; s193_board 1 (2 + b) (2 + c) 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c158_R (b c : nat) : rmoves (s194_board 1 (2 + b) (2 + c) 1 1) = [s167_board 1 (2 + b) (2 + c) 1 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s194_c158_p63 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 1 1 -> fst (s194_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q63] in Hc |- *.
  rewrite tf_game_eq, (s194_c158_L b c), (s194_c158_R b c); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s194_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s194_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s194_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s194_c158_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p63 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s167_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c158_p71 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s194_board 1 (2 + b) (2 + c) 1 1 -> fst (s194_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q71 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q71] in Hc |- *.
  rewrite tf_game_eq, (s194_c158_L b c), (s194_c158_R b c); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s194_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s194_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s194_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s194_c158_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p71 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s167_p82 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c159_L (b c e : nat) : lmoves (s194_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s194_board 0 (3 + b) (2 + c) 1 (2 + e); s194_board 1 (2 + b) (1 + c) 2 (2 + e); s193_board 1 (2 + b) (2 + c) (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c159_R (b c e : nat) : rmoves (s194_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s194_c159_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s194_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c159_L b c e), (s194_c159_R b c e); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s194_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s194_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH 1 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s194_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s194_c160_L (b c d : nat) : lmoves (s194_board 1 (2 + b) (2 + c) (2 + d) 0) = [s194_board 0 (3 + b) (2 + c) (2 + d) 0; s194_board 1 (2 + b) (1 + c) (3 + d) 0; s194_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c160_R (b c d : nat) : rmoves (s194_board 1 (2 + b) (2 + c) (2 + d) 0) = [s167_board 1 (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s194_c160_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s194_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q42] in Hc |- *.
  rewrite tf_game_eq, (s194_c160_L b c d), (s194_c160_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s194_p42 Ho1 ltac:(zlia)).
    rewrite (s194_p40 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p115 Ho1 ltac:(zlia)).
    rewrite (s194_p40 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c160_p65 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s194_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q65] in Hc |- *.
  rewrite tf_game_eq, (s194_c160_L b c d), (s194_c160_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p65 Ho0 ltac:(zlia)).
  rewrite (s194_p115 Ho1 ltac:(zlia)).
  rewrite (s194_p63 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c160_p73 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s194_q73 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q73 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q73] in Hc |- *.
  rewrite tf_game_eq, (s194_c160_L b c d), (s194_c160_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p73 Ho0 ltac:(zlia)).
  rewrite (s194_p42 Ho1 ltac:(zlia)).
  rewrite (s194_p71 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c161_L (b c d : nat) : lmoves (s194_board 1 (2 + b) (2 + c) (2 + d) 1) = [s194_board 0 (3 + b) (2 + c) (2 + d) 1; s194_board 1 (2 + b) (1 + c) (3 + d) 1; s194_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c161_R (b c d : nat) : rmoves (s194_board 1 (2 + b) (2 + c) (2 + d) 1) = [s167_board 1 (2 + b) (2 + c) (2 + d) 1].
Proof. unfold s167_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s194_c161_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s194_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s194_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c161_L b c d), (s194_c161_R b c d); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s194_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s194_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s194_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_r _ _ _ (s194_c161_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c162_L (b c d e : nat) : lmoves (s194_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s194_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s194_board 1 (2 + b) (1 + c) (3 + d) (2 + e); s194_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c162_R (b c d e : nat) : rmoves (s194_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s194_c162_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s194_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c162_L b c d e), (s194_c162_R b c d e); cbn [map].
  pose proof (use_s194 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s194_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s194_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s194 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s194_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s194_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s193 *)
Lemma s194_c163_p90 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 0 0 0 -> fst (s194_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q90] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c163_p95 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 0 0 0 -> fst (s194_q95 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q95 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q95] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c163_p147 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 0 0 0 -> fst (s194_q147 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q147 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q147] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s193 *)
Lemma s194_c164_p13 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 0 0 1 -> fst (s194_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q13] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c164_p166 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 0 0 1 -> fst (s194_q166 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q166 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q166] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p62 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c164_p174 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 0 0 1 -> fst (s194_q174 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q174 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q174] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p66 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s193 *)
Lemma s194_c165_p3 x (Hs193 : s193_claim x) (a e : nat) :
  x = s194_board (2 + a) 0 0 0 (2 + e) -> fst (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c166_L (a : nat) : lmoves (s194_board (2 + a) 0 0 1 0) = [s194_board (1 + a) 1 0 1 0; s193_board (2 + a) 0 0 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c166_R (a : nat) : rmoves (s194_board (2 + a) 0 0 1 0) = [s184_board (2 + a) 1 0; s167_board (2 + a) 0 0 1 0].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==1 && e==0 *)
Lemma s194_c166_p123 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 0 -> fst (s194_q123 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q123 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q123] in Hc |- *.
  rewrite tf_game_eq, (s194_c166_L a), (s194_c166_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 1 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p100 Ho0 ltac:(zlia)).
  rewrite (s193_p46 Ho1 ltac:(zlia)).
  rewrite (s184_p10 Ho2 ltac:(zlia)).
  rewrite (s167_p111 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c166_p130 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 0 -> fst (s194_q130 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q130 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q130] in Hc |- *.
  rewrite tf_game_eq, (s194_c166_L a), (s194_c166_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 1 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p156 Ho0 ltac:(zlia)).
  rewrite (s193_p66 Ho1 ltac:(zlia)).
  rewrite (s184_p11 Ho2 ltac:(zlia)).
  rewrite (s167_p194 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c166_p148 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 0 -> fst (s194_q148 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q148 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q148] in Hc |- *.
  rewrite tf_game_eq, (s194_c166_L a), (s194_c166_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 1 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p100 Ho0 ltac:(zlia)).
  rewrite (s193_p46 Ho1 ltac:(zlia)).
  rewrite (s184_p11 Ho2 ltac:(zlia)).
  rewrite (s167_p170 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c166_p167 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 0 -> fst (s194_q167 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q167 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q167] in Hc |- *.
  rewrite tf_game_eq, (s194_c166_L a), (s194_c166_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 0 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 1 (opt_l _ _ _ (s194_c166_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 0 (opt_r _ _ _ (s194_c166_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p156 Ho0 ltac:(zlia)).
  rewrite (s193_p62 Ho1 ltac:(zlia)).
  rewrite (s184_p11 Ho2 ltac:(zlia)).
  rewrite (s167_p194 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c167_L (a : nat) : lmoves (s194_board (2 + a) 0 0 1 1) = [s194_board (1 + a) 1 0 1 1; s193_board (2 + a) 0 0 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c167_R (a : nat) : rmoves (s194_board (2 + a) 0 0 1 1) = [s184_board (2 + a) 1 1; s167_board (2 + a) 0 0 1 1].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==1 && e==1 *)
Lemma s194_c167_p91 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 1 -> fst (s194_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q91] in Hc |- *.
  rewrite tf_game_eq, (s194_c167_L a), (s194_c167_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 2 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p102 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p14 Ho2 ltac:(zlia)).
  rewrite (s167_p112 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c167_p149 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 1 -> fst (s194_q149 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q149 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q149] in Hc |- *.
  rewrite tf_game_eq, (s194_c167_L a), (s194_c167_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 2 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p132 Ho0 ltac:(zlia)).
    rewrite (s193_p3 Ho1 ltac:(zlia)).
    rewrite (s184_p16 Ho2 ltac:(zlia)).
    rewrite (s167_p142 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p157 Ho0 ltac:(zlia)).
    rewrite (s193_p3 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s184_p18 Ho2 ltac:(zlia)).
      rewrite (s167_p142 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s184_p20 Ho2 ltac:(zlia)).
      rewrite (s167_p142 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s194_c167_p176 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 1 -> fst (s194_q176 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q176 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q176] in Hc |- *.
  rewrite tf_game_eq, (s194_c167_L a), (s194_c167_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 2 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p175 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p20 Ho2 ltac:(zlia)).
  rewrite (s167_p208 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c167_p177 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 0 1 1 -> fst (s194_q177 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q177 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q177] in Hc |- *.
  rewrite tf_game_eq, (s194_c167_L a), (s194_c167_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 1 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 2 (opt_l _ _ _ (s194_c167_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 1 1 (opt_r _ _ _ (s194_c167_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p175 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p20 Ho2 ltac:(zlia)).
  rewrite (s167_p209 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c168_L (a e : nat) : lmoves (s194_board (2 + a) 0 0 1 (2 + e)) = [s194_board (1 + a) 1 0 1 (2 + e); s193_board (2 + a) 0 0 (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c168_R (a e : nat) : rmoves (s194_board (2 + a) 0 0 1 (2 + e)) = [s184_board (2 + a) 1 (2 + e)].
Proof. unfold s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s194_c168_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s194_board (2 + a) 0 0 1 (2 + e) -> fst (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c168_L a e), (s194_c168_R a e); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 1 (2 + e) (opt_l _ _ _ (s194_c168_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH (2 + a) 0 0 (3 + e) (opt_l _ _ _ (s194_c168_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) 1 (2 + e) (opt_r _ _ _ (s194_c168_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c169_L (a d : nat) : lmoves (s194_board (2 + a) 0 0 (2 + d) 0) = [s194_board (1 + a) 1 0 (2 + d) 0; s194_board (2 + a) 0 0 (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c169_R (a d : nat) : rmoves (s194_board (2 + a) 0 0 (2 + d) 0) = [s184_board (2 + a) (2 + d) 0; s167_board (2 + a) 0 0 (2 + d) 0].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s194_c169_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s194_board (2 + a) 0 0 (2 + d) 0 -> fst (s194_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q14] in Hc |- *.
  rewrite tf_game_eq, (s194_c169_L a d), (s194_c169_R a d); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p28 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 6)%Z \/ (Z.of_nat (2 + a) >= 7)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s194_p176 Ho1 ltac:(zlia)).
    rewrite (s184_p5 Ho2 ltac:(zlia)).
    rewrite (s167_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
  {
    rewrite (s194_p177 Ho1 ltac:(zlia)).
    rewrite (s184_p5 Ho2 ltac:(zlia)).
    rewrite (s167_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
  }
Qed.

Lemma s194_c169_p92 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s194_board (2 + a) 0 0 (2 + d) 0 -> fst (s194_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q92] in Hc |- *.
  rewrite tf_game_eq, (s194_c169_L a d), (s194_c169_R a d); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p58 Ho0 ltac:(zlia)).
  rewrite (s194_p91 Ho1 ltac:(zlia)).
  rewrite (s184_p15 Ho2 ltac:(zlia)).
  rewrite (s167_p13 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c169_p101 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s194_board (2 + a) 0 0 (2 + d) 0 -> fst (s194_q101 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q101 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q101] in Hc |- *.
  rewrite tf_game_eq, (s194_c169_L a d), (s194_c169_R a d); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p133 Ho0 ltac:(zlia)).
    rewrite (s194_p149 Ho1 ltac:(zlia)).
    rewrite (s184_p5 Ho2 ltac:(zlia)).
    rewrite (s167_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p158 Ho0 ltac:(zlia)).
    rewrite (s194_p149 Ho1 ltac:(zlia)).
    rewrite (s184_p5 Ho2 ltac:(zlia)).
    rewrite (s167_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c169_p124 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s194_board (2 + a) 0 0 (2 + d) 0 -> fst (s194_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q124] in Hc |- *.
  rewrite tf_game_eq, (s194_c169_L a d), (s194_c169_R a d); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 (2 + d) 0 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 (1 + d) 1 (opt_l _ _ _ (s194_c169_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + d) 0 (opt_r _ _ _ (s194_c169_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p45 Ho0 ltac:(zlia)).
    rewrite (s194_p87 Ho1 ltac:(zlia)).
    rewrite (s184_p7 Ho2 ltac:(zlia)).
    rewrite (s167_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p59 Ho0 ltac:(zlia)).
    rewrite (s194_p87 Ho1 ltac:(zlia)).
    rewrite (s184_p7 Ho2 ltac:(zlia)).
    rewrite (s167_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c170_L (a d : nat) : lmoves (s194_board (2 + a) 0 0 (2 + d) 1) = [s194_board (1 + a) 1 0 (2 + d) 1; s194_board (2 + a) 0 0 (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c170_R (a d : nat) : rmoves (s194_board (2 + a) 0 0 (2 + d) 1) = [s184_board (2 + a) (2 + d) 1; s167_board (2 + a) 0 0 (2 + d) 1].
Proof. unfold s167_board, s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s194_c170_p87 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s194_board (2 + a) 0 0 (2 + d) 1 -> fst (s194_q87 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q87 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q87] in Hc |- *.
  rewrite tf_game_eq, (s194_c170_L a d), (s194_c170_R a d); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 (2 + d) 1 (opt_l _ _ _ (s194_c170_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 (1 + d) 2 (opt_l _ _ _ (s194_c170_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) (2 + d) 1 (opt_r _ _ _ (s194_c170_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s167 IH (2 + a) 0 0 (2 + d) 1 (opt_r _ _ _ (s194_c170_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p6 Ho2 ltac:(zlia)).
  rewrite (s167_p49 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c171_L (a d e : nat) : lmoves (s194_board (2 + a) 0 0 (2 + d) (2 + e)) = [s194_board (1 + a) 1 0 (2 + d) (2 + e); s194_board (2 + a) 0 0 (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c171_R (a d e : nat) : rmoves (s194_board (2 + a) 0 0 (2 + d) (2 + e)) = [s184_board (2 + a) (2 + d) (2 + e)].
Proof. unfold s184_board, s194_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s194_c171_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s194_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c171_L a d e), (s194_c171_R a d e); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s194_c171_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 (1 + d) (3 + e) (opt_l _ _ _ (s194_c171_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s184 IH (2 + a) (2 + d) (2 + e) (opt_r _ _ _ (s194_c171_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s184_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s193 *)
Lemma s194_c172_p13 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 1 0 0 -> fst (s194_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q13] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c172_p150 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 1 0 0 -> fst (s194_q150 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q150 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q150] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p53 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c172_p168 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 1 0 0 -> fst (s194_q168 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q168 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q168] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p63 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s193 *)
Lemma s194_c173_p49 x (Hs193 : s193_claim x) (a : nat) :
  x = s194_board (2 + a) 0 1 0 1 -> fst (s194_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q49 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q49] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s193 *)
Lemma s194_c174_p3 x (Hs193 : s193_claim x) (a e : nat) :
  x = s194_board (2 + a) 0 1 0 (2 + e) -> fst (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c175_L (a : nat) : lmoves (s194_board (2 + a) 0 1 1 0) = [s194_board (1 + a) 1 1 1 0; s194_board (2 + a) 0 0 2 0; s193_board (2 + a) 0 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c175_R (a : nat) : rmoves (s194_board (2 + a) 0 1 1 0) = [s196_board (2 + a) 1 1 0; s167_board (2 + a) 0 1 1 0].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==1 && e==0 *)
Lemma s194_c175_p125 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 1 1 0 -> fst (s194_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q125] in Hc |- *.
  rewrite tf_game_eq, (s194_c175_L a), (s194_c175_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 2 0 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 1 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH (2 + a) 1 1 0 (opt_r _ _ _ (s194_c175_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s194_c175_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p103 Ho0 ltac:(zlia)).
  rewrite (s194_p92 Ho1 ltac:(zlia)).
  rewrite (s193_p15 Ho2 ltac:(zlia)).
  rewrite (s196_p32 Ho3 ltac:(zlia)).
  rewrite (s167_p145 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c175_p151 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 1 1 0 -> fst (s194_q151 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q151 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q151] in Hc |- *.
  rewrite tf_game_eq, (s194_c175_L a), (s194_c175_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 2 0 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 1 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH (2 + a) 1 1 0 (opt_r _ _ _ (s194_c175_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s194_c175_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p134 Ho0 ltac:(zlia)).
  rewrite (s194_p101 Ho1 ltac:(zlia)).
  rewrite (s193_p15 Ho2 ltac:(zlia)).
  rewrite (s196_p18 Ho3 ltac:(zlia)).
  rewrite (s167_p172 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c175_p169 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 1 1 0 -> fst (s194_q169 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q169 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q169] in Hc |- *.
  rewrite tf_game_eq, (s194_c175_L a), (s194_c175_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 2 0 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 1 (opt_l _ _ _ (s194_c175_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH (2 + a) 1 1 0 (opt_r _ _ _ (s194_c175_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH (2 + a) 0 1 1 0 (opt_r _ _ _ (s194_c175_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p159 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 6)%Z \/ (Z.of_nat (2 + a) <= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s194_p14 Ho1 ltac:(zlia)).
    rewrite (s193_p15 Ho2 ltac:(zlia)).
    rewrite (s196_p18 Ho3 ltac:(zlia)).
    rewrite (s167_p196 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s194_p101 Ho1 ltac:(zlia)).
    rewrite (s193_p15 Ho2 ltac:(zlia)).
    rewrite (s196_p18 Ho3 ltac:(zlia)).
    rewrite (s167_p196 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s194_c176_L (a : nat) : lmoves (s194_board (2 + a) 0 1 1 1) = [s194_board (1 + a) 1 1 1 1; s194_board (2 + a) 0 0 2 1; s193_board (2 + a) 0 1 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c176_R (a : nat) : rmoves (s194_board (2 + a) 0 1 1 1) = [s196_board (2 + a) 1 1 1; s167_board (2 + a) 0 1 1 1].
Proof. unfold s167_board, s194_board, s196_board. tf_options. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a>=2 && b==0 && c==1 && d==1 && e==1 *)
Lemma s194_c176_p126 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 1 1 1 -> fst (s194_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q126] in Hc |- *.
  rewrite tf_game_eq, (s194_c176_L a), (s194_c176_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 2 1 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 2 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH (2 + a) 1 1 1 (opt_r _ _ _ (s194_c176_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s194_c176_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p104 Ho0 ltac:(zlia)).
  rewrite (s194_p87 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p34 Ho3 ltac:(zlia)).
  rewrite (s167_p146 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s194_c176_p152 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 1 1 1 -> fst (s194_q152 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q152 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q152] in Hc |- *.
  rewrite tf_game_eq, (s194_c176_L a), (s194_c176_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 2 1 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 2 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH (2 + a) 1 1 1 (opt_r _ _ _ (s194_c176_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s194_c176_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p135 Ho0 ltac:(zlia)).
  rewrite (s194_p87 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p34 Ho3 ltac:(zlia)).
  rewrite (s167_p173 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

Lemma s194_c176_p170 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s194_board (2 + a) 0 1 1 1 -> fst (s194_q170 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q170 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q170] in Hc |- *.
  rewrite tf_game_eq, (s194_c176_L a), (s194_c176_R a); cbn [map].
  pose proof (use_s194 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) 0 0 2 1 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s193 IH (2 + a) 0 1 2 (opt_l _ _ _ (s194_c176_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s196 IH (2 + a) 1 1 1 (opt_r _ _ _ (s194_c176_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s167 IH (2 + a) 0 1 1 1 (opt_r _ _ _ (s194_c176_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s194_p160 Ho0 ltac:(zlia)).
  rewrite (s194_p87 Ho1 ltac:(zlia)).
  rewrite (s193_p3 Ho2 ltac:(zlia)).
  rewrite (s196_p52 Ho3 ltac:(zlia)).
  rewrite (s167_p197 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]]]].
Qed.

