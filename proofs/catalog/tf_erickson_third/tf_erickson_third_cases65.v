(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c==0 && d==1: the board of s36 *)
Lemma s104_c74_p12 x (Hs36 : s36_claim x) (a b : nat) :
  x = s104_board (2 + a) (2 + b) 0 1 -> fst (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s104_q12] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c==0 && d>=2: the board of s36 *)
Lemma s104_c75_p12 x (Hs36 : s36_claim x) (a b d : nat) :
  x = s104_board (2 + a) (2 + b) 0 (2 + d) -> fst (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s104_q12] in Hc |- *.
  pose proof (Hs36 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s104_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s104_c76_L (a b : nat) : lmoves (s104_board (2 + a) (2 + b) 1 0) = [s104_board (1 + a) (3 + b) 1 0; s131_board (2 + a) (2 + b) 0 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c76_R (a b : nat) : rmoves (s104_board (2 + a) (2 + b) 1 0) = [s178_board (2 + a) (2 + b) 1 0 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s104_c76_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s104_board (2 + a) (2 + b) 1 0 -> fst (s104_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s104_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q40] in Hc |- *.
  rewrite tf_game_eq, (s104_c76_L a b), (s104_c76_R a b); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s104_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH (2 + a) (2 + b) 0 0 1 (opt_l _ _ _ (s104_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 0 0 (opt_r _ _ _ (s104_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p40 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p103 Ho1 ltac:(zlia)).
    rewrite (s178_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p300 Ho1 ltac:(zlia)).
    rewrite (s178_p68 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p308 Ho1 ltac:(zlia)).
    rewrite (s178_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p344 Ho1 ltac:(zlia)).
    rewrite (s178_p82 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s104_c77_L (a b : nat) : lmoves (s104_board (2 + a) (2 + b) 1 1) = [s104_board (1 + a) (3 + b) 1 1; s148_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c77_R (a b : nat) : rmoves (s104_board (2 + a) (2 + b) 1 1) = [s178_board (2 + a) (2 + b) 1 1 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s104_c77_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s104_board (2 + a) (2 + b) 1 1 -> fst (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c77_L a b), (s104_c77_R a b); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s104_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH (2 + a) (2 + b) 1 0 1 (opt_l _ _ _ (s104_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 1 0 (opt_r _ _ _ (s104_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p12 Ho0 ltac:(zlia)).
  rewrite (s148_p36 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s104_c78_L (a b d : nat) : lmoves (s104_board (2 + a) (2 + b) 1 (2 + d)) = [s104_board (1 + a) (3 + b) 1 (2 + d); s148_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c78_R (a b d : nat) : rmoves (s104_board (2 + a) (2 + b) 1 (2 + d)) = [s178_board (2 + a) (2 + b) 1 (2 + d) 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s104_c78_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s104_board (2 + a) (2 + b) 1 (2 + d) -> fst (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c78_L a b d), (s104_c78_R a b d); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s104_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s104_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_r _ _ _ (s104_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p12 Ho0 ltac:(zlia)).
  rewrite (s148_p48 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s104_c79_L (a b c : nat) : lmoves (s104_board (2 + a) (2 + b) (2 + c) 0) = [s104_board (1 + a) (3 + b) (2 + c) 0; s131_board (2 + a) (2 + b) (1 + c) 0 1].
Proof. unfold s104_board, s131_board. tf_options. Qed.
Lemma s104_c79_R (a b c : nat) : rmoves (s104_board (2 + a) (2 + b) (2 + c) 0) = [s178_board (2 + a) (2 + b) (2 + c) 0 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s104_c79_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s104_board (2 + a) (2 + b) (2 + c) 0 -> fst (s104_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q17] in Hc |- *.
  rewrite tf_game_eq, (s104_c79_L a b c), (s104_c79_R a b c); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s104_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p17 Ho0 ltac:(zlia)).
  rewrite (s131_p113 Ho1 ltac:(zlia)).
  rewrite (s178_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c79_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s104_board (2 + a) (2 + b) (2 + c) 0 -> fst (s104_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q19] in Hc |- *.
  rewrite tf_game_eq, (s104_c79_L a b c), (s104_c79_R a b c); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s104_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p19 Ho0 ltac:(zlia)).
  rewrite (s131_p127 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s178_p22 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s178_p52 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s104_c79_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s104_board (2 + a) (2 + b) (2 + c) 0 -> fst (s104_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s104_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s104_q33] in Hc |- *.
  rewrite tf_game_eq, (s104_c79_L a b c), (s104_c79_R a b c); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s104_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s131 IH (2 + a) (2 + b) (1 + c) 0 1 (opt_l _ _ _ (s104_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s104_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p33 Ho0 ltac:(zlia)).
  rewrite (s131_p146 Ho1 ltac:(zlia)).
  rewrite (s178_p18 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s104_c80_L (a b c : nat) : lmoves (s104_board (2 + a) (2 + b) (2 + c) 1) = [s104_board (1 + a) (3 + b) (2 + c) 1; s148_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c80_R (a b c : nat) : rmoves (s104_board (2 + a) (2 + b) (2 + c) 1) = [s178_board (2 + a) (2 + b) (2 + c) 1 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s104_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s104_board (2 + a) (2 + b) (2 + c) 1 -> fst (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c80_L a b c), (s104_c80_R a b c); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s104_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_l _ _ _ (s104_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s104_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s148_p26 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p51 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p53 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p55 Ho1 ltac:(zlia)).
    rewrite (s178_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s104_c81_L (a b c d : nat) : lmoves (s104_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s104_board (1 + a) (3 + b) (2 + c) (2 + d); s148_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s104_board, s148_board. tf_options. Qed.
Lemma s104_c81_R (a b c d : nat) : rmoves (s104_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s178_board (2 + a) (2 + b) (2 + c) (2 + d) 0].
Proof. unfold s104_board, s178_board. tf_options. Qed.
(* s104 = T^a _ T^b F T^c F T^d _^2 F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s104_c81_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s104_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s104_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s104_q12] in Hc |- *.
  rewrite tf_game_eq, (s104_c81_L a b c d), (s104_c81_R a b c d); cbn [map].
  pose proof (use_s104 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s104_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s148 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s104_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_r _ _ _ (s104_c81_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s104_p12 Ho0 ltac:(zlia)).
  rewrite (s148_p48 Ho1 ltac:(zlia)).
  rewrite (s178_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s105_c1_L : lmoves (s105_board 0 0) = [].
Proof. unfold s105_board. tf_options. Qed.
Lemma s105_c1_R : rmoves (s105_board 0 0) = [strip [(0, 2)] ([E; E; E]) []].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c1_R1 : tf_norm (strip [(0, 2)] ([E; E; E]) []) (repeat E 3) (0).
Proof. apply (tf_norm_by _ [(0, 2)] ([E; E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s105 = T^a F _ T^b F _^2 on a==0 && b==0 *)
Lemma s105_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s105_board 0 0 -> fst (s105_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s105_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s105_q1] in Hc |- *.
  rewrite tf_game_eq, (s105_c1_L), (s105_c1_R); cbn [map].
  rewrite (tf_norm_blank (s105_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s105_c2_L : lmoves (s105_board 0 1) = [strip [(0, 1); (2, 1)] ([]) [(1, 1)]].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c2_L1 : tf_norm (strip [(0, 1); (2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s105_c2_R : rmoves (s105_board 0 1) = [strip [(0, 2)] ([]) [(1, 3)]].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c2_R1 : tf_norm (strip [(0, 2)] ([]) [(1, 3)]) (repeat E 3) (3).
Proof. apply (tf_norm_by _ [(0, 2)] ([]) [(1, 3)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s105 = T^a F _ T^b F _^2 on a==0 && b==1 *)
Lemma s105_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s105_board 0 1 -> fst (s105_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s105_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s105_q2] in Hc |- *.
  rewrite tf_game_eq, (s105_c2_L), (s105_c2_R); cbn [map].
  rewrite (tf_norm_blank (s105_c2_L1)).
  rewrite (tf_norm_blank (s105_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s105_c3_L (b : nat) : lmoves (s105_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s73_board 0 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c3_R (b : nat) : rmoves (s105_board 0 (2 + b)) = [].
Proof. unfold s105_board. tf_options. Qed.
(* s105 = T^a F _ T^b F _^2 on a==0 && b>=2 *)
Lemma s105_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s105_board 0 (2 + b) -> fst (s105_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s105_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s105_q2] in Hc |- *.
  rewrite tf_game_eq, (s105_c3_L b), (s105_c3_R b); cbn [map].
  rewrite (tf_norm_game (s105_c3_L1 b)).
  pose proof (use_s73 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s105_c3_L b) ltac:(cbn [In]; left; reflexivity) (s105_c3_L1 b))) as Ho0.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s105_c4_L : lmoves (s105_board 1 0) = [strip [(1, 1)] ([T; F; E; E]) []].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c4_L1 : tf_norm (strip [(1, 1)] ([T; F; E; E]) []) (s75_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c4_R : rmoves (s105_board 1 0) = [strip [] ([T; F; F; E; E; E]) []].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c4_R1 : tf_norm (strip [] ([T; F; F; E; E; E]) []) (repeat E 3) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F; E; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s105 = T^a F _ T^b F _^2 on a==1 && b==0 *)
Lemma s105_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s105_board 1 0 -> fst (s105_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s105_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s105_q4] in Hc |- *.
  rewrite tf_game_eq, (s105_c4_L), (s105_c4_R); cbn [map].
  rewrite (tf_norm_game (s105_c4_L1)).
  pose proof (use_s75 IH 0 1 (opt_norm_l _ _ _ _ _ (s105_c4_L) ltac:(cbn [In]; left; reflexivity) (s105_c4_L1))) as Ho0.
  rewrite (tf_norm_blank (s105_c4_R1)).
  rewrite (s75_p1 Ho0 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s105_c5_L : lmoves (s105_board 1 1) = [strip [(1, 1)] ([T; T; F; E; E]) []; strip [] ([T; F; E; E; F]) [(1, 1)]].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c5_L1 : tf_norm (strip [(1, 1)] ([T; T; F; E; E]) []) (s75_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c5_L2 : tf_norm (strip [] ([T; F; E; E; F]) [(1, 1)]) (s106_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c5_R : rmoves (s105_board 1 1) = [strip [] ([T; F; F]) [(1, 3)]].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c5_R1 : tf_norm (strip [] ([T; F; F]) [(1, 3)]) (repeat E 3) (3).
Proof.
  pose proof (tf_norm_strip [] ([T; F; F]) [(1, 3)]) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; E]) [] 1 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s105 = T^a F _ T^b F _^2 on a==1 && b==1 *)
Lemma s105_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s105_board 1 1 -> fst (s105_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s105_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s105_q2] in Hc |- *.
  rewrite tf_game_eq, (s105_c5_L), (s105_c5_R); cbn [map].
  rewrite (tf_norm_game (s105_c5_L1)).
  pose proof (use_s75 IH 0 2 (opt_norm_l _ _ _ _ _ (s105_c5_L) ltac:(cbn [In]; left; reflexivity) (s105_c5_L1))) as Ho0.
  rewrite (tf_norm_game (s105_c5_L2)).
  pose proof (use_s106 IH 1 0 (opt_norm_l _ _ _ _ _ (s105_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s105_c5_L2))) as Ho1.
  rewrite (tf_norm_blank (s105_c5_R1)).
  rewrite (s75_p1 Ho0 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s106_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s105_c6_L (b : nat) : lmoves (s105_board 1 (2 + b)) = [strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E]) []; strip [] (T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [F; E; E]) []) (s75_board 0 (3 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s111_board 1 (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c6_R (b : nat) : rmoves (s105_board 1 (2 + b)) = [].
Proof. unfold s105_board. tf_options. Qed.
(* s105 = T^a F _ T^b F _^2 on a==1 && b>=2 *)
Lemma s105_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s105_board 1 (2 + b) -> fst (s105_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s105_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s105_q2] in Hc |- *.
  rewrite tf_game_eq, (s105_c6_L b), (s105_c6_R b); cbn [map].
  rewrite (tf_norm_game (s105_c6_L1 b)).
  pose proof (use_s75 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s105_c6_L b) ltac:(cbn [In]; left; reflexivity) (s105_c6_L1 b))) as Ho0.
  rewrite (tf_norm_game (s105_c6_L2 b)).
  pose proof (use_s111 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s105_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s105_c6_L2 b))) as Ho1.
  rewrite (s75_p1 Ho0 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p3 Ho1 ltac:(zlia)).
  rewrite (s111_p3_add (Z.of_nat 1) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s105_c7_L (a : nat) : lmoves (s105_board (2 + a) 0) = [s83_board (1 + a) 0 1].
Proof. unfold s105_board, s83_board. tf_options. Qed.
Lemma s105_c7_R (a : nat) : rmoves (s105_board (2 + a) 0) = [strip [] (repeat T (2 + a) ++ [F; F; E; E; E]) []].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c7_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F; E; E; E]) []) (repeat E 3) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F; E; E; E]) []) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s105 = T^a F _ T^b F _^2 on a>=2 && b==0 *)
Lemma s105_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s105_board (2 + a) 0 -> fst (s105_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s105_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s105_q5] in Hc |- *.
  rewrite tf_game_eq, (s105_c7_L a), (s105_c7_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 0 1 (opt_l _ _ _ (s105_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s105_c7_R1 a)).
  rewrite (s83_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s105_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s105_board (2 + a) 0 -> fst (s105_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s105_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s105_q6] in Hc |- *.
  rewrite tf_game_eq, (s105_c7_L a), (s105_c7_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 0 1 (opt_l _ _ _ (s105_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s105_c7_R1 a)).
  rewrite (s83_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s105_c8_L (a : nat) : lmoves (s105_board (2 + a) 1) = [s83_board (1 + a) 0 2; strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]].
Proof. unfold s105_board, s83_board, strip. tf_options. Qed.
Lemma s105_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]) (s106_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c8_R (a : nat) : rmoves (s105_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; F]) [(1, 3)]].
Proof. unfold s105_board, strip. tf_options. Qed.
Lemma s105_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; F]) [(1, 3)]) (repeat E 3) (3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; F]) [(1, 3)]) as H0.
  pose proof (tf_norm_wall_l [] ([E; E; E]) [] (2 + a) 2 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
(* s105 = T^a F _ T^b F _^2 on a>=2 && b==1 *)
Lemma s105_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s105_board (2 + a) 1 -> fst (s105_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s105_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s105_q2] in Hc |- *.
  rewrite tf_game_eq, (s105_c8_L a), (s105_c8_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 0 2 (opt_l _ _ _ (s105_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s105_c8_L2 a)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s105_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s105_c8_L2 a))) as Ho1.
  rewrite (tf_norm_blank (s105_c8_R1 a)).
  rewrite (s83_p6 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s105_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s105_board (2 + a) 1 -> fst (s105_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s105_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s105_q5] in Hc |- *.
  rewrite tf_game_eq, (s105_c8_L a), (s105_c8_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 0 2 (opt_l _ _ _ (s105_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s105_c8_L2 a)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s105_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s105_c8_L2 a))) as Ho1.
  rewrite (tf_norm_blank (s105_c8_R1 a)).
  rewrite (s83_p6 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s105_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s105_board (2 + a) 1 -> fst (s105_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s105_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s105_q7] in Hc |- *.
  rewrite tf_game_eq, (s105_c8_L a), (s105_c8_R a); cbn [map].
  pose proof (use_s83 IH (1 + a) 0 2 (opt_l _ _ _ (s105_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s105_c8_L2 a)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s105_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s105_c8_L2 a))) as Ho1.
  rewrite (tf_norm_blank (s105_c8_R1 a)).
  rewrite (s83_p6 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s105_c9_L (a b : nat) : lmoves (s105_board (2 + a) (2 + b)) = [s83_board (1 + a) 0 (3 + b); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s105_board, s83_board, strip. tf_options. Qed.
Lemma s105_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]) (s111_board (2 + a) (1 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (1 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
Lemma s105_c9_R (a b : nat) : rmoves (s105_board (2 + a) (2 + b)) = [].
Proof. unfold s105_board. tf_options. Qed.
(* s105 = T^a F _ T^b F _^2 on a>=2 && b>=2 *)
Lemma s105_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s105_board (2 + a) (2 + b) -> fst (s105_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s105_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s105_q2] in Hc |- *.
  rewrite tf_game_eq, (s105_c9_L a b), (s105_c9_R a b); cbn [map].
  pose proof (use_s83 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s105_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s105_c9_L2 a b)).
  pose proof (use_s111 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s105_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s105_c9_L2 a b))) as Ho1.
  rewrite (s83_p6 Ho0 ltac:(zlia)).
  rewrite (s111_p4 Ho1 ltac:(zlia)).
  rewrite (s111_p4_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s105_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s105_board (2 + a) (2 + b) -> fst (s105_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s105_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s105_q3] in Hc |- *.
  rewrite tf_game_eq, (s105_c9_L a b), (s105_c9_R a b); cbn [map].
  pose proof (use_s83 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s105_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s105_c9_L2 a b)).
  pose proof (use_s111 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s105_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s105_c9_L2 a b))) as Ho1.
  rewrite (s83_p6 Ho0 ltac:(zlia)).
  rewrite (s111_p4 Ho1 ltac:(zlia)).
  rewrite (s111_p4_add (Z.of_nat (2 + a)) (Z.of_nat (1 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
Qed.

Lemma s106_c1_L : lmoves (s106_board 0 0) = [].
Proof. unfold s106_board. tf_options. Qed.
Lemma s106_c1_R : rmoves (s106_board 0 0) = [strip [(0, 1); (1, 1)] ([E; E]) []].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c1_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E; E]) []) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s106 = T^a F _^2 T^b F _ on a==0 && b==0 *)
Lemma s106_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s106_board 0 0 -> fst (s106_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s106_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s106_q1] in Hc |- *.
  rewrite tf_game_eq, (s106_c1_L), (s106_c1_R); cbn [map].
  rewrite (tf_norm_blank (s106_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s106_c2_L : lmoves (s106_board 0 1) = [strip [(0, 1); (3, 1)] ([]) [(1, 0)]].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c2_L1 : tf_norm (strip [(0, 1); (3, 1)] ([]) [(1, 0)]) (repeat E 3) (-3).
Proof. apply (tf_norm_by _ [(0, 1); (3, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s106_c2_R : rmoves (s106_board 0 1) = [strip [(0, 1); (1, 1)] ([]) [(1, 2)]].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c2_R1 : tf_norm (strip [(0, 1); (1, 1)] ([]) [(1, 2)]) (repeat E 3) (1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s106 = T^a F _^2 T^b F _ on a==0 && b==1 *)
Lemma s106_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s106_board 0 1 -> fst (s106_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s106_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s106_q2] in Hc |- *.
  rewrite tf_game_eq, (s106_c2_L), (s106_c2_R); cbn [map].
  rewrite (tf_norm_blank (s106_c2_L1)).
  rewrite (tf_norm_blank (s106_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s106_c3_L (b : nat) : lmoves (s106_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s37_board 0 (1 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c3_R (b : nat) : rmoves (s106_board 0 (2 + b)) = [].
Proof. unfold s106_board. tf_options. Qed.
(* s106 = T^a F _^2 T^b F _ on a==0 && b>=2 *)
Lemma s106_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s106_board 0 (2 + b) -> fst (s106_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s106_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s106_q2] in Hc |- *.
  rewrite tf_game_eq, (s106_c3_L b), (s106_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s106_c3_L1 b)).
  pose proof (use_s37 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s106_c3_L b) ltac:(cbn [In]; left; reflexivity) (s106_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s37_p1 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s37_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s37_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s37_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s106_c4_L : lmoves (s106_board 1 0) = [strip [(1, 1)] ([T; E; F; E]) []].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c4_L1 : tf_norm (strip [(1, 1)] ([T; E; F; E]) []) (s73_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c4_R : rmoves (s106_board 1 0) = [s105_board 1 0].
Proof. unfold s105_board, s106_board. tf_options. Qed.
(* s106 = T^a F _^2 T^b F _ on a==1 && b==0 *)
Lemma s106_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s106_board 1 0 -> fst (s106_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s106_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s106_q1] in Hc |- *.
  rewrite tf_game_eq, (s106_c4_L), (s106_c4_R); cbn [map].
  rewrite (tf_norm_game (s106_c4_L1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s106_c4_L) ltac:(cbn [In]; left; reflexivity) (s106_c4_L1))) as Ho0.
  pose proof (use_s105 IH 1 0 (opt_r _ _ _ (s106_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s106_c5_L : lmoves (s106_board 1 1) = [strip [(1, 1)] ([T; E; T; F; E]) []; strip [] ([T; F; E; E; E; F]) [(1, 0)]].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; T; F; E]) []) (s73_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c5_L2 : tf_norm (strip [] ([T; F; E; E; E; F]) [(1, 0)]) (s18_board 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c5_R : rmoves (s106_board 1 1) = [strip [] ([T; F; E; F]) [(1, 2)]].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c5_R1 : tf_norm (strip [] ([T; F; E; F]) [(1, 2)]) (s105_board 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s106 = T^a F _^2 T^b F _ on a==1 && b==1 *)
Lemma s106_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s106_board 1 1 -> fst (s106_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s106_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s106_q2] in Hc |- *.
  rewrite tf_game_eq, (s106_c5_L), (s106_c5_R); cbn [map].
  rewrite (tf_norm_game (s106_c5_L1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s106_c5_L) ltac:(cbn [In]; left; reflexivity) (s106_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s106_c5_L2)).
  pose proof (use_s18 IH 1 (opt_norm_l _ _ _ _ _ (s106_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s106_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s106_c5_R1)).
  pose proof (use_s105 IH 1 0 (opt_norm_r _ _ _ _ _ (s106_c5_R) ltac:(cbn [In]; left; reflexivity) (s106_c5_R1))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s18_p2 Ho1 ltac:(zlia)).
  rewrite (s105_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p4_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s106_c6_L (b : nat) : lmoves (s106_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []; strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []) (s73_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s77_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c6_R (b : nat) : rmoves (s106_board 1 (2 + b)) = [].
Proof. unfold s106_board. tf_options. Qed.
(* s106 = T^a F _^2 T^b F _ on a==1 && b>=2 *)
Lemma s106_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s106_board 1 (2 + b) -> fst (s106_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s106_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s106_q2] in Hc |- *.
  rewrite tf_game_eq, (s106_c6_L b), (s106_c6_R b); cbn [map].
  rewrite (tf_norm_game (s106_c6_L1 b)).
  pose proof (use_s73 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s106_c6_L b) ltac:(cbn [In]; left; reflexivity) (s106_c6_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s106_c6_L2 b)).
  pose proof (use_s77 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s106_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s106_c6_L2 b))) as Ho1.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s77_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s77_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s77_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s106_c7_L (a : nat) : lmoves (s106_board (2 + a) 0) = [s113_board (1 + a) 0 1 0].
Proof. unfold s106_board, s113_board. tf_options. Qed.
Lemma s106_c7_R (a : nat) : rmoves (s106_board (2 + a) 0) = [s105_board (2 + a) 0].
Proof. unfold s105_board, s106_board. tf_options. Qed.
(* s106 = T^a F _^2 T^b F _ on a>=2 && b==0 *)
Lemma s106_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s106_board (2 + a) 0 -> fst (s106_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s106_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s106_q3] in Hc |- *.
  rewrite tf_game_eq, (s106_c7_L a), (s106_c7_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 1 0 (opt_l _ _ _ (s106_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s105 IH (2 + a) 0 (opt_r _ _ _ (s106_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s113_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s105_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s105_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s106_c8_L (a : nat) : lmoves (s106_board (2 + a) 1) = [s113_board (1 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; E; E; E; F]) [(1, 0)]].
Proof. unfold s106_board, s113_board, strip. tf_options. Qed.
Lemma s106_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; E; F]) [(1, 0)]) (s18_board (2 + a)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s18_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c8_R (a : nat) : rmoves (s106_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]].
Proof. unfold s106_board, strip. tf_options. Qed.
Lemma s106_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]) (s105_board (2 + a) 0) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s106 = T^a F _^2 T^b F _ on a>=2 && b==1 *)
Lemma s106_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s106_board (2 + a) 1 -> fst (s106_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s106_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s106_q2] in Hc |- *.
  rewrite tf_game_eq, (s106_c8_L a), (s106_c8_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 1 1 (opt_l _ _ _ (s106_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s106_c8_L2 a)).
  pose proof (use_s18 IH (2 + a) (opt_norm_l _ _ _ _ _ (s106_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s106_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s106_c8_R1 a)).
  pose proof (use_s105 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s106_c8_R a) ltac:(cbn [In]; left; reflexivity) (s106_c8_R1 a))) as Ho2.
  rewrite (s113_p8 Ho0 ltac:(zlia)).
  rewrite (s18_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s105_p6 Ho2 ltac:(zlia)).
    rewrite (s105_p6_add (Z.of_nat (2 + a)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s106_c9_L (a b : nat) : lmoves (s106_board (2 + a) (2 + b)) = [s113_board (1 + a) 0 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s106_board, s113_board, strip. tf_options. Qed.
Lemma s106_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s77_board (2 + a) (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s77_board; strip_board_eq | strip_offset]. Qed.
Lemma s106_c9_R (a b : nat) : rmoves (s106_board (2 + a) (2 + b)) = [].
Proof. unfold s106_board. tf_options. Qed.
(* s106 = T^a F _^2 T^b F _ on a>=2 && b>=2 *)
Lemma s106_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s106_board (2 + a) (2 + b) -> fst (s106_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s106_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s106_q2] in Hc |- *.
  rewrite tf_game_eq, (s106_c9_L a b), (s106_c9_R a b); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s106_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s106_c9_L2 a b)).
  pose proof (use_s77 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s106_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s106_c9_L2 a b))) as Ho1.
  rewrite (s113_p8 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s77_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s77_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s107_c1_L : lmoves (s107_board 0) = [].
Proof. unfold s107_board. tf_options. Qed.
Lemma s107_c1_R : rmoves (s107_board 0) = [strip [(0, 1); (2, 1)] ([]) [(1, 1)]].
Proof. unfold s107_board, strip. tf_options. Qed.
Lemma s107_c1_R1 : tf_norm (strip [(0, 1); (2, 1)] ([]) [(1, 1)]) (repeat E 3) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (2, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s107 = T^a F _^3 T F on a==0 *)
Lemma s107_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s107_board 0 -> fst (s107_q1 (Z.of_nat 0)) -> tf_game x == snd (s107_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s107_q1] in Hc |- *.
  rewrite tf_game_eq, (s107_c1_L), (s107_c1_R); cbn [map].
  rewrite (tf_norm_blank (s107_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s107_c2_L : lmoves (s107_board 1) = [strip [(1, 1)] ([T; E; E; T; F]) []].
Proof. unfold s107_board, strip. tf_options. Qed.
Lemma s107_c2_L1 : tf_norm (strip [(1, 1)] ([T; E; E; T; F]) []) (s72_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s107_c2_R : rmoves (s107_board 1) = [strip [] ([T; F; E; E; F]) [(1, 1)]].
Proof. unfold s107_board, strip. tf_options. Qed.
Lemma s107_c2_R1 : tf_norm (strip [] ([T; F; E; E; F]) [(1, 1)]) (s106_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s107 = T^a F _^3 T F on a==1 *)
Lemma s107_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s107_board 1 -> fst (s107_q2 (Z.of_nat 1)) -> tf_game x == snd (s107_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s107_q2] in Hc |- *.
  rewrite tf_game_eq, (s107_c2_L), (s107_c2_R); cbn [map].
  rewrite (tf_norm_game (s107_c2_L1)).
  pose proof (use_s72 IH 0 1 (opt_norm_l _ _ _ _ _ (s107_c2_L) ltac:(cbn [In]; left; reflexivity) (s107_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s107_c2_R1)).
  pose proof (use_s106 IH 1 0 (opt_norm_r _ _ _ _ _ (s107_c2_R) ltac:(cbn [In]; left; reflexivity) (s107_c2_R1))) as Ho1.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p1 Ho1 ltac:(zlia)).
  rewrite (s106_p1_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s107_c3_L (a : nat) : lmoves (s107_board (2 + a)) = [s84_board (1 + a) 0 1].
Proof. unfold s107_board, s84_board. tf_options. Qed.
Lemma s107_c3_R (a : nat) : rmoves (s107_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]].
Proof. unfold s107_board, strip. tf_options. Qed.
Lemma s107_c3_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]) (s106_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s107 = T^a F _^3 T F on a>=2 *)
Lemma s107_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s107_board (2 + a) -> fst (s107_q3 (Z.of_nat (2 + a))) -> tf_game x == snd (s107_q3 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s107_q3] in Hc |- *.
  rewrite tf_game_eq, (s107_c3_L a), (s107_c3_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 0 1 (opt_l _ _ _ (s107_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s107_c3_R1 a)).
  pose proof (use_s106 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s107_c3_R a) ltac:(cbn [In]; left; reflexivity) (s107_c3_R1 a))) as Ho1.
  rewrite (s84_p11 Ho0 ltac:(zlia)).
  rewrite (s106_p3 Ho1 ltac:(zlia)).
  rewrite (s106_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s108 = T^a F _^2 T^b _ T F on a==0 && b==0: the board of s107 *)
Lemma s108_c1_p1 x (Hs107 : s107_claim x) :
  x = s108_board 0 0 -> fst (s108_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s108_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s108_q1] in Hc |- *.
  pose proof (Hs107 0 ltac:(rewrite Hx; unfold s108_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s108_c2_L : lmoves (s108_board 0 1) = [strip [(0, 1)] ([E; E; E; T; T; F]) []].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c2_L1 : tf_norm (strip [(0, 1)] ([E; E; E; T; T; F]) []) (repeat E 3) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s108_c2_R : rmoves (s108_board 0 1) = [strip [(0, 1)] ([E; E; T; F]) [(1, 1)]].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c2_R1 : tf_norm (strip [(0, 1)] ([E; E; T; F]) [(1, 1)]) (s63_board 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s108 = T^a F _^2 T^b _ T F on a==0 && b==1 *)
Lemma s108_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s108_board 0 1 -> fst (s108_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s108_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s108_q2] in Hc |- *.
  rewrite tf_game_eq, (s108_c2_L), (s108_c2_R); cbn [map].
  rewrite (tf_norm_blank (s108_c2_L1)).
  rewrite (tf_norm_game (s108_c2_R1)).
  pose proof (use_s63 IH 0 1 (opt_norm_r _ _ _ _ _ (s108_c2_R) ltac:(cbn [In]; left; reflexivity) (s108_c2_R1))) as Ho1.
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s108_c3_L (b : nat) : lmoves (s108_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [(1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s108_c3_R (b : nat) : rmoves (s108_board 0 (2 + b)) = [strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s63_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
(* s108 = T^a F _^2 T^b _ T F on a==0 && b>=2 *)
Lemma s108_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s108_board 0 (2 + b) -> fst (s108_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s108_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s108_q3] in Hc |- *.
  rewrite tf_game_eq, (s108_c3_L b), (s108_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s108_c3_L1 b)).
  rewrite (tf_norm_game (s108_c3_R1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s108_c3_R b) ltac:(cbn [In]; left; reflexivity) (s108_c3_R1 b))) as Ho1.
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s108_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s108_board 0 (2 + b) -> fst (s108_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s108_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s108_q5] in Hc |- *.
  rewrite tf_game_eq, (s108_c3_L b), (s108_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s108_c3_L1 b)).
  rewrite (tf_norm_game (s108_c3_R1 b)).
  pose proof (use_s63 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s108_c3_R b) ltac:(cbn [In]; left; reflexivity) (s108_c3_R1 b))) as Ho1.
  rewrite (s63_p2 Ho1 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s108 = T^a F _^2 T^b _ T F on a==1 && b==0: the board of s107 *)
Lemma s108_c4_p4 x (Hs107 : s107_claim x) :
  x = s108_board 1 0 -> fst (s108_q4 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s108_q4 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s108_q4] in Hc |- *.
  pose proof (Hs107 1 ltac:(rewrite Hx; unfold s108_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s108_c5_L : lmoves (s108_board 1 1) = [strip [(1, 1)] ([T; E; T; E; T; F]) []; strip [] ([T; F; E; E; E; T; T; F]) []].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c5_L1 : tf_norm (strip [(1, 1)] ([T; E; T; E; T; F]) []) (s74_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s108_c5_L2 : tf_norm (strip [] ([T; F; E; E; E; T; T; F]) []) (s76_board 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s108_c5_R : rmoves (s108_board 1 1) = [strip [] ([T; F; E; E; T; F]) [(1, 1)]].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c5_R1 : tf_norm (strip [] ([T; F; E; E; T; F]) [(1, 1)]) (s106_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s108 = T^a F _^2 T^b _ T F on a==1 && b==1 *)
Lemma s108_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s108_board 1 1 -> fst (s108_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s108_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s108_q4] in Hc |- *.
  rewrite tf_game_eq, (s108_c5_L), (s108_c5_R); cbn [map].
  rewrite (tf_norm_game (s108_c5_L1)).
  pose proof (use_s74 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s108_c5_L) ltac:(cbn [In]; left; reflexivity) (s108_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s108_c5_L2)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s108_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s108_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s108_c5_R1)).
  pose proof (use_s106 IH 1 1 (opt_norm_r _ _ _ _ _ (s108_c5_R) ltac:(cbn [In]; left; reflexivity) (s108_c5_R1))) as Ho2.
  rewrite (s74_p3 Ho0 ltac:(zlia)).
  rewrite (s74_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s108_c6_L (b : nat) : lmoves (s108_board 1 (2 + b)) = [strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []; strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []) (s74_board 0 1 (2 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s108_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E; E]) [(1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s108_c6_R (b : nat) : rmoves (s108_board 1 (2 + b)) = [strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c6_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s106_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s108 = T^a F _^2 T^b _ T F on a==1 && b>=2 *)
Lemma s108_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s108_board 1 (2 + b) -> fst (s108_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s108_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s108_q5] in Hc |- *.
  rewrite tf_game_eq, (s108_c6_L b), (s108_c6_R b); cbn [map].
  rewrite (tf_norm_game (s108_c6_L1 b)).
  pose proof (use_s74 IH 0 1 (2 + b) (opt_norm_l _ _ _ _ _ (s108_c6_L b) ltac:(cbn [In]; left; reflexivity) (s108_c6_L1 b))) as Ho0.
  rewrite (tf_norm_game (s108_c6_L2 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s108_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s108_c6_L2 b))) as Ho1.
  rewrite (tf_norm_game (s108_c6_R1 b)).
  pose proof (use_s106 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s108_c6_R b) ltac:(cbn [In]; left; reflexivity) (s108_c6_R1 b))) as Ho2.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s108 = T^a F _^2 T^b _ T F on a>=2 && b==0: the board of s107 *)
Lemma s108_c7_p6 x (Hs107 : s107_claim x) (a : nat) :
  x = s108_board (2 + a) 0 -> fst (s108_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s108_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s108_q6] in Hc |- *.
  pose proof (Hs107 (2 + a) ltac:(rewrite Hx; unfold s108_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s108_c8_L (a : nat) : lmoves (s108_board (2 + a) 1) = [s112_board (1 + a) 0 1 1; strip [] (repeat T (2 + a) ++ [F; E; E; E; T; T; F]) []].
Proof. unfold s108_board, s112_board, strip. tf_options. Qed.
Lemma s108_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; E; T; T; F]) []) (s76_board (2 + a)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s108_c8_R (a : nat) : rmoves (s108_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 1)]].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 1)]) (s106_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s108 = T^a F _^2 T^b _ T F on a>=2 && b==1 *)
Lemma s108_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s108_board (2 + a) 1 -> fst (s108_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s108_q5 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s108_q5] in Hc |- *.
  rewrite tf_game_eq, (s108_c8_L a), (s108_c8_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 0 1 1 (opt_l _ _ _ (s108_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s108_c8_L2 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s108_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s108_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s108_c8_R1 a)).
  pose proof (use_s106 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s108_c8_R a) ltac:(cbn [In]; left; reflexivity) (s108_c8_R1 a))) as Ho2.
  rewrite (s112_p21 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s108_c9_L (a b : nat) : lmoves (s108_board (2 + a) (2 + b)) = [s112_board (1 + a) 0 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s108_board, s112_board, strip. tf_options. Qed.
Lemma s108_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s76_board (2 + a)) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E; E]) [(1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s108_c9_R (a b : nat) : rmoves (s108_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s108_board, strip. tf_options. Qed.
Lemma s108_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s106_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s106_board; strip_board_eq | strip_offset]. Qed.
(* s108 = T^a F _^2 T^b _ T F on a>=2 && b>=2 *)
Lemma s108_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s108_board (2 + a) (2 + b) -> fst (s108_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s108_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s108_q5] in Hc |- *.
  rewrite tf_game_eq, (s108_c9_L a b), (s108_c9_R a b); cbn [map].
  pose proof (use_s112 IH (1 + a) 0 1 (2 + b) (opt_l _ _ _ (s108_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s108_c9_L2 a b)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s108_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s108_c9_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s108_c9_R1 a b)).
  pose proof (use_s106 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s108_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s108_c9_R1 a b))) as Ho2.
  rewrite (s112_p21 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s106_p2 Ho2 ltac:(zlia)).
  rewrite (s106_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s109 = T^a F _ T^b _^2 T F on a==0 && b==0: the board of s107 *)
Lemma s109_c1_p1 x (Hs107 : s107_claim x) :
  x = s109_board 0 0 -> fst (s109_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s109_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s109_q1] in Hc |- *.
  pose proof (Hs107 0 ltac:(rewrite Hx; unfold s109_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s109_c2_L : lmoves (s109_board 0 1) = [strip [(0, 1)] ([E; E; T; E; T; F]) []].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c2_L1 : tf_norm (strip [(0, 1)] ([E; E; T; E; T; F]) []) (s64_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s109_c2_R : rmoves (s109_board 0 1) = [strip [(0, 1)] ([E; T; E; F]) [(1, 1)]].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; E; F]) [(1, 1)]) (s73_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s109 = T^a F _ T^b _^2 T F on a==0 && b==1 *)
Lemma s109_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s109_board 0 1 -> fst (s109_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s109_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s109_q2] in Hc |- *.
  rewrite tf_game_eq, (s109_c2_L), (s109_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s109_c2_L1)).
  pose proof (use_s64 IH 0 1 (opt_norm_l _ _ _ _ _ (s109_c2_L) ltac:(cbn [In]; left; reflexivity) (s109_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s109_c2_R1)).
  pose proof (use_s73 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s109_c2_R) ltac:(cbn [In]; left; reflexivity) (s109_c2_R1))) as Ho1.
  rewrite (s64_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p3 Ho1 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s109_c3_L (b : nat) : lmoves (s109_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F]) []].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F]) []) (s74_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s109_c3_R (b : nat) : rmoves (s109_board 0 (2 + b)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s73_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s109 = T^a F _ T^b _^2 T F on a==0 && b>=2 *)
Lemma s109_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s109_board 0 (2 + b) -> fst (s109_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s109_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s109_q2] in Hc |- *.
  rewrite tf_game_eq, (s109_c3_L b), (s109_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s109_c3_L1 b)).
  pose proof (use_s74 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s109_c3_L b) ltac:(cbn [In]; left; reflexivity) (s109_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game (s109_c3_R1 b)).
  pose proof (use_s73 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s109_c3_R b) ltac:(cbn [In]; left; reflexivity) (s109_c3_R1 b))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s74_p3 Ho0 ltac:(zlia)).
    rewrite (s73_p3 Ho1 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s74_p5 Ho0 ltac:(zlia)).
    rewrite (s73_p3 Ho1 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s109 = T^a F _ T^b _^2 T F on a==1 && b==0: the board of s107 *)
Lemma s109_c4_p3 x (Hs107 : s107_claim x) :
  x = s109_board 1 0 -> fst (s109_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s109_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s109_q3] in Hc |- *.
  pose proof (Hs107 1 ltac:(rewrite Hx; unfold s109_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s109_c5_L : lmoves (s109_board 1 1) = [strip [(1, 1)] ([T; T; E; E; T; F]) []; s108_board 1 1].
Proof. unfold s108_board, s109_board, strip. tf_options. Qed.
Lemma s109_c5_L1 : tf_norm (strip [(1, 1)] ([T; T; E; E; T; F]) []) (s72_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s109_c5_R : rmoves (s109_board 1 1) = [strip [] ([T; F; E; T; E; F]) [(1, 1)]].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c5_R1 : tf_norm (strip [] ([T; F; E; T; E; F]) [(1, 1)]) (s111_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s109 = T^a F _ T^b _^2 T F on a==1 && b==1 *)
Lemma s109_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s109_board 1 1 -> fst (s109_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s109_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s109_q4] in Hc |- *.
  rewrite tf_game_eq, (s109_c5_L), (s109_c5_R); cbn [map].
  rewrite (tf_norm_game (s109_c5_L1)).
  pose proof (use_s72 IH 0 2 (opt_norm_l _ _ _ _ _ (s109_c5_L) ltac:(cbn [In]; left; reflexivity) (s109_c5_L1))) as Ho0.
  pose proof (use_s108 IH 1 1 (opt_l _ _ _ (s109_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s109_c5_R1)).
  pose proof (use_s111 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s109_c5_R) ltac:(cbn [In]; left; reflexivity) (s109_c5_R1))) as Ho2.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p4 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s111_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s109_c6_L (b : nat) : lmoves (s109_board 1 (2 + b)) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F]) []; s110_board 1 (1 + b) 1].
Proof. unfold s109_board, s110_board, strip. tf_options. Qed.
Lemma s109_c6_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F]) []) (s72_board 0 (3 + b)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s72_board; strip_board_eq | strip_offset]. Qed.
Lemma s109_c6_R (b : nat) : rmoves (s109_board 1 (2 + b)) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c6_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s111_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s109 = T^a F _ T^b _^2 T F on a==1 && b>=2 *)
Lemma s109_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s109_board 1 (2 + b) -> fst (s109_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s109_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s109_q4] in Hc |- *.
  rewrite tf_game_eq, (s109_c6_L b), (s109_c6_R b); cbn [map].
  rewrite (tf_norm_game (s109_c6_L1 b)).
  pose proof (use_s72 IH 0 (3 + b) (opt_norm_l _ _ _ _ _ (s109_c6_L b) ltac:(cbn [In]; left; reflexivity) (s109_c6_L1 b))) as Ho0.
  pose proof (use_s110 IH 1 (1 + b) 1 (opt_l _ _ _ (s109_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s109_c6_R1 b)).
  pose proof (use_s111 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s109_c6_R b) ltac:(cbn [In]; left; reflexivity) (s109_c6_R1 b))) as Ho2.
  rewrite (s72_p2 Ho0 ltac:(zlia)).
  rewrite (s72_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s111_p3 Ho2 ltac:(zlia)).
  rewrite (s111_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s109 = T^a F _ T^b _^2 T F on a>=2 && b==0: the board of s107 *)
Lemma s109_c7_p4 x (Hs107 : s107_claim x) (a : nat) :
  x = s109_board (2 + a) 0 -> fst (s109_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s109_q4 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s109_q4] in Hc |- *.
  pose proof (Hs107 (2 + a) ltac:(rewrite Hx; unfold s109_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s109_c8_L (a : nat) : lmoves (s109_board (2 + a) 1) = [s84_board (1 + a) 0 2; s108_board (2 + a) 1].
Proof. unfold s108_board, s109_board, s84_board. tf_options. Qed.
Lemma s109_c8_R (a : nat) : rmoves (s109_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; E; T; E; F]) [(1, 1)]].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; F]) [(1, 1)]) (s111_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s109 = T^a F _ T^b _^2 T F on a>=2 && b==1 *)
Lemma s109_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s109_board (2 + a) 1 -> fst (s109_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s109_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s109_q4] in Hc |- *.
  rewrite tf_game_eq, (s109_c8_L a), (s109_c8_R a); cbn [map].
  pose proof (use_s84 IH (1 + a) 0 2 (opt_l _ _ _ (s109_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s108 IH (2 + a) 1 (opt_l _ _ _ (s109_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s109_c8_R1 a)).
  pose proof (use_s111 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s109_c8_R a) ltac:(cbn [In]; left; reflexivity) (s109_c8_R1 a))) as Ho2.
  rewrite (s84_p11 Ho0 ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s111_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s109_c9_L (a b : nat) : lmoves (s109_board (2 + a) (2 + b)) = [s84_board (1 + a) 0 (3 + b); s110_board (2 + a) (1 + b) 1].
Proof. unfold s109_board, s110_board, s84_board. tf_options. Qed.
Lemma s109_c9_R (a b : nat) : rmoves (s109_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]].
Proof. unfold s109_board, strip. tf_options. Qed.
Lemma s109_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]) (s111_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s109 = T^a F _ T^b _^2 T F on a>=2 && b>=2 *)
Lemma s109_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s109_board (2 + a) (2 + b) -> fst (s109_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s109_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s109_q4] in Hc |- *.
  rewrite tf_game_eq, (s109_c9_L a b), (s109_c9_R a b); cbn [map].
  pose proof (use_s84 IH (1 + a) 0 (3 + b) (opt_l _ _ _ (s109_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s110 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s109_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s109_c9_R1 a b)).
  pose proof (use_s111 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s109_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s109_c9_R1 a b))) as Ho2.
  rewrite (s84_p11 Ho0 ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s111_p4 Ho2 ltac:(zlia)).
  rewrite (s111_p4_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b==0 && c==0: the board of s107 *)
Lemma s110_c1_p1 x (Hs107 : s107_claim x) :
  x = s110_board 0 0 0 -> fst (s110_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s110_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q1] in Hc |- *.
  pose proof (Hs107 0 ltac:(rewrite Hx; unfold s110_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b==0 && c==1: the board of s108 *)
Lemma s110_c2_p2 x (Hs108 : s108_claim x) :
  x = s110_board 0 0 1 -> fst (s110_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s110_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q2] in Hc |- *.
  pose proof (Hs108 0 1 ltac:(rewrite Hx; unfold s110_board, s108_board; board_eq)) as Ho0.
  rewrite (s108_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b==0 && c>=2: the board of s108 *)
Lemma s110_c3_p3 x (Hs108 : s108_claim x) (c : nat) :
  x = s110_board 0 0 (2 + c) -> fst (s110_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s110_q3] in Hc |- *.
  pose proof (Hs108 0 (2 + c) ltac:(rewrite Hx; unfold s110_board, s108_board; board_eq)) as Ho0.
  rewrite (s108_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s110_c3_p5 x (Hs108 : s108_claim x) (c : nat) :
  x = s110_board 0 0 (2 + c) -> fst (s110_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s110_q5] in Hc |- *.
  pose proof (Hs108 0 (2 + c) ltac:(rewrite Hx; unfold s110_board, s108_board; board_eq)) as Ho0.
  rewrite (s108_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b==1 && c==0: the board of s109 *)
Lemma s110_c4_p6 x (Hs109 : s109_claim x) :
  x = s110_board 0 1 0 -> fst (s110_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s110_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q6] in Hc |- *.
  pose proof (Hs109 0 1 ltac:(rewrite Hx; unfold s110_board, s109_board; board_eq)) as Ho0.
  rewrite (s109_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s110_c5_L : lmoves (s110_board 0 1 1) = [strip [(0, 1)] ([E; E; T; T; E; T; F]) []; strip [(0, 1)] ([E; T; E; E; T; T; F]) []].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; E; T; F]) []) (s64_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c5_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; T; F]) []) (repeat E 3) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s110_c5_R : rmoves (s110_board 0 1 1) = [strip [(0, 1)] ([E; T; E; T; F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F]) [(1, 1)]) (s73_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b==1 && c==1 *)
Lemma s110_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s110_board 0 1 1 -> fst (s110_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s110_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s110_q3] in Hc |- *.
  rewrite tf_game_eq, (s110_c5_L), (s110_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s110_c5_L1)).
  pose proof (use_s64 IH 0 2 (opt_norm_l _ _ _ _ _ (s110_c5_L) ltac:(cbn [In]; left; reflexivity) (s110_c5_L1))) as Ho0.
  rewrite (tf_norm_blank (s110_c5_L2)).
  rewrite (tf_norm_game (s110_c5_R1)).
  pose proof (use_s73 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s110_c5_R) ltac:(cbn [In]; left; reflexivity) (s110_c5_R1))) as Ho2.
  rewrite (s64_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s110_c6_L (c : nat) : lmoves (s110_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F]) []) (s64_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s64_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s110_c6_R (c : nat) : rmoves (s110_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s73_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b==1 && c>=2 *)
Lemma s110_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s110_board 0 1 (2 + c) -> fst (s110_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c6_L c), (s110_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s110_c6_L1 c)).
  pose proof (use_s64 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s110_c6_L c) ltac:(cbn [In]; left; reflexivity) (s110_c6_L1 c))) as Ho0.
  rewrite (tf_norm_blank (s110_c6_L2 c)).
  rewrite (tf_norm_game (s110_c6_R1 c)).
  pose proof (use_s73 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s110_c6_R c) ltac:(cbn [In]; left; reflexivity) (s110_c6_R1 c))) as Ho2.
  rewrite (s64_p5 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b>=2 && c==0: the board of s109 *)
