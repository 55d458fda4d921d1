(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s193_c78_L (a b d : nat) : lmoves (s193_board (2 + a) (2 + b) 1 (2 + d)) = [s193_board (1 + a) (3 + b) 1 (2 + d); s194_board (2 + a) (2 + b) 0 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c78_R (a b d : nat) : rmoves (s193_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s193_c78_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s193_board (2 + a) (2 + b) 1 (2 + d) -> fst (s193_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c78_L a b d), (s193_c78_R a b d); cbn [map].
  pose proof (use_s193 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s193_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) (2 + b) 0 1 (2 + d) (opt_l _ _ _ (s193_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s193_c79_L (a b c : nat) : lmoves (s193_board (2 + a) (2 + b) (2 + c) 0) = [s193_board (1 + a) (3 + b) (2 + c) 0; s194_board (2 + a) (2 + b) (1 + c) 1 0].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c79_R (a b c : nat) : rmoves (s193_board (2 + a) (2 + b) (2 + c) 0) = [s167_board (2 + a) (2 + b) (2 + c) 0 0].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s193_c79_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s193_board (2 + a) (2 + b) (2 + c) 0 -> fst (s193_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q17] in Hc |- *.
  rewrite tf_game_eq, (s193_c79_L a b c), (s193_c79_R a b c); cbn [map].
  pose proof (use_s193 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s193_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s193_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s193_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s193_p17 Ho0 ltac:(zlia)).
    rewrite (s194_p55 Ho1 ltac:(zlia)).
    rewrite (s167_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s193_p18 Ho0 ltac:(zlia)).
    rewrite (s194_p55 Ho1 ltac:(zlia)).
    rewrite (s167_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s193_c79_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s193_board (2 + a) (2 + b) (2 + c) 0 -> fst (s193_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q22] in Hc |- *.
  rewrite tf_game_eq, (s193_c79_L a b c), (s193_c79_R a b c); cbn [map].
  pose proof (use_s193 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s193_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s193_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s193_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s193_p22 Ho0 ltac:(zlia)).
    rewrite (s194_p60 Ho1 ltac:(zlia)).
    rewrite (s167_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s193_p23 Ho0 ltac:(zlia)).
    rewrite (s194_p60 Ho1 ltac:(zlia)).
    rewrite (s167_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c79_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s193_board (2 + a) (2 + b) (2 + c) 0 -> fst (s193_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s193_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s193_q24] in Hc |- *.
  rewrite tf_game_eq, (s193_c79_L a b c), (s193_c79_R a b c); cbn [map].
  pose proof (use_s193 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s193_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s193_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_r _ _ _ (s193_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s193_p24 Ho0 ltac:(zlia)).
    rewrite (s194_p68 Ho1 ltac:(zlia)).
    rewrite (s167_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s193_p25 Ho0 ltac:(zlia)).
    rewrite (s194_p68 Ho1 ltac:(zlia)).
    rewrite (s167_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c80_L (a b c : nat) : lmoves (s193_board (2 + a) (2 + b) (2 + c) 1) = [s193_board (1 + a) (3 + b) (2 + c) 1; s194_board (2 + a) (2 + b) (1 + c) 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c80_R (a b c : nat) : rmoves (s193_board (2 + a) (2 + b) (2 + c) 1) = [s167_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s167_board, s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s193_c80_p21 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s193_board (2 + a) (2 + b) (2 + c) 1 -> fst (s193_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s193_q21 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s193_q21] in Hc |- *.
  rewrite tf_game_eq, (s193_c80_L a b c), (s193_c80_R a b c); cbn [map].
  pose proof (use_s193 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s193_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s193_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s167 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s193_c80_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s193_p21 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s194_p57 Ho1 ltac:(zlia)).
    rewrite (s167_p71 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p62 Ho1 ltac:(zlia)).
    rewrite (s167_p77 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p70 Ho1 ltac:(zlia)).
    rewrite (s167_p83 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s193_c81_L (a b c d : nat) : lmoves (s193_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s193_board (1 + a) (3 + b) (2 + c) (2 + d); s194_board (2 + a) (2 + b) (1 + c) 1 (2 + d)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s193_c81_R (a b c d : nat) : rmoves (s193_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s193_board. tf_options. Qed.
(* s193 = T^a _ T^b F T^c _^2 T^d F T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s193_c81_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s193_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s193_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s193_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s193_q3] in Hc |- *.
  rewrite tf_game_eq, (s193_c81_L a b c d), (s193_c81_R a b c d); cbn [map].
  pose proof (use_s193 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s193_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH (2 + a) (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s193_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s193 *)
Lemma s194_c1_p1 x (Hs193 : s193_claim x) :
  x = s194_board 0 0 0 0 0 -> fst (s194_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q1] in Hc |- *.
  pose proof (Hs193 0 0 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s193 *)
Lemma s194_c2_p2 x (Hs193 : s193_claim x) :
  x = s194_board 0 0 0 0 1 -> fst (s194_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q2] in Hc |- *.
  pose proof (Hs193 0 0 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s193 *)
Lemma s194_c3_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 0 0 0 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 0 0 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c4_L : lmoves (s194_board 0 0 0 1 0) = [strip [(1, 1)] ([E; E; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c4_L1 : tf_norm (strip [(1, 1)] ([E; E; T; F; T; F]) []) (s49_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c4_R : rmoves (s194_board 0 0 0 1 0) = [strip [(0, 1)] ([E; E; T; E; F; T; F]) []; strip [(1, 1)] ([E; T; F; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c4_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; F; T; F]) []) (s50_board 0 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c4_R2 : tf_norm (strip [(1, 1)] ([E; T; F; E; T; F]) []) (s54_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d==1 && e==0 *)
Lemma s194_c4_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 0 0 1 0 -> fst (s194_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q4] in Hc |- *.
  rewrite tf_game_eq, (s194_c4_L), (s194_c4_R); cbn [map].
  rewrite (tf_norm_game (s194_c4_L1)).
  pose proof (use_s49 IH 0 1 (opt_norm_l _ _ _ _ _ (s194_c4_L) ltac:(cbn [In]; left; reflexivity) (s194_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s194_c4_R1)).
  pose proof (use_s50 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s194_c4_R) ltac:(cbn [In]; left; reflexivity) (s194_c4_R1))) as Ho1.
  rewrite (tf_norm_game (s194_c4_R2)).
  pose proof (use_s54 IH 0 1 0 (opt_norm_r _ _ _ _ _ (s194_c4_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c4_R2))) as Ho2.
  rewrite (s49_p1 Ho0 ltac:(zlia)).
  rewrite (s49_p1_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p4 Ho1 ltac:(zlia)).
  rewrite (s54_p1 Ho2 ltac:(zlia)).
  rewrite (s54_p1_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s194_c5_L : lmoves (s194_board 0 0 0 1 1) = [strip [(1, 1)] ([E; E; T; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c5_L1 : tf_norm (strip [(1, 1)] ([E; E; T; T; F; T; F]) []) (s49_board 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; E; T; T; F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c5_R : rmoves (s194_board 0 0 0 1 1) = [strip [(0, 1)] ([E; E; T; E; T; F; T; F]) []; strip [(1, 1)] ([E; T; F; T; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c5_R1 : tf_norm (strip [(0, 1)] ([E; E; T; E; T; F; T; F]) []) (s50_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c5_R2 : tf_norm (strip [(1, 1)] ([E; T; F; T; E; T; F]) []) (s54_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d==1 && e==1 *)
Lemma s194_c5_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 0 0 1 1 -> fst (s194_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q5] in Hc |- *.
  rewrite tf_game_eq, (s194_c5_L), (s194_c5_R); cbn [map].
  rewrite (tf_norm_game (s194_c5_L1)).
  pose proof (use_s49 IH 0 2 (opt_norm_l _ _ _ _ _ (s194_c5_L) ltac:(cbn [In]; left; reflexivity) (s194_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s194_c5_R1)).
  pose proof (use_s50 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s194_c5_R) ltac:(cbn [In]; left; reflexivity) (s194_c5_R1))) as Ho1.
  rewrite (tf_norm_game (s194_c5_R2)).
  pose proof (use_s54 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s194_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c5_R2))) as Ho2.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p5 Ho1 ltac:(zlia)).
  rewrite (s54_p6 Ho2 ltac:(zlia)).
  rewrite (s54_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c6_L (e : nat) : lmoves (s194_board 0 0 0 1 (2 + e)) = [strip [(1, 1)] (E :: E :: repeat T (3 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c6_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: E :: repeat T (3 + e) ++ [F; T; F]) []) (s49_board 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: E :: repeat T (3 + e) ++ [F; T; F]) []); [reflexivity | unfold s49_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c6_R (e : nat) : rmoves (s194_board 0 0 0 1 (2 + e)) = [strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c6_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 0 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s194_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 0 0 0 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c6_L e), (s194_c6_R e); cbn [map].
  rewrite (tf_norm_game (s194_c6_L1 e)).
  pose proof (use_s49 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s194_c6_L e) ltac:(cbn [In]; left; reflexivity) (s194_c6_L1 e))) as Ho0.
  rewrite (tf_norm_game0 (s194_c6_R1 e)).
  pose proof (use_s50 IH 0 1 (2 + e) (opt_norm_r _ _ _ _ _ (s194_c6_R e) ltac:(cbn [In]; left; reflexivity) (s194_c6_R1 e))) as Ho1.
  rewrite (s49_p3 Ho0 ltac:(zlia)).
  rewrite (s49_p3_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c7_L (d : nat) : lmoves (s194_board 0 0 0 (2 + d) 0) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c7_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F; T; F]) []) (s50_board 0 (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c7_R (d : nat) : rmoves (s194_board 0 0 0 (2 + d) 0) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F; T; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c7_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F; T; F]) []) (s50_board 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c7_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s54_board 0 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d>=2 && e==0 *)
Lemma s194_c7_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 0 0 (2 + d) 0 -> fst (s194_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q7] in Hc |- *.
  rewrite tf_game_eq, (s194_c7_L d), (s194_c7_R d); cbn [map].
  rewrite (tf_norm_game (s194_c7_L1 d)).
  pose proof (use_s50 IH 0 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c7_L d) ltac:(cbn [In]; left; reflexivity) (s194_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s194_c7_R1 d)).
  pose proof (use_s50 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c7_R d) ltac:(cbn [In]; left; reflexivity) (s194_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s194_c7_R2 d)).
  pose proof (use_s54 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c7_R2 d))) as Ho2.
  rewrite (s50_p5 Ho0 ltac:(zlia)).
  rewrite (s50_p5_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p6 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c7_p9 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 0 0 (2 + d) 0 -> fst (s194_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q9] in Hc |- *.
  rewrite tf_game_eq, (s194_c7_L d), (s194_c7_R d); cbn [map].
  rewrite (tf_norm_game (s194_c7_L1 d)).
  pose proof (use_s50 IH 0 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c7_L d) ltac:(cbn [In]; left; reflexivity) (s194_c7_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s194_c7_R1 d)).
  pose proof (use_s50 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c7_R d) ltac:(cbn [In]; left; reflexivity) (s194_c7_R1 d))) as Ho1.
  rewrite (tf_norm_game (s194_c7_R2 d)).
  pose proof (use_s54 IH 0 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c7_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c7_R2 d))) as Ho2.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s50_p9_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p10 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c8_L (d : nat) : lmoves (s194_board 0 0 0 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c8_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []) (s50_board 0 (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c8_R (d : nat) : rmoves (s194_board 0 0 0 (2 + d) 1) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []; strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c8_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []) (s50_board 0 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c8_R2 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; E; T; F]) []) (s54_board 0 (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (2 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s194_c8_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 0 0 (2 + d) 1 -> fst (s194_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q8] in Hc |- *.
  rewrite tf_game_eq, (s194_c8_L d), (s194_c8_R d); cbn [map].
  rewrite (tf_norm_game (s194_c8_L1 d)).
  pose proof (use_s50 IH 0 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s194_c8_L d) ltac:(cbn [In]; left; reflexivity) (s194_c8_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s194_c8_R1 d)).
  pose proof (use_s50 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c8_R d) ltac:(cbn [In]; left; reflexivity) (s194_c8_R1 d))) as Ho1.
  rewrite (tf_norm_game (s194_c8_R2 d)).
  pose proof (use_s54 IH 0 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c8_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c8_R2 d))) as Ho2.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p9 Ho1 ltac:(zlia)).
  rewrite (s54_p8 Ho2 ltac:(zlia)).
  rewrite (s54_p8_add (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c9_L (d e : nat) : lmoves (s194_board 0 0 0 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c9_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []) (s50_board 0 (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c9_R (d e : nat) : rmoves (s194_board 0 0 0 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c9_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 0 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s194_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 0 0 0 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c9_L d e), (s194_c9_R d e); cbn [map].
  rewrite (tf_norm_game (s194_c9_L1 d e)).
  pose proof (use_s50 IH 0 (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s194_c9_L d e) ltac:(cbn [In]; left; reflexivity) (s194_c9_L1 d e))) as Ho0.
  rewrite (tf_norm_game0 (s194_c9_R1 d e)).
  pose proof (use_s50 IH 0 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s194_c9_R d e) ltac:(cbn [In]; left; reflexivity) (s194_c9_R1 d e))) as Ho1.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s50_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d==0 && e==0: the board of s193 *)
Lemma s194_c10_p11 x (Hs193 : s193_claim x) :
  x = s194_board 0 0 1 0 0 -> fst (s194_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q11] in Hc |- *.
  pose proof (Hs193 0 0 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d==0 && e==1: the board of s193 *)
Lemma s194_c11_p6 x (Hs193 : s193_claim x) :
  x = s194_board 0 0 1 0 1 -> fst (s194_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q6] in Hc |- *.
  pose proof (Hs193 0 0 1 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d==0 && e>=2: the board of s193 *)
Lemma s194_c12_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 0 0 1 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c13_L : lmoves (s194_board 0 0 1 1 0) = [strip [(1, 1)] ([E; T; T; E; F; T; F]) []; strip [(1, 1)] ([T; E; E; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c13_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; F; T; F]) []) (s50_board 0 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c13_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; F; T; F]) []) (s52_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c13_R : rmoves (s194_board 0 0 1 1 0) = [strip [(0, 1)] ([E; T; E; T; E; F; T; F]) []; strip [(1, 1)] ([T; E; T; F; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; F; T; F]) []) (s53_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c13_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F; E; T; F]) []) (s81_board 0 1 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d==1 && e==0 *)
Lemma s194_c13_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 0 1 1 0 -> fst (s194_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q12] in Hc |- *.
  rewrite tf_game_eq, (s194_c13_L), (s194_c13_R); cbn [map].
  rewrite (tf_norm_game (s194_c13_L1)).
  pose proof (use_s50 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s194_c13_L) ltac:(cbn [In]; left; reflexivity) (s194_c13_L1))) as Ho0.
  rewrite (tf_norm_game (s194_c13_L2)).
  pose proof (use_s52 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s194_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s194_c13_R1)).
  pose proof (use_s53 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s194_c13_R) ltac:(cbn [In]; left; reflexivity) (s194_c13_R1))) as Ho2.
  rewrite (tf_norm_game (s194_c13_R2)).
  pose proof (use_s81 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s194_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c13_R2))) as Ho3.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p7 Ho1 ltac:(zlia)).
  rewrite (s52_p7_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p16 Ho2 ltac:(zlia)).
  rewrite (s81_p16 Ho3 ltac:(zlia)).
  rewrite (s81_p16_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s194_c14_L : lmoves (s194_board 0 0 1 1 1) = [strip [(1, 1)] ([E; T; T; E; T; F; T; F]) []; strip [(1, 1)] ([T; E; E; T; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c14_L1 : tf_norm (strip [(1, 1)] ([E; T; T; E; T; F; T; F]) []) (s50_board 0 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E; T; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c14_L2 : tf_norm (strip [(1, 1)] ([T; E; E; T; T; F; T; F]) []) (s52_board 0 1 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; E; T; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c14_R : rmoves (s194_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; E; T; E; T; F; T; F]) []; strip [(1, 1)] ([T; E; T; F; T; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; E; T; F; T; F]) []) (s53_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c14_R2 : tf_norm (strip [(1, 1)] ([T; E; T; F; T; E; T; F]) []) (s81_board 0 1 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s194_c14_p15 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 0 1 1 1 -> fst (s194_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q15] in Hc |- *.
  rewrite tf_game_eq, (s194_c14_L), (s194_c14_R); cbn [map].
  rewrite (tf_norm_game (s194_c14_L1)).
  pose proof (use_s50 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s194_c14_L) ltac:(cbn [In]; left; reflexivity) (s194_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s194_c14_L2)).
  pose proof (use_s52 IH 0 1 2 (opt_norm_l _ _ _ _ _ (s194_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s194_c14_R1)).
  pose proof (use_s53 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s194_c14_R) ltac:(cbn [In]; left; reflexivity) (s194_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s194_c14_R2)).
  pose proof (use_s81 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s194_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c14_R2))) as Ho3.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s50_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p17 Ho2 ltac:(zlia)).
  rewrite (s81_p17 Ho3 ltac:(zlia)).
  rewrite (s81_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c15_L (e : nat) : lmoves (s194_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (E :: T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []; strip [(1, 1)] (T :: E :: E :: repeat T (3 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (E :: T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 0 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: E :: E :: repeat T (3 + e) ++ [F; T; F]) []) (s52_board 0 1 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: E :: repeat T (3 + e) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c15_R (e : nat) : rmoves (s194_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s194_c15_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 0 0 1 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c15_L e), (s194_c15_R e); cbn [map].
  rewrite (tf_norm_game (s194_c15_L1 e)).
  pose proof (use_s50 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s194_c15_L e) ltac:(cbn [In]; left; reflexivity) (s194_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s194_c15_L2 e)).
  pose proof (use_s52 IH 0 1 (3 + e) (opt_norm_l _ _ _ _ _ (s194_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s194_c15_R1 e)).
  pose proof (use_s53 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s194_c15_R e) ltac:(cbn [In]; left; reflexivity) (s194_c15_R1 e))) as Ho2.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c16_L (d : nat) : lmoves (s194_board 0 0 1 (2 + d) 0) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c16_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; F; T; F]) []) (s50_board 0 (3 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c16_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F; T; F]) []) (s53_board 0 1 (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c16_R (d : nat) : rmoves (s194_board 0 0 1 (2 + d) 0) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c16_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F; T; F]) []) (s53_board 0 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c16_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s81_board 0 1 (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s194_c16_p16 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 0 1 (2 + d) 0 -> fst (s194_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q16] in Hc |- *.
  rewrite tf_game_eq, (s194_c16_L d), (s194_c16_R d); cbn [map].
  rewrite (tf_norm_game (s194_c16_L1 d)).
  pose proof (use_s50 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s194_c16_L d) ltac:(cbn [In]; left; reflexivity) (s194_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s194_c16_L2 d)).
  pose proof (use_s53 IH 0 1 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s194_c16_R1 d)).
  pose proof (use_s53 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c16_R d) ltac:(cbn [In]; left; reflexivity) (s194_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game (s194_c16_R2 d)).
  pose proof (use_s81 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c16_R2 d))) as Ho3.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p10_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p17 Ho1 ltac:(zlia)).
  rewrite (s53_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p18 Ho2 ltac:(zlia)).
  rewrite (s81_p19 Ho3 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c16_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 0 1 (2 + d) 0 -> fst (s194_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q17] in Hc |- *.
  rewrite tf_game_eq, (s194_c16_L d), (s194_c16_R d); cbn [map].
  rewrite (tf_norm_game (s194_c16_L1 d)).
  pose proof (use_s50 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s194_c16_L d) ltac:(cbn [In]; left; reflexivity) (s194_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game (s194_c16_L2 d)).
  pose proof (use_s53 IH 0 1 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c16_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c16_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s194_c16_R1 d)).
  pose proof (use_s53 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c16_R d) ltac:(cbn [In]; left; reflexivity) (s194_c16_R1 d))) as Ho2.
  rewrite (tf_norm_game (s194_c16_R2 d)).
  pose proof (use_s81 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c16_R2 d))) as Ho3.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p10_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p19 Ho1 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p20 Ho2 ltac:(zlia)).
  rewrite (s81_p19 Ho3 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c17_L (d : nat) : lmoves (s194_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F; T; F]) []) (s50_board 0 (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []) (s53_board 0 1 (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c17_R (d : nat) : rmoves (s194_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []) (s53_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c17_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []) (s81_board 0 1 (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (2 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s194_c17_p8 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 0 1 (2 + d) 1 -> fst (s194_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q8] in Hc |- *.
  rewrite tf_game_eq, (s194_c17_L d), (s194_c17_R d); cbn [map].
  rewrite (tf_norm_game (s194_c17_L1 d)).
  pose proof (use_s50 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c17_L d) ltac:(cbn [In]; left; reflexivity) (s194_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s194_c17_L2 d)).
  pose proof (use_s53 IH 0 1 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s194_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s194_c17_R1 d)).
  pose proof (use_s53 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c17_R d) ltac:(cbn [In]; left; reflexivity) (s194_c17_R1 d))) as Ho2.
  rewrite (tf_norm_game (s194_c17_R2 d)).
  pose proof (use_s81 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c17_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c17_R2 d))) as Ho3.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s50_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p19 Ho2 ltac:(zlia)).
  rewrite (s81_p20 Ho3 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c18_L (d e : nat) : lmoves (s194_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []; strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 0 (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []) (s53_board 0 1 (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c18_R (d e : nat) : rmoves (s194_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s194_c18_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 0 0 1 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c18_L d e), (s194_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s194_c18_L1 d e)).
  pose proof (use_s50 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s194_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s194_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s194_c18_L2 d e)).
  pose proof (use_s53 IH 0 1 (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s194_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s194_c18_R1 d e)).
  pose proof (use_s53 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s194_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s194_c18_R1 d e))) as Ho2.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==0 && e==0: the board of s193 *)
