(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s58 *)
Lemma s89_c56_p17 x (Hs58 : s58_claim x) (a : nat) :
  x = s89_board (2 + a) 0 0 1 -> fst (s89_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s89_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q17] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 1 ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s89_c56_p41 x (Hs58 : s58_claim x) (a : nat) :
  x = s89_board (2 + a) 0 0 1 -> fst (s89_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s89_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q41] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 1 ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s58 *)
Lemma s89_c57_p17 x (Hs58 : s58_claim x) (a d : nat) :
  x = s89_board (2 + a) 0 0 (2 + d) -> fst (s89_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s89_q17] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s89_c57_p41 x (Hs58 : s58_claim x) (a d : nat) :
  x = s89_board (2 + a) 0 0 (2 + d) -> fst (s89_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s89_q41] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s11 *)
Lemma s89_c58_p33 x (Hs11 : s11_claim x) (a : nat) :
  x = s89_board (2 + a) 0 1 0 -> fst (s89_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s89_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q33] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s89_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s89_c58_p42 x (Hs11 : s11_claim x) (a : nat) :
  x = s89_board (2 + a) 0 1 0 -> fst (s89_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s89_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q42] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s89_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s58 *)
Lemma s89_c59_p34 x (Hs58 : s58_claim x) (a : nat) :
  x = s89_board (2 + a) 0 1 1 -> fst (s89_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s89_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q34] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 1 ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s89_c59_p46 x (Hs58 : s58_claim x) (a : nat) :
  x = s89_board (2 + a) 0 1 1 -> fst (s89_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s89_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q46] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 1 ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s58 *)
Lemma s89_c60_p34 x (Hs58 : s58_claim x) (a d : nat) :
  x = s89_board (2 + a) 0 1 (2 + d) -> fst (s89_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s89_q34] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s89_c60_p46 x (Hs58 : s58_claim x) (a d : nat) :
  x = s89_board (2 + a) 0 1 (2 + d) -> fst (s89_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q46 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s89_q46] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s11 *)
Lemma s89_c61_p22 x (Hs11 : s11_claim x) (a c : nat) :
  x = s89_board (2 + a) 0 (2 + c) 0 -> fst (s89_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s89_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q22] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s89_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s58 *)
Lemma s89_c62_p22 x (Hs58 : s58_claim x) (a c : nat) :
  x = s89_board (2 + a) 0 (2 + c) 1 -> fst (s89_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s89_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q22] in Hc |- *.
  pose proof (Hs58 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s58 *)
Lemma s89_c63_p22 x (Hs58 : s58_claim x) (a c d : nat) :
  x = s89_board (2 + a) 0 (2 + c) (2 + d) -> fst (s89_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s89_q22] in Hc |- *.
  pose proof (Hs58 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s89_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s16 *)