Lemma s110_c7_p6 x (Hs109 : s109_claim x) (b : nat) :
  x = s110_board 0 (2 + b) 0 -> fst (s110_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s110_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q6] in Hc |- *.
  pose proof (Hs109 0 (2 + b) ltac:(rewrite Hx; unfold s110_board, s109_board; board_eq)) as Ho0.
  rewrite (s109_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s110_c8_L (b : nat) : lmoves (s110_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []) (s74_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s110_c8_R (b : nat) : rmoves (s110_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s73_board 0 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b>=2 && c==1 *)
Lemma s110_c8_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s110_board 0 (2 + b) 1 -> fst (s110_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s110_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c8_L b), (s110_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s110_c8_L1 b)).
  pose proof (use_s74 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s110_c8_L b) ltac:(cbn [In]; left; reflexivity) (s110_c8_L1 b))) as Ho0.
  rewrite (tf_norm_blank (s110_c8_L2 b)).
  rewrite (tf_norm_game (s110_c8_R1 b)).
  pose proof (use_s73 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s110_c8_R b) ltac:(cbn [In]; left; reflexivity) (s110_c8_R1 b))) as Ho2.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s110_c9_L (b c : nat) : lmoves (s110_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []) (s74_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (repeat E 3) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s110_c9_R (b c : nat) : rmoves (s110_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s73_board 0 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==0 && b>=2 && c>=2 *)
Lemma s110_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s110_board 0 (2 + b) (2 + c) -> fst (s110_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c9_L b c), (s110_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s110_c9_L1 b c)).
  pose proof (use_s74 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s110_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s110_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_blank (s110_c9_L2 b c)).
  rewrite (tf_norm_game (s110_c9_R1 b c)).
  pose proof (use_s73 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s110_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s110_c9_R1 b c))) as Ho2.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b==0 && c==0: the board of s107 *)
