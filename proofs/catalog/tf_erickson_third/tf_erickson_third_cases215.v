(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s177_c78_L (a b d : nat) : lmoves (s177_board (2 + a) (2 + b) 1 (2 + d)) = [s178_board (1 + a) 0 (3 + b) 1 (2 + d); s177_board (2 + a) (2 + b) 0 (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s177_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c78_R (a b d : nat) : rmoves (s177_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s177_c78_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s177_board (2 + a) (2 + b) 1 (2 + d) -> fst (s177_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c78_L a b d), (s177_c78_R a b d); cbn [map].
  pose proof (use_s178 IH (1 + a) 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s177_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) (2 + b) 0 (3 + d) (opt_l _ _ _ (s177_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c78_L3 a b d)).
  pose proof (use_s147 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s177_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c78_L3 a b d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s178_p32 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s178_p57 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s178_p73 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s178_p87 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
Qed.

Lemma s177_c79_L (a b c : nat) : lmoves (s177_board (2 + a) (2 + b) (2 + c) 0) = [s178_board (1 + a) 0 (3 + b) (2 + c) 0; s177_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s177_board, s178_board. tf_options. Qed.
Lemma s177_c79_R (a b c : nat) : rmoves (s177_board (2 + a) (2 + b) (2 + c) 0) = [s145_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s145_board, s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s177_c79_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s177_board (2 + a) (2 + b) (2 + c) 0 -> fst (s177_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s177_q9 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s177_q9] in Hc |- *.
  rewrite tf_game_eq, (s177_c79_L a b c), (s177_c79_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s177_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s177_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s145 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s177_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s178_p29 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p34 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p74 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p88 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s145_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c80_L (a b c : nat) : lmoves (s177_board (2 + a) (2 + b) (2 + c) 1) = [s178_board (1 + a) 0 (3 + b) (2 + c) 1; s177_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s177_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s103_board (2 + a) (2 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s103_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c80_R (a b c : nat) : rmoves (s177_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s177_board, strip. tf_options. Qed.
Lemma s177_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s145_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s145_board; strip_board_eq | strip_offset]. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s177_c80_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s177_board (2 + a) (2 + b) (2 + c) 1 -> fst (s177_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s177_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c80_L a b c), (s177_c80_R a b c); cbn [map].
  pose proof (use_s178 IH (1 + a) 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s177_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s177_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c80_L3 a b c)).
  pose proof (use_s103 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s177_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s177_c80_R1 a b c)).
  pose proof (use_s145 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s177_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s177_c80_R1 a b c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s178_p32 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s103_p4 Ho2 ltac:(zlia)).
    rewrite (s145_p2 Ho3 ltac:(zlia)).
    rewrite (s145_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p57 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s103_p4 Ho2 ltac:(zlia)).
    rewrite (s145_p2 Ho3 ltac:(zlia)).
    rewrite (s145_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p73 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s103_p4 Ho2 ltac:(zlia)).
    rewrite (s145_p2 Ho3 ltac:(zlia)).
    rewrite (s145_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s178_p87 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    rewrite (s103_p4 Ho2 ltac:(zlia)).
    rewrite (s145_p2 Ho3 ltac:(zlia)).
    rewrite (s145_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s177_c81_L (a b c d : nat) : lmoves (s177_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s178_board (1 + a) 0 (3 + b) (2 + c) (2 + d); s177_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s177_board, s178_board, strip. tf_options. Qed.
Lemma s177_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s147_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s147_board; strip_board_eq | strip_offset]. Qed.
Lemma s177_c81_R (a b c d : nat) : rmoves (s177_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s177_board. tf_options. Qed.
(* s177 = T^a F _ T^b F T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s177_c81_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s177_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s177_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s177_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s177_q6] in Hc |- *.
  rewrite tf_game_eq, (s177_c81_L a b c d), (s177_c81_R a b c d); cbn [map].
  pose proof (use_s178 IH (1 + a) 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s177_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s177 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s177_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s177_c81_L3 a b c d)).
  pose proof (use_s147 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s177_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s177_c81_L3 a b c d))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s178_p32 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s178_p57 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s178_p73 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
  {
    rewrite (s178_p87 Ho0 ltac:(zlia)).
    rewrite (s177_p6 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s147_p18 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
    {
      rewrite (s147_p22 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
    }
  }
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d==0 && e==0: the board of s124 *)
Lemma s178_c1_p1 x (Hs124 : s124_claim x) :
  x = s178_board 0 0 0 0 0 -> fst (s178_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q1] in Hc |- *.
  pose proof (Hs124 0 0 0 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d==0 && e==1: the board of s124 *)
Lemma s178_c2_p2 x (Hs124 : s124_claim x) :
  x = s178_board 0 0 0 0 1 -> fst (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q2] in Hc |- *.
  pose proof (Hs124 0 0 0 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s124 *)
Lemma s178_c3_p2 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 0 0 0 0 (2 + e) -> fst (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q2] in Hc |- *.
  pose proof (Hs124 0 0 0 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d==1 && e==0: the board of s124 *)
Lemma s178_c4_p3 x (Hs124 : s124_claim x) :
  x = s178_board 0 0 0 1 0 -> fst (s178_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q3] in Hc |- *.
  pose proof (Hs124 0 0 1 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d==1 && e==1: the board of s124 *)
Lemma s178_c5_p2 x (Hs124 : s124_claim x) :
  x = s178_board 0 0 0 1 1 -> fst (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q2] in Hc |- *.
  pose proof (Hs124 0 0 1 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s124 *)
Lemma s178_c6_p2 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 0 0 0 1 (2 + e) -> fst (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q2] in Hc |- *.
  pose proof (Hs124 0 0 1 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s124 *)
Lemma s178_c7_p3 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 0 0 0 (2 + d) 0 -> fst (s178_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q3] in Hc |- *.
  pose proof (Hs124 0 0 (2 + d) 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d>=2 && e==1: the board of s124 *)
Lemma s178_c8_p2 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 0 0 0 (2 + d) 1 -> fst (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q2] in Hc |- *.
  pose proof (Hs124 0 0 (2 + d) 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==0 && d>=2 && e>=2: the board of s124 *)
Lemma s178_c9_p2 x (Hs124 : s124_claim x) (d e : nat) :
  x = s178_board 0 0 0 (2 + d) (2 + e) -> fst (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q2] in Hc |- *.
  pose proof (Hs124 0 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s178_c10_L : lmoves (s178_board 0 0 1 0 0) = [strip [(1, 1); (1, 1)] ([T; F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c10_L1 : tf_norm (strip [(1, 1); (1, 1)] ([T; F; E]) []) (s63_board 0 1) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c10_R : rmoves (s178_board 0 0 1 0 0) = [strip [(0, 1)] ([E; T; F; E; F; E]) []; strip [(1, 1)] ([T; F; F; E; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c10_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; F; E]) []) (s113_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c10_R2 : tf_norm (strip [(1, 1)] ([T; F; F; E; E]) []) (s47_board 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d==0 && e==0 *)
Lemma s178_c10_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 0 1 0 0 -> fst (s178_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q4] in Hc |- *.
  rewrite tf_game_eq, (s178_c10_L), (s178_c10_R); cbn [map].
  rewrite (tf_norm_game (s178_c10_L1)).
  pose proof (use_s63 IH 0 1 (opt_norm_l _ _ _ _ _ (s178_c10_L) ltac:(cbn [In]; left; reflexivity) (s178_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s178_c10_R1)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_r _ _ _ _ _ (s178_c10_R) ltac:(cbn [In]; left; reflexivity) (s178_c10_R1))) as Ho1.
  rewrite (tf_norm_game (s178_c10_R2)).
  pose proof (use_s47 IH 0 1 (opt_norm_r _ _ _ _ _ (s178_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c10_R2))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 1) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p5 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c11_L : lmoves (s178_board 0 0 1 0 1) = [strip [(1, 1); (1, 1)] ([T; T; F; E]) []; strip [(1, 1)] ([T; F; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c11_L1 : tf_norm (strip [(1, 1); (1, 1)] ([T; T; F; E]) []) (s63_board 0 2) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([T; T; F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c11_L2 : tf_norm (strip [(1, 1)] ([T; F; E; E; F]) [(1, 0)]) (s32_board 0 1 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c11_R : rmoves (s178_board 0 0 1 0 1) = [strip [(0, 1)] ([E; T; F; E; T; F; E]) []; strip [(1, 1)] ([T; F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c11_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c11_R2 : tf_norm (strip [(1, 1)] ([T; F; F]) [(1, 2)]) (s47_board 0 1) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d==0 && e==1 *)
Lemma s178_c11_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 0 1 0 1 -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c11_L), (s178_c11_R); cbn [map].
  rewrite (tf_norm_game (s178_c11_L1)).
  pose proof (use_s63 IH 0 2 (opt_norm_l _ _ _ _ _ (s178_c11_L) ltac:(cbn [In]; left; reflexivity) (s178_c11_L1))) as Ho0.
  rewrite (tf_norm_game (s178_c11_L2)).
  pose proof (use_s32 IH 0 1 0 (opt_norm_l _ _ _ _ _ (s178_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s178_c11_R1)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_r _ _ _ _ _ (s178_c11_R) ltac:(cbn [In]; left; reflexivity) (s178_c11_R1))) as Ho2.
  rewrite (tf_norm_game (s178_c11_R2)).
  pose proof (use_s47 IH 0 1 (opt_norm_r _ _ _ _ _ (s178_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c11_R2))) as Ho3.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat 2) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p3 Ho1 ltac:(zlia)).
  rewrite (s32_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s47_p2 Ho3 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c12_L (e : nat) : lmoves (s178_board 0 0 1 0 (2 + e)) = [strip [(1, 1); (1, 1)] (repeat T (3 + e) ++ [F; E]) []; strip [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c12_L1 (e : nat) : tf_norm (strip [(1, 1); (1, 1)] (repeat T (3 + e) ++ [F; E]) []) (s63_board 0 (3 + e)) (-3).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] (repeat T (3 + e) ++ [F; E]) []); [reflexivity | unfold s63_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c12_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s79_board 0 1 0 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c12_R (e : nat) : rmoves (s178_board 0 0 1 0 (2 + e)) = [strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c12_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s178_c12_p5 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 0 0 1 0 (2 + e) -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c12_L e), (s178_c12_R e); cbn [map].
  rewrite (tf_norm_game (s178_c12_L1 e)).
  pose proof (use_s63 IH 0 (3 + e) (opt_norm_l _ _ _ _ _ (s178_c12_L e) ltac:(cbn [In]; left; reflexivity) (s178_c12_L1 e))) as Ho0.
  rewrite (tf_norm_game (s178_c12_L2 e)).
  pose proof (use_s79 IH 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c12_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c12_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c12_R1 e)).
  pose proof (use_s113 IH 0 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c12_R e) ltac:(cbn [In]; left; reflexivity) (s178_c12_R1 e))) as Ho2.
  rewrite (s63_p2 Ho0 ltac:(zlia)).
  rewrite (s63_p2_add (Z.of_nat 0) (Z.of_nat (3 + e)) (-3) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s79_p10 Ho1 ltac:(zlia)).
    rewrite (s79_p10_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p12 Ho1 ltac:(zlia)).
    rewrite (s79_p12_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p13 Ho1 ltac:(zlia)).
    rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p17 Ho1 ltac:(zlia)).
    rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c13_L : lmoves (s178_board 0 0 1 1 0) = [strip [(1, 1)] ([T; F; E; T; F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c13_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; F; E]) []) (s113_board 0 1 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c13_R : rmoves (s178_board 0 0 1 1 0) = [strip [(0, 1)] ([E; T; F; T; E; F; E]) []; strip [(1, 1)] ([T; F; T; F; E; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; F; E]) []) (s113_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c13_R2 : tf_norm (strip [(1, 1)] ([T; F; T; F; E; E]) []) (s83_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d==1 && e==0 *)
Lemma s178_c13_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 0 1 1 0 -> fst (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q7] in Hc |- *.
  rewrite tf_game_eq, (s178_c13_L), (s178_c13_R); cbn [map].
  rewrite (tf_norm_game (s178_c13_L1)).
  pose proof (use_s113 IH 0 1 0 1 (opt_norm_l _ _ _ _ _ (s178_c13_L) ltac:(cbn [In]; left; reflexivity) (s178_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s178_c13_R1)).
  pose proof (use_s113 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s178_c13_R) ltac:(cbn [In]; left; reflexivity) (s178_c13_R1))) as Ho1.
  rewrite (tf_norm_game (s178_c13_R2)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s178_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c13_R2))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c14_L : lmoves (s178_board 0 0 1 1 1) = [strip [(1, 1)] ([T; F; E; T; T; F; E]) []; strip [(1, 1)] ([T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c14_L1 : tf_norm (strip [(1, 1)] ([T; F; E; T; T; F; E]) []) (s113_board 0 1 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c14_L2 : tf_norm (strip [(1, 1)] ([T; F; T; E; E; F]) [(1, 0)]) (s32_board 0 1 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c14_R : rmoves (s178_board 0 0 1 1 1) = [strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []; strip [(1, 1)] ([T; F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; F; T; E; T; F; E]) []) (s113_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c14_R2 : tf_norm (strip [(1, 1)] ([T; F; T; F]) [(1, 2)]) (s83_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [(1, 1)] ([T; F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d==1 && e==1 *)
Lemma s178_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 0 1 1 1 -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c14_L), (s178_c14_R); cbn [map].
  rewrite (tf_norm_game (s178_c14_L1)).
  pose proof (use_s113 IH 0 1 0 2 (opt_norm_l _ _ _ _ _ (s178_c14_L) ltac:(cbn [In]; left; reflexivity) (s178_c14_L1))) as Ho0.
  rewrite (tf_norm_game (s178_c14_L2)).
  pose proof (use_s32 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s178_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s178_c14_R1)).
  pose proof (use_s113 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s178_c14_R) ltac:(cbn [In]; left; reflexivity) (s178_c14_R1))) as Ho2.
  rewrite (tf_norm_game (s178_c14_R2)).
  pose proof (use_s83 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s178_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c14_R2))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c15_L (e : nat) : lmoves (s178_board 0 0 1 1 (2 + e)) = [strip [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [F; E]) []; strip [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c15_L1 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [F; E]) []) (s113_board 0 1 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: E :: repeat T (3 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c15_L2 (e : nat) : tf_norm (strip [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s79_board 0 1 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c15_R (e : nat) : rmoves (s178_board 0 0 1 1 (2 + e)) = [strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c15_R1 (e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s178_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 0 0 1 1 (2 + e) -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c15_L e), (s178_c15_R e); cbn [map].
  rewrite (tf_norm_game (s178_c15_L1 e)).
  pose proof (use_s113 IH 0 1 0 (3 + e) (opt_norm_l _ _ _ _ _ (s178_c15_L e) ltac:(cbn [In]; left; reflexivity) (s178_c15_L1 e))) as Ho0.
  rewrite (tf_norm_game (s178_c15_L2 e)).
  pose proof (use_s79 IH 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c15_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c15_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c15_R1 e)).
  pose proof (use_s113 IH 0 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c15_R e) ltac:(cbn [In]; left; reflexivity) (s178_c15_R1 e))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p24 Ho1 ltac:(zlia)).
    rewrite (s79_p24_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c16_L (d : nat) : lmoves (s178_board 0 0 1 (2 + d) 0) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c16_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; F; E]) []) (s113_board 0 1 (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c16_R (d : nat) : rmoves (s178_board 0 0 1 (2 + d) 0) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; F; E]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [F; E; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c16_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; F; E]) []) (s113_board 0 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c16_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [F; E; E]) []) (s83_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==0 *)
Lemma s178_c16_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 0 0 1 (2 + d) 0 -> fst (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q7] in Hc |- *.
  rewrite tf_game_eq, (s178_c16_L d), (s178_c16_R d); cbn [map].
  rewrite (tf_norm_game (s178_c16_L1 d)).
  pose proof (use_s113 IH 0 1 (1 + d) 1 (opt_norm_l _ _ _ _ _ (s178_c16_L d) ltac:(cbn [In]; left; reflexivity) (s178_c16_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s178_c16_R1 d)).
  pose proof (use_s113 IH 0 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s178_c16_R d) ltac:(cbn [In]; left; reflexivity) (s178_c16_R1 d))) as Ho1.
  rewrite (tf_norm_game (s178_c16_R2 d)).
  pose proof (use_s83 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s178_c16_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c16_R2 d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c17_L (d : nat) : lmoves (s178_board 0 0 1 (2 + d) 1) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; F; E]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c17_L1 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; F; E]) []) (s113_board 0 1 (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ [E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c17_L2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s32_board 0 1 (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c17_R (d : nat) : rmoves (s178_board 0 0 1 (2 + d) 1) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c17_R1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []) (s113_board 0 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c17_R2 (d : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s83_board 0 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s178_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 0 0 1 (2 + d) 1 -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c17_L d), (s178_c17_R d); cbn [map].
  rewrite (tf_norm_game (s178_c17_L1 d)).
  pose proof (use_s113 IH 0 1 (1 + d) 2 (opt_norm_l _ _ _ _ _ (s178_c17_L d) ltac:(cbn [In]; left; reflexivity) (s178_c17_L1 d))) as Ho0.
  rewrite (tf_norm_game (s178_c17_L2 d)).
  pose proof (use_s32 IH 0 1 (2 + d) (opt_norm_l _ _ _ _ _ (s178_c17_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c17_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s178_c17_R1 d)).
  pose proof (use_s113 IH 0 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s178_c17_R d) ltac:(cbn [In]; left; reflexivity) (s178_c17_R1 d))) as Ho2.
  rewrite (tf_norm_game (s178_c17_R2 d)).
  pose proof (use_s83 IH 0 1 (2 + d) (opt_norm_r _ _ _ _ _ (s178_c17_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c17_R2 d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c18_L (d e : nat) : lmoves (s178_board 0 0 1 (2 + d) (2 + e)) = [strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; E]) []; strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c18_L1 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; E]) []) (s113_board 0 1 (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c18_L2 (d e : nat) : tf_norm (strip [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s79_board 0 1 (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c18_R (d e : nat) : rmoves (s178_board 0 0 1 (2 + d) (2 + e)) = [strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c18_R1 (d e : nat) : tf_norm (strip [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s178_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s178_board 0 0 1 (2 + d) (2 + e) -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c18_L d e), (s178_c18_R d e); cbn [map].
  rewrite (tf_norm_game (s178_c18_L1 d e)).
  pose proof (use_s113 IH 0 1 (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s178_c18_L d e) ltac:(cbn [In]; left; reflexivity) (s178_c18_L1 d e))) as Ho0.
  rewrite (tf_norm_game (s178_c18_L2 d e)).
  pose proof (use_s79 IH 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c18_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c18_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c18_R1 d e)).
  pose proof (use_s113 IH 0 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s178_c18_R d e) ltac:(cbn [In]; left; reflexivity) (s178_c18_R1 d e))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c19_L (c : nat) : lmoves (s178_board 0 0 (2 + c) 0 0) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c19_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; F; E]) []) (s82_board 0 (1 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c19_R (c : nat) : rmoves (s178_board 0 0 (2 + c) 0 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; F; E; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c19_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; F; E]) []) (s113_board 0 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c19_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; F; E; E]) []) (s47_board 0 (2 + c)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; F; E; E]) []); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==0 *)
Lemma s178_c19_p8 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 0 (2 + c) 0 0 -> fst (s178_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q8] in Hc |- *.
  rewrite tf_game_eq, (s178_c19_L c), (s178_c19_R c); cbn [map].
  rewrite (tf_norm_game (s178_c19_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 0 1 (opt_norm_l _ _ _ _ _ (s178_c19_L c) ltac:(cbn [In]; left; reflexivity) (s178_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s178_c19_R1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; left; reflexivity) (s178_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s178_c19_R2 c)).
  pose proof (use_s47 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c19_R2 c))) as Ho2.
  rewrite (s82_p7 Ho0 ltac:(zlia)).
  rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p10 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c19_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 0 (2 + c) 0 0 -> fst (s178_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q9] in Hc |- *.
  rewrite tf_game_eq, (s178_c19_L c), (s178_c19_R c); cbn [map].
  rewrite (tf_norm_game (s178_c19_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 0 1 (opt_norm_l _ _ _ _ _ (s178_c19_L c) ltac:(cbn [In]; left; reflexivity) (s178_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s178_c19_R1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; left; reflexivity) (s178_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s178_c19_R2 c)).
  pose proof (use_s47 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c19_R2 c))) as Ho2.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p11 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c19_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 0 (2 + c) 0 0 -> fst (s178_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q10] in Hc |- *.
  rewrite tf_game_eq, (s178_c19_L c), (s178_c19_R c); cbn [map].
  rewrite (tf_norm_game (s178_c19_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 0 1 (opt_norm_l _ _ _ _ _ (s178_c19_L c) ltac:(cbn [In]; left; reflexivity) (s178_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s178_c19_R1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; left; reflexivity) (s178_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s178_c19_R2 c)).
  pose proof (use_s47 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c19_R2 c))) as Ho2.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p12 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c19_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 0 (2 + c) 0 0 -> fst (s178_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q11] in Hc |- *.
  rewrite tf_game_eq, (s178_c19_L c), (s178_c19_R c); cbn [map].
  rewrite (tf_norm_game (s178_c19_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 0 1 (opt_norm_l _ _ _ _ _ (s178_c19_L c) ltac:(cbn [In]; left; reflexivity) (s178_c19_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s178_c19_R1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; left; reflexivity) (s178_c19_R1 c))) as Ho1.
  rewrite (tf_norm_game (s178_c19_R2 c)).
  pose proof (use_s47 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c19_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c19_R2 c))) as Ho2.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p13 Ho1 ltac:(zlia)).
  rewrite (s47_p2 Ho2 ltac:(zlia)).
  rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c20_L (c : nat) : lmoves (s178_board 0 0 (2 + c) 0 1) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c20_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; F; E]) []) (s82_board 0 (1 + c) 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F; T; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c20_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]) (s32_board 0 (2 + c) 0) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c20_R (c : nat) : rmoves (s178_board 0 0 (2 + c) 0 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c20_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; F; E]) []) (s113_board 0 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c20_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; F]) [(1, 2)]) (s47_board 0 (2 + c)) (1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s47_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s178_c20_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 0 (2 + c) 0 1 -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c20_L c), (s178_c20_R c); cbn [map].
  rewrite (tf_norm_game (s178_c20_L1 c)).
  pose proof (use_s82 IH 0 (1 + c) 0 2 (opt_norm_l _ _ _ _ _ (s178_c20_L c) ltac:(cbn [In]; left; reflexivity) (s178_c20_L1 c))) as Ho0.
  rewrite (tf_norm_game (s178_c20_L2 c)).
  pose proof (use_s32 IH 0 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c20_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c20_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s178_c20_R1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s178_c20_R c) ltac:(cbn [In]; left; reflexivity) (s178_c20_R1 c))) as Ho2.
  rewrite (tf_norm_game (s178_c20_R2 c)).
  pose proof (use_s47 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c20_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c20_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s82_p7 Ho0 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p6 Ho1 ltac:(zlia)).
    rewrite (s32_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s82_p12 Ho0 ltac:(zlia)).
    rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p7 Ho1 ltac:(zlia)).
    rewrite (s32_p7_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s82_p16 Ho0 ltac:(zlia)).
    rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p8 Ho1 ltac:(zlia)).
    rewrite (s32_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s32_p8 Ho1 ltac:(zlia)).
    rewrite (s32_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s47_p2 Ho3 ltac:(zlia)).
    rewrite (s47_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s178_c21_L (c e : nat) : lmoves (s178_board 0 0 (2 + c) 0 (2 + e)) = [strip [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c21_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [F; E]) []) (s82_board 0 (1 + c) 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ E :: F :: repeat T (3 + e) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c21_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + c) 0 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c21_R (c e : nat) : rmoves (s178_board 0 0 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c21_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s178_c21_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 0 0 (2 + c) 0 (2 + e) -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c21_L c e), (s178_c21_R c e); cbn [map].
  rewrite (tf_norm_game (s178_c21_L1 c e)).
  pose proof (use_s82 IH 0 (1 + c) 0 (3 + e) (opt_norm_l _ _ _ _ _ (s178_c21_L c e) ltac:(cbn [In]; left; reflexivity) (s178_c21_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s178_c21_L2 c e)).
  pose proof (use_s79 IH 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c21_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c21_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c21_R1 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c21_R c e) ltac:(cbn [In]; left; reflexivity) (s178_c21_R1 c e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s82_p7 Ho0 ltac:(zlia)).
    rewrite (s82_p7_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      rewrite (s79_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p13 Ho1 ltac:(zlia)).
      rewrite (s79_p13_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s82_p12 Ho0 ltac:(zlia)).
    rewrite (s82_p12_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3 /\ Z.of_nat (2 + e) <= 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p8 Ho1 ltac:(zlia)).
      rewrite (s79_p8_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s82_p16 Ho0 ltac:(zlia)).
    rewrite (s82_p16_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3 /\ Z.of_nat (2 + e) <= 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p25 Ho1 ltac:(zlia)).
      rewrite (s79_p25_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    rewrite (s82_p19_add (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3 /\ Z.of_nat (2 + e) <= 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|[Hp1|Hp1]].
    {
      rewrite (s79_p16 Ho1 ltac:(zlia)).
      rewrite (s79_p16_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p17 Ho1 ltac:(zlia)).
      rewrite (s79_p17_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s79_p26 Ho1 ltac:(zlia)).
      rewrite (s79_p26_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s178_c22_L (c : nat) : lmoves (s178_board 0 0 (2 + c) 1 0) = [strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c22_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []) (s113_board 0 (2 + c) 0 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c22_R (c : nat) : rmoves (s178_board 0 0 (2 + c) 1 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; F; E; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c22_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; F; E]) []) (s113_board 0 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c22_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; F; E; E]) []) (s83_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==0 *)
Lemma s178_c22_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 0 (2 + c) 1 0 -> fst (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q7] in Hc |- *.
  rewrite tf_game_eq, (s178_c22_L c), (s178_c22_R c); cbn [map].
  rewrite (tf_norm_game (s178_c22_L1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 1 (opt_norm_l _ _ _ _ _ (s178_c22_L c) ltac:(cbn [In]; left; reflexivity) (s178_c22_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s178_c22_R1 c)).
  pose proof (use_s113 IH 0 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s178_c22_R c) ltac:(cbn [In]; left; reflexivity) (s178_c22_R1 c))) as Ho1.
  rewrite (tf_norm_game (s178_c22_R2 c)).
  pose proof (use_s83 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c22_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c22_R2 c))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c23_L (c : nat) : lmoves (s178_board 0 0 (2 + c) 1 1) = [strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c23_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; F; E]) []) (s113_board 0 (2 + c) 0 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c23_L2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]) (s32_board 0 (2 + c) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c23_R (c : nat) : rmoves (s178_board 0 0 (2 + c) 1 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c23_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; F; E]) []) (s113_board 0 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c23_R2 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ [F; T; F]) [(1, 2)]) (s83_board 0 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s178_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 0 (2 + c) 1 1 -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c23_L c), (s178_c23_R c); cbn [map].
  rewrite (tf_norm_game (s178_c23_L1 c)).
  pose proof (use_s113 IH 0 (2 + c) 0 2 (opt_norm_l _ _ _ _ _ (s178_c23_L c) ltac:(cbn [In]; left; reflexivity) (s178_c23_L1 c))) as Ho0.
  rewrite (tf_norm_game (s178_c23_L2 c)).
  pose proof (use_s32 IH 0 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c23_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c23_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s178_c23_R1 c)).
  pose proof (use_s113 IH 0 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s178_c23_R c) ltac:(cbn [In]; left; reflexivity) (s178_c23_R1 c))) as Ho2.
  rewrite (tf_norm_game (s178_c23_R2 c)).
  pose proof (use_s83 IH 0 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c23_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c23_R2 c))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c24_L (c e : nat) : lmoves (s178_board 0 0 (2 + c) 1 (2 + e)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c24_L1 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [F; E]) []) (s113_board 0 (2 + c) 0 (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: E :: repeat T (3 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c24_L2 (c e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + c) 1 (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c24_R (c e : nat) : rmoves (s178_board 0 0 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c24_R1 (c e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s178_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 0 0 (2 + c) 1 (2 + e) -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c24_L c e), (s178_c24_R c e); cbn [map].
  rewrite (tf_norm_game (s178_c24_L1 c e)).
  pose proof (use_s113 IH 0 (2 + c) 0 (3 + e) (opt_norm_l _ _ _ _ _ (s178_c24_L c e) ltac:(cbn [In]; left; reflexivity) (s178_c24_L1 c e))) as Ho0.
  rewrite (tf_norm_game (s178_c24_L2 c e)).
  pose proof (use_s79 IH 0 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c24_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c24_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c24_R1 c e)).
  pose proof (use_s113 IH 0 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c24_R c e) ltac:(cbn [In]; left; reflexivity) (s178_c24_R1 c e))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c25_L (c d : nat) : lmoves (s178_board 0 0 (2 + c) (2 + d) 0) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c25_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F; E]) []) (s113_board 0 (2 + c) (1 + d) 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c25_R (c d : nat) : rmoves (s178_board 0 0 (2 + c) (2 + d) 0) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c25_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []) (s113_board 0 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c25_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []) (s83_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; E]) []); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==0 *)