Lemma s89_c64_p28 x (Hs16 : s16_claim x) (a : nat) :
  x = s89_board (2 + a) 1 0 0 -> fst (s89_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s89_q28 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q28] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 0 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s89_c64_p35 x (Hs16 : s16_claim x) (a : nat) :
  x = s89_board (2 + a) 1 0 0 -> fst (s89_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s89_q35 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q35] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 0 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s89_c65_L (a : nat) : lmoves (s89_board (2 + a) 1 0 1) = [s89_board (1 + a) 2 0 1; s58_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s89_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; F; E; F]) [(1, 0)]) (s60_board (2 + a) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c65_R (a : nat) : rmoves (s89_board (2 + a) 1 0 1) = [s165_board (2 + a) 1 0 0 1].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s89_c65_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s89_board (2 + a) 1 0 1 -> fst (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q9] in Hc |- *.
  rewrite tf_game_eq, (s89_c65_L a), (s89_c65_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 0 1 (opt_l _ _ _ (s89_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 1 1 (opt_l _ _ _ (s89_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c65_L3 a)).
  pose proof (use_s60 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s89_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c65_L3 a))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 0 0 1 (opt_r _ _ _ (s89_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s58_p7 Ho1 ltac:(zlia)).
    rewrite (s60_p122 Ho2 ltac:(zlia)).
    rewrite (s165_p107 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s58_p12 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s60_p144 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p150 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s89_c65_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s89_board (2 + a) 1 0 1 -> fst (s89_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s89_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q36] in Hc |- *.
  rewrite tf_game_eq, (s89_c65_L a), (s89_c65_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 0 1 (opt_l _ _ _ (s89_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 1 1 (opt_l _ _ _ (s89_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c65_L3 a)).
  pose proof (use_s60 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s89_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c65_L3 a))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 0 0 1 (opt_r _ _ _ (s89_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p29 Ho0 ltac:(zlia)).
  rewrite (s58_p7 Ho1 ltac:(zlia)).
  rewrite (s60_p103 Ho2 ltac:(zlia)).
  rewrite (s165_p107 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s89_c66_L (a d : nat) : lmoves (s89_board (2 + a) 1 0 (2 + d)) = [s89_board (1 + a) 2 0 (2 + d); s58_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s89_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s60_board (2 + a) 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c66_R (a d : nat) : rmoves (s89_board (2 + a) 1 0 (2 + d)) = [s165_board (2 + a) 1 0 0 (2 + d)].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s89_c66_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s89_board (2 + a) 1 0 (2 + d) -> fst (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q9] in Hc |- *.
  rewrite tf_game_eq, (s89_c66_L a d), (s89_c66_R a d); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s89_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s89_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c66_L3 a d)).
  pose proof (use_s60 IH (2 + a) 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s89_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c66_L3 a d))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 0 0 (2 + d) (opt_r _ _ _ (s89_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p9 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s58_p7 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s60_p124 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p125 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p126 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s58_p12 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 1 /\ Z.of_nat (2 + a) >= 5)%Z \/ (Z.of_nat (2 + a) >= 5 /\ - Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 2 /\ Z.of_nat (2 + d) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]].
    {
      rewrite (s60_p124 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p125 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p145 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p151 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p152 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s60_p157 Ho2 ltac:(zlia)).
      rewrite (s165_p107 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s89_c66_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s89_board (2 + a) 1 0 (2 + d) -> fst (s89_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q36] in Hc |- *.
  rewrite tf_game_eq, (s89_c66_L a d), (s89_c66_R a d); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s89_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s89_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c66_L3 a d)).
  pose proof (use_s60 IH (2 + a) 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s89_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c66_L3 a d))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 0 0 (2 + d) (opt_r _ _ _ (s89_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p29 Ho0 ltac:(zlia)).
  rewrite (s58_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s60_p79 Ho2 ltac:(zlia)).
    rewrite (s165_p107 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p104 Ho2 ltac:(zlia)).
    rewrite (s165_p107 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p105 Ho2 ltac:(zlia)).
    rewrite (s165_p107 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c==1 && d==0: the board of s16 *)
Lemma s89_c67_p37 x (Hs16 : s16_claim x) (a : nat) :
  x = s89_board (2 + a) 1 1 0 -> fst (s89_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s89_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q37] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 1 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s89_c68_L (a : nat) : lmoves (s89_board (2 + a) 1 1 1) = [s89_board (1 + a) 2 1 1; s58_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s89_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; F; E; F]) [(1, 0)]) (s60_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c68_R (a : nat) : rmoves (s89_board (2 + a) 1 1 1) = [s165_board (2 + a) 1 1 0 1].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s89_c68_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s89_board (2 + a) 1 1 1 -> fst (s89_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s89_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q38] in Hc |- *.
  rewrite tf_game_eq, (s89_c68_L a), (s89_c68_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 1 1 (opt_l _ _ _ (s89_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 2 1 (opt_l _ _ _ (s89_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c68_L3 a)).
  pose proof (use_s60 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s89_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c68_L3 a))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 1 0 1 (opt_r _ _ _ (s89_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  rewrite (s60_p106 Ho2 ltac:(zlia)).
  rewrite (s165_p72 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s89_c68_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s89_board (2 + a) 1 1 1 -> fst (s89_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s89_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q43] in Hc |- *.
  rewrite tf_game_eq, (s89_c68_L a), (s89_c68_R a); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 1 1 (opt_l _ _ _ (s89_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 2 1 (opt_l _ _ _ (s89_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c68_L3 a)).
  pose proof (use_s60 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s89_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c68_L3 a))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 1 0 1 (opt_r _ _ _ (s89_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  rewrite (s60_p127 Ho2 ltac:(zlia)).
  rewrite (s165_p130 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s89_c69_L (a d : nat) : lmoves (s89_board (2 + a) 1 1 (2 + d)) = [s89_board (1 + a) 2 1 (2 + d); s58_board (2 + a) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s89_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s60_board (2 + a) 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c69_R (a d : nat) : rmoves (s89_board (2 + a) 1 1 (2 + d)) = [s165_board (2 + a) 1 1 0 (2 + d)].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s89_c69_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s89_board (2 + a) 1 1 (2 + d) -> fst (s89_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q38] in Hc |- *.
  rewrite tf_game_eq, (s89_c69_L a d), (s89_c69_R a d); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s89_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s89_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c69_L3 a d)).
  pose proof (use_s60 IH (2 + a) 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s89_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c69_L3 a d))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 1 0 (2 + d) (opt_r _ _ _ (s89_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 5)%Z \/ (Z.of_nat (2 + d) >= 6)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s60_p107 Ho2 ltac:(zlia)).
    rewrite (s165_p72 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p108 Ho2 ltac:(zlia)).
    rewrite (s165_p72 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p109 Ho2 ltac:(zlia)).
    rewrite (s165_p72 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p110 Ho2 ltac:(zlia)).
    rewrite (s165_p72 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s60_p111 Ho2 ltac:(zlia)).
    rewrite (s165_p72 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s89_c69_p43 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s89_board (2 + a) 1 1 (2 + d) -> fst (s89_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q43 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q43] in Hc |- *.
  rewrite tf_game_eq, (s89_c69_L a d), (s89_c69_R a d); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s89_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s89_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c69_L3 a d)).
  pose proof (use_s60 IH (2 + a) 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s89_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c69_L3 a d))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 1 0 (2 + d) (opt_r _ _ _ (s89_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 2 /\ Z.of_nat (2 + d) >= 5)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 3)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]].
  {
    rewrite (s60_p128 Ho2 ltac:(zlia)).
    rewrite (s165_p130 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p129 Ho2 ltac:(zlia)).
    rewrite (s165_p130 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p130 Ho2 ltac:(zlia)).
    rewrite (s165_p130 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p131 Ho2 ltac:(zlia)).
    rewrite (s165_p130 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p132 Ho2 ltac:(zlia)).
    rewrite (s165_p130 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s60_p133 Ho2 ltac:(zlia)).
    rewrite (s165_p130 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c>=2 && d==0: the board of s16 *)
Lemma s89_c70_p12 x (Hs16 : s16_claim x) (a c : nat) :
  x = s89_board (2 + a) 1 (2 + c) 0 -> fst (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q12] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s89_c71_L (a c : nat) : lmoves (s89_board (2 + a) 1 (2 + c) 1) = [s89_board (1 + a) 2 (2 + c) 1; s58_board (2 + a) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F; E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s89_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F; E; F]) [(1, 0)]) (s60_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c71_R (a c : nat) : rmoves (s89_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s89_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s89_board (2 + a) 1 (2 + c) 1 -> fst (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q12] in Hc |- *.
  rewrite tf_game_eq, (s89_c71_L a c), (s89_c71_R a c); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s89_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s89_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c71_L3 a c)).
  pose proof (use_s60 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s89_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c71_L3 a c))) as Ho2.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  rewrite (s60_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s89_c72_L (a c d : nat) : lmoves (s89_board (2 + a) 1 (2 + c) (2 + d)) = [s89_board (1 + a) 2 (2 + c) (2 + d); s58_board (2 + a) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s58_board, s89_board, strip. tf_options. Qed.
Lemma s89_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s60_board (2 + a) 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c72_R (a c d : nat) : rmoves (s89_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s89_c72_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s89_board (2 + a) 1 (2 + c) (2 + d) -> fst (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q12] in Hc |- *.
  rewrite tf_game_eq, (s89_c72_L a c d), (s89_c72_R a c d); cbn [map].
  pose proof (use_s89 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s89_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s58 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s89_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c72_L3 a c d)).
  pose proof (use_s60 IH (2 + a) 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s89_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c72_L3 a c d))) as Ho2.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  rewrite (s58_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s60_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s60_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s60_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s60_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s16 *)
Lemma s89_c73_p24 x (Hs16 : s16_claim x) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 0 0 -> fst (s89_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s89_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q24] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s89_c73_p31 x (Hs16 : s16_claim x) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 0 0 -> fst (s89_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s89_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q31] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s89_c74_L (a b : nat) : lmoves (s89_board (2 + a) (2 + b) 0 1) = [s89_board (1 + a) (3 + b) 0 1; s89_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F; E; F]) [(1, 0)]].
Proof. unfold s89_board, strip. tf_options. Qed.
Lemma s89_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F; E; F]) [(1, 0)]) (s60_board (2 + a) (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c74_R (a b : nat) : rmoves (s89_board (2 + a) (2 + b) 0 1) = [s165_board (2 + a) (2 + b) 0 0 1].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s89_c74_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 0 1 -> fst (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q9] in Hc |- *.
  rewrite tf_game_eq, (s89_c74_L a b), (s89_c74_R a b); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s89_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s89_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c74_L3 a b)).
  pose proof (use_s60 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s89_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c74_L3 a b))) as Ho2.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 1 (opt_r _ _ _ (s89_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p31 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s89_p38 Ho1 ltac:(zlia)).
    rewrite (s60_p103 Ho2 ltac:(zlia)).
    rewrite (s165_p35 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s89_p43 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s60_p122 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s60_p123 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s89_c74_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 0 1 -> fst (s89_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s89_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q31] in Hc |- *.
  rewrite tf_game_eq, (s89_c74_L a b), (s89_c74_R a b); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s89_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s89_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c74_L3 a b)).
  pose proof (use_s60 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s89_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c74_L3 a b))) as Ho2.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 1 (opt_r _ _ _ (s89_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p31 Ho0 ltac:(zlia)).
  rewrite (s89_p16 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 6)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 5)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s60_p63 Ho2 ltac:(zlia)).
    rewrite (s165_p65 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p93 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s165_p120 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p136 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s60_p97 Ho2 ltac:(zlia)).
    rewrite (s165_p65 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p117 Ho2 ltac:(zlia)).
    rewrite (s165_p65 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p136 Ho2 ltac:(zlia)).
    rewrite (s165_p65 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s89_c75_L (a b d : nat) : lmoves (s89_board (2 + a) (2 + b) 0 (2 + d)) = [s89_board (1 + a) (3 + b) 0 (2 + d); s89_board (2 + a) (1 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s89_board, strip. tf_options. Qed.
Lemma s89_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s60_board (2 + a) (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c75_R (a b d : nat) : rmoves (s89_board (2 + a) (2 + b) 0 (2 + d)) = [s165_board (2 + a) (2 + b) 0 0 (2 + d)].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s89_c75_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s89_board (2 + a) (2 + b) 0 (2 + d) -> fst (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q9] in Hc |- *.
  rewrite tf_game_eq, (s89_c75_L a b d), (s89_c75_R a b d); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s89_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s89_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c75_L3 a b d)).
  pose proof (use_s60 IH (2 + a) (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s89_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c75_L3 a b d))) as Ho2.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 (2 + d) (opt_r _ _ _ (s89_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p31 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s89_p38 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) <= 5)%Z \/ (Z.of_nat (2 + d) = 6)%Z \/ (Z.of_nat (2 + d) >= 7)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s60_p79 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s60_p112 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s60_p113 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s60_p114 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s89_p43 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) <= 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) = 4)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 5)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s60_p80 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s60_p112 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s60_p113 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s60_p114 Ho2 ltac:(zlia)).
      rewrite (s165_p35 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s89_c75_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s89_board (2 + a) (2 + b) 0 (2 + d) -> fst (s89_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q31] in Hc |- *.
  rewrite tf_game_eq, (s89_c75_L a b d), (s89_c75_R a b d); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s89_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s89_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c75_L3 a b d)).
  pose proof (use_s60 IH (2 + a) (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s89_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c75_L3 a b d))) as Ho2.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 0 (2 + d) (opt_r _ _ _ (s89_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p31 Ho0 ltac:(zlia)).
  rewrite (s89_p16 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 6 /\ Z.of_nat (2 + d) <= 3)%Z \/ (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + d) >= 4)%Z \/ (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + d) = 2)%Z \/ (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]].
  {
    rewrite (s60_p42 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
    destruct Hp3 as [Hp3|[Hp3|Hp3]].
    {
      rewrite (s165_p65 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p120 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p136 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s60_p52 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp3 as [Hp3|[Hp3|Hp3]].
    {
      rewrite (s165_p65 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p120 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p136 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s60_p58 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp3 as [Hp3|[Hp3|Hp3]].
    {
      rewrite (s165_p65 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p120 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p136 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s60_p59 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp3 as [Hp3|[Hp3|Hp3]].
    {
      rewrite (s165_p65 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p120 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s165_p136 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s60_p115 Ho2 ltac:(zlia)).
    rewrite (s165_p120 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p134 Ho2 ltac:(zlia)).
    rewrite (s165_p136 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c==1 && d==0: the board of s16 *)
Lemma s89_c76_p20 x (Hs16 : s16_claim x) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 1 0 -> fst (s89_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s89_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q20] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s89_c76_p30 x (Hs16 : s16_claim x) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 1 0 -> fst (s89_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s89_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q30] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s89_c76_p39 x (Hs16 : s16_claim x) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 1 0 -> fst (s89_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s89_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q39] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s89_c76_p44 x (Hs16 : s16_claim x) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 1 0 -> fst (s89_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s89_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q44] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p28 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s89_c77_L (a b : nat) : lmoves (s89_board (2 + a) (2 + b) 1 1) = [s89_board (1 + a) (3 + b) 1 1; s89_board (2 + a) (1 + b) 2 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F; E; F]) [(1, 0)]].
Proof. unfold s89_board, strip. tf_options. Qed.
Lemma s89_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F; E; F]) [(1, 0)]) (s60_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c77_R (a b : nat) : rmoves (s89_board (2 + a) (2 + b) 1 1) = [s165_board (2 + a) (2 + b) 1 0 1].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s89_c77_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s89_board (2 + a) (2 + b) 1 1 -> fst (s89_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s89_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q16] in Hc |- *.
  rewrite tf_game_eq, (s89_c77_L a b), (s89_c77_R a b); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s89_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s89_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c77_L3 a b)).
  pose proof (use_s60 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s89_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c77_L3 a b))) as Ho2.
  pose proof (use_s165 IH (2 + a) (2 + b) 1 0 1 (opt_r _ _ _ (s89_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  rewrite (s89_p12 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) >= 5)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s60_p62 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p92 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p96 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p116 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p135 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s89_c78_L (a b d : nat) : lmoves (s89_board (2 + a) (2 + b) 1 (2 + d)) = [s89_board (1 + a) (3 + b) 1 (2 + d); s89_board (2 + a) (1 + b) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s89_board, strip. tf_options. Qed.
Lemma s89_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s60_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c78_R (a b d : nat) : rmoves (s89_board (2 + a) (2 + b) 1 (2 + d)) = [s165_board (2 + a) (2 + b) 1 0 (2 + d)].
Proof. unfold s165_board, s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s89_c78_p16 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s89_board (2 + a) (2 + b) 1 (2 + d) -> fst (s89_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q16] in Hc |- *.
  rewrite tf_game_eq, (s89_c78_L a b d), (s89_c78_R a b d); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s89_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s89_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c78_L3 a b d)).
  pose proof (use_s60 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s89_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c78_L3 a b d))) as Ho2.
  pose proof (use_s165 IH (2 + a) (2 + b) 1 0 (2 + d) (opt_r _ _ _ (s89_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  rewrite (s89_p12 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + d) = 2)%Z \/ (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + d) >= 3)%Z \/ (- Z.of_nat (2 + a) - Z.of_nat (2 + b) + Z.of_nat (2 + d) <= 1 /\ Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]].
  {
    rewrite (s60_p35 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p47 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p48 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p49 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p50 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s60_p56 Ho2 ltac:(zlia)).
    rewrite (s165_p18 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c>=2 && d==0: the board of s16 *)
Lemma s89_c79_p12 x (Hs16 : s16_claim x) (a b c : nat) :
  x = s89_board (2 + a) (2 + b) (2 + c) 0 -> fst (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s89_q12] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s89_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s89_c80_L (a b c : nat) : lmoves (s89_board (2 + a) (2 + b) (2 + c) 1) = [s89_board (1 + a) (3 + b) (2 + c) 1; s89_board (2 + a) (1 + b) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F; E; F]) [(1, 0)]].
