(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s198_c72_L (a c d : nat) : lmoves (s198_board (2 + a) 1 (2 + c) (2 + d)) = [s177_board (2 + a) 2 (2 + c) (2 + d); s198_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c72_R (a c d : nat) : rmoves (s198_board (2 + a) 1 (2 + c) (2 + d)) = [s205_board (2 + a) (2 + c) (2 + d)].
Proof. unfold s198_board, s205_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s198_c72_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s198_board (2 + a) 1 (2 + c) (2 + d) -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c72_L a c d), (s198_c72_R a c d); cbn [map].
  pose proof (use_s177 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s198_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s198_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c72_L3 a c d)).
  pose proof (use_s181 IH (2 + a) 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c72_L3 a c d))) as Ho2.
  pose proof (use_s205 IH (2 + a) (2 + c) (2 + d) (opt_r _ _ _ (s198_c72_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) = 4 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p29 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p35 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p39 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s181_p42 Ho2 ltac:(zlia)).
    rewrite (s205_p2 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c73_L (a b : nat) : lmoves (s198_board (2 + a) (2 + b) 0 0) = [s177_board (2 + a) (3 + b) 0 0; s191_board (2 + a) (1 + b) 0 1].
Proof. unfold s177_board, s191_board, s198_board. tf_options. Qed.
Lemma s198_c73_R (a b : nat) : rmoves (s198_board (2 + a) (2 + b) 0 0) = [s86_board (2 + a) (2 + b)].
Proof. unfold s198_board, s86_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s198_c73_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s198_board (2 + a) (2 + b) 0 0 -> fst (s198_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q7] in Hc |- *.
  rewrite tf_game_eq, (s198_c73_L a b), (s198_c73_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) 0 0 (opt_l _ _ _ (s198_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s198_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s86 IH (2 + a) (2 + b) (opt_r _ _ _ (s198_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s177_p18 Ho0 ltac:(zlia)).
    rewrite (s191_p7 Ho1 ltac:(zlia)).
    rewrite (s86_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p20 Ho0 ltac:(zlia)).
    rewrite (s191_p7 Ho1 ltac:(zlia)).
    rewrite (s86_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s198_c73_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s198_board (2 + a) (2 + b) 0 0 -> fst (s198_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s198_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q9] in Hc |- *.
  rewrite tf_game_eq, (s198_c73_L a b), (s198_c73_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) 0 0 (opt_l _ _ _ (s198_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 0 1 (opt_l _ _ _ (s198_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s86 IH (2 + a) (2 + b) (opt_r _ _ _ (s198_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s177_p18 Ho0 ltac:(zlia)).
    rewrite (s191_p15 Ho1 ltac:(zlia)).
    rewrite (s86_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s177_p19 Ho0 ltac:(zlia)).
    rewrite (s191_p15 Ho1 ltac:(zlia)).
    rewrite (s86_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s198_c74_L (a b : nat) : lmoves (s198_board (2 + a) (2 + b) 0 1) = [s177_board (2 + a) (3 + b) 0 1; s191_board (2 + a) (1 + b) 0 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s191_board, s198_board, strip. tf_options. Qed.
Lemma s198_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]) (s136_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c74_R (a b : nat) : rmoves (s198_board (2 + a) (2 + b) 0 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c74_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]) (s86_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s86_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s198_c74_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s198_board (2 + a) (2 + b) 0 1 -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c74_L a b), (s198_c74_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s198_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 0 2 (opt_l _ _ _ (s198_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c74_L3 a b)).
  pose proof (use_s136 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s198_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c74_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s198_c74_R1 a b)).
  pose proof (use_s86 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s198_c74_R a b) ltac:(cbn [In]; left; reflexivity) (s198_c74_R1 a b))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s191_p7 Ho1 ltac:(zlia)).
    rewrite (s136_p5 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    rewrite (s86_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s191_p15 Ho1 ltac:(zlia)).
    rewrite (s136_p6 Ho2 ltac:(zlia)).
    rewrite (s86_p2 Ho3 ltac:(zlia)).
    rewrite (s86_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s198_c75_L (a b d : nat) : lmoves (s198_board (2 + a) (2 + b) 0 (2 + d)) = [s177_board (2 + a) (3 + b) 0 (2 + d); s191_board (2 + a) (1 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s191_board, s198_board, strip. tf_options. Qed.
Lemma s198_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c75_R (a b d : nat) : rmoves (s198_board (2 + a) (2 + b) 0 (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s198_c75_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s198_board (2 + a) (2 + b) 0 (2 + d) -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c75_L a b d), (s198_c75_R a b d); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s198_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 0 (3 + d) (opt_l _ _ _ (s198_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c75_L3 a b d)).
  pose proof (use_s181 IH (2 + a) (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c75_L3 a b d))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s191_p7 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s181_p13 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s181_p17 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
  {
    rewrite (s191_p15 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
    {
      rewrite (s181_p17 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s181_p20 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s181_p21 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
    {
      rewrite (s181_p40 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
    }
  }
Qed.

Lemma s198_c76_L (a b : nat) : lmoves (s198_board (2 + a) (2 + b) 1 0) = [s177_board (2 + a) (3 + b) 1 0; s198_board (2 + a) (2 + b) 0 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c76_R (a b : nat) : rmoves (s198_board (2 + a) (2 + b) 1 0) = [s163_board (2 + a) (2 + b) 1].
Proof. unfold s163_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s198_c76_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s198_board (2 + a) (2 + b) 1 0 -> fst (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c76_L a b), (s198_c76_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) 1 0 (opt_l _ _ _ (s198_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s198_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s163 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s198_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c77_L (a b : nat) : lmoves (s198_board (2 + a) (2 + b) 1 1) = [s177_board (2 + a) (3 + b) 1 1; s198_board (2 + a) (2 + b) 0 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]) (s136_board (2 + a) (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c77_R (a b : nat) : rmoves (s198_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]) (s163_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s198_c77_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s198_board (2 + a) (2 + b) 1 1 -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c77_L a b), (s198_c77_R a b); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) 1 1 (opt_l _ _ _ (s198_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s198_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c77_L3 a b)).
  pose proof (use_s136 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s198_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c77_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s198_c77_R1 a b)).
  pose proof (use_s163 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s198_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s198_c77_R1 a b))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p4 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c78_L (a b d : nat) : lmoves (s198_board (2 + a) (2 + b) 1 (2 + d)) = [s177_board (2 + a) (3 + b) 1 (2 + d); s198_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c78_R (a b d : nat) : rmoves (s198_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s198_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s198_board (2 + a) (2 + b) 1 (2 + d) -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c78_L a b d), (s198_c78_R a b d); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s198_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s198_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c78_L3 a b d)).
  pose proof (use_s181 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s198_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c78_L3 a b d))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s181_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s198_c79_L (a b c : nat) : lmoves (s198_board (2 + a) (2 + b) (2 + c) 0) = [s177_board (2 + a) (3 + b) (2 + c) 0; s198_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s177_board, s198_board. tf_options. Qed.
Lemma s198_c79_R (a b c : nat) : rmoves (s198_board (2 + a) (2 + b) (2 + c) 0) = [s163_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s163_board, s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s198_c79_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s198_board (2 + a) (2 + b) (2 + c) 0 -> fst (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s198_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s198_q4] in Hc |- *.
  rewrite tf_game_eq, (s198_c79_L a b c), (s198_c79_R a b c); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s198_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s198_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s163 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s198_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s177_p9 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s163_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c80_L (a b c : nat) : lmoves (s198_board (2 + a) (2 + b) (2 + c) 1) = [s177_board (2 + a) (3 + b) (2 + c) 1; s198_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s136_board (2 + a) (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s136_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c80_R (a b c : nat) : rmoves (s198_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s198_board, strip. tf_options. Qed.
Lemma s198_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s163_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s163_board; strip_board_eq | strip_offset]. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s198_c80_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s198_board (2 + a) (2 + b) (2 + c) 1 -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c80_L a b c), (s198_c80_R a b c); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s198_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s198_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c80_L3 a b c)).
  pose proof (use_s136 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s198_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s198_c80_R1 a b c)).
  pose proof (use_s163 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s198_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s198_c80_R1 a b c))) as Ho3.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  rewrite (s136_p4 Ho2 ltac:(zlia)).
  rewrite (s163_p3 Ho3 ltac:(zlia)).
  rewrite (s163_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s198_c81_L (a b c d : nat) : lmoves (s198_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s177_board (2 + a) (3 + b) (2 + c) (2 + d); s198_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s198_board, strip. tf_options. Qed.
Lemma s198_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s181_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s181_board; strip_board_eq | strip_offset]. Qed.
Lemma s198_c81_R (a b c d : nat) : rmoves (s198_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s198_board. tf_options. Qed.
(* s198 = T^a F T _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s198_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s198_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s198_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s198_q6] in Hc |- *.
  rewrite tf_game_eq, (s198_c81_L a b c d), (s198_c81_R a b c d); cbn [map].
  pose proof (use_s177 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s198_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s198 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s198_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s198_c81_L3 a b c d)).
  pose proof (use_s181 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s198_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s198_c81_L3 a b c d))) as Ho2.
  rewrite (s177_p6 Ho0 ltac:(zlia)).
  rewrite (s198_p6 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s181_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s181_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s199 = T^a F T F T _^2 T^b _ T F on a==0 && b==0: the board of s176 *)
Lemma s199_c1_p1 x (Hs176 : s176_claim x) :
  x = s199_board 0 0 -> fst (s199_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s199_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s199_q1] in Hc |- *.
  pose proof (Hs176 0 ltac:(rewrite Hx; unfold s199_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s199_c2_L : lmoves (s199_board 0 1) = [strip [(0, 1)] ([T; F; E; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; F; T; E; E; E; T; T; F]) []].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c2_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; E; T; F]) []) (s110_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s199_c2_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; E; T; T; F]) []) (s76_board 1) (3).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; F; T; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 3)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s199_c2_R : rmoves (s199_board 0 1) = [strip [(0, 1)] ([T; F; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; F]) [(1, 1)]) (s116_board 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s199 = T^a F T F T _^2 T^b _ T F on a==0 && b==1 *)
Lemma s199_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s199_board 0 1 -> fst (s199_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s199_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s199_q2] in Hc |- *.
  rewrite tf_game_eq, (s199_c2_L), (s199_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s199_c2_L1)).
  pose proof (use_s110 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s199_c2_L) ltac:(cbn [In]; left; reflexivity) (s199_c2_L1))) as Ho0.
  rewrite (tf_norm_game (s199_c2_L2)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s199_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s199_c2_L2))) as Ho1.
  rewrite (tf_norm_game (s199_c2_R1)).
  pose proof (use_s116 IH 1 1 (opt_norm_r _ _ _ _ _ (s199_c2_R) ltac:(cbn [In]; left; reflexivity) (s199_c2_R1))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p1 Ho2 ltac:(zlia)).
  rewrite (s116_p1_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s199_c3_L (b : nat) : lmoves (s199_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []; strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c3_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []) (s110_board 1 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + b) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s199_c3_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s76_board 1) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F]) [(1, 2); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s76_board; strip_board_eq | strip_offset].
Qed.
Lemma s199_c3_R (b : nat) : rmoves (s199_board 0 (2 + b)) = [strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c3_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s116_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s116_board; strip_board_eq | strip_offset]. Qed.
(* s199 = T^a F T F T _^2 T^b _ T F on a==0 && b>=2 *)
Lemma s199_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s199_board 0 (2 + b) -> fst (s199_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s199_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s199_q2] in Hc |- *.
  rewrite tf_game_eq, (s199_c3_L b), (s199_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s199_c3_L1 b)).
  pose proof (use_s110 IH 1 1 (2 + b) (opt_norm_l _ _ _ _ _ (s199_c3_L b) ltac:(cbn [In]; left; reflexivity) (s199_c3_L1 b))) as Ho0.
  rewrite (tf_norm_game (s199_c3_L2 b)).
  pose proof (use_s76 IH 1 (opt_norm_l _ _ _ _ _ (s199_c3_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s199_c3_L2 b))) as Ho1.
  rewrite (tf_norm_game (s199_c3_R1 b)).
  pose proof (use_s116 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s199_c3_R b) ltac:(cbn [In]; left; reflexivity) (s199_c3_R1 b))) as Ho2.
  rewrite (s110_p5 Ho0 ltac:(zlia)).
  rewrite (s76_p1 Ho1 I).
  rewrite (s76_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s116_p2 Ho2 ltac:(zlia)).
  rewrite (s116_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s199 = T^a F T F T _^2 T^b _ T F on a==1 && b==0: the board of s176 *)