Lemma s194_c19_p18 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 0 (2 + c) 0 0 -> fst (s194_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q18] in Hc |- *.
  pose proof (Hs193 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c19_p26 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 0 (2 + c) 0 0 -> fst (s194_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q26] in Hc |- *.
  pose proof (Hs193 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c19_p33 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 0 (2 + c) 0 0 -> fst (s194_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q33] in Hc |- *.
  pose proof (Hs193 0 0 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==0 && e==1: the board of s193 *)
Lemma s194_c20_p20 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 0 (2 + c) 0 1 -> fst (s194_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q20] in Hc |- *.
  pose proof (Hs193 0 0 (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c20_p29 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 0 (2 + c) 0 1 -> fst (s194_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q29] in Hc |- *.
  pose proof (Hs193 0 0 (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s194_c20_p34 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 0 (2 + c) 0 1 -> fst (s194_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q34 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q34] in Hc |- *.
  pose proof (Hs193 0 0 (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==0 && e>=2: the board of s193 *)
Lemma s194_c21_p3 x (Hs193 : s193_claim x) (c e : nat) :
  x = s194_board 0 0 (2 + c) 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 0 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c22_L (c : nat) : lmoves (s194_board 0 0 (2 + c) 1 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c22_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F; T; F]) []) (s53_board 0 (1 + c) 2 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c22_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F; T; F]) []) (s52_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c22_R (c : nat) : rmoves (s194_board 0 0 (2 + c) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c22_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F; T; F]) []) (s53_board 0 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c22_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; T; F]) []) (s81_board 0 (2 + c) 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s194_c22_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 0 (2 + c) 1 0 -> fst (s194_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q22] in Hc |- *.
  rewrite tf_game_eq, (s194_c22_L c), (s194_c22_R c); cbn [map].
  rewrite (tf_norm_game (s194_c22_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 2 0 (opt_norm_l _ _ _ _ _ (s194_c22_L c) ltac:(cbn [In]; left; reflexivity) (s194_c22_L1 c))) as Ho0.
  rewrite (tf_norm_game (s194_c22_L2 c)).
  pose proof (use_s52 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s194_c22_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c22_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s194_c22_R1 c)).
  pose proof (use_s53 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c22_R c) ltac:(cbn [In]; left; reflexivity) (s194_c22_R1 c))) as Ho2.
  rewrite (tf_norm_game (s194_c22_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c22_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c22_R2 c))) as Ho3.
  rewrite (s53_p18 Ho0 ltac:(zlia)).
  rewrite (s53_p18_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p3 Ho1 ltac:(zlia)).
  rewrite (s52_p3_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p24 Ho2 ltac:(zlia)).
  rewrite (s81_p27 Ho3 ltac:(zlia)).
  rewrite (s81_p27_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c22_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 0 (2 + c) 1 0 -> fst (s194_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q30 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q30] in Hc |- *.
  rewrite tf_game_eq, (s194_c22_L c), (s194_c22_R c); cbn [map].
  rewrite (tf_norm_game (s194_c22_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 2 0 (opt_norm_l _ _ _ _ _ (s194_c22_L c) ltac:(cbn [In]; left; reflexivity) (s194_c22_L1 c))) as Ho0.
  rewrite (tf_norm_game (s194_c22_L2 c)).
  pose proof (use_s52 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s194_c22_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c22_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s194_c22_R1 c)).
  pose proof (use_s53 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c22_R c) ltac:(cbn [In]; left; reflexivity) (s194_c22_R1 c))) as Ho2.
  rewrite (tf_norm_game (s194_c22_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c22_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c22_R2 c))) as Ho3.
  rewrite (s53_p26 Ho0 ltac:(zlia)).
  rewrite (s53_p26_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p9 Ho1 ltac:(zlia)).
  rewrite (s52_p9_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p29 Ho2 ltac:(zlia)).
  rewrite (s81_p33 Ho3 ltac:(zlia)).
  rewrite (s81_p33_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c22_p35 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 0 (2 + c) 1 0 -> fst (s194_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q35 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q35] in Hc |- *.
  rewrite tf_game_eq, (s194_c22_L c), (s194_c22_R c); cbn [map].
  rewrite (tf_norm_game (s194_c22_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 2 0 (opt_norm_l _ _ _ _ _ (s194_c22_L c) ltac:(cbn [In]; left; reflexivity) (s194_c22_L1 c))) as Ho0.
  rewrite (tf_norm_game (s194_c22_L2 c)).
  pose proof (use_s52 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s194_c22_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c22_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s194_c22_R1 c)).
  pose proof (use_s53 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c22_R c) ltac:(cbn [In]; left; reflexivity) (s194_c22_R1 c))) as Ho2.
  rewrite (tf_norm_game (s194_c22_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c22_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c22_R2 c))) as Ho3.
  rewrite (s53_p31 Ho0 ltac:(zlia)).
  rewrite (s53_p31_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p11 Ho1 ltac:(zlia)).
  rewrite (s52_p11_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p34 Ho2 ltac:(zlia)).
  rewrite (s81_p33 Ho3 ltac:(zlia)).
  rewrite (s81_p33_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c23_L (c : nat) : lmoves (s194_board 0 0 (2 + c) 1 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c23_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F; T; F]) []) (s53_board 0 (1 + c) 2 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; T; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c23_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F; T; F]) []) (s52_board 0 (2 + c) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; E; T; T; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c23_R (c : nat) : rmoves (s194_board 0 0 (2 + c) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c23_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F; T; F]) []) (s53_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c23_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; E; T; F]) []) (s81_board 0 (2 + c) 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s194_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 0 (2 + c) 1 1 -> fst (s194_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q23] in Hc |- *.
  rewrite tf_game_eq, (s194_c23_L c), (s194_c23_R c); cbn [map].
  rewrite (tf_norm_game (s194_c23_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 2 1 (opt_norm_l _ _ _ _ _ (s194_c23_L c) ltac:(cbn [In]; left; reflexivity) (s194_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s194_c23_L2 c)).
  pose proof (use_s52 IH 0 (2 + c) 2 (opt_norm_l _ _ _ _ _ (s194_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s194_c23_R1 c)).
  pose proof (use_s53 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s194_c23_R c) ltac:(cbn [In]; left; reflexivity) (s194_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s194_c23_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s194_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c23_R2 c))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p25 Ho2 ltac:(zlia)).
  rewrite (s81_p28 Ho3 ltac:(zlia)).
  rewrite (s81_p28_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c23_p31 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 0 (2 + c) 1 1 -> fst (s194_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q31] in Hc |- *.
  rewrite tf_game_eq, (s194_c23_L c), (s194_c23_R c); cbn [map].
  rewrite (tf_norm_game (s194_c23_L1 c)).
  pose proof (use_s53 IH 0 (1 + c) 2 1 (opt_norm_l _ _ _ _ _ (s194_c23_L c) ltac:(cbn [In]; left; reflexivity) (s194_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s194_c23_L2 c)).
  pose proof (use_s52 IH 0 (2 + c) 2 (opt_norm_l _ _ _ _ _ (s194_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s194_c23_R1 c)).
  pose proof (use_s53 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s194_c23_R c) ltac:(cbn [In]; left; reflexivity) (s194_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s194_c23_R2 c)).
  pose proof (use_s81 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s194_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c23_R2 c))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p30 Ho2 ltac:(zlia)).
  rewrite (s81_p34 Ho3 ltac:(zlia)).
  rewrite (s81_p34_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c24_L (c e : nat) : lmoves (s194_board 0 0 (2 + c) 1 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: E :: repeat T (3 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c24_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 0 (1 + c) 2 (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c24_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: E :: repeat T (3 + e) ++ [F; T; F]) []) (s52_board 0 (2 + c) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: E :: repeat T (3 + e) ++ [F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c24_R (c e : nat) : rmoves (s194_board 0 0 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c24_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s194_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s194_board 0 0 (2 + c) 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c24_L c e), (s194_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s194_c24_L1 c e)).
  pose proof (use_s53 IH 0 (1 + c) 2 (2 + e) (opt_norm_l _ _ _ _ _ (s194_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s194_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s194_c24_L2 c e)).
  pose proof (use_s52 IH 0 (2 + c) (3 + e) (opt_norm_l _ _ _ _ _ (s194_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s194_c24_R1 c e)).
  pose proof (use_s53 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s194_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s194_c24_R1 c e))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 2) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s52_p5 Ho1 ltac:(zlia)).
  rewrite (s52_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c25_L (c d : nat) : lmoves (s194_board 0 0 (2 + c) (2 + d) 0) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c25_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F; T; F]) []) (s53_board 0 (1 + c) (3 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c25_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F; T; F]) []) (s53_board 0 (2 + c) (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c25_R (c d : nat) : rmoves (s194_board 0 0 (2 + c) (2 + d) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c25_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; T; F]) []) (s53_board 0 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c25_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; F]) []) (s81_board 0 (2 + c) (2 + d) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s194_c25_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 0 (2 + c) (2 + d) 0 -> fst (s194_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q10] in Hc |- *.
  rewrite tf_game_eq, (s194_c25_L c d), (s194_c25_R c d); cbn [map].
  rewrite (tf_norm_game (s194_c25_L1 c d)).
  pose proof (use_s53 IH 0 (1 + c) (3 + d) 0 (opt_norm_l _ _ _ _ _ (s194_c25_L c d) ltac:(cbn [In]; left; reflexivity) (s194_c25_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s194_c25_L2 c d)).
  pose proof (use_s53 IH 0 (2 + c) (1 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c25_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c25_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s194_c25_R1 c d)).
  pose proof (use_s53 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c25_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c25_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s194_c25_R2 c d)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c25_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c25_R2 c d))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p19 Ho1 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p20 Ho2 ltac:(zlia)).
  rewrite (s81_p19 Ho3 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c25_p24 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 0 (2 + c) (2 + d) 0 -> fst (s194_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q24] in Hc |- *.
  rewrite tf_game_eq, (s194_c25_L c d), (s194_c25_R c d); cbn [map].
  rewrite (tf_norm_game (s194_c25_L1 c d)).
  pose proof (use_s53 IH 0 (1 + c) (3 + d) 0 (opt_norm_l _ _ _ _ _ (s194_c25_L c d) ltac:(cbn [In]; left; reflexivity) (s194_c25_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s194_c25_L2 c d)).
  pose proof (use_s53 IH 0 (2 + c) (1 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c25_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c25_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s194_c25_R1 c d)).
  pose proof (use_s53 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c25_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c25_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s194_c25_R2 c d)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c25_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c25_R2 c d))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p25 Ho1 ltac:(zlia)).
  rewrite (s53_p25_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p26 Ho2 ltac:(zlia)).
  rewrite (s81_p19 Ho3 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c25_p32 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 0 (2 + c) (2 + d) 0 -> fst (s194_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q32 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q32] in Hc |- *.
  rewrite tf_game_eq, (s194_c25_L c d), (s194_c25_R c d); cbn [map].
  rewrite (tf_norm_game (s194_c25_L1 c d)).
  pose proof (use_s53 IH 0 (1 + c) (3 + d) 0 (opt_norm_l _ _ _ _ _ (s194_c25_L c d) ltac:(cbn [In]; left; reflexivity) (s194_c25_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s194_c25_L2 c d)).
  pose proof (use_s53 IH 0 (2 + c) (1 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c25_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c25_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s194_c25_R1 c d)).
  pose proof (use_s53 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c25_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c25_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s194_c25_R2 c d)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c25_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c25_R2 c d))) as Ho3.
  rewrite (s53_p20 Ho0 ltac:(zlia)).
  rewrite (s53_p20_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p30 Ho1 ltac:(zlia)).
  rewrite (s53_p30_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p31 Ho2 ltac:(zlia)).
  rewrite (s81_p19 Ho3 ltac:(zlia)).
  rewrite (s81_p19_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c26_L (c d : nat) : lmoves (s194_board 0 0 (2 + c) (2 + d) 1) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c26_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F; T; F]) []) (s53_board 0 (1 + c) (3 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c26_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []) (s53_board 0 (2 + c) (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c26_R (c d : nat) : rmoves (s194_board 0 0 (2 + c) (2 + d) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c26_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; T; F]) []) (s53_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c26_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; T; F]) []) (s81_board 0 (2 + c) (2 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s194_c26_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 0 (2 + c) (2 + d) 1 -> fst (s194_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q8] in Hc |- *.
  rewrite tf_game_eq, (s194_c26_L c d), (s194_c26_R c d); cbn [map].
  rewrite (tf_norm_game (s194_c26_L1 c d)).
  pose proof (use_s53 IH 0 (1 + c) (3 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c26_L c d) ltac:(cbn [In]; left; reflexivity) (s194_c26_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s194_c26_L2 c d)).
  pose proof (use_s53 IH 0 (2 + c) (1 + d) 2 (opt_norm_l _ _ _ _ _ (s194_c26_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c26_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s194_c26_R1 c d)).
  pose proof (use_s53 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c26_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c26_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s194_c26_R2 c d)).
  pose proof (use_s81 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c26_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c26_R2 c d))) as Ho3.
  rewrite (s53_p19 Ho0 ltac:(zlia)).
  rewrite (s53_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p19 Ho2 ltac:(zlia)).
  rewrite (s81_p20 Ho3 ltac:(zlia)).
  rewrite (s81_p20_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c27_L (c d e : nat) : lmoves (s194_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []; strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c27_L1 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 0 (1 + c) (3 + d) (2 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c27_L2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []) (s53_board 0 (2 + c) (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ E :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c27_R (c d e : nat) : rmoves (s194_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c27_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s194_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s194_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c27_L c d e), (s194_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s194_c27_L1 c d e)).
  pose proof (use_s53 IH 0 (1 + c) (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s194_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s194_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s194_c27_L2 c d e)).
  pose proof (use_s53 IH 0 (2 + c) (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s194_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s194_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s194_c27_R1 c d e)).
  pose proof (use_s53 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s194_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s194_c27_R1 c d e))) as Ho2.
  rewrite (s53_p6 Ho0 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho1 ltac:(zlia)).
  rewrite (s53_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d==0 && e==0: the board of s193 *)
Lemma s194_c28_p2 x (Hs193 : s193_claim x) :
  x = s194_board 0 1 0 0 0 -> fst (s194_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q2] in Hc |- *.
  pose proof (Hs193 0 1 0 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d==0 && e==1: the board of s193 *)
Lemma s194_c29_p12 x (Hs193 : s193_claim x) :
  x = s194_board 0 1 0 0 1 -> fst (s194_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q12] in Hc |- *.
  pose proof (Hs193 0 1 0 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s193 *)
Lemma s194_c30_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 0 1 0 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c31_L : lmoves (s194_board 0 1 0 1 0) = [strip [(2, 1)] ([T; T; E; F; T; F]) []; s193_board 0 1 0 1].
Proof. unfold s193_board, s194_board, strip. tf_options. Qed.
Lemma s194_c31_L1 : tf_norm (strip [(2, 1)] ([T; T; E; F; T; F]) []) (s50_board 0 2 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c31_R : rmoves (s194_board 0 1 0 1 0) = [strip [(0, 1)] ([T; E; E; T; E; F; T; F]) []; s167_board 0 1 0 1 0].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c31_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; F; T; F]) []) (s50_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d==1 && e==0 *)
Lemma s194_c31_p36 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 1 0 1 0 -> fst (s194_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q36 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q36] in Hc |- *.
  rewrite tf_game_eq, (s194_c31_L), (s194_c31_R); cbn [map].
  rewrite (tf_norm_game (s194_c31_L1)).
  pose proof (use_s50 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s194_c31_L) ltac:(cbn [In]; left; reflexivity) (s194_c31_L1))) as Ho0.
  pose proof (use_s193 IH 0 1 0 1 (opt_l _ _ _ (s194_c31_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c31_R1)).
  pose proof (use_s50 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s194_c31_R) ltac:(cbn [In]; left; reflexivity) (s194_c31_R1))) as Ho2.
  pose proof (use_s167 IH 0 1 0 1 0 (opt_r _ _ _ (s194_c31_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s50_p6 Ho0 ltac:(zlia)).
  rewrite (s50_p6_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s193_p14 Ho1 ltac:(zlia)).
  rewrite (s50_p4 Ho2 ltac:(zlia)).
  rewrite (s167_p48 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s194_c32_L : lmoves (s194_board 0 1 0 1 1) = [strip [(2, 1)] ([T; T; E; T; F; T; F]) []; s193_board 0 1 0 2].
Proof. unfold s193_board, s194_board, strip. tf_options. Qed.
Lemma s194_c32_L1 : tf_norm (strip [(2, 1)] ([T; T; E; T; F; T; F]) []) (s50_board 0 2 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([T; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c32_R : rmoves (s194_board 0 1 0 1 1) = [strip [(0, 1)] ([T; E; E; T; E; T; F; T; F]) []; s167_board 0 1 0 1 1].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c32_R1 : tf_norm (strip [(0, 1)] ([T; E; E; T; E; T; F; T; F]) []) (s50_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d==1 && e==1 *)
Lemma s194_c32_p21 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 1 0 1 1 -> fst (s194_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q21] in Hc |- *.
  rewrite tf_game_eq, (s194_c32_L), (s194_c32_R); cbn [map].
  rewrite (tf_norm_game (s194_c32_L1)).
  pose proof (use_s50 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s194_c32_L) ltac:(cbn [In]; left; reflexivity) (s194_c32_L1))) as Ho0.
  pose proof (use_s193 IH 0 1 0 2 (opt_l _ _ _ (s194_c32_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c32_R1)).
  pose proof (use_s50 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s194_c32_R) ltac:(cbn [In]; left; reflexivity) (s194_c32_R1))) as Ho2.
  pose proof (use_s167 IH 0 1 0 1 1 (opt_r _ _ _ (s194_c32_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s50_p9_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s50_p12 Ho2 ltac:(zlia)).
  rewrite (s167_p52 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s194_c33_L (e : nat) : lmoves (s194_board 0 1 0 1 (2 + e)) = [strip [(2, 1)] (T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []; s193_board 0 1 0 (3 + e)].
Proof. unfold s193_board, s194_board, strip. tf_options. Qed.
Lemma s194_c33_L1 (e : nat) : tf_norm (strip [(2, 1)] (T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 0 2 (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (T :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c33_R (e : nat) : rmoves (s194_board 0 1 0 1 (2 + e)) = [strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c33_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s194_c33_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 0 1 0 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c33_L e), (s194_c33_R e); cbn [map].
  rewrite (tf_norm_game (s194_c33_L1 e)).
  pose proof (use_s50 IH 0 2 (2 + e) (opt_norm_l _ _ _ _ _ (s194_c33_L e) ltac:(cbn [In]; left; reflexivity) (s194_c33_L1 e))) as Ho0.
  pose proof (use_s193 IH 0 1 0 (3 + e) (opt_l _ _ _ (s194_c33_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c33_R1 e)).
  pose proof (use_s50 IH 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s194_c33_R e) ltac:(cbn [In]; left; reflexivity) (s194_c33_R1 e))) as Ho2.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat 2) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s50_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c34_L (d : nat) : lmoves (s194_board 0 1 0 (2 + d) 0) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; F; T; F]) []; s194_board 0 1 0 (1 + d) 1].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c34_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; F; T; F]) []) (s50_board 0 (3 + d) 0) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c34_R (d : nat) : rmoves (s194_board 0 1 0 (2 + d) 0) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F; T; F]) []; s167_board 0 1 0 (2 + d) 0].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c34_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F; T; F]) []) (s50_board 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d>=2 && e==0 *)