Lemma s110_c10_p4 x (Hs107 : s107_claim x) :
  x = s110_board 1 0 0 -> fst (s110_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s110_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q4] in Hc |- *.
  pose proof (Hs107 1 ltac:(rewrite Hx; unfold s110_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b==0 && c==1: the board of s108 *)
Lemma s110_c11_p4 x (Hs108 : s108_claim x) :
  x = s110_board 1 0 1 -> fst (s110_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s110_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q4] in Hc |- *.
  pose proof (Hs108 1 1 ltac:(rewrite Hx; unfold s110_board, s108_board; board_eq)) as Ho0.
  rewrite (s108_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b==0 && c>=2: the board of s108 *)
Lemma s110_c12_p5 x (Hs108 : s108_claim x) (c : nat) :
  x = s110_board 1 0 (2 + c) -> fst (s110_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s110_q5] in Hc |- *.
  pose proof (Hs108 1 (2 + c) ltac:(rewrite Hx; unfold s110_board, s108_board; board_eq)) as Ho0.
  rewrite (s108_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b==1 && c==0: the board of s109 *)
Lemma s110_c13_p7 x (Hs109 : s109_claim x) :
  x = s110_board 1 1 0 -> fst (s110_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s110_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q7] in Hc |- *.
  pose proof (Hs109 1 1 ltac:(rewrite Hx; unfold s110_board, s109_board; board_eq)) as Ho0.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s110_c14_L : lmoves (s110_board 1 1 1) = [strip [(1, 1)] ([T; T; E; T; E; T; F]) []; s108_board 1 2; strip [] ([T; F; E; T; E; E; T; T; F]) []].
Proof. unfold s108_board, s110_board, strip. tf_options. Qed.
Lemma s110_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; E; T; F]) []) (s74_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c14_L3 : tf_norm (strip [] ([T; F; E; T; E; E; T; T; F]) []) (s76_board 1) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; F; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c14_R : rmoves (s110_board 1 1 1) = [strip [] ([T; F; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c14_R1 : tf_norm (strip [] ([T; F; E; T; E; T; F]) [(1, 1)]) (s111_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b==1 && c==1 *)
Lemma s110_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s110_board 1 1 1 -> fst (s110_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s110_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c14_L), (s110_c14_R); cbn [map].
  rewrite (tf_norm_game (s110_c14_L1)).
  pose proof (use_s74 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s110_c14_L) ltac:(cbn [In]; left; reflexivity) (s110_c14_L1))) as Ho0.
  pose proof (use_s108 IH 1 2 (opt_l _ _ _ (s110_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c14_L3)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s110_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s110_c14_R1)).
  pose proof (use_s111 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s110_c14_R) ltac:(cbn [In]; left; reflexivity) (s110_c14_R1))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s110_c15_L (c : nat) : lmoves (s110_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []; s108_board 1 (3 + c); strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s108_board, s110_board, strip. tf_options. Qed.
Lemma s110_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c15_R (c : nat) : rmoves (s110_board 1 1 (2 + c)) = [strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c15_R1 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s111_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b==1 && c>=2 *)
Lemma s110_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s110_board 1 1 (2 + c) -> fst (s110_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c15_L c), (s110_c15_R c); cbn [map].
  rewrite (tf_norm_game (s110_c15_L1 c)).
  pose proof (use_s74 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s110_c15_L c) ltac:(cbn [In]; left; reflexivity) (s110_c15_L1 c))) as Ho0.
  pose proof (use_s108 IH 1 (3 + c) (opt_l _ _ _ (s110_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c15_L3 c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s110_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c15_L3 c))) as Ho2.
  rewrite (tf_norm_game (s110_c15_R1 c)).
  pose proof (use_s111 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s110_c15_R c) ltac:(cbn [In]; left; reflexivity) (s110_c15_R1 c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b>=2 && c==0: the board of s109 *)