Proof. unfold s89_board, strip. tf_options. Qed.
Lemma s89_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F; E; F]) [(1, 0)]) (s60_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F; E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c80_R (a b c : nat) : rmoves (s89_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s89_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s89_board (2 + a) (2 + b) (2 + c) 1 -> fst (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s89_q12] in Hc |- *.
  rewrite tf_game_eq, (s89_c80_L a b c), (s89_c80_R a b c); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s89_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s89_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c80_L3 a b c)).
  pose proof (use_s60 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s89_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c80_L3 a b c))) as Ho2.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  rewrite (s89_p12 Ho1 ltac:(zlia)).
  rewrite (s60_p25 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s89_c81_L (a b c d : nat) : lmoves (s89_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s89_board (1 + a) (3 + b) (2 + c) (2 + d); s89_board (2 + a) (1 + b) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s89_board, strip. tf_options. Qed.
Lemma s89_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s60_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s60_board; strip_board_eq | strip_offset]. Qed.
Lemma s89_c81_R (a b c d : nat) : rmoves (s89_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s89_board. tf_options. Qed.
(* s89 = T^a _ T^b _ T^c F^2 T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s89_c81_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s89_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s89_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s89_q12] in Hc |- *.
  rewrite tf_game_eq, (s89_c81_L a b c d), (s89_c81_R a b c d); cbn [map].
  pose proof (use_s89 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s89_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s89 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s89_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s89_c81_L3 a b c d)).
  pose proof (use_s60 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s89_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s89_c81_L3 a b c d))) as Ho2.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  rewrite (s89_p12 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s60_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s60_p26 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s60_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s60_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s59 *)