Lemma s178_c25_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 0 0 (2 + c) (2 + d) 0 -> fst (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q7] in Hc |- *.
  rewrite tf_game_eq, (s178_c25_L c d), (s178_c25_R c d); cbn [map].
  rewrite (tf_norm_game (s178_c25_L1 c d)).
  pose proof (use_s113 IH 0 (2 + c) (1 + d) 1 (opt_norm_l _ _ _ _ _ (s178_c25_L c d) ltac:(cbn [In]; left; reflexivity) (s178_c25_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s178_c25_R1 c d)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s178_c25_R c d) ltac:(cbn [In]; left; reflexivity) (s178_c25_R1 c d))) as Ho1.
  rewrite (tf_norm_game (s178_c25_R2 c d)).
  pose proof (use_s83 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c25_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c25_R2 c d))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 1) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c26_L (c d : nat) : lmoves (s178_board 0 0 (2 + c) (2 + d) 1) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c26_L1 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; E]) []) (s113_board 0 (2 + c) (1 + d) 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c26_L2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s32_board 0 (2 + c) (2 + d)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c26_R (c d : nat) : rmoves (s178_board 0 0 (2 + c) (2 + d) 1) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c26_R1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []) (s113_board 0 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c26_R2 (c d : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s83_board 0 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s83_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s178_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 0 0 (2 + c) (2 + d) 1 -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c26_L c d), (s178_c26_R c d); cbn [map].
  rewrite (tf_norm_game (s178_c26_L1 c d)).
  pose proof (use_s113 IH 0 (2 + c) (1 + d) 2 (opt_norm_l _ _ _ _ _ (s178_c26_L c d) ltac:(cbn [In]; left; reflexivity) (s178_c26_L1 c d))) as Ho0.
  rewrite (tf_norm_game (s178_c26_L2 c d)).
  pose proof (use_s32 IH 0 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c26_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c26_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s178_c26_R1 c d)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s178_c26_R c d) ltac:(cbn [In]; left; reflexivity) (s178_c26_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s178_c26_R2 c d)).
  pose proof (use_s83 IH 0 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c26_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c26_R2 c d))) as Ho3.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat 2) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s32_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p5_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s83_p2 Ho3 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c27_L (c d e : nat) : lmoves (s178_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; E]) []; strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c27_L1 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; E]) []) (s113_board 0 (2 + c) (1 + d) (3 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (1 + d) ++ E :: repeat T (3 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c27_L2 (c d e : nat) : tf_norm (strip [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s79_board 0 (2 + c) (2 + d) (1 + e)) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c27_R (c d e : nat) : rmoves (s178_board 0 0 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c27_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 0 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s178_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s178_board 0 0 (2 + c) (2 + d) (2 + e) -> fst (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q5] in Hc |- *.
  rewrite tf_game_eq, (s178_c27_L c d e), (s178_c27_R c d e); cbn [map].
  rewrite (tf_norm_game (s178_c27_L1 c d e)).
  pose proof (use_s113 IH 0 (2 + c) (1 + d) (3 + e) (opt_norm_l _ _ _ _ _ (s178_c27_L c d e) ltac:(cbn [In]; left; reflexivity) (s178_c27_L1 c d e))) as Ho0.
  rewrite (tf_norm_game (s178_c27_L2 c d e)).
  pose proof (use_s79 IH 0 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c27_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c27_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c27_R1 c d e)).
  pose proof (use_s113 IH 0 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s178_c27_R c d e) ltac:(cbn [In]; left; reflexivity) (s178_c27_R1 c d e))) as Ho2.
  rewrite (s113_p6 Ho0 ltac:(zlia)).
  rewrite (s113_p6_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (1 + d)) (Z.of_nat (3 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s79_p15 Ho1 ltac:(zlia)).
    rewrite (s79_p15_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s79_p23 Ho1 ltac:(zlia)).
    rewrite (s79_p23_add (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (1 + e)) (-1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d==0 && e==0: the board of s124 *)
Lemma s178_c28_p6 x (Hs124 : s124_claim x) :
  x = s178_board 0 1 0 0 0 -> fst (s178_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q6] in Hc |- *.
  pose proof (Hs124 0 1 0 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d==0 && e==1: the board of s124 *)
Lemma s178_c29_p12 x (Hs124 : s124_claim x) :
  x = s178_board 0 1 0 0 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 1 0 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d==0 && e>=2: the board of s124 *)
Lemma s178_c30_p12 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 0 1 0 0 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 1 0 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d==1 && e==0: the board of s124 *)
Lemma s178_c31_p14 x (Hs124 : s124_claim x) :
  x = s178_board 0 1 0 1 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q14] in Hc |- *.
  pose proof (Hs124 0 1 1 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d==1 && e==1: the board of s124 *)
Lemma s178_c32_p12 x (Hs124 : s124_claim x) :
  x = s178_board 0 1 0 1 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 1 1 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d==1 && e>=2: the board of s124 *)