Lemma s110_c16_p7 x (Hs109 : s109_claim x) (b : nat) :
  x = s110_board 1 (2 + b) 0 -> fst (s110_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s110_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q7] in Hc |- *.
  pose proof (Hs109 1 (2 + b) ltac:(rewrite Hx; unfold s110_board, s109_board; board_eq)) as Ho0.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s110_c17_L (b : nat) : lmoves (s110_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []; s110_board 1 (1 + b) 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []) (s74_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c17_R (b : nat) : rmoves (s110_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s111_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b>=2 && c==1 *)
Lemma s110_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s110_board 1 (2 + b) 1 -> fst (s110_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s110_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c17_L b), (s110_c17_R b); cbn [map].
  rewrite (tf_norm_game (s110_c17_L1 b)).
  pose proof (use_s74 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s110_c17_L b) ltac:(cbn [In]; left; reflexivity) (s110_c17_L1 b))) as Ho0.
  pose proof (use_s110 IH 1 (1 + b) 2 (opt_l _ _ _ (s110_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c17_L3 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s110_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s110_c17_R1 b)).
  pose proof (use_s111 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s110_c17_R b) ltac:(cbn [In]; left; reflexivity) (s110_c17_R1 b))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s110_c18_L (b c : nat) : lmoves (s110_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []; s110_board 1 (1 + b) (3 + c); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []) (s74_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) []); [reflexivity | unfold s74_board; strip_board_eq | strip_offset]. Qed.
