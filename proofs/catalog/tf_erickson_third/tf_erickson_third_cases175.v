(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s165_c65_L (b : nat) : lmoves (s165_board 0 (2 + b) 1 0 1) = [s165_board 0 (2 + b) 0 1 1; strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c65_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c65_R (b : nat) : rmoves (s165_board 0 (2 + b) 1 0 1) = [s178_board 0 (2 + b) 1 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s165_c65_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s165_board 0 (2 + b) 1 0 1 -> fst (s165_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q18] in Hc |- *.
  rewrite tf_game_eq, (s165_c65_L b), (s165_c65_R b); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 1 1 (opt_l _ _ _ (s165_c65_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c65_L2 b)).
  pose proof (use_s131 IH 0 (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s165_c65_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c65_L2 b))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) 1 0 1 (opt_r _ _ _ (s165_c65_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p28 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) = 5)%Z \/ (Z.of_nat (2 + b) >= 6)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]].
  {
    rewrite (s131_p145 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p156 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p165 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p173 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p177 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c66_L (b e : nat) : lmoves (s165_board 0 (2 + b) 1 0 (2 + e)) = [s165_board 0 (2 + b) 0 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c66_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c66_R (b e : nat) : rmoves (s165_board 0 (2 + b) 1 0 (2 + e)) = [s178_board 0 (2 + b) 1 0 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s165_c66_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s165_board 0 (2 + b) 1 0 (2 + e) -> fst (s165_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q18] in Hc |- *.
  rewrite tf_game_eq, (s165_c66_L b e), (s165_c66_R b e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 1 (2 + e) (opt_l _ _ _ (s165_c66_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c66_L2 b e)).
  pose proof (use_s131 IH 0 (2 + b) 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c66_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c66_L2 b e))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) 1 0 (2 + e) (opt_r _ _ _ (s165_c66_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p28 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + e) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p98 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p100 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p146 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==0: the board of s132 *)
Lemma s165_c67_p32 x (Hs132 : s132_claim x) (b : nat) :
  x = s165_board 0 (2 + b) 1 1 0 -> fst (s165_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q32 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q32] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 1 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c68_L (b : nat) : lmoves (s165_board 0 (2 + b) 1 1 1) = [s165_board 0 (2 + b) 0 2 1; strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c68_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c68_R (b : nat) : rmoves (s165_board 0 (2 + b) 1 1 1) = [s178_board 0 (2 + b) 1 1 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s165_c68_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s165_board 0 (2 + b) 1 1 1 -> fst (s165_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q36] in Hc |- *.
  rewrite tf_game_eq, (s165_c68_L b), (s165_c68_R b); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 2 1 (opt_l _ _ _ (s165_c68_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c68_L2 b)).
  pose proof (use_s131 IH 0 (2 + b) 1 1 0 (opt_norm_l _ _ _ _ _ (s165_c68_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c68_L2 b))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) 1 1 1 (opt_r _ _ _ (s165_c68_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s131_p36 Ho1 ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s165_c69_L (b e : nat) : lmoves (s165_board 0 (2 + b) 1 1 (2 + e)) = [s165_board 0 (2 + b) 0 2 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c69_L2 (b e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c69_R (b e : nat) : rmoves (s165_board 0 (2 + b) 1 1 (2 + e)) = [s178_board 0 (2 + b) 1 1 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s165_c69_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s165_board 0 (2 + b) 1 1 (2 + e) -> fst (s165_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q36 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q36] in Hc |- *.
  rewrite tf_game_eq, (s165_c69_L b e), (s165_c69_R b e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s165_c69_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c69_L2 b e)).
  pose proof (use_s131 IH 0 (2 + b) 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c69_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c69_L2 b e))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s165_c69_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p104 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p106 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p108 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==0: the board of s132 *)
Lemma s165_c70_p27 x (Hs132 : s132_claim x) (b d : nat) :
  x = s165_board 0 (2 + b) 1 (2 + d) 0 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 0 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c71_L (b d : nat) : lmoves (s165_board 0 (2 + b) 1 (2 + d) 1) = [s165_board 0 (2 + b) 0 (3 + d) 1; strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c71_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c71_R (b d : nat) : rmoves (s165_board 0 (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s165_c71_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s165_board 0 (2 + b) 1 (2 + d) 1 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c71_L b d), (s165_c71_R b d); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s165_c71_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c71_L2 b d)).
  pose proof (use_s131 IH 0 (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c71_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c71_L2 b d))) as Ho1.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p110 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p147 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p148 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s165_c72_L (b d e : nat) : lmoves (s165_board 0 (2 + b) 1 (2 + d) (2 + e)) = [s165_board 0 (2 + b) 0 (3 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c72_L2 (b d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c72_R (b d e : nat) : rmoves (s165_board 0 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s165_c72_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s165_board 0 (2 + b) 1 (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c72_L b d e), (s165_c72_R b d e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s165_c72_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c72_L2 b d e)).
  pose proof (use_s131 IH 0 (2 + b) 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c72_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c72_L2 b d e))) as Ho1.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p74 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p78 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p82 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p86 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==0: the board of s132 *)
Lemma s165_c73_p38 x (Hs132 : s132_claim x) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 0 -> fst (s165_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q38 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q38] in Hc |- *.
  pose proof (Hs132 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c73_p47 x (Hs132 : s132_claim x) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 0 -> fst (s165_q47 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q47 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q47] in Hc |- *.
  pose proof (Hs132 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c73_p53 x (Hs132 : s132_claim x) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 0 -> fst (s165_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q53 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q53] in Hc |- *.
  pose proof (Hs132 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c73_p57 x (Hs132 : s132_claim x) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 0 -> fst (s165_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q57 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q57] in Hc |- *.
  pose proof (Hs132 0 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p26 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c74_L (b c : nat) : lmoves (s165_board 0 (2 + b) (2 + c) 0 1) = [s165_board 0 (2 + b) (1 + c) 1 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c74_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c74_R (b c : nat) : rmoves (s165_board 0 (2 + b) (2 + c) 0 1) = [s178_board 0 (2 + b) (2 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s165_c74_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 1 -> fst (s165_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q40] in Hc |- *.
  rewrite tf_game_eq, (s165_c74_L b c), (s165_c74_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s165_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c74_L2 b c)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c74_L2 b c))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s165_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p36 Ho0 ltac:(zlia)).
  rewrite (s131_p51 Ho1 ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c74_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 1 -> fst (s165_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q49] in Hc |- *.
  rewrite tf_game_eq, (s165_c74_L b c), (s165_c74_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s165_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c74_L2 b c)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c74_L2 b c))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s165_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p45 Ho0 ltac:(zlia)).
  rewrite (s131_p51 Ho1 ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c74_p55 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 1 -> fst (s165_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q55] in Hc |- *.
  rewrite tf_game_eq, (s165_c74_L b c), (s165_c74_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s165_c74_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c74_L2 b c)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c74_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c74_L2 b c))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s165_c74_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p51 Ho0 ltac:(zlia)).
  rewrite (s131_p51 Ho1 ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c75_L (b c e : nat) : lmoves (s165_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s165_board 0 (2 + b) (1 + c) 1 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c75_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c75_R (b c e : nat) : rmoves (s165_board 0 (2 + b) (2 + c) 0 (2 + e)) = [s178_board 0 (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s165_c75_p40 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s165_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q40 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q40] in Hc |- *.
  rewrite tf_game_eq, (s165_c75_L b c e), (s165_c75_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c75_L2 b c e)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c75_L2 b c e))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p36 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p114 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p116 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c75_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s165_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q49 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q49] in Hc |- *.
  rewrite tf_game_eq, (s165_c75_L b c e), (s165_c75_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c75_L2 b c e)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c75_L2 b c e))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p45 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p128 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p130 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c75_p55 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s165_board 0 (2 + b) (2 + c) 0 (2 + e) -> fst (s165_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q55 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q55] in Hc |- *.
  rewrite tf_game_eq, (s165_c75_L b c e), (s165_c75_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c75_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c75_L2 b c e)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c75_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c75_L2 b c e))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c75_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p51 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p128 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p138 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==0: the board of s132 *)
Lemma s165_c76_p43 x (Hs132 : s132_claim x) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 1 0 -> fst (s165_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q43 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q43] in Hc |- *.
  pose proof (Hs132 0 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c77_L (b c : nat) : lmoves (s165_board 0 (2 + b) (2 + c) 1 1) = [s165_board 0 (2 + b) (1 + c) 2 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c77_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c77_R (b c : nat) : rmoves (s165_board 0 (2 + b) (2 + c) 1 1) = [s178_board 0 (2 + b) (2 + c) 1 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s165_c77_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 1 1 -> fst (s165_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q45] in Hc |- *.
  rewrite tf_game_eq, (s165_c77_L b c), (s165_c77_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s165_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c77_L2 b c)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c77_L2 b c))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s165_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s131_p118 Ho1 ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c77_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s165_board 0 (2 + b) (2 + c) 1 1 -> fst (s165_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q51] in Hc |- *.
  rewrite tf_game_eq, (s165_c77_L b c), (s165_c77_R b c); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s165_c77_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c77_L2 b c)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c77_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c77_L2 b c))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s165_c77_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s131_p118 Ho1 ltac:(zlia)).
  rewrite (s178_p12 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c78_L (b c e : nat) : lmoves (s165_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s165_board 0 (2 + b) (1 + c) 2 (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c78_L2 (b c e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c78_R (b c e : nat) : rmoves (s165_board 0 (2 + b) (2 + c) 1 (2 + e)) = [s178_board 0 (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s165_c78_p45 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s165_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s165_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q45 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q45] in Hc |- *.
  rewrite tf_game_eq, (s165_c78_L b c e), (s165_c78_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c78_L2 b c e)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c78_L2 b c e))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c78_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p120 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p122 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p124 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c78_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s165_board 0 (2 + b) (2 + c) 1 (2 + e) -> fst (s165_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q51 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q51] in Hc |- *.
  rewrite tf_game_eq, (s165_c78_L b c e), (s165_c78_R b c e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c78_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c78_L2 b c e)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c78_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c78_L2 b c e))) as Ho1.
  pose proof (use_s178 IH 0 (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c78_R b c e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s131_p132 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p134 Ho1 ltac:(zlia)).
    rewrite (s178_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==0: the board of s132 *)
Lemma s165_c79_p27 x (Hs132 : s132_claim x) (b c d : nat) :
  x = s165_board 0 (2 + b) (2 + c) (2 + d) 0 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 0 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c80_L (b c d : nat) : lmoves (s165_board 0 (2 + b) (2 + c) (2 + d) 1) = [s165_board 0 (2 + b) (1 + c) (3 + d) 1; strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c80_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 0 (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c80_R (b c d : nat) : rmoves (s165_board 0 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s165_c80_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s165_board 0 (2 + b) (2 + c) (2 + d) 1 -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c80_L b c d), (s165_c80_R b c d); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s165_c80_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c80_L2 b c d)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c80_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c80_L2 b c d))) as Ho1.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p90 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p110 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p126 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p136 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s165_c81_L (b c d e : nat) : lmoves (s165_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [s165_board 0 (2 + b) (1 + c) (3 + d) (2 + e); strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c81_L2 (b c d e : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 0 (2 + b) (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c81_R (b c d e : nat) : rmoves (s165_board 0 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==0 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s165_c81_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s165_board 0 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c81_L b c d e), (s165_c81_R b c d e); cbn [map].
  pose proof (use_s165 IH 0 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s165_c81_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c81_L2 b c d e)).
  pose proof (use_s131 IH 0 (2 + b) (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c81_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c81_L2 b c d e))) as Ho1.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p74 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p79 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p83 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p87 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d==0 && e==0: the board of s132 *)
Lemma s165_c82_p7 x (Hs132 : s132_claim x) :
  x = s165_board 1 0 0 0 0 -> fst (s165_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q7] in Hc |- *.
  pose proof (Hs132 1 0 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c83_L : lmoves (s165_board 1 0 0 0 1) = [s165_board 0 1 0 0 1; strip [] ([T; E; F; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c83_L2 : tf_norm (strip [] ([T; E; F; E; F; E; F]) [(1, 0)]) (s131_board 1 0 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c83_R : rmoves (s165_board 1 0 0 0 1) = [s143_board 1 0 1; s124_board 1 0 0 1].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d==0 && e==1 *)
Lemma s165_c83_p68 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 1 0 0 0 1 -> fst (s165_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q68] in Hc |- *.
  rewrite tf_game_eq, (s165_c83_L), (s165_c83_R); cbn [map].
  pose proof (use_s165 IH 0 1 0 0 1 (opt_l _ _ _ (s165_c83_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c83_L2)).
  pose proof (use_s131 IH 1 0 0 0 0 (opt_norm_l _ _ _ _ _ (s165_c83_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c83_L2))) as Ho1.
  pose proof (use_s143 IH 1 0 1 (opt_r _ _ _ (s165_c83_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 0 1 (opt_r _ _ _ (s165_c83_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p5 Ho0 ltac:(zlia)).
  rewrite (s131_p22 Ho1 ltac:(zlia)).
  rewrite (s143_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s165_c84_L (e : nat) : lmoves (s165_board 1 0 0 0 (2 + e)) = [s165_board 0 1 0 0 (2 + e); strip [] (T :: E :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c84_L2 (e : nat) : tf_norm (strip [] (T :: E :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 0 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c84_R (e : nat) : rmoves (s165_board 1 0 0 0 (2 + e)) = [s143_board 1 0 (2 + e); s124_board 1 0 0 (2 + e)].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d==0 && e>=2 *)
Lemma s165_c84_p68 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 1 0 0 0 (2 + e) -> fst (s165_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q68 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q68] in Hc |- *.
  rewrite tf_game_eq, (s165_c84_L e), (s165_c84_R e); cbn [map].
  pose proof (use_s165 IH 0 1 0 0 (2 + e) (opt_l _ _ _ (s165_c84_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c84_L2 e)).
  pose proof (use_s131 IH 1 0 0 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c84_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c84_L2 e))) as Ho1.
  pose proof (use_s143 IH 1 0 (2 + e) (opt_r _ _ _ (s165_c84_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 0 (2 + e) (opt_r _ _ _ (s165_c84_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p40 Ho1 ltac:(zlia)).
    rewrite (s143_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p179 Ho1 ltac:(zlia)).
    rewrite (s143_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p180 Ho1 ltac:(zlia)).
    rewrite (s143_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p181 Ho1 ltac:(zlia)).
    rewrite (s143_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d==1 && e==0: the board of s132 *)
Lemma s165_c85_p29 x (Hs132 : s132_claim x) :
  x = s165_board 1 0 0 1 0 -> fst (s165_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q29 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q29] in Hc |- *.
  pose proof (Hs132 1 0 0 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c86_L : lmoves (s165_board 1 0 0 1 1) = [s165_board 0 1 0 1 1; strip [] ([T; E; F; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c86_L2 : tf_norm (strip [] ([T; E; F; E; T; F; E; F]) [(1, 0)]) (s131_board 1 0 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c86_R : rmoves (s165_board 1 0 0 1 1) = [s143_board 1 1 1; s124_board 1 0 1 1].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d==1 && e==1 *)
Lemma s165_c86_p69 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 1 0 0 1 1 -> fst (s165_q69 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q69 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q69] in Hc |- *.
  rewrite tf_game_eq, (s165_c86_L), (s165_c86_R); cbn [map].
  pose proof (use_s165 IH 0 1 0 1 1 (opt_l _ _ _ (s165_c86_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c86_L2)).
  pose proof (use_s131 IH 1 0 0 1 0 (opt_norm_l _ _ _ _ _ (s165_c86_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c86_L2))) as Ho1.
  pose proof (use_s143 IH 1 1 1 (opt_r _ _ _ (s165_c86_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 1 1 (opt_r _ _ _ (s165_c86_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p26 Ho0 ltac:(zlia)).
  rewrite (s131_p12 Ho1 ltac:(zlia)).
  rewrite (s143_p2 Ho2 ltac:(zlia)).
  rewrite (s124_p11 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s165_c87_L (e : nat) : lmoves (s165_board 1 0 0 1 (2 + e)) = [s165_board 0 1 0 1 (2 + e); strip [] (T :: E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c87_L2 (e : nat) : tf_norm (strip [] (T :: E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c87_R (e : nat) : rmoves (s165_board 1 0 0 1 (2 + e)) = [s143_board 1 1 (2 + e); s124_board 1 0 1 (2 + e)].
Proof. unfold s124_board, s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d==1 && e>=2 *)
Lemma s165_c87_p69 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 1 0 0 1 (2 + e) -> fst (s165_q69 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q69 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q69] in Hc |- *.
  rewrite tf_game_eq, (s165_c87_L e), (s165_c87_R e); cbn [map].
  pose proof (use_s165 IH 0 1 0 1 (2 + e) (opt_l _ _ _ (s165_c87_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c87_L2 e)).
  pose proof (use_s131 IH 1 0 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c87_L e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c87_L2 e))) as Ho1.
  pose proof (use_s143 IH 1 1 (2 + e) (opt_r _ _ _ (s165_c87_R e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  pose proof (use_s124 IH 1 0 1 (2 + e) (opt_r _ _ _ (s165_c87_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho3.
  rewrite (s165_p26 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p70 Ho1 ltac:(zlia)).
    rewrite (s143_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p182 Ho1 ltac:(zlia)).
    rewrite (s143_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s131_p183 Ho1 ltac:(zlia)).
    rewrite (s143_p2 Ho2 ltac:(zlia)).
    rewrite (s124_p11 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==0: the board of s132 *)
Lemma s165_c88_p34 x (Hs132 : s132_claim x) (d : nat) :
  x = s165_board 1 0 0 (2 + d) 0 -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q34] in Hc |- *.
  pose proof (Hs132 1 0 0 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c89_L (d : nat) : lmoves (s165_board 1 0 0 (2 + d) 1) = [s165_board 0 1 0 (2 + d) 1; strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c89_L2 (d : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 1 0 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c89_R (d : nat) : rmoves (s165_board 1 0 0 (2 + d) 1) = [s143_board 1 (2 + d) 1].
Proof. unfold s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d>=2 && e==1 *)
Lemma s165_c89_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s165_board 1 0 0 (2 + d) 1 -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c89_L d), (s165_c89_R d); cbn [map].
  pose proof (use_s165 IH 0 1 0 (2 + d) 1 (opt_l _ _ _ (s165_c89_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c89_L2 d)).
  pose proof (use_s131 IH 1 0 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c89_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c89_L2 d))) as Ho1.
  pose proof (use_s143 IH 1 (2 + d) 1 (opt_r _ _ _ (s165_c89_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s131_p184 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p188 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p190 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c90_L (d e : nat) : lmoves (s165_board 1 0 0 (2 + d) (2 + e)) = [s165_board 0 1 0 (2 + d) (2 + e); strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c90_L2 (d e : nat) : tf_norm (strip [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c90_R (d e : nat) : rmoves (s165_board 1 0 0 (2 + d) (2 + e)) = [s143_board 1 (2 + d) (2 + e)].
Proof. unfold s143_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==0 && d>=2 && e>=2 *)
Lemma s165_c90_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s165_board 1 0 0 (2 + d) (2 + e) -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c90_L d e), (s165_c90_R d e); cbn [map].
  pose proof (use_s165 IH 0 1 0 (2 + d) (2 + e) (opt_l _ _ _ (s165_c90_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s165_c90_L2 d e)).
  pose proof (use_s131 IH 1 0 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c90_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s165_c90_L2 d e))) as Ho1.
  pose proof (use_s143 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s165_c90_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s131_p102 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p185 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p186 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p187 Ho1 ltac:(zlia)).
    rewrite (s143_p3 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d==0 && e==0: the board of s132 *)
Lemma s165_c91_p10 x (Hs132 : s132_claim x) :
  x = s165_board 1 0 1 0 0 -> fst (s165_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q10 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q10] in Hc |- *.
  pose proof (Hs132 1 0 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c92_L : lmoves (s165_board 1 0 1 0 1) = [s165_board 0 1 1 0 1; s165_board 1 0 0 1 1; strip [] ([T; E; F; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c92_L3 : tf_norm (strip [] ([T; E; F; T; E; F; E; F]) [(1, 0)]) (s131_board 1 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c92_R : rmoves (s165_board 1 0 1 0 1) = [s170_board 1 1 0 1; s178_board 1 0 1 0 1].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d==0 && e==1 *)
Lemma s165_c92_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 1 0 1 0 1 -> fst (s165_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q5] in Hc |- *.
  rewrite tf_game_eq, (s165_c92_L), (s165_c92_R); cbn [map].
  pose proof (use_s165 IH 0 1 1 0 1 (opt_l _ _ _ (s165_c92_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 1 1 (opt_l _ _ _ (s165_c92_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c92_L3)).
  pose proof (use_s131 IH 1 0 1 0 0 (opt_norm_l _ _ _ _ _ (s165_c92_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c92_L3))) as Ho2.
  pose proof (use_s170 IH 1 1 0 1 (opt_r _ _ _ (s165_c92_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 1 0 1 (opt_r _ _ _ (s165_c92_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p17 Ho0 ltac:(zlia)).
  rewrite (s165_p69 Ho1 ltac:(zlia)).
  rewrite (s131_p191 Ho2 ltac:(zlia)).
  rewrite (s170_p31 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c93_L (e : nat) : lmoves (s165_board 1 0 1 0 (2 + e)) = [s165_board 0 1 1 0 (2 + e); s165_board 1 0 0 1 (2 + e); strip [] (T :: E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c93_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 1 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c93_R (e : nat) : rmoves (s165_board 1 0 1 0 (2 + e)) = [s170_board 1 1 0 (2 + e); s178_board 1 0 1 0 (2 + e)].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d==0 && e>=2 *)
Lemma s165_c93_p5 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 1 0 1 0 (2 + e) -> fst (s165_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q5] in Hc |- *.
  rewrite tf_game_eq, (s165_c93_L e), (s165_c93_R e); cbn [map].
  pose proof (use_s165 IH 0 1 1 0 (2 + e) (opt_l _ _ _ (s165_c93_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 1 (2 + e) (opt_l _ _ _ (s165_c93_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c93_L3 e)).
  pose proof (use_s131 IH 1 0 1 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c93_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c93_L3 e))) as Ho2.
  pose proof (use_s170 IH 1 1 0 (2 + e) (opt_r _ _ _ (s165_c93_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 1 0 (2 + e) (opt_r _ _ _ (s165_c93_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p17 Ho0 ltac:(zlia)).
  rewrite (s165_p69 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p12 Ho2 ltac:(zlia)).
    rewrite (s170_p31 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p17 Ho2 ltac:(zlia)).
    rewrite (s170_p31 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p192 Ho2 ltac:(zlia)).
    rewrite (s170_p31 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d==1 && e==0: the board of s132 *)
Lemma s165_c94_p71 x (Hs132 : s132_claim x) :
  x = s165_board 1 0 1 1 0 -> fst (s165_q71 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q71 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q71] in Hc |- *.
  pose proof (Hs132 1 0 1 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c95_L : lmoves (s165_board 1 0 1 1 1) = [s165_board 0 1 1 1 1; s165_board 1 0 0 2 1; strip [] ([T; E; F; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c95_L3 : tf_norm (strip [] ([T; E; F; T; E; T; F; E; F]) [(1, 0)]) (s131_board 1 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; F; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c95_R : rmoves (s165_board 1 0 1 1 1) = [s170_board 1 1 1 1; s178_board 1 0 1 1 1].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d==1 && e==1 *)
Lemma s165_c95_p72 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 1 0 1 1 1 -> fst (s165_q72 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q72 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q72] in Hc |- *.
  rewrite tf_game_eq, (s165_c95_L), (s165_c95_R); cbn [map].
  pose proof (use_s165 IH 0 1 1 1 1 (opt_l _ _ _ (s165_c95_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 2 1 (opt_l _ _ _ (s165_c95_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c95_L3)).
  pose proof (use_s131 IH 1 0 1 1 0 (opt_norm_l _ _ _ _ _ (s165_c95_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c95_L3))) as Ho2.
  pose proof (use_s170 IH 1 1 1 1 (opt_r _ _ _ (s165_c95_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 1 1 1 (opt_r _ _ _ (s165_c95_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p33 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  rewrite (s131_p56 Ho2 ltac:(zlia)).
  rewrite (s170_p17 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c96_L (e : nat) : lmoves (s165_board 1 0 1 1 (2 + e)) = [s165_board 0 1 1 1 (2 + e); s165_board 1 0 0 2 (2 + e); strip [] (T :: E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c96_L3 (e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c96_R (e : nat) : rmoves (s165_board 1 0 1 1 (2 + e)) = [s170_board 1 1 1 (2 + e); s178_board 1 0 1 1 (2 + e)].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d==1 && e>=2 *)
Lemma s165_c96_p72 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 1 0 1 1 (2 + e) -> fst (s165_q72 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q72 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q72] in Hc |- *.
  rewrite tf_game_eq, (s165_c96_L e), (s165_c96_R e); cbn [map].
  pose proof (use_s165 IH 0 1 1 1 (2 + e) (opt_l _ _ _ (s165_c96_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 2 (2 + e) (opt_l _ _ _ (s165_c96_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c96_L3 e)).
  pose proof (use_s131 IH 1 0 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c96_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c96_L3 e))) as Ho2.
  pose proof (use_s170 IH 1 1 1 (2 + e) (opt_r _ _ _ (s165_c96_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 1 1 (2 + e) (opt_r _ _ _ (s165_c96_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p33 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p33 Ho2 ltac:(zlia)).
    rewrite (s170_p17 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p193 Ho2 ltac:(zlia)).
    rewrite (s170_p17 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p194 Ho2 ltac:(zlia)).
    rewrite (s170_p17 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==0: the board of s132 *)
Lemma s165_c97_p34 x (Hs132 : s132_claim x) (d : nat) :
  x = s165_board 1 0 1 (2 + d) 0 -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q34] in Hc |- *.
  pose proof (Hs132 1 0 1 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c98_L (d : nat) : lmoves (s165_board 1 0 1 (2 + d) 1) = [s165_board 0 1 1 (2 + d) 1; s165_board 1 0 0 (3 + d) 1; strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c98_L3 (d : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 1 0 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c98_R (d : nat) : rmoves (s165_board 1 0 1 (2 + d) 1) = [s170_board 1 1 (2 + d) 1].
Proof. unfold s165_board, s170_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d>=2 && e==1 *)
Lemma s165_c98_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s165_board 1 0 1 (2 + d) 1 -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c98_L d), (s165_c98_R d); cbn [map].
  pose proof (use_s165 IH 0 1 1 (2 + d) 1 (opt_l _ _ _ (s165_c98_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 (3 + d) 1 (opt_l _ _ _ (s165_c98_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c98_L3 d)).
  pose proof (use_s131 IH 1 0 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c98_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c98_L3 d))) as Ho2.
  pose proof (use_s170 IH 1 1 (2 + d) 1 (opt_r _ _ _ (s165_c98_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p47 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p195 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p196 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c99_L (d e : nat) : lmoves (s165_board 1 0 1 (2 + d) (2 + e)) = [s165_board 0 1 1 (2 + d) (2 + e); s165_board 1 0 0 (3 + d) (2 + e); strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c99_L3 (d e : nat) : tf_norm (strip [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c99_R (d e : nat) : rmoves (s165_board 1 0 1 (2 + d) (2 + e)) = [s170_board 1 1 (2 + d) (2 + e)].
Proof. unfold s165_board, s170_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c==1 && d>=2 && e>=2 *)
Lemma s165_c99_p34 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s165_board 1 0 1 (2 + d) (2 + e) -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c99_L d e), (s165_c99_R d e); cbn [map].
  pose proof (use_s165 IH 0 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s165_c99_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 0 (3 + d) (2 + e) (opt_l _ _ _ (s165_c99_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c99_L3 d e)).
  pose proof (use_s131 IH 1 0 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c99_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c99_L3 d e))) as Ho2.
  pose proof (use_s170 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s165_c99_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p102 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p185 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p186 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p187 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==0: the board of s132 *)
Lemma s165_c100_p74 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 1 0 (2 + c) 0 0 -> fst (s165_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q74 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q74] in Hc |- *.
  pose proof (Hs132 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s165_c100_p78 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 1 0 (2 + c) 0 0 -> fst (s165_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q78 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q78] in Hc |- *.
  pose proof (Hs132 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s165_c100_p80 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 1 0 (2 + c) 0 0 -> fst (s165_q80 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q80 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q80] in Hc |- *.
  pose proof (Hs132 1 0 (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p41 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

Lemma s165_c101_L (c : nat) : lmoves (s165_board 1 0 (2 + c) 0 1) = [s165_board 0 1 (2 + c) 0 1; s165_board 1 0 (1 + c) 1 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c101_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]) (s131_board 1 0 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c101_R (c : nat) : rmoves (s165_board 1 0 (2 + c) 0 1) = [s170_board 1 (2 + c) 0 1; s178_board 1 0 (2 + c) 0 1].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d==0 && e==1 *)
Lemma s165_c101_p75 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 1 0 (2 + c) 0 1 -> fst (s165_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q75] in Hc |- *.
  rewrite tf_game_eq, (s165_c101_L c), (s165_c101_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s165_c101_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 1 1 (opt_l _ _ _ (s165_c101_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c101_L3 c)).
  pose proof (use_s131 IH 1 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c101_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c101_L3 c))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s165_c101_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 (2 + c) 0 1 (opt_r _ _ _ (s165_c101_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p40 Ho0 ltac:(zlia)).
  rewrite (s165_p72 Ho1 ltac:(zlia)).
  rewrite (s131_p198 Ho2 ltac:(zlia)).
  rewrite (s170_p20 Ho3 ltac:(zlia)).
  rewrite (s178_p32 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s165_c101_p79 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 1 0 (2 + c) 0 1 -> fst (s165_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q79] in Hc |- *.
  rewrite tf_game_eq, (s165_c101_L c), (s165_c101_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) 0 1 (opt_l _ _ _ (s165_c101_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 1 1 (opt_l _ _ _ (s165_c101_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c101_L3 c)).
  pose proof (use_s131 IH 1 0 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c101_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c101_L3 c))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s165_c101_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 (2 + c) 0 1 (opt_r _ _ _ (s165_c101_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    rewrite (s165_p77 Ho1 ltac:(zlia)).
    rewrite (s131_p198 Ho2 ltac:(zlia)).
    rewrite (s170_p26 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    rewrite (s165_p77 Ho1 ltac:(zlia)).
    rewrite (s131_p198 Ho2 ltac:(zlia)).
    rewrite (s170_p26 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s165_c102_L (c e : nat) : lmoves (s165_board 1 0 (2 + c) 0 (2 + e)) = [s165_board 0 1 (2 + c) 0 (2 + e); s165_board 1 0 (1 + c) 1 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c102_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c102_R (c e : nat) : rmoves (s165_board 1 0 (2 + c) 0 (2 + e)) = [s170_board 1 (2 + c) 0 (2 + e); s178_board 1 0 (2 + c) 0 (2 + e)].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d==0 && e>=2 *)
Lemma s165_c102_p75 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 1 0 (2 + c) 0 (2 + e) -> fst (s165_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q75 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q75] in Hc |- *.
  rewrite tf_game_eq, (s165_c102_L c e), (s165_c102_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) 0 (2 + e) (opt_l _ _ _ (s165_c102_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c102_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c102_L3 c e)).
  pose proof (use_s131 IH 1 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c102_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c102_L3 c e))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c102_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c102_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p40 Ho0 ltac:(zlia)).
  rewrite (s165_p72 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p46 Ho2 ltac:(zlia)).
    rewrite (s170_p20 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p199 Ho2 ltac:(zlia)).
    rewrite (s170_p20 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s131_p200 Ho2 ltac:(zlia)).
    rewrite (s170_p20 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s165_c102_p79 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 1 0 (2 + c) 0 (2 + e) -> fst (s165_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q79 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q79] in Hc |- *.
  rewrite tf_game_eq, (s165_c102_L c e), (s165_c102_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) 0 (2 + e) (opt_l _ _ _ (s165_c102_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c102_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c102_L3 c e)).
  pose proof (use_s131 IH 1 0 (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c102_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c102_L3 c e))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c102_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c102_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    rewrite (s165_p77 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p46 Ho2 ltac:(zlia)).
      rewrite (s170_p26 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p205 Ho2 ltac:(zlia)).
      rewrite (s170_p26 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    rewrite (s165_p77 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p46 Ho2 ltac:(zlia)).
      rewrite (s170_p26 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p205 Ho2 ltac:(zlia)).
      rewrite (s170_p26 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==0: the board of s132 *)
Lemma s165_c103_p76 x (Hs132 : s132_claim x) (c : nat) :
  x = s165_board 1 0 (2 + c) 1 0 -> fst (s165_q76 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q76 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q76] in Hc |- *.
  pose proof (Hs132 1 0 (2 + c) 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p39 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c104_L (c : nat) : lmoves (s165_board 1 0 (2 + c) 1 1) = [s165_board 0 1 (2 + c) 1 1; s165_board 1 0 (1 + c) 2 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c104_L3 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]) (s131_board 1 0 (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c104_R (c : nat) : rmoves (s165_board 1 0 (2 + c) 1 1) = [s170_board 1 (2 + c) 1 1; s178_board 1 0 (2 + c) 1 1].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d==1 && e==1 *)
Lemma s165_c104_p77 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s165_board 1 0 (2 + c) 1 1 -> fst (s165_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q77] in Hc |- *.
  rewrite tf_game_eq, (s165_c104_L c), (s165_c104_R c); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) 1 1 (opt_l _ _ _ (s165_c104_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 2 1 (opt_l _ _ _ (s165_c104_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c104_L3 c)).
  pose proof (use_s131 IH 1 0 (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c104_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c104_L3 c))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s165_c104_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 (2 + c) 1 1 (opt_r _ _ _ (s165_c104_R c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p45 Ho0 ltac:(zlia)).
    rewrite (s165_p34 Ho1 ltac:(zlia)).
    rewrite (s131_p201 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s165_p51 Ho0 ltac:(zlia)).
    rewrite (s165_p34 Ho1 ltac:(zlia)).
    rewrite (s131_p201 Ho2 ltac:(zlia)).
    rewrite (s170_p22 Ho3 ltac:(zlia)).
    rewrite (s178_p32 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s165_c105_L (c e : nat) : lmoves (s165_board 1 0 (2 + c) 1 (2 + e)) = [s165_board 0 1 (2 + c) 1 (2 + e); s165_board 1 0 (1 + c) 2 (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c105_L3 (c e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c105_R (c e : nat) : rmoves (s165_board 1 0 (2 + c) 1 (2 + e)) = [s170_board 1 (2 + c) 1 (2 + e); s178_board 1 0 (2 + c) 1 (2 + e)].
Proof. unfold s165_board, s170_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d==1 && e>=2 *)
Lemma s165_c105_p77 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s165_board 1 0 (2 + c) 1 (2 + e) -> fst (s165_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q77 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q77] in Hc |- *.
  rewrite tf_game_eq, (s165_c105_L c e), (s165_c105_R c e); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s165_c105_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c105_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c105_L3 c e)).
  pose proof (use_s131 IH 1 0 (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c105_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c105_L3 c e))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c105_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 0 (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c105_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p45 Ho0 ltac:(zlia)).
    rewrite (s165_p34 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p202 Ho2 ltac:(zlia)).
      rewrite (s170_p22 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p203 Ho2 ltac:(zlia)).
      rewrite (s170_p22 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s165_p51 Ho0 ltac:(zlia)).
    rewrite (s165_p34 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p202 Ho2 ltac:(zlia)).
      rewrite (s170_p22 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s131_p206 Ho2 ltac:(zlia)).
      rewrite (s170_p22 Ho3 ltac:(zlia)).
      rewrite (s178_p32 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==0: the board of s132 *)
Lemma s165_c106_p34 x (Hs132 : s132_claim x) (c d : nat) :
  x = s165_board 1 0 (2 + c) (2 + d) 0 -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q34] in Hc |- *.
  pose proof (Hs132 1 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c107_L (c d : nat) : lmoves (s165_board 1 0 (2 + c) (2 + d) 1) = [s165_board 0 1 (2 + c) (2 + d) 1; s165_board 1 0 (1 + c) (3 + d) 1; strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c107_L3 (c d : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 1 0 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c107_R (c d : nat) : rmoves (s165_board 1 0 (2 + c) (2 + d) 1) = [s170_board 1 (2 + c) (2 + d) 1].
Proof. unfold s165_board, s170_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e==1 *)
Lemma s165_c107_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s165_board 1 0 (2 + c) (2 + d) 1 -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c107_L c d), (s165_c107_R c d); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s165_c107_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) (3 + d) 1 (opt_l _ _ _ (s165_c107_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c107_L3 c d)).
  pose proof (use_s131 IH 1 0 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c107_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c107_L3 c d))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s165_c107_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p72 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p189 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p204 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c108_L (c d e : nat) : lmoves (s165_board 1 0 (2 + c) (2 + d) (2 + e)) = [s165_board 0 1 (2 + c) (2 + d) (2 + e); s165_board 1 0 (1 + c) (3 + d) (2 + e); strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c108_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 0 (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c108_R (c d e : nat) : rmoves (s165_board 1 0 (2 + c) (2 + d) (2 + e)) = [s170_board 1 (2 + c) (2 + d) (2 + e)].
Proof. unfold s165_board, s170_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==0 && c>=2 && d>=2 && e>=2 *)
Lemma s165_c108_p34 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s165_board 1 0 (2 + c) (2 + d) (2 + e) -> fst (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q34 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q34] in Hc |- *.
  rewrite tf_game_eq, (s165_c108_L c d e), (s165_c108_R c d e); cbn [map].
  pose proof (use_s165 IH 0 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s165_c108_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 0 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s165_c108_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c108_L3 c d e)).
  pose proof (use_s131 IH 1 0 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c108_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c108_L3 c d e))) as Ho2.
  pose proof (use_s170 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s165_c108_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p34 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p102 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p185 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p186 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p187 Ho2 ltac:(zlia)).
    rewrite (s170_p33 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d==0 && e==0: the board of s132 *)
Lemma s165_c109_p29 x (Hs132 : s132_claim x) :
  x = s165_board 1 1 0 0 0 -> fst (s165_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q29 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q29] in Hc |- *.
  pose proof (Hs132 1 1 0 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c110_L : lmoves (s165_board 1 1 0 0 1) = [s165_board 0 2 0 0 1; s129_board 1 0 1 1; strip [] ([T; E; T; F; E; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s165_board, strip. tf_options. Qed.
Lemma s165_c110_L3 : tf_norm (strip [] ([T; E; T; F; E; F; E; F]) [(1, 0)]) (s131_board 1 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c110_R : rmoves (s165_board 1 1 0 0 1) = [s161_board 1 0 1; s124_board 1 1 0 1].
Proof. unfold s124_board, s161_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d==0 && e==1 *)
Lemma s165_c110_p69 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 1 1 0 0 1 -> fst (s165_q69 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q69 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q69] in Hc |- *.
  rewrite tf_game_eq, (s165_c110_L), (s165_c110_R); cbn [map].
  pose proof (use_s165 IH 0 2 0 0 1 (opt_l _ _ _ (s165_c110_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 0 1 1 (opt_l _ _ _ (s165_c110_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c110_L3)).
  pose proof (use_s131 IH 1 1 0 0 0 (opt_norm_l _ _ _ _ _ (s165_c110_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c110_L3))) as Ho2.
  pose proof (use_s161 IH 1 0 1 (opt_r _ _ _ (s165_c110_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 0 1 (opt_r _ _ _ (s165_c110_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p58 Ho0 ltac:(zlia)).
  rewrite (s129_p8 Ho1 ltac:(zlia)).
  rewrite (s131_p12 Ho2 ltac:(zlia)).
  rewrite (s161_p2 Ho3 ltac:(zlia)).
  rewrite (s124_p14 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s165_c111_L (e : nat) : lmoves (s165_board 1 1 0 0 (2 + e)) = [s165_board 0 2 0 0 (2 + e); s129_board 1 0 1 (2 + e); strip [] (T :: E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s165_board, strip. tf_options. Qed.
Lemma s165_c111_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 1 0 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c111_R (e : nat) : rmoves (s165_board 1 1 0 0 (2 + e)) = [s161_board 1 0 (2 + e); s124_board 1 1 0 (2 + e)].
Proof. unfold s124_board, s161_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d==0 && e>=2 *)
Lemma s165_c111_p69 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 1 1 0 0 (2 + e) -> fst (s165_q69 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q69 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q69] in Hc |- *.
  rewrite tf_game_eq, (s165_c111_L e), (s165_c111_R e); cbn [map].
  pose proof (use_s165 IH 0 2 0 0 (2 + e) (opt_l _ _ _ (s165_c111_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 0 1 (2 + e) (opt_l _ _ _ (s165_c111_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c111_L3 e)).
  pose proof (use_s131 IH 1 1 0 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c111_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c111_L3 e))) as Ho2.
  pose proof (use_s161 IH 1 0 (2 + e) (opt_r _ _ _ (s165_c111_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 0 (2 + e) (opt_r _ _ _ (s165_c111_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p58 Ho0 ltac:(zlia)).
  rewrite (s129_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p70 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    rewrite (s124_p14 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p182 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    rewrite (s124_p14 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s131_p183 Ho2 ltac:(zlia)).
    rewrite (s161_p2 Ho3 ltac:(zlia)).
    rewrite (s124_p14 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d==1 && e==0: the board of s132 *)
Lemma s165_c112_p81 x (Hs132 : s132_claim x) :
  x = s165_board 1 1 0 1 0 -> fst (s165_q81 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q81 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q81] in Hc |- *.
  pose proof (Hs132 1 1 0 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c113_L : lmoves (s165_board 1 1 0 1 1) = [s165_board 0 2 0 1 1; s129_board 1 0 2 1; strip [] ([T; E; T; F; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s165_board, strip. tf_options. Qed.
Lemma s165_c113_L3 : tf_norm (strip [] ([T; E; T; F; E; T; F; E; F]) [(1, 0)]) (s131_board 1 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c113_R : rmoves (s165_board 1 1 0 1 1) = [s161_board 1 1 1; s124_board 1 1 1 1].
Proof. unfold s124_board, s161_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d==1 && e==1 *)
Lemma s165_c113_p33 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 1 1 0 1 1 -> fst (s165_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q33] in Hc |- *.
  rewrite tf_game_eq, (s165_c113_L), (s165_c113_R); cbn [map].
  pose proof (use_s165 IH 0 2 0 1 1 (opt_l _ _ _ (s165_c113_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 0 2 1 (opt_l _ _ _ (s165_c113_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c113_L3)).
  pose proof (use_s131 IH 1 1 0 1 0 (opt_norm_l _ _ _ _ _ (s165_c113_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c113_L3))) as Ho2.
  pose proof (use_s161 IH 1 1 1 (opt_r _ _ _ (s165_c113_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 1 1 (opt_r _ _ _ (s165_c113_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p28 Ho0 ltac:(zlia)).
  rewrite (s129_p9 Ho1 ltac:(zlia)).
  rewrite (s131_p197 Ho2 ltac:(zlia)).
  rewrite (s161_p4 Ho3 ltac:(zlia)).
  rewrite (s124_p16 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
Qed.

Lemma s165_c114_L (e : nat) : lmoves (s165_board 1 1 0 1 (2 + e)) = [s165_board 0 2 0 1 (2 + e); s129_board 1 0 2 (2 + e); strip [] (T :: E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s165_board, strip. tf_options. Qed.
Lemma s165_c114_L3 (e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 1 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c114_R (e : nat) : rmoves (s165_board 1 1 0 1 (2 + e)) = [s161_board 1 1 (2 + e); s124_board 1 1 1 (2 + e)].
Proof. unfold s124_board, s161_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d==1 && e>=2 *)
Lemma s165_c114_p33 x (IH : forall y, meas y < meas x -> values_hold y) (e : nat) :
  x = s165_board 1 1 0 1 (2 + e) -> fst (s165_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q33 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q33] in Hc |- *.
  rewrite tf_game_eq, (s165_c114_L e), (s165_c114_R e); cbn [map].
  pose proof (use_s165 IH 0 2 0 1 (2 + e) (opt_l _ _ _ (s165_c114_L e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 0 2 (2 + e) (opt_l _ _ _ (s165_c114_L e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c114_L3 e)).
  pose proof (use_s131 IH 1 1 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c114_L e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c114_L3 e))) as Ho2.
  pose proof (use_s161 IH 1 1 (2 + e) (opt_r _ _ _ (s165_c114_R e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s124 IH 1 1 1 (2 + e) (opt_r _ _ _ (s165_c114_R e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p28 Ho0 ltac:(zlia)).
  rewrite (s129_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p29 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    rewrite (s124_p16 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p101 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    rewrite (s124_p16 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
  {
    rewrite (s131_p207 Ho2 ltac:(zlia)).
    rewrite (s161_p4 Ho3 ltac:(zlia)).
    rewrite (s124_p16 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==0: the board of s132 *)
Lemma s165_c115_p27 x (Hs132 : s132_claim x) (d : nat) :
  x = s165_board 1 1 0 (2 + d) 0 -> fst (s165_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 1 1 0 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c116_L (d : nat) : lmoves (s165_board 1 1 0 (2 + d) 1) = [s165_board 0 2 0 (2 + d) 1; s129_board 1 0 (3 + d) 1; strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s165_board, strip. tf_options. Qed.
Lemma s165_c116_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board 1 1 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c116_R (d : nat) : rmoves (s165_board 1 1 0 (2 + d) 1) = [s161_board 1 (2 + d) 1].
Proof. unfold s161_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s165_c116_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s165_board 1 1 0 (2 + d) 1 -> fst (s165_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c116_L d), (s165_c116_R d); cbn [map].
  pose proof (use_s165 IH 0 2 0 (2 + d) 1 (opt_l _ _ _ (s165_c116_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 0 (3 + d) 1 (opt_l _ _ _ (s165_c116_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c116_L3 d)).
  pose proof (use_s131 IH 1 1 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c116_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c116_L3 d))) as Ho2.
  pose proof (use_s161 IH 1 (2 + d) 1 (opt_r _ _ _ (s165_c116_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s129_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p109 Ho2 ltac:(zlia)).
    rewrite (s161_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p111 Ho2 ltac:(zlia)).
    rewrite (s161_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p112 Ho2 ltac:(zlia)).
    rewrite (s161_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s165_c117_L (d e : nat) : lmoves (s165_board 1 1 0 (2 + d) (2 + e)) = [s165_board 0 2 0 (2 + d) (2 + e); s129_board 1 0 (3 + d) (2 + e); strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s165_board, strip. tf_options. Qed.
Lemma s165_c117_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board 1 1 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c117_R (d e : nat) : rmoves (s165_board 1 1 0 (2 + d) (2 + e)) = [s161_board 1 (2 + d) (2 + e)].
Proof. unfold s161_board, s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s165_c117_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s165_board 1 1 0 (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c117_L d e), (s165_c117_R d e); cbn [map].
  pose proof (use_s165 IH 0 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s165_c117_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s165_c117_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c117_L3 d e)).
  pose proof (use_s131 IH 1 1 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c117_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c117_L3 d e))) as Ho2.
  pose proof (use_s161 IH 1 (2 + d) (2 + e) (opt_r _ _ _ (s165_c117_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s129_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    rewrite (s161_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p78 Ho2 ltac:(zlia)).
    rewrite (s161_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p82 Ho2 ltac:(zlia)).
    rewrite (s161_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p86 Ho2 ltac:(zlia)).
    rewrite (s161_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==1 && d==0 && e==0: the board of s132 *)
Lemma s165_c118_p82 x (Hs132 : s132_claim x) :
  x = s165_board 1 1 1 0 0 -> fst (s165_q82 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q82 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q82] in Hc |- *.
  pose proof (Hs132 1 1 1 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c119_L : lmoves (s165_board 1 1 1 0 1) = [s165_board 0 2 1 0 1; s165_board 1 1 0 1 1; strip [] ([T; E; T; F; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c119_L3 : tf_norm (strip [] ([T; E; T; F; T; E; F; E; F]) [(1, 0)]) (s131_board 1 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c119_R : rmoves (s165_board 1 1 1 0 1) = [s191_board 1 1 0 1; s178_board 1 1 1 0 1].
Proof. unfold s165_board, s178_board, s191_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a==1 && b==1 && c==1 && d==0 && e==1 *)
Lemma s165_c119_p83 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s165_board 1 1 1 0 1 -> fst (s165_q83 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q83 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q83] in Hc |- *.
  rewrite tf_game_eq, (s165_c119_L), (s165_c119_R); cbn [map].
  pose proof (use_s165 IH 0 2 1 0 1 (opt_l _ _ _ (s165_c119_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH 1 1 0 1 1 (opt_l _ _ _ (s165_c119_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c119_L3)).
  pose proof (use_s131 IH 1 1 1 0 0 (opt_norm_l _ _ _ _ _ (s165_c119_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c119_L3))) as Ho2.
  pose proof (use_s191 IH 1 1 0 1 (opt_r _ _ _ (s165_c119_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s178 IH 1 1 1 0 1 (opt_r _ _ _ (s165_c119_R) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s165_p18 Ho0 ltac:(zlia)).
  rewrite (s165_p33 Ho1 ltac:(zlia)).
  rewrite (s131_p56 Ho2 ltac:(zlia)).
  rewrite (s191_p7 Ho3 ltac:(zlia)).
  rewrite (s178_p43 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