Lemma s199_c4_p1 x (Hs176 : s176_claim x) :
  x = s199_board 1 0 -> fst (s199_q1 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s199_q1 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s199_q1] in Hc |- *.
  pose proof (Hs176 1 ltac:(rewrite Hx; unfold s199_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s199_c5_L : lmoves (s199_board 1 1) = [s186_board 1 1 1; strip [] ([T; F; T; F; T; E; E; E; T; T; F]) []].
Proof. unfold s186_board, s199_board, strip. tf_options. Qed.
Lemma s199_c5_L2 : tf_norm (strip [] ([T; F; T; F; T; E; E; E; T; T; F]) []) (s115_board 1) (3).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; F; T; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F]) [(1, 3)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s199_c5_R : rmoves (s199_board 1 1) = [strip [] ([T; F; T; F; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c5_R1 : tf_norm (strip [] ([T; F; T; F; T; E; E; T; F]) [(1, 1)]) (s197_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; F; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
(* s199 = T^a F T F T _^2 T^b _ T F on a==1 && b==1 *)
Lemma s199_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s199_board 1 1 -> fst (s199_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s199_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s199_q2] in Hc |- *.
  rewrite tf_game_eq, (s199_c5_L), (s199_c5_R); cbn [map].
  pose proof (use_s186 IH 1 1 1 (opt_l _ _ _ (s199_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s199_c5_L2)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s199_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s199_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s199_c5_R1)).
  pose proof (use_s197 IH 1 1 (opt_norm_r _ _ _ _ _ (s199_c5_R) ltac:(cbn [In]; left; reflexivity) (s199_c5_R1))) as Ho2.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  rewrite (s115_p1_add (Z.of_nat 1) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  rewrite (s197_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s199_c6_L (b : nat) : lmoves (s199_board 1 (2 + b)) = [s186_board 1 1 (2 + b); strip [] (T :: F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s186_board, s199_board, strip. tf_options. Qed.
Lemma s199_c6_L2 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s115_board 1) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; F]) [(1, 2); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s199_c6_R (b : nat) : rmoves (s199_board 1 (2 + b)) = [strip [] (T :: F :: T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c6_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s197_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
(* s199 = T^a F T F T _^2 T^b _ T F on a==1 && b>=2 *)
Lemma s199_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s199_board 1 (2 + b) -> fst (s199_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s199_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s199_q2] in Hc |- *.
  rewrite tf_game_eq, (s199_c6_L b), (s199_c6_R b); cbn [map].
  pose proof (use_s186 IH 1 1 (2 + b) (opt_l _ _ _ (s199_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s199_c6_L2 b)).
  pose proof (use_s115 IH 1 (opt_norm_l _ _ _ _ _ (s199_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s199_c6_L2 b))) as Ho1.
  rewrite (tf_norm_game (s199_c6_R1 b)).
  pose proof (use_s197 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s199_c6_R b) ltac:(cbn [In]; left; reflexivity) (s199_c6_R1 b))) as Ho2.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  rewrite (s115_p1_add (Z.of_nat 1) (Z.of_nat (2 + b) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  rewrite (s197_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s199 = T^a F T F T _^2 T^b _ T F on a>=2 && b==0: the board of s176 *)
Lemma s199_c7_p1 x (Hs176 : s176_claim x) (a : nat) :
  x = s199_board (2 + a) 0 -> fst (s199_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s199_q1 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s199_q1] in Hc |- *.
  pose proof (Hs176 (2 + a) ltac:(rewrite Hx; unfold s199_board, s176_board; board_eq)) as Ho0.
  rewrite (s176_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s199_c8_L (a : nat) : lmoves (s199_board (2 + a) 1) = [s186_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; E; T; T; F]) []].
Proof. unfold s186_board, s199_board, strip. tf_options. Qed.
Lemma s199_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; E; T; T; F]) []) (s115_board (2 + a)) (3).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F]) [(1, 3)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s199_c8_R (a : nat) : rmoves (s199_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; T; F]) [(1, 1)]].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; F; T; E; E; T; F]) [(1, 1)]) (s197_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; F; T; E; E; T; F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
(* s199 = T^a F T F T _^2 T^b _ T F on a>=2 && b==1 *)
Lemma s199_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s199_board (2 + a) 1 -> fst (s199_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s199_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s199_q2] in Hc |- *.
  rewrite tf_game_eq, (s199_c8_L a), (s199_c8_R a); cbn [map].
  pose proof (use_s186 IH (2 + a) 1 1 (opt_l _ _ _ (s199_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s199_c8_L2 a)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s199_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s199_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s199_c8_R1 a)).
  pose proof (use_s197 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s199_c8_R a) ltac:(cbn [In]; left; reflexivity) (s199_c8_R1 a))) as Ho2.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (3) (Nat2Z.is_nonneg _) I).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  rewrite (s197_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s199_c9_L (a b : nat) : lmoves (s199_board (2 + a) (2 + b)) = [s186_board (2 + a) 1 (2 + b); strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s186_board, s199_board, strip. tf_options. Qed.
Lemma s199_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (s115_board (2 + a)) (Z.of_nat (2 + b) + 2).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; F]) [(1, 2); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s115_board; strip_board_eq | strip_offset].
Qed.
Lemma s199_c9_R (a b : nat) : rmoves (s199_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s199_board, strip. tf_options. Qed.
Lemma s199_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s197_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: F :: T :: E :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s197_board; strip_board_eq | strip_offset]. Qed.
(* s199 = T^a F T F T _^2 T^b _ T F on a>=2 && b>=2 *)
Lemma s199_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s199_board (2 + a) (2 + b) -> fst (s199_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s199_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s199_q2] in Hc |- *.
  rewrite tf_game_eq, (s199_c9_L a b), (s199_c9_R a b); cbn [map].
  pose proof (use_s186 IH (2 + a) 1 (2 + b) (opt_l _ _ _ (s199_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s199_c9_L2 a b)).
  pose proof (use_s115 IH (2 + a) (opt_norm_l _ _ _ _ _ (s199_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s199_c9_L2 a b))) as Ho1.
  rewrite (tf_norm_game (s199_c9_R1 a b)).
  pose proof (use_s197 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s199_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s199_c9_R1 a b))) as Ho2.
  rewrite (s186_p3 Ho0 ltac:(zlia)).
  rewrite (s115_p1 Ho1 I).
  rewrite (s115_p1_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b) + 2) (Nat2Z.is_nonneg _) I).
  rewrite (s197_p2 Ho2 ltac:(zlia)).
  rewrite (s197_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b==0 && c==0: the board of s57 *)