Lemma s110_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; E]) [(2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c18_R (b c : nat) : rmoves (s110_board 1 (2 + b) (2 + c)) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c18_R1 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s111_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a==1 && b>=2 && c>=2 *)
Lemma s110_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s110_board 1 (2 + b) (2 + c) -> fst (s110_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c18_L b c), (s110_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s110_c18_L1 b c)).
  pose proof (use_s74 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s110_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s110_c18_L1 b c))) as Ho0.
  pose proof (use_s110 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s110_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c18_L3 b c)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s110_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c18_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s110_c18_R1 b c)).
  pose proof (use_s111 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s110_c18_R b c) ltac:(cbn [In]; left; reflexivity) (s110_c18_R1 b c))) as Ho3.
  rewrite (s74_p5 Ho0 ltac:(zlia)).
  rewrite (s74_p5_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat 1) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b==0 && c==0: the board of s107 *)
Lemma s110_c19_p7 x (Hs107 : s107_claim x) (a : nat) :
  x = s110_board (2 + a) 0 0 -> fst (s110_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s110_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q7] in Hc |- *.
  pose proof (Hs107 (2 + a) ltac:(rewrite Hx; unfold s110_board, s107_board; board_eq)) as Ho0.
  rewrite (s107_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b==0 && c==1: the board of s108 *)
