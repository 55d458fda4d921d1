(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s173_c23_L (b : nat) : lmoves (s173_board 0 (2 + b) 1 1) = [s175_board 0 (1 + b) 1 1 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c23_R (b : nat) : rmoves (s173_board 0 (2 + b) 1 1) = [s168_board 0 (2 + b) 0 1 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s173_c23_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s173_board 0 (2 + b) 1 1 -> fst (s173_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s173_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q13] in Hc |- *.
  rewrite tf_game_eq, (s173_c23_L b), (s173_c23_R b); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s173_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s173_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s175_p46 Ho0 ltac:(zlia)).
    rewrite (s168_p46 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s175_p61 Ho0 ltac:(zlia)).
    rewrite (s168_p62 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s173_c24_L (b d : nat) : lmoves (s173_board 0 (2 + b) 1 (2 + d)) = [s175_board 0 (1 + b) 1 1 (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c24_R (b d : nat) : rmoves (s173_board 0 (2 + b) 1 (2 + d)) = [s168_board 0 (2 + b) 0 1 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s173_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s173_board 0 (2 + b) 1 (2 + d) -> fst (s173_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q14] in Hc |- *.
  rewrite tf_game_eq, (s173_c24_L b d), (s173_c24_R b d); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s173_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s168 IH 0 (2 + b) 0 1 (2 + d) (opt_r _ _ _ (s173_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s175_p48 Ho0 ltac:(zlia)).
    rewrite (s168_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s175_p52 Ho0 ltac:(zlia)).
    rewrite (s168_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==0 && b>=2 && c>=2 && d==0: the board of s172 *)
Lemma s173_c25_p16 x (Hs172 : s172_claim x) (b c : nat) :
  x = s173_board 0 (2 + b) (2 + c) 0 -> fst (s173_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s173_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q16] in Hc |- *.
  pose proof (Hs172 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s173_c26_L (b c : nat) : lmoves (s173_board 0 (2 + b) (2 + c) 1) = [s175_board 0 (1 + b) 1 (2 + c) 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c26_R (b c : nat) : rmoves (s173_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s173_c26_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s173_board 0 (2 + b) (2 + c) 1 -> fst (s173_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s173_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q17] in Hc |- *.
  rewrite tf_game_eq, (s173_c26_L b c), (s173_c26_R b c); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s173_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s173_c27_L (b c d : nat) : lmoves (s173_board 0 (2 + b) (2 + c) (2 + d)) = [s175_board 0 (1 + b) 1 (2 + c) (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c27_R (b c d : nat) : rmoves (s173_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s173_c27_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s173_board 0 (2 + b) (2 + c) (2 + d) -> fst (s173_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q17] in Hc |- *.
  rewrite tf_game_eq, (s173_c27_L b c d), (s173_c27_R b c d); cbn [map].
  pose proof (use_s175 IH 0 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s173_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s175_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s173_c28_p24 x (Hs155 : s155_claim x) :
  x = s173_board 1 0 0 0 -> fst (s173_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q24] in Hc |- *.
  pose proof (Hs155 1 0 ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c==0 && d==1: the board of s156 *)
Lemma s173_c29_p11 x (Hs156 : s156_claim x) :
  x = s173_board 1 0 0 1 -> fst (s173_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q11] in Hc |- *.
  pose proof (Hs156 1 0 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c==0 && d>=2: the board of s156 *)
Lemma s173_c30_p25 x (Hs156 : s156_claim x) (d : nat) :
  x = s173_board 1 0 0 (2 + d) -> fst (s173_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s173_q25] in Hc |- *.
  pose proof (Hs156 1 0 (2 + d) ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c==1 && d==0: the board of s155 *)
Lemma s173_c31_p9 x (Hs155 : s155_claim x) :
  x = s173_board 1 0 1 0 -> fst (s173_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q9] in Hc |- *.
  pose proof (Hs155 1 1 ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c==1 && d==1: the board of s156 *)
Lemma s173_c32_p26 x (Hs156 : s156_claim x) :
  x = s173_board 1 0 1 1 -> fst (s173_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s173_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q26] in Hc |- *.
  pose proof (Hs156 1 1 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c==1 && d>=2: the board of s156 *)
Lemma s173_c33_p12 x (Hs156 : s156_claim x) (d : nat) :
  x = s173_board 1 0 1 (2 + d) -> fst (s173_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s173_q12] in Hc |- *.
  pose proof (Hs156 1 1 (2 + d) ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c>=2 && d==0: the board of s155 *)
Lemma s173_c34_p27 x (Hs155 : s155_claim x) (c : nat) :
  x = s173_board 1 0 (2 + c) 0 -> fst (s173_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s173_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q27] in Hc |- *.
  pose proof (Hs155 1 (2 + c) ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c>=2 && d==1: the board of s156 *)
Lemma s173_c35_p27 x (Hs156 : s156_claim x) (c : nat) :
  x = s173_board 1 0 (2 + c) 1 -> fst (s173_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s173_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q27] in Hc |- *.
  pose proof (Hs156 1 (2 + c) 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==0 && c>=2 && d>=2: the board of s156 *)
Lemma s173_c36_p27 x (Hs156 : s156_claim x) (c d : nat) :
  x = s173_board 1 0 (2 + c) (2 + d) -> fst (s173_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s173_q27] in Hc |- *.
  pose proof (Hs156 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c==0 && d==0: the board of s172 *)
Lemma s173_c37_p8 x (Hs172 : s172_claim x) :
  x = s173_board 1 1 0 0 -> fst (s173_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q8 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q8] in Hc |- *.
  pose proof (Hs172 1 1 0 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s173_c38_L : lmoves (s173_board 1 1 0 1) = [s173_board 0 2 0 1; s158_board 1 1 0 1].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c38_R : rmoves (s173_board 1 1 0 1) = [s168_board 1 1 0 0 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s173_c38_p28 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s173_board 1 1 0 1 -> fst (s173_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q28 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q28] in Hc |- *.
  rewrite tf_game_eq, (s173_c38_L), (s173_c38_R); cbn [map].
  pose proof (use_s173 IH 0 2 0 1 (opt_l _ _ _ (s173_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 1 0 1 (opt_l _ _ _ (s173_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 0 1 (opt_r _ _ _ (s173_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p19 Ho0 ltac:(zlia)).
  rewrite (s158_p37 Ho1 ltac:(zlia)).
  rewrite (s168_p41 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s173_c39_L (d : nat) : lmoves (s173_board 1 1 0 (2 + d)) = [s173_board 0 2 0 (2 + d); s158_board 1 1 0 (2 + d)].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c39_R (d : nat) : rmoves (s173_board 1 1 0 (2 + d)) = [s168_board 1 1 0 0 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s173_c39_p29 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s173_board 1 1 0 (2 + d) -> fst (s173_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q29] in Hc |- *.
  rewrite tf_game_eq, (s173_c39_L d), (s173_c39_R d); cbn [map].
  pose proof (use_s173 IH 0 2 0 (2 + d) (opt_l _ _ _ (s173_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 1 0 (2 + d) (opt_l _ _ _ (s173_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 0 (2 + d) (opt_r _ _ _ (s173_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p10 Ho0 ltac:(zlia)).
  rewrite (s158_p38 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c==1 && d==0: the board of s172 *)
Lemma s173_c40_p30 x (Hs172 : s172_claim x) :
  x = s173_board 1 1 1 0 -> fst (s173_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q30 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q30] in Hc |- *.
  pose proof (Hs172 1 1 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c41_L : lmoves (s173_board 1 1 1 1) = [s173_board 0 2 1 1; s158_board 1 1 1 1].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c41_R : rmoves (s173_board 1 1 1 1) = [s168_board 1 1 0 1 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s173_c41_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s173_board 1 1 1 1 -> fst (s173_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s173_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q13] in Hc |- *.
  rewrite tf_game_eq, (s173_c41_L), (s173_c41_R); cbn [map].
  pose proof (use_s173 IH 0 2 1 1 (opt_l _ _ _ (s173_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 1 1 1 (opt_l _ _ _ (s173_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 1 1 (opt_r _ _ _ (s173_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  rewrite (s158_p41 Ho1 ltac:(zlia)).
  rewrite (s168_p86 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s173_c42_L (d : nat) : lmoves (s173_board 1 1 1 (2 + d)) = [s173_board 0 2 1 (2 + d); s158_board 1 1 1 (2 + d)].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c42_R (d : nat) : rmoves (s173_board 1 1 1 (2 + d)) = [s168_board 1 1 0 1 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s173_c42_p32 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s173_board 1 1 1 (2 + d) -> fst (s173_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q32] in Hc |- *.
  rewrite tf_game_eq, (s173_c42_L d), (s173_c42_R d); cbn [map].
  pose proof (use_s173 IH 0 2 1 (2 + d) (opt_l _ _ _ (s173_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 1 1 (2 + d) (opt_l _ _ _ (s173_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 1 0 1 (2 + d) (opt_r _ _ _ (s173_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p14 Ho0 ltac:(zlia)).
  rewrite (s158_p42 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c>=2 && d==0: the board of s172 *)
Lemma s173_c43_p16 x (Hs172 : s172_claim x) (c : nat) :
  x = s173_board 1 1 (2 + c) 0 -> fst (s173_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s173_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q16] in Hc |- *.
  pose proof (Hs172 1 1 (2 + c) ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s173_c44_L (c : nat) : lmoves (s173_board 1 1 (2 + c) 1) = [s173_board 0 2 (2 + c) 1; s158_board 1 1 (2 + c) 1].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c44_R (c : nat) : rmoves (s173_board 1 1 (2 + c) 1) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s173_c44_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s173_board 1 1 (2 + c) 1 -> fst (s173_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s173_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c44_L c), (s173_c44_R c); cbn [map].
  pose proof (use_s173 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s173_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s173_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s173_c45_L (c d : nat) : lmoves (s173_board 1 1 (2 + c) (2 + d)) = [s173_board 0 2 (2 + c) (2 + d); s158_board 1 1 (2 + c) (2 + d)].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c45_R (c d : nat) : rmoves (s173_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s173_c45_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s173_board 1 1 (2 + c) (2 + d) -> fst (s173_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q15 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c45_L c d), (s173_c45_R c d); cbn [map].
  pose proof (use_s173 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s173_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s173_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c==0 && d==0: the board of s172 *)
Lemma s173_c46_p21 x (Hs172 : s172_claim x) (b : nat) :
  x = s173_board 1 (2 + b) 0 0 -> fst (s173_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q21] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 0 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c46_p33 x (Hs172 : s172_claim x) (b : nat) :
  x = s173_board 1 (2 + b) 0 0 -> fst (s173_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q33] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 0 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c47_L (b : nat) : lmoves (s173_board 1 (2 + b) 0 1) = [s173_board 0 (3 + b) 0 1; s175_board 1 (1 + b) 1 0 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c47_R (b : nat) : rmoves (s173_board 1 (2 + b) 0 1) = [s168_board 1 (2 + b) 0 0 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s173_c47_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s173_board 1 (2 + b) 0 1 -> fst (s173_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q22] in Hc |- *.
  rewrite tf_game_eq, (s173_c47_L b), (s173_c47_R b); cbn [map].
  pose proof (use_s173 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s173_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 1 0 1 (opt_l _ _ _ (s173_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 0 1 (opt_r _ _ _ (s173_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p22 Ho0 ltac:(zlia)).
  rewrite (s175_p44 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s168_p60 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p96 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s173_c48_L (b d : nat) : lmoves (s173_board 1 (2 + b) 0 (2 + d)) = [s173_board 0 (3 + b) 0 (2 + d); s175_board 1 (1 + b) 1 0 (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c48_R (b d : nat) : rmoves (s173_board 1 (2 + b) 0 (2 + d)) = [s168_board 1 (2 + b) 0 0 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s173_c48_p29 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s173_board 1 (2 + b) 0 (2 + d) -> fst (s173_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q29] in Hc |- *.
  rewrite tf_game_eq, (s173_c48_L b d), (s173_c48_R b d); cbn [map].
  pose proof (use_s173 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s173_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 1 0 (2 + d) (opt_l _ _ _ (s173_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 0 (2 + d) (opt_r _ _ _ (s173_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p10 Ho0 ltac:(zlia)).
  rewrite (s175_p27 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c==1 && d==0: the board of s172 *)
Lemma s173_c49_p23 x (Hs172 : s172_claim x) (b : nat) :
  x = s173_board 1 (2 + b) 1 0 -> fst (s173_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q23] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s173_c49_p34 x (Hs172 : s172_claim x) (b : nat) :
  x = s173_board 1 (2 + b) 1 0 -> fst (s173_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q34] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s173_c50_L (b : nat) : lmoves (s173_board 1 (2 + b) 1 1) = [s173_board 0 (3 + b) 1 1; s175_board 1 (1 + b) 1 1 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c50_R (b : nat) : rmoves (s173_board 1 (2 + b) 1 1) = [s168_board 1 (2 + b) 0 1 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s173_c50_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s173_board 1 (2 + b) 1 1 -> fst (s173_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s173_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q13] in Hc |- *.
  rewrite tf_game_eq, (s173_c50_L b), (s173_c50_R b); cbn [map].
  pose proof (use_s173 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s173_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s173_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s173_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s175_p61 Ho1 ltac:(zlia)).
    rewrite (s168_p104 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s175_p90 Ho1 ltac:(zlia)).
    rewrite (s168_p98 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s173_c51_L (b d : nat) : lmoves (s173_board 1 (2 + b) 1 (2 + d)) = [s173_board 0 (3 + b) 1 (2 + d); s175_board 1 (1 + b) 1 1 (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c51_R (b d : nat) : rmoves (s173_board 1 (2 + b) 1 (2 + d)) = [s168_board 1 (2 + b) 0 1 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s173_c51_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s173_board 1 (2 + b) 1 (2 + d) -> fst (s173_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q32] in Hc |- *.
  rewrite tf_game_eq, (s173_c51_L b d), (s173_c51_R b d); cbn [map].
  pose proof (use_s173 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s173_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s173_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 1 (2 + b) 0 1 (2 + d) (opt_r _ _ _ (s173_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p14 Ho0 ltac:(zlia)).
  rewrite (s175_p91 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c>=2 && d==0: the board of s172 *)
Lemma s173_c52_p16 x (Hs172 : s172_claim x) (b c : nat) :
  x = s173_board 1 (2 + b) (2 + c) 0 -> fst (s173_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s173_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q16] in Hc |- *.
  pose proof (Hs172 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s173_c53_L (b c : nat) : lmoves (s173_board 1 (2 + b) (2 + c) 1) = [s173_board 0 (3 + b) (2 + c) 1; s175_board 1 (1 + b) 1 (2 + c) 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c53_R (b c : nat) : rmoves (s173_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s173_c53_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s173_board 1 (2 + b) (2 + c) 1 -> fst (s173_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s173_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c53_L b c), (s173_c53_R b c); cbn [map].
  pose proof (use_s173 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s173_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s173_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s173_c54_L (b c d : nat) : lmoves (s173_board 1 (2 + b) (2 + c) (2 + d)) = [s173_board 0 (3 + b) (2 + c) (2 + d); s175_board 1 (1 + b) 1 (2 + c) (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c54_R (b c d : nat) : rmoves (s173_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s173_c54_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s173_board 1 (2 + b) (2 + c) (2 + d) -> fst (s173_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q15 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c54_L b c d), (s173_c54_R b c d); cbn [map].
  pose proof (use_s173 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s173_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH 1 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s173_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p17 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s173_c55_p24 x (Hs155 : s155_claim x) (a : nat) :
  x = s173_board (2 + a) 0 0 0 -> fst (s173_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q24] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c55_p41 x (Hs155 : s155_claim x) (a : nat) :
  x = s173_board (2 + a) 0 0 0 -> fst (s173_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q41] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c55_p46 x (Hs155 : s155_claim x) (a : nat) :
  x = s173_board (2 + a) 0 0 0 -> fst (s173_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q46] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c==0 && d==1: the board of s156 *)
Lemma s173_c56_p35 x (Hs156 : s156_claim x) (a : nat) :
  x = s173_board (2 + a) 0 0 1 -> fst (s173_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q35] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s173_c56_p39 x (Hs156 : s156_claim x) (a : nat) :
  x = s173_board (2 + a) 0 0 1 -> fst (s173_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q39] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c56_p44 x (Hs156 : s156_claim x) (a : nat) :
  x = s173_board (2 + a) 0 0 1 -> fst (s173_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q44] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c==0 && d>=2: the board of s156 *)
Lemma s173_c57_p25 x (Hs156 : s156_claim x) (a d : nat) :
  x = s173_board (2 + a) 0 0 (2 + d) -> fst (s173_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s173_q25] in Hc |- *.
  pose proof (Hs156 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c==1 && d==0: the board of s155 *)
Lemma s173_c58_p36 x (Hs155 : s155_claim x) (a : nat) :
  x = s173_board (2 + a) 0 1 0 -> fst (s173_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q36] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s173_c58_p45 x (Hs155 : s155_claim x) (a : nat) :
  x = s173_board (2 + a) 0 1 0 -> fst (s173_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q45 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q45] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c==1 && d==1: the board of s156 *)
Lemma s173_c59_p26 x (Hs156 : s156_claim x) (a : nat) :
  x = s173_board (2 + a) 0 1 1 -> fst (s173_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s173_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q26] in Hc |- *.
  pose proof (Hs156 (2 + a) 1 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c==1 && d>=2: the board of s156 *)
Lemma s173_c60_p12 x (Hs156 : s156_claim x) (a d : nat) :
  x = s173_board (2 + a) 0 1 (2 + d) -> fst (s173_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s173_q12] in Hc |- *.
  pose proof (Hs156 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c>=2 && d==0: the board of s155 *)
Lemma s173_c61_p27 x (Hs155 : s155_claim x) (a c : nat) :
  x = s173_board (2 + a) 0 (2 + c) 0 -> fst (s173_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s173_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q27] in Hc |- *.
  pose proof (Hs155 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s173_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c>=2 && d==1: the board of s156 *)
Lemma s173_c62_p27 x (Hs156 : s156_claim x) (a c : nat) :
  x = s173_board (2 + a) 0 (2 + c) 1 -> fst (s173_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s173_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q27] in Hc |- *.
  pose proof (Hs156 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==0 && c>=2 && d>=2: the board of s156 *)
Lemma s173_c63_p27 x (Hs156 : s156_claim x) (a c d : nat) :
  x = s173_board (2 + a) 0 (2 + c) (2 + d) -> fst (s173_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s173_q27] in Hc |- *.
  pose proof (Hs156 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s173_board, s156_board; board_eq)) as Ho0.
  rewrite (s156_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c==0 && d==0: the board of s172 *)
Lemma s173_c64_p37 x (Hs172 : s172_claim x) (a : nat) :
  x = s173_board (2 + a) 1 0 0 -> fst (s173_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q37] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 0 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s172_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Lemma s173_c65_L (a : nat) : lmoves (s173_board (2 + a) 1 0 1) = [s173_board (1 + a) 2 0 1; s158_board (2 + a) 1 0 1].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c65_R (a : nat) : rmoves (s173_board (2 + a) 1 0 1) = [s168_board (2 + a) 1 0 0 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s173_c65_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s173_board (2 + a) 1 0 1 -> fst (s173_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q38] in Hc |- *.
  rewrite tf_game_eq, (s173_c65_L a), (s173_c65_R a); cbn [map].
  pose proof (use_s173 IH (1 + a) 2 0 1 (opt_l _ _ _ (s173_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 1 0 1 (opt_l _ _ _ (s173_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 1 (opt_r _ _ _ (s173_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p22 Ho0 ltac:(zlia)).
  rewrite (s158_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p111 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s173_c65_p42 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s173_board (2 + a) 1 0 1 -> fst (s173_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q42 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q42] in Hc |- *.
  rewrite tf_game_eq, (s173_c65_L a), (s173_c65_R a); cbn [map].
  pose proof (use_s173 IH (1 + a) 2 0 1 (opt_l _ _ _ (s173_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 1 0 1 (opt_l _ _ _ (s173_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 1 (opt_r _ _ _ (s173_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p22 Ho0 ltac:(zlia)).
  rewrite (s158_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p131 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s173_c66_L (a d : nat) : lmoves (s173_board (2 + a) 1 0 (2 + d)) = [s173_board (1 + a) 2 0 (2 + d); s158_board (2 + a) 1 0 (2 + d)].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c66_R (a d : nat) : rmoves (s173_board (2 + a) 1 0 (2 + d)) = [s168_board (2 + a) 1 0 0 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s173_c66_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s173_board (2 + a) 1 0 (2 + d) -> fst (s173_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q29] in Hc |- *.
  rewrite tf_game_eq, (s173_c66_L a d), (s173_c66_R a d); cbn [map].
  pose proof (use_s173 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s173_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 1 0 (2 + d) (opt_l _ _ _ (s173_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 0 (2 + d) (opt_r _ _ _ (s173_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p29 Ho0 ltac:(zlia)).
  rewrite (s158_p38 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c==1 && d==0: the board of s172 *)
Lemma s173_c67_p31 x (Hs172 : s172_claim x) (a : nat) :
  x = s173_board (2 + a) 1 1 0 -> fst (s173_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q31] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) <= 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p16 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s172_p17 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s173_c67_p39 x (Hs172 : s172_claim x) (a : nat) :
  x = s173_board (2 + a) 1 1 0 -> fst (s173_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q39] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c68_L (a : nat) : lmoves (s173_board (2 + a) 1 1 1) = [s173_board (1 + a) 2 1 1; s158_board (2 + a) 1 1 1].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c68_R (a : nat) : rmoves (s173_board (2 + a) 1 1 1) = [s168_board (2 + a) 1 0 1 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s173_c68_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s173_board (2 + a) 1 1 1 -> fst (s173_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s173_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q13] in Hc |- *.
  rewrite tf_game_eq, (s173_c68_L a), (s173_c68_R a); cbn [map].
  pose proof (use_s173 IH (1 + a) 2 1 1 (opt_l _ _ _ (s173_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 1 1 1 (opt_l _ _ _ (s173_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s173_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  rewrite (s158_p41 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) <= 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s168_p115 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p133 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p150 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s173_c69_L (a d : nat) : lmoves (s173_board (2 + a) 1 1 (2 + d)) = [s173_board (1 + a) 2 1 (2 + d); s158_board (2 + a) 1 1 (2 + d)].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c69_R (a d : nat) : rmoves (s173_board (2 + a) 1 1 (2 + d)) = [s168_board (2 + a) 1 0 1 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s173_c69_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s173_board (2 + a) 1 1 (2 + d) -> fst (s173_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q32] in Hc |- *.
  rewrite tf_game_eq, (s173_c69_L a d), (s173_c69_R a d); cbn [map].
  pose proof (use_s173 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s173_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s173_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) 1 0 1 (2 + d) (opt_r _ _ _ (s173_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p32 Ho0 ltac:(zlia)).
  rewrite (s158_p47 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c>=2 && d==0: the board of s172 *)
Lemma s173_c70_p16 x (Hs172 : s172_claim x) (a c : nat) :
  x = s173_board (2 + a) 1 (2 + c) 0 -> fst (s173_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s173_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q16] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s173_c71_L (a c : nat) : lmoves (s173_board (2 + a) 1 (2 + c) 1) = [s173_board (1 + a) 2 (2 + c) 1; s158_board (2 + a) 1 (2 + c) 1].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c71_R (a c : nat) : rmoves (s173_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s173_c71_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s173_board (2 + a) 1 (2 + c) 1 -> fst (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c71_L a c), (s173_c71_R a c); cbn [map].
  pose proof (use_s173 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s173_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s173_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s173_c72_L (a c d : nat) : lmoves (s173_board (2 + a) 1 (2 + c) (2 + d)) = [s173_board (1 + a) 2 (2 + c) (2 + d); s158_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s158_board, s173_board. tf_options. Qed.
Lemma s173_c72_R (a c d : nat) : rmoves (s173_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s173_c72_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s173_board (2 + a) 1 (2 + c) (2 + d) -> fst (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c72_L a c d), (s173_c72_R a c d); cbn [map].
  pose proof (use_s173 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s173_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s158 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s173_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  rewrite (s158_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c==0 && d==0: the board of s172 *)
Lemma s173_c73_p21 x (Hs172 : s172_claim x) (a b : nat) :
  x = s173_board (2 + a) (2 + b) 0 0 -> fst (s173_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q21] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c73_p33 x (Hs172 : s172_claim x) (a b : nat) :
  x = s173_board (2 + a) (2 + b) 0 0 -> fst (s173_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s173_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q33] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s173_c74_L (a b : nat) : lmoves (s173_board (2 + a) (2 + b) 0 1) = [s173_board (1 + a) (3 + b) 0 1; s175_board (2 + a) (1 + b) 1 0 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c74_R (a b : nat) : rmoves (s173_board (2 + a) (2 + b) 0 1) = [s168_board (2 + a) (2 + b) 0 0 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s173_c74_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s173_board (2 + a) (2 + b) 0 1 -> fst (s173_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s173_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q22] in Hc |- *.
  rewrite tf_game_eq, (s173_c74_L a b), (s173_c74_R a b); cbn [map].
  pose proof (use_s173 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s173_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 1 0 1 (opt_l _ _ _ (s173_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 0 1 (opt_r _ _ _ (s173_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p22 Ho0 ltac:(zlia)).
  rewrite (s175_p44 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s168_p60 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s168_p96 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s173_c75_L (a b d : nat) : lmoves (s173_board (2 + a) (2 + b) 0 (2 + d)) = [s173_board (1 + a) (3 + b) 0 (2 + d); s175_board (2 + a) (1 + b) 1 0 (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c75_R (a b d : nat) : rmoves (s173_board (2 + a) (2 + b) 0 (2 + d)) = [s168_board (2 + a) (2 + b) 0 0 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s173_c75_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s173_board (2 + a) (2 + b) 0 (2 + d) -> fst (s173_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q29] in Hc |- *.
  rewrite tf_game_eq, (s173_c75_L a b d), (s173_c75_R a b d); cbn [map].
  pose proof (use_s173 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s173_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 1 0 (2 + d) (opt_l _ _ _ (s173_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 0 (2 + d) (opt_r _ _ _ (s173_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p29 Ho0 ltac:(zlia)).
  rewrite (s175_p27 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c==1 && d==0: the board of s172 *)
Lemma s173_c76_p23 x (Hs172 : s172_claim x) (a b : nat) :
  x = s173_board (2 + a) (2 + b) 1 0 -> fst (s173_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q23] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s173_c76_p40 x (Hs172 : s172_claim x) (a b : nat) :
  x = s173_board (2 + a) (2 + b) 1 0 -> fst (s173_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q40] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s173_c76_p43 x (Hs172 : s172_claim x) (a b : nat) :
  x = s173_board (2 + a) (2 + b) 1 0 -> fst (s173_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s173_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q43] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s173_c77_L (a b : nat) : lmoves (s173_board (2 + a) (2 + b) 1 1) = [s173_board (1 + a) (3 + b) 1 1; s175_board (2 + a) (1 + b) 1 1 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c77_R (a b : nat) : rmoves (s173_board (2 + a) (2 + b) 1 1) = [s168_board (2 + a) (2 + b) 0 1 1].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s173_c77_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s173_board (2 + a) (2 + b) 1 1 -> fst (s173_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s173_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q13] in Hc |- *.
  rewrite tf_game_eq, (s173_c77_L a b), (s173_c77_R a b); cbn [map].
  pose proof (use_s173 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s173_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s173_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 1 1 (opt_r _ _ _ (s173_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p13 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s175_p61 Ho1 ltac:(zlia)).
    rewrite (s168_p63 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s175_p106 Ho1 ltac:(zlia)).
    rewrite (s168_p123 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s175_p111 Ho1 ltac:(zlia)).
    rewrite (s168_p140 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s173_c78_L (a b d : nat) : lmoves (s173_board (2 + a) (2 + b) 1 (2 + d)) = [s173_board (1 + a) (3 + b) 1 (2 + d); s175_board (2 + a) (1 + b) 1 1 (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c78_R (a b d : nat) : rmoves (s173_board (2 + a) (2 + b) 1 (2 + d)) = [s168_board (2 + a) (2 + b) 0 1 (2 + d)].
Proof. unfold s168_board, s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s173_c78_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s173_board (2 + a) (2 + b) 1 (2 + d) -> fst (s173_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q32] in Hc |- *.
  rewrite tf_game_eq, (s173_c78_L a b d), (s173_c78_R a b d); cbn [map].
  pose proof (use_s173 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s173_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s173_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH (2 + a) (2 + b) 0 1 (2 + d) (opt_r _ _ _ (s173_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s173_p32 Ho0 ltac:(zlia)).
  rewrite (s175_p91 Ho1 ltac:(zlia)).
  rewrite (s168_p20 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c>=2 && d==0: the board of s172 *)
Lemma s173_c79_p16 x (Hs172 : s172_claim x) (a b c : nat) :
  x = s173_board (2 + a) (2 + b) (2 + c) 0 -> fst (s173_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s173_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s173_q16] in Hc |- *.
  pose proof (Hs172 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s173_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s173_c80_L (a b c : nat) : lmoves (s173_board (2 + a) (2 + b) (2 + c) 1) = [s173_board (1 + a) (3 + b) (2 + c) 1; s175_board (2 + a) (1 + b) 1 (2 + c) 1].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c80_R (a b c : nat) : rmoves (s173_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s173_c80_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s173_board (2 + a) (2 + b) (2 + c) 1 -> fst (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c80_L a b c), (s173_c80_R a b c); cbn [map].
  pose proof (use_s173 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s173_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s173_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s173_c81_L (a b c d : nat) : lmoves (s173_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s173_board (1 + a) (3 + b) (2 + c) (2 + d); s175_board (2 + a) (1 + b) 1 (2 + c) (2 + d)].
Proof. unfold s173_board, s175_board. tf_options. Qed.
Lemma s173_c81_R (a b c d : nat) : rmoves (s173_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s173_board. tf_options. Qed.
(* s173 = T^a _ T^b _^2 T^c F T^d F T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s173_c81_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s173_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s173_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s173_q15] in Hc |- *.
  rewrite tf_game_eq, (s173_c81_L a b c d), (s173_c81_R a b c d); cbn [map].
  pose proof (use_s173 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s173_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s175 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s173_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s173_p15 Ho0 ltac:(zlia)).
  rewrite (s175_p20 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s174_c1_p1 x (Hs155 : s155_claim x) :
  x = s174_board 0 0 0 0 -> fst (s174_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q1] in Hc |- *.
  pose proof (Hs155 0 0 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c==0 && d==1: the board of s155 *)
Lemma s174_c2_p2 x (Hs155 : s155_claim x) :
  x = s174_board 0 0 0 1 -> fst (s174_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q2] in Hc |- *.
  pose proof (Hs155 0 1 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c==0 && d>=2: the board of s155 *)
Lemma s174_c3_p3 x (Hs155 : s155_claim x) (d : nat) :
  x = s174_board 0 0 0 (2 + d) -> fst (s174_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q3] in Hc |- *.
  pose proof (Hs155 0 (2 + d) ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c==1 && d==0: the board of s157 *)
Lemma s174_c4_p5 x (Hs157 : s157_claim x) :
  x = s174_board 0 0 1 0 -> fst (s174_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q5] in Hc |- *.
  pose proof (Hs157 0 1 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c==1 && d==1: the board of s157 *)
Lemma s174_c5_p6 x (Hs157 : s157_claim x) :
  x = s174_board 0 0 1 1 -> fst (s174_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q6] in Hc |- *.
  pose proof (Hs157 0 1 1 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c==1 && d>=2: the board of s157 *)
Lemma s174_c6_p7 x (Hs157 : s157_claim x) (d : nat) :
  x = s174_board 0 0 1 (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs157 0 1 (2 + d) ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c>=2 && d==0: the board of s157 *)
Lemma s174_c7_p8 x (Hs157 : s157_claim x) (c : nat) :
  x = s174_board 0 0 (2 + c) 0 -> fst (s174_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q8] in Hc |- *.
  pose proof (Hs157 0 (2 + c) 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c7_p11 x (Hs157 : s157_claim x) (c : nat) :
  x = s174_board 0 0 (2 + c) 0 -> fst (s174_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q11] in Hc |- *.
  pose proof (Hs157 0 (2 + c) 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c>=2 && d==1: the board of s157 *)
Lemma s174_c8_p10 x (Hs157 : s157_claim x) (c : nat) :
  x = s174_board 0 0 (2 + c) 1 -> fst (s174_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q10] in Hc |- *.
  pose proof (Hs157 0 (2 + c) 1 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==0 && c>=2 && d>=2: the board of s157 *)
Lemma s174_c9_p7 x (Hs157 : s157_claim x) (c d : nat) :
  x = s174_board 0 0 (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs157 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c==0 && d==0: the board of s172 *)
Lemma s174_c10_p12 x (Hs172 : s172_claim x) :
  x = s174_board 0 1 0 0 -> fst (s174_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q12] in Hc |- *.
  pose proof (Hs172 0 1 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c==0 && d==1: the board of s172 *)
Lemma s174_c11_p9 x (Hs172 : s172_claim x) :
  x = s174_board 0 1 0 1 -> fst (s174_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q9] in Hc |- *.
  pose proof (Hs172 0 1 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c==0 && d>=2: the board of s172 *)
Lemma s174_c12_p7 x (Hs172 : s172_claim x) (d : nat) :
  x = s174_board 0 1 0 (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs172 0 1 (2 + d) ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c13_L : lmoves (s174_board 0 1 1 0) = [s157_board 0 2 0; s172_board 0 1 1].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c13_R : rmoves (s174_board 0 1 1 0) = [s168_board 0 1 1 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s174_c13_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s174_board 0 1 1 0 -> fst (s174_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q13] in Hc |- *.
  rewrite tf_game_eq, (s174_c13_L), (s174_c13_R); cbn [map].
  pose proof (use_s157 IH 0 2 0 (opt_l _ _ _ (s174_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s172 IH 0 1 1 (opt_l _ _ _ (s174_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 1 0 0 (opt_r _ _ _ (s174_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s157_p4 Ho0 ltac:(zlia)).
  rewrite (s172_p3 Ho1 ltac:(zlia)).
  rewrite (s168_p33 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s174_c14_L : lmoves (s174_board 0 1 1 1) = [s157_board 0 2 1; s172_board 0 1 2].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c14_R : rmoves (s174_board 0 1 1 1) = [s168_board 0 1 1 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s174_c14_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s174_board 0 1 1 1 -> fst (s174_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q14] in Hc |- *.
  rewrite tf_game_eq, (s174_c14_L), (s174_c14_R); cbn [map].
  pose proof (use_s157 IH 0 2 1 (opt_l _ _ _ (s174_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s172 IH 0 1 2 (opt_l _ _ _ (s174_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 1 1 0 (opt_r _ _ _ (s174_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  rewrite (s172_p2 Ho1 ltac:(zlia)).
  rewrite (s168_p35 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s174_c15_L (d : nat) : lmoves (s174_board 0 1 1 (2 + d)) = [s157_board 0 2 (2 + d); s172_board 0 1 (3 + d)].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c15_R (d : nat) : rmoves (s174_board 0 1 1 (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s174_c15_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s174_board 0 1 1 (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c15_L d), (s174_c15_R d); cbn [map].
  pose proof (use_s157 IH 0 2 (2 + d) (opt_l _ _ _ (s174_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s172 IH 0 1 (3 + d) (opt_l _ _ _ (s174_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  rewrite (s172_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s174_c16_L (c : nat) : lmoves (s174_board 0 1 (2 + c) 0) = [s157_board 0 (3 + c) 0; s174_board 0 1 (1 + c) 1].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c16_R (c : nat) : rmoves (s174_board 0 1 (2 + c) 0) = [s168_board 0 1 (2 + c) 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s174_c16_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s174_board 0 1 (2 + c) 0 -> fst (s174_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q13] in Hc |- *.
  rewrite tf_game_eq, (s174_c16_L c), (s174_c16_R c); cbn [map].
  pose proof (use_s157 IH 0 (3 + c) 0 (opt_l _ _ _ (s174_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s174_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s174_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  rewrite (s174_p14 Ho1 ltac:(zlia)).
  rewrite (s168_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s174_c16_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s174_board 0 1 (2 + c) 0 -> fst (s174_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q16] in Hc |- *.
  rewrite tf_game_eq, (s174_c16_L c), (s174_c16_R c); cbn [map].
  pose proof (use_s157 IH 0 (3 + c) 0 (opt_l _ _ _ (s174_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s174_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 0 0 (opt_r _ _ _ (s174_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  rewrite (s174_p15 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s168_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s174_c17_L (c : nat) : lmoves (s174_board 0 1 (2 + c) 1) = [s157_board 0 (3 + c) 1; s174_board 0 1 (1 + c) 2].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c17_R (c : nat) : rmoves (s174_board 0 1 (2 + c) 1) = [s168_board 0 1 (2 + c) 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s174_c17_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s174_board 0 1 (2 + c) 1 -> fst (s174_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q15] in Hc |- *.
  rewrite tf_game_eq, (s174_c17_L c), (s174_c17_R c); cbn [map].
  pose proof (use_s157 IH 0 (3 + c) 1 (opt_l _ _ _ (s174_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s174_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s174_c17_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  rewrite (s168_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s174_c18_L (c d : nat) : lmoves (s174_board 0 1 (2 + c) (2 + d)) = [s157_board 0 (3 + c) (2 + d); s174_board 0 1 (1 + c) (3 + d)].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c18_R (c d : nat) : rmoves (s174_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s174_c18_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s174_board 0 1 (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c18_L c d), (s174_c18_R c d); cbn [map].
  pose proof (use_s157 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s174_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s174_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c==0 && d==0: the board of s172 *)
Lemma s174_c19_p17 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 0 (2 + b) 0 0 -> fst (s174_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q17] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c19_p21 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 0 (2 + b) 0 0 -> fst (s174_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q21] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c==0 && d==1: the board of s172 *)
Lemma s174_c20_p18 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 0 (2 + b) 0 1 -> fst (s174_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q18] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c20_p22 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 0 (2 + b) 0 1 -> fst (s174_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q22] in Hc |- *.
  pose proof (Hs172 0 (2 + b) 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c==0 && d>=2: the board of s172 *)
Lemma s174_c21_p7 x (Hs172 : s172_claim x) (b d : nat) :
  x = s174_board 0 (2 + b) 0 (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs172 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c22_L (b : nat) : lmoves (s174_board 0 (2 + b) 1 0) = [s174_board 0 (1 + b) 2 0; s172_board 0 (2 + b) 1].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c22_R (b : nat) : rmoves (s174_board 0 (2 + b) 1 0) = [s168_board 0 (2 + b) 1 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s174_c22_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s174_board 0 (2 + b) 1 0 -> fst (s174_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q19] in Hc |- *.
  rewrite tf_game_eq, (s174_c22_L b), (s174_c22_R b); cbn [map].
  pose proof (use_s174 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s174_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s172 IH 0 (2 + b) 1 (opt_l _ _ _ (s174_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) 1 0 0 (opt_r _ _ _ (s174_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s174_p13 Ho0 ltac:(zlia)).
    rewrite (s172_p3 Ho1 ltac:(zlia)).
    rewrite (s168_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s174_p19 Ho0 ltac:(zlia)).
    rewrite (s172_p6 Ho1 ltac:(zlia)).
    rewrite (s168_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s174_c23_L (b : nat) : lmoves (s174_board 0 (2 + b) 1 1) = [s174_board 0 (1 + b) 2 1; s172_board 0 (2 + b) 2].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c23_R (b : nat) : rmoves (s174_board 0 (2 + b) 1 1) = [s168_board 0 (2 + b) 1 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s174_c23_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s174_board 0 (2 + b) 1 1 -> fst (s174_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q20] in Hc |- *.
  rewrite tf_game_eq, (s174_c23_L b), (s174_c23_R b); cbn [map].
  pose proof (use_s174 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s174_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s172 IH 0 (2 + b) 2 (opt_l _ _ _ (s174_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) 1 1 0 (opt_r _ _ _ (s174_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p15 Ho0 ltac:(zlia)).
  rewrite (s172_p2 Ho1 ltac:(zlia)).
  rewrite (s168_p53 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s174_c24_L (b d : nat) : lmoves (s174_board 0 (2 + b) 1 (2 + d)) = [s174_board 0 (1 + b) 2 (2 + d); s172_board 0 (2 + b) (3 + d)].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c24_R (b d : nat) : rmoves (s174_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s174_c24_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s174_board 0 (2 + b) 1 (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c24_L b d), (s174_c24_R b d); cbn [map].
  pose proof (use_s174 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s174_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s172 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s174_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s172_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s174_c25_L (b c : nat) : lmoves (s174_board 0 (2 + b) (2 + c) 0) = [s174_board 0 (1 + b) (3 + c) 0; s174_board 0 (2 + b) (1 + c) 1].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c25_R (b c : nat) : rmoves (s174_board 0 (2 + b) (2 + c) 0) = [s168_board 0 (2 + b) (2 + c) 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s174_c25_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s174_board 0 (2 + b) (2 + c) 0 -> fst (s174_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q16] in Hc |- *.
  rewrite tf_game_eq, (s174_c25_L b c), (s174_c25_R b c); cbn [map].
  pose proof (use_s174 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s174_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s174_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s174_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  rewrite (s174_p15 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s168_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s174_c25_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s174_board 0 (2 + b) (2 + c) 0 -> fst (s174_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q19] in Hc |- *.
  rewrite tf_game_eq, (s174_c25_L b c), (s174_c25_R b c); cbn [map].
  pose proof (use_s174 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s174_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s174_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s174_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  rewrite (s174_p20 Ho1 ltac:(zlia)).
  rewrite (s168_p39 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s174_c26_L (b c : nat) : lmoves (s174_board 0 (2 + b) (2 + c) 1) = [s174_board 0 (1 + b) (3 + c) 1; s174_board 0 (2 + b) (1 + c) 2].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c26_R (b c : nat) : rmoves (s174_board 0 (2 + b) (2 + c) 1) = [s168_board 0 (2 + b) (2 + c) 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s174_c26_p15 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s174_board 0 (2 + b) (2 + c) 1 -> fst (s174_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q15] in Hc |- *.
  rewrite tf_game_eq, (s174_c26_L b c), (s174_c26_R b c); cbn [map].
  pose proof (use_s174 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s174_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s174_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s168 IH 0 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s174_c26_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s174_p15 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  rewrite (s168_p21 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s174_c27_L (b c d : nat) : lmoves (s174_board 0 (2 + b) (2 + c) (2 + d)) = [s174_board 0 (1 + b) (3 + c) (2 + d); s174_board 0 (2 + b) (1 + c) (3 + d)].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c27_R (b c d : nat) : rmoves (s174_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s174_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s174_board 0 (2 + b) (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c27_L b c d), (s174_c27_R b c d); cbn [map].
  pose proof (use_s174 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s174_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s174_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s174_c28_p23 x (Hs155 : s155_claim x) :
  x = s174_board 1 0 0 0 -> fst (s174_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q23 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q23] in Hc |- *.
  pose proof (Hs155 1 0 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c==0 && d==1: the board of s155 *)
Lemma s174_c29_p24 x (Hs155 : s155_claim x) :
  x = s174_board 1 0 0 1 -> fst (s174_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q24 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q24] in Hc |- *.
  pose proof (Hs155 1 1 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c==0 && d>=2: the board of s155 *)
Lemma s174_c30_p25 x (Hs155 : s155_claim x) (d : nat) :
  x = s174_board 1 0 0 (2 + d) -> fst (s174_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q25 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q25] in Hc |- *.
  pose proof (Hs155 1 (2 + d) ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c==1 && d==0: the board of s157 *)
Lemma s174_c31_p26 x (Hs157 : s157_claim x) :
  x = s174_board 1 0 1 0 -> fst (s174_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q26 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q26] in Hc |- *.
  pose proof (Hs157 1 1 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c==1 && d==1: the board of s157 *)
Lemma s174_c32_p28 x (Hs157 : s157_claim x) :
  x = s174_board 1 0 1 1 -> fst (s174_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q28] in Hc |- *.
  pose proof (Hs157 1 1 1 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c==1 && d>=2: the board of s157 *)
Lemma s174_c33_p7 x (Hs157 : s157_claim x) (d : nat) :
  x = s174_board 1 0 1 (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs157 1 1 (2 + d) ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c>=2 && d==0: the board of s157 *)
Lemma s174_c34_p16 x (Hs157 : s157_claim x) (c : nat) :
  x = s174_board 1 0 (2 + c) 0 -> fst (s174_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q16] in Hc |- *.
  pose proof (Hs157 1 (2 + c) 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c34_p30 x (Hs157 : s157_claim x) (c : nat) :
  x = s174_board 1 0 (2 + c) 0 -> fst (s174_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q30] in Hc |- *.
  pose proof (Hs157 1 (2 + c) 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c>=2 && d==1: the board of s157 *)
Lemma s174_c35_p31 x (Hs157 : s157_claim x) (c : nat) :
  x = s174_board 1 0 (2 + c) 1 -> fst (s174_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q31] in Hc |- *.
  pose proof (Hs157 1 (2 + c) 1 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==0 && c>=2 && d>=2: the board of s157 *)
Lemma s174_c36_p7 x (Hs157 : s157_claim x) (c d : nat) :
  x = s174_board 1 0 (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs157 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c==0 && d==0: the board of s172 *)
Lemma s174_c37_p4 x (Hs172 : s172_claim x) :
  x = s174_board 1 1 0 0 -> fst (s174_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q4] in Hc |- *.
  pose proof (Hs172 1 1 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c==0 && d==1: the board of s172 *)
Lemma s174_c38_p32 x (Hs172 : s172_claim x) :
  x = s174_board 1 1 0 1 -> fst (s174_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q32] in Hc |- *.
  pose proof (Hs172 1 1 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c==0 && d>=2: the board of s172 *)
Lemma s174_c39_p7 x (Hs172 : s172_claim x) (d : nat) :
  x = s174_board 1 1 0 (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs172 1 1 (2 + d) ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c40_L : lmoves (s174_board 1 1 1 0) = [s174_board 0 2 1 0; s157_board 1 2 0; s172_board 1 1 1].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c40_R : rmoves (s174_board 1 1 1 0) = [s168_board 1 1 1 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s174_c40_p34 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s174_board 1 1 1 0 -> fst (s174_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q34] in Hc |- *.
  rewrite tf_game_eq, (s174_c40_L), (s174_c40_R); cbn [map].
  pose proof (use_s174 IH 0 2 1 0 (opt_l _ _ _ (s174_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 2 0 (opt_l _ _ _ (s174_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH 1 1 1 (opt_l _ _ _ (s174_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 1 0 0 (opt_r _ _ _ (s174_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p19 Ho0 ltac:(zlia)).
  rewrite (s157_p13 Ho1 ltac:(zlia)).
  rewrite (s172_p7 Ho2 ltac:(zlia)).
  rewrite (s168_p90 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s174_c41_L : lmoves (s174_board 1 1 1 1) = [s174_board 0 2 1 1; s157_board 1 2 1; s172_board 1 1 2].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c41_R : rmoves (s174_board 1 1 1 1) = [s168_board 1 1 1 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s174_c41_p35 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s174_board 1 1 1 1 -> fst (s174_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q35 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q35] in Hc |- *.
  rewrite tf_game_eq, (s174_c41_L), (s174_c41_R); cbn [map].
  pose proof (use_s174 IH 0 2 1 1 (opt_l _ _ _ (s174_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 2 1 (opt_l _ _ _ (s174_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH 1 1 2 (opt_l _ _ _ (s174_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 1 1 0 (opt_r _ _ _ (s174_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  rewrite (s157_p5 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  rewrite (s168_p91 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s174_c42_L (d : nat) : lmoves (s174_board 1 1 1 (2 + d)) = [s174_board 0 2 1 (2 + d); s157_board 1 2 (2 + d); s172_board 1 1 (3 + d)].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c42_R (d : nat) : rmoves (s174_board 1 1 1 (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s174_c42_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s174_board 1 1 1 (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c42_L d), (s174_c42_R d); cbn [map].
  pose proof (use_s174 IH 0 2 1 (2 + d) (opt_l _ _ _ (s174_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 2 (2 + d) (opt_l _ _ _ (s174_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH 1 1 (3 + d) (opt_l _ _ _ (s174_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s174_c43_L (c : nat) : lmoves (s174_board 1 1 (2 + c) 0) = [s174_board 0 2 (2 + c) 0; s157_board 1 (3 + c) 0; s174_board 1 1 (1 + c) 1].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c43_R (c : nat) : rmoves (s174_board 1 1 (2 + c) 0) = [s168_board 1 1 (2 + c) 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s174_c43_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s174_board 1 1 (2 + c) 0 -> fst (s174_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q16] in Hc |- *.
  rewrite tf_game_eq, (s174_c43_L c), (s174_c43_R c); cbn [map].
  pose proof (use_s174 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s174_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (3 + c) 0 (opt_l _ _ _ (s174_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s174_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s174_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  rewrite (s157_p6 Ho1 ltac:(zlia)).
  rewrite (s174_p36 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s168_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s174_c43_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s174_board 1 1 (2 + c) 0 -> fst (s174_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q34 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q34] in Hc |- *.
  rewrite tf_game_eq, (s174_c43_L c), (s174_c43_R c); cbn [map].
  pose proof (use_s174 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s174_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (3 + c) 0 (opt_l _ _ _ (s174_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s174_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 0 0 (opt_r _ _ _ (s174_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p19 Ho0 ltac:(zlia)).
  rewrite (s157_p6 Ho1 ltac:(zlia)).
  rewrite (s174_p35 Ho2 ltac:(zlia)).
  rewrite (s168_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s174_c44_L (c : nat) : lmoves (s174_board 1 1 (2 + c) 1) = [s174_board 0 2 (2 + c) 1; s157_board 1 (3 + c) 1; s174_board 1 1 (1 + c) 2].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c44_R (c : nat) : rmoves (s174_board 1 1 (2 + c) 1) = [s168_board 1 1 (2 + c) 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s174_c44_p36 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s174_board 1 1 (2 + c) 1 -> fst (s174_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q36] in Hc |- *.
  rewrite tf_game_eq, (s174_c44_L c), (s174_c44_R c); cbn [map].
  pose proof (use_s174 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s174_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (3 + c) 1 (opt_l _ _ _ (s174_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s174_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 1 (2 + c) 1 0 (opt_r _ _ _ (s174_c44_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p15 Ho0 ltac:(zlia)).
  rewrite (s157_p5 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  rewrite (s168_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s174_c45_L (c d : nat) : lmoves (s174_board 1 1 (2 + c) (2 + d)) = [s174_board 0 2 (2 + c) (2 + d); s157_board 1 (3 + c) (2 + d); s174_board 1 1 (1 + c) (3 + d)].
Proof. unfold s157_board, s174_board. tf_options. Qed.
Lemma s174_c45_R (c d : nat) : rmoves (s174_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s174_c45_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s174_board 1 1 (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c45_L c d), (s174_c45_R c d); cbn [map].
  pose proof (use_s174 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s174_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s174_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s174_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s157_p2 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c==0 && d==0: the board of s172 *)
Lemma s174_c46_p21 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 1 (2 + b) 0 0 -> fst (s174_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q21] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c46_p37 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 1 (2 + b) 0 0 -> fst (s174_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q37] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c==0 && d==1: the board of s172 *)
Lemma s174_c47_p22 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 1 (2 + b) 0 1 -> fst (s174_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q22] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s174_c47_p38 x (Hs172 : s172_claim x) (b : nat) :
  x = s174_board 1 (2 + b) 0 1 -> fst (s174_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q38] in Hc |- *.
  pose proof (Hs172 1 (2 + b) 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c==0 && d>=2: the board of s172 *)
Lemma s174_c48_p7 x (Hs172 : s172_claim x) (b d : nat) :
  x = s174_board 1 (2 + b) 0 (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs172 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c49_L (b : nat) : lmoves (s174_board 1 (2 + b) 1 0) = [s174_board 0 (3 + b) 1 0; s174_board 1 (1 + b) 2 0; s172_board 1 (2 + b) 1].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c49_R (b : nat) : rmoves (s174_board 1 (2 + b) 1 0) = [s168_board 1 (2 + b) 1 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s174_c49_p39 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s174_board 1 (2 + b) 1 0 -> fst (s174_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q39] in Hc |- *.
  rewrite tf_game_eq, (s174_c49_L b), (s174_c49_R b); cbn [map].
  pose proof (use_s174 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s174_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s174_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH 1 (2 + b) 1 (opt_l _ _ _ (s174_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) 1 0 0 (opt_r _ _ _ (s174_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p19 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s174_p34 Ho1 ltac:(zlia)).
    rewrite (s172_p11 Ho2 ltac:(zlia)).
    rewrite (s168_p51 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s174_p39 Ho1 ltac:(zlia)).
    rewrite (s172_p6 Ho2 ltac:(zlia)).
    rewrite (s168_p51 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s174_c50_L (b : nat) : lmoves (s174_board 1 (2 + b) 1 1) = [s174_board 0 (3 + b) 1 1; s174_board 1 (1 + b) 2 1; s172_board 1 (2 + b) 2].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c50_R (b : nat) : rmoves (s174_board 1 (2 + b) 1 1) = [s168_board 1 (2 + b) 1 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s174_c50_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s174_board 1 (2 + b) 1 1 -> fst (s174_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q20] in Hc |- *.
  rewrite tf_game_eq, (s174_c50_L b), (s174_c50_R b); cbn [map].
  pose proof (use_s174 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s174_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s174_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH 1 (2 + b) 2 (opt_l _ _ _ (s174_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) 1 1 0 (opt_r _ _ _ (s174_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p20 Ho0 ltac:(zlia)).
  rewrite (s174_p36 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  rewrite (s168_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s174_c51_L (b d : nat) : lmoves (s174_board 1 (2 + b) 1 (2 + d)) = [s174_board 0 (3 + b) 1 (2 + d); s174_board 1 (1 + b) 2 (2 + d); s172_board 1 (2 + b) (3 + d)].
Proof. unfold s172_board, s174_board. tf_options. Qed.
Lemma s174_c51_R (b d : nat) : rmoves (s174_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s174_c51_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s174_board 1 (2 + b) 1 (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c51_L b d), (s174_c51_R b d); cbn [map].
  pose proof (use_s174 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s174_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s174_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s174_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  rewrite (s172_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s174_c52_L (b c : nat) : lmoves (s174_board 1 (2 + b) (2 + c) 0) = [s174_board 0 (3 + b) (2 + c) 0; s174_board 1 (1 + b) (3 + c) 0; s174_board 1 (2 + b) (1 + c) 1].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c52_R (b c : nat) : rmoves (s174_board 1 (2 + b) (2 + c) 0) = [s168_board 1 (2 + b) (2 + c) 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s174_c52_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s174_board 1 (2 + b) (2 + c) 0 -> fst (s174_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q16] in Hc |- *.
  rewrite tf_game_eq, (s174_c52_L b c), (s174_c52_R b c); cbn [map].
  pose proof (use_s174 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s174_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s174_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s174_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s174_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p16 Ho0 ltac:(zlia)).
  rewrite (s174_p16 Ho1 ltac:(zlia)).
  rewrite (s174_p36 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s168_p26 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s168_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s174_c52_p39 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s174_board 1 (2 + b) (2 + c) 0 -> fst (s174_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q39] in Hc |- *.
  rewrite tf_game_eq, (s174_c52_L b c), (s174_c52_R b c); cbn [map].
  pose proof (use_s174 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s174_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s174_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s174_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s174_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p19 Ho0 ltac:(zlia)).
  rewrite (s174_p16 Ho1 ltac:(zlia)).
  rewrite (s174_p20 Ho2 ltac:(zlia)).
  rewrite (s168_p39 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s174_c53_L (b c : nat) : lmoves (s174_board 1 (2 + b) (2 + c) 1) = [s174_board 0 (3 + b) (2 + c) 1; s174_board 1 (1 + b) (3 + c) 1; s174_board 1 (2 + b) (1 + c) 2].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c53_R (b c : nat) : rmoves (s174_board 1 (2 + b) (2 + c) 1) = [s168_board 1 (2 + b) (2 + c) 1 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s174_c53_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s174_board 1 (2 + b) (2 + c) 1 -> fst (s174_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s174_q36] in Hc |- *.
  rewrite tf_game_eq, (s174_c53_L b c), (s174_c53_R b c); cbn [map].
  pose proof (use_s174 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s174_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s174_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s174_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH 1 (2 + b) (2 + c) 1 0 (opt_r _ _ _ (s174_c53_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p15 Ho0 ltac:(zlia)).
  rewrite (s174_p36 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  rewrite (s168_p21 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s174_c54_L (b c d : nat) : lmoves (s174_board 1 (2 + b) (2 + c) (2 + d)) = [s174_board 0 (3 + b) (2 + c) (2 + d); s174_board 1 (1 + b) (3 + c) (2 + d); s174_board 1 (2 + b) (1 + c) (3 + d)].
Proof. unfold s174_board. tf_options. Qed.
Lemma s174_c54_R (b c d : nat) : rmoves (s174_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s174_c54_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s174_board 1 (2 + b) (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s174_q7] in Hc |- *.
  rewrite tf_game_eq, (s174_c54_L b c d), (s174_c54_R b c d); cbn [map].
  pose proof (use_s174 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s174_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s174 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s174_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s174 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s174_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s174_p7 Ho0 ltac:(zlia)).
  rewrite (s174_p7 Ho1 ltac:(zlia)).
  rewrite (s174_p7 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c==0 && d==0: the board of s155 *)
Lemma s174_c55_p23 x (Hs155 : s155_claim x) (a : nat) :
  x = s174_board (2 + a) 0 0 0 -> fst (s174_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q23] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c55_p47 x (Hs155 : s155_claim x) (a : nat) :
  x = s174_board (2 + a) 0 0 0 -> fst (s174_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q47] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c55_p51 x (Hs155 : s155_claim x) (a : nat) :
  x = s174_board (2 + a) 0 0 0 -> fst (s174_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q51] in Hc |- *.
  pose proof (Hs155 (2 + a) 0 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c==0 && d==1: the board of s155 *)
Lemma s174_c56_p40 x (Hs155 : s155_claim x) (a : nat) :
  x = s174_board (2 + a) 0 0 1 -> fst (s174_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q40] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c56_p50 x (Hs155 : s155_claim x) (a : nat) :
  x = s174_board (2 + a) 0 0 1 -> fst (s174_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q50] in Hc |- *.
  pose proof (Hs155 (2 + a) 1 ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c==0 && d>=2: the board of s155 *)
Lemma s174_c57_p25 x (Hs155 : s155_claim x) (a d : nat) :
  x = s174_board (2 + a) 0 0 (2 + d) -> fst (s174_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q25] in Hc |- *.
  pose proof (Hs155 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s174_board, s155_board; board_eq)) as Ho0.
  rewrite (s155_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c==1 && d==0: the board of s157 *)
Lemma s174_c58_p42 x (Hs157 : s157_claim x) (a : nat) :
  x = s174_board (2 + a) 0 1 0 -> fst (s174_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q42] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c==1 && d==1: the board of s157 *)
Lemma s174_c59_p29 x (Hs157 : s157_claim x) (a : nat) :
  x = s174_board (2 + a) 0 1 1 -> fst (s174_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q29] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 1 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s174_c59_p43 x (Hs157 : s157_claim x) (a : nat) :
  x = s174_board (2 + a) 0 1 1 -> fst (s174_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s174_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q43] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 1 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c==1 && d>=2: the board of s157 *)
Lemma s174_c60_p7 x (Hs157 : s157_claim x) (a d : nat) :
  x = s174_board (2 + a) 0 1 (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs157 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c>=2 && d==0: the board of s157 *)
Lemma s174_c61_p16 x (Hs157 : s157_claim x) (a c : nat) :
  x = s174_board (2 + a) 0 (2 + c) 0 -> fst (s174_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q16 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q16] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s174_c61_p27 x (Hs157 : s157_claim x) (a c : nat) :
  x = s174_board (2 + a) 0 (2 + c) 0 -> fst (s174_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s174_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q27] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c>=2 && d==1: the board of s157 *)
Lemma s174_c62_p31 x (Hs157 : s157_claim x) (a c : nat) :
  x = s174_board (2 + a) 0 (2 + c) 1 -> fst (s174_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s174_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q31] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==0 && c>=2 && d>=2: the board of s157 *)
Lemma s174_c63_p7 x (Hs157 : s157_claim x) (a c d : nat) :
  x = s174_board (2 + a) 0 (2 + c) (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs157 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s174_board, s157_board; board_eq)) as Ho0.
  rewrite (s157_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c==0 && d==0: the board of s172 *)
Lemma s174_c64_p41 x (Hs172 : s172_claim x) (a : nat) :
  x = s174_board (2 + a) 1 0 0 -> fst (s174_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s174_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q41] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 0 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) <= 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p12 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s172_p13 Ho0 ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c==0 && d==1: the board of s172 *)
Lemma s174_c65_p33 x (Hs172 : s172_claim x) (a : nat) :
  x = s174_board (2 + a) 1 0 1 -> fst (s174_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q33] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) <= 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s172_p16 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s172_p17 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s174_c65_p44 x (Hs172 : s172_claim x) (a : nat) :
  x = s174_board (2 + a) 1 0 1 -> fst (s174_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s174_q44 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s174_q44] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 1 ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c==0 && d>=2: the board of s172 *)
Lemma s174_c66_p7 x (Hs172 : s172_claim x) (a d : nat) :
  x = s174_board (2 + a) 1 0 (2 + d) -> fst (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s174_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s174_q7] in Hc |- *.
  pose proof (Hs172 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s174_board, s172_board; board_eq)) as Ho0.
  rewrite (s172_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s174_c67_L (a : nat) : lmoves (s174_board (2 + a) 1 1 0) = [s174_board (1 + a) 2 1 0; s157_board (2 + a) 2 0; s172_board (2 + a) 1 1].
Proof. unfold s157_board, s172_board, s174_board. tf_options. Qed.
Lemma s174_c67_R (a : nat) : rmoves (s174_board (2 + a) 1 1 0) = [s168_board (2 + a) 1 1 0 0].
Proof. unfold s168_board, s174_board. tf_options. Qed.
(* s174 = T^a _ T^b _ T^c _ T^d F^2 T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s174_c67_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s174_board (2 + a) 1 1 0 -> fst (s174_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s174_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s174_q34] in Hc |- *.
  rewrite tf_game_eq, (s174_c67_L a), (s174_c67_R a); cbn [map].
  pose proof (use_s174 IH (1 + a) 2 1 0 (opt_l _ _ _ (s174_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s157 IH (2 + a) 2 0 (opt_l _ _ _ (s174_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s172 IH (2 + a) 1 1 (opt_l _ _ _ (s174_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s168 IH (2 + a) 1 1 0 0 (opt_r _ _ _ (s174_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s174_p39 Ho0 ltac:(zlia)).
  rewrite (s157_p16 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + a) <= 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s172_p14 Ho2 ltac:(zlia)).
    rewrite (s168_p90 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s172_p16 Ho2 ltac:(zlia)).
    rewrite (s168_p90 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s172_p17 Ho2 ltac:(zlia)).
    rewrite (s168_p90 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

