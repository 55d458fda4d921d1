(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s191_c69_L (a d : nat) : lmoves (s191_board (2 + a) 1 1 (2 + d)) = [s170_board (2 + a) 2 1 (2 + d); s161_board (2 + a) 2 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board (2 + a) 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c69_R (a d : nat) : rmoves (s191_board (2 + a) 1 1 (2 + d)) = [s198_board (2 + a) 1 1 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s191_c69_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s191_board (2 + a) 1 1 (2 + d) -> fst (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c69_L a d), (s191_c69_R a d); cbn [map].
  pose proof (use_s170 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s191_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s191_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c69_L3 a d)).
  pose proof (use_s166 IH (2 + a) 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c69_L3 a d))) as Ho2.
  pose proof (use_s198 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s191_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (- Z.of_nat (2 + a) + Z.of_nat (2 + d) >= 0 /\ Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 1 /\ Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) = 2 /\ Z.of_nat (2 + a) >= 5)%Z \/ (Z.of_nat (2 + a) >= 6 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 7 /\ Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + a) - Z.of_nat (2 + d) >= 3 /\ Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]]].
  {
    rewrite (s166_p35 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p36 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p69 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p72 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p74 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p76 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p78 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==0: the board of s169 *)
Lemma s191_c70_p10 x (Hs169 : s169_claim x) (a c : nat) :
  x = s191_board (2 + a) 1 (2 + c) 0 -> fst (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q10] in Hc |- *.
  pose proof (Hs169 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s191_c71_L (a c : nat) : lmoves (s191_board (2 + a) 1 (2 + c) 1) = [s170_board (2 + a) 2 (2 + c) 1; s161_board (2 + a) (3 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s166_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c71_R (a c : nat) : rmoves (s191_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s191_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s191_board (2 + a) 1 (2 + c) 1 -> fst (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c71_L a c), (s191_c71_R a c); cbn [map].
  pose proof (use_s170 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s191_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s191_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c71_L3 a c)).
  pose proof (use_s166 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s191_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c71_L3 a c))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s166_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p38 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s191_c72_L (a c d : nat) : lmoves (s191_board (2 + a) 1 (2 + c) (2 + d)) = [s170_board (2 + a) 2 (2 + c) (2 + d); s161_board (2 + a) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s161_board, s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board (2 + a) 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c72_R (a c d : nat) : rmoves (s191_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s191_c72_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s191_board (2 + a) 1 (2 + c) (2 + d) -> fst (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c72_L a c d), (s191_c72_R a c d); cbn [map].
  pose proof (use_s170 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s191_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s161 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s191_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c72_L3 a c d)).
  pose proof (use_s166 IH (2 + a) 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s191_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c72_L3 a c d))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s161_p7 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s166_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s169 *)
Lemma s191_c73_p11 x (Hs169 : s169_claim x) (a b : nat) :
  x = s191_board (2 + a) (2 + b) 0 0 -> fst (s191_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q11] in Hc |- *.
  pose proof (Hs169 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s191_c73_p16 x (Hs169 : s169_claim x) (a b : nat) :
  x = s191_board (2 + a) (2 + b) 0 0 -> fst (s191_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s191_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q16] in Hc |- *.
  pose proof (Hs169 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s191_c74_L (a b : nat) : lmoves (s191_board (2 + a) (2 + b) 0 1) = [s170_board (2 + a) (3 + b) 0 1; s191_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s166_board (2 + a) (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c74_R (a b : nat) : rmoves (s191_board (2 + a) (2 + b) 0 1) = [s198_board (2 + a) (2 + b) 0 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s191_c74_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s191_board (2 + a) (2 + b) 0 1 -> fst (s191_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s191_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q15] in Hc |- *.
  rewrite tf_game_eq, (s191_c74_L a b), (s191_c74_R a b); cbn [map].
  pose proof (use_s170 IH (2 + a) (3 + b) 0 1 (opt_l _ _ _ (s191_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s191_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c74_L3 a b)).
  pose proof (use_s166 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s191_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c74_L3 a b))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s191_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s170_p25 Ho0 ltac:(zlia)).
    rewrite (s191_p13 Ho1 ltac:(zlia)).
    rewrite (s166_p23 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s170_p26 Ho0 ltac:(zlia)).
    rewrite (s191_p13 Ho1 ltac:(zlia)).
    rewrite (s166_p23 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s191_c75_L (a b d : nat) : lmoves (s191_board (2 + a) (2 + b) 0 (2 + d)) = [s170_board (2 + a) (3 + b) 0 (2 + d); s191_board (2 + a) (1 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board (2 + a) (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c75_R (a b d : nat) : rmoves (s191_board (2 + a) (2 + b) 0 (2 + d)) = [s198_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s191_c75_p15 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s191_board (2 + a) (2 + b) 0 (2 + d) -> fst (s191_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q15 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q15] in Hc |- *.
  rewrite tf_game_eq, (s191_c75_L a b d), (s191_c75_R a b d); cbn [map].
  pose proof (use_s170 IH (2 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s191_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s191_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c75_L3 a b d)).
  pose proof (use_s166 IH (2 + a) (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c75_L3 a b d))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s191_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 0)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 1)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s170_p25 Ho0 ltac:(zlia)).
    rewrite (s191_p13 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
    {
      rewrite (s166_p31 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p40 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p41 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p42 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p43 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s170_p26 Ho0 ltac:(zlia)).
    rewrite (s191_p13 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + a) >= 5 /\ Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
    {
      rewrite (s166_p31 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p40 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p41 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p42 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s166_p43 Ho2 ltac:(zlia)).
      rewrite (s198_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==0: the board of s169 *)
Lemma s191_c76_p8 x (Hs169 : s169_claim x) (a b : nat) :
  x = s191_board (2 + a) (2 + b) 1 0 -> fst (s191_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s191_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q8] in Hc |- *.
  pose proof (Hs169 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s191_c77_L (a b : nat) : lmoves (s191_board (2 + a) (2 + b) 1 1) = [s170_board (2 + a) (3 + b) 1 1; s191_board (2 + a) (1 + b) 2 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s166_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c77_R (a b : nat) : rmoves (s191_board (2 + a) (2 + b) 1 1) = [s198_board (2 + a) (2 + b) 1 1].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s191_c77_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s191_board (2 + a) (2 + b) 1 1 -> fst (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c77_L a b), (s191_c77_R a b); cbn [map].
  pose proof (use_s170 IH (2 + a) (3 + b) 1 1 (opt_l _ _ _ (s191_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s191_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c77_L3 a b)).
  pose proof (use_s166 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s191_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c77_L3 a b))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s191_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  rewrite (s166_p34 Ho2 ltac:(zlia)).
  rewrite (s198_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s191_c78_L (a b d : nat) : lmoves (s191_board (2 + a) (2 + b) 1 (2 + d)) = [s170_board (2 + a) (3 + b) 1 (2 + d); s191_board (2 + a) (1 + b) 2 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c78_R (a b d : nat) : rmoves (s191_board (2 + a) (2 + b) 1 (2 + d)) = [s198_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s191_board, s198_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s191_c78_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s191_board (2 + a) (2 + b) 1 (2 + d) -> fst (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q13] in Hc |- *.
  rewrite tf_game_eq, (s191_c78_L a b d), (s191_c78_R a b d); cbn [map].
  pose proof (use_s170 IH (2 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s191_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s191_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c78_L3 a b d)).
  pose proof (use_s166 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s191_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c78_L3 a b d))) as Ho2.
  pose proof (use_s198 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s191_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s170_p22 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s166_p35 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s166_p37 Ho2 ltac:(zlia)).
    rewrite (s198_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==0: the board of s169 *)
Lemma s191_c79_p10 x (Hs169 : s169_claim x) (a b c : nat) :
  x = s191_board (2 + a) (2 + b) (2 + c) 0 -> fst (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s191_q10] in Hc |- *.
  pose proof (Hs169 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s191_board, s169_board; board_eq)) as Ho0.
  rewrite (s169_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s191_c80_L (a b c : nat) : lmoves (s191_board (2 + a) (2 + b) (2 + c) 1) = [s170_board (2 + a) (3 + b) (2 + c) 1; s191_board (2 + a) (1 + b) (3 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s166_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c80_R (a b c : nat) : rmoves (s191_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s191_c80_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s191_board (2 + a) (2 + b) (2 + c) 1 -> fst (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c80_L a b c), (s191_c80_R a b c); cbn [map].
  pose proof (use_s170 IH (2 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s191_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s191_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c80_L3 a b c)).
  pose proof (use_s166 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s191_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c80_L3 a b c))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s166_p18 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s191_c81_L (a b c d : nat) : lmoves (s191_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s170_board (2 + a) (3 + b) (2 + c) (2 + d); s191_board (2 + a) (1 + b) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s170_board, s191_board, strip. tf_options. Qed.
Lemma s191_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s166_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s166_board; strip_board_eq | strip_offset]. Qed.
Lemma s191_c81_R (a b c d : nat) : rmoves (s191_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s191_board. tf_options. Qed.
(* s191 = T^a F T _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s191_c81_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s191_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s191_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s191_q10] in Hc |- *.
  rewrite tf_game_eq, (s191_c81_L a b c d), (s191_c81_R a b c d); cbn [map].
  pose proof (use_s170 IH (2 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s191_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s191 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s191_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s191_c81_L3 a b c d)).
  pose proof (use_s166 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s191_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s191_c81_L3 a b c d))) as Ho2.
  rewrite (s170_p33 Ho0 ltac:(zlia)).
  rewrite (s191_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s166_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p14 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s166_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==0 && d==0: the board of s162 *)
Lemma s192_c1_p1 x (Hs162 : s162_claim x) :
  x = s192_board 0 0 0 0 -> fst (s192_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q1] in Hc |- *.
  pose proof (Hs162 0 0 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==0 && d==1: the board of s162 *)
Lemma s192_c2_p2 x (Hs162 : s162_claim x) :
  x = s192_board 0 0 0 1 -> fst (s192_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q2] in Hc |- *.
  pose proof (Hs162 0 0 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==0 && d>=2: the board of s162 *)
Lemma s192_c3_p4 x (Hs162 : s162_claim x) (d : nat) :
  x = s192_board 0 0 0 (2 + d) -> fst (s192_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q4] in Hc |- *.
  pose proof (Hs162 0 0 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c3_p5 x (Hs162 : s162_claim x) (d : nat) :
  x = s192_board 0 0 0 (2 + d) -> fst (s192_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q5] in Hc |- *.
  pose proof (Hs162 0 0 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==1 && d==0: the board of s162 *)
Lemma s192_c4_p6 x (Hs162 : s162_claim x) :
  x = s192_board 0 0 1 0 -> fst (s192_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q6] in Hc |- *.
  pose proof (Hs162 0 1 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==1 && d==1: the board of s162 *)
Lemma s192_c5_p7 x (Hs162 : s162_claim x) :
  x = s192_board 0 0 1 1 -> fst (s192_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q7] in Hc |- *.
  pose proof (Hs162 0 1 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c==1 && d>=2: the board of s162 *)
Lemma s192_c6_p8 x (Hs162 : s162_claim x) (d : nat) :
  x = s192_board 0 0 1 (2 + d) -> fst (s192_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q8] in Hc |- *.
  pose proof (Hs162 0 1 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c>=2 && d==0: the board of s162 *)
Lemma s192_c7_p9 x (Hs162 : s162_claim x) (c : nat) :
  x = s192_board 0 0 (2 + c) 0 -> fst (s192_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q9] in Hc |- *.
  pose proof (Hs162 0 (2 + c) 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c>=2 && d==1: the board of s162 *)
Lemma s192_c8_p10 x (Hs162 : s162_claim x) (c : nat) :
  x = s192_board 0 0 (2 + c) 1 -> fst (s192_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q10] in Hc |- *.
  pose proof (Hs162 0 (2 + c) 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==0 && c>=2 && d>=2: the board of s162 *)
Lemma s192_c9_p11 x (Hs162 : s162_claim x) (c d : nat) :
  x = s192_board 0 0 (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q11] in Hc |- *.
  pose proof (Hs162 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c9_p12 x (Hs162 : s162_claim x) (c d : nat) :
  x = s192_board 0 0 (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q12] in Hc |- *.
  pose proof (Hs162 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c10_L : lmoves (s192_board 0 1 0 0) = [strip [(0, 1)] ([E; T; T; E; F; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c10_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; E; T; F]) []) (s81_board 0 2 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c10_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E; T; F]) []) (s54_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c10_R : rmoves (s192_board 0 1 0 0) = [strip [(0, 1)] ([T; E; T; F; E; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E; T; F]) []) (s84_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c10_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; F]) [(1, 1)]) (s31_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==0 && d==0 *)
Lemma s192_c10_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 0 1 0 0 -> fst (s192_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q3 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q3] in Hc |- *.
  rewrite tf_game_eq, (s192_c10_L), (s192_c10_R); cbn [map].
  rewrite (tf_norm_game0 (s192_c10_L1)).
  pose proof (use_s81 IH 0 2 0 0 (opt_norm_l _ _ _ _ _ (s192_c10_L) ltac:(cbn [In]; left; reflexivity) (s192_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s192_c10_L2)).
  pose proof (use_s54 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s192_c10_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c10_L2))) as Ho1.
  rewrite (tf_norm_game0 (s192_c10_R1)).
  pose proof (use_s84 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s192_c10_R) ltac:(cbn [In]; left; reflexivity) (s192_c10_R1))) as Ho2.
  rewrite (tf_norm_game (s192_c10_R2)).
  pose proof (use_s31 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s192_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c10_R2))) as Ho3.
  rewrite (s81_p24 Ho0 ltac:(zlia)).
  rewrite (s54_p12 Ho1 ltac:(zlia)).
  rewrite (s84_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p12_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s192_c11_L : lmoves (s192_board 0 1 0 1) = [strip [(0, 1)] ([E; T; T; E; F; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; F; E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c11_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; T; E; T; F]) []) (s81_board 0 2 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c11_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []) (s54_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c11_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E; T; T; F]) []) (s73_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c11_R : rmoves (s192_board 0 1 0 1) = [strip [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []) (s112_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c11_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; T; F]) [(1, 1)]) (s82_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==0 && d==1 *)
Lemma s192_c11_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 0 1 0 1 -> fst (s192_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q13] in Hc |- *.
  rewrite tf_game_eq, (s192_c11_L), (s192_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s192_c11_L1)).
  pose proof (use_s81 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s192_c11_L) ltac:(cbn [In]; left; reflexivity) (s192_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s192_c11_L2)).
  pose proof (use_s54 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s192_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s192_c11_L3)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s192_c11_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c11_L3))) as Ho2.
  rewrite (tf_norm_game0 (s192_c11_R1)).
  pose proof (use_s112 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s192_c11_R) ltac:(cbn [In]; left; reflexivity) (s192_c11_R1))) as Ho3.
  rewrite (tf_norm_game (s192_c11_R2)).
  pose proof (use_s82 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s192_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c11_R2))) as Ho4.
  rewrite (s81_p25 Ho0 ltac:(zlia)).
  rewrite (s54_p6 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s112_p15 Ho3 ltac:(zlia)).
  rewrite (s82_p24 Ho4 ltac:(zlia)).
  rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s192_c12_L (d : nat) : lmoves (s192_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 2 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s54_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c12_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c12_R (d : nat) : rmoves (s192_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 1 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c12_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s192_c12_p15 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s192_board 0 1 0 (2 + d) -> fst (s192_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q15] in Hc |- *.
  rewrite tf_game_eq, (s192_c12_L d), (s192_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s192_c12_L1 d)).
  pose proof (use_s81 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c12_L d) ltac:(cbn [In]; left; reflexivity) (s192_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c12_L2 d)).
  pose proof (use_s54 IH 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game (s192_c12_L3 d)).
  pose proof (use_s73 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s192_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s192_c12_R1 d)).
  pose proof (use_s112 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c12_R d) ltac:(cbn [In]; left; reflexivity) (s192_c12_R1 d))) as Ho3.
  rewrite (tf_norm_game (s192_c12_R2 d)).
  pose proof (use_s82 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c12_R2 d))) as Ho4.
  rewrite (s81_p26 Ho0 ltac:(zlia)).
  rewrite (s54_p11 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p24 Ho4 ltac:(zlia)).
  rewrite (s82_p24_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c13_L : lmoves (s192_board 0 1 1 0) = [strip [(0, 1)] ([E; T; T; E; T; F; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; T; F; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; E; F; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c13_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; E; T; F]) []) (s81_board 0 2 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c13_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; E; T; F]) []) (s54_board 1 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c13_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F; T; T; F]) []) (s28_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c13_R : rmoves (s192_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; F; T; E; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; E; T; F]) []) (s84_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c13_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; F]) [(1, 1)]) (s31_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==1 && d==0 *)