Lemma s178_c33_p12 x (Hs124 : s124_claim x) (e : nat) :
  x = s178_board 0 1 0 1 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 1 1 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==0: the board of s124 *)
Lemma s178_c34_p14 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 0 1 0 (2 + d) 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q14] in Hc |- *.
  pose proof (Hs124 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d>=2 && e==1: the board of s124 *)
Lemma s178_c35_p12 x (Hs124 : s124_claim x) (d : nat) :
  x = s178_board 0 1 0 (2 + d) 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==0 && d>=2 && e>=2: the board of s124 *)
Lemma s178_c36_p12 x (Hs124 : s124_claim x) (d e : nat) :
  x = s178_board 0 1 0 (2 + d) (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s178_c37_L : lmoves (s178_board 0 1 1 0 0) = [s165_board 0 1 0 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c37_R : rmoves (s178_board 0 1 1 0 0) = [strip [(0, 1)] ([T; E; T; F; E; F; E]) []; s56_board 0 1 1].
Proof. unfold s178_board, s56_board, strip. tf_options. Qed.
Lemma s178_c37_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; F; E]) []) (s113_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d==0 && e==0 *)
Lemma s178_c37_p16 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 1 1 0 0 -> fst (s178_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q16] in Hc |- *.
  rewrite tf_game_eq, (s178_c37_L), (s178_c37_R); cbn [map].
  pose proof (use_s165 IH 0 1 0 0 1 (opt_l _ _ _ (s178_c37_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c37_R1)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_r _ _ _ _ _ (s178_c37_R) ltac:(cbn [In]; left; reflexivity) (s178_c37_R1))) as Ho1.
  pose proof (use_s56 IH 0 1 1 (opt_r _ _ _ (s178_c37_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s165_p5 Ho0 ltac:(zlia)).
  rewrite (s113_p16 Ho1 ltac:(zlia)).
  rewrite (s56_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c38_L : lmoves (s178_board 0 1 1 0 1) = [s165_board 0 1 0 0 2; strip [] ([E; T; F; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c38_L2 : tf_norm (strip [] ([E; T; F; T; F; E; E; F]) [(1, 0)]) (s104_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c38_R : rmoves (s178_board 0 1 1 0 1) = [strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []; strip [] ([E; T; F; T; F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c38_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; F; E]) []) (s113_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c38_R2 : tf_norm (strip [] ([E; T; F; T; F; F]) [(1, 2)]) (s56_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d==0 && e==1 *)
Lemma s178_c38_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 1 1 0 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c38_L), (s178_c38_R); cbn [map].
  pose proof (use_s165 IH 0 1 0 0 2 (opt_l _ _ _ (s178_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c38_L2)).
  pose proof (use_s104 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s178_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c38_L2))) as Ho1.
  rewrite (tf_norm_game0 (s178_c38_R1)).
  pose proof (use_s113 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s178_c38_R) ltac:(cbn [In]; left; reflexivity) (s178_c38_R1))) as Ho2.
  rewrite (tf_norm_game (s178_c38_R2)).
  pose proof (use_s56 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s178_c38_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c38_R2))) as Ho3.
  rewrite (s165_p5 Ho0 ltac:(zlia)).
  rewrite (s104_p13 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s56_p2 Ho3 ltac:(zlia)).
  rewrite (s56_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c39_L (e : nat) : lmoves (s178_board 0 1 1 0 (2 + e)) = [s165_board 0 1 0 0 (3 + e); strip [] (E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c39_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 1 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c39_R (e : nat) : rmoves (s178_board 0 1 1 0 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c39_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 1 1 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d==0 && e>=2 *)
Lemma s178_c39_p12 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 0 1 1 0 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c39_L e), (s178_c39_R e); cbn [map].
  pose proof (use_s165 IH 0 1 0 0 (3 + e) (opt_l _ _ _ (s178_c39_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c39_L2 e)).
  pose proof (use_s148 IH 0 1 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c39_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c39_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c39_R1 e)).
  pose proof (use_s113 IH 1 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c39_R e) ltac:(cbn [In]; left; reflexivity) (s178_c39_R1 e))) as Ho2.
  rewrite (s165_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s148_p23 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p37 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p45 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c40_L : lmoves (s178_board 0 1 1 1 0) = [s178_board 0 1 1 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c40_R : rmoves (s178_board 0 1 1 1 0) = [strip [(0, 1)] ([T; E; T; F; T; E; F; E]) []; s146_board 0 1 1 1].
Proof. unfold s146_board, s178_board, strip. tf_options. Qed.
Lemma s178_c40_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; F; E]) []) (s113_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d==1 && e==0 *)
Lemma s178_c40_p14 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 1 1 1 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c40_L), (s178_c40_R); cbn [map].
  pose proof (use_s178 IH 0 1 1 0 1 (opt_l _ _ _ (s178_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c40_R1)).
  pose proof (use_s113 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s178_c40_R) ltac:(cbn [In]; left; reflexivity) (s178_c40_R1))) as Ho1.
  pose proof (use_s146 IH 0 1 1 1 (opt_r _ _ _ (s178_c40_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c41_L : lmoves (s178_board 0 1 1 1 1) = [s178_board 0 1 1 0 2; strip [] ([E; T; F; T; F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c41_L2 : tf_norm (strip [] ([E; T; F; T; F; T; E; E; F]) [(1, 0)]) (s104_board 0 1 1 1) (0).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c41_R : rmoves (s178_board 0 1 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []; strip [] ([E; T; F; T; F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c41_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []) (s113_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c41_R2 : tf_norm (strip [] ([E; T; F; T; F; T; F]) [(1, 2)]) (s146_board 0 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; T; F; T; F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d==1 && e==1 *)
Lemma s178_c41_p12 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s178_board 0 1 1 1 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c41_L), (s178_c41_R); cbn [map].
  pose proof (use_s178 IH 0 1 1 0 2 (opt_l _ _ _ (s178_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c41_L2)).
  pose proof (use_s104 IH 0 1 1 1 (opt_norm_l _ _ _ _ _ (s178_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c41_L2))) as Ho1.
  rewrite (tf_norm_game0 (s178_c41_R1)).
  pose proof (use_s113 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s178_c41_R) ltac:(cbn [In]; left; reflexivity) (s178_c41_R1))) as Ho2.
  rewrite (tf_norm_game (s178_c41_R2)).
  pose proof (use_s146 IH 0 1 1 1 (opt_norm_r _ _ _ _ _ (s178_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c41_R2))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s146_p3 Ho3 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c42_L (e : nat) : lmoves (s178_board 0 1 1 1 (2 + e)) = [s178_board 0 1 1 0 (3 + e); strip [] (E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c42_L2 (e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 1 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c42_R (e : nat) : rmoves (s178_board 0 1 1 1 (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c42_R1 (e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 1 1 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s178_c42_p12 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s178_board 0 1 1 1 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c42_L e), (s178_c42_R e); cbn [map].
  pose proof (use_s178 IH 0 1 1 0 (3 + e) (opt_l _ _ _ (s178_c42_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c42_L2 e)).
  pose proof (use_s148 IH 0 1 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c42_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c42_L2 e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c42_R1 e)).
  pose proof (use_s113 IH 1 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c42_R e) ltac:(cbn [In]; left; reflexivity) (s178_c42_R1 e))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p37 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c43_L (d : nat) : lmoves (s178_board 0 1 1 (2 + d) 0) = [s178_board 0 1 1 (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c43_R (d : nat) : rmoves (s178_board 0 1 1 (2 + d) 0) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; F; E]) []; s146_board 0 1 1 (2 + d)].
Proof. unfold s146_board, s178_board, strip. tf_options. Qed.
Lemma s178_c43_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; F; E]) []) (s113_board 1 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s178_c43_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 0 1 1 (2 + d) 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c43_L d), (s178_c43_R d); cbn [map].
  pose proof (use_s178 IH 0 1 1 (1 + d) 1 (opt_l _ _ _ (s178_c43_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c43_R1 d)).
  pose proof (use_s113 IH 1 1 (2 + d) 0 (opt_norm_r _ _ _ _ _ (s178_c43_R d) ltac:(cbn [In]; left; reflexivity) (s178_c43_R1 d))) as Ho1.
  pose proof (use_s146 IH 0 1 1 (2 + d) (opt_r _ _ _ (s178_c43_R d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c44_L (d : nat) : lmoves (s178_board 0 1 1 (2 + d) 1) = [s178_board 0 1 1 (1 + d) 2; strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c44_L2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 0 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c44_R (d : nat) : rmoves (s178_board 0 1 1 (2 + d) 1) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []; strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c44_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []) (s113_board 1 1 (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c44_R2 (d : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 0 1 1 (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s178_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s178_board 0 1 1 (2 + d) 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c44_L d), (s178_c44_R d); cbn [map].
  pose proof (use_s178 IH 0 1 1 (1 + d) 2 (opt_l _ _ _ (s178_c44_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c44_L2 d)).
  pose proof (use_s104 IH 0 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s178_c44_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c44_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s178_c44_R1 d)).
  pose proof (use_s113 IH 1 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s178_c44_R d) ltac:(cbn [In]; left; reflexivity) (s178_c44_R1 d))) as Ho2.
  rewrite (tf_norm_game (s178_c44_R2 d)).
  pose proof (use_s146 IH 0 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s178_c44_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c44_R2 d))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s146_p3 Ho3 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c45_L (d e : nat) : lmoves (s178_board 0 1 1 (2 + d) (2 + e)) = [s178_board 0 1 1 (1 + d) (3 + e); strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c45_L2 (d e : nat) : tf_norm (strip [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 1 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c45_R (d e : nat) : rmoves (s178_board 0 1 1 (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c45_R1 (d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 1 1 (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s178_c45_p12 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s178_board 0 1 1 (2 + d) (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c45_L d e), (s178_c45_R d e); cbn [map].
  pose proof (use_s178 IH 0 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s178_c45_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c45_L2 d e)).
  pose proof (use_s148 IH 0 1 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c45_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c45_L2 d e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c45_R1 d e)).
  pose proof (use_s113 IH 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s178_c45_R d e) ltac:(cbn [In]; left; reflexivity) (s178_c45_R1 d e))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p37 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c46_L (c : nat) : lmoves (s178_board 0 1 (2 + c) 0 0) = [s165_board 0 1 (1 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c46_R (c : nat) : rmoves (s178_board 0 1 (2 + c) 0 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; F; E]) []; s56_board 0 1 (2 + c)].
Proof. unfold s178_board, s56_board, strip. tf_options. Qed.
Lemma s178_c46_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; F; E]) []) (s113_board 1 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==0 *)
Lemma s178_c46_p17 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 1 (2 + c) 0 0 -> fst (s178_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q17 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q17] in Hc |- *.
  rewrite tf_game_eq, (s178_c46_L c), (s178_c46_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c46_R1 c)).
  pose proof (use_s113 IH 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c46_R c) ltac:(cbn [In]; left; reflexivity) (s178_c46_R1 c))) as Ho1.
  pose proof (use_s56 IH 0 1 (2 + c) (opt_r _ _ _ (s178_c46_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s165_p17 Ho0 ltac:(zlia)).
  rewrite (s113_p17 Ho1 ltac:(zlia)).
  rewrite (s56_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c46_p19 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 1 (2 + c) 0 0 -> fst (s178_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q19] in Hc |- *.
  rewrite tf_game_eq, (s178_c46_L c), (s178_c46_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c46_R1 c)).
  pose proof (use_s113 IH 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c46_R c) ltac:(cbn [In]; left; reflexivity) (s178_c46_R1 c))) as Ho1.
  pose proof (use_s56 IH 0 1 (2 + c) (opt_r _ _ _ (s178_c46_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s165_p40 Ho0 ltac:(zlia)).
  rewrite (s113_p18 Ho1 ltac:(zlia)).
  rewrite (s56_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c46_p21 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 1 (2 + c) 0 0 -> fst (s178_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q21 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q21] in Hc |- *.
  rewrite tf_game_eq, (s178_c46_L c), (s178_c46_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c46_R1 c)).
  pose proof (use_s113 IH 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c46_R c) ltac:(cbn [In]; left; reflexivity) (s178_c46_R1 c))) as Ho1.
  pose proof (use_s56 IH 0 1 (2 + c) (opt_r _ _ _ (s178_c46_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s165_p49 Ho0 ltac:(zlia)).
  rewrite (s113_p13 Ho1 ltac:(zlia)).
  rewrite (s56_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c46_p23 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 1 (2 + c) 0 0 -> fst (s178_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q23 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q23] in Hc |- *.
  rewrite tf_game_eq, (s178_c46_L c), (s178_c46_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 0 1 (opt_l _ _ _ (s178_c46_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c46_R1 c)).
  pose proof (use_s113 IH 1 (2 + c) 0 0 (opt_norm_r _ _ _ _ _ (s178_c46_R c) ltac:(cbn [In]; left; reflexivity) (s178_c46_R1 c))) as Ho1.
  pose proof (use_s56 IH 0 1 (2 + c) (opt_r _ _ _ (s178_c46_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s165_p55 Ho0 ltac:(zlia)).
  rewrite (s113_p13 Ho1 ltac:(zlia)).
  rewrite (s56_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s178_c47_L (c : nat) : lmoves (s178_board 0 1 (2 + c) 0 1) = [s165_board 0 1 (1 + c) 0 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c47_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]) (s104_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c47_R (c : nat) : rmoves (s178_board 0 1 (2 + c) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; F; E]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c47_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; F; E]) []) (s113_board 1 (2 + c) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c47_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]) (s56_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s178_c47_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 1 (2 + c) 0 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c47_L c), (s178_c47_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 0 2 (opt_l _ _ _ (s178_c47_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c47_L2 c)).
  pose proof (use_s104 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s178_c47_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c47_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s178_c47_R1 c)).
  pose proof (use_s113 IH 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s178_c47_R c) ltac:(cbn [In]; left; reflexivity) (s178_c47_R1 c))) as Ho2.
  rewrite (tf_norm_game (s178_c47_R2 c)).
  pose proof (use_s56 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s178_c47_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c47_R2 c))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s165_p17 Ho0 ltac:(zlia)).
    rewrite (s104_p14 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s56_p2 Ho3 ltac:(zlia)).
    rewrite (s56_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s165_p40 Ho0 ltac:(zlia)).
    rewrite (s104_p16 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s56_p2 Ho3 ltac:(zlia)).
    rewrite (s56_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    rewrite (s104_p18 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s56_p2 Ho3 ltac:(zlia)).
    rewrite (s56_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    rewrite (s104_p18 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    rewrite (s56_p2 Ho3 ltac:(zlia)).
    rewrite (s56_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

Lemma s178_c48_L (c e : nat) : lmoves (s178_board 0 1 (2 + c) 0 (2 + e)) = [s165_board 0 1 (1 + c) 0 (3 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c48_L2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 1 (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c48_R (c e : nat) : rmoves (s178_board 0 1 (2 + c) 0 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c48_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 1 (2 + c) 0 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s178_c48_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 0 1 (2 + c) 0 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c48_L c e), (s178_c48_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s178_c48_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c48_L2 c e)).
  pose proof (use_s148 IH 0 1 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c48_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c48_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c48_R1 c e)).
  pose proof (use_s113 IH 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c48_R c e) ltac:(cbn [In]; left; reflexivity) (s178_c48_R1 c e))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s165_p17 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p23 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s148_p37 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s165_p40 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p37 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s148_p52 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p37 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s148_p54 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s148_p37 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
    {
      rewrite (s148_p56 Ho1 ltac:(zlia)).
      rewrite (s113_p6 Ho2 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
    }
  }
Qed.

Lemma s178_c49_L (c : nat) : lmoves (s178_board 0 1 (2 + c) 1 0) = [s178_board 0 1 (2 + c) 0 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c49_R (c : nat) : rmoves (s178_board 0 1 (2 + c) 1 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; F; E]) []; s146_board 0 1 (2 + c) 1].
Proof. unfold s146_board, s178_board, strip. tf_options. Qed.
Lemma s178_c49_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; F; E]) []) (s113_board 1 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s178_c49_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 1 (2 + c) 1 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c49_L c), (s178_c49_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s178_c49_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c49_R1 c)).
  pose proof (use_s113 IH 1 (2 + c) 1 0 (opt_norm_r _ _ _ _ _ (s178_c49_R c) ltac:(cbn [In]; left; reflexivity) (s178_c49_R1 c))) as Ho1.
  pose proof (use_s146 IH 0 1 (2 + c) 1 (opt_r _ _ _ (s178_c49_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c50_L (c : nat) : lmoves (s178_board 0 1 (2 + c) 1 1) = [s178_board 0 1 (2 + c) 0 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c50_L2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]) (s104_board 0 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c50_R (c : nat) : rmoves (s178_board 0 1 (2 + c) 1 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; F; E]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c50_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; F; E]) []) (s113_board 1 (2 + c) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; T; E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c50_R2 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]) (s146_board 0 1 (2 + c) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ [F; T; F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s178_c50_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s178_board 0 1 (2 + c) 1 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c50_L c), (s178_c50_R c); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 2 (opt_l _ _ _ (s178_c50_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c50_L2 c)).
  pose proof (use_s104 IH 0 1 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s178_c50_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c50_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s178_c50_R1 c)).
  pose proof (use_s113 IH 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s178_c50_R c) ltac:(cbn [In]; left; reflexivity) (s178_c50_R1 c))) as Ho2.
  rewrite (tf_norm_game (s178_c50_R2 c)).
  pose proof (use_s146 IH 0 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s178_c50_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c50_R2 c))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s146_p3 Ho3 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c51_L (c e : nat) : lmoves (s178_board 0 1 (2 + c) 1 (2 + e)) = [s178_board 0 1 (2 + c) 0 (3 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c51_L2 (c e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 1 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c51_R (c e : nat) : rmoves (s178_board 0 1 (2 + c) 1 (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c51_R1 (c e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 1 (2 + c) 1 (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s178_c51_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s178_board 0 1 (2 + c) 1 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c51_L c e), (s178_c51_R c e); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s178_c51_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c51_L2 c e)).
  pose proof (use_s148 IH 0 1 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s178_c51_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c51_L2 c e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c51_R1 c e)).
  pose proof (use_s113 IH 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s178_c51_R c e) ltac:(cbn [In]; left; reflexivity) (s178_c51_R1 c e))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p37 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s178_c52_L (c d : nat) : lmoves (s178_board 0 1 (2 + c) (2 + d) 0) = [s178_board 0 1 (2 + c) (1 + d) 1].
Proof. unfold s178_board. tf_options. Qed.
Lemma s178_c52_R (c d : nat) : rmoves (s178_board 0 1 (2 + c) (2 + d) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []; s146_board 0 1 (2 + c) (2 + d)].
Proof. unfold s146_board, s178_board, strip. tf_options. Qed.
Lemma s178_c52_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []) (s113_board 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s178_c52_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 0 1 (2 + c) (2 + d) 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q14] in Hc |- *.
  rewrite tf_game_eq, (s178_c52_L c d), (s178_c52_R c d); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s178_c52_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c52_R1 c d)).
  pose proof (use_s113 IH 1 (2 + c) (2 + d) 0 (opt_norm_r _ _ _ _ _ (s178_c52_R c d) ltac:(cbn [In]; left; reflexivity) (s178_c52_R1 c d))) as Ho1.
  pose proof (use_s146 IH 0 1 (2 + c) (2 + d) (opt_r _ _ _ (s178_c52_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s146_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c53_L (c d : nat) : lmoves (s178_board 0 1 (2 + c) (2 + d) 1) = [s178_board 0 1 (2 + c) (1 + d) 2; strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c53_L2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]) (s104_board 0 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c53_R (c d : nat) : rmoves (s178_board 0 1 (2 + c) (2 + d) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []; strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c53_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []) (s113_board 1 (2 + c) (2 + d) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c53_R2 (c d : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]) (s146_board 0 1 (2 + c) (2 + d)) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 2)]); [reflexivity | unfold s146_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s178_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s178_board 0 1 (2 + c) (2 + d) 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c53_L c d), (s178_c53_R c d); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s178_c53_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c53_L2 c d)).
  pose proof (use_s104 IH 0 1 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s178_c53_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c53_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s178_c53_R1 c d)).
  pose proof (use_s113 IH 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s178_c53_R c d) ltac:(cbn [In]; left; reflexivity) (s178_c53_R1 c d))) as Ho2.
  rewrite (tf_norm_game (s178_c53_R2 c d)).
  pose proof (use_s146 IH 0 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s178_c53_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c53_R2 c d))) as Ho3.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  rewrite (s104_p11 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  rewrite (s146_p3 Ho3 ltac:(zlia)).
  rewrite (s146_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s178_c54_L (c d e : nat) : lmoves (s178_board 0 1 (2 + c) (2 + d) (2 + e)) = [s178_board 0 1 (2 + c) (1 + d) (3 + e); strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c54_L2 (c d e : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s148_board 0 1 (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s148_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c54_R (c d e : nat) : rmoves (s178_board 0 1 (2 + c) (2 + d) (2 + e)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c54_R1 (c d e : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []) (s113_board 1 (2 + c) (2 + d) (2 + e)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F; E]) []); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s178_c54_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s178_board 0 1 (2 + c) (2 + d) (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c54_L c d e), (s178_c54_R c d e); cbn [map].
  pose proof (use_s178 IH 0 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s178_c54_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c54_L2 c d e)).
  pose proof (use_s148 IH 0 1 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s178_c54_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c54_L2 c d e))) as Ho1.
  rewrite (tf_norm_game0 (s178_c54_R1 c d e)).
  pose proof (use_s113 IH 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s178_c54_R c d e) ltac:(cbn [In]; left; reflexivity) (s178_c54_R1 c d e))) as Ho2.
  rewrite (s178_p12 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s148_p37 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s148_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==0: the board of s124 *)