Lemma s194_c34_p38 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 1 0 (2 + d) 0 -> fst (s194_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q38 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q38] in Hc |- *.
  rewrite tf_game_eq, (s194_c34_L d), (s194_c34_R d); cbn [map].
  rewrite (tf_norm_game (s194_c34_L1 d)).
  pose proof (use_s50 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s194_c34_L d) ltac:(cbn [In]; left; reflexivity) (s194_c34_L1 d))) as Ho0.
  pose proof (use_s194 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s194_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c34_R1 d)).
  pose proof (use_s50 IH 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c34_R d) ltac:(cbn [In]; left; reflexivity) (s194_c34_R1 d))) as Ho2.
  pose proof (use_s167 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s194_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p10_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s194_p21 Ho1 ltac:(zlia)).
  rewrite (s50_p6 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c34_p43 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 1 0 (2 + d) 0 -> fst (s194_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q43 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q43] in Hc |- *.
  rewrite tf_game_eq, (s194_c34_L d), (s194_c34_R d); cbn [map].
  rewrite (tf_norm_game (s194_c34_L1 d)).
  pose proof (use_s50 IH 0 (3 + d) 0 (opt_norm_l _ _ _ _ _ (s194_c34_L d) ltac:(cbn [In]; left; reflexivity) (s194_c34_L1 d))) as Ho0.
  pose proof (use_s194 IH 0 1 0 (1 + d) 1 (opt_l _ _ _ (s194_c34_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c34_R1 d)).
  pose proof (use_s50 IH 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c34_R d) ltac:(cbn [In]; left; reflexivity) (s194_c34_R1 d))) as Ho2.
  pose proof (use_s167 IH 0 1 0 (2 + d) 0 (opt_r _ _ _ (s194_c34_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s50_p10 Ho0 ltac:(zlia)).
  rewrite (s50_p10_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 0) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s50_p10 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c35_L (d : nat) : lmoves (s194_board 0 1 0 (2 + d) 1) = [strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F; T; F]) []; s194_board 0 1 0 (1 + d) 2].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c35_L1 (d : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ [E; T; F; T; F]) []) (s50_board 0 (3 + d) 1) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c35_R (d : nat) : rmoves (s194_board 0 1 0 (2 + d) 1) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []; s167_board 0 1 0 (2 + d) 1].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c35_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []) (s50_board 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s194_c35_p40 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 1 0 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c35_L d), (s194_c35_R d); cbn [map].
  rewrite (tf_norm_game (s194_c35_L1 d)).
  pose proof (use_s50 IH 0 (3 + d) 1 (opt_norm_l _ _ _ _ _ (s194_c35_L d) ltac:(cbn [In]; left; reflexivity) (s194_c35_L1 d))) as Ho0.
  pose proof (use_s194 IH 0 1 0 (1 + d) 2 (opt_l _ _ _ (s194_c35_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c35_R1 d)).
  pose proof (use_s50 IH 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c35_R d) ltac:(cbn [In]; left; reflexivity) (s194_c35_R1 d))) as Ho2.
  pose proof (use_s167 IH 0 1 0 (2 + d) 1 (opt_r _ _ _ (s194_c35_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s50_p9 Ho0 ltac:(zlia)).
  rewrite (s50_p9_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat 1) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s50_p9 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c36_L (d e : nat) : lmoves (s194_board 0 1 0 (2 + d) (2 + e)) = [strip [(2, 1)] (repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []; s194_board 0 1 0 (1 + d) (3 + e)].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c36_L1 (d e : nat) : tf_norm (strip [(2, 1)] (repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 0 (3 + d) (2 + e)) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] (repeat T (3 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
Lemma s194_c36_R (d e : nat) : rmoves (s194_board 0 1 0 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c36_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s50_board 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s50_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s194_c36_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 0 1 0 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c36_L d e), (s194_c36_R d e); cbn [map].
  rewrite (tf_norm_game (s194_c36_L1 d e)).
  pose proof (use_s50 IH 0 (3 + d) (2 + e) (opt_norm_l _ _ _ _ _ (s194_c36_L d e) ltac:(cbn [In]; left; reflexivity) (s194_c36_L1 d e))) as Ho0.
  pose proof (use_s194 IH 0 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s194_c36_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c36_R1 d e)).
  pose proof (use_s50 IH 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s194_c36_R d e) ltac:(cbn [In]; left; reflexivity) (s194_c36_R1 d e))) as Ho2.
  rewrite (s50_p3 Ho0 ltac:(zlia)).
  rewrite (s50_p3_add (Z.of_nat 0) (Z.of_nat (3 + d)) (Z.of_nat (2 + e)) (-2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s50_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d==0 && e==0: the board of s193 *)
Lemma s194_c37_p48 x (Hs193 : s193_claim x) :
  x = s194_board 0 1 1 0 0 -> fst (s194_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q48 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q48] in Hc |- *.
  pose proof (Hs193 0 1 1 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d==0 && e==1: the board of s193 *)
Lemma s194_c38_p53 x (Hs193 : s193_claim x) :
  x = s194_board 0 1 1 0 1 -> fst (s194_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q53 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q53] in Hc |- *.
  pose proof (Hs193 0 1 1 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d==0 && e>=2: the board of s193 *)
Lemma s194_c39_p3 x (Hs193 : s193_claim x) (e : nat) :
  x = s194_board 0 1 1 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c40_L : lmoves (s194_board 0 1 1 1 0) = [s194_board 0 1 0 2 0; s193_board 0 1 1 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c40_R : rmoves (s194_board 0 1 1 1 0) = [strip [(0, 1)] ([T; E; T; E; T; E; F; T; F]) []; s167_board 0 1 1 1 0].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c40_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; F; T; F]) []) (s53_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s194_c40_p54 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 1 1 1 0 -> fst (s194_q54 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q54 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q54] in Hc |- *.
  rewrite tf_game_eq, (s194_c40_L), (s194_c40_R); cbn [map].
  pose proof (use_s194 IH 0 1 0 2 0 (opt_l _ _ _ (s194_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 1 1 (opt_l _ _ _ (s194_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c40_R1)).
  pose proof (use_s53 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s194_c40_R) ltac:(cbn [In]; left; reflexivity) (s194_c40_R1))) as Ho2.
  pose proof (use_s167 IH 0 1 1 1 0 (opt_r _ _ _ (s194_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p38 Ho0 ltac:(zlia)).
  rewrite (s193_p19 Ho1 ltac:(zlia)).
  rewrite (s53_p16 Ho2 ltac:(zlia)).
  rewrite (s167_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c41_L : lmoves (s194_board 0 1 1 1 1) = [s194_board 0 1 0 2 1; s193_board 0 1 1 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c41_R : rmoves (s194_board 0 1 1 1 1) = [strip [(0, 1)] ([T; E; T; E; T; E; T; F; T; F]) []; s167_board 0 1 1 1 1].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c41_R1 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; E; T; F; T; F]) []) (s53_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s194_c41_p56 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s194_board 0 1 1 1 1 -> fst (s194_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q56 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q56] in Hc |- *.
  rewrite tf_game_eq, (s194_c41_L), (s194_c41_R); cbn [map].
  pose proof (use_s194 IH 0 1 0 2 1 (opt_l _ _ _ (s194_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 1 2 (opt_l _ _ _ (s194_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c41_R1)).
  pose proof (use_s53 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s194_c41_R) ltac:(cbn [In]; left; reflexivity) (s194_c41_R1))) as Ho2.
  pose proof (use_s167 IH 0 1 1 1 1 (opt_r _ _ _ (s194_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p41 Ho2 ltac:(zlia)).
  rewrite (s167_p65 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c42_L (e : nat) : lmoves (s194_board 0 1 1 1 (2 + e)) = [s194_board 0 1 0 2 (2 + e); s193_board 0 1 1 (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c42_R (e : nat) : rmoves (s194_board 0 1 1 1 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c42_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 1 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s194_c42_p3 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s194_board 0 1 1 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c42_L e), (s194_c42_R e); cbn [map].
  pose proof (use_s194 IH 0 1 0 2 (2 + e) (opt_l _ _ _ (s194_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 1 (3 + e) (opt_l _ _ _ (s194_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c42_R1 e)).
  pose proof (use_s53 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s194_c42_R e) ltac:(cbn [In]; left; reflexivity) (s194_c42_R1 e))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c43_L (d : nat) : lmoves (s194_board 0 1 1 (2 + d) 0) = [s194_board 0 1 0 (3 + d) 0; s194_board 0 1 1 (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c43_R (d : nat) : rmoves (s194_board 0 1 1 (2 + d) 0) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F; T; F]) []; s167_board 0 1 1 (2 + d) 0].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c43_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F; T; F]) []) (s53_board 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s194_c43_p58 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 1 1 (2 + d) 0 -> fst (s194_q58 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q58 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q58] in Hc |- *.
  rewrite tf_game_eq, (s194_c43_L d), (s194_c43_R d); cbn [map].
  pose proof (use_s194 IH 0 1 0 (3 + d) 0 (opt_l _ _ _ (s194_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s194_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c43_R1 d)).
  pose proof (use_s53 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c43_R d) ltac:(cbn [In]; left; reflexivity) (s194_c43_R1 d))) as Ho2.
  pose proof (use_s167 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p43 Ho0 ltac:(zlia)).
  rewrite (s194_p56 Ho1 ltac:(zlia)).
  rewrite (s53_p42 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c43_p59 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 1 1 (2 + d) 0 -> fst (s194_q59 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q59 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q59] in Hc |- *.
  rewrite tf_game_eq, (s194_c43_L d), (s194_c43_R d); cbn [map].
  pose proof (use_s194 IH 0 1 0 (3 + d) 0 (opt_l _ _ _ (s194_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s194_c43_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c43_R1 d)).
  pose proof (use_s53 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c43_R d) ltac:(cbn [In]; left; reflexivity) (s194_c43_R1 d))) as Ho2.
  pose proof (use_s167 IH 0 1 1 (2 + d) 0 (opt_r _ _ _ (s194_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p43 Ho0 ltac:(zlia)).
  rewrite (s194_p40 Ho1 ltac:(zlia)).
  rewrite (s53_p12 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c44_L (d : nat) : lmoves (s194_board 0 1 1 (2 + d) 1) = [s194_board 0 1 0 (3 + d) 1; s194_board 0 1 1 (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c44_R (d : nat) : rmoves (s194_board 0 1 1 (2 + d) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []; s167_board 0 1 1 (2 + d) 1].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c44_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []) (s53_board 1 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s194_c44_p40 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s194_board 0 1 1 (2 + d) 1 -> fst (s194_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c44_L d), (s194_c44_R d); cbn [map].
  pose proof (use_s194 IH 0 1 0 (3 + d) 1 (opt_l _ _ _ (s194_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s194_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c44_R1 d)).
  pose proof (use_s53 IH 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c44_R d) ltac:(cbn [In]; left; reflexivity) (s194_c44_R1 d))) as Ho2.
  pose proof (use_s167 IH 0 1 1 (2 + d) 1 (opt_r _ _ _ (s194_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c45_L (d e : nat) : lmoves (s194_board 0 1 1 (2 + d) (2 + e)) = [s194_board 0 1 0 (3 + d) (2 + e); s194_board 0 1 1 (1 + d) (3 + e)].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c45_R (d e : nat) : rmoves (s194_board 0 1 1 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c45_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 1 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s194_c45_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s194_board 0 1 1 (2 + d) (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c45_L d e), (s194_c45_R d e); cbn [map].
  pose proof (use_s194 IH 0 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s194_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s194_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c45_R1 d e)).
  pose proof (use_s53 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s194_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s194_c45_R1 d e))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==0 && e==0: the board of s193 *)
Lemma s194_c46_p52 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 1 (2 + c) 0 0 -> fst (s194_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q52 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q52] in Hc |- *.
  pose proof (Hs193 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c46_p67 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 1 (2 + c) 0 0 -> fst (s194_q67 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q67 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q67] in Hc |- *.
  pose proof (Hs193 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s194_c46_p75 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 1 (2 + c) 0 0 -> fst (s194_q75 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s194_q75 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q75] in Hc |- *.
  pose proof (Hs193 0 1 (2 + c) 0 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==0 && e==1: the board of s193 *)
Lemma s194_c47_p37 x (Hs193 : s193_claim x) (c : nat) :
  x = s194_board 0 1 (2 + c) 0 1 -> fst (s194_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s194_q37 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s194_q37] in Hc |- *.
  pose proof (Hs193 0 1 (2 + c) 1 ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==0 && e>=2: the board of s193 *)
Lemma s194_c48_p3 x (Hs193 : s193_claim x) (c e : nat) :
  x = s194_board 0 1 (2 + c) 0 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s194_q3] in Hc |- *.
  pose proof (Hs193 0 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s194_board, s193_board; board_eq)) as Ho0.
  rewrite (s193_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s194_c49_L (c : nat) : lmoves (s194_board 0 1 (2 + c) 1 0) = [s194_board 0 1 (1 + c) 2 0; s193_board 0 1 (2 + c) 1].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c49_R (c : nat) : rmoves (s194_board 0 1 (2 + c) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F; T; F]) []; s167_board 0 1 (2 + c) 1 0].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c49_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F; T; F]) []) (s53_board 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s194_c49_p61 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 1 (2 + c) 1 0 -> fst (s194_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q61 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q61] in Hc |- *.
  rewrite tf_game_eq, (s194_c49_L c), (s194_c49_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s194_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s194_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c49_R1 c)).
  pose proof (use_s53 IH 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c49_R c) ltac:(cbn [In]; left; reflexivity) (s194_c49_R1 c))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s194_c49_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p58 Ho0 ltac:(zlia)).
  rewrite (s193_p21 Ho1 ltac:(zlia)).
  rewrite (s53_p44 Ho2 ltac:(zlia)).
  rewrite (s167_p29 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s194_c49_p69 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 1 (2 + c) 1 0 -> fst (s194_q69 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s194_q69 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q69] in Hc |- *.
  rewrite tf_game_eq, (s194_c49_L c), (s194_c49_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 2 0 (opt_l _ _ _ (s194_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s194_c49_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c49_R1 c)).
  pose proof (use_s53 IH 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s194_c49_R c) ltac:(cbn [In]; left; reflexivity) (s194_c49_R1 c))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) 1 0 (opt_r _ _ _ (s194_c49_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p65 Ho0 ltac:(zlia)).
    rewrite (s193_p21 Ho1 ltac:(zlia)).
    rewrite (s53_p34 Ho2 ltac:(zlia)).
    rewrite (s167_p80 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s194_p73 Ho0 ltac:(zlia)).
    rewrite (s193_p21 Ho1 ltac:(zlia)).
    rewrite (s53_p34 Ho2 ltac:(zlia)).
    rewrite (s167_p80 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s194_c50_L (c : nat) : lmoves (s194_board 0 1 (2 + c) 1 1) = [s194_board 0 1 (1 + c) 2 1; s193_board 0 1 (2 + c) 2].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c50_R (c : nat) : rmoves (s194_board 0 1 (2 + c) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F; T; F]) []; s167_board 0 1 (2 + c) 1 1].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c50_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F; T; F]) []) (s53_board 1 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [E; T; E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s194_c50_p63 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 1 (2 + c) 1 1 -> fst (s194_q63 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q63 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q63] in Hc |- *.
  rewrite tf_game_eq, (s194_c50_L c), (s194_c50_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s194_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s194_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c50_R1 c)).
  pose proof (use_s53 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s194_c50_R c) ltac:(cbn [In]; left; reflexivity) (s194_c50_R1 c))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s194_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p30 Ho2 ltac:(zlia)).
  rewrite (s167_p74 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c50_p71 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s194_board 0 1 (2 + c) 1 1 -> fst (s194_q71 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s194_q71 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q71] in Hc |- *.
  rewrite tf_game_eq, (s194_c50_L c), (s194_c50_R c); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 2 1 (opt_l _ _ _ (s194_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 (2 + c) 2 (opt_l _ _ _ (s194_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c50_R1 c)).
  pose proof (use_s53 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s194_c50_R c) ltac:(cbn [In]; left; reflexivity) (s194_c50_R1 c))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) 1 1 (opt_r _ _ _ (s194_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p30 Ho2 ltac:(zlia)).
  rewrite (s167_p82 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s194_c51_L (c e : nat) : lmoves (s194_board 0 1 (2 + c) 1 (2 + e)) = [s194_board 0 1 (1 + c) 2 (2 + e); s193_board 0 1 (2 + c) (3 + e)].
Proof. unfold s193_board, s194_board. tf_options. Qed.
Lemma s194_c51_R (c e : nat) : rmoves (s194_board 0 1 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []].
Proof. unfold s194_board, strip. tf_options. Qed.
Lemma s194_c51_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []) (s53_board 1 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: T :: E :: repeat T (2 + e) ++ [F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s194_c51_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s194_board 0 1 (2 + c) 1 (2 + e) -> fst (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s194_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s194_q3] in Hc |- *.
  rewrite tf_game_eq, (s194_c51_L c e), (s194_c51_R c e); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s194_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s193 IH 0 1 (2 + c) (3 + e) (opt_l _ _ _ (s194_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c51_R1 c e)).
  pose proof (use_s53 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s194_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s194_c51_R1 c e))) as Ho2.
  rewrite (s194_p3 Ho0 ltac:(zlia)).
  rewrite (s193_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s194_c52_L (c d : nat) : lmoves (s194_board 0 1 (2 + c) (2 + d) 0) = [s194_board 0 1 (1 + c) (3 + d) 0; s194_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c52_R (c d : nat) : rmoves (s194_board 0 1 (2 + c) (2 + d) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; T; F]) []; s167_board 0 1 (2 + c) (2 + d) 0].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c52_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; T; F]) []) (s53_board 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s194_c52_p42 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 1 (2 + c) (2 + d) 0 -> fst (s194_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q42 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q42] in Hc |- *.
  rewrite tf_game_eq, (s194_c52_L c d), (s194_c52_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c52_R1 c d)).
  pose proof (use_s53 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c52_R1 c d))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s194_p42 Ho0 ltac:(zlia)).
    rewrite (s194_p40 Ho1 ltac:(zlia)).
    rewrite (s53_p12 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s194_p59 Ho0 ltac:(zlia)).
    rewrite (s194_p40 Ho1 ltac:(zlia)).
    rewrite (s53_p12 Ho2 ltac:(zlia)).
    rewrite (s167_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s194_c52_p65 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 1 (2 + c) (2 + d) 0 -> fst (s194_q65 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q65 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q65] in Hc |- *.
  rewrite tf_game_eq, (s194_c52_L c d), (s194_c52_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c52_R1 c d)).
  pose proof (use_s53 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c52_R1 c d))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p59 Ho0 ltac:(zlia)).
  rewrite (s194_p63 Ho1 ltac:(zlia)).
  rewrite (s53_p31 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c52_p73 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 1 (2 + c) (2 + d) 0 -> fst (s194_q73 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s194_q73 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s194_q73] in Hc |- *.
  rewrite tf_game_eq, (s194_c52_L c d), (s194_c52_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s194_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s194_c52_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c52_R1 c d)).
  pose proof (use_s53 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s194_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c52_R1 c d))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) 0 (opt_r _ _ _ (s194_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p42 Ho0 ltac:(zlia)).
  rewrite (s194_p71 Ho1 ltac:(zlia)).
  rewrite (s53_p31 Ho2 ltac:(zlia)).
  rewrite (s167_p50 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s194_c53_L (c d : nat) : lmoves (s194_board 0 1 (2 + c) (2 + d) 1) = [s194_board 0 1 (1 + c) (3 + d) 1; s194_board 0 1 (2 + c) (1 + d) 2].
Proof. unfold s194_board. tf_options. Qed.
Lemma s194_c53_R (c d : nat) : rmoves (s194_board 0 1 (2 + c) (2 + d) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; T; F]) []; s167_board 0 1 (2 + c) (2 + d) 1].
Proof. unfold s167_board, s194_board, strip. tf_options. Qed.
Lemma s194_c53_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; T; F]) []) (s53_board 1 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
(* s194 = T^a _ T^b F T^c _ T^d _ T^e F T F on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s194_c53_p40 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s194_board 0 1 (2 + c) (2 + d) 1 -> fst (s194_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s194_q40 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s194_q40] in Hc |- *.
  rewrite tf_game_eq, (s194_c53_L c d), (s194_c53_R c d); cbn [map].
  pose proof (use_s194 IH 0 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s194_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s194 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s194_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s194_c53_R1 c d)).
  pose proof (use_s53 IH 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s194_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s194_c53_R1 c d))) as Ho2.
  pose proof (use_s167 IH 0 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s194_c53_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s194_p40 Ho0 ltac:(zlia)).
  rewrite (s194_p3 Ho1 ltac:(zlia)).
  rewrite (s53_p10 Ho2 ltac:(zlia)).
  rewrite (s167_p53 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