Lemma s192_c13_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 0 1 1 0 -> fst (s192_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q7] in Hc |- *.
  rewrite tf_game_eq, (s192_c13_L), (s192_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s192_c13_L1)).
  pose proof (use_s81 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s192_c13_L) ltac:(cbn [In]; left; reflexivity) (s192_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s192_c13_L2)).
  pose proof (use_s54 IH 1 2 0 (opt_norm_l _ _ _ _ _ (s192_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s192_c13_L3)).
  pose proof (use_s28 IH 1 1 (opt_norm_l _ _ _ _ _ (s192_c13_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c13_L3))) as Ho2.
  rewrite (tf_norm_game0 (s192_c13_R1)).
  pose proof (use_s84 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c13_R) ltac:(cbn [In]; left; reflexivity) (s192_c13_R1))) as Ho3.
  rewrite (tf_norm_game (s192_c13_R2)).
  pose proof (use_s31 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c13_R2))) as Ho4.
  rewrite (s81_p27 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s192_c14_L : lmoves (s192_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; E; T; F; T; E; T; F]) []; strip [(0, 1)] ([T; E; E; T; T; F; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; T; F; E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; T; E; T; F]) []) (s81_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; T; E; T; F]) []) (s54_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E; T; T; F]) []) (s73_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] ([T; E; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c14_R : rmoves (s192_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; T; E; T; F]) []; strip [(0, 1)] ([T; E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; E; T; F]) []) (s112_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c14_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; T; F]) [(1, 1)]) (s82_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==1 && d==1 *)