Lemma s178_c55_p6 x (Hs124 : s124_claim x) (b : nat) :
  x = s178_board 0 (2 + b) 0 0 0 -> fst (s178_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q6] in Hc |- *.
  pose proof (Hs124 0 (2 + b) 0 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==0 && e==1: the board of s124 *)
Lemma s178_c56_p12 x (Hs124 : s124_claim x) (b : nat) :
  x = s178_board 0 (2 + b) 0 0 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 (2 + b) 0 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==0 && e>=2: the board of s124 *)
Lemma s178_c57_p12 x (Hs124 : s124_claim x) (b e : nat) :
  x = s178_board 0 (2 + b) 0 0 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==0: the board of s124 *)
Lemma s178_c58_p14 x (Hs124 : s124_claim x) (b : nat) :
  x = s178_board 0 (2 + b) 0 1 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q14] in Hc |- *.
  pose proof (Hs124 0 (2 + b) 1 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==1 && e==1: the board of s124 *)
Lemma s178_c59_p12 x (Hs124 : s124_claim x) (b : nat) :
  x = s178_board 0 (2 + b) 0 1 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d==1 && e>=2: the board of s124 *)
Lemma s178_c60_p12 x (Hs124 : s124_claim x) (b e : nat) :
  x = s178_board 0 (2 + b) 0 1 (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==0: the board of s124 *)