Lemma s110_c20_p5 x (Hs108 : s108_claim x) (a : nat) :
  x = s110_board (2 + a) 0 1 -> fst (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q5] in Hc |- *.
  pose proof (Hs108 (2 + a) 1 ltac:(rewrite Hx; unfold s110_board, s108_board; board_eq)) as Ho0.
  rewrite (s108_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b==0 && c>=2: the board of s108 *)
Lemma s110_c21_p5 x (Hs108 : s108_claim x) (a c : nat) :
  x = s110_board (2 + a) 0 (2 + c) -> fst (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s110_q5] in Hc |- *.
  pose proof (Hs108 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s110_board, s108_board; board_eq)) as Ho0.
  rewrite (s108_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b==1 && c==0: the board of s109 *)
Lemma s110_c22_p7 x (Hs109 : s109_claim x) (a : nat) :
  x = s110_board (2 + a) 1 0 -> fst (s110_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s110_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q7] in Hc |- *.
  pose proof (Hs109 (2 + a) 1 ltac:(rewrite Hx; unfold s110_board, s109_board; board_eq)) as Ho0.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s110_c23_L (a : nat) : lmoves (s110_board (2 + a) 1 1) = [s112_board (1 + a) 0 2 1; s108_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; E; T; E; E; T; T; F]) []].