Lemma s200_c1_p1 x (Hs57 : s57_claim x) :
  x = s200_board 0 0 0 -> fst (s200_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s200_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q1] in Hc |- *.
  pose proof (Hs57 0 ltac:(rewrite Hx; unfold s200_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b==0 && c==1: the board of s180 *)
Lemma s200_c2_p3 x (Hs180 : s180_claim x) :
  x = s200_board 0 0 1 -> fst (s200_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s200_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q3] in Hc |- *.
  pose proof (Hs180 0 1 ltac:(rewrite Hx; unfold s200_board, s180_board; board_eq)) as Ho0.
  rewrite (s180_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b==0 && c>=2: the board of s180 *)
Lemma s200_c3_p5 x (Hs180 : s180_claim x) (c : nat) :
  x = s200_board 0 0 (2 + c) -> fst (s200_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s200_q5] in Hc |- *.
  pose proof (Hs180 0 (2 + c) ltac:(rewrite Hx; unfold s200_board, s180_board; board_eq)) as Ho0.
  rewrite (s180_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b==1 && c==0: the board of s154 *)
Lemma s200_c4_p4 x (Hs154 : s154_claim x) :
  x = s200_board 0 1 0 -> fst (s200_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s200_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q4] in Hc |- *.
  pose proof (Hs154 0 1 ltac:(rewrite Hx; unfold s200_board, s154_board; board_eq)) as Ho0.
  rewrite (s154_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s200_c5_L : lmoves (s200_board 0 1 1) = [strip [(0, 1)] ([T; F; E; T; T; E; T; E; F]) []; strip [(0, 1)] ([T; F; T; E; E; T; T; E; F]) []; strip [(0, 1)] ([T; F; T; E; T; E; E; T; F]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c5_L1 : tf_norm (strip [(0, 1)] ([T; F; E; T; T; E; T; E; F]) []) (s78_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; T; E; T; E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c5_L2 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; T; E; F]) []) (s80_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; T; E; F]) []); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c5_L3 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; E; T; F]) []) (s120_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; E; T; F]) []); [reflexivity | unfold s120_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c5_R : rmoves (s200_board 0 1 1) = [strip [(0, 1)] ([T; F; T; E; T; E; T; F; E]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; T; F; E]) []) (s138_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; T; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b==1 && c==1 *)
Lemma s200_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s200_board 0 1 1 -> fst (s200_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s200_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s200_q2] in Hc |- *.
  rewrite tf_game_eq, (s200_c5_L), (s200_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s200_c5_L1)).
  pose proof (use_s78 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s200_c5_L) ltac:(cbn [In]; left; reflexivity) (s200_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s200_c5_L2)).
  pose proof (use_s80 IH 1 2 (opt_norm_l _ _ _ _ _ (s200_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s200_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s200_c5_L3)).
  pose proof (use_s120 IH 1 1 (opt_norm_l _ _ _ _ _ (s200_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s200_c5_L3))) as Ho2.
  rewrite (tf_norm_game0 (s200_c5_R1)).
  pose proof (use_s138 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s200_c5_R) ltac:(cbn [In]; left; reflexivity) (s200_c5_R1))) as Ho3.
  rewrite (s78_p7 Ho0 ltac:(zlia)).
  rewrite (s80_p5 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s200_c6_L (c : nat) : lmoves (s200_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []) (s78_board 1 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: T :: E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [E; F]) []) (s80_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s80_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []) (s137_board 1 1 (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c6_R (c : nat) : rmoves (s200_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s138_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b==1 && c>=2 *)
Lemma s200_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s200_board 0 1 (2 + c) -> fst (s200_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s200_q5] in Hc |- *.
  rewrite tf_game_eq, (s200_c6_L c), (s200_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s200_c6_L1 c)).
  pose proof (use_s78 IH 1 2 (2 + c) (opt_norm_l _ _ _ _ _ (s200_c6_L c) ltac:(cbn [In]; left; reflexivity) (s200_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s200_c6_L2 c)).
  pose proof (use_s80 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s200_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s200_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s200_c6_L3 c)).
  pose proof (use_s137 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s200_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s200_c6_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s200_c6_R1 c)).
  pose proof (use_s138 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s200_c6_R c) ltac:(cbn [In]; left; reflexivity) (s200_c6_R1 c))) as Ho3.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s80_p6 Ho1 ltac:(zlia)).
  rewrite (s137_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b>=2 && c==0: the board of s154 *)