Lemma s178_c61_p14 x (Hs124 : s124_claim x) (b d : nat) :
  x = s178_board 0 (2 + b) 0 (2 + d) 0 -> fst (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s178_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q14] in Hc |- *.
  pose proof (Hs124 0 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e==1: the board of s124 *)
Lemma s178_c62_p12 x (Hs124 : s124_claim x) (b d : nat) :
  x = s178_board 0 (2 + b) 0 (2 + d) 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==0 && d>=2 && e>=2: the board of s124 *)
Lemma s178_c63_p12 x (Hs124 : s124_claim x) (b d e : nat) :
  x = s178_board 0 (2 + b) 0 (2 + d) (2 + e) -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s178_q12] in Hc |- *.
  pose proof (Hs124 0 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s178_board, s124_board; board_eq)) as Ho0.
  rewrite (s124_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s178_c64_L (b : nat) : lmoves (s178_board 0 (2 + b) 1 0 0) = [s165_board 0 (2 + b) 0 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
Lemma s178_c64_R (b : nat) : rmoves (s178_board 0 (2 + b) 1 0 0) = [s56_board 0 (2 + b) 1].
Proof. unfold s178_board, s56_board. tf_options. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==0 *)
Lemma s178_c64_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s178_board 0 (2 + b) 1 0 0 -> fst (s178_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q24] in Hc |- *.
  rewrite tf_game_eq, (s178_c64_L b), (s178_c64_R b); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s178_c64_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s56 IH 0 (2 + b) 1 (opt_r _ _ _ (s178_c64_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s165_p58 Ho0 ltac:(zlia)).
  rewrite (s56_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s178_c64_p25 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s178_board 0 (2 + b) 1 0 0 -> fst (s178_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q25] in Hc |- *.
  rewrite tf_game_eq, (s178_c64_L b), (s178_c64_R b); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s178_c64_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s56 IH 0 (2 + b) 1 (opt_r _ _ _ (s178_c64_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s165_p61 Ho0 ltac:(zlia)).
  rewrite (s56_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s178_c64_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s178_board 0 (2 + b) 1 0 0 -> fst (s178_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s178_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s178_q26] in Hc |- *.
  rewrite tf_game_eq, (s178_c64_L b), (s178_c64_R b); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 0 1 (opt_l _ _ _ (s178_c64_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s56 IH 0 (2 + b) 1 (opt_r _ _ _ (s178_c64_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s165_p64 Ho0 ltac:(zlia)).
  rewrite (s56_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s178_c65_L (b : nat) : lmoves (s178_board 0 (2 + b) 1 0 1) = [s165_board 0 (2 + b) 0 0 2; strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; E; F]) [(1, 0)]].
Proof. unfold s165_board, s178_board, strip. tf_options. Qed.
Lemma s178_c65_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; E; E; F]) [(1, 0)]) (s104_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F; E; E; F]) [(1, 0)]); [reflexivity | unfold s104_board; strip_board_eq | strip_offset]. Qed.
Lemma s178_c65_R (b : nat) : rmoves (s178_board 0 (2 + b) 1 0 1) = [strip [] (E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 2)]].
Proof. unfold s178_board, strip. tf_options. Qed.
Lemma s178_c65_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 2)]) (s56_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; F; F]) [(1, 2)]); [reflexivity | unfold s56_board; strip_board_eq | strip_offset]. Qed.
(* s178 = T^a _ T^b F T^c F T^d _ T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s178_c65_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s178_board 0 (2 + b) 1 0 1 -> fst (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s178_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s178_q12] in Hc |- *.
  rewrite tf_game_eq, (s178_c65_L b), (s178_c65_R b); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 0 2 (opt_l _ _ _ (s178_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s178_c65_L2 b)).
  pose proof (use_s104 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s178_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s178_c65_L2 b))) as Ho1.
  rewrite (tf_norm_game (s178_c65_R1 b)).
  pose proof (use_s56 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s178_c65_R b) ltac:(cbn [In]; left; reflexivity) (s178_c65_R1 b))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|Hp0]].
  {
    rewrite (s165_p58 Ho0 ltac:(zlia)).
    rewrite (s104_p20 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p61 Ho0 ltac:(zlia)).
    rewrite (s104_p20 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s165_p64 Ho0 ltac:(zlia)).
    rewrite (s104_p20 Ho1 ltac:(zlia)).
    rewrite (s56_p3 Ho2 ltac:(zlia)).
    rewrite (s56_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