Proof. unfold s108_board, s110_board, s112_board, strip. tf_options. Qed.
Lemma s110_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; E; T; T; F]) []) (s76_board (2 + a)) (2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; E; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c23_R (a : nat) : rmoves (s110_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) [(1, 1)]) (s111_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b==1 && c==1 *)
Lemma s110_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s110_board (2 + a) 1 1 -> fst (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c23_L a), (s110_c23_R a); cbn [map].
  pose proof (use_s112 IH (1 + a) 0 2 1 (opt_l _ _ _ (s110_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s108 IH (2 + a) 2 (opt_l _ _ _ (s110_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c23_L3 a)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s110_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s110_c23_R1 a)).
  pose proof (use_s111 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s110_c23_R a) ltac:(cbn [In]; left; reflexivity) (s110_c23_R1 a))) as Ho3.
  rewrite (s112_p21 Ho0 ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s110_c24_L (a c : nat) : lmoves (s110_board (2 + a) 1 (2 + c)) = [s112_board (1 + a) 0 2 (2 + c); s108_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s108_board, s110_board, s112_board, strip. tf_options. Qed.
Lemma s110_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board (2 + a)) (Z.of_nat (2 + c) + 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(1, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c24_R (a c : nat) : rmoves (s110_board (2 + a) 1 (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c24_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s111_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b==1 && c>=2 *)
Lemma s110_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s110_board (2 + a) 1 (2 + c) -> fst (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c24_L a c), (s110_c24_R a c); cbn [map].
  pose proof (use_s112 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s110_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s108 IH (2 + a) (3 + c) (opt_l _ _ _ (s110_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c24_L3 a c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s110_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c24_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s110_c24_R1 a c)).
  pose proof (use_s111 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s110_c24_R a c) ltac:(cbn [In]; left; reflexivity) (s110_c24_R1 a c))) as Ho3.
  rewrite (s112_p21 Ho0 ltac:(zlia)).
  rewrite (s108_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + c) + 1) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b>=2 && c==0: the board of s109 *)
Lemma s110_c25_p7 x (Hs109 : s109_claim x) (a b : nat) :
  x = s110_board (2 + a) (2 + b) 0 -> fst (s110_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s110_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s110_q7] in Hc |- *.
  pose proof (Hs109 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s110_board, s109_board; board_eq)) as Ho0.
  rewrite (s109_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s110_c26_L (a b : nat) : lmoves (s110_board (2 + a) (2 + b) 1) = [s112_board (1 + a) 0 (3 + b) 1; s110_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s110_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(2 + b, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c26_R (a b : nat) : rmoves (s110_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]) (s111_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b>=2 && c==1 *)
Lemma s110_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s110_board (2 + a) (2 + b) 1 -> fst (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c26_L a b), (s110_c26_R a b); cbn [map].
  pose proof (use_s112 IH (1 + a) 0 (3 + b) 1 (opt_l _ _ _ (s110_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s110 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s110_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c26_L3 a b)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s110_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s110_c26_R1 a b)).
  pose proof (use_s111 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s110_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s110_c26_R1 a b))) as Ho3.
  rewrite (s112_p21 Ho0 ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s110_c27_L (a b c : nat) : lmoves (s110_board (2 + a) (2 + b) (2 + c)) = [s112_board (1 + a) 0 (3 + b) (2 + c); s110_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []].
Proof. unfold s110_board, s112_board, strip. tf_options. Qed.
Lemma s110_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) (s76_board (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; E]) [(2 + b, 1); (1 + c, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s110_c27_R (a b c : nat) : rmoves (s110_board (2 + a) (2 + b) (2 + c)) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]].
Proof. unfold s110_board, strip. tf_options. Qed.
Lemma s110_c27_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]) (s111_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 1)]); [reflexivity | unfold s111_board; strip_board_eq | strip_offset]. Qed.
(* s110 = T^a F _ T^b _ T^c _ T F on a>=2 && b>=2 && c>=2 *)
Lemma s110_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s110_board (2 + a) (2 + b) (2 + c) -> fst (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s110_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s110_q5] in Hc |- *.
  rewrite tf_game_eq, (s110_c27_L a b c), (s110_c27_R a b c); cbn [map].
  pose proof (use_s112 IH (1 + a) 0 (3 + b) (2 + c) (opt_l _ _ _ (s110_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s110 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s110_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s110_c27_L3 a b c)).
  pose proof (use_s76 IH (2 + a) (opt_norm_l _ _ _ _ _ (s110_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s110_c27_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s110_c27_R1 a b c)).
  pose proof (use_s111 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s110_c27_R a b c) ltac:(cbn [In]; left; reflexivity) (s110_c27_R1 a b c))) as Ho3.
  rewrite (s112_p21 Ho0 ltac:(zlia)).
  rewrite (s110_p5 Ho1 ltac:(zlia)).
  rewrite (s76_p1 Ho2 I).
  rewrite (s76_p1_add (Z.of_nat (2 + a)) (2 * Z.of_nat (2 + b) + Z.of_nat (2 + c) - 1) (Nat2Z.is_nonneg _) I).
  rewrite (s111_p2 Ho3 ltac:(zlia)).
  rewrite (s111_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s106 *)
Lemma s111_c1_p1 x (Hs106 : s106_claim x) :
  x = s111_board 0 0 0 -> fst (s111_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s111_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s111_q1] in Hc |- *.
  pose proof (Hs106 0 0 ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s106 *)
Lemma s111_c2_p2 x (Hs106 : s106_claim x) :
  x = s111_board 0 0 1 -> fst (s111_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s111_q2] in Hc |- *.
  pose proof (Hs106 0 1 ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s106 *)
Lemma s111_c3_p2 x (Hs106 : s106_claim x) (c : nat) :
  x = s111_board 0 0 (2 + c) -> fst (s111_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s111_q2] in Hc |- *.
  pose proof (Hs106 0 (2 + c) ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s111_c4_L : lmoves (s111_board 0 1 0) = [strip [(0, 1)] ([E; E; T; F; E]) []].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c4_L1 : tf_norm (strip [(0, 1)] ([E; E; T; F; E]) []) (s63_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c4_R : rmoves (s111_board 0 1 0) = [strip [(0, 1)] ([E; T; F; E; E]) []].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c4_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E]) []) (s75_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s111_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s111_board 0 1 0 -> fst (s111_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s111_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s111_q3] in Hc |- *.
  rewrite tf_game_eq, (s111_c4_L), (s111_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s111_c4_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s111_c4_L) ltac:(cbn [In]; left; reflexivity) (s111_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s111_c4_R1)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s111_c4_R) ltac:(cbn [In]; left; reflexivity) (s111_c4_R1))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s111_c5_L : lmoves (s111_board 0 1 1) = [strip [(0, 1)] ([E; E; T; T; F; E]) []; strip [(0, 1)] ([E; T; E; E; F]) [(1, 0)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c5_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; F; E]) []) (s63_board 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c5_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; F]) [(1, 0)]) (s28_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c5_R : rmoves (s111_board 0 1 1) = [strip [(0, 1)] ([E; T; F]) [(1, 2)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c5_R1 : tf_norm (strip [(0, 1)] ([E; T; F]) [(1, 2)]) (s75_board 0 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s111_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s111_board 0 1 1 -> fst (s111_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c5_L), (s111_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s111_c5_L1)).
  pose proof (use_s63 IH 0 2 (opt_norm_l _ _ _ _ _ (s111_c5_L) ltac:(cbn [In]; left; reflexivity) (s111_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s111_c5_L2)).
  pose proof (use_s28 IH 0 1 (opt_norm_l _ _ _ _ _ (s111_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s111_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s111_c5_R1)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s111_c5_R) ltac:(cbn [In]; left; reflexivity) (s111_c5_R1))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s111_c6_L (c : nat) : lmoves (s111_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E]) []) (s63_board 0 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board 0 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c6_R (c : nat) : rmoves (s111_board 0 1 (2 + c)) = [].
Proof. unfold s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s111_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s111_board 0 1 (2 + c) -> fst (s111_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c6_L c), (s111_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s111_c6_L1 c)).
  pose proof (use_s63 IH 0 (3 + c) (opt_norm_l _ _ _ _ _ (s111_c6_L c) ltac:(cbn [In]; left; reflexivity) (s111_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s111_c6_L2 c)).
  pose proof (use_s43 IH 0 1 (1 + c) (opt_norm_l _ _ _ _ _ (s111_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s111_c6_L2 c))) as Ho1.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s43_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s111_c7_L (b : nat) : lmoves (s111_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E]) []].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E]) []) (s73_board 0 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c7_R (b : nat) : rmoves (s111_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E]) []].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E]) []) (s75_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s111_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s111_board 0 (2 + b) 0 -> fst (s111_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s111_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s111_q3] in Hc |- *.
  rewrite tf_game_eq, (s111_c7_L b), (s111_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s111_c7_L1 b)).
  pose proof (use_s73 IH 0 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s111_c7_L b) ltac:(cbn [In]; left; reflexivity) (s111_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s111_c7_R1 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s111_c7_R b) ltac:(cbn [In]; left; reflexivity) (s111_c7_R1 b))) as Ho1.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s111_c8_L (b : nat) : lmoves (s111_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E]) []) (s73_board 0 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ [E; T; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s28_board 0 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c8_R (b : nat) : rmoves (s111_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s75_board 0 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s111_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s111_board 0 (2 + b) 1 -> fst (s111_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c8_L b), (s111_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s111_c8_L1 b)).
  pose proof (use_s73 IH 0 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s111_c8_L b) ltac:(cbn [In]; left; reflexivity) (s111_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s111_c8_L2 b)).
  pose proof (use_s28 IH 0 (2 + b) (opt_norm_l _ _ _ _ _ (s111_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s111_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game (s111_c8_R1 b)).
  pose proof (use_s75 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s111_c8_R b) ltac:(cbn [In]; left; reflexivity) (s111_c8_R1 b))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s28_p2 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 0) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s111_c9_L (b c : nat) : lmoves (s111_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []) (s73_board 0 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board 0 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c9_R (b c : nat) : rmoves (s111_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s111_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s111_board 0 (2 + b) (2 + c) -> fst (s111_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c9_L b c), (s111_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s111_c9_L1 b c)).
  pose proof (use_s73 IH 0 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s111_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s111_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s111_c9_L2 b c)).
  pose proof (use_s43 IH 0 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s111_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s111_c9_L2 b c))) as Ho1.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s43_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s106 *)
Lemma s111_c10_p1 x (Hs106 : s106_claim x) :
  x = s111_board 1 0 0 -> fst (s111_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s111_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s111_q1] in Hc |- *.
  pose proof (Hs106 1 0 ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s106 *)
Lemma s111_c11_p2 x (Hs106 : s106_claim x) :
  x = s111_board 1 0 1 -> fst (s111_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s111_q2] in Hc |- *.
  pose proof (Hs106 1 1 ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s106 *)