Lemma s200_c7_p4 x (Hs154 : s154_claim x) (b : nat) :
  x = s200_board 0 (2 + b) 0 -> fst (s200_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s200_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q4] in Hc |- *.
  pose proof (Hs154 0 (2 + b) ltac:(rewrite Hx; unfold s200_board, s154_board; board_eq)) as Ho0.
  rewrite (s154_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s200_c8_L (b : nat) : lmoves (s200_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; E; F]) []) (s78_board 1 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ [E; T; E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []) (s114_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ [E; T; T; E; F]) []); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []) (s120_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; T; F]) []); [reflexivity | unfold s120_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c8_R (b : nat) : rmoves (s200_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []) (s138_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b>=2 && c==1 *)
Lemma s200_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s200_board 0 (2 + b) 1 -> fst (s200_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s200_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s200_q2] in Hc |- *.
  rewrite tf_game_eq, (s200_c8_L b), (s200_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s200_c8_L1 b)).
  pose proof (use_s78 IH 1 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s200_c8_L b) ltac:(cbn [In]; left; reflexivity) (s200_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s200_c8_L2 b)).
  pose proof (use_s114 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s200_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s200_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s200_c8_L3 b)).
  pose proof (use_s120 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s200_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s200_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s200_c8_R1 b)).
  pose proof (use_s138 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s200_c8_R b) ltac:(cbn [In]; left; reflexivity) (s200_c8_R1 b))) as Ho3.
  rewrite (s78_p7 Ho0 ltac:(zlia)).
  rewrite (s114_p9 Ho1 ltac:(zlia)).
  rewrite (s120_p3 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s200_c9_L (b c : nat) : lmoves (s200_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []; strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []) (s78_board 1 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [E; F]) []); [reflexivity | unfold s78_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []) (s114_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [E; F]) []); [reflexivity | unfold s114_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []) (s137_board 1 (2 + b) (1 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s200_c9_R (b c : nat) : rmoves (s200_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []].
Proof. unfold s200_board, strip. tf_options. Qed.
Lemma s200_c9_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s138_board 1 (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s138_board; strip_board_eq | strip_offset]. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==0 && b>=2 && c>=2 *)
Lemma s200_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s200_board 0 (2 + b) (2 + c) -> fst (s200_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s200_q5] in Hc |- *.
  rewrite tf_game_eq, (s200_c9_L b c), (s200_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s200_c9_L1 b c)).
  pose proof (use_s78 IH 1 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s200_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s200_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s200_c9_L2 b c)).
  pose proof (use_s114 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s200_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s200_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s200_c9_L3 b c)).
  pose proof (use_s137 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s200_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s200_c9_L3 b c))) as Ho2.
  rewrite (tf_norm_game0 (s200_c9_R1 b c)).
  pose proof (use_s138 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s200_c9_R b c) ltac:(cbn [In]; left; reflexivity) (s200_c9_R1 b c))) as Ho3.
  rewrite (s78_p5 Ho0 ltac:(zlia)).
  rewrite (s114_p9 Ho1 ltac:(zlia)).
  rewrite (s137_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b==0 && c==0: the board of s57 *)