Lemma s90_c1_p1 x (Hs59 : s59_claim x) :
  x = s90_board 0 0 0 0 -> fst (s90_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s90_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s90_q1] in Hc |- *.
  pose proof (Hs59 0 0 0 ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c==0 && d==1: the board of s59 *)
Lemma s90_c2_p2 x (Hs59 : s59_claim x) :
  x = s90_board 0 0 0 1 -> fst (s90_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s90_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s90_q2] in Hc |- *.
  pose proof (Hs59 0 0 1 ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c==0 && d>=2: the board of s59 *)
Lemma s90_c3_p3 x (Hs59 : s59_claim x) (d : nat) :
  x = s90_board 0 0 0 (2 + d) -> fst (s90_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s90_q3] in Hc |- *.
  pose proof (Hs59 0 0 (2 + d) ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s90_c3_p4 x (Hs59 : s59_claim x) (d : nat) :
  x = s90_board 0 0 0 (2 + d) -> fst (s90_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s90_q4] in Hc |- *.
  pose proof (Hs59 0 0 (2 + d) ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c==1 && d==0: the board of s59 *)
Lemma s90_c4_p5 x (Hs59 : s59_claim x) :
  x = s90_board 0 0 1 0 -> fst (s90_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s90_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s90_q5] in Hc |- *.
  pose proof (Hs59 0 1 0 ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c==1 && d==1: the board of s59 *)
Lemma s90_c5_p6 x (Hs59 : s59_claim x) :
  x = s90_board 0 0 1 1 -> fst (s90_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s90_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s90_q6] in Hc |- *.
  pose proof (Hs59 0 1 1 ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c==1 && d>=2: the board of s59 *)
Lemma s90_c6_p7 x (Hs59 : s59_claim x) (d : nat) :
  x = s90_board 0 0 1 (2 + d) -> fst (s90_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s90_q7] in Hc |- *.
  pose proof (Hs59 0 1 (2 + d) ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c>=2 && d==0: the board of s59 *)
Lemma s90_c7_p8 x (Hs59 : s59_claim x) (c : nat) :
  x = s90_board 0 0 (2 + c) 0 -> fst (s90_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s90_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s90_q8] in Hc |- *.
  pose proof (Hs59 0 (2 + c) 0 ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c>=2 && d==1: the board of s59 *)
Lemma s90_c8_p9 x (Hs59 : s59_claim x) (c : nat) :
  x = s90_board 0 0 (2 + c) 1 -> fst (s90_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s90_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s90_q9] in Hc |- *.
  pose proof (Hs59 0 (2 + c) 1 ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==0 && c>=2 && d>=2: the board of s59 *)
Lemma s90_c9_p10 x (Hs59 : s59_claim x) (c d : nat) :
  x = s90_board 0 0 (2 + c) (2 + d) -> fst (s90_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s90_q10] in Hc |- *.
  pose proof (Hs59 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s90_c9_p11 x (Hs59 : s59_claim x) (c d : nat) :
  x = s90_board 0 0 (2 + c) (2 + d) -> fst (s90_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s90_q11] in Hc |- *.
  pose proof (Hs59 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s90_board, s59_board; board_eq)) as Ho0.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s90_c10_L : lmoves (s90_board 0 1 0 0) = [s59_board 0 1 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s90_c10_R : rmoves (s90_board 0 1 0 0) = [s167_board 0 1 0 0 0; strip [] ([E; T; E; F; F; F]) [(1, 1)]].
Proof. unfold s167_board, s90_board, strip. tf_options. Qed.
Lemma s90_c10_R2 : tf_norm (strip [] ([E; T; E; F; F; F]) [(1, 1)]) (s16_board 0 1 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; F; F]) [(1, 1)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c==0 && d==0 *)
Lemma s90_c10_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s90_board 0 1 0 0 -> fst (s90_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s90_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s90_q12] in Hc |- *.
  rewrite tf_game_eq, (s90_c10_L), (s90_c10_R); cbn [map].
  pose proof (use_s59 IH 0 1 0 (opt_l _ _ _ (s90_c10_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 0 0 0 (opt_r _ _ _ (s90_c10_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s90_c10_R2)).
  pose proof (use_s16 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s90_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c10_R2))) as Ho2.
  rewrite (s59_p1 Ho0 ltac:(zlia)).
  rewrite (s167_p43 Ho1 ltac:(zlia)).
  rewrite (s16_p4 Ho2 ltac:(zlia)).
  rewrite (s16_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s90_c11_L : lmoves (s90_board 0 1 0 1) = [s59_board 0 1 1; strip [] ([E; T; E; F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s90_c11_L2 : tf_norm (strip [] ([E; T; E; F; F; E; T; T; F]) []) (s31_board 0 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s31_board; strip_board_eq | strip_offset].
Qed.
Lemma s90_c11_R : rmoves (s90_board 0 1 0 1) = [s167_board 0 1 0 0 1; strip [] ([E; T; E; F; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s90_board, strip. tf_options. Qed.
Lemma s90_c11_R2 : tf_norm (strip [] ([E; T; E; F; F; T; F]) [(1, 1)]) (s89_board 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; F; T; F]) [(1, 1)]); [reflexivity | unfold s89_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s90_c11_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s90_board 0 1 0 1 -> fst (s90_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s90_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s90_q13] in Hc |- *.
  rewrite tf_game_eq, (s90_c11_L), (s90_c11_R); cbn [map].
  pose proof (use_s59 IH 0 1 1 (opt_l _ _ _ (s90_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s90_c11_L2)).
  pose proof (use_s31 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s90_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c11_L2))) as Ho1.
  pose proof (use_s167 IH 0 1 0 0 1 (opt_r _ _ _ (s90_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s90_c11_R2)).
  pose proof (use_s89 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s90_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c11_R2))) as Ho3.
  rewrite (s59_p4 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s167_p44 Ho2 ltac:(zlia)).
  rewrite (s89_p8 Ho3 ltac:(zlia)).
  rewrite (s89_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s90_c12_L (d : nat) : lmoves (s90_board 0 1 0 (2 + d)) = [s59_board 0 1 (2 + d); strip [] (E :: T :: E :: F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s90_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s31_board 0 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; F; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s31_board; strip_board_eq | strip_offset].
Qed.
Lemma s90_c12_R (d : nat) : rmoves (s90_board 0 1 0 (2 + d)) = [s167_board 0 1 0 0 (2 + d); strip [] (E :: T :: E :: F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s90_board, strip. tf_options. Qed.
Lemma s90_c12_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s89_board 0 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s89_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s90_c12_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s90_board 0 1 0 (2 + d) -> fst (s90_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s90_q14] in Hc |- *.
  rewrite tf_game_eq, (s90_c12_L d), (s90_c12_R d); cbn [map].
  pose proof (use_s59 IH 0 1 (2 + d) (opt_l _ _ _ (s90_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s90_c12_L2 d)).
  pose proof (use_s31 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s90_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c12_L2 d))) as Ho1.
  pose proof (use_s167 IH 0 1 0 0 (2 + d) (opt_r _ _ _ (s90_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s90_c12_R2 d)).
  pose proof (use_s89 IH 0 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s90_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c12_R2 d))) as Ho3.
  rewrite (s59_p3 Ho0 ltac:(zlia)).
  rewrite (s31_p3 Ho1 ltac:(zlia)).
  rewrite (s31_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s167_p45 Ho2 ltac:(zlia)).
    rewrite (s89_p8 Ho3 ltac:(zlia)).
    rewrite (s89_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p47 Ho2 ltac:(zlia)).
    rewrite (s89_p8 Ho3 ltac:(zlia)).
    rewrite (s89_p8_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s90_c13_L : lmoves (s90_board 0 1 1 0) = [s59_board 0 2 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s90_c13_R : rmoves (s90_board 0 1 1 0) = [s167_board 0 1 1 0 0; strip [] ([E; T; E; T; F; F; F]) [(1, 1)]].
Proof. unfold s167_board, s90_board, strip. tf_options. Qed.
Lemma s90_c13_R2 : tf_norm (strip [] ([E; T; E; T; F; F; F]) [(1, 1)]) (s16_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; F; F]) [(1, 1)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s90_c13_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s90_board 0 1 1 0 -> fst (s90_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s90_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s90_q15] in Hc |- *.
  rewrite tf_game_eq, (s90_c13_L), (s90_c13_R); cbn [map].
  pose proof (use_s59 IH 0 2 0 (opt_l _ _ _ (s90_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 1 1 0 0 (opt_r _ _ _ (s90_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s90_c13_R2)).
  pose proof (use_s16 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s90_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c13_R2))) as Ho2.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  rewrite (s167_p33 Ho1 ltac:(zlia)).
  rewrite (s16_p5 Ho2 ltac:(zlia)).
  rewrite (s16_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s90_c14_L : lmoves (s90_board 0 1 1 1) = [s59_board 0 2 1; strip [] ([E; T; E; T; F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s90_c14_L2 : tf_norm (strip [] ([E; T; E; T; F; F; E; T; T; F]) []) (s31_board 0 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; T; E; T; F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s31_board; strip_board_eq | strip_offset].
Qed.
Lemma s90_c14_R : rmoves (s90_board 0 1 1 1) = [s167_board 0 1 1 0 1; strip [] ([E; T; E; T; F; F; T; F]) [(1, 1)]].
Proof. unfold s167_board, s90_board, strip. tf_options. Qed.
Lemma s90_c14_R2 : tf_norm (strip [] ([E; T; E; T; F; F; T; F]) [(1, 1)]) (s89_board 0 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; F; T; F]) [(1, 1)]); [reflexivity | unfold s89_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s90_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s90_board 0 1 1 1 -> fst (s90_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s90_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s90_q16] in Hc |- *.
  rewrite tf_game_eq, (s90_c14_L), (s90_c14_R); cbn [map].
  pose proof (use_s59 IH 0 2 1 (opt_l _ _ _ (s90_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s90_c14_L2)).
  pose proof (use_s31 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s90_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c14_L2))) as Ho1.
  pose proof (use_s167 IH 0 1 1 0 1 (opt_r _ _ _ (s90_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s90_c14_R2)).
  pose proof (use_s89 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s90_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c14_R2))) as Ho3.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p4 Ho1 ltac:(zlia)).
  rewrite (s167_p48 Ho2 ltac:(zlia)).
  rewrite (s89_p11 Ho3 ltac:(zlia)).
  rewrite (s89_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s90_c15_L (d : nat) : lmoves (s90_board 0 1 1 (2 + d)) = [s59_board 0 2 (2 + d); strip [] (E :: T :: E :: T :: F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s90_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s31_board 0 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: T :: F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; T; E; T; F; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s31_board; strip_board_eq | strip_offset].
Qed.
Lemma s90_c15_R (d : nat) : rmoves (s90_board 0 1 1 (2 + d)) = [s167_board 0 1 1 0 (2 + d); strip [] (E :: T :: E :: T :: F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s167_board, s90_board, strip. tf_options. Qed.
Lemma s90_c15_R2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s89_board 0 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s89_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s90_c15_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s90_board 0 1 1 (2 + d) -> fst (s90_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s90_q17] in Hc |- *.
  rewrite tf_game_eq, (s90_c15_L d), (s90_c15_R d); cbn [map].
  pose proof (use_s59 IH 0 2 (2 + d) (opt_l _ _ _ (s90_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s90_c15_L2 d)).
  pose proof (use_s31 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s90_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c15_L2 d))) as Ho1.
  pose proof (use_s167 IH 0 1 1 0 (2 + d) (opt_r _ _ _ (s90_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s90_c15_R2 d)).
  pose proof (use_s89 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s90_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c15_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s59_p5 Ho0 ltac:(zlia)).
    rewrite (s31_p4 Ho1 ltac:(zlia)).
    rewrite (s31_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p63 Ho2 ltac:(zlia)).
    rewrite (s89_p11 Ho3 ltac:(zlia)).
    rewrite (s89_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
  {
    rewrite (s59_p7 Ho0 ltac:(zlia)).
    rewrite (s31_p4 Ho1 ltac:(zlia)).
    rewrite (s31_p4_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s167_p63 Ho2 ltac:(zlia)).
    rewrite (s89_p11 Ho3 ltac:(zlia)).
    rewrite (s89_p11_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
  }
Qed.

Lemma s90_c16_L (c : nat) : lmoves (s90_board 0 1 (2 + c) 0) = [s59_board 0 (3 + c) 0].
Proof. unfold s59_board, s90_board. tf_options. Qed.
Lemma s90_c16_R (c : nat) : rmoves (s90_board 0 1 (2 + c) 0) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; F]) [(1, 1)]].
Proof. unfold s90_board, strip. tf_options. Qed.
Lemma s90_c16_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; F]) [(1, 1)]) (s16_board 0 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; F]) [(1, 1)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s90_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s90_board 0 1 (2 + c) 0 -> fst (s90_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s90_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s90_q8] in Hc |- *.
  rewrite tf_game_eq, (s90_c16_L c), (s90_c16_R c); cbn [map].
  pose proof (use_s59 IH 0 (3 + c) 0 (opt_l _ _ _ (s90_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s90_c16_R1 c)).
  pose proof (use_s16 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s90_c16_R c) ltac:(cbn [In]; left; reflexivity) (s90_c16_R1 c))) as Ho1.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  rewrite (s16_p6 Ho1 ltac:(zlia)).
  rewrite (s16_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s90_c17_L (c : nat) : lmoves (s90_board 0 1 (2 + c) 1) = [s59_board 0 (3 + c) 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s90_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; E; T; T; F]) []) (s31_board 0 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s31_board; strip_board_eq | strip_offset].
Qed.
Lemma s90_c17_R (c : nat) : rmoves (s90_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; T; F]) [(1, 1)]].
Proof. unfold s90_board, strip. tf_options. Qed.
Lemma s90_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; T; F]) [(1, 1)]) (s89_board 0 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; F; T; F]) [(1, 1)]); [reflexivity | unfold s89_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s90_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s90_board 0 1 (2 + c) 1 -> fst (s90_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s90_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s90_q9] in Hc |- *.
  rewrite tf_game_eq, (s90_c17_L c), (s90_c17_R c); cbn [map].
  pose proof (use_s59 IH 0 (3 + c) 1 (opt_l _ _ _ (s90_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s90_c17_L2 c)).
  pose proof (use_s31 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s90_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game (s90_c17_R1 c)).
  pose proof (use_s89 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s90_c17_R c) ltac:(cbn [In]; left; reflexivity) (s90_c17_R1 c))) as Ho2.
  rewrite (s59_p6 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  rewrite (s89_p12 Ho2 ltac:(zlia)).
  rewrite (s89_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s90_c18_L (c d : nat) : lmoves (s90_board 0 1 (2 + c) (2 + d)) = [s59_board 0 (3 + c) (2 + d); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s59_board, s90_board, strip. tf_options. Qed.
Lemma s90_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s31_board 0 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s31_board; strip_board_eq | strip_offset].
Qed.
Lemma s90_c18_R (c d : nat) : rmoves (s90_board 0 1 (2 + c) (2 + d)) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s90_board, strip. tf_options. Qed.
Lemma s90_c18_R1 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s89_board 0 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s89_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s90_c18_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s90_board 0 1 (2 + c) (2 + d) -> fst (s90_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s90_q10] in Hc |- *.
  rewrite tf_game_eq, (s90_c18_L c d), (s90_c18_R c d); cbn [map].
  pose proof (use_s59 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s90_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s90_c18_L2 c d)).
  pose proof (use_s31 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s90_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s90_c18_R1 c d)).
  pose proof (use_s89 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s90_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s90_c18_R1 c d))) as Ho2.
  rewrite (s59_p5 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s89_p12 Ho2 ltac:(zlia)).
  rewrite (s89_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s90_c18_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s90_board 0 1 (2 + c) (2 + d) -> fst (s90_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s90_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s90_q11] in Hc |- *.
  rewrite tf_game_eq, (s90_c18_L c d), (s90_c18_R c d); cbn [map].
  pose proof (use_s59 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s90_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s90_c18_L2 c d)).
  pose proof (use_s31 IH 0 1 (2 + c) (opt_norm_l _ _ _ _ _ (s90_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s90_c18_R1 c d)).
  pose proof (use_s89 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s90_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s90_c18_R1 c d))) as Ho2.
  rewrite (s59_p7 Ho0 ltac:(zlia)).
  rewrite (s31_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s89_p12 Ho2 ltac:(zlia)).
  rewrite (s89_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s90_c19_L (b : nat) : lmoves (s90_board 0 (2 + b) 0 0) = [s90_board 0 (1 + b) 1 0].
Proof. unfold s90_board. tf_options. Qed.
Lemma s90_c19_R (b : nat) : rmoves (s90_board 0 (2 + b) 0 0) = [s167_board 0 (2 + b) 0 0 0; strip [] (E :: repeat T (2 + b) ++ [E; F; F; F]) [(1, 1)]].
Proof. unfold s167_board, s90_board, strip. tf_options. Qed.
Lemma s90_c19_R2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; F; F]) [(1, 1)]) (s16_board 0 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; F; F]) [(1, 1)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
(* s90 = T^a _ T^b _ T^c F^2 T^d _ T F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s90_c19_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s90_board 0 (2 + b) 0 0 -> fst (s90_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s90_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s90_q18] in Hc |- *.
  rewrite tf_game_eq, (s90_c19_L b), (s90_c19_R b); cbn [map].
  pose proof (use_s90 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s90_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s90_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s90_c19_R2 b)).
  pose proof (use_s16 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s90_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c19_R2 b))) as Ho2.
  rewrite (s90_p15 Ho0 ltac:(zlia)).
  rewrite (s167_p85 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s16_p7_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]]]].