Lemma s111_c12_p2 x (Hs106 : s106_claim x) (c : nat) :
  x = s111_board 1 0 (2 + c) -> fst (s111_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s111_q2] in Hc |- *.
  pose proof (Hs106 1 (2 + c) ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s111_c13_L : lmoves (s111_board 1 1 0) = [strip [(1, 1)] ([T; T; E; F; E]) []; s106_board 1 1].
Proof. unfold s106_board, s111_board, strip. tf_options. Qed.
Lemma s111_c13_L1 : tf_norm (strip [(1, 1)] ([T; T; E; F; E]) []) (s73_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c13_R : rmoves (s111_board 1 1 0) = [s105_board 1 1].
Proof. unfold s105_board, s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s111_c13_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s111_board 1 1 0 -> fst (s111_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s111_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s111_q3] in Hc |- *.
  rewrite tf_game_eq, (s111_c13_L), (s111_c13_R); cbn [map].
  rewrite (tf_norm_game (s111_c13_L1)).
  pose proof (use_s73 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s111_c13_L) ltac:(cbn [In]; left; reflexivity) (s111_c13_L1))) as Ho0.
  pose proof (use_s106 IH 1 1 (opt_l _ _ _ (s111_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s105 IH 1 1 (opt_r _ _ _ (s111_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s111_c14_L : lmoves (s111_board 1 1 1) = [strip [(1, 1)] ([T; T; E; T; F; E]) []; s106_board 1 2; strip [] ([T; F; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s106_board, s111_board, strip. tf_options. Qed.
Lemma s111_c14_L1 : tf_norm (strip [(1, 1)] ([T; T; E; T; F; E]) []) (s73_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; T; E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c14_L3 : tf_norm (strip [] ([T; F; E; T; E; E; F]) [(1, 0)]) (s46_board 1 1) (0).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c14_R : rmoves (s111_board 1 1 1) = [strip [] ([T; F; E; T; F]) [(1, 2)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c14_R1 : tf_norm (strip [] ([T; F; E; T; F]) [(1, 2)]) (s105_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; E; T; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s111_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s111_board 1 1 1 -> fst (s111_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c14_L), (s111_c14_R); cbn [map].
  rewrite (tf_norm_game (s111_c14_L1)).
  pose proof (use_s73 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s111_c14_L) ltac:(cbn [In]; left; reflexivity) (s111_c14_L1))) as Ho0.
  pose proof (use_s106 IH 1 2 (opt_l _ _ _ (s111_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c14_L3)).
  pose proof (use_s46 IH 1 1 (opt_norm_l _ _ _ _ _ (s111_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s111_c14_R1)).
  pose proof (use_s105 IH 1 1 (opt_norm_r _ _ _ _ _ (s111_c14_R) ltac:(cbn [In]; left; reflexivity) (s111_c14_R1))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p2 Ho3 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s111_c15_L (c : nat) : lmoves (s111_board 1 1 (2 + c)) = [strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []; s106_board 1 (3 + c); strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s106_board, s111_board, strip. tf_options. Qed.
Lemma s111_c15_L1 (c : nat) : tf_norm (strip [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 2 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s78_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c15_R (c : nat) : rmoves (s111_board 1 1 (2 + c)) = [].
Proof. unfold s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s111_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s111_board 1 1 (2 + c) -> fst (s111_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c15_L c), (s111_c15_R c); cbn [map].
  rewrite (tf_norm_game (s111_c15_L1 c)).
  pose proof (use_s73 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s111_c15_L c) ltac:(cbn [In]; left; reflexivity) (s111_c15_L1 c))) as Ho0.
  pose proof (use_s106 IH 1 (3 + c) (opt_l _ _ _ (s111_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c15_L3 c)).
  pose proof (use_s78 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s111_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c15_L3 c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s78_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s111_c16_L (b : nat) : lmoves (s111_board 1 (2 + b) 0) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; F; E]) []; s111_board 1 (1 + b) 1].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c16_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; F; E]) []) (s73_board 0 (3 + b) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c16_R (b : nat) : rmoves (s111_board 1 (2 + b) 0) = [s105_board 1 (2 + b)].
Proof. unfold s105_board, s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s111_c16_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s111_board 1 (2 + b) 0 -> fst (s111_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s111_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s111_q3] in Hc |- *.
  rewrite tf_game_eq, (s111_c16_L b), (s111_c16_R b); cbn [map].
  rewrite (tf_norm_game (s111_c16_L1 b)).
  pose proof (use_s73 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s111_c16_L b) ltac:(cbn [In]; left; reflexivity) (s111_c16_L1 b))) as Ho0.
  pose proof (use_s111 IH 1 (1 + b) 1 (opt_l _ _ _ (s111_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s105 IH 1 (2 + b) (opt_r _ _ _ (s111_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s111_c17_L (b : nat) : lmoves (s111_board 1 (2 + b) 1) = [strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []; s111_board 1 (1 + b) 2; strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c17_L1 (b : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []) (s73_board 0 (3 + b) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s46_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c17_R (b : nat) : rmoves (s111_board 1 (2 + b) 1) = [strip [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s105_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s111_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s111_board 1 (2 + b) 1 -> fst (s111_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c17_L b), (s111_c17_R b); cbn [map].
  rewrite (tf_norm_game (s111_c17_L1 b)).
  pose proof (use_s73 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s111_c17_L b) ltac:(cbn [In]; left; reflexivity) (s111_c17_L1 b))) as Ho0.
  pose proof (use_s111 IH 1 (1 + b) 2 (opt_l _ _ _ (s111_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c17_L3 b)).
  pose proof (use_s46 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s111_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s111_c17_R1 b)).
  pose proof (use_s105 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s111_c17_R b) ltac:(cbn [In]; left; reflexivity) (s111_c17_R1 b))) as Ho3.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  rewrite (s105_p2 Ho3 ltac:(zlia)).
  rewrite (s105_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s111_c18_L (b c : nat) : lmoves (s111_board 1 (2 + b) (2 + c)) = [strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []; s111_board 1 (1 + b) (3 + c); strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c18_L1 (b c : nat) : tf_norm (strip [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s73_board 0 (3 + b) (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s78_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c18_R (b c : nat) : rmoves (s111_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s111_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s111_board 1 (2 + b) (2 + c) -> fst (s111_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c18_L b c), (s111_c18_R b c); cbn [map].
  rewrite (tf_norm_game (s111_c18_L1 b c)).
  pose proof (use_s73 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s111_c18_L b c) ltac:(cbn [In]; left; reflexivity) (s111_c18_L1 b c))) as Ho0.
  pose proof (use_s111 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s111_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c18_L3 b c)).
  pose proof (use_s78 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s111_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c18_L3 b c))) as Ho2.
  rewrite (s73_p2 Ho0 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 0) (Z.of_nat (3 + b)) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s111_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s78_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s106 *)
Lemma s111_c19_p4 x (Hs106 : s106_claim x) (a : nat) :
  x = s111_board (2 + a) 0 0 -> fst (s111_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s111_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s111_q4] in Hc |- *.
  pose proof (Hs106 (2 + a) 0 ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s106 *)
Lemma s111_c20_p2 x (Hs106 : s106_claim x) (a : nat) :
  x = s111_board (2 + a) 0 1 -> fst (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s111_q2] in Hc |- *.
  pose proof (Hs106 (2 + a) 1 ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s106 *)
Lemma s111_c21_p2 x (Hs106 : s106_claim x) (a c : nat) :
  x = s111_board (2 + a) 0 (2 + c) -> fst (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s111_q2] in Hc |- *.
  pose proof (Hs106 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s111_board, s106_board; board_eq)) as Ho0.
  rewrite (s106_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s111_c22_L (a : nat) : lmoves (s111_board (2 + a) 1 0) = [s113_board (1 + a) 0 2 0; s106_board (2 + a) 1].
Proof. unfold s106_board, s111_board, s113_board. tf_options. Qed.
Lemma s111_c22_R (a : nat) : rmoves (s111_board (2 + a) 1 0) = [s105_board (2 + a) 1].
Proof. unfold s105_board, s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s111_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s111_board (2 + a) 1 0 -> fst (s111_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s111_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s111_q4] in Hc |- *.
  rewrite tf_game_eq, (s111_c22_L a), (s111_c22_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 2 0 (opt_l _ _ _ (s111_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) 1 (opt_l _ _ _ (s111_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s105 IH (2 + a) 1 (opt_r _ _ _ (s111_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s113_p3 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s105_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s105_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s105_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s111_c23_L (a : nat) : lmoves (s111_board (2 + a) 1 1) = [s113_board (1 + a) 0 2 1; s106_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s106_board, s111_board, s113_board, strip. tf_options. Qed.
Lemma s111_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; E; E; F]) [(1, 0)]) (s46_board (2 + a) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s46_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c23_R (a : nat) : rmoves (s111_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 2)]].
Proof. unfold s111_board, strip. tf_options. Qed.
Lemma s111_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 2)]) (s105_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; E; T; F]) [(1, 2)]); [reflexivity | unfold s105_board; strip_board_eq | strip_offset]. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s111_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s111_board (2 + a) 1 1 -> fst (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c23_L a), (s111_c23_R a); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 2 1 (opt_l _ _ _ (s111_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) 2 (opt_l _ _ _ (s111_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c23_L3 a)).
  pose proof (use_s46 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s111_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s111_c23_R1 a)).
  pose proof (use_s105 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s111_c23_R a) ltac:(cbn [In]; left; reflexivity) (s111_c23_R1 a))) as Ho3.
  rewrite (s113_p8 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  rewrite (s46_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s105_p2 Ho3 ltac:(zlia)).
    rewrite (s105_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s105_p5 Ho3 ltac:(zlia)).
    rewrite (s105_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s105_p7 Ho3 ltac:(zlia)).
    rewrite (s105_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s111_c24_L (a c : nat) : lmoves (s111_board (2 + a) 1 (2 + c)) = [s113_board (1 + a) 0 2 (2 + c); s106_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s106_board, s111_board, s113_board, strip. tf_options. Qed.
Lemma s111_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s78_board (2 + a) 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s111_c24_R (a c : nat) : rmoves (s111_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s111_board. tf_options. Qed.
(* s111 = T^a F _ T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s111_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s111_board (2 + a) 1 (2 + c) -> fst (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s111_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s111_q2] in Hc |- *.
  rewrite tf_game_eq, (s111_c24_L a c), (s111_c24_R a c); cbn [map].
  pose proof (use_s113 IH (1 + a) 0 2 (2 + c) (opt_l _ _ _ (s111_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s106 IH (2 + a) (3 + c) (opt_l _ _ _ (s111_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s111_c24_L3 a c)).
  pose proof (use_s78 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s111_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s111_c24_L3 a c))) as Ho2.
  rewrite (s113_p8 Ho0 ltac:(zlia)).
  rewrite (s106_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s78_p5 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s78_p9 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