Lemma s200_c10_p1 x (Hs57 : s57_claim x) :
  x = s200_board 1 0 0 -> fst (s200_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s200_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q1] in Hc |- *.
  pose proof (Hs57 1 ltac:(rewrite Hx; unfold s200_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b==0 && c==1: the board of s180 *)
Lemma s200_c11_p3 x (Hs180 : s180_claim x) :
  x = s200_board 1 0 1 -> fst (s200_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s200_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q3] in Hc |- *.
  pose proof (Hs180 1 1 ltac:(rewrite Hx; unfold s200_board, s180_board; board_eq)) as Ho0.
  rewrite (s180_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b==0 && c>=2: the board of s180 *)
Lemma s200_c12_p5 x (Hs180 : s180_claim x) (c : nat) :
  x = s200_board 1 0 (2 + c) -> fst (s200_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s200_q5] in Hc |- *.
  pose proof (Hs180 1 (2 + c) ltac:(rewrite Hx; unfold s200_board, s180_board; board_eq)) as Ho0.
  rewrite (s180_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b==1 && c==0: the board of s154 *)
Lemma s200_c13_p4 x (Hs154 : s154_claim x) :
  x = s200_board 1 1 0 -> fst (s200_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s200_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q4] in Hc |- *.
  pose proof (Hs154 1 1 ltac:(rewrite Hx; unfold s200_board, s154_board; board_eq)) as Ho0.
  rewrite (s154_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s200_c14_L : lmoves (s200_board 1 1 1) = [s153_board 1 2 1; s180_board 1 2; s202_board 1 1].
Proof. unfold s153_board, s180_board, s200_board, s202_board. tf_options. Qed.
Lemma s200_c14_R : rmoves (s200_board 1 1 1) = [s205_board 1 1 1].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b==1 && c==1 *)
Lemma s200_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s200_board 1 1 1 -> fst (s200_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s200_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s200_q2] in Hc |- *.
  rewrite tf_game_eq, (s200_c14_L), (s200_c14_R); cbn [map].
  pose proof (use_s153 IH 1 2 1 (opt_l _ _ _ (s200_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s180 IH 1 2 (opt_l _ _ _ (s200_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH 1 1 (opt_l _ _ _ (s200_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH 1 1 1 (opt_r _ _ _ (s200_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p1 Ho0 ltac:(zlia)).
  rewrite (s180_p3 Ho1 ltac:(zlia)).
  rewrite (s202_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s200_c15_L (c : nat) : lmoves (s200_board 1 1 (2 + c)) = [s153_board 1 2 (2 + c); s180_board 1 (3 + c); s206_board 1 1 (1 + c)].
Proof. unfold s153_board, s180_board, s200_board, s206_board. tf_options. Qed.
Lemma s200_c15_R (c : nat) : rmoves (s200_board 1 1 (2 + c)) = [s205_board 1 1 (2 + c)].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b==1 && c>=2 *)
Lemma s200_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s200_board 1 1 (2 + c) -> fst (s200_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s200_q5] in Hc |- *.
  rewrite tf_game_eq, (s200_c15_L c), (s200_c15_R c); cbn [map].
  pose proof (use_s153 IH 1 2 (2 + c) (opt_l _ _ _ (s200_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s180 IH 1 (3 + c) (opt_l _ _ _ (s200_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s206 IH 1 1 (1 + c) (opt_l _ _ _ (s200_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH 1 1 (2 + c) (opt_r _ _ _ (s200_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p6 Ho0 ltac:(zlia)).
  rewrite (s180_p3 Ho1 ltac:(zlia)).
  rewrite (s206_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b>=2 && c==0: the board of s154 *)
Lemma s200_c16_p4 x (Hs154 : s154_claim x) (b : nat) :
  x = s200_board 1 (2 + b) 0 -> fst (s200_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s200_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q4] in Hc |- *.
  pose proof (Hs154 1 (2 + b) ltac:(rewrite Hx; unfold s200_board, s154_board; board_eq)) as Ho0.
  rewrite (s154_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s200_c17_L (b : nat) : lmoves (s200_board 1 (2 + b) 1) = [s153_board 1 (3 + b) 1; s200_board 1 (1 + b) 2; s202_board 1 (2 + b)].
Proof. unfold s153_board, s200_board, s202_board. tf_options. Qed.
Lemma s200_c17_R (b : nat) : rmoves (s200_board 1 (2 + b) 1) = [s205_board 1 (2 + b) 1].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b>=2 && c==1 *)
Lemma s200_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s200_board 1 (2 + b) 1 -> fst (s200_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s200_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s200_q2] in Hc |- *.
  rewrite tf_game_eq, (s200_c17_L b), (s200_c17_R b); cbn [map].
  pose proof (use_s153 IH 1 (3 + b) 1 (opt_l _ _ _ (s200_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s200 IH 1 (1 + b) 2 (opt_l _ _ _ (s200_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH 1 (2 + b) (opt_l _ _ _ (s200_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH 1 (2 + b) 1 (opt_r _ _ _ (s200_c17_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p1 Ho0 ltac:(zlia)).
  rewrite (s200_p5 Ho1 ltac:(zlia)).
  rewrite (s202_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s200_c18_L (b c : nat) : lmoves (s200_board 1 (2 + b) (2 + c)) = [s153_board 1 (3 + b) (2 + c); s200_board 1 (1 + b) (3 + c); s206_board 1 (2 + b) (1 + c)].
Proof. unfold s153_board, s200_board, s206_board. tf_options. Qed.
Lemma s200_c18_R (b c : nat) : rmoves (s200_board 1 (2 + b) (2 + c)) = [s205_board 1 (2 + b) (2 + c)].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a==1 && b>=2 && c>=2 *)
Lemma s200_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s200_board 1 (2 + b) (2 + c) -> fst (s200_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s200_q5] in Hc |- *.
  rewrite tf_game_eq, (s200_c18_L b c), (s200_c18_R b c); cbn [map].
  pose proof (use_s153 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s200_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s200 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s200_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s206 IH 1 (2 + b) (1 + c) (opt_l _ _ _ (s200_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s200_c18_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p6 Ho0 ltac:(zlia)).
  rewrite (s200_p5 Ho1 ltac:(zlia)).
  rewrite (s206_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b==0 && c==0: the board of s57 *)
Lemma s200_c19_p1 x (Hs57 : s57_claim x) (a : nat) :
  x = s200_board (2 + a) 0 0 -> fst (s200_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s200_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q1] in Hc |- *.
  pose proof (Hs57 (2 + a) ltac:(rewrite Hx; unfold s200_board, s57_board; board_eq)) as Ho0.
  rewrite (s57_p1 Ho0 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b==0 && c==1: the board of s180 *)
Lemma s200_c20_p3 x (Hs180 : s180_claim x) (a : nat) :
  x = s200_board (2 + a) 0 1 -> fst (s200_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s200_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q3] in Hc |- *.
  pose proof (Hs180 (2 + a) 1 ltac:(rewrite Hx; unfold s200_board, s180_board; board_eq)) as Ho0.
  rewrite (s180_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b==0 && c>=2: the board of s180 *)
Lemma s200_c21_p5 x (Hs180 : s180_claim x) (a c : nat) :
  x = s200_board (2 + a) 0 (2 + c) -> fst (s200_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s200_q5] in Hc |- *.
  pose proof (Hs180 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s200_board, s180_board; board_eq)) as Ho0.
  rewrite (s180_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b==1 && c==0: the board of s154 *)
Lemma s200_c22_p4 x (Hs154 : s154_claim x) (a : nat) :
  x = s200_board (2 + a) 1 0 -> fst (s200_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s200_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q4] in Hc |- *.
  pose proof (Hs154 (2 + a) 1 ltac:(rewrite Hx; unfold s200_board, s154_board; board_eq)) as Ho0.
  rewrite (s154_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s200_c23_L (a : nat) : lmoves (s200_board (2 + a) 1 1) = [s153_board (2 + a) 2 1; s180_board (2 + a) 2; s202_board (2 + a) 1].
Proof. unfold s153_board, s180_board, s200_board, s202_board. tf_options. Qed.
Lemma s200_c23_R (a : nat) : rmoves (s200_board (2 + a) 1 1) = [s205_board (2 + a) 1 1].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b==1 && c==1 *)
Lemma s200_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s200_board (2 + a) 1 1 -> fst (s200_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s200_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s200_q2] in Hc |- *.
  rewrite tf_game_eq, (s200_c23_L a), (s200_c23_R a); cbn [map].
  pose proof (use_s153 IH (2 + a) 2 1 (opt_l _ _ _ (s200_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s180 IH (2 + a) 2 (opt_l _ _ _ (s200_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH (2 + a) 1 (opt_l _ _ _ (s200_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH (2 + a) 1 1 (opt_r _ _ _ (s200_c23_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p1 Ho0 ltac:(zlia)).
  rewrite (s180_p3 Ho1 ltac:(zlia)).
  rewrite (s202_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s200_c24_L (a c : nat) : lmoves (s200_board (2 + a) 1 (2 + c)) = [s153_board (2 + a) 2 (2 + c); s180_board (2 + a) (3 + c); s206_board (2 + a) 1 (1 + c)].
Proof. unfold s153_board, s180_board, s200_board, s206_board. tf_options. Qed.
Lemma s200_c24_R (a c : nat) : rmoves (s200_board (2 + a) 1 (2 + c)) = [s205_board (2 + a) 1 (2 + c)].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b==1 && c>=2 *)
Lemma s200_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s200_board (2 + a) 1 (2 + c) -> fst (s200_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s200_q5] in Hc |- *.
  rewrite tf_game_eq, (s200_c24_L a c), (s200_c24_R a c); cbn [map].
  pose proof (use_s153 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s200_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s180 IH (2 + a) (3 + c) (opt_l _ _ _ (s200_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s206 IH (2 + a) 1 (1 + c) (opt_l _ _ _ (s200_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s200_c24_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p6 Ho0 ltac:(zlia)).
  rewrite (s180_p3 Ho1 ltac:(zlia)).
  rewrite (s206_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b>=2 && c==0: the board of s154 *)
Lemma s200_c25_p4 x (Hs154 : s154_claim x) (a b : nat) :
  x = s200_board (2 + a) (2 + b) 0 -> fst (s200_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s200_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s200_q4] in Hc |- *.
  pose proof (Hs154 (2 + a) (2 + b) ltac:(rewrite Hx; unfold s200_board, s154_board; board_eq)) as Ho0.
  rewrite (s154_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s200_c26_L (a b : nat) : lmoves (s200_board (2 + a) (2 + b) 1) = [s153_board (2 + a) (3 + b) 1; s200_board (2 + a) (1 + b) 2; s202_board (2 + a) (2 + b)].
Proof. unfold s153_board, s200_board, s202_board. tf_options. Qed.
Lemma s200_c26_R (a b : nat) : rmoves (s200_board (2 + a) (2 + b) 1) = [s205_board (2 + a) (2 + b) 1].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b>=2 && c==1 *)
Lemma s200_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s200_board (2 + a) (2 + b) 1 -> fst (s200_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s200_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s200_q2] in Hc |- *.
  rewrite tf_game_eq, (s200_c26_L a b), (s200_c26_R a b); cbn [map].
  pose proof (use_s153 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s200_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s200 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s200_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s202 IH (2 + a) (2 + b) (opt_l _ _ _ (s200_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s200_c26_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p1 Ho0 ltac:(zlia)).
  rewrite (s200_p5 Ho1 ltac:(zlia)).
  rewrite (s202_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s200_c27_L (a b c : nat) : lmoves (s200_board (2 + a) (2 + b) (2 + c)) = [s153_board (2 + a) (3 + b) (2 + c); s200_board (2 + a) (1 + b) (3 + c); s206_board (2 + a) (2 + b) (1 + c)].
Proof. unfold s153_board, s200_board, s206_board. tf_options. Qed.
Lemma s200_c27_R (a b c : nat) : rmoves (s200_board (2 + a) (2 + b) (2 + c)) = [s205_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s200_board, s205_board. tf_options. Qed.
(* s200 = T^a F T F T _ T^b _ T^c _ F on a>=2 && b>=2 && c>=2 *)
Lemma s200_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s200_board (2 + a) (2 + b) (2 + c) -> fst (s200_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s200_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s200_q5] in Hc |- *.
  rewrite tf_game_eq, (s200_c27_L a b c), (s200_c27_R a b c); cbn [map].
  pose proof (use_s153 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s200_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s200 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s200_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s206 IH (2 + a) (2 + b) (1 + c) (opt_l _ _ _ (s200_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s205 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s200_c27_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s153_p6 Ho0 ltac:(zlia)).
  rewrite (s200_p5 Ho1 ltac:(zlia)).
  rewrite (s206_p2 Ho2 ltac:(zlia)).
  rewrite (s205_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s187 *)
Lemma s201_c1_p1 x (Hs187 : s187_claim x) :
  x = s201_board 0 0 0 0 -> fst (s201_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q1] in Hc |- *.
  pose proof (Hs187 0 0 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c2_L : lmoves (s201_board 0 0 0 1) = [strip [(0, 1)] ([E; T; F; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; F; E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c2_L1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; E; T; F]) []) (s112_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c2_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; E; T; T; F]) []) (s75_board 1 0) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c2_R : rmoves (s201_board 0 0 0 1) = [strip [(0, 1)] ([T; F; E; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; F; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c2_R1 : tf_norm (strip [(0, 1)] ([T; F; E; E; T; E; T; F]) []) (s108_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; E; T; E; T; F]) []); [reflexivity | unfold s108_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c2_R2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; F]) [(1, 1)]) (s113_board 1 0 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d==1 *)
Lemma s201_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 0 0 0 1 -> fst (s201_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q2] in Hc |- *.
  rewrite tf_game_eq, (s201_c2_L), (s201_c2_R); cbn [map].
  rewrite (tf_norm_game0 (s201_c2_L1)).
  pose proof (use_s112 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s201_c2_L) ltac:(cbn [In]; left; reflexivity) (s201_c2_L1))) as Ho0.
  rewrite (tf_norm_game0 (s201_c2_L2)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c2_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c2_L2))) as Ho1.
  rewrite (tf_norm_game0 (s201_c2_R1)).
  pose proof (use_s108 IH 1 1 (opt_norm_r _ _ _ _ _ (s201_c2_R) ltac:(cbn [In]; left; reflexivity) (s201_c2_R1))) as Ho2.
  rewrite (tf_norm_game (s201_c2_R2)).
  pose proof (use_s113 IH 1 0 0 1 (opt_norm_r _ _ _ _ _ (s201_c2_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c2_R2))) as Ho3.
  rewrite (s112_p11 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  rewrite (s108_p4 Ho2 ltac:(zlia)).
  rewrite (s113_p7 Ho3 ltac:(zlia)).
  rewrite (s113_p7_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]]].
Qed.

Lemma s201_c3_L (d : nat) : lmoves (s201_board 0 0 0 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c3_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c3_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c3_R (d : nat) : rmoves (s201_board 0 0 0 (2 + d)) = [strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c3_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s108_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s108_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c3_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 0 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==0 && d>=2 *)
Lemma s201_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 0 0 0 (2 + d) -> fst (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q3] in Hc |- *.
  rewrite tf_game_eq, (s201_c3_L d), (s201_c3_R d); cbn [map].
  rewrite (tf_norm_game0 (s201_c3_L1 d)).
  pose proof (use_s112 IH 0 1 0 (2 + d) (opt_norm_l _ _ _ _ _ (s201_c3_L d) ltac:(cbn [In]; left; reflexivity) (s201_c3_L1 d))) as Ho0.
  rewrite (tf_norm_game (s201_c3_L2 d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c3_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c3_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s201_c3_R1 d)).
  pose proof (use_s108 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c3_R d) ltac:(cbn [In]; left; reflexivity) (s201_c3_R1 d))) as Ho2.
  rewrite (tf_norm_game (s201_c3_R2 d)).
  pose proof (use_s113 IH 1 0 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c3_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c3_R2 d))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s112_p7 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s108_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p8 Ho3 ltac:(zlia)).
    rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s112_p12 Ho0 ltac:(zlia)).
    rewrite (s75_p1 Ho1 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s108_p5 Ho2 ltac:(zlia)).
    rewrite (s113_p8 Ho3 ltac:(zlia)).
    rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==0: the board of s187 *)
Lemma s201_c4_p5 x (Hs187 : s187_claim x) :
  x = s201_board 0 0 1 0 -> fst (s201_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q5] in Hc |- *.
  pose proof (Hs187 0 0 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c5_L : lmoves (s201_board 0 0 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; F; E; T; T; E; T; F]) []; strip [(0, 1)] ([T; E; F; T; E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; E; T; F]) []) (s112_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; F; E; T; T; E; T; F]) []) (s112_board 1 0 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; E; T; T; F]) []) (s75_board 1 0) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c5_R : rmoves (s201_board 0 0 1 1) = [strip [(0, 1)] ([T; F; E; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c5_R1 : tf_norm (strip [(0, 1)] ([T; F; E; T; E; T; E; T; F]) []) (s110_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; E; T; E; T; E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c5_R2 : tf_norm (strip [(0, 1)] ([T; E; F; T; E; T; F]) [(1, 1)]) (s113_board 1 0 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d==1 *)
Lemma s201_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 0 0 1 1 -> fst (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q3] in Hc |- *.
  rewrite tf_game_eq, (s201_c5_L), (s201_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s201_c5_L1)).
  pose proof (use_s112 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s201_c5_L) ltac:(cbn [In]; left; reflexivity) (s201_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s201_c5_L2)).
  pose proof (use_s112 IH 1 0 0 2 (opt_norm_l _ _ _ _ _ (s201_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s201_c5_L3)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c5_L3))) as Ho2.
  rewrite (tf_norm_game0 (s201_c5_R1)).
  pose proof (use_s110 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c5_R) ltac:(cbn [In]; left; reflexivity) (s201_c5_R1))) as Ho3.
  rewrite (tf_norm_game (s201_c5_R2)).
  pose proof (use_s113 IH 1 0 1 1 (opt_norm_r _ _ _ _ _ (s201_c5_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c5_R2))) as Ho4.
  rewrite (s112_p15 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c6_L (d : nat) : lmoves (s201_board 0 0 1 (2 + d)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c6_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c6_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 1 0 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c6_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 0) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c6_R (d : nat) : rmoves (s201_board 0 0 1 (2 + d)) = [strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c6_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s110_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c6_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c==1 && d>=2 *)
Lemma s201_c6_p3 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 0 0 1 (2 + d) -> fst (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q3] in Hc |- *.
  rewrite tf_game_eq, (s201_c6_L d), (s201_c6_R d); cbn [map].
  rewrite (tf_norm_game0 (s201_c6_L1 d)).
  pose proof (use_s112 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s201_c6_L d) ltac:(cbn [In]; left; reflexivity) (s201_c6_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c6_L2 d)).
  pose proof (use_s112 IH 1 0 0 (3 + d) (opt_norm_l _ _ _ _ _ (s201_c6_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c6_L2 d))) as Ho1.
  rewrite (tf_norm_game (s201_c6_L3 d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c6_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c6_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s201_c6_R1 d)).
  pose proof (use_s110 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c6_R d) ltac:(cbn [In]; left; reflexivity) (s201_c6_R1 d))) as Ho3.
  rewrite (tf_norm_game (s201_c6_R2 d)).
  pose proof (use_s113 IH 1 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c6_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c6_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==0: the board of s187 *)
Lemma s201_c7_p5 x (Hs187 : s187_claim x) (c : nat) :
  x = s201_board 0 0 (2 + c) 0 -> fst (s201_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q5] in Hc |- *.
  pose proof (Hs187 0 0 (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c8_L (c : nat) : lmoves (s201_board 0 0 (2 + c) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c8_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s112_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c8_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s112_board 1 0 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c8_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 1 0) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c8_R (c : nat) : rmoves (s201_board 0 0 (2 + c) 1) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c8_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s110_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c8_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 1 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d==1 *)
Lemma s201_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s201_board 0 0 (2 + c) 1 -> fst (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q3] in Hc |- *.
  rewrite tf_game_eq, (s201_c8_L c), (s201_c8_R c); cbn [map].
  rewrite (tf_norm_game0 (s201_c8_L1 c)).
  pose proof (use_s112 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s201_c8_L c) ltac:(cbn [In]; left; reflexivity) (s201_c8_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s201_c8_L2 c)).
  pose proof (use_s112 IH 1 0 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s201_c8_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c8_L2 c))) as Ho1.
  rewrite (tf_norm_game (s201_c8_L3 c)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c8_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c8_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s201_c8_R1 c)).
  pose proof (use_s110 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c8_R c) ltac:(cbn [In]; left; reflexivity) (s201_c8_R1 c))) as Ho3.
  rewrite (tf_norm_game (s201_c8_R2 c)).
  pose proof (use_s113 IH 1 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c8_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c8_R2 c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c9_L (c d : nat) : lmoves (s201_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c9_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c9_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 1 0 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c9_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c9_R (c d : nat) : rmoves (s201_board 0 0 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c9_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s110_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s110_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c9_R2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==0 && c>=2 && d>=2 *)
Lemma s201_c9_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s201_board 0 0 (2 + c) (2 + d) -> fst (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q3] in Hc |- *.
  rewrite tf_game_eq, (s201_c9_L c d), (s201_c9_R c d); cbn [map].
  rewrite (tf_norm_game0 (s201_c9_L1 c d)).
  pose proof (use_s112 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s201_c9_L c d) ltac:(cbn [In]; left; reflexivity) (s201_c9_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c9_L2 c d)).
  pose proof (use_s112 IH 1 0 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s201_c9_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c9_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s201_c9_L3 c d)).
  pose proof (use_s75 IH 1 0 (opt_norm_l _ _ _ _ _ (s201_c9_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c9_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s201_c9_R1 c d)).
  pose proof (use_s110 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c9_R c d) ltac:(cbn [In]; left; reflexivity) (s201_c9_R1 c d))) as Ho3.
  rewrite (tf_norm_game (s201_c9_R2 c d)).
  pose proof (use_s113 IH 1 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c9_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c9_R2 c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p21 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 0) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s110_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p8 Ho4 ltac:(zlia)).
  rewrite (s113_p8_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==0: the board of s187 *)
Lemma s201_c10_p6 x (Hs187 : s187_claim x) :
  x = s201_board 0 1 0 0 -> fst (s201_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q6] in Hc |- *.
  pose proof (Hs187 0 1 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c11_L : lmoves (s201_board 0 1 0 1) = [strip [(0, 1)] ([E; T; T; F; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; F; T; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c11_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; E; T; E; T; F]) []) (s112_board 0 2 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c11_L2 : tf_norm (strip [(0, 1)] ([T; E; E; F; T; T; E; T; F]) []) (s54_board 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; F; T; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c11_L3 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E; T; T; F]) []) (s75_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c11_R : rmoves (s201_board 0 1 0 1) = [strip [(0, 1)] ([T; F; T; E; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c11_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; E; T; E; T; F]) []) (s118_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; E; T; E; T; F]) []); [reflexivity | unfold s118_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c11_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; F]) [(1, 1)]) (s113_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s201_c11_p9 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 0 1 0 1 -> fst (s201_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q9] in Hc |- *.
  rewrite tf_game_eq, (s201_c11_L), (s201_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s201_c11_L1)).
  pose proof (use_s112 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s201_c11_L) ltac:(cbn [In]; left; reflexivity) (s201_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s201_c11_L2)).
  pose proof (use_s54 IH 1 0 2 (opt_norm_l _ _ _ _ _ (s201_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s201_c11_L3)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c11_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c11_L3))) as Ho2.
  rewrite (tf_norm_game0 (s201_c11_R1)).
  pose proof (use_s118 IH 1 1 (opt_norm_r _ _ _ _ _ (s201_c11_R) ltac:(cbn [In]; left; reflexivity) (s201_c11_R1))) as Ho3.
  rewrite (tf_norm_game (s201_c11_R2)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s201_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c11_R2))) as Ho4.
  rewrite (s112_p7 Ho0 ltac:(zlia)).
  rewrite (s54_p3 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s118_p3 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c12_L (d : nat) : lmoves (s201_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 2 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [E; T; F]) []) (s54_board 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: F :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c12_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c12_R (d : nat) : rmoves (s201_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s118_board 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s118_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c12_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s201_c12_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 0 1 0 (2 + d) -> fst (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c12_L d), (s201_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s201_c12_L1 d)).
  pose proof (use_s112 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s201_c12_L d) ltac:(cbn [In]; left; reflexivity) (s201_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c12_L2 d)).
  pose proof (use_s54 IH 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s201_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game (s201_c12_L3 d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s201_c12_R1 d)).
  pose proof (use_s118 IH 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c12_R d) ltac:(cbn [In]; left; reflexivity) (s201_c12_R1 d))) as Ho3.
  rewrite (tf_norm_game (s201_c12_R2 d)).
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c12_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s118_p4 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==0: the board of s187 *)
Lemma s201_c13_p7 x (Hs187 : s187_claim x) :
  x = s201_board 0 1 1 0 -> fst (s201_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 0 1 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c14_L : lmoves (s201_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; F; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; E; T; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; T; E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; F; T; E; T; E; T; F]) []) (s112_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; T; E; T; F]) []) (s112_board 1 1 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; E; T; T; F]) []) (s75_board 1 1) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c14_R : rmoves (s201_board 0 1 1 1) = [strip [(0, 1)] ([T; F; T; E; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c14_R1 : tf_norm (strip [(0, 1)] ([T; F; T; E; T; E; T; E; T; F]) []) (s137_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; F; T; E; T; E; T; E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c14_R2 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; F]) [(1, 1)]) (s113_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s201_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s201_board 0 1 1 1 -> fst (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c14_L), (s201_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s201_c14_L1)).
  pose proof (use_s112 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s201_c14_L) ltac:(cbn [In]; left; reflexivity) (s201_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s201_c14_L2)).
  pose proof (use_s112 IH 1 1 0 2 (opt_norm_l _ _ _ _ _ (s201_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c14_L2))) as Ho1.
  rewrite (tf_norm_game (s201_c14_L3)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c14_L3))) as Ho2.
  rewrite (tf_norm_game0 (s201_c14_R1)).
  pose proof (use_s137 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c14_R) ltac:(cbn [In]; left; reflexivity) (s201_c14_R1))) as Ho3.
  rewrite (tf_norm_game (s201_c14_R2)).
  pose proof (use_s113 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s201_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c14_R2))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c15_L (d : nat) : lmoves (s201_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 1 1 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 1) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c15_R (d : nat) : rmoves (s201_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s137_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c15_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s201_c15_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s201_board 0 1 1 (2 + d) -> fst (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c15_L d), (s201_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s201_c15_L1 d)).
  pose proof (use_s112 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s201_c15_L d) ltac:(cbn [In]; left; reflexivity) (s201_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c15_L2 d)).
  pose proof (use_s112 IH 1 1 0 (3 + d) (opt_norm_l _ _ _ _ _ (s201_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game (s201_c15_L3 d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c15_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s201_c15_R1 d)).
  pose proof (use_s137 IH 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c15_R d) ltac:(cbn [In]; left; reflexivity) (s201_c15_R1 d))) as Ho3.
  rewrite (tf_norm_game (s201_c15_R2 d)).
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c15_R2 d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==0: the board of s187 *)
Lemma s201_c16_p7 x (Hs187 : s187_claim x) (c : nat) :
  x = s201_board 0 1 (2 + c) 0 -> fst (s201_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 0 1 (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c17_L (c : nat) : lmoves (s201_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s112_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s112_board 1 1 (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 1 1) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c17_R (c : nat) : rmoves (s201_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s137_board 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c17_R2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s201_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s201_board 0 1 (2 + c) 1 -> fst (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c17_L c), (s201_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s201_c17_L1 c)).
  pose proof (use_s112 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s201_c17_L c) ltac:(cbn [In]; left; reflexivity) (s201_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s201_c17_L2 c)).
  pose proof (use_s112 IH 1 1 (1 + c) 2 (opt_norm_l _ _ _ _ _ (s201_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game (s201_c17_L3 c)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s201_c17_R1 c)).
  pose proof (use_s137 IH 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c17_R c) ltac:(cbn [In]; left; reflexivity) (s201_c17_R1 c))) as Ho3.
  rewrite (tf_norm_game (s201_c17_R2 c)).
  pose proof (use_s113 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c17_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c17_R2 c))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c18_L (c d : nat) : lmoves (s201_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 1 1 (1 + c) (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (1 + c) ++ E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F]) [(2 + c, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c18_R (c d : nat) : rmoves (s201_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []) (s137_board 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: F :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s137_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c18_R2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s201_c18_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s201_board 0 1 (2 + c) (2 + d) -> fst (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q10] in Hc |- *.
  rewrite tf_game_eq, (s201_c18_L c d), (s201_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s201_c18_L1 c d)).
  pose proof (use_s112 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s201_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s201_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c18_L2 c d)).
  pose proof (use_s112 IH 1 1 (1 + c) (3 + d) (opt_norm_l _ _ _ _ _ (s201_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s201_c18_L3 c d)).
  pose proof (use_s75 IH 1 1 (opt_norm_l _ _ _ _ _ (s201_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s201_c18_R1 c d)).
  pose proof (use_s137 IH 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s201_c18_R1 c d))) as Ho3.
  rewrite (tf_norm_game (s201_c18_R2 c d)).
  pose proof (use_s113 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s201_c18_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c18_R2 c d))) as Ho4.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + c) + Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s137_p5 Ho3 ltac:(zlia)).
  rewrite (s113_p6 Ho4 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==0: the board of s187 *)