Lemma s192_c14_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 0 1 1 1 -> fst (s192_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q16] in Hc |- *.
  rewrite tf_game_eq, (s192_c14_L), (s192_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s192_c14_L1)).
  pose proof (use_s81 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s192_c14_L) ltac:(cbn [In]; left; reflexivity) (s192_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s192_c14_L2)).
  pose proof (use_s54 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s192_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s192_c14_L3)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s192_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c14_L3))) as Ho2.
  rewrite (tf_norm_game0 (s192_c14_R1)).
  pose proof (use_s112 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c14_R) ltac:(cbn [In]; left; reflexivity) (s192_c14_R1))) as Ho3.
  rewrite (tf_norm_game (s192_c14_R2)).
  pose proof (use_s82 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c14_R2))) as Ho4.
  rewrite (s81_p28 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p25 Ho4 ltac:(zlia)).
  rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c15_L (d : nat) : lmoves (s192_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s54_board 1 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c15_R (d : nat) : rmoves (s192_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 1 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c15_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s192_c15_p17 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s192_board 0 1 1 (2 + d) -> fst (s192_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q17] in Hc |- *.
  rewrite tf_game_eq, (s192_c15_L d), (s192_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s192_c15_L1 d)).
  pose proof (use_s81 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c15_L d) ltac:(cbn [In]; left; reflexivity) (s192_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c15_L2 d)).
  pose proof (use_s54 IH 1 2 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game (s192_c15_L3 d)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s192_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c15_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s192_c15_R1 d)).
  pose proof (use_s112 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c15_R d) ltac:(cbn [In]; left; reflexivity) (s192_c15_R1 d))) as Ho3.
  rewrite (tf_norm_game (s192_c15_R2 d)).
  pose proof (use_s82 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c15_R2 d))) as Ho4.
  rewrite (s81_p29 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s54_p7 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p25 Ho4 ltac:(zlia)).
    rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s54_p9 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p25 Ho4 ltac:(zlia)).
    rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c16_L (c : nat) : lmoves (s192_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 2 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E; T; F]) []) (s54_board 1 (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c16_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board 1 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c16_R (c : nat) : rmoves (s192_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s192_c16_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s192_board 0 1 (2 + c) 0 -> fst (s192_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q9] in Hc |- *.
  rewrite tf_game_eq, (s192_c16_L c), (s192_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s192_c16_L1 c)).
  pose proof (use_s81 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s192_c16_L c) ltac:(cbn [In]; left; reflexivity) (s192_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s192_c16_L2 c)).
  pose proof (use_s54 IH 1 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s192_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s192_c16_L3 c)).
  pose proof (use_s43 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s192_c16_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c16_L3 c))) as Ho2.
  rewrite (tf_norm_game (s192_c16_R1 c)).
  pose proof (use_s31 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s192_c16_R c) ltac:(cbn [In]; left; reflexivity) (s192_c16_R1 c))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c17_L (c : nat) : lmoves (s192_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; E; T; F]) []) (s54_board 1 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c17_R (c : nat) : rmoves (s192_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s192_c17_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s192_board 0 1 (2 + c) 1 -> fst (s192_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q10] in Hc |- *.
  rewrite tf_game_eq, (s192_c17_L c), (s192_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s192_c17_L1 c)).
  pose proof (use_s81 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s192_c17_L c) ltac:(cbn [In]; left; reflexivity) (s192_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s192_c17_L2 c)).
  pose proof (use_s54 IH 1 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s192_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s192_c17_L3 c)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game (s192_c17_R1 c)).
  pose proof (use_s82 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s192_c17_R c) ltac:(cbn [In]; left; reflexivity) (s192_c17_R1 c))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s192_c18_L (c d : nat) : lmoves (s192_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s54_board 1 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s54_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c18_R (c d : nat) : rmoves (s192_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s192_c18_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s192_board 0 1 (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q11] in Hc |- *.
  rewrite tf_game_eq, (s192_c18_L c d), (s192_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s192_c18_L1 c d)).
  pose proof (use_s81 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s192_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c18_L2 c d)).
  pose proof (use_s54 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s192_c18_L3 c d)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s192_c18_R1 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s192_c18_R1 c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s54_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s192_c18_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s192_board 0 1 (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q12] in Hc |- *.
  rewrite tf_game_eq, (s192_c18_L c d), (s192_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s192_c18_L1 c d)).
  pose proof (use_s81 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s192_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c18_L2 c d)).
  pose proof (use_s54 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game (s192_c18_L3 c d)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s192_c18_R1 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s192_c18_R1 c d))) as Ho3.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s54_p9 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s192_c19_L (b : nat) : lmoves (s192_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c19_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E; T; F]) []) (s81_board 0 (3 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c19_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E; T; F]) []) (s81_board 1 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c19_R (b : nat) : rmoves (s192_board 0 (2 + b) 0 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c19_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; F]) []) (s84_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c19_R2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s31_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s192_c19_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 0 (2 + b) 0 0 -> fst (s192_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q14] in Hc |- *.
  rewrite tf_game_eq, (s192_c19_L b), (s192_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s192_c19_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s192_c19_L b) ltac:(cbn [In]; left; reflexivity) (s192_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s192_c19_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s192_c19_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c19_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s192_c19_R1 b)).
  pose proof (use_s84 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s192_c19_R b) ltac:(cbn [In]; left; reflexivity) (s192_c19_R1 b))) as Ho2.
  rewrite (tf_norm_game (s192_c19_R2 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s192_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c19_R2 b))) as Ho3.
  rewrite (s81_p30 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s81_p33 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s84_p9 Ho2 ltac:(zlia)).
      rewrite (s31_p8 Ho3 ltac:(zlia)).
      rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s84_p10 Ho2 ltac:(zlia)).
      rewrite (s31_p9 Ho3 ltac:(zlia)).
      rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
  {
    rewrite (s81_p46 Ho1 ltac:(zlia)).
    rewrite (s84_p8 Ho2 ltac:(zlia)).
    rewrite (s31_p13 Ho3 ltac:(zlia)).
    rewrite (s31_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s192_c20_L (b : nat) : lmoves (s192_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; E; T; F]) []) (s81_board 0 (3 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; E; T; F]) []) (s81_board 1 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c20_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s73_board 1 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c20_R (b : nat) : rmoves (s192_board 0 (2 + b) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []) (s112_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c20_R2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s82_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s192_c20_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 0 (2 + b) 0 1 -> fst (s192_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q18] in Hc |- *.
  rewrite tf_game_eq, (s192_c20_L b), (s192_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s192_c20_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s192_c20_L b) ltac:(cbn [In]; left; reflexivity) (s192_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s192_c20_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s192_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s192_c20_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s192_c20_R1 b)).
  pose proof (use_s112 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c20_R b) ltac:(cbn [In]; left; reflexivity) (s192_c20_R1 b))) as Ho3.
  rewrite (tf_norm_game (s192_c20_R2 b)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c20_R2 b))) as Ho4.
  rewrite (s81_p31 Ho0 ltac:(zlia)).
  rewrite (s81_p47 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p27 Ho4 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c20_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 0 (2 + b) 0 1 -> fst (s192_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q24] in Hc |- *.
  rewrite tf_game_eq, (s192_c20_L b), (s192_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s192_c20_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s192_c20_L b) ltac:(cbn [In]; left; reflexivity) (s192_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s192_c20_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s192_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s192_c20_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s192_c20_R1 b)).
  pose proof (use_s112 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c20_R b) ltac:(cbn [In]; left; reflexivity) (s192_c20_R1 b))) as Ho3.
  rewrite (tf_norm_game (s192_c20_R2 b)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c20_R2 b))) as Ho4.
  rewrite (s81_p35 Ho0 ltac:(zlia)).
  rewrite (s81_p34 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c21_L (b d : nat) : lmoves (s192_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c21_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (3 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c21_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 1 (1 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c21_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c21_R (b d : nat) : rmoves (s192_board 0 (2 + b) 0 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c21_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 1 (2 + b) 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c21_R2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s192_c21_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s192_board 0 (2 + b) 0 (2 + d) -> fst (s192_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q19] in Hc |- *.
  rewrite tf_game_eq, (s192_c21_L b d), (s192_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s192_c21_L1 b d)).
  pose proof (use_s81 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s192_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c21_L2 b d)).
  pose proof (use_s81 IH 1 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s192_c21_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c21_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c21_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s192_c21_R1 b d)).
  pose proof (use_s112 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s192_c21_R1 b d))) as Ho3.
  rewrite (tf_norm_game (s192_c21_R2 b d)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c21_R2 b d))) as Ho4.
  rewrite (s81_p32 Ho0 ltac:(zlia)).
  rewrite (s81_p48 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p27 Ho4 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c21_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s192_board 0 (2 + b) 0 (2 + d) -> fst (s192_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q27] in Hc |- *.
  rewrite tf_game_eq, (s192_c21_L b d), (s192_c21_R b d); cbn [map].
  rewrite (tf_norm_game0 (s192_c21_L1 b d)).
  pose proof (use_s81 IH 0 (3 + b) 0 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c21_L b d) ltac:(cbn [In]; left; reflexivity) (s192_c21_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c21_L2 b d)).
  pose proof (use_s81 IH 1 (1 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c21_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s192_c21_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c21_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c21_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s192_c21_R1 b d)).
  pose proof (use_s112 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c21_R b d) ltac:(cbn [In]; left; reflexivity) (s192_c21_R1 b d))) as Ho3.
  rewrite (tf_norm_game (s192_c21_R2 b d)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c21_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c21_R2 b d))) as Ho4.
  rewrite (s81_p36 Ho0 ltac:(zlia)).
  rewrite (s81_p34 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c22_L (b : nat) : lmoves (s192_board 0 (2 + b) 1 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c22_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E; T; F]) []) (s81_board 0 (3 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c22_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E; T; F]) []) (s81_board 1 (1 + b) 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c22_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s28_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c22_R (b : nat) : rmoves (s192_board 0 (2 + b) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c22_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []) (s84_board 1 (2 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; E; T; F]) []); [reflexivity | unfold s84_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c22_R2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s31_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==0 *)
