(* A part of the proof in tf_erickson_first_b2.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_b2_base tf_erickson_first_b2_values1.


Lemma s11_c20_L (a : nat) : lmoves (s11_board (2 + a) 0 1) = [s12_board (1 + a) 1 0 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c20_R (a : nat) : rmoves (s11_board (2 + a) 0 1) = [s17_board (2 + a) 0 0 1].
Proof. unfold s11_board, s17_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F T^c F on a>=2 && b==0 && c==1 *)
Lemma s11_c20_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 0 1 -> fst (s11_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s11_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q7] in Hc |- *.
  rewrite tf_game_eq, (s11_c20_L a), (s11_c20_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 0 1 (opt_l _ _ _ (s11_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 1 (opt_r _ _ _ (s11_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p46 Ho0 ltac:(zlia)).
  rewrite (s17_p37 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s11_c20_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 0 1 -> fst (s11_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s11_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q10] in Hc |- *.
  rewrite tf_game_eq, (s11_c20_L a), (s11_c20_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 0 1 (opt_l _ _ _ (s11_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 1 (opt_r _ _ _ (s11_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p36 Ho0 ltac:(zlia)).
  rewrite (s17_p37 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s11_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 0 1 -> fst (s11_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s11_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q13] in Hc |- *.
  rewrite tf_game_eq, (s11_c20_L a), (s11_c20_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 0 1 (opt_l _ _ _ (s11_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 1 (opt_r _ _ _ (s11_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p51 Ho0 ltac:(zlia)).
  rewrite (s17_p37 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s11_c21_L (a c : nat) : lmoves (s11_board (2 + a) 0 (2 + c)) = [s12_board (1 + a) 1 0 (2 + c)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c21_R (a c : nat) : rmoves (s11_board (2 + a) 0 (2 + c)) = [s17_board (2 + a) 0 0 (2 + c)].
Proof. unfold s11_board, s17_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F T^c F on a>=2 && b==0 && c>=2 *)
Lemma s11_c21_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s11_board (2 + a) 0 (2 + c) -> fst (s11_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q6] in Hc |- *.
  rewrite tf_game_eq, (s11_c21_L a c), (s11_c21_R a c); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 0 (2 + c) (opt_l _ _ _ (s11_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 0 (2 + c) (opt_r _ _ _ (s11_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s12_p22 Ho0 ltac:(zlia)).
    rewrite (s17_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p26 Ho0 ltac:(zlia)).
    rewrite (s17_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s11 = T^a _^2 T^b F T^c F on a>=2 && b==1 && c==0: the board of s1 *)
Lemma s11_c22_p11 x (Hs1 : s1_claim x) (a : nat) :
  x = s11_board (2 + a) 1 0 -> fst (s11_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s11_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s11_q11] in Hc |- *.
  pose proof (Hs1 (2 + a) 1 ltac:(rewrite Hx; unfold s11_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s11_c22_p14 x (Hs1 : s1_claim x) (a : nat) :
  x = s11_board (2 + a) 1 0 -> fst (s11_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s11_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s11_q14] in Hc |- *.
  pose proof (Hs1 (2 + a) 1 ltac:(rewrite Hx; unfold s11_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s11_c23_L (a : nat) : lmoves (s11_board (2 + a) 1 1) = [s12_board (1 + a) 1 1 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c23_R (a : nat) : rmoves (s11_board (2 + a) 1 1) = [s17_board (2 + a) 0 1 1].
Proof. unfold s11_board, s17_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F T^c F on a>=2 && b==1 && c==1 *)
Lemma s11_c23_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s11_board (2 + a) 1 1 -> fst (s11_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s11_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q9] in Hc |- *.
  rewrite tf_game_eq, (s11_c23_L a), (s11_c23_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 1 1 (opt_l _ _ _ (s11_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 1 1 (opt_r _ _ _ (s11_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s12_p38 Ho0 ltac:(zlia)).
    rewrite (s17_p50 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s12_p48 Ho0 ltac:(zlia)).
    rewrite (s17_p60 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s12_p53 Ho0 ltac:(zlia)).
    rewrite (s17_p67 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s11_c24_L (a c : nat) : lmoves (s11_board (2 + a) 1 (2 + c)) = [s12_board (1 + a) 1 1 (2 + c)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c24_R (a c : nat) : rmoves (s11_board (2 + a) 1 (2 + c)) = [s17_board (2 + a) 0 1 (2 + c)].
Proof. unfold s11_board, s17_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F T^c F on a>=2 && b==1 && c>=2 *)
Lemma s11_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s11_board (2 + a) 1 (2 + c) -> fst (s11_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q6] in Hc |- *.
  rewrite tf_game_eq, (s11_c24_L a c), (s11_c24_R a c); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 1 (2 + c) (opt_l _ _ _ (s11_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 0 1 (2 + c) (opt_r _ _ _ (s11_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s12_p31 Ho0 ltac:(zlia)).
    rewrite (s17_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s12_p39 Ho0 ltac:(zlia)).
    rewrite (s17_p17 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s11 = T^a _^2 T^b F T^c F on a>=2 && b>=2 && c==0: the board of s1 *)
Lemma s11_c25_p4 x (Hs1 : s1_claim x) (a b : nat) :
  x = s11_board (2 + a) (2 + b) 0 -> fst (s11_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s11_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s11_q4] in Hc |- *.
  pose proof (Hs1 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s11_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s11_c26_L (a b : nat) : lmoves (s11_board (2 + a) (2 + b) 1) = [s12_board (1 + a) 1 (2 + b) 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c26_R (a b : nat) : rmoves (s11_board (2 + a) (2 + b) 1) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F T^c F on a>=2 && b>=2 && c==1 *)
Lemma s11_c26_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s11_board (2 + a) (2 + b) 1 -> fst (s11_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s11_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s11_q4] in Hc |- *.
  rewrite tf_game_eq, (s11_c26_L a b), (s11_c26_R a b); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 (2 + b) 1 (opt_l _ _ _ (s11_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s11_c27_L (a b c : nat) : lmoves (s11_board (2 + a) (2 + b) (2 + c)) = [s12_board (1 + a) 1 (2 + b) (2 + c)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s11_c27_R (a b c : nat) : rmoves (s11_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s11_board. tf_options. Qed.
(* s11 = T^a _^2 T^b F T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s11_c27_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s11_board (2 + a) (2 + b) (2 + c) -> fst (s11_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s11_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s11_q4] in Hc |- *.
  rewrite tf_game_eq, (s11_c27_L a b c), (s11_c27_R a b c); cbn [map].
  pose proof (use_s12 IH (1 + a) 1 (2 + b) (2 + c) (opt_l _ _ _ (s11_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c==0 && d==0: the board of s1 *)
Lemma s12_c1_p1 x (Hs1 : s1_claim x) :
  x = s12_board 0 0 0 0 -> fst (s12_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q1] in Hc |- *.
  pose proof (Hs1 0 0 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c==0 && d==1: the board of s11 *)
Lemma s12_c2_p2 x (Hs11 : s11_claim x) :
  x = s12_board 0 0 0 1 -> fst (s12_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q2] in Hc |- *.
  pose proof (Hs11 0 0 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c==0 && d>=2: the board of s11 *)
Lemma s12_c3_p3 x (Hs11 : s11_claim x) (d : nat) :
  x = s12_board 0 0 0 (2 + d) -> fst (s12_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q3] in Hc |- *.
  pose proof (Hs11 0 0 (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c==1 && d==0: the board of s1 *)
Lemma s12_c4_p4 x (Hs1 : s1_claim x) :
  x = s12_board 0 0 1 0 -> fst (s12_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q4] in Hc |- *.
  pose proof (Hs1 0 1 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c==1 && d==1: the board of s11 *)
Lemma s12_c5_p5 x (Hs11 : s11_claim x) :
  x = s12_board 0 0 1 1 -> fst (s12_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q5] in Hc |- *.
  pose proof (Hs11 0 1 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c==1 && d>=2: the board of s11 *)
Lemma s12_c6_p5 x (Hs11 : s11_claim x) (d : nat) :
  x = s12_board 0 0 1 (2 + d) -> fst (s12_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q5] in Hc |- *.
  pose proof (Hs11 0 1 (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c>=2 && d==0: the board of s1 *)
Lemma s12_c7_p9 x (Hs1 : s1_claim x) (c : nat) :
  x = s12_board 0 0 (2 + c) 0 -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs1 0 (2 + c) ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c>=2 && d==1: the board of s11 *)
Lemma s12_c8_p9 x (Hs11 : s11_claim x) (c : nat) :
  x = s12_board 0 0 (2 + c) 1 -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs11 0 (2 + c) 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s11 *)
Lemma s12_c9_p9 x (Hs11 : s11_claim x) (c d : nat) :
  x = s12_board 0 0 (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs11 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c==0 && d==0: the board of s2 *)
Lemma s12_c10_p10 x (Hs2 : s2_claim x) :
  x = s12_board 0 1 0 0 -> fst (s12_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q10] in Hc |- *.
  pose proof (Hs2 0 1 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c11_L : lmoves (s12_board 0 1 0 1) = [s11_board 0 1 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c11_R : rmoves (s12_board 0 1 0 1) = [s17_board 0 1 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c==0 && d==1 *)
Lemma s12_c11_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 1 0 1 -> fst (s12_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q12] in Hc |- *.
  rewrite tf_game_eq, (s12_c11_L), (s12_c11_R); cbn [map].
  pose proof (use_s11 IH 0 1 1 (opt_l _ _ _ (s12_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 0 1 (opt_r _ _ _ (s12_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c12_L (d : nat) : lmoves (s12_board 0 1 0 (2 + d)) = [s11_board 0 1 (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c12_R (d : nat) : rmoves (s12_board 0 1 0 (2 + d)) = [s17_board 0 1 0 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s12_c12_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s12_board 0 1 0 (2 + d) -> fst (s12_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q12] in Hc |- *.
  rewrite tf_game_eq, (s12_c12_L d), (s12_c12_R d); cbn [map].
  pose proof (use_s11 IH 0 1 (2 + d) (opt_l _ _ _ (s12_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 0 (2 + d) (opt_r _ _ _ (s12_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c==1 && d==0: the board of s2 *)
Lemma s12_c13_p13 x (Hs2 : s2_claim x) :
  x = s12_board 0 1 1 0 -> fst (s12_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q13] in Hc |- *.
  pose proof (Hs2 0 1 1 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s12_c14_L : lmoves (s12_board 0 1 1 1) = [s11_board 0 2 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c14_R : rmoves (s12_board 0 1 1 1) = [s17_board 0 1 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s12_c14_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 0 1 1 1 -> fst (s12_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q14] in Hc |- *.
  rewrite tf_game_eq, (s12_c14_L), (s12_c14_R); cbn [map].
  pose proof (use_s11 IH 0 2 1 (opt_l _ _ _ (s12_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 1 1 (opt_r _ _ _ (s12_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p16 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s12_c15_L (d : nat) : lmoves (s12_board 0 1 1 (2 + d)) = [s11_board 0 2 (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c15_R (d : nat) : rmoves (s12_board 0 1 1 (2 + d)) = [s17_board 0 1 1 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s12_c15_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s12_board 0 1 1 (2 + d) -> fst (s12_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q16] in Hc |- *.
  rewrite tf_game_eq, (s12_c15_L d), (s12_c15_R d); cbn [map].
  pose proof (use_s11 IH 0 2 (2 + d) (opt_l _ _ _ (s12_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 1 1 (2 + d) (opt_r _ _ _ (s12_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c>=2 && d==0: the board of s2 *)
Lemma s12_c16_p9 x (Hs2 : s2_claim x) (c : nat) :
  x = s12_board 0 1 (2 + c) 0 -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs2 0 1 (2 + c) ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c17_L (c : nat) : lmoves (s12_board 0 1 (2 + c) 1) = [s11_board 0 (3 + c) 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c17_R (c : nat) : rmoves (s12_board 0 1 (2 + c) 1) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s12_c17_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s12_board 0 1 (2 + c) 1 -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c17_L c), (s12_c17_R c); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) 1 (opt_l _ _ _ (s12_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c18_L (c d : nat) : lmoves (s12_board 0 1 (2 + c) (2 + d)) = [s11_board 0 (3 + c) (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c18_R (c d : nat) : rmoves (s12_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s12_c18_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s12_board 0 1 (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c18_L c d), (s12_c18_R c d); cbn [map].
  pose proof (use_s11 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s12_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c==0 && d==0: the board of s2 *)
Lemma s12_c19_p17 x (Hs2 : s2_claim x) (b : nat) :
  x = s12_board 0 (2 + b) 0 0 -> fst (s12_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q17] in Hc |- *.
  pose proof (Hs2 0 (2 + b) 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c19_p25 x (Hs2 : s2_claim x) (b : nat) :
  x = s12_board 0 (2 + b) 0 0 -> fst (s12_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q25] in Hc |- *.
  pose proof (Hs2 0 (2 + b) 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c20_L (b : nat) : lmoves (s12_board 0 (2 + b) 0 1) = [s12_board 0 (1 + b) 1 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c20_R (b : nat) : rmoves (s12_board 0 (2 + b) 0 1) = [s17_board 0 (2 + b) 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s12_c20_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 0 1 -> fst (s12_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q18] in Hc |- *.
  rewrite tf_game_eq, (s12_c20_L b), (s12_c20_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s12_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s12_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p14 Ho0 ltac:(zlia)).
  rewrite (s17_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c20_p28 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 0 1 -> fst (s12_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q28 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q28] in Hc |- *.
  rewrite tf_game_eq, (s12_c20_L b), (s12_c20_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s12_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s12_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p21 Ho0 ltac:(zlia)).
  rewrite (s17_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c21_L (b d : nat) : lmoves (s12_board 0 (2 + b) 0 (2 + d)) = [s12_board 0 (1 + b) 1 (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c21_R (b d : nat) : rmoves (s12_board 0 (2 + b) 0 (2 + d)) = [s17_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s12_c21_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 0 (2 + b) 0 (2 + d) -> fst (s12_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q19] in Hc |- *.
  rewrite tf_game_eq, (s12_c21_L b d), (s12_c21_R b d); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s12_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s12_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p16 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c21_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 0 (2 + b) 0 (2 + d) -> fst (s12_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q30 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q30] in Hc |- *.
  rewrite tf_game_eq, (s12_c21_L b d), (s12_c21_R b d); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s12_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s12_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p22 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c21_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 0 (2 + b) 0 (2 + d) -> fst (s12_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q32] in Hc |- *.
  rewrite tf_game_eq, (s12_c21_L b d), (s12_c21_R b d); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s12_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s12_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p31 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c==1 && d==0: the board of s2 *)
Lemma s12_c22_p20 x (Hs2 : s2_claim x) (b : nat) :
  x = s12_board 0 (2 + b) 1 0 -> fst (s12_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q20] in Hc |- *.
  pose proof (Hs2 0 (2 + b) 1 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s12_c23_L (b : nat) : lmoves (s12_board 0 (2 + b) 1 1) = [s12_board 0 (1 + b) 2 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c23_R (b : nat) : rmoves (s12_board 0 (2 + b) 1 1) = [s17_board 0 (2 + b) 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s12_c23_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 0 (2 + b) 1 1 -> fst (s12_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q21] in Hc |- *.
  rewrite tf_game_eq, (s12_c23_L b), (s12_c23_R b); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s12_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s12_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p19 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c24_L (b d : nat) : lmoves (s12_board 0 (2 + b) 1 (2 + d)) = [s12_board 0 (1 + b) 2 (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c24_R (b d : nat) : rmoves (s12_board 0 (2 + b) 1 (2 + d)) = [s17_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s12_c24_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 0 (2 + b) 1 (2 + d) -> fst (s12_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q22 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q22] in Hc |- *.
  rewrite tf_game_eq, (s12_c24_L b d), (s12_c24_R b d); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s12_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s12_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c24_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 0 (2 + b) 1 (2 + d) -> fst (s12_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q31] in Hc |- *.
  rewrite tf_game_eq, (s12_c24_L b d), (s12_c24_R b d); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s12_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s12_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s17_p14 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c>=2 && d==0: the board of s2 *)
Lemma s12_c25_p9 x (Hs2 : s2_claim x) (b c : nat) :
  x = s12_board 0 (2 + b) (2 + c) 0 -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs2 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c26_L (b c : nat) : lmoves (s12_board 0 (2 + b) (2 + c) 1) = [s12_board 0 (1 + b) (3 + c) 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c26_R (b c : nat) : rmoves (s12_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s12_c26_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s12_board 0 (2 + b) (2 + c) 1 -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c26_L b c), (s12_c26_R b c); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s12_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c27_L (b c d : nat) : lmoves (s12_board 0 (2 + b) (2 + c) (2 + d)) = [s12_board 0 (1 + b) (3 + c) (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c27_R (b c d : nat) : rmoves (s12_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s12_c27_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s12_board 0 (2 + b) (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c27_L b c d), (s12_c27_R b c d); cbn [map].
  pose proof (use_s12 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s12_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c==0 && d==0: the board of s1 *)
Lemma s12_c28_p33 x (Hs1 : s1_claim x) :
  x = s12_board 1 0 0 0 -> fst (s12_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q33 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q33] in Hc |- *.
  pose proof (Hs1 1 0 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c==0 && d==1: the board of s11 *)
Lemma s12_c29_p6 x (Hs11 : s11_claim x) :
  x = s12_board 1 0 0 1 -> fst (s12_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q6] in Hc |- *.
  pose proof (Hs11 1 0 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c==0 && d>=2: the board of s11 *)
Lemma s12_c30_p7 x (Hs11 : s11_claim x) (d : nat) :
  x = s12_board 1 0 0 (2 + d) -> fst (s12_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q7] in Hc |- *.
  pose proof (Hs11 1 0 (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c==1 && d==0: the board of s1 *)
Lemma s12_c31_p34 x (Hs1 : s1_claim x) :
  x = s12_board 1 0 1 0 -> fst (s12_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q34] in Hc |- *.
  pose proof (Hs1 1 1 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c==1 && d==1: the board of s11 *)
Lemma s12_c32_p15 x (Hs11 : s11_claim x) :
  x = s12_board 1 0 1 1 -> fst (s12_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q15 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q15] in Hc |- *.
  pose proof (Hs11 1 1 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c==1 && d>=2: the board of s11 *)
Lemma s12_c33_p35 x (Hs11 : s11_claim x) (d : nat) :
  x = s12_board 1 0 1 (2 + d) -> fst (s12_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q35 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q35] in Hc |- *.
  pose proof (Hs11 1 1 (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c>=2 && d==0: the board of s1 *)
Lemma s12_c34_p9 x (Hs1 : s1_claim x) (c : nat) :
  x = s12_board 1 0 (2 + c) 0 -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs1 1 (2 + c) ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c>=2 && d==1: the board of s11 *)
Lemma s12_c35_p9 x (Hs11 : s11_claim x) (c : nat) :
  x = s12_board 1 0 (2 + c) 1 -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs11 1 (2 + c) 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s11 *)
Lemma s12_c36_p9 x (Hs11 : s11_claim x) (c d : nat) :
  x = s12_board 1 0 (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs11 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c==0 && d==0: the board of s2 *)
Lemma s12_c37_p6 x (Hs2 : s2_claim x) :
  x = s12_board 1 1 0 0 -> fst (s12_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q6] in Hc |- *.
  pose proof (Hs2 1 1 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c38_L : lmoves (s12_board 1 1 0 1) = [s12_board 0 2 0 1; s11_board 1 1 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c38_R : rmoves (s12_board 1 1 0 1) = [s17_board 1 1 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c==0 && d==1 *)
Lemma s12_c38_p36 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 1 0 1 -> fst (s12_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q36 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q36] in Hc |- *.
  rewrite tf_game_eq, (s12_c38_L), (s12_c38_R); cbn [map].
  pose proof (use_s12 IH 0 2 0 1 (opt_l _ _ _ (s12_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 1 1 (opt_l _ _ _ (s12_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 1 0 1 (opt_r _ _ _ (s12_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p18 Ho0 ltac:(zlia)).
  rewrite (s11_p9 Ho1 ltac:(zlia)).
  rewrite (s17_p16 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c39_L (d : nat) : lmoves (s12_board 1 1 0 (2 + d)) = [s12_board 0 2 0 (2 + d); s11_board 1 1 (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c39_R (d : nat) : rmoves (s12_board 1 1 0 (2 + d)) = [s17_board 1 1 0 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s12_c39_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s12_board 1 1 0 (2 + d) -> fst (s12_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q22] in Hc |- *.
  rewrite tf_game_eq, (s12_c39_L d), (s12_c39_R d); cbn [map].
  pose proof (use_s12 IH 0 2 0 (2 + d) (opt_l _ _ _ (s12_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 1 (2 + d) (opt_l _ _ _ (s12_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 1 0 (2 + d) (opt_r _ _ _ (s12_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p19 Ho0 ltac:(zlia)).
  rewrite (s11_p5 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c==1 && d==0: the board of s2 *)
Lemma s12_c40_p37 x (Hs2 : s2_claim x) :
  x = s12_board 1 1 1 0 -> fst (s12_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q37 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q37] in Hc |- *.
  pose proof (Hs2 1 1 1 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s12_c41_L : lmoves (s12_board 1 1 1 1) = [s12_board 0 2 1 1; s11_board 1 2 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c41_R : rmoves (s12_board 1 1 1 1) = [s17_board 1 1 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s12_c41_p38 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s12_board 1 1 1 1 -> fst (s12_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q38 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q38] in Hc |- *.
  rewrite tf_game_eq, (s12_c41_L), (s12_c41_R); cbn [map].
  pose proof (use_s12 IH 0 2 1 1 (opt_l _ _ _ (s12_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 1 (opt_l _ _ _ (s12_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 1 1 1 (opt_r _ _ _ (s12_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p21 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  rewrite (s17_p42 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c42_L (d : nat) : lmoves (s12_board 1 1 1 (2 + d)) = [s12_board 0 2 1 (2 + d); s11_board 1 2 (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c42_R (d : nat) : rmoves (s12_board 1 1 1 (2 + d)) = [s17_board 1 1 1 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s12_c42_p39 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s12_board 1 1 1 (2 + d) -> fst (s12_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q39 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q39] in Hc |- *.
  rewrite tf_game_eq, (s12_c42_L d), (s12_c42_R d); cbn [map].
  pose proof (use_s12 IH 0 2 1 (2 + d) (opt_l _ _ _ (s12_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 2 (2 + d) (opt_l _ _ _ (s12_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 1 1 (2 + d) (opt_r _ _ _ (s12_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p22 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c>=2 && d==0: the board of s2 *)
Lemma s12_c43_p9 x (Hs2 : s2_claim x) (c : nat) :
  x = s12_board 1 1 (2 + c) 0 -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs2 1 1 (2 + c) ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c44_L (c : nat) : lmoves (s12_board 1 1 (2 + c) 1) = [s12_board 0 2 (2 + c) 1; s11_board 1 (3 + c) 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c44_R (c : nat) : rmoves (s12_board 1 1 (2 + c) 1) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s12_c44_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s12_board 1 1 (2 + c) 1 -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c44_L c), (s12_c44_R c); cbn [map].
  pose proof (use_s12 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s12_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) 1 (opt_l _ _ _ (s12_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c45_L (c d : nat) : lmoves (s12_board 1 1 (2 + c) (2 + d)) = [s12_board 0 2 (2 + c) (2 + d); s11_board 1 (3 + c) (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c45_R (c d : nat) : rmoves (s12_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s12_c45_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s12_board 1 1 (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c45_L c d), (s12_c45_R c d); cbn [map].
  pose proof (use_s12 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s12_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s12_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c==0 && d==0: the board of s2 *)
Lemma s12_c46_p23 x (Hs2 : s2_claim x) (b : nat) :
  x = s12_board 1 (2 + b) 0 0 -> fst (s12_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q23] in Hc |- *.
  pose proof (Hs2 1 (2 + b) 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c46_p36 x (Hs2 : s2_claim x) (b : nat) :
  x = s12_board 1 (2 + b) 0 0 -> fst (s12_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q36] in Hc |- *.
  pose proof (Hs2 1 (2 + b) 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c47_L (b : nat) : lmoves (s12_board 1 (2 + b) 0 1) = [s12_board 0 (3 + b) 0 1; s12_board 1 (1 + b) 1 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c47_R (b : nat) : rmoves (s12_board 1 (2 + b) 0 1) = [s17_board 1 (2 + b) 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s12_c47_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 0 1 -> fst (s12_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q40 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q40] in Hc |- *.
  rewrite tf_game_eq, (s12_c47_L b), (s12_c47_R b); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s12_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s12_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s12_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p28 Ho0 ltac:(zlia)).
  rewrite (s12_p38 Ho1 ltac:(zlia)).
  rewrite (s17_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c47_p42 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 0 1 -> fst (s12_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q42 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q42] in Hc |- *.
  rewrite tf_game_eq, (s12_c47_L b), (s12_c47_R b); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s12_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s12_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s12_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p28 Ho0 ltac:(zlia)).
  rewrite (s12_p21 Ho1 ltac:(zlia)).
  rewrite (s17_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c48_L (b d : nat) : lmoves (s12_board 1 (2 + b) 0 (2 + d)) = [s12_board 0 (3 + b) 0 (2 + d); s12_board 1 (1 + b) 1 (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c48_R (b d : nat) : rmoves (s12_board 1 (2 + b) 0 (2 + d)) = [s17_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s12_c48_p32 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 1 (2 + b) 0 (2 + d) -> fst (s12_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q32 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q32] in Hc |- *.
  rewrite tf_game_eq, (s12_c48_L b d), (s12_c48_R b d); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s12_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s12_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s12_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p32 Ho0 ltac:(zlia)).
  rewrite (s12_p31 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c48_p41 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 1 (2 + b) 0 (2 + d) -> fst (s12_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q41 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q41] in Hc |- *.
  rewrite tf_game_eq, (s12_c48_L b d), (s12_c48_R b d); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s12_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s12_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s12_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p30 Ho0 ltac:(zlia)).
  rewrite (s12_p39 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c==1 && d==0: the board of s2 *)
Lemma s12_c49_p20 x (Hs2 : s2_claim x) (b : nat) :
  x = s12_board 1 (2 + b) 1 0 -> fst (s12_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q20] in Hc |- *.
  pose proof (Hs2 1 (2 + b) 1 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s12_c50_L (b : nat) : lmoves (s12_board 1 (2 + b) 1 1) = [s12_board 0 (3 + b) 1 1; s12_board 1 (1 + b) 2 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c50_R (b : nat) : rmoves (s12_board 1 (2 + b) 1 1) = [s17_board 1 (2 + b) 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s12_c50_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s12_board 1 (2 + b) 1 1 -> fst (s12_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q21] in Hc |- *.
  rewrite tf_game_eq, (s12_c50_L b), (s12_c50_R b); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s12_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s12_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s12_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p21 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  rewrite (s17_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c51_L (b d : nat) : lmoves (s12_board 1 (2 + b) 1 (2 + d)) = [s12_board 0 (3 + b) 1 (2 + d); s12_board 1 (1 + b) 2 (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c51_R (b d : nat) : rmoves (s12_board 1 (2 + b) 1 (2 + d)) = [s17_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s12_c51_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s12_board 1 (2 + b) 1 (2 + d) -> fst (s12_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q31] in Hc |- *.
  rewrite tf_game_eq, (s12_c51_L b d), (s12_c51_R b d); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s12_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s12_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s12_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p31 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c>=2 && d==0: the board of s2 *)
Lemma s12_c52_p9 x (Hs2 : s2_claim x) (b c : nat) :
  x = s12_board 1 (2 + b) (2 + c) 0 -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs2 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c53_L (b c : nat) : lmoves (s12_board 1 (2 + b) (2 + c) 1) = [s12_board 0 (3 + b) (2 + c) 1; s12_board 1 (1 + b) (3 + c) 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c53_R (b c : nat) : rmoves (s12_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s12_c53_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s12_board 1 (2 + b) (2 + c) 1 -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c53_L b c), (s12_c53_R b c); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s12_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s12_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c54_L (b c d : nat) : lmoves (s12_board 1 (2 + b) (2 + c) (2 + d)) = [s12_board 0 (3 + b) (2 + c) (2 + d); s12_board 1 (1 + b) (3 + c) (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c54_R (b c d : nat) : rmoves (s12_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s12_c54_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s12_board 1 (2 + b) (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c54_L b c d), (s12_c54_R b c d); cbn [map].
  pose proof (use_s12 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s12_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s12_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c==0 && d==0: the board of s1 *)
Lemma s12_c55_p34 x (Hs1 : s1_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 0 -> fst (s12_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q34] in Hc |- *.
  pose proof (Hs1 (2 + a) 0 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c55_p50 x (Hs1 : s1_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 0 -> fst (s12_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q50 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q50] in Hc |- *.
  pose proof (Hs1 (2 + a) 0 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c==0 && d==1: the board of s11 *)
Lemma s12_c56_p15 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 1 -> fst (s12_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q15] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c56_p24 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 1 -> fst (s12_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q24 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q24] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c56_p55 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 0 1 -> fst (s12_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q55] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s11 *)
Lemma s12_c57_p7 x (Hs11 : s11_claim x) (a d : nat) :
  x = s12_board (2 + a) 0 0 (2 + d) -> fst (s12_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q7] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c==1 && d==0: the board of s1 *)
Lemma s12_c58_p43 x (Hs1 : s1_claim x) (a : nat) :
  x = s12_board (2 + a) 0 1 0 -> fst (s12_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q43] in Hc |- *.
  pose proof (Hs1 (2 + a) 1 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c58_p56 x (Hs1 : s1_claim x) (a : nat) :
  x = s12_board (2 + a) 0 1 0 -> fst (s12_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q56] in Hc |- *.
  pose proof (Hs1 (2 + a) 1 ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c==1 && d==1: the board of s11 *)
Lemma s12_c59_p44 x (Hs11 : s11_claim x) (a : nat) :
  x = s12_board (2 + a) 0 1 1 -> fst (s12_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q44] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s11 *)
Lemma s12_c60_p35 x (Hs11 : s11_claim x) (a d : nat) :
  x = s12_board (2 + a) 0 1 (2 + d) -> fst (s12_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q35] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s1 *)
Lemma s12_c61_p9 x (Hs1 : s1_claim x) (a c : nat) :
  x = s12_board (2 + a) 0 (2 + c) 0 -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs1 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s12_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s11 *)
Lemma s12_c62_p9 x (Hs11 : s11_claim x) (a c : nat) :
  x = s12_board (2 + a) 0 (2 + c) 1 -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s11 *)
Lemma s12_c63_p9 x (Hs11 : s11_claim x) (a c d : nat) :
  x = s12_board (2 + a) 0 (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s12_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c==0 && d==0: the board of s2 *)
Lemma s12_c64_p11 x (Hs2 : s2_claim x) (a : nat) :
  x = s12_board (2 + a) 1 0 0 -> fst (s12_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q11] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c64_p45 x (Hs2 : s2_claim x) (a : nat) :
  x = s12_board (2 + a) 1 0 0 -> fst (s12_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q45] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s12_c65_L (a : nat) : lmoves (s12_board (2 + a) 1 0 1) = [s12_board (1 + a) 2 0 1; s11_board (2 + a) 1 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c65_R (a : nat) : rmoves (s12_board (2 + a) 1 0 1) = [s17_board (2 + a) 1 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s12_c65_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 1 0 1 -> fst (s12_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q46] in Hc |- *.
  rewrite tf_game_eq, (s12_c65_L a), (s12_c65_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 0 1 (opt_l _ _ _ (s12_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 1 1 (opt_l _ _ _ (s12_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 0 1 (opt_r _ _ _ (s12_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p40 Ho0 ltac:(zlia)).
  rewrite (s11_p9 Ho1 ltac:(zlia)).
  rewrite (s17_p53 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s12_c65_p51 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 1 0 1 -> fst (s12_q51 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q51 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q51] in Hc |- *.
  rewrite tf_game_eq, (s12_c65_L a), (s12_c65_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 0 1 (opt_l _ _ _ (s12_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 1 1 (opt_l _ _ _ (s12_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 0 1 (opt_r _ _ _ (s12_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s12_p49 Ho0 ltac:(zlia)).
    rewrite (s11_p9 Ho1 ltac:(zlia)).
    rewrite (s17_p62 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s12_p54 Ho0 ltac:(zlia)).
    rewrite (s11_p9 Ho1 ltac:(zlia)).
    rewrite (s17_p62 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s12_c66_L (a d : nat) : lmoves (s12_board (2 + a) 1 0 (2 + d)) = [s12_board (1 + a) 2 0 (2 + d); s11_board (2 + a) 1 (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c66_R (a d : nat) : rmoves (s12_board (2 + a) 1 0 (2 + d)) = [s17_board (2 + a) 1 0 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s12_c66_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s12_board (2 + a) 1 0 (2 + d) -> fst (s12_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q26 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q26] in Hc |- *.
  rewrite tf_game_eq, (s12_c66_L a d), (s12_c66_R a d); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s12_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s12_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s12_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s12_p32 Ho0 ltac:(zlia)).
    rewrite (s11_p6 Ho1 ltac:(zlia)).
    rewrite (s17_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s12_p41 Ho0 ltac:(zlia)).
    rewrite (s11_p6 Ho1 ltac:(zlia)).
    rewrite (s17_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c==1 && d==0: the board of s2 *)
Lemma s12_c67_p47 x (Hs2 : s2_claim x) (a : nat) :
  x = s12_board (2 + a) 1 1 0 -> fst (s12_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q47 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q47] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 1 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c67_p52 x (Hs2 : s2_claim x) (a : nat) :
  x = s12_board (2 + a) 1 1 0 -> fst (s12_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q52 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q52] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 1 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s12_c68_L (a : nat) : lmoves (s12_board (2 + a) 1 1 1) = [s12_board (1 + a) 2 1 1; s11_board (2 + a) 2 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c68_R (a : nat) : rmoves (s12_board (2 + a) 1 1 1) = [s17_board (2 + a) 1 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s12_c68_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 1 1 1 -> fst (s12_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q48 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q48] in Hc |- *.
  rewrite tf_game_eq, (s12_c68_L a), (s12_c68_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 1 1 (opt_l _ _ _ (s12_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 1 (opt_l _ _ _ (s12_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 1 1 (opt_r _ _ _ (s12_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p21 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  rewrite (s17_p55 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s12_c68_p53 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s12_board (2 + a) 1 1 1 -> fst (s12_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q53 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q53] in Hc |- *.
  rewrite tf_game_eq, (s12_c68_L a), (s12_c68_R a); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 1 1 (opt_l _ _ _ (s12_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 1 (opt_l _ _ _ (s12_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 1 1 (opt_r _ _ _ (s12_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p21 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  rewrite (s17_p64 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s12_c69_L (a d : nat) : lmoves (s12_board (2 + a) 1 1 (2 + d)) = [s12_board (1 + a) 2 1 (2 + d); s11_board (2 + a) 2 (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c69_R (a d : nat) : rmoves (s12_board (2 + a) 1 1 (2 + d)) = [s17_board (2 + a) 1 1 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s12_c69_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s12_board (2 + a) 1 1 (2 + d) -> fst (s12_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q31 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q31] in Hc |- *.
  rewrite tf_game_eq, (s12_c69_L a d), (s12_c69_R a d); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s12_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s12_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s12_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p31 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c>=2 && d==0: the board of s2 *)
Lemma s12_c70_p9 x (Hs2 : s2_claim x) (a c : nat) :
  x = s12_board (2 + a) 1 (2 + c) 0 -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs2 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c71_L (a c : nat) : lmoves (s12_board (2 + a) 1 (2 + c) 1) = [s12_board (1 + a) 2 (2 + c) 1; s11_board (2 + a) (3 + c) 1].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c71_R (a c : nat) : rmoves (s12_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s12_c71_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s12_board (2 + a) 1 (2 + c) 1 -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c71_L a c), (s12_c71_R a c); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s12_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s12_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c72_L (a c d : nat) : lmoves (s12_board (2 + a) 1 (2 + c) (2 + d)) = [s12_board (1 + a) 2 (2 + c) (2 + d); s11_board (2 + a) (3 + c) (2 + d)].
Proof. unfold s11_board, s12_board. tf_options. Qed.
Lemma s12_c72_R (a c d : nat) : rmoves (s12_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s12_c72_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s12_board (2 + a) 1 (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c72_L a c d), (s12_c72_R a c d); cbn [map].
  pose proof (use_s12 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s12_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s11 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s12_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s11_p4 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s2 *)
Lemma s12_c73_p8 x (Hs2 : s2_claim x) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 0 0 -> fst (s12_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q8] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [num_cmp | num_cmp].
  }
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [num_cmp | num_cmp].
  }
Qed.

Lemma s12_c73_p27 x (Hs2 : s2_claim x) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 0 0 -> fst (s12_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s12_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q27] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s12_c74_L (a b : nat) : lmoves (s12_board (2 + a) (2 + b) 0 1) = [s12_board (1 + a) (3 + b) 0 1; s12_board (2 + a) (1 + b) 1 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c74_R (a b : nat) : rmoves (s12_board (2 + a) (2 + b) 0 1) = [s17_board (2 + a) (2 + b) 0 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s12_c74_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 0 1 -> fst (s12_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q29] in Hc |- *.
  rewrite tf_game_eq, (s12_c74_L a b), (s12_c74_R a b); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s12_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s12_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s12_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s12_p29 Ho0 ltac:(zlia)).
    rewrite (s12_p21 Ho1 ltac:(zlia)).
    rewrite (s17_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s12_p42 Ho0 ltac:(zlia)).
    rewrite (s12_p21 Ho1 ltac:(zlia)).
    rewrite (s17_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s12_c74_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 0 1 -> fst (s12_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q49] in Hc |- *.
  rewrite tf_game_eq, (s12_c74_L a b), (s12_c74_R a b); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s12_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s12_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s12_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p42 Ho0 ltac:(zlia)).
  rewrite (s12_p48 Ho1 ltac:(zlia)).
  rewrite (s17_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c74_p54 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 0 1 -> fst (s12_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s12_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q54] in Hc |- *.
  rewrite tf_game_eq, (s12_c74_L a b), (s12_c74_R a b); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s12_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s12_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s12_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p29 Ho0 ltac:(zlia)).
  rewrite (s12_p53 Ho1 ltac:(zlia)).
  rewrite (s17_p15 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c75_L (a b d : nat) : lmoves (s12_board (2 + a) (2 + b) 0 (2 + d)) = [s12_board (1 + a) (3 + b) 0 (2 + d); s12_board (2 + a) (1 + b) 1 (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c75_R (a b d : nat) : rmoves (s12_board (2 + a) (2 + b) 0 (2 + d)) = [s17_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s12_c75_p32 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s12_board (2 + a) (2 + b) 0 (2 + d) -> fst (s12_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q32 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q32] in Hc |- *.
  rewrite tf_game_eq, (s12_c75_L a b d), (s12_c75_R a b d); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s12_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s12_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s12_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p32 Ho0 ltac:(zlia)).
  rewrite (s12_p31 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c==1 && d==0: the board of s2 *)
Lemma s12_c76_p20 x (Hs2 : s2_claim x) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 1 0 -> fst (s12_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s12_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q20] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s12_c77_L (a b : nat) : lmoves (s12_board (2 + a) (2 + b) 1 1) = [s12_board (1 + a) (3 + b) 1 1; s12_board (2 + a) (1 + b) 2 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c77_R (a b : nat) : rmoves (s12_board (2 + a) (2 + b) 1 1) = [s17_board (2 + a) (2 + b) 1 1].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s12_c77_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s12_board (2 + a) (2 + b) 1 1 -> fst (s12_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s12_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q21] in Hc |- *.
  rewrite tf_game_eq, (s12_c77_L a b), (s12_c77_R a b); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s12_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s12_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s12_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p21 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  rewrite (s17_p19 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s12_c78_L (a b d : nat) : lmoves (s12_board (2 + a) (2 + b) 1 (2 + d)) = [s12_board (1 + a) (3 + b) 1 (2 + d); s12_board (2 + a) (1 + b) 2 (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c78_R (a b d : nat) : rmoves (s12_board (2 + a) (2 + b) 1 (2 + d)) = [s17_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s12_board, s17_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s12_c78_p31 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s12_board (2 + a) (2 + b) 1 (2 + d) -> fst (s12_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q31 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q31] in Hc |- *.
  rewrite tf_game_eq, (s12_c78_L a b d), (s12_c78_R a b d); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s12_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s12_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s17 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s12_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s12_p31 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  rewrite (s17_p14 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c>=2 && d==0: the board of s2 *)
Lemma s12_c79_p9 x (Hs2 : s2_claim x) (a b c : nat) :
  x = s12_board (2 + a) (2 + b) (2 + c) 0 -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s12_q9] in Hc |- *.
  pose proof (Hs2 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s12_board, s2_board; board_eq)) as Ho0.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s12_c80_L (a b c : nat) : lmoves (s12_board (2 + a) (2 + b) (2 + c) 1) = [s12_board (1 + a) (3 + b) (2 + c) 1; s12_board (2 + a) (1 + b) (3 + c) 1].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c80_R (a b c : nat) : rmoves (s12_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s12_c80_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s12_board (2 + a) (2 + b) (2 + c) 1 -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c80_L a b c), (s12_c80_R a b c); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s12_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s12_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s12_c81_L (a b c d : nat) : lmoves (s12_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s12_board (1 + a) (3 + b) (2 + c) (2 + d); s12_board (2 + a) (1 + b) (3 + c) (2 + d)].
Proof. unfold s12_board. tf_options. Qed.
Lemma s12_c81_R (a b c d : nat) : rmoves (s12_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s12_board. tf_options. Qed.
(* s12 = T^a _ T^b _ T^c F T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s12_c81_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s12_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s12_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s12_q9] in Hc |- *.
  rewrite tf_game_eq, (s12_c81_L a b c d), (s12_c81_R a b c d); cbn [map].
  pose proof (use_s12 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s12_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s12 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s12_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s12_p9 Ho0 ltac:(zlia)).
  rewrite (s12_p9 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s13 = T^a _ T^b F T^c F _ on a==0 && b==0 && c==0: the board of s3 *)
Lemma s13_c1_p1 x (Hs3 : s3_claim x) :
  x = s13_board 0 0 0 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs3 0 0 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s13_c2_L : lmoves (s13_board 0 0 1) = [strip [(1, 1); (1, 1)] ([]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c2_L1 : tf_norm (strip [(1, 1); (1, 1)] ([]) [(1, 0)]) (repeat E 2) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s13_c2_R : rmoves (s13_board 0 0 1) = [strip [(0, 1)] ([E; T; F; E]) []].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E]) []) (s6_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==0 && b==0 && c==1 *)
Lemma s13_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 0 0 1 -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c2_L), (s13_c2_R); cbn [map].
  rewrite (tf_norm_blank (s13_c2_L1)).
  rewrite (tf_norm_game0 (s13_c2_R1)).
  pose proof (use_s6 IH 0 1 (opt_norm_r _ _ _ _ _ (s13_c2_R) ltac:(cbn [In]; left; reflexivity) (s13_c2_R1))) as Ho1.
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c3_L (c : nat) : lmoves (s13_board 0 0 (2 + c)) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c3_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s8_board 0 (1 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s8_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c3_R (c : nat) : rmoves (s13_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E]) []) (s6_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==0 && b==0 && c>=2 *)
Lemma s13_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 0 0 (2 + c) -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c3_L c), (s13_c3_R c); cbn [map].
  rewrite (tf_norm_game (s13_c3_L1 c)).
  pose proof (use_s8 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c3_L c) ltac:(cbn [In]; left; reflexivity) (s13_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s13_c3_R1 c)).
  pose proof (use_s6 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s13_c3_R c) ltac:(cbn [In]; left; reflexivity) (s13_c3_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s8_p1 Ho0 ltac:(zlia)).
    rewrite (s8_p1_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s8_p3 Ho0 ltac:(zlia)).
    rewrite (s8_p3_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s8_p6 Ho0 ltac:(zlia)).
    rewrite (s8_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s8_p8 Ho0 ltac:(zlia)).
    rewrite (s8_p8_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_via _ (int (-1))); [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | num_cmp] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a==0 && b==1 && c==0: the board of s3 *)
Lemma s13_c4_p1 x (Hs3 : s3_claim x) :
  x = s13_board 0 1 0 -> fst (s13_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs3 0 1 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s13_c5_L : lmoves (s13_board 0 1 1) = [strip [] ([E; T; F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c5_L1 : tf_norm (strip [] ([E; T; F; E; F]) [(1, 0)]) (s17_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c5_R : rmoves (s13_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F; E]) []].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E]) []) (s6_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==0 && b==1 && c==1 *)
Lemma s13_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 0 1 1 -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c5_L), (s13_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s13_c5_L1)).
  pose proof (use_s17 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s13_c5_L) ltac:(cbn [In]; left; reflexivity) (s13_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s13_c5_R1)).
  pose proof (use_s6 IH 1 1 (opt_norm_r _ _ _ _ _ (s13_c5_R) ltac:(cbn [In]; left; reflexivity) (s13_c5_R1))) as Ho1.
  rewrite (s17_p3 Ho0 ltac:(zlia)).
  rewrite (s6_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c6_L (c : nat) : lmoves (s13_board 0 1 (2 + c)) = [strip [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c6_L1 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board 0 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c6_R (c : nat) : rmoves (s13_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []) (s6_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s6_board; strip_board_eq | strip_offset]. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s13_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 0 1 (2 + c) -> fst (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c6_L c), (s13_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s13_c6_L1 c)).
  pose proof (use_s17 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c6_L c) ltac:(cbn [In]; left; reflexivity) (s13_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s13_c6_R1 c)).
  pose proof (use_s6 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s13_c6_R c) ltac:(cbn [In]; left; reflexivity) (s13_c6_R1 c))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s17_p8 Ho0 ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s17_p21 Ho0 ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s17_p25 Ho0 ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s17_p29 Ho0 ltac:(zlia)).
    rewrite (s6_p2 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a==0 && b>=2 && c==0: the board of s3 *)
Lemma s13_c7_p3 x (Hs3 : s3_claim x) (b : nat) :
  x = s13_board 0 (2 + b) 0 -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q3] in Hc |- *.
  pose proof (Hs3 0 (2 + b) ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c8_L (b : nat) : lmoves (s13_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c8_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s17_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c8_R (b : nat) : rmoves (s13_board 0 (2 + b) 1) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s13_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 0 (2 + b) 1 -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c8_L b), (s13_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s13_c8_L1 b)).
  pose proof (use_s17 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s13_c8_L b) ltac:(cbn [In]; left; reflexivity) (s13_c8_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s17_p30 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s17_p31 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s17_p32 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s13_c9_L (b c : nat) : lmoves (s13_board 0 (2 + b) (2 + c)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c9_L1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board 0 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c9_R (b c : nat) : rmoves (s13_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s13_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s13_board 0 (2 + b) (2 + c) -> fst (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c9_L b c), (s13_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s13_c9_L1 b c)).
  pose proof (use_s17 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s13_c9_L1 b c))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s17_p9 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s17_p21 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s17_p25 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s17_p29 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a==1 && b==0 && c==0: the board of s3 *)
Lemma s13_c10_p4 x (Hs3 : s3_claim x) :
  x = s13_board 1 0 0 -> fst (s13_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q4] in Hc |- *.
  pose proof (Hs3 1 0 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s13_c11_L : lmoves (s13_board 1 0 1) = [s13_board 0 1 1; strip [] ([T; E; F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c11_L2 : tf_norm (strip [] ([T; E; F; E; F]) [(1, 0)]) (s17_board 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c11_R : rmoves (s13_board 1 0 1) = [s10_board 1 1].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==1 && b==0 && c==1 *)
Lemma s13_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 1 0 1 -> fst (s13_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q6] in Hc |- *.
  rewrite tf_game_eq, (s13_c11_L), (s13_c11_R); cbn [map].
  pose proof (use_s13 IH 0 1 1 (opt_l _ _ _ (s13_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c11_L2)).
  pose proof (use_s17 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s13_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c11_L2))) as Ho1.
  pose proof (use_s10 IH 1 1 (opt_r _ _ _ (s13_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s17_p34 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c12_L (c : nat) : lmoves (s13_board 1 0 (2 + c)) = [s13_board 0 1 (2 + c); strip [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board 1 0 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c12_R (c : nat) : rmoves (s13_board 1 0 (2 + c)) = [s10_board 1 (2 + c)].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==1 && b==0 && c>=2 *)
Lemma s13_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 1 0 (2 + c) -> fst (s13_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q6] in Hc |- *.
  rewrite tf_game_eq, (s13_c12_L c), (s13_c12_R c); cbn [map].
  pose proof (use_s13 IH 0 1 (2 + c) (opt_l _ _ _ (s13_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c12_L2 c)).
  pose proof (use_s17 IH 1 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c12_L2 c))) as Ho1.
  pose proof (use_s10 IH 1 (2 + c) (opt_r _ _ _ (s13_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s17_p3 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p38 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p40 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a==1 && b==1 && c==0: the board of s3 *)
Lemma s13_c13_p1 x (Hs3 : s3_claim x) :
  x = s13_board 1 1 0 -> fst (s13_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q1 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q1] in Hc |- *.
  pose proof (Hs3 1 1 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c14_L : lmoves (s13_board 1 1 1) = [s13_board 0 2 1; strip [] ([T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c14_L2 : tf_norm (strip [] ([T; E; T; F; E; F]) [(1, 0)]) (s17_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c14_R : rmoves (s13_board 1 1 1) = [s18_board 1 1].
Proof. unfold s13_board, s18_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==1 && b==1 && c==1 *)
Lemma s13_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s13_board 1 1 1 -> fst (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c14_L), (s13_c14_R); cbn [map].
  pose proof (use_s13 IH 0 2 1 (opt_l _ _ _ (s13_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c14_L2)).
  pose proof (use_s17 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s13_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c14_L2))) as Ho1.
  pose proof (use_s18 IH 1 1 (opt_r _ _ _ (s13_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s17_p35 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s13_c15_L (c : nat) : lmoves (s13_board 1 1 (2 + c)) = [s13_board 0 2 (2 + c); strip [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c15_R (c : nat) : rmoves (s13_board 1 1 (2 + c)) = [s18_board 1 (2 + c)].
Proof. unfold s13_board, s18_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s13_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s13_board 1 1 (2 + c) -> fst (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q2] in Hc |- *.
  rewrite tf_game_eq, (s13_c15_L c), (s13_c15_R c); cbn [map].
  pose proof (use_s13 IH 0 2 (2 + c) (opt_l _ _ _ (s13_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c15_L2 c)).
  pose proof (use_s17 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c15_L2 c))) as Ho1.
  pose proof (use_s18 IH 1 (2 + c) (opt_r _ _ _ (s13_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s17_p41 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s17_p43 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s17_p45 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a==1 && b>=2 && c==0: the board of s3 *)
Lemma s13_c16_p3 x (Hs3 : s3_claim x) (b : nat) :
  x = s13_board 1 (2 + b) 0 -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q3] in Hc |- *.
  pose proof (Hs3 1 (2 + b) ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c17_L (b : nat) : lmoves (s13_board 1 (2 + b) 1) = [s13_board 0 (3 + b) 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s17_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c17_R (b : nat) : rmoves (s13_board 1 (2 + b) 1) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s13_c17_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s13_board 1 (2 + b) 1 -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c17_L b), (s13_c17_R b); cbn [map].
  pose proof (use_s13 IH 0 (3 + b) 1 (opt_l _ _ _ (s13_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c17_L2 b)).
  pose proof (use_s17 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s13_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c17_L2 b))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s17_p16 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p46 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p47 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s13_c18_L (b c : nat) : lmoves (s13_board 1 (2 + b) (2 + c)) = [s13_board 0 (3 + b) (2 + c); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c18_R (b c : nat) : rmoves (s13_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s13_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s13_board 1 (2 + b) (2 + c) -> fst (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c18_L b c), (s13_c18_R b c); cbn [map].
  pose proof (use_s13 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s13_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c18_L2 b c)).
  pose proof (use_s17 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c18_L2 b c))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s17_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p21 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p25 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a>=2 && b==0 && c==0: the board of s3 *)
Lemma s13_c19_p7 x (Hs3 : s3_claim x) (a : nat) :
  x = s13_board (2 + a) 0 0 -> fst (s13_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q7] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s13_c19_p9 x (Hs3 : s3_claim x) (a : nat) :
  x = s13_board (2 + a) 0 0 -> fst (s13_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q9] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s13_c19_p12 x (Hs3 : s3_claim x) (a : nat) :
  x = s13_board (2 + a) 0 0 -> fst (s13_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q12] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s13_c19_p14 x (Hs3 : s3_claim x) (a : nat) :
  x = s13_board (2 + a) 0 0 -> fst (s13_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s13_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q14] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s13_c20_L (a : nat) : lmoves (s13_board (2 + a) 0 1) = [s13_board (1 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c20_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]) (s17_board (2 + a) 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c20_R (a : nat) : rmoves (s13_board (2 + a) 0 1) = [s10_board (2 + a) 1].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a>=2 && b==0 && c==1 *)
Lemma s13_c20_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 0 1 -> fst (s13_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q8] in Hc |- *.
  rewrite tf_game_eq, (s13_c20_L a), (s13_c20_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 1 (opt_l _ _ _ (s13_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c20_L2 a)).
  pose proof (use_s17 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s13_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c20_L2 a))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s13_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  rewrite (s17_p48 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c20_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 0 1 -> fst (s13_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q10] in Hc |- *.
  rewrite tf_game_eq, (s13_c20_L a), (s13_c20_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 1 (opt_l _ _ _ (s13_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c20_L2 a)).
  pose proof (use_s17 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s13_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c20_L2 a))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s13_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p6 Ho0 ltac:(zlia)).
  rewrite (s17_p48 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c20_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 0 1 -> fst (s13_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s13_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q13] in Hc |- *.
  rewrite tf_game_eq, (s13_c20_L a), (s13_c20_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 1 (opt_l _ _ _ (s13_c20_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c20_L2 a)).
  pose proof (use_s17 IH (2 + a) 0 0 0 (opt_norm_l _ _ _ _ _ (s13_c20_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c20_L2 a))) as Ho1.
  pose proof (use_s10 IH (2 + a) 1 (opt_r _ _ _ (s13_c20_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p11 Ho0 ltac:(zlia)).
  rewrite (s17_p48 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c21_L (a c : nat) : lmoves (s13_board (2 + a) 0 (2 + c)) = [s13_board (1 + a) 1 (2 + c); strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c21_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board (2 + a) 0 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c21_R (a c : nat) : rmoves (s13_board (2 + a) 0 (2 + c)) = [s10_board (2 + a) (2 + c)].
Proof. unfold s10_board, s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a>=2 && b==0 && c>=2 *)
Lemma s13_c21_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 0 (2 + c) -> fst (s13_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q8] in Hc |- *.
  rewrite tf_game_eq, (s13_c21_L a c), (s13_c21_R a c); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s13_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c21_L2 a c)).
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c21_L2 a c))) as Ho1.
  pose proof (use_s10 IH (2 + a) (2 + c) (opt_r _ _ _ (s13_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s17_p49 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p51 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s13_c21_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 0 (2 + c) -> fst (s13_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q10] in Hc |- *.
  rewrite tf_game_eq, (s13_c21_L a c), (s13_c21_R a c); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s13_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c21_L2 a c)).
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c21_L2 a c))) as Ho1.
  pose proof (use_s10 IH (2 + a) (2 + c) (opt_r _ _ _ (s13_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s17_p54 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p61 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s13_c21_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 0 (2 + c) -> fst (s13_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q13] in Hc |- *.
  rewrite tf_game_eq, (s13_c21_L a c), (s13_c21_R a c); cbn [map].
  pose proof (use_s13 IH (1 + a) 1 (2 + c) (opt_l _ _ _ (s13_c21_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c21_L2 a c)).
  pose proof (use_s17 IH (2 + a) 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c21_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c21_L2 a c))) as Ho1.
  pose proof (use_s10 IH (2 + a) (2 + c) (opt_r _ _ _ (s13_c21_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p11 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s17_p54 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p68 Ho1 ltac:(zlia)).
    rewrite (s10_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a>=2 && b==1 && c==0: the board of s3 *)
Lemma s13_c22_p5 x (Hs3 : s3_claim x) (a : nat) :
  x = s13_board (2 + a) 1 0 -> fst (s13_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s13_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q5] in Hc |- *.
  pose proof (Hs3 (2 + a) 1 ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s13_c23_L (a : nat) : lmoves (s13_board (2 + a) 1 1) = [s13_board (1 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c23_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 0)]) (s17_board (2 + a) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c23_R (a : nat) : rmoves (s13_board (2 + a) 1 1) = [s18_board (2 + a) 1].
Proof. unfold s13_board, s18_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s13_c23_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 1 1 -> fst (s13_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q6] in Hc |- *.
  rewrite tf_game_eq, (s13_c23_L a), (s13_c23_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 2 1 (opt_l _ _ _ (s13_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c23_L2 a)).
  pose proof (use_s17 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s13_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c23_L2 a))) as Ho1.
  pose proof (use_s18 IH (2 + a) 1 (opt_r _ _ _ (s13_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s17_p52 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s13_board (2 + a) 1 1 -> fst (s13_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s13_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q11] in Hc |- *.
  rewrite tf_game_eq, (s13_c23_L a), (s13_c23_R a); cbn [map].
  pose proof (use_s13 IH (1 + a) 2 1 (opt_l _ _ _ (s13_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c23_L2 a)).
  pose proof (use_s17 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s13_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c23_L2 a))) as Ho1.
  pose proof (use_s18 IH (2 + a) 1 (opt_r _ _ _ (s13_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s17_p52 Ho1 ltac:(zlia)).
  rewrite (s18_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s13_c24_L (a c : nat) : lmoves (s13_board (2 + a) 1 (2 + c)) = [s13_board (1 + a) 2 (2 + c); strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c24_L2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c24_R (a c : nat) : rmoves (s13_board (2 + a) 1 (2 + c)) = [s18_board (2 + a) (2 + c)].
Proof. unfold s13_board, s18_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s13_c24_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 1 (2 + c) -> fst (s13_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q6] in Hc |- *.
  rewrite tf_game_eq, (s13_c24_L a c), (s13_c24_R a c); cbn [map].
  pose proof (use_s13 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c24_L2 a c)).
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c24_L2 a c))) as Ho1.
  pose proof (use_s18 IH (2 + a) (2 + c) (opt_r _ _ _ (s13_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s17_p36 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p56 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p58 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s13_c24_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s13_board (2 + a) 1 (2 + c) -> fst (s13_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q11] in Hc |- *.
  rewrite tf_game_eq, (s13_c24_L a c), (s13_c24_R a c); cbn [map].
  pose proof (use_s13 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s13_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c24_L2 a c)).
  pose proof (use_s17 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c24_L2 a c))) as Ho1.
  pose proof (use_s18 IH (2 + a) (2 + c) (opt_r _ _ _ (s13_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s17_p63 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s17_p65 Ho1 ltac:(zlia)).
    rewrite (s18_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s13 = T^a _ T^b F T^c F _ on a>=2 && b>=2 && c==0: the board of s3 *)
Lemma s13_c25_p3 x (Hs3 : s3_claim x) (a b : nat) :
  x = s13_board (2 + a) (2 + b) 0 -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s13_q3] in Hc |- *.
  pose proof (Hs3 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s13_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s13_c26_L (a b : nat) : lmoves (s13_board (2 + a) (2 + b) 1) = [s13_board (1 + a) (3 + b) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c26_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]) (s17_board (2 + a) (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c26_R (a b : nat) : rmoves (s13_board (2 + a) (2 + b) 1) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s13_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s13_board (2 + a) (2 + b) 1 -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c26_L a b), (s13_c26_R a b); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s13_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c26_L2 a b)).
  pose proof (use_s17 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s13_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c26_L2 a b))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + a) >= 3 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s17_p18 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p33 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p59 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p66 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s13_c27_L (a b c : nat) : lmoves (s13_board (2 + a) (2 + b) (2 + c)) = [s13_board (1 + a) (3 + b) (2 + c); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, strip. tf_options. Qed.
Lemma s13_c27_L2 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s17_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s17_board; strip_board_eq | strip_offset]. Qed.
Lemma s13_c27_R (a b c : nat) : rmoves (s13_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s13_board. tf_options. Qed.
(* s13 = T^a _ T^b F T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s13_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s13_board (2 + a) (2 + b) (2 + c) -> fst (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s13_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s13_q3] in Hc |- *.
  rewrite tf_game_eq, (s13_c27_L a b c), (s13_c27_R a b c); cbn [map].
  pose proof (use_s13 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s13_c27_L2 a b c)).
  pose proof (use_s17 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s13_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s13_c27_L2 a b c))) as Ho1.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s17_p9 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p20 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p24 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s17_p28 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s14_c1_L : lmoves (s14_board 0 0) = [].
Proof. unfold s14_board. tf_options. Qed.
Lemma s14_c1_R : rmoves (s14_board 0 0) = [strip [(0, 1); (1, 1)] ([E]) []].
Proof. unfold s14_board, strip. tf_options. Qed.
Lemma s14_c1_R1 : tf_norm (strip [(0, 1); (1, 1)] ([E]) []) (repeat E 2) (-1).
Proof. apply (tf_norm_by _ [(0, 1); (1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s14 = T^a F _^2 T^b F on a==0 && b==0 *)
Lemma s14_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s14_board 0 0 -> fst (s14_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s14_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s14_q1] in Hc |- *.
  rewrite tf_game_eq, (s14_c1_L), (s14_c1_R); cbn [map].
  rewrite (tf_norm_blank (s14_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