Lemma s201_c19_p9 x (Hs187 : s187_claim x) (b : nat) :
  x = s201_board 0 (2 + b) 0 0 -> fst (s201_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q9] in Hc |- *.
  pose proof (Hs187 0 (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c19_p12 x (Hs187 : s187_claim x) (b : nat) :
  x = s201_board 0 (2 + b) 0 0 -> fst (s201_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q12] in Hc |- *.
  pose proof (Hs187 0 (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c19_p13 x (Hs187 : s187_claim x) (b : nat) :
  x = s201_board 0 (2 + b) 0 0 -> fst (s201_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s201_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q13] in Hc |- *.
  pose proof (Hs187 0 (2 + b) 0 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s201_c20_L (b : nat) : lmoves (s201_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; E; T; F]) []) (s112_board 0 (3 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; E; T; F]) []) (s81_board 1 (1 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; F; T; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c20_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) (s75_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c20_R (b : nat) : rmoves (s201_board 0 (2 + b) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s113_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s201_c20_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s201_board 0 (2 + b) 0 1 -> fst (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c20_L b), (s201_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s201_c20_L1 b)).
  pose proof (use_s112 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s201_c20_L b) ltac:(cbn [In]; left; reflexivity) (s201_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s201_c20_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 0 2 (opt_norm_l _ _ _ _ _ (s201_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s201_c20_L3 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game (s201_c20_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s201_c20_R b) ltac:(cbn [In]; left; reflexivity) (s201_c20_R1 b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s81_p36 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p52 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s201_c21_L (b d : nat) : lmoves (s201_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 (3 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; T; F]) []) (s81_board 1 (1 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: F :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c21_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 (2 + b)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; E]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c21_R (b d : nat) : rmoves (s201_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s201_c21_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s201_board 0 (2 + b) 0 (2 + d) -> fst (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c21_L b d), (s201_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s201_c21_L1 b d)).
  pose proof (use_s112 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s201_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s201_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c21_L2 b d)).
  pose proof (use_s81 IH 1 (1 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s201_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s201_c21_L3 b d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c21_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c21_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s201_c21_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s201_c21_R1 b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s81_p36 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p45 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s81_p52 Ho1 ltac:(zlia)).
    rewrite (s75_p1 Ho2 I).
    rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==0: the board of s187 *)
Lemma s201_c22_p7 x (Hs187 : s187_claim x) (b : nat) :
  x = s201_board 0 (2 + b) 1 0 -> fst (s201_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 0 (2 + b) 1 ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c23_L (b : nat) : lmoves (s201_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; E; T; F]) []) (s112_board 0 (3 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; E; T; F]) []) (s112_board 1 (2 + b) 0 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c23_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) (s75_board 1 (2 + b)) (2).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c23_R (b : nat) : rmoves (s201_board 0 (2 + b) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s113_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s201_c23_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s201_board 0 (2 + b) 1 1 -> fst (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c23_L b), (s201_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s201_c23_L1 b)).
  pose proof (use_s112 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s201_c23_L b) ltac:(cbn [In]; left; reflexivity) (s201_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s201_c23_L2 b)).
  pose proof (use_s112 IH 1 (2 + b) 0 2 (opt_norm_l _ _ _ _ _ (s201_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game (s201_c23_L3 b)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game (s201_c23_R1 b)).
  pose proof (use_s113 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s201_c23_R b) ltac:(cbn [In]; left; reflexivity) (s201_c23_R1 b))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s201_c24_L (b d : nat) : lmoves (s201_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 0 (3 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; T; F]) []) (s112_board 1 (2 + b) 0 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (3 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c24_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) (s75_board 1 (2 + b)) (Z.of_nat (2 + d) + 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1); (1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c24_R (b d : nat) : rmoves (s201_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s113_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s201_c24_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s201_board 0 (2 + b) 1 (2 + d) -> fst (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c24_L b d), (s201_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s201_c24_L1 b d)).
  pose proof (use_s112 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s201_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s201_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s201_c24_L2 b d)).
  pose proof (use_s112 IH 1 (2 + b) 0 (3 + d) (opt_norm_l _ _ _ _ _ (s201_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s201_c24_L3 b d)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c24_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s201_c24_R1 b d)).
  pose proof (use_s113 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s201_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s201_c24_R1 b d))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + d) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==0: the board of s187 *)
Lemma s201_c25_p7 x (Hs187 : s187_claim x) (b c : nat) :
  x = s201_board 0 (2 + b) (2 + c) 0 -> fst (s201_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s201_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s201_q7] in Hc |- *.
  pose proof (Hs187 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s201_board, s187_board; board_eq)) as Ho0.
  rewrite (s187_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s201_c26_L (b c : nat) : lmoves (s201_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; T; F]) []) (s112_board 0 (3 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ F :: repeat T (2 + c) ++ [E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []) (s112_board 1 (2 + b) (1 + c) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; T; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s201_c26_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) (s75_board 1 (2 + b)) (2 * Z.of_nat (2 + c)).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F]) [(2 + c, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s75_board; strip_board_eq | strip_offset].
Qed.
Lemma s201_c26_R (b c : nat) : rmoves (s201_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s201_board, strip. tf_options. Qed.
Lemma s201_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s113_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s201 = T^a F T _ T^b F T^c _ T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s201_c26_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s201_board 0 (2 + b) (2 + c) 1 -> fst (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s201_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s201_q11] in Hc |- *.
  rewrite tf_game_eq, (s201_c26_L b c), (s201_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s201_c26_L1 b c)).
  pose proof (use_s112 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s201_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s201_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s201_c26_L2 b c)).
  pose proof (use_s112 IH 1 (2 + b) (1 + c) 2 (opt_norm_l _ _ _ _ _ (s201_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s201_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game (s201_c26_L3 b c)).
  pose proof (use_s75 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s201_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s201_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s201_c26_R1 b c)).
  pose proof (use_s113 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s201_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s201_c26_R1 b c))) as Ho3.
  rewrite (s112_p12 Ho0 ltac:(zlia)).
  rewrite (s112_p12 Ho1 ltac:(zlia)).
  rewrite (s75_p1 Ho2 I).
  rewrite (s75_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2 * Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