Lemma s192_c22_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 0 (2 + b) 1 0 -> fst (s192_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q21] in Hc |- *.
  rewrite tf_game_eq, (s192_c22_L b), (s192_c22_R b); cbn [map].
  rewrite (tf_norm_game0 (s192_c22_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 1 0 (opt_norm_l _ _ _ _ _ (s192_c22_L b) ltac:(cbn [In]; left; reflexivity) (s192_c22_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s192_c22_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 2 0 (opt_norm_l _ _ _ _ _ (s192_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c22_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s192_c22_L3 b)).
  pose proof (use_s28 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s192_c22_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c22_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s192_c22_R1 b)).
  pose proof (use_s84 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s192_c22_R b) ltac:(cbn [In]; left; reflexivity) (s192_c22_R1 b))) as Ho3.
  rewrite (tf_norm_game (s192_c22_R2 b)).
  pose proof (use_s31 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s192_c22_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c22_R2 b))) as Ho4.
  rewrite (s81_p33 Ho0 ltac:(zlia)).
  rewrite (s81_p49 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s192_c23_L (b : nat) : lmoves (s192_board 0 (2 + b) 1 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c23_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; T; E; T; F]) []) (s81_board 0 (3 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c23_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; T; E; T; F]) []) (s81_board 1 (1 + b) 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c23_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s73_board 1 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c23_R (b : nat) : rmoves (s192_board 0 (2 + b) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c23_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; E; T; F]) []) (s112_board 1 (2 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; T; E; T; E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c23_R2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s82_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s192_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 0 (2 + b) 1 1 -> fst (s192_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q23] in Hc |- *.
  rewrite tf_game_eq, (s192_c23_L b), (s192_c23_R b); cbn [map].
  rewrite (tf_norm_game0 (s192_c23_L1 b)).
  pose proof (use_s81 IH 0 (3 + b) 1 1 (opt_norm_l _ _ _ _ _ (s192_c23_L b) ltac:(cbn [In]; left; reflexivity) (s192_c23_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s192_c23_L2 b)).
  pose proof (use_s81 IH 1 (1 + b) 2 1 (opt_norm_l _ _ _ _ _ (s192_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c23_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s192_c23_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s192_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s192_c23_R1 b)).
  pose proof (use_s112 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s192_c23_R b) ltac:(cbn [In]; left; reflexivity) (s192_c23_R1 b))) as Ho3.
  rewrite (tf_norm_game (s192_c23_R2 b)).
  pose proof (use_s82 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s192_c23_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c23_R2 b))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s81_p12 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p17 Ho4 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c24_L (b d : nat) : lmoves (s192_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c24_L1 (b d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (3 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c24_L2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 1 (1 + b) 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: T :: T :: F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c24_L3 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c24_R (b d : nat) : rmoves (s192_board 0 (2 + b) 1 (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c24_R1 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []) (s112_board 1 (2 + b) 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s112_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c24_R2 (b d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s192_c24_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s192_board 0 (2 + b) 1 (2 + d) -> fst (s192_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q23] in Hc |- *.
  rewrite tf_game_eq, (s192_c24_L b d), (s192_c24_R b d); cbn [map].
  rewrite (tf_norm_game0 (s192_c24_L1 b d)).
  pose proof (use_s81 IH 0 (3 + b) 1 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c24_L b d) ltac:(cbn [In]; left; reflexivity) (s192_c24_L1 b d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c24_L2 b d)).
  pose proof (use_s81 IH 1 (1 + b) 2 (2 + d) (opt_norm_l _ _ _ _ _ (s192_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c24_L2 b d))) as Ho1.
  rewrite (tf_norm_game (s192_c24_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s192_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c24_L3 b d))) as Ho2.
  rewrite (tf_norm_game0 (s192_c24_R1 b d)).
  pose proof (use_s112 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c24_R b d) ltac:(cbn [In]; left; reflexivity) (s192_c24_R1 b d))) as Ho3.
  rewrite (tf_norm_game (s192_c24_R2 b d)).
  pose proof (use_s82 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c24_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c24_R2 b d))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s81_p22 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p50 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c25_L (b c : nat) : lmoves (s192_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c25_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 0 (3 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c25_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E; T; F]) []) (s81_board 1 (1 + b) (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c25_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board 1 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c25_R (b c : nat) : rmoves (s192_board 0 (2 + b) (2 + c) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c25_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s192_c25_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s192_board 0 (2 + b) (2 + c) 0 -> fst (s192_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q9] in Hc |- *.
  rewrite tf_game_eq, (s192_c25_L b c), (s192_c25_R b c); cbn [map].
  rewrite (tf_norm_game0 (s192_c25_L1 b c)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s192_c25_L b c) ltac:(cbn [In]; left; reflexivity) (s192_c25_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s192_c25_L2 b c)).
  pose proof (use_s81 IH 1 (1 + b) (3 + c) 0 (opt_norm_l _ _ _ _ _ (s192_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c25_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s192_c25_L3 b c)).
  pose proof (use_s43 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s192_c25_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c25_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s192_c25_R1 b c)).
  pose proof (use_s31 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s192_c25_R b c) ltac:(cbn [In]; left; reflexivity) (s192_c25_R1 b c))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p49 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c26_L (b c : nat) : lmoves (s192_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c26_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []) (s81_board 0 (3 + b) (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c26_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; E; T; F]) []) (s81_board 1 (1 + b) (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; T; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c26_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board 1 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c26_R (b c : nat) : rmoves (s192_board 0 (2 + b) (2 + c) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c26_R1 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s192_c26_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s192_board 0 (2 + b) (2 + c) 1 -> fst (s192_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q10] in Hc |- *.
  rewrite tf_game_eq, (s192_c26_L b c), (s192_c26_R b c); cbn [map].
  rewrite (tf_norm_game0 (s192_c26_L1 b c)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) 1 (opt_norm_l _ _ _ _ _ (s192_c26_L b c) ltac:(cbn [In]; left; reflexivity) (s192_c26_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s192_c26_L2 b c)).
  pose proof (use_s81 IH 1 (1 + b) (3 + c) 1 (opt_norm_l _ _ _ _ _ (s192_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c26_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s192_c26_L3 b c)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s192_c26_R1 b c)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s192_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s192_c26_R1 b c))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p12 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s192_c27_L (b c d : nat) : lmoves (s192_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c27_L1 (b c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 0 (3 + b) (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c27_L2 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []) (s81_board 1 (1 + b) (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s192_c27_L3 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c27_R (b c d : nat) : rmoves (s192_board 0 (2 + b) (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c27_R1 (b c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s192_c27_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s192_board 0 (2 + b) (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q11] in Hc |- *.
  rewrite tf_game_eq, (s192_c27_L b c d), (s192_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s192_c27_L1 b c d)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s192_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c27_L2 b c d)).
  pose proof (use_s81 IH 1 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s192_c27_L3 b c d)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c27_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s192_c27_R1 b c d)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s192_c27_R1 b c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s81_p22 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s192_c27_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s192_board 0 (2 + b) (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q12] in Hc |- *.
  rewrite tf_game_eq, (s192_c27_L b c d), (s192_c27_R b c d); cbn [map].
  rewrite (tf_norm_game0 (s192_c27_L1 b c d)).
  pose proof (use_s81 IH 0 (3 + b) (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c27_L b c d) ltac:(cbn [In]; left; reflexivity) (s192_c27_L1 b c d))) as Ho0.
  rewrite (tf_norm_game0 (s192_c27_L2 b c d)).
  pose proof (use_s81 IH 1 (1 + b) (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s192_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c27_L2 b c d))) as Ho1.
  rewrite (tf_norm_game (s192_c27_L3 b c d)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c27_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s192_c27_R1 b c d)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c27_R b c d) ltac:(cbn [In]; left; reflexivity) (s192_c27_R1 b c d))) as Ho3.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s81_p50 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d==0: the board of s162 *)
Lemma s192_c28_p29 x (Hs162 : s162_claim x) :
  x = s192_board 1 0 0 0 -> fst (s192_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q29] in Hc |- *.
  pose proof (Hs162 1 0 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d==1: the board of s162 *)
Lemma s192_c29_p3 x (Hs162 : s162_claim x) :
  x = s192_board 1 0 0 1 -> fst (s192_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q3 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q3] in Hc |- *.
  pose proof (Hs162 1 0 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==0 && d>=2: the board of s162 *)
Lemma s192_c30_p30 x (Hs162 : s162_claim x) (d : nat) :
  x = s192_board 1 0 0 (2 + d) -> fst (s192_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q30 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q30] in Hc |- *.
  pose proof (Hs162 1 0 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d==0: the board of s162 *)
Lemma s192_c31_p6 x (Hs162 : s162_claim x) :
  x = s192_board 1 0 1 0 -> fst (s192_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q6] in Hc |- *.
  pose proof (Hs162 1 1 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d==1: the board of s162 *)
Lemma s192_c32_p31 x (Hs162 : s162_claim x) :
  x = s192_board 1 0 1 1 -> fst (s192_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q31] in Hc |- *.
  pose proof (Hs162 1 1 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c==1 && d>=2: the board of s162 *)
Lemma s192_c33_p31 x (Hs162 : s162_claim x) (d : nat) :
  x = s192_board 1 0 1 (2 + d) -> fst (s192_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q31] in Hc |- *.
  pose proof (Hs162 1 1 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==0: the board of s162 *)
Lemma s192_c34_p9 x (Hs162 : s162_claim x) (c : nat) :
  x = s192_board 1 0 (2 + c) 0 -> fst (s192_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q9] in Hc |- *.
  pose proof (Hs162 1 (2 + c) 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d==1: the board of s162 *)
Lemma s192_c35_p10 x (Hs162 : s162_claim x) (c : nat) :
  x = s192_board 1 0 (2 + c) 1 -> fst (s192_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q10] in Hc |- *.
  pose proof (Hs162 1 (2 + c) 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==0 && c>=2 && d>=2: the board of s162 *)
Lemma s192_c36_p11 x (Hs162 : s162_claim x) (c d : nat) :
  x = s192_board 1 0 (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q11] in Hc |- *.
  pose proof (Hs162 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c36_p12 x (Hs162 : s162_claim x) (c d : nat) :
  x = s192_board 1 0 (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q12] in Hc |- *.
  pose proof (Hs162 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c37_L : lmoves (s192_board 1 1 0 0) = [s171_board 1 2 0 0; s162_board 1 1 0].
Proof. unfold s162_board, s171_board, s192_board. tf_options. Qed.
Lemma s192_c37_R : rmoves (s192_board 1 1 0 0) = [s187_board 1 1 0; strip [] ([T; F; T; E; T; E; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c37_R2 : tf_norm (strip [] ([T; F; T; E; T; E; F; F]) [(1, 1)]) (s169_board 1 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d==0 *)
Lemma s192_c37_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 1 1 0 0 -> fst (s192_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q3] in Hc |- *.
  rewrite tf_game_eq, (s192_c37_L), (s192_c37_R); cbn [map].
  pose proof (use_s171 IH 1 2 0 0 (opt_l _ _ _ (s192_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 1 0 (opt_l _ _ _ (s192_c37_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 1 0 (opt_r _ _ _ (s192_c37_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s192_c37_R2)).
  pose proof (use_s169 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s192_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c37_R2))) as Ho3.
  rewrite (s171_p31 Ho0 ltac:(zlia)).
  rewrite (s162_p6 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s169_p4 Ho3 ltac:(zlia)).
  rewrite (s169_p4_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s192_c38_L : lmoves (s192_board 1 1 0 1) = [s171_board 1 2 0 1; s162_board 1 1 1; strip [] ([T; F; T; E; T; E; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c38_L3 : tf_norm (strip [] ([T; F; T; E; T; E; F; E; T; T; F]) []) (s138_board 1 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c38_R : rmoves (s192_board 1 1 0 1) = [s201_board 1 1 0 1; strip [] ([T; F; T; E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c38_R2 : tf_norm (strip [] ([T; F; T; E; T; E; F; T; F]) [(1, 1)]) (s191_board 1 1 0 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d==1 *)
Lemma s192_c38_p32 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 1 1 0 1 -> fst (s192_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q32] in Hc |- *.
  rewrite tf_game_eq, (s192_c38_L), (s192_c38_R); cbn [map].
  pose proof (use_s171 IH 1 2 0 1 (opt_l _ _ _ (s192_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 1 1 (opt_l _ _ _ (s192_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c38_L3)).
  pose proof (use_s138 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s192_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c38_L3))) as Ho2.
  pose proof (use_s201 IH 1 1 0 1 (opt_r _ _ _ (s192_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c38_R2)).
  pose proof (use_s191 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s192_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c38_R2))) as Ho4.
  rewrite (s171_p32 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p7 Ho4 ltac:(zlia)).
  rewrite (s191_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c39_L (d : nat) : lmoves (s192_board 1 1 0 (2 + d)) = [s171_board 1 2 0 (2 + d); s162_board 1 1 (2 + d); strip [] (T :: F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c39_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board 1 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c39_R (d : nat) : rmoves (s192_board 1 1 0 (2 + d)) = [s201_board 1 1 0 (2 + d); strip [] (T :: F :: T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c39_R2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board 1 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s192_c39_p32 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s192_board 1 1 0 (2 + d) -> fst (s192_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q32 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q32] in Hc |- *.
  rewrite tf_game_eq, (s192_c39_L d), (s192_c39_R d); cbn [map].
  pose proof (use_s171 IH 1 2 0 (2 + d) (opt_l _ _ _ (s192_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 1 (2 + d) (opt_l _ _ _ (s192_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c39_L3 d)).
  pose proof (use_s138 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s192_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c39_L3 d))) as Ho2.
  pose proof (use_s201 IH 1 1 0 (2 + d) (opt_r _ _ _ (s192_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c39_R2 d)).
  pose proof (use_s191 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c39_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c39_R2 d))) as Ho4.
  rewrite (s171_p33 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  rewrite (s138_p5 Ho2 ltac:(zlia)).
  rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p7 Ho4 ltac:(zlia)).
  rewrite (s191_p7_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c40_L : lmoves (s192_board 1 1 1 0) = [s171_board 1 2 1 0; s162_board 1 2 0; strip [] ([T; F; T; E; T; E; E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c40_L3 : tf_norm (strip [] ([T; F; T; E; T; E; E; F; T; T; F]) []) (s51_board 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s51_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c40_R : rmoves (s192_board 1 1 1 0) = [s187_board 1 1 1; strip [] ([T; F; T; E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c40_R2 : tf_norm (strip [] ([T; F; T; E; T; E; T; F; F]) [(1, 1)]) (s169_board 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d==0 *)
Lemma s192_c40_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 1 1 1 0 -> fst (s192_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q33] in Hc |- *.
  rewrite tf_game_eq, (s192_c40_L), (s192_c40_R); cbn [map].
  pose proof (use_s171 IH 1 2 1 0 (opt_l _ _ _ (s192_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 2 0 (opt_l _ _ _ (s192_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c40_L3)).
  pose proof (use_s51 IH 1 1 (opt_norm_l _ _ _ _ _ (s192_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c40_L3))) as Ho2.
  pose proof (use_s187 IH 1 1 1 (opt_r _ _ _ (s192_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c40_R2)).
  pose proof (use_s169 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c40_R2))) as Ho4.
  rewrite (s171_p34 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s187_p3 Ho3 ltac:(zlia)).
  rewrite (s169_p5 Ho4 ltac:(zlia)).
  rewrite (s169_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