Qed.

Lemma s90_c19_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s90_board 0 (2 + b) 0 0 -> fst (s90_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s90_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s90_q26] in Hc |- *.
  rewrite tf_game_eq, (s90_c19_L b), (s90_c19_R b); cbn [map].
  pose proof (use_s90 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s90_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s90_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s90_c19_R2 b)).
  pose proof (use_s16 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s90_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c19_R2 b))) as Ho2.
  rewrite (s90_p22 Ho0 ltac:(zlia)).
  rewrite (s167_p89 Ho1 ltac:(zlia)).
  rewrite (s16_p9 Ho2 ltac:(zlia)).
  rewrite (s16_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s90_c19_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s90_board 0 (2 + b) 0 0 -> fst (s90_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s90_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s90_q32] in Hc |- *.
  rewrite tf_game_eq, (s90_c19_L b), (s90_c19_R b); cbn [map].
  pose proof (use_s90 IH 0 (1 + b) 1 0 (opt_l _ _ _ (s90_c19_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 0 (2 + b) 0 0 0 (opt_r _ _ _ (s90_c19_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s90_c19_R2 b)).
  pose proof (use_s16 IH 0 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s90_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s90_c19_R2 b))) as Ho2.
  rewrite (s90_p22 Ho0 ltac:(zlia)).
  rewrite (s167_p93 Ho1 ltac:(zlia)).
  rewrite (s16_p9 Ho2 ltac:(zlia)).
  rewrite (s16_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

