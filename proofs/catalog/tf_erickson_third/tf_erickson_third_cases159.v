(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s157_c24_L (a c : nat) : lmoves (s157_board (2 + a) 1 (2 + c)) = [s174_board (1 + a) 1 1 (2 + c); s155_board (2 + a) (3 + c)].
Proof. unfold s155_board, s157_board, s174_board. tf_options. Qed.
Lemma s157_c24_R (a c : nat) : rmoves (s157_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b==1 && c>=2 *)
Lemma s157_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s157_board (2 + a) 1 (2 + c) -> fst (s157_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s157_q2] in Hc |- *.
  rewrite tf_game_eq, (s157_c24_L a c), (s157_c24_R a c); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s157_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s155 IH (2 + a) (3 + c) (opt_l _ _ _ (s157_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s155_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s157_c25_L (a b : nat) : lmoves (s157_board (2 + a) (2 + b) 0) = [s174_board (1 + a) 1 (2 + b) 0; s157_board (2 + a) (1 + b) 1].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s157_c25_R (a b : nat) : rmoves (s157_board (2 + a) (2 + b) 0) = [s164_board (2 + a) (2 + b) 0 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b>=2 && c==0 *)
Lemma s157_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s157_board (2 + a) (2 + b) 0 -> fst (s157_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s157_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q6] in Hc |- *.
  rewrite tf_game_eq, (s157_c25_L a b), (s157_c25_R a b); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s157_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s157_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s157_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
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

Lemma s157_c25_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s157_board (2 + a) (2 + b) 0 -> fst (s157_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s157_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s157_q16] in Hc |- *.
  rewrite tf_game_eq, (s157_c25_L a b), (s157_c25_R a b); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 (2 + b) 0 (opt_l _ _ _ (s157_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s157_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 0 (opt_r _ _ _ (s157_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s157_p12 Ho1 ltac:(zlia)).
    rewrite (s164_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s157_p15 Ho1 ltac:(zlia)).
    rewrite (s164_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s157_c26_L (a b : nat) : lmoves (s157_board (2 + a) (2 + b) 1) = [s174_board (1 + a) 1 (2 + b) 1; s157_board (2 + a) (1 + b) 2].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s157_c26_R (a b : nat) : rmoves (s157_board (2 + a) (2 + b) 1) = [s164_board (2 + a) (2 + b) 1 0].
Proof. unfold s157_board, s164_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b>=2 && c==1 *)
Lemma s157_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s157_board (2 + a) (2 + b) 1 -> fst (s157_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s157_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s157_q5] in Hc |- *.
  rewrite tf_game_eq, (s157_c26_L a b), (s157_c26_R a b); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s157_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s157_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 1 0 (opt_r _ _ _ (s157_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p36 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  rewrite (s164_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s157_c27_L (a b c : nat) : lmoves (s157_board (2 + a) (2 + b) (2 + c)) = [s174_board (1 + a) 1 (2 + b) (2 + c); s157_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s157_c27_R (a b c : nat) : rmoves (s157_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s157_board. tf_options. Qed.
(* s157 = T^a _^2 T^b _ T^c F^2 T F on a>=2 && b>=2 && c>=2 *)
Lemma s157_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s157_board (2 + a) (2 + b) (2 + c) -> fst (s157_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s157_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s157_q2] in Hc |- *.
  rewrite tf_game_eq, (s157_c27_L a b c), (s157_c27_R a b c); cbn [map].
  pose proof (use_s174 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s157_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s157_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s158_c1_p1 x (Hs155 : s155_claim x) :
  x = s158_board 0 0 0 0 -> fst (s158_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q1] in Hc |- *.
  pose proof (Hs155 0 0 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c==0 && d==1: the board of s156 *)
Lemma s158_c2_p2 x (Hs156 : s156_claim x) :
  x = s158_board 0 0 0 1 -> fst (s158_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q2] in Hc |- *.
  pose proof (Hs156 0 0 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c==0 && d>=2: the board of s156 *)
Lemma s158_c3_p3 x (Hs156 : s156_claim x) (d : nat) :
  x = s158_board 0 0 0 (2 + d) -> fst (s158_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q3] in Hc |- *.
  pose proof (Hs156 0 0 (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c==1 && d==0: the board of s155 *)
Lemma s158_c4_p4 x (Hs155 : s155_claim x) :
  x = s158_board 0 0 1 0 -> fst (s158_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q4] in Hc |- *.
  pose proof (Hs155 0 1 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c==1 && d==1: the board of s156 *)
Lemma s158_c5_p5 x (Hs156 : s156_claim x) :
  x = s158_board 0 0 1 1 -> fst (s158_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q5] in Hc |- *.
  pose proof (Hs156 0 1 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c==1 && d>=2: the board of s156 *)
Lemma s158_c6_p5 x (Hs156 : s156_claim x) (d : nat) :
  x = s158_board 0 0 1 (2 + d) -> fst (s158_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q5] in Hc |- *.
  pose proof (Hs156 0 1 (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c>=2 && d==0: the board of s155 *)
Lemma s158_c7_p6 x (Hs155 : s155_claim x) (c : nat) :
  x = s158_board 0 0 (2 + c) 0 -> fst (s158_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q6] in Hc |- *.
  pose proof (Hs155 0 (2 + c) ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c>=2 && d==1: the board of s156 *)
Lemma s158_c8_p6 x (Hs156 : s156_claim x) (c : nat) :
  x = s158_board 0 0 (2 + c) 1 -> fst (s158_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q6] in Hc |- *.
  pose proof (Hs156 0 (2 + c) 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==0 && c>=2 && d>=2: the board of s156 *)
Lemma s158_c9_p6 x (Hs156 : s156_claim x) (c d : nat) :
  x = s158_board 0 0 (2 + c) (2 + d) -> fst (s158_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q6] in Hc |- *.
  pose proof (Hs156 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c==0 && d==0: the board of s157 *)
Lemma s158_c10_p7 x (Hs157 : s157_claim x) :
  x = s158_board 0 1 0 0 -> fst (s158_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q7] in Hc |- *.
  pose proof (Hs157 0 1 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c11_L : lmoves (s158_board 0 1 0 1) = [s156_board 0 1 1].
Proof. unfold s156_board, s158_board. tf_options. Qed.
Lemma s158_c11_R : rmoves (s158_board 0 1 0 1) = [s164_board 0 1 0 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s158_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s158_board 0 1 0 1 -> fst (s158_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q8] in Hc |- *.
  rewrite tf_game_eq, (s158_c11_L), (s158_c11_R); cbn [map].
  pose proof (use_s156 IH 0 1 1 (opt_l _ _ _ (s158_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 1 0 1 (opt_r _ _ _ (s158_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s156_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p11 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s158_c12_L (d : nat) : lmoves (s158_board 0 1 0 (2 + d)) = [s156_board 0 1 (2 + d)].
Proof. unfold s156_board, s158_board. tf_options. Qed.
Lemma s158_c12_R (d : nat) : rmoves (s158_board 0 1 0 (2 + d)) = [s164_board 0 1 0 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s158_c12_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s158_board 0 1 0 (2 + d) -> fst (s158_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q9] in Hc |- *.
  rewrite tf_game_eq, (s158_c12_L d), (s158_c12_R d); cbn [map].
  pose proof (use_s156 IH 0 1 (2 + d) (opt_l _ _ _ (s158_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 1 0 (2 + d) (opt_r _ _ _ (s158_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s156_p3 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c==1 && d==0: the board of s157 *)
Lemma s158_c13_p11 x (Hs157 : s157_claim x) :
  x = s158_board 0 1 1 0 -> fst (s158_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q11] in Hc |- *.
  pose proof (Hs157 0 1 1 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c14_L : lmoves (s158_board 0 1 1 1) = [s156_board 0 2 1].
Proof. unfold s156_board, s158_board. tf_options. Qed.
Lemma s158_c14_R : rmoves (s158_board 0 1 1 1) = [s164_board 0 1 1 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s158_c14_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s158_board 0 1 1 1 -> fst (s158_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q12] in Hc |- *.
  rewrite tf_game_eq, (s158_c14_L), (s158_c14_R); cbn [map].
  pose proof (use_s156 IH 0 2 1 (opt_l _ _ _ (s158_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 1 1 1 (opt_r _ _ _ (s158_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  rewrite (s164_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c15_L (d : nat) : lmoves (s158_board 0 1 1 (2 + d)) = [s156_board 0 2 (2 + d)].
Proof. unfold s156_board, s158_board. tf_options. Qed.
Lemma s158_c15_R (d : nat) : rmoves (s158_board 0 1 1 (2 + d)) = [s164_board 0 1 1 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s158_c15_p13 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s158_board 0 1 1 (2 + d) -> fst (s158_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q13] in Hc |- *.
  rewrite tf_game_eq, (s158_c15_L d), (s158_c15_R d); cbn [map].
  pose proof (use_s156 IH 0 2 (2 + d) (opt_l _ _ _ (s158_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 1 1 (2 + d) (opt_r _ _ _ (s158_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c>=2 && d==0: the board of s157 *)
Lemma s158_c16_p15 x (Hs157 : s157_claim x) (c : nat) :
  x = s158_board 0 1 (2 + c) 0 -> fst (s158_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q15] in Hc |- *.
  pose proof (Hs157 0 1 (2 + c) ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c17_L (c : nat) : lmoves (s158_board 0 1 (2 + c) 1) = [s156_board 0 (3 + c) 1].
Proof. unfold s156_board, s158_board. tf_options. Qed.
Lemma s158_c17_R (c : nat) : rmoves (s158_board 0 1 (2 + c) 1) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s158_c17_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s158_board 0 1 (2 + c) 1 -> fst (s158_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q16] in Hc |- *.
  rewrite tf_game_eq, (s158_c17_L c), (s158_c17_R c); cbn [map].
  pose proof (use_s156 IH 0 (3 + c) 1 (opt_l _ _ _ (s158_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s158_c18_L (c d : nat) : lmoves (s158_board 0 1 (2 + c) (2 + d)) = [s156_board 0 (3 + c) (2 + d)].
Proof. unfold s156_board, s158_board. tf_options. Qed.
Lemma s158_c18_R (c d : nat) : rmoves (s158_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s158_c18_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s158_board 0 1 (2 + c) (2 + d) -> fst (s158_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q16] in Hc |- *.
  rewrite tf_game_eq, (s158_c18_L c d), (s158_c18_R c d); cbn [map].
  pose proof (use_s156 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s158_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c==0 && d==0: the board of s157 *)
Lemma s158_c19_p17 x (Hs157 : s157_claim x) (b : nat) :
  x = s158_board 0 (2 + b) 0 0 -> fst (s158_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q17] in Hc |- *.
  pose proof (Hs157 0 (2 + b) 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c19_p25 x (Hs157 : s157_claim x) (b : nat) :
  x = s158_board 0 (2 + b) 0 0 -> fst (s158_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q25] in Hc |- *.
  pose proof (Hs157 0 (2 + b) 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c20_L (b : nat) : lmoves (s158_board 0 (2 + b) 0 1) = [s158_board 0 (1 + b) 1 1].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c20_R (b : nat) : rmoves (s158_board 0 (2 + b) 0 1) = [s164_board 0 (2 + b) 0 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s158_c20_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s158_board 0 (2 + b) 0 1 -> fst (s158_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q19] in Hc |- *.
  rewrite tf_game_eq, (s158_c20_L b), (s158_c20_R b); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s158_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s158_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p12 Ho0 ltac:(zlia)).
  rewrite (s164_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c20_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s158_board 0 (2 + b) 0 1 -> fst (s158_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q26] in Hc |- *.
  rewrite tf_game_eq, (s158_c20_L b), (s158_c20_R b); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s158_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s158_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p23 Ho0 ltac:(zlia)).
  rewrite (s164_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c21_L (b d : nat) : lmoves (s158_board 0 (2 + b) 0 (2 + d)) = [s158_board 0 (1 + b) 1 (2 + d)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c21_R (b d : nat) : rmoves (s158_board 0 (2 + b) 0 (2 + d)) = [s164_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s158_c21_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 0 (2 + b) 0 (2 + d) -> fst (s158_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q21] in Hc |- *.
  rewrite tf_game_eq, (s158_c21_L b d), (s158_c21_R b d); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s158_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s158_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p13 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c21_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 0 (2 + b) 0 (2 + d) -> fst (s158_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q27] in Hc |- *.
  rewrite tf_game_eq, (s158_c21_L b d), (s158_c21_R b d); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s158_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s158_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p24 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c21_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 0 (2 + b) 0 (2 + d) -> fst (s158_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q29] in Hc |- *.
  rewrite tf_game_eq, (s158_c21_L b d), (s158_c21_R b d); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s158_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s158_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p28 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c==1 && d==0: the board of s157 *)
Lemma s158_c22_p22 x (Hs157 : s157_claim x) (b : nat) :
  x = s158_board 0 (2 + b) 1 0 -> fst (s158_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q22] in Hc |- *.
  pose proof (Hs157 0 (2 + b) 1 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c23_L (b : nat) : lmoves (s158_board 0 (2 + b) 1 1) = [s158_board 0 (1 + b) 2 1].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c23_R (b : nat) : rmoves (s158_board 0 (2 + b) 1 1) = [s164_board 0 (2 + b) 1 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s158_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s158_board 0 (2 + b) 1 1 -> fst (s158_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q23] in Hc |- *.
  rewrite tf_game_eq, (s158_c23_L b), (s158_c23_R b); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s158_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s158_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  rewrite (s164_p19 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c24_L (b d : nat) : lmoves (s158_board 0 (2 + b) 1 (2 + d)) = [s158_board 0 (1 + b) 2 (2 + d)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c24_R (b d : nat) : rmoves (s158_board 0 (2 + b) 1 (2 + d)) = [s164_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s158_c24_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 0 (2 + b) 1 (2 + d) -> fst (s158_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q24] in Hc |- *.
  rewrite tf_game_eq, (s158_c24_L b d), (s158_c24_R b d); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s158_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s158_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c24_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 0 (2 + b) 1 (2 + d) -> fst (s158_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q28] in Hc |- *.
  rewrite tf_game_eq, (s158_c24_L b d), (s158_c24_R b d); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s158_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s164 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s158_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  rewrite (s164_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c>=2 && d==0: the board of s157 *)
Lemma s158_c25_p15 x (Hs157 : s157_claim x) (b c : nat) :
  x = s158_board 0 (2 + b) (2 + c) 0 -> fst (s158_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q15] in Hc |- *.
  pose proof (Hs157 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c26_L (b c : nat) : lmoves (s158_board 0 (2 + b) (2 + c) 1) = [s158_board 0 (1 + b) (3 + c) 1].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c26_R (b c : nat) : rmoves (s158_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s158_c26_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s158_board 0 (2 + b) (2 + c) 1 -> fst (s158_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q16] in Hc |- *.
  rewrite tf_game_eq, (s158_c26_L b c), (s158_c26_R b c); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s158_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s158_c27_L (b c d : nat) : lmoves (s158_board 0 (2 + b) (2 + c) (2 + d)) = [s158_board 0 (1 + b) (3 + c) (2 + d)].
Proof. unfold s158_board. tf_options. Qed.
Lemma s158_c27_R (b c d : nat) : rmoves (s158_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s158_c27_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s158_board 0 (2 + b) (2 + c) (2 + d) -> fst (s158_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q16] in Hc |- *.
  rewrite tf_game_eq, (s158_c27_L b c d), (s158_c27_R b c d); cbn [map].
  pose proof (use_s158 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s158_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s158_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s158_c28_p30 x (Hs155 : s155_claim x) :
  x = s158_board 1 0 0 0 -> fst (s158_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q30] in Hc |- *.
  pose proof (Hs155 1 0 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c==0 && d==1: the board of s156 *)
Lemma s158_c29_p18 x (Hs156 : s156_claim x) :
  x = s158_board 1 0 0 1 -> fst (s158_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q18 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q18] in Hc |- *.
  pose proof (Hs156 1 0 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c==0 && d>=2: the board of s156 *)
Lemma s158_c30_p31 x (Hs156 : s156_claim x) (d : nat) :
  x = s158_board 1 0 0 (2 + d) -> fst (s158_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q31] in Hc |- *.
  pose proof (Hs156 1 0 (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c==1 && d==0: the board of s155 *)
Lemma s158_c31_p10 x (Hs155 : s155_claim x) :
  x = s158_board 1 0 1 0 -> fst (s158_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q10] in Hc |- *.
  pose proof (Hs155 1 1 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c==1 && d==1: the board of s156 *)
Lemma s158_c32_p32 x (Hs156 : s156_claim x) :
  x = s158_board 1 0 1 1 -> fst (s158_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q32] in Hc |- *.
  pose proof (Hs156 1 1 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c==1 && d>=2: the board of s156 *)
Lemma s158_c33_p33 x (Hs156 : s156_claim x) (d : nat) :
  x = s158_board 1 0 1 (2 + d) -> fst (s158_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q33] in Hc |- *.
  pose proof (Hs156 1 1 (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c>=2 && d==0: the board of s155 *)
Lemma s158_c34_p34 x (Hs155 : s155_claim x) (c : nat) :
  x = s158_board 1 0 (2 + c) 0 -> fst (s158_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q34] in Hc |- *.
  pose proof (Hs155 1 (2 + c) ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c>=2 && d==1: the board of s156 *)
Lemma s158_c35_p34 x (Hs156 : s156_claim x) (c : nat) :
  x = s158_board 1 0 (2 + c) 1 -> fst (s158_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q34] in Hc |- *.
  pose proof (Hs156 1 (2 + c) 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==0 && c>=2 && d>=2: the board of s156 *)
Lemma s158_c36_p34 x (Hs156 : s156_claim x) (c d : nat) :
  x = s158_board 1 0 (2 + c) (2 + d) -> fst (s158_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q34] in Hc |- *.
  pose proof (Hs156 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c==0 && d==0: the board of s157 *)
Lemma s158_c37_p35 x (Hs157 : s157_claim x) :
  x = s158_board 1 1 0 0 -> fst (s158_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q35] in Hc |- *.
  pose proof (Hs157 1 1 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c38_L : lmoves (s158_board 1 1 0 1) = [s175_board 0 1 1 0 1; s156_board 1 1 1].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c38_R : rmoves (s158_board 1 1 0 1) = [s164_board 1 1 0 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s158_c38_p37 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s158_board 1 1 0 1 -> fst (s158_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q37] in Hc |- *.
  rewrite tf_game_eq, (s158_c38_L), (s158_c38_R); cbn [map].
  pose proof (use_s175 IH 0 1 1 0 1 (opt_l _ _ _ (s158_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 1 1 (opt_l _ _ _ (s158_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 1 0 1 (opt_r _ _ _ (s158_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p44 Ho0 ltac:(zlia)).
  rewrite (s156_p4 Ho1 ltac:(zlia)).
  rewrite (s164_p32 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s158_c39_L (d : nat) : lmoves (s158_board 1 1 0 (2 + d)) = [s175_board 0 1 1 0 (2 + d); s156_board 1 1 (2 + d)].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c39_R (d : nat) : rmoves (s158_board 1 1 0 (2 + d)) = [s164_board 1 1 0 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s158_c39_p38 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s158_board 1 1 0 (2 + d) -> fst (s158_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q38] in Hc |- *.
  rewrite tf_game_eq, (s158_c39_L d), (s158_c39_R d); cbn [map].
  pose proof (use_s175 IH 0 1 1 0 (2 + d) (opt_l _ _ _ (s158_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 1 (2 + d) (opt_l _ _ _ (s158_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 1 0 (2 + d) (opt_r _ _ _ (s158_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p27 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c==1 && d==0: the board of s157 *)
Lemma s158_c40_p39 x (Hs157 : s157_claim x) :
  x = s158_board 1 1 1 0 -> fst (s158_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q39] in Hc |- *.
  pose proof (Hs157 1 1 1 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c41_L : lmoves (s158_board 1 1 1 1) = [s175_board 0 1 1 1 1; s156_board 1 2 1].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c41_R : rmoves (s158_board 1 1 1 1) = [s164_board 1 1 1 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s158_c41_p41 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s158_board 1 1 1 1 -> fst (s158_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q41 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q41] in Hc |- *.
  rewrite tf_game_eq, (s158_c41_L), (s158_c41_R); cbn [map].
  pose proof (use_s175 IH 0 1 1 1 1 (opt_l _ _ _ (s158_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 2 1 (opt_l _ _ _ (s158_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 1 1 1 (opt_r _ _ _ (s158_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p46 Ho0 ltac:(zlia)).
  rewrite (s156_p5 Ho1 ltac:(zlia)).
  rewrite (s164_p36 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s158_c42_L (d : nat) : lmoves (s158_board 1 1 1 (2 + d)) = [s175_board 0 1 1 1 (2 + d); s156_board 1 2 (2 + d)].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c42_R (d : nat) : rmoves (s158_board 1 1 1 (2 + d)) = [s164_board 1 1 1 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s158_c42_p42 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s158_board 1 1 1 (2 + d) -> fst (s158_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q42 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q42] in Hc |- *.
  rewrite tf_game_eq, (s158_c42_L d), (s158_c42_R d); cbn [map].
  pose proof (use_s175 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s158_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 2 (2 + d) (opt_l _ _ _ (s158_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 1 1 (2 + d) (opt_r _ _ _ (s158_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p48 Ho0 ltac:(zlia)).
  rewrite (s156_p5 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c>=2 && d==0: the board of s157 *)
Lemma s158_c43_p15 x (Hs157 : s157_claim x) (c : nat) :
  x = s158_board 1 1 (2 + c) 0 -> fst (s158_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q15] in Hc |- *.
  pose proof (Hs157 1 1 (2 + c) ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c44_L (c : nat) : lmoves (s158_board 1 1 (2 + c) 1) = [s175_board 0 1 1 (2 + c) 1; s156_board 1 (3 + c) 1].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c44_R (c : nat) : rmoves (s158_board 1 1 (2 + c) 1) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s158_c44_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s158_board 1 1 (2 + c) 1 -> fst (s158_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c44_L c), (s158_c44_R c); cbn [map].
  pose proof (use_s175 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s158_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 (3 + c) 1 (opt_l _ _ _ (s158_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s156_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s158_c45_L (c d : nat) : lmoves (s158_board 1 1 (2 + c) (2 + d)) = [s175_board 0 1 1 (2 + c) (2 + d); s156_board 1 (3 + c) (2 + d)].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c45_R (c d : nat) : rmoves (s158_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s158_c45_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s158_board 1 1 (2 + c) (2 + d) -> fst (s158_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c45_L c d), (s158_c45_R c d); cbn [map].
  pose proof (use_s175 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s158_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s158_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s156_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c==0 && d==0: the board of s157 *)
Lemma s158_c46_p43 x (Hs157 : s157_claim x) (b : nat) :
  x = s158_board 1 (2 + b) 0 0 -> fst (s158_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q43] in Hc |- *.
  pose proof (Hs157 1 (2 + b) 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c46_p48 x (Hs157 : s157_claim x) (b : nat) :
  x = s158_board 1 (2 + b) 0 0 -> fst (s158_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q48 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q48] in Hc |- *.
  pose proof (Hs157 1 (2 + b) 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c47_L (b : nat) : lmoves (s158_board 1 (2 + b) 0 1) = [s175_board 0 1 (2 + b) 0 1; s158_board 1 (1 + b) 1 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c47_R (b : nat) : rmoves (s158_board 1 (2 + b) 0 1) = [s164_board 1 (2 + b) 0 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s158_c47_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s158_board 1 (2 + b) 0 1 -> fst (s158_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q19] in Hc |- *.
  rewrite tf_game_eq, (s158_c47_L b), (s158_c47_R b); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) 0 1 (opt_l _ _ _ (s158_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s158_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s158_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p25 Ho0 ltac:(zlia)).
  rewrite (s158_p41 Ho1 ltac:(zlia)).
  rewrite (s164_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c47_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s158_board 1 (2 + b) 0 1 -> fst (s158_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q49] in Hc |- *.
  rewrite tf_game_eq, (s158_c47_L b), (s158_c47_R b); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) 0 1 (opt_l _ _ _ (s158_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s158_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s158_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p53 Ho0 ltac:(zlia)).
  rewrite (s158_p46 Ho1 ltac:(zlia)).
  rewrite (s164_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c48_L (b d : nat) : lmoves (s158_board 1 (2 + b) 0 (2 + d)) = [s175_board 0 1 (2 + b) 0 (2 + d); s158_board 1 (1 + b) 1 (2 + d)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c48_R (b d : nat) : rmoves (s158_board 1 (2 + b) 0 (2 + d)) = [s164_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s158_c48_p44 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 1 (2 + b) 0 (2 + d) -> fst (s158_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q44 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q44] in Hc |- *.
  rewrite tf_game_eq, (s158_c48_L b d), (s158_c48_R b d); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s158_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s158_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s158_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p49 Ho0 ltac:(zlia)).
  rewrite (s158_p42 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c48_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 1 (2 + b) 0 (2 + d) -> fst (s158_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q50] in Hc |- *.
  rewrite tf_game_eq, (s158_c48_L b d), (s158_c48_R b d); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s158_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s158_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s158_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p54 Ho0 ltac:(zlia)).
  rewrite (s158_p47 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c==1 && d==0: the board of s157 *)
Lemma s158_c49_p45 x (Hs157 : s157_claim x) (b : nat) :
  x = s158_board 1 (2 + b) 1 0 -> fst (s158_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q45] in Hc |- *.
  pose proof (Hs157 1 (2 + b) 1 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c50_L (b : nat) : lmoves (s158_board 1 (2 + b) 1 1) = [s175_board 0 1 (2 + b) 1 1; s158_board 1 (1 + b) 2 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c50_R (b : nat) : rmoves (s158_board 1 (2 + b) 1 1) = [s164_board 1 (2 + b) 1 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s158_c50_p46 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s158_board 1 (2 + b) 1 1 -> fst (s158_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q46 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q46] in Hc |- *.
  rewrite tf_game_eq, (s158_c50_L b), (s158_c50_R b); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s158_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s158_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s158_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p51 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s164_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c51_L (b d : nat) : lmoves (s158_board 1 (2 + b) 1 (2 + d)) = [s175_board 0 1 (2 + b) 1 (2 + d); s158_board 1 (1 + b) 2 (2 + d)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c51_R (b d : nat) : rmoves (s158_board 1 (2 + b) 1 (2 + d)) = [s164_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s158_c51_p47 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s158_board 1 (2 + b) 1 (2 + d) -> fst (s158_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q47 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q47] in Hc |- *.
  rewrite tf_game_eq, (s158_c51_L b d), (s158_c51_R b d); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s158_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s158_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s158_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p52 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c>=2 && d==0: the board of s157 *)
Lemma s158_c52_p15 x (Hs157 : s157_claim x) (b c : nat) :
  x = s158_board 1 (2 + b) (2 + c) 0 -> fst (s158_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q15] in Hc |- *.
  pose proof (Hs157 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c53_L (b c : nat) : lmoves (s158_board 1 (2 + b) (2 + c) 1) = [s175_board 0 1 (2 + b) (2 + c) 1; s158_board 1 (1 + b) (3 + c) 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c53_R (b c : nat) : rmoves (s158_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s158_c53_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s158_board 1 (2 + b) (2 + c) 1 -> fst (s158_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c53_L b c), (s158_c53_R b c); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s158_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s158_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s158_c54_L (b c d : nat) : lmoves (s158_board 1 (2 + b) (2 + c) (2 + d)) = [s175_board 0 1 (2 + b) (2 + c) (2 + d); s158_board 1 (1 + b) (3 + c) (2 + d)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c54_R (b c d : nat) : rmoves (s158_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s158_c54_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s158_board 1 (2 + b) (2 + c) (2 + d) -> fst (s158_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c54_L b c d), (s158_c54_R b c d); cbn [map].
  pose proof (use_s175 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s158_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s158_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s158_c55_p30 x (Hs155 : s155_claim x) (a : nat) :
  x = s158_board (2 + a) 0 0 0 -> fst (s158_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q30 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q30] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c55_p55 x (Hs155 : s155_claim x) (a : nat) :
  x = s158_board (2 + a) 0 0 0 -> fst (s158_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q55] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c55_p59 x (Hs155 : s155_claim x) (a : nat) :
  x = s158_board (2 + a) 0 0 0 -> fst (s158_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q59 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q59] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c==0 && d==1: the board of s156 *)
Lemma s158_c56_p51 x (Hs156 : s156_claim x) (a : nat) :
  x = s158_board (2 + a) 0 0 1 -> fst (s158_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q51] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c56_p56 x (Hs156 : s156_claim x) (a : nat) :
  x = s158_board (2 + a) 0 0 1 -> fst (s158_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q56] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c56_p57 x (Hs156 : s156_claim x) (a : nat) :
  x = s158_board (2 + a) 0 0 1 -> fst (s158_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q57] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c==0 && d>=2: the board of s156 *)
Lemma s158_c57_p31 x (Hs156 : s156_claim x) (a d : nat) :
  x = s158_board (2 + a) 0 0 (2 + d) -> fst (s158_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q31] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c==1 && d==0: the board of s155 *)
Lemma s158_c58_p52 x (Hs155 : s155_claim x) (a : nat) :
  x = s158_board (2 + a) 0 1 0 -> fst (s158_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q52 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q52] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c58_p58 x (Hs155 : s155_claim x) (a : nat) :
  x = s158_board (2 + a) 0 1 0 -> fst (s158_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q58 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q58] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c==1 && d==1: the board of s156 *)
Lemma s158_c59_p32 x (Hs156 : s156_claim x) (a : nat) :
  x = s158_board (2 + a) 0 1 1 -> fst (s158_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q32 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q32] in Hc |- *.
  pose proof (Hs156 (2 + a) 1 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c==1 && d>=2: the board of s156 *)
Lemma s158_c60_p33 x (Hs156 : s156_claim x) (a d : nat) :
  x = s158_board (2 + a) 0 1 (2 + d) -> fst (s158_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q33] in Hc |- *.
  pose proof (Hs156 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c>=2 && d==0: the board of s155 *)
Lemma s158_c61_p34 x (Hs155 : s155_claim x) (a c : nat) :
  x = s158_board (2 + a) 0 (2 + c) 0 -> fst (s158_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q34] in Hc |- *.
  pose proof (Hs155 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s158_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c>=2 && d==1: the board of s156 *)
Lemma s158_c62_p34 x (Hs156 : s156_claim x) (a c : nat) :
  x = s158_board (2 + a) 0 (2 + c) 1 -> fst (s158_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q34] in Hc |- *.
  pose proof (Hs156 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==0 && c>=2 && d>=2: the board of s156 *)
Lemma s158_c63_p34 x (Hs156 : s156_claim x) (a c d : nat) :
  x = s158_board (2 + a) 0 (2 + c) (2 + d) -> fst (s158_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s158_q34] in Hc |- *.
  pose proof (Hs156 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s158_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c==0 && d==0: the board of s157 *)
Lemma s158_c64_p53 x (Hs157 : s157_claim x) (a : nat) :
  x = s158_board (2 + a) 1 0 0 -> fst (s158_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q53] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c65_L (a : nat) : lmoves (s158_board (2 + a) 1 0 1) = [s175_board (1 + a) 1 1 0 1; s156_board (2 + a) 1 1].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c65_R (a : nat) : rmoves (s158_board (2 + a) 1 0 1) = [s164_board (2 + a) 1 0 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s158_c65_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s158_board (2 + a) 1 0 1 -> fst (s158_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q20] in Hc |- *.
  rewrite tf_game_eq, (s158_c65_L a), (s158_c65_R a); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s158_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 1 1 (opt_l _ _ _ (s158_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) 1 0 1 (opt_r _ _ _ (s158_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p44 Ho0 ltac:(zlia)).
  rewrite (s156_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s164_p44 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s164_p50 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s164_p56 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s158_c66_L (a d : nat) : lmoves (s158_board (2 + a) 1 0 (2 + d)) = [s175_board (1 + a) 1 1 0 (2 + d); s156_board (2 + a) 1 (2 + d)].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c66_R (a d : nat) : rmoves (s158_board (2 + a) 1 0 (2 + d)) = [s164_board (2 + a) 1 0 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s158_c66_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s158_board (2 + a) 1 0 (2 + d) -> fst (s158_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q38] in Hc |- *.
  rewrite tf_game_eq, (s158_c66_L a d), (s158_c66_R a d); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 1 0 (2 + d) (opt_l _ _ _ (s158_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s158_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s158_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p27 Ho0 ltac:(zlia)).
  rewrite (s156_p8 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c==1 && d==0: the board of s157 *)
Lemma s158_c67_p40 x (Hs157 : s157_claim x) (a : nat) :
  x = s158_board (2 + a) 1 1 0 -> fst (s158_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q40] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 1 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c67_p54 x (Hs157 : s157_claim x) (a : nat) :
  x = s158_board (2 + a) 1 1 0 -> fst (s158_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q54 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q54] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 1 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c68_L (a : nat) : lmoves (s158_board (2 + a) 1 1 1) = [s175_board (1 + a) 1 1 1 1; s156_board (2 + a) 2 1].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c68_R (a : nat) : rmoves (s158_board (2 + a) 1 1 1) = [s164_board (2 + a) 1 1 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s158_c68_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s158_board (2 + a) 1 1 1 -> fst (s158_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q41] in Hc |- *.
  rewrite tf_game_eq, (s158_c68_L a), (s158_c68_R a); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s158_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 2 1 (opt_l _ _ _ (s158_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) 1 1 1 (opt_r _ _ _ (s158_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s175_p90 Ho0 ltac:(zlia)).
    rewrite (s156_p5 Ho1 ltac:(zlia)).
    rewrite (s164_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s175_p106 Ho0 ltac:(zlia)).
    rewrite (s156_p5 Ho1 ltac:(zlia)).
    rewrite (s164_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s175_p111 Ho0 ltac:(zlia)).
    rewrite (s156_p5 Ho1 ltac:(zlia)).
    rewrite (s164_p36 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s158_c69_L (a d : nat) : lmoves (s158_board (2 + a) 1 1 (2 + d)) = [s175_board (1 + a) 1 1 1 (2 + d); s156_board (2 + a) 2 (2 + d)].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c69_R (a d : nat) : rmoves (s158_board (2 + a) 1 1 (2 + d)) = [s164_board (2 + a) 1 1 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s158_c69_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s158_board (2 + a) 1 1 (2 + d) -> fst (s158_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q47] in Hc |- *.
  rewrite tf_game_eq, (s158_c69_L a d), (s158_c69_R a d); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s158_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s158_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s158_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p91 Ho0 ltac:(zlia)).
  rewrite (s156_p5 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c>=2 && d==0: the board of s157 *)
Lemma s158_c70_p15 x (Hs157 : s157_claim x) (a c : nat) :
  x = s158_board (2 + a) 1 (2 + c) 0 -> fst (s158_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q15] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c71_L (a c : nat) : lmoves (s158_board (2 + a) 1 (2 + c) 1) = [s175_board (1 + a) 1 1 (2 + c) 1; s156_board (2 + a) (3 + c) 1].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c71_R (a c : nat) : rmoves (s158_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s158_c71_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s158_board (2 + a) 1 (2 + c) 1 -> fst (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c71_L a c), (s158_c71_R a c); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s158_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s158_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s156_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s158_c72_L (a c d : nat) : lmoves (s158_board (2 + a) 1 (2 + c) (2 + d)) = [s175_board (1 + a) 1 1 (2 + c) (2 + d); s156_board (2 + a) (3 + c) (2 + d)].
Proof. unfold s156_board, s158_board, s175_board. tf_options. Qed.
Lemma s158_c72_R (a c d : nat) : rmoves (s158_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s158_c72_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s158_board (2 + a) 1 (2 + c) (2 + d) -> fst (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c72_L a c d), (s158_c72_R a c d); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s158_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s156 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s158_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s156_p5 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c==0 && d==0: the board of s157 *)
Lemma s158_c73_p36 x (Hs157 : s157_claim x) (a b : nat) :
  x = s158_board (2 + a) (2 + b) 0 0 -> fst (s158_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q36] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c73_p48 x (Hs157 : s157_claim x) (a b : nat) :
  x = s158_board (2 + a) (2 + b) 0 0 -> fst (s158_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s158_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q48] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s158_c74_L (a b : nat) : lmoves (s158_board (2 + a) (2 + b) 0 1) = [s175_board (1 + a) 1 (2 + b) 0 1; s158_board (2 + a) (1 + b) 1 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c74_R (a b : nat) : rmoves (s158_board (2 + a) (2 + b) 0 1) = [s164_board (2 + a) (2 + b) 0 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s158_c74_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s158_board (2 + a) (2 + b) 0 1 -> fst (s158_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q20] in Hc |- *.
  rewrite tf_game_eq, (s158_c74_L a b), (s158_c74_R a b); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 (2 + b) 0 1 (opt_l _ _ _ (s158_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s158_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s158_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p26 Ho0 ltac:(zlia)).
  rewrite (s158_p41 Ho1 ltac:(zlia)).
  rewrite (s164_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c74_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s158_board (2 + a) (2 + b) 0 1 -> fst (s158_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s158_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q49] in Hc |- *.
  rewrite tf_game_eq, (s158_c74_L a b), (s158_c74_R a b); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 (2 + b) 0 1 (opt_l _ _ _ (s158_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s158_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s158_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p94 Ho0 ltac:(zlia)).
  rewrite (s158_p46 Ho1 ltac:(zlia)).
  rewrite (s164_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c75_L (a b d : nat) : lmoves (s158_board (2 + a) (2 + b) 0 (2 + d)) = [s175_board (1 + a) 1 (2 + b) 0 (2 + d); s158_board (2 + a) (1 + b) 1 (2 + d)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c75_R (a b d : nat) : rmoves (s158_board (2 + a) (2 + b) 0 (2 + d)) = [s164_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s158_c75_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s158_board (2 + a) (2 + b) 0 (2 + d) -> fst (s158_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q50] in Hc |- *.
  rewrite tf_game_eq, (s158_c75_L a b d), (s158_c75_R a b d); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 (2 + b) 0 (2 + d) (opt_l _ _ _ (s158_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s158_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s158_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p92 Ho0 ltac:(zlia)).
  rewrite (s158_p47 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c==1 && d==0: the board of s157 *)
Lemma s158_c76_p45 x (Hs157 : s157_claim x) (a b : nat) :
  x = s158_board (2 + a) (2 + b) 1 0 -> fst (s158_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s158_q45 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q45] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s158_c77_L (a b : nat) : lmoves (s158_board (2 + a) (2 + b) 1 1) = [s175_board (1 + a) 1 (2 + b) 1 1; s158_board (2 + a) (1 + b) 2 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c77_R (a b : nat) : rmoves (s158_board (2 + a) (2 + b) 1 1) = [s164_board (2 + a) (2 + b) 1 1].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s158_c77_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s158_board (2 + a) (2 + b) 1 1 -> fst (s158_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s158_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q46] in Hc |- *.
  rewrite tf_game_eq, (s158_c77_L a b), (s158_c77_R a b); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s158_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s158_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s158_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p93 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s164_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s158_c78_L (a b d : nat) : lmoves (s158_board (2 + a) (2 + b) 1 (2 + d)) = [s175_board (1 + a) 1 (2 + b) 1 (2 + d); s158_board (2 + a) (1 + b) 2 (2 + d)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c78_R (a b d : nat) : rmoves (s158_board (2 + a) (2 + b) 1 (2 + d)) = [s164_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s158_board, s164_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s158_c78_p47 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s158_board (2 + a) (2 + b) 1 (2 + d) -> fst (s158_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q47 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q47] in Hc |- *.
  rewrite tf_game_eq, (s158_c78_L a b d), (s158_c78_R a b d); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s158_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s158_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s164 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s158_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s175_p91 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  rewrite (s164_p13 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c>=2 && d==0: the board of s157 *)
Lemma s158_c79_p15 x (Hs157 : s157_claim x) (a b c : nat) :
  x = s158_board (2 + a) (2 + b) (2 + c) 0 -> fst (s158_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s158_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s158_q15] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s158_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s158_c80_L (a b c : nat) : lmoves (s158_board (2 + a) (2 + b) (2 + c) 1) = [s175_board (1 + a) 1 (2 + b) (2 + c) 1; s158_board (2 + a) (1 + b) (3 + c) 1].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c80_R (a b c : nat) : rmoves (s158_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s158_c80_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s158_board (2 + a) (2 + b) (2 + c) 1 -> fst (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c80_L a b c), (s158_c80_R a b c); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s158_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s158_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s158_c81_L (a b c d : nat) : lmoves (s158_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s175_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s158_board (2 + a) (1 + b) (3 + c) (2 + d)].
Proof. unfold s158_board, s175_board. tf_options. Qed.
Lemma s158_c81_R (a b c d : nat) : rmoves (s158_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s158_board. tf_options. Qed.
(* s158 = T^a _^2 T^b _ T^c F T^d F T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s158_c81_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s158_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s158_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s158_q14] in Hc |- *.
  rewrite tf_game_eq, (s158_c81_L a b c d), (s158_c81_R a b c d); cbn [map].
  pose proof (use_s175 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s158_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s158_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d==0 && e==0: the board of s11 *)
Lemma s159_c1_p1 x (Hs11 : s11_claim x) :
  x = s159_board 0 0 0 0 0 -> fst (s159_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q1] in Hc |- *.
  pose proof (Hs11 0 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d==0 && e==1: the board of s58 *)
Lemma s159_c2_p2 x (Hs58 : s58_claim x) :
  x = s159_board 0 0 0 0 1 -> fst (s159_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q2] in Hc |- *.
  pose proof (Hs58 0 0 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s58 *)
Lemma s159_c3_p2 x (Hs58 : s58_claim x) (e : nat) :
  x = s159_board 0 0 0 0 (2 + e) -> fst (s159_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q2] in Hc |- *.
  pose proof (Hs58 0 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d==1 && e==0: the board of s97 *)
Lemma s159_c4_p3 x (Hs97 : s97_claim x) :
  x = s159_board 0 0 0 1 0 -> fst (s159_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q3] in Hc |- *.
  pose proof (Hs97 0 0 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d==1 && e==1: the board of s129 *)
Lemma s159_c5_p3 x (Hs129 : s129_claim x) :
  x = s159_board 0 0 0 1 1 -> fst (s159_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q3] in Hc |- *.
  pose proof (Hs129 0 0 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s129 *)
Lemma s159_c6_p3 x (Hs129 : s129_claim x) (e : nat) :
  x = s159_board 0 0 0 1 (2 + e) -> fst (s159_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q3] in Hc |- *.
  pose proof (Hs129 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s97 *)
Lemma s159_c7_p4 x (Hs97 : s97_claim x) (d : nat) :
  x = s159_board 0 0 0 (2 + d) 0 -> fst (s159_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q4] in Hc |- *.
  pose proof (Hs97 0 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s129 *)
Lemma s159_c8_p4 x (Hs129 : s129_claim x) (d : nat) :
  x = s159_board 0 0 0 (2 + d) 1 -> fst (s159_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q4] in Hc |- *.
  pose proof (Hs129 0 0 (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c9_p4 x (Hs129 : s129_claim x) (d e : nat) :
  x = s159_board 0 0 0 (2 + d) (2 + e) -> fst (s159_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q4] in Hc |- *.
  pose proof (Hs129 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d==0 && e==0: the board of s11 *)
Lemma s159_c10_p5 x (Hs11 : s11_claim x) :
  x = s159_board 0 0 1 0 0 -> fst (s159_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q5] in Hc |- *.
  pose proof (Hs11 0 1 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d==0 && e==1: the board of s58 *)
Lemma s159_c11_p5 x (Hs58 : s58_claim x) :
  x = s159_board 0 0 1 0 1 -> fst (s159_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q5] in Hc |- *.
  pose proof (Hs58 0 1 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s58 *)
Lemma s159_c12_p5 x (Hs58 : s58_claim x) (e : nat) :
  x = s159_board 0 0 1 0 (2 + e) -> fst (s159_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q5] in Hc |- *.
  pose proof (Hs58 0 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d==1 && e==0: the board of s97 *)
Lemma s159_c13_p7 x (Hs97 : s97_claim x) :
  x = s159_board 0 0 1 1 0 -> fst (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q7] in Hc |- *.
  pose proof (Hs97 0 1 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d==1 && e==1: the board of s129 *)
Lemma s159_c14_p7 x (Hs129 : s129_claim x) :
  x = s159_board 0 0 1 1 1 -> fst (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q7] in Hc |- *.
  pose proof (Hs129 0 1 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d==1 && e>=2: the board of s129 *)
Lemma s159_c15_p7 x (Hs129 : s129_claim x) (e : nat) :
  x = s159_board 0 0 1 1 (2 + e) -> fst (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q7] in Hc |- *.
  pose proof (Hs129 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==0: the board of s97 *)
Lemma s159_c16_p7 x (Hs97 : s97_claim x) (d : nat) :
  x = s159_board 0 0 1 (2 + d) 0 -> fst (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q7] in Hc |- *.
  pose proof (Hs97 0 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==1: the board of s129 *)
Lemma s159_c17_p7 x (Hs129 : s129_claim x) (d : nat) :
  x = s159_board 0 0 1 (2 + d) 1 -> fst (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q7] in Hc |- *.
  pose proof (Hs129 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c==1 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c18_p7 x (Hs129 : s129_claim x) (d e : nat) :
  x = s159_board 0 0 1 (2 + d) (2 + e) -> fst (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q7] in Hc |- *.
  pose proof (Hs129 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s11 *)
Lemma s159_c19_p11 x (Hs11 : s11_claim x) (c : nat) :
  x = s159_board 0 0 (2 + c) 0 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs11 0 (2 + c) ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s58 *)
Lemma s159_c20_p11 x (Hs58 : s58_claim x) (c : nat) :
  x = s159_board 0 0 (2 + c) 0 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs58 0 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s58 *)
Lemma s159_c21_p11 x (Hs58 : s58_claim x) (c e : nat) :
  x = s159_board 0 0 (2 + c) 0 (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs58 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==0: the board of s97 *)
Lemma s159_c22_p11 x (Hs97 : s97_claim x) (c : nat) :
  x = s159_board 0 0 (2 + c) 1 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs97 0 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==1: the board of s129 *)
Lemma s159_c23_p11 x (Hs129 : s129_claim x) (c : nat) :
  x = s159_board 0 0 (2 + c) 1 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d==1 && e>=2: the board of s129 *)
Lemma s159_c24_p11 x (Hs129 : s129_claim x) (c e : nat) :
  x = s159_board 0 0 (2 + c) 1 (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 0 (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==0: the board of s97 *)
Lemma s159_c25_p11 x (Hs97 : s97_claim x) (c d : nat) :
  x = s159_board 0 0 (2 + c) (2 + d) 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs97 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==1: the board of s129 *)
Lemma s159_c26_p11 x (Hs129 : s129_claim x) (c d : nat) :
  x = s159_board 0 0 (2 + c) (2 + d) 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 0 (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c27_p11 x (Hs129 : s129_claim x) (c d e : nat) :
  x = s159_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 0 (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d==0 && e==0: the board of s16 *)
Lemma s159_c28_p12 x (Hs16 : s16_claim x) :
  x = s159_board 0 1 0 0 0 -> fst (s159_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q12] in Hc |- *.
  pose proof (Hs16 0 1 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d==0 && e==1: the board of s89 *)
Lemma s159_c29_p14 x (Hs89 : s89_claim x) :
  x = s159_board 0 1 0 0 1 -> fst (s159_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q14] in Hc |- *.
  pose proof (Hs89 0 1 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s89 *)
Lemma s159_c30_p14 x (Hs89 : s89_claim x) (e : nat) :
  x = s159_board 0 1 0 0 (2 + e) -> fst (s159_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q14] in Hc |- *.
  pose proof (Hs89 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d==1 && e==0: the board of s98 *)
Lemma s159_c31_p16 x (Hs98 : s98_claim x) :
  x = s159_board 0 1 0 1 0 -> fst (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q16] in Hc |- *.
  pose proof (Hs98 0 1 0 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c32_L : lmoves (s159_board 0 1 0 1 1) = [s129_board 0 1 1 1; strip [] ([E; T; E; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c32_L2 : tf_norm (strip [] ([E; T; E; F; T; F; E; F]) [(1, 0)]) (s126_board 0 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c32_R : rmoves (s159_board 0 1 0 1 1) = [s165_board 0 1 0 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s159_c32_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s159_board 0 1 0 1 1 -> fst (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q16] in Hc |- *.
  rewrite tf_game_eq, (s159_c32_L), (s159_c32_R); cbn [map].
  pose proof (use_s129 IH 0 1 1 1 (opt_l _ _ _ (s159_c32_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c32_L2)).
  pose proof (use_s126 IH 0 1 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c32_L2))) as Ho1.
  pose proof (use_s165 IH 0 1 0 1 1 (opt_r _ _ _ (s159_c32_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  rewrite (s126_p52 Ho1 ltac:(zlia)).
  rewrite (s165_p26 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s159_c33_L (e : nat) : lmoves (s159_board 0 1 0 1 (2 + e)) = [s129_board 0 1 1 (2 + e); strip [] (E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c33_L2 (e : nat) : tf_norm (strip [] (E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 1 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c33_R (e : nat) : rmoves (s159_board 0 1 0 1 (2 + e)) = [s165_board 0 1 0 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s159_c33_p16 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s159_board 0 1 0 1 (2 + e) -> fst (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q16] in Hc |- *.
  rewrite tf_game_eq, (s159_c33_L e), (s159_c33_R e); cbn [map].
  pose proof (use_s129 IH 0 1 1 (2 + e) (opt_l _ _ _ (s159_c33_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c33_L2 e)).
  pose proof (use_s126 IH 0 1 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c33_L2 e))) as Ho1.
  pose proof (use_s165 IH 0 1 0 1 (2 + e) (opt_r _ _ _ (s159_c33_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p56 Ho1 ltac:(zlia)).
    rewrite (s165_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p58 Ho1 ltac:(zlia)).
    rewrite (s165_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p59 Ho1 ltac:(zlia)).
    rewrite (s165_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p60 Ho1 ltac:(zlia)).
    rewrite (s165_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s98 *)
Lemma s159_c34_p16 x (Hs98 : s98_claim x) (d : nat) :
  x = s159_board 0 1 0 (2 + d) 0 -> fst (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q16] in Hc |- *.
  pose proof (Hs98 0 1 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c35_L (d : nat) : lmoves (s159_board 0 1 0 (2 + d) 1) = [s129_board 0 1 (2 + d) 1; strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c35_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 0 1 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c35_R (d : nat) : rmoves (s159_board 0 1 0 (2 + d) 1) = [s165_board 0 1 0 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s159_c35_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s159_board 0 1 0 (2 + d) 1 -> fst (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q16] in Hc |- *.
  rewrite tf_game_eq, (s159_c35_L d), (s159_c35_R d); cbn [map].
  pose proof (use_s129 IH 0 1 (2 + d) 1 (opt_l _ _ _ (s159_c35_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c35_L2 d)).
  pose proof (use_s126 IH 0 1 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c35_L2 d))) as Ho1.
  pose proof (use_s165 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s159_c35_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p61 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p62 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p63 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s159_c36_L (d e : nat) : lmoves (s159_board 0 1 0 (2 + d) (2 + e)) = [s129_board 0 1 (2 + d) (2 + e); strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c36_L2 (d e : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 1 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c36_R (d e : nat) : rmoves (s159_board 0 1 0 (2 + d) (2 + e)) = [s165_board 0 1 0 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s159_c36_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s159_board 0 1 0 (2 + d) (2 + e) -> fst (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q16] in Hc |- *.
  rewrite tf_game_eq, (s159_c36_L d e), (s159_c36_R d e); cbn [map].
  pose proof (use_s129 IH 0 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c36_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c36_L2 d e)).
  pose proof (use_s126 IH 0 1 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c36_L2 d e))) as Ho1.
  pose proof (use_s165 IH 0 1 0 (2 + d) (2 + e) (opt_r _ _ _ (s159_c36_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p7 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p56 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p58 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p59 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p60 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d==0 && e==0: the board of s16 *)
Lemma s159_c37_p18 x (Hs16 : s16_claim x) :
  x = s159_board 0 1 1 0 0 -> fst (s159_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q18] in Hc |- *.
  pose proof (Hs16 0 1 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d==0 && e==1: the board of s89 *)
Lemma s159_c38_p19 x (Hs89 : s89_claim x) :
  x = s159_board 0 1 1 0 1 -> fst (s159_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q19] in Hc |- *.
  pose proof (Hs89 0 1 1 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s89 *)
Lemma s159_c39_p19 x (Hs89 : s89_claim x) (e : nat) :
  x = s159_board 0 1 1 0 (2 + e) -> fst (s159_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q19] in Hc |- *.
  pose proof (Hs89 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d==1 && e==0: the board of s98 *)
Lemma s159_c40_p20 x (Hs98 : s98_claim x) :
  x = s159_board 0 1 1 1 0 -> fst (s159_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q20] in Hc |- *.
  pose proof (Hs98 0 1 1 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c41_L : lmoves (s159_board 0 1 1 1 1) = [s129_board 0 2 1 1; strip [] ([E; T; E; T; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c41_L2 : tf_norm (strip [] ([E; T; E; T; F; T; F; E; F]) [(1, 0)]) (s126_board 0 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c41_R : rmoves (s159_board 0 1 1 1 1) = [s165_board 0 1 1 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s159_c41_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s159_board 0 1 1 1 1 -> fst (s159_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q21] in Hc |- *.
  rewrite tf_game_eq, (s159_c41_L), (s159_c41_R); cbn [map].
  pose proof (use_s129 IH 0 2 1 1 (opt_l _ _ _ (s159_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c41_L2)).
  pose proof (use_s126 IH 0 1 1 1 0 (opt_norm_l _ _ _ _ _ (s159_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c41_L2))) as Ho1.
  pose proof (use_s165 IH 0 1 1 1 1 (opt_r _ _ _ (s159_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  rewrite (s126_p37 Ho1 ltac:(zlia)).
  rewrite (s165_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s159_c42_L (e : nat) : lmoves (s159_board 0 1 1 1 (2 + e)) = [s129_board 0 2 1 (2 + e); strip [] (E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c42_L2 (e : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 1 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c42_R (e : nat) : rmoves (s159_board 0 1 1 1 (2 + e)) = [s165_board 0 1 1 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s159_c42_p21 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s159_board 0 1 1 1 (2 + e) -> fst (s159_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q21] in Hc |- *.
  rewrite tf_game_eq, (s159_c42_L e), (s159_c42_R e); cbn [map].
  pose proof (use_s129 IH 0 2 1 (2 + e) (opt_l _ _ _ (s159_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c42_L2 e)).
  pose proof (use_s126 IH 0 1 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c42_L2 e))) as Ho1.
  pose proof (use_s165 IH 0 1 1 1 (2 + e) (opt_r _ _ _ (s159_c42_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p68 Ho1 ltac:(zlia)).
    rewrite (s165_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p69 Ho1 ltac:(zlia)).
    rewrite (s165_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p70 Ho1 ltac:(zlia)).
    rewrite (s165_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==0: the board of s98 *)
Lemma s159_c43_p23 x (Hs98 : s98_claim x) (d : nat) :
  x = s159_board 0 1 1 (2 + d) 0 -> fst (s159_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q23] in Hc |- *.
  pose proof (Hs98 0 1 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c44_L (d : nat) : lmoves (s159_board 0 1 1 (2 + d) 1) = [s129_board 0 2 (2 + d) 1; strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c44_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 0 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c44_R (d : nat) : rmoves (s159_board 0 1 1 (2 + d) 1) = [s165_board 0 1 1 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s159_c44_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s159_board 0 1 1 (2 + d) 1 -> fst (s159_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q23] in Hc |- *.
  rewrite tf_game_eq, (s159_c44_L d), (s159_c44_R d); cbn [map].
  pose proof (use_s129 IH 0 2 (2 + d) 1 (opt_l _ _ _ (s159_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c44_L2 d)).
  pose proof (use_s126 IH 0 1 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c44_L2 d))) as Ho1.
  pose proof (use_s165 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s159_c44_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p71 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p78 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p79 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s159_c45_L (d e : nat) : lmoves (s159_board 0 1 1 (2 + d) (2 + e)) = [s129_board 0 2 (2 + d) (2 + e); strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c45_L2 (d e : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 1 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c45_R (d e : nat) : rmoves (s159_board 0 1 1 (2 + d) (2 + e)) = [s165_board 0 1 1 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s159_c45_p23 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s159_board 0 1 1 (2 + d) (2 + e) -> fst (s159_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q23] in Hc |- *.
  rewrite tf_game_eq, (s159_c45_L d e), (s159_c45_R d e); cbn [map].
  pose proof (use_s129 IH 0 2 (2 + d) (2 + e) (opt_l _ _ _ (s159_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c45_L2 d e)).
  pose proof (use_s126 IH 0 1 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c45_L2 d e))) as Ho1.
  pose proof (use_s165 IH 0 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s159_c45_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p72 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p75 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p76 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s126_p77 Ho1 ltac:(zlia)).
    rewrite (s165_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s16 *)
Lemma s159_c46_p11 x (Hs16 : s16_claim x) (c : nat) :
  x = s159_board 0 1 (2 + c) 0 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs16 0 1 (2 + c) ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s89 *)
Lemma s159_c47_p11 x (Hs89 : s89_claim x) (c : nat) :
  x = s159_board 0 1 (2 + c) 0 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s89 *)
Lemma s159_c48_p11 x (Hs89 : s89_claim x) (c e : nat) :
  x = s159_board 0 1 (2 + c) 0 (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==0: the board of s98 *)
Lemma s159_c49_p11 x (Hs98 : s98_claim x) (c : nat) :
  x = s159_board 0 1 (2 + c) 1 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c50_L (c : nat) : lmoves (s159_board 0 1 (2 + c) 1 1) = [s129_board 0 (3 + c) 1 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c50_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]) (s126_board 0 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c50_R (c : nat) : rmoves (s159_board 0 1 (2 + c) 1 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s159_c50_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s159_board 0 1 (2 + c) 1 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c50_L c), (s159_c50_R c); cbn [map].
  pose proof (use_s129 IH 0 (3 + c) 1 1 (opt_l _ _ _ (s159_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c50_L2 c)).
  pose proof (use_s126 IH 0 1 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s159_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c50_L2 c))) as Ho1.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p48 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p49 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p80 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c51_L (c e : nat) : lmoves (s159_board 0 1 (2 + c) 1 (2 + e)) = [s129_board 0 (3 + c) 1 (2 + e); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c51_L2 (c e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 1 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c51_R (c e : nat) : rmoves (s159_board 0 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s159_c51_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s159_board 0 1 (2 + c) 1 (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c51_L c e), (s159_c51_R c e); cbn [map].
  pose proof (use_s129 IH 0 (3 + c) 1 (2 + e) (opt_l _ _ _ (s159_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c51_L2 c e)).
  pose proof (use_s126 IH 0 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c51_L2 c e))) as Ho1.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==0: the board of s98 *)
Lemma s159_c52_p11 x (Hs98 : s98_claim x) (c d : nat) :
  x = s159_board 0 1 (2 + c) (2 + d) 0 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 0 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c53_L (c d : nat) : lmoves (s159_board 0 1 (2 + c) (2 + d) 1) = [s129_board 0 (3 + c) (2 + d) 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c53_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 0 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c53_R (c d : nat) : rmoves (s159_board 0 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s159_c53_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s159_board 0 1 (2 + c) (2 + d) 1 -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c53_L c d), (s159_c53_R c d); cbn [map].
  pose proof (use_s129 IH 0 (3 + c) (2 + d) 1 (opt_l _ _ _ (s159_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c53_L2 c d)).
  pose proof (use_s126 IH 0 1 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c53_L2 c d))) as Ho1.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s126_p45 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p46 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p47 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c54_L (c d e : nat) : lmoves (s159_board 0 1 (2 + c) (2 + d) (2 + e)) = [s129_board 0 (3 + c) (2 + d) (2 + e); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c54_L2 (c d e : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 0 1 (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c54_R (c d e : nat) : rmoves (s159_board 0 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s159_c54_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s159_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c54_L c d e), (s159_c54_R c d e); cbn [map].
  pose proof (use_s129 IH 0 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s159_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c54_L2 c d e)).
  pose proof (use_s126 IH 0 1 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c54_L2 c d e))) as Ho1.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s126_p39 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s16 *)
Lemma s159_c55_p27 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 0 0 0 -> fst (s159_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q27] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c55_p41 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 0 0 0 -> fst (s159_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q41] in Hc |- *.
  pose proof (Hs16 0 (2 + b) 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s89 *)
Lemma s159_c56_p28 x (Hs89 : s89_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 0 0 1 -> fst (s159_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q28] in Hc |- *.
  pose proof (Hs89 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c56_p41 x (Hs89 : s89_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 0 0 1 -> fst (s159_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q41] in Hc |- *.
  pose proof (Hs89 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s89 *)
Lemma s159_c57_p28 x (Hs89 : s89_claim x) (b e : nat) :
  x = s159_board 0 (2 + b) 0 0 (2 + e) -> fst (s159_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q28] in Hc |- *.
  pose proof (Hs89 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c57_p41 x (Hs89 : s89_claim x) (b e : nat) :
  x = s159_board 0 (2 + b) 0 0 (2 + e) -> fst (s159_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q41 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q41] in Hc |- *.
  pose proof (Hs89 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s98 *)
Lemma s159_c58_p29 x (Hs98 : s98_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 0 1 0 -> fst (s159_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q29 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q29] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c58_p45 x (Hs98 : s98_claim x) (b : nat) :
  x = s159_board 0 (2 + b) 0 1 0 -> fst (s159_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q45] in Hc |- *.
  pose proof (Hs98 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c59_L (b : nat) : lmoves (s159_board 0 (2 + b) 0 1 1) = [s159_board 0 (1 + b) 1 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c59_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; T; F; E; F]) [(1, 0)]) (s126_board 0 (2 + b) 0 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c59_R (b : nat) : rmoves (s159_board 0 (2 + b) 0 1 1) = [s165_board 0 (2 + b) 0 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s159_c59_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s159_board 0 (2 + b) 0 1 1 -> fst (s159_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q30] in Hc |- *.
  rewrite tf_game_eq, (s159_c59_L b), (s159_c59_R b); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s159_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c59_L2 b)).
  pose proof (use_s126 IH 0 (2 + b) 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c59_L2 b))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s159_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p21 Ho0 ltac:(zlia)).
  rewrite (s126_p86 Ho1 ltac:(zlia)).
  rewrite (s165_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c59_p46 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s159_board 0 (2 + b) 0 1 1 -> fst (s159_q46 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q46 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q46] in Hc |- *.
  rewrite tf_game_eq, (s159_c59_L b), (s159_c59_R b); cbn [map].
  pose proof (use_s159 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s159_c59_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s159_c59_L2 b)).
  pose proof (use_s126 IH 0 (2 + b) 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c59_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s159_c59_L2 b))) as Ho1.
  pose proof (use_s165 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s159_c59_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s159_p37 Ho0 ltac:(zlia)).
  rewrite (s126_p126 Ho1 ltac:(zlia)).
  rewrite (s165_p28 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

