(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s165_c231_L (a b e : nat) : lmoves (s165_board (2 + a) (2 + b) 1 1 (2 + e)) = [s165_board (1 + a) (3 + b) 1 1 (2 + e); s165_board (2 + a) (2 + b) 0 2 (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c231_L3 (a b e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c231_R (a b e : nat) : rmoves (s165_board (2 + a) (2 + b) 1 1 (2 + e)) = [s178_board (2 + a) (2 + b) 1 1 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s165_c231_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s165_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s165_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q36] in Hc |- *.
  rewrite tf_game_eq, (s165_c231_L a b e), (s165_c231_R a b e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s165_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s165_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c231_L3 a b e)).
  pose proof (use_s131 IH (2 + a) (2 + b) 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c231_L3 a b e))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s165_c231_R a b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s165_p36 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p104 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p105 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s131_p107 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 1); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e==0: the board of s132 *)
Lemma s165_c232_p27 x (Hs132 : s132_claim x) (a b d : nat) :
  x = s165_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 (2 + a) (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c233_L (a b d : nat) : lmoves (s165_board (2 + a) (2 + b) 1 (2 + d) 1) = [s165_board (1 + a) (3 + b) 1 (2 + d) 1; s165_board (2 + a) (2 + b) 0 (3 + d) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c233_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c233_R (a b d : nat) : rmoves (s165_board (2 + a) (2 + b) 1 (2 + d) 1) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s165_c233_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s165_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c233_L a b d), (s165_c233_R a b d); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s165_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s165_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c233_L3 a b d)).
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c233_L3 a b d))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s131_p110 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p298 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p299 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s165_c234_L (a b d e : nat) : lmoves (s165_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s165_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s165_board (2 + a) (2 + b) 0 (3 + d) (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c234_L3 (a b d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c234_R (a b d e : nat) : rmoves (s165_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s165_c234_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s165_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c234_L a b d e), (s165_c234_R a b d e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s165_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s165_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c234_L3 a b d e)).
  pose proof (use_s131 IH (2 + a) (2 + b) 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c234_L3 a b d e))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p77 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p81 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p85 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s132 *)
Lemma s165_c235_p37 x (Hs132 : s132_claim x) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s165_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q37 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q37] in Hc |- *.
  pose proof (Hs132 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c235_p46 x (Hs132 : s132_claim x) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s165_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q46 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q46] in Hc |- *.
  pose proof (Hs132 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c235_p52 x (Hs132 : s132_claim x) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s165_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q52 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q52] in Hc |- *.
  pose proof (Hs132 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c235_p56 x (Hs132 : s132_claim x) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s165_q56 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s165_q56 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q56] in Hc |- *.
  pose proof (Hs132 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s165_c236_L (a b c : nat) : lmoves (s165_board (2 + a) (2 + b) (2 + c) 0 1) = [s165_board (1 + a) (3 + b) (2 + c) 0 1; s165_board (2 + a) (2 + b) (1 + c) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c236_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c236_R (a b c : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) 0 1) = [s178_board (2 + a) (2 + b) (2 + c) 0 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s165_c236_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s165_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q39] in Hc |- *.
  rewrite tf_game_eq, (s165_c236_L a b c), (s165_c236_R a b c); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c236_L3 a b c)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c236_L3 a b c))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s165_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p39 Ho0 ltac:(zlia)).
    rewrite (s165_p36 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s165_p40 Ho0 ltac:(zlia)).
    rewrite (s165_p36 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c236_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s165_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q48] in Hc |- *.
  rewrite tf_game_eq, (s165_c236_L a b c), (s165_c236_R a b c); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c236_L3 a b c)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c236_L3 a b c))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s165_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p48 Ho0 ltac:(zlia)).
    rewrite (s165_p44 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    rewrite (s165_p44 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c236_p54 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s165_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s165_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q54] in Hc |- *.
  rewrite tf_game_eq, (s165_c236_L a b c), (s165_c236_R a b c); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c236_L3 a b c)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s165_c236_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c236_L3 a b c))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 1 (opt_r _ _ _ (s165_c236_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p54 Ho0 ltac:(zlia)).
    rewrite (s165_p50 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    rewrite (s165_p50 Ho1 ltac:(zlia)).
    rewrite (s131_p51 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c237_L (a b c e : nat) : lmoves (s165_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s165_board (1 + a) (3 + b) (2 + c) 0 (2 + e); s165_board (2 + a) (2 + b) (1 + c) 1 (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c237_L3 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) (2 + c) 0 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c237_R (a b c e : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) 0 (2 + e)) = [s178_board (2 + a) (2 + b) (2 + c) 0 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s165_c237_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s165_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q39] in Hc |- *.
  rewrite tf_game_eq, (s165_c237_L a b c e), (s165_c237_R a b c e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c237_L3 a b c e)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c237_L3 a b c e))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c237_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p39 Ho0 ltac:(zlia)).
    rewrite (s165_p36 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p113 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p115 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p40 Ho0 ltac:(zlia)).
    rewrite (s165_p36 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p113 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p115 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s165_c237_p48 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s165_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q48 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q48] in Hc |- *.
  rewrite tf_game_eq, (s165_c237_L a b c e), (s165_c237_R a b c e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c237_L3 a b c e)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c237_L3 a b c e))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c237_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p48 Ho0 ltac:(zlia)).
    rewrite (s165_p44 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p127 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p129 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p49 Ho0 ltac:(zlia)).
    rewrite (s165_p44 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p127 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p129 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s165_c237_p54 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s165_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q54 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q54] in Hc |- *.
  rewrite tf_game_eq, (s165_c237_L a b c e), (s165_c237_R a b c e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 1 (2 + e) (opt_l _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c237_L3 a b c e)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 0 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c237_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c237_L3 a b c e))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 0 (2 + e) (opt_r _ _ _ (s165_c237_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p54 Ho0 ltac:(zlia)).
    rewrite (s165_p50 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p127 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p137 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p55 Ho0 ltac:(zlia)).
    rewrite (s165_p50 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p127 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p137 Ho2 ltac:(zlia)).
      rewrite (s178_p50 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e==0: the board of s132 *)
Lemma s165_c238_p43 x (Hs132 : s132_claim x) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s165_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s165_q43 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q43] in Hc |- *.
  pose proof (Hs132 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s165_c239_L (a b c : nat) : lmoves (s165_board (2 + a) (2 + b) (2 + c) 1 1) = [s165_board (1 + a) (3 + b) (2 + c) 1 1; s165_board (2 + a) (2 + b) (1 + c) 2 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c239_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c239_R (a b c : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) 1 1) = [s178_board (2 + a) (2 + b) (2 + c) 1 1].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s165_c239_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s165_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q44] in Hc |- *.
  rewrite tf_game_eq, (s165_c239_L a b c), (s165_c239_R a b c); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s165_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s165_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c239_L3 a b c)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c239_L3 a b c))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s165_c239_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p44 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    rewrite (s131_p118 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s165_p45 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    rewrite (s131_p118 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c239_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s165_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s165_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q50] in Hc |- *.
  rewrite tf_game_eq, (s165_c239_L a b c), (s165_c239_R a b c); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s165_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s165_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c239_L3 a b c)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s165_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c239_L3 a b c))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 1 (opt_r _ _ _ (s165_c239_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p50 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    rewrite (s131_p118 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s165_p51 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    rewrite (s131_p118 Ho2 ltac:(zlia)).
    rewrite (s178_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s165_c240_L (a b c e : nat) : lmoves (s165_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s165_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s165_board (2 + a) (2 + b) (1 + c) 2 (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c240_L3 (a b c e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c240_R (a b c e : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s178_board (2 + a) (2 + b) (2 + c) 1 (2 + e)].
Proof. unfold s165_board, s178_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s165_c240_p44 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s165_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q44 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q44] in Hc |- *.
  rewrite tf_game_eq, (s165_c240_L a b c e), (s165_c240_R a b c e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s165_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c240_L3 a b c e)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c240_L3 a b c e))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p44 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s131_p119 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p121 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p123 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p45 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s131_p119 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p121 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p123 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

Lemma s165_c240_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s165_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q50] in Hc |- *.
  rewrite tf_game_eq, (s165_c240_L a b c e), (s165_c240_R a b c e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s165_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s165_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c240_L3 a b c e)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s165_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c240_L3 a b c e))) as Ho2.
  pose proof (use_s178 IH (2 + a) (2 + b) (2 + c) 1 (2 + e) (opt_r _ _ _ (s165_c240_R a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s165_p50 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p131 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p133 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s165_p51 Ho0 ltac:(zlia)).
    rewrite (s165_p27 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s131_p131 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s131_p133 Ho2 ltac:(zlia)).
      rewrite (s178_p13 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e==0: the board of s132 *)
Lemma s165_c241_p27 x (Hs132 : s132_claim x) (a b c d : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s165_q27] in Hc |- *.
  pose proof (Hs132 (2 + a) (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s165_board, s132_board; board_eq)) as Ho0.
  rewrite (s132_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s165_c242_L (a b c d : nat) : lmoves (s165_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s165_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s165_board (2 + a) (2 + b) (1 + c) (3 + d) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c242_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c242_R (a b c d : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s165_c242_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c242_L a b c d), (s165_c242_R a b c d); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s165_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s165_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c242_L3 a b c d)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s165_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c242_L3 a b c d))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + c) = 2 /\ Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + c) >= 3 /\ Z.of_nat (2 + d) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p94 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p110 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p125 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p135 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s165_c243_L (a b c d e : nat) : lmoves (s165_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s165_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s165_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s165_board, strip. tf_options. Qed.
Lemma s165_c243_L3 (a b c d e : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s131_board (2 + a) (2 + b) (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s131_board; strip_board_eq | strip_offset]. Qed.
Lemma s165_c243_R (a b c d e : nat) : rmoves (s165_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s165_board. tf_options. Qed.
(* s165 = T^a _ T^b F T^c _ T^d F T^e F _ on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s165_c243_p27 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s165_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s165_q27 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s165_q27] in Hc |- *.
  rewrite tf_game_eq, (s165_c243_L a b c d e), (s165_c243_R a b c d e); cbn [map].
  pose proof (use_s165 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s165_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s165 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s165_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s165_c243_L3 a b c d e)).
  pose proof (use_s131 IH (2 + a) (2 + b) (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s165_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s165_c243_L3 a b c d e))) as Ho2.
  rewrite (s165_p27 Ho0 ltac:(zlia)).
  rewrite (s165_p27 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s131_p74 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p79 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p83 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s131_p87 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d==0: the board of s127 *)
Lemma s166_c1_p1 x (Hs127 : s127_claim x) :
  x = s166_board 0 0 0 0 -> fst (s166_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s166_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q1] in Hc |- *.
  pose proof (Hs127 0 0 0 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d==1: the board of s127 *)
Lemma s166_c2_p2 x (Hs127 : s127_claim x) :
  x = s166_board 0 0 0 1 -> fst (s166_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s166_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q2] in Hc |- *.
  pose proof (Hs127 0 0 1 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==0 && d>=2: the board of s127 *)
Lemma s166_c3_p3 x (Hs127 : s127_claim x) (d : nat) :
  x = s166_board 0 0 0 (2 + d) -> fst (s166_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q3] in Hc |- *.
  pose proof (Hs127 0 0 (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s166_c3_p4 x (Hs127 : s127_claim x) (d : nat) :
  x = s166_board 0 0 0 (2 + d) -> fst (s166_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q4] in Hc |- *.
  pose proof (Hs127 0 0 (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s166_c3_p6 x (Hs127 : s127_claim x) (d : nat) :
  x = s166_board 0 0 0 (2 + d) -> fst (s166_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q6] in Hc |- *.
  pose proof (Hs127 0 0 (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d==0: the board of s127 *)
Lemma s166_c4_p7 x (Hs127 : s127_claim x) :
  x = s166_board 0 0 1 0 -> fst (s166_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s166_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q7] in Hc |- *.
  pose proof (Hs127 0 1 0 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d==1: the board of s127 *)
Lemma s166_c5_p8 x (Hs127 : s127_claim x) :
  x = s166_board 0 0 1 1 -> fst (s166_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s166_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q8] in Hc |- *.
  pose proof (Hs127 0 1 1 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c==1 && d>=2: the board of s127 *)
Lemma s166_c6_p9 x (Hs127 : s127_claim x) (d : nat) :
  x = s166_board 0 0 1 (2 + d) -> fst (s166_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q9] in Hc |- *.
  pose proof (Hs127 0 1 (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s166_c6_p10 x (Hs127 : s127_claim x) (d : nat) :
  x = s166_board 0 0 1 (2 + d) -> fst (s166_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q10] in Hc |- *.
  pose proof (Hs127 0 1 (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d==0: the board of s127 *)
Lemma s166_c7_p12 x (Hs127 : s127_claim x) (c : nat) :
  x = s166_board 0 0 (2 + c) 0 -> fst (s166_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s166_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q12] in Hc |- *.
  pose proof (Hs127 0 (2 + c) 0 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s166_c7_p17 x (Hs127 : s127_claim x) (c : nat) :
  x = s166_board 0 0 (2 + c) 0 -> fst (s166_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s166_q17 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q17] in Hc |- *.
  pose proof (Hs127 0 (2 + c) 0 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s166_c7_p18 x (Hs127 : s127_claim x) (c : nat) :
  x = s166_board 0 0 (2 + c) 0 -> fst (s166_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s166_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q18] in Hc |- *.
  pose proof (Hs127 0 (2 + c) 0 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d==1: the board of s127 *)
Lemma s166_c8_p13 x (Hs127 : s127_claim x) (c : nat) :
  x = s166_board 0 0 (2 + c) 1 -> fst (s166_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s166_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s166_q13] in Hc |- *.
  pose proof (Hs127 0 (2 + c) 1 ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==0 && c>=2 && d>=2: the board of s127 *)
Lemma s166_c9_p14 x (Hs127 : s127_claim x) (c d : nat) :
  x = s166_board 0 0 (2 + c) (2 + d) -> fst (s166_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q14] in Hc |- *.
  pose proof (Hs127 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s166_c9_p15 x (Hs127 : s127_claim x) (c d : nat) :
  x = s166_board 0 0 (2 + c) (2 + d) -> fst (s166_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q15] in Hc |- *.
  pose proof (Hs127 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s166_c9_p16 x (Hs127 : s127_claim x) (c d : nat) :
  x = s166_board 0 0 (2 + c) (2 + d) -> fst (s166_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q16 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s166_q16] in Hc |- *.
  pose proof (Hs127 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s166_board, s127_board; board_eq)) as Ho0.
  rewrite (s127_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s166_c10_L : lmoves (s166_board 0 1 0 0) = [strip [(0, 1)] ([E; T; T; E; F; E; F]) []; strip [(0, 1)] ([T; E; E; T; F; E; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c10_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; E; F]) []) (s48_board 0 2 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c10_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E; F]) []) (s33_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c10_R : rmoves (s166_board 0 1 0 0) = [strip [(0, 1)] ([T; E; T; F; E; E; F]) []; strip [(0, 1)] ([T; E; T; E; F; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c10_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E; F]) []) (s32_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c10_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; F; E]) []) (s31_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d==0 *)
Lemma s166_c10_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s166_board 0 1 0 0 -> fst (s166_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s166_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s166_q19] in Hc |- *.
  rewrite tf_game_eq, (s166_c10_L), (s166_c10_R); cbn [map].
  rewrite (tf_norm_game0 (s166_c10_L1)).
  pose proof (use_s48 IH 0 2 0 0 (opt_norm_l _ _ _ _ _ (s166_c10_L) ltac:(cbn [In]; left; reflexivity) (s166_c10_L1))) as Ho0.
  rewrite (tf_norm_game0 (s166_c10_L2)).
  pose proof (use_s33 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s166_c10_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c10_L2))) as Ho1.
  rewrite (tf_norm_game0 (s166_c10_R1)).
  pose proof (use_s32 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s166_c10_R) ltac:(cbn [In]; left; reflexivity) (s166_c10_R1))) as Ho2.
  rewrite (tf_norm_game0 (s166_c10_R2)).
  pose proof (use_s31 IH 1 1 0 (opt_norm_r _ _ _ _ _ (s166_c10_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c10_R2))) as Ho3.
  rewrite (s48_p35 Ho0 ltac:(zlia)).
  rewrite (s33_p19 Ho1 ltac:(zlia)).
  rewrite (s32_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p12 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s166_c11_L : lmoves (s166_board 0 1 0 1) = [strip [(0, 1)] ([E; T; T; E; F; T; E; F]) []; strip [(0, 1)] ([T; E; E; T; F; T; E; F]) []; strip [(0, 1)] ([T; E; T; E; F; E; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c11_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; T; E; F]) []) (s48_board 0 2 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c11_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; T; E; F]) []) (s33_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c11_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; E; T; F]) []) (s81_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c11_R : rmoves (s166_board 0 1 0 1) = [strip [(0, 1)] ([T; E; T; F; E; T; E; F]) []; strip [(0, 1)] ([T; E; T; E; F; T; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c11_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; T; E; F]) []) (s79_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c11_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; F; T; F; E]) []) (s82_board 1 1 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d==1 *)
Lemma s166_c11_p20 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s166_board 0 1 0 1 -> fst (s166_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s166_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s166_q20] in Hc |- *.
  rewrite tf_game_eq, (s166_c11_L), (s166_c11_R); cbn [map].
  rewrite (tf_norm_game0 (s166_c11_L1)).
  pose proof (use_s48 IH 0 2 0 1 (opt_norm_l _ _ _ _ _ (s166_c11_L) ltac:(cbn [In]; left; reflexivity) (s166_c11_L1))) as Ho0.
  rewrite (tf_norm_game0 (s166_c11_L2)).
  pose proof (use_s33 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s166_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c11_L2))) as Ho1.
  rewrite (tf_norm_game0 (s166_c11_L3)).
  pose proof (use_s81 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s166_c11_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c11_L3))) as Ho2.
  rewrite (tf_norm_game0 (s166_c11_R1)).
  pose proof (use_s79 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s166_c11_R) ltac:(cbn [In]; left; reflexivity) (s166_c11_R1))) as Ho3.
  rewrite (tf_norm_game0 (s166_c11_R2)).
  pose proof (use_s82 IH 1 1 0 1 (opt_norm_r _ _ _ _ _ (s166_c11_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c11_R2))) as Ho4.
  rewrite (s48_p36 Ho0 ltac:(zlia)).
  rewrite (s33_p21 Ho1 ltac:(zlia)).
  rewrite (s81_p38 Ho2 ltac:(zlia)).
  rewrite (s79_p22 Ho3 ltac:(zlia)).
  rewrite (s82_p24 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c12_L (d : nat) : lmoves (s166_board 0 1 0 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c12_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [E; F]) []) (s48_board 0 2 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c12_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c12_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; F]) []) (s81_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c12_R (d : nat) : rmoves (s166_board 0 1 0 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c12_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 1 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c12_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 1 1 0 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s166_c12_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s166_board 0 1 0 (2 + d) -> fst (s166_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q24 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s166_q24] in Hc |- *.
  rewrite tf_game_eq, (s166_c12_L d), (s166_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s166_c12_L1 d)).
  pose proof (use_s48 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c12_L d) ltac:(cbn [In]; left; reflexivity) (s166_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s166_c12_L2 d)).
  pose proof (use_s33 IH 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s166_c12_L3 d)).
  pose proof (use_s81 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s166_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s166_c12_R1 d)).
  pose proof (use_s79 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c12_R d) ltac:(cbn [In]; left; reflexivity) (s166_c12_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s166_c12_R2 d)).
  pose proof (use_s82 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c12_R2 d))) as Ho4.
  rewrite (s48_p37 Ho0 ltac:(zlia)).
  rewrite (s33_p8 Ho1 ltac:(zlia)).
  rewrite (s81_p44 Ho2 ltac:(zlia)).
  rewrite (s79_p8 Ho3 ltac:(zlia)).
  rewrite (s82_p24 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s166_c12_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s166_board 0 1 0 (2 + d) -> fst (s166_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q25 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s166_q25] in Hc |- *.
  rewrite tf_game_eq, (s166_c12_L d), (s166_c12_R d); cbn [map].
  rewrite (tf_norm_game0 (s166_c12_L1 d)).
  pose proof (use_s48 IH 0 2 0 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c12_L d) ltac:(cbn [In]; left; reflexivity) (s166_c12_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s166_c12_L2 d)).
  pose proof (use_s33 IH 1 1 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c12_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s166_c12_L3 d)).
  pose proof (use_s81 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s166_c12_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c12_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s166_c12_R1 d)).
  pose proof (use_s79 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c12_R d) ltac:(cbn [In]; left; reflexivity) (s166_c12_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s166_c12_R2 d)).
  pose proof (use_s82 IH 1 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c12_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c12_R2 d))) as Ho4.
  rewrite (s48_p38 Ho0 ltac:(zlia)).
  rewrite (s33_p18 Ho1 ltac:(zlia)).
  rewrite (s81_p45 Ho2 ltac:(zlia)).
  rewrite (s79_p19 Ho3 ltac:(zlia)).
  rewrite (s82_p24 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s166_c13_L : lmoves (s166_board 0 1 1 0) = [strip [(0, 1)] ([E; T; T; E; T; F; E; F]) []; strip [(0, 1)] ([T; E; E; T; T; F; E; F]) []; strip [(0, 1)] ([T; E; T; E; E; F; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c13_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; E; F]) []) (s48_board 0 2 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c13_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; E; F]) []) (s33_board 1 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c13_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F; T; F]) []) (s52_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; F; T; F]) []); [reflexivity | unfold s52_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c13_R : rmoves (s166_board 0 1 1 0) = [strip [(0, 1)] ([T; E; T; F; T; E; E; F]) []; strip [(0, 1)] ([T; E; T; E; T; F; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c13_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; E; F]) []) (s32_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c13_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; F; E]) []) (s31_board 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d==0 *)
Lemma s166_c13_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s166_board 0 1 1 0 -> fst (s166_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s166_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s166_q8] in Hc |- *.
  rewrite tf_game_eq, (s166_c13_L), (s166_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s166_c13_L1)).
  pose proof (use_s48 IH 0 2 1 0 (opt_norm_l _ _ _ _ _ (s166_c13_L) ltac:(cbn [In]; left; reflexivity) (s166_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s166_c13_L2)).
  pose proof (use_s33 IH 1 2 0 (opt_norm_l _ _ _ _ _ (s166_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s166_c13_L3)).
  pose proof (use_s52 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s166_c13_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c13_L3))) as Ho2.
  rewrite (tf_norm_game0 (s166_c13_R1)).
  pose proof (use_s32 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s166_c13_R) ltac:(cbn [In]; left; reflexivity) (s166_c13_R1))) as Ho3.
  rewrite (tf_norm_game0 (s166_c13_R2)).
  pose proof (use_s31 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s166_c13_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c13_R2))) as Ho4.
  rewrite (s48_p39 Ho0 ltac:(zlia)).
  rewrite (s33_p19 Ho1 ltac:(zlia)).
  rewrite (s52_p2 Ho2 ltac:(zlia)).
  rewrite (s32_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s166_c14_L : lmoves (s166_board 0 1 1 1) = [strip [(0, 1)] ([E; T; T; E; T; F; T; E; F]) []; strip [(0, 1)] ([T; E; E; T; T; F; T; E; F]) []; strip [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c14_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; T; E; F]) []) (s48_board 0 2 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c14_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; T; E; F]) []) (s33_board 1 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c14_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []) (s81_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c14_R : rmoves (s166_board 0 1 1 1) = [strip [(0, 1)] ([T; E; T; F; T; E; T; E; F]) []; strip [(0, 1)] ([T; E; T; E; T; F; T; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c14_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; T; E; T; E; F]) []) (s79_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; T; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c14_R2 : tf_norm (strip [(0, 1)] ([T; E; T; E; T; F; T; F; E]) []) (s82_board 1 1 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; T; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d==1 *)
Lemma s166_c14_p26 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s166_board 0 1 1 1 -> fst (s166_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s166_q26 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s166_q26] in Hc |- *.
  rewrite tf_game_eq, (s166_c14_L), (s166_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s166_c14_L1)).
  pose proof (use_s48 IH 0 2 1 1 (opt_norm_l _ _ _ _ _ (s166_c14_L) ltac:(cbn [In]; left; reflexivity) (s166_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s166_c14_L2)).
  pose proof (use_s33 IH 1 2 1 (opt_norm_l _ _ _ _ _ (s166_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c14_L2))) as Ho1.
  rewrite (tf_norm_game0 (s166_c14_L3)).
  pose proof (use_s81 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s166_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c14_L3))) as Ho2.
  rewrite (tf_norm_game0 (s166_c14_R1)).
  pose proof (use_s79 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s166_c14_R) ltac:(cbn [In]; left; reflexivity) (s166_c14_R1))) as Ho3.
  rewrite (tf_norm_game0 (s166_c14_R2)).
  pose proof (use_s82 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s166_c14_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c14_R2))) as Ho4.
  rewrite (s48_p40 Ho0 ltac:(zlia)).
  rewrite (s33_p12 Ho1 ltac:(zlia)).
  rewrite (s81_p46 Ho2 ltac:(zlia)).
  rewrite (s79_p23 Ho3 ltac:(zlia)).
  rewrite (s82_p25 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c15_L (d : nat) : lmoves (s166_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s48_board 0 2 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 1 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: T :: T :: F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c15_L3 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; F]) []) (s81_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c15_R (d : nat) : rmoves (s166_board 0 1 1 (2 + d)) = [strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c15_R1 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []) (s79_board 1 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: F :: T :: E :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c15_R2 (d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 1 1 1 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s166_c15_p27 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s166_board 0 1 1 (2 + d) -> fst (s166_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q27 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s166_q27] in Hc |- *.
  rewrite tf_game_eq, (s166_c15_L d), (s166_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s166_c15_L1 d)).
  pose proof (use_s48 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c15_L d) ltac:(cbn [In]; left; reflexivity) (s166_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s166_c15_L2 d)).
  pose proof (use_s33 IH 1 2 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s166_c15_L3 d)).
  pose proof (use_s81 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s166_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c15_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s166_c15_R1 d)).
  pose proof (use_s79 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c15_R d) ltac:(cbn [In]; left; reflexivity) (s166_c15_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s166_c15_R2 d)).
  pose proof (use_s82 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c15_R2 d))) as Ho4.
  rewrite (s48_p41 Ho0 ltac:(zlia)).
  rewrite (s33_p13 Ho1 ltac:(zlia)).
  rewrite (s81_p47 Ho2 ltac:(zlia)).
  rewrite (s79_p15 Ho3 ltac:(zlia)).
  rewrite (s82_p25 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s166_c15_p28 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s166_board 0 1 1 (2 + d) -> fst (s166_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q28 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s166_q28] in Hc |- *.
  rewrite tf_game_eq, (s166_c15_L d), (s166_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s166_c15_L1 d)).
  pose proof (use_s48 IH 0 2 1 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c15_L d) ltac:(cbn [In]; left; reflexivity) (s166_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s166_c15_L2 d)).
  pose proof (use_s33 IH 1 2 (2 + d) (opt_norm_l _ _ _ _ _ (s166_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c15_L2 d))) as Ho1.
  rewrite (tf_norm_game0 (s166_c15_L3 d)).
  pose proof (use_s81 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s166_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c15_L3 d))) as Ho2.
  rewrite (tf_norm_game0 (s166_c15_R1 d)).
  pose proof (use_s79 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c15_R d) ltac:(cbn [In]; left; reflexivity) (s166_c15_R1 d))) as Ho3.
  rewrite (tf_norm_game0 (s166_c15_R2 d)).
  pose proof (use_s82 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s166_c15_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c15_R2 d))) as Ho4.
  rewrite (s48_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s33_p9 Ho1 ltac:(zlia)).
    rewrite (s81_p48 Ho2 ltac:(zlia)).
    rewrite (s79_p15 Ho3 ltac:(zlia)).
    rewrite (s82_p25 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s33_p14 Ho1 ltac:(zlia)).
    rewrite (s81_p48 Ho2 ltac:(zlia)).
    rewrite (s79_p15 Ho3 ltac:(zlia)).
    rewrite (s82_p25 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s166_c16_L (c : nat) : lmoves (s166_board 0 1 (2 + c) 0) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c16_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E; F]) []) (s48_board 0 2 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c16_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E; F]) []) (s33_board 1 (3 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c16_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; F]) []) (s53_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; F]) []); [reflexivity | unfold s53_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c16_R (c : nat) : rmoves (s166_board 0 1 (2 + c) 0) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c16_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []) (s31_board 1 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d==0 *)
Lemma s166_c16_p18 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s166_board 0 1 (2 + c) 0 -> fst (s166_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s166_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s166_q18] in Hc |- *.
  rewrite tf_game_eq, (s166_c16_L c), (s166_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s166_c16_L1 c)).
  pose proof (use_s48 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; left; reflexivity) (s166_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s166_c16_L2 c)).
  pose proof (use_s33 IH 1 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s166_c16_L3 c)).
  pose proof (use_s53 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c16_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s166_c16_R1 c)).
  pose proof (use_s31 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s166_c16_R c) ltac:(cbn [In]; left; reflexivity) (s166_c16_R1 c))) as Ho3.
  rewrite (s48_p34 Ho0 ltac:(zlia)).
  rewrite (s33_p16 Ho1 ltac:(zlia)).
  rewrite (s53_p12 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c16_p29 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s166_board 0 1 (2 + c) 0 -> fst (s166_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s166_q29 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s166_q29] in Hc |- *.
  rewrite tf_game_eq, (s166_c16_L c), (s166_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s166_c16_L1 c)).
  pose proof (use_s48 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; left; reflexivity) (s166_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s166_c16_L2 c)).
  pose proof (use_s33 IH 1 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s166_c16_L3 c)).
  pose proof (use_s53 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c16_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s166_c16_R1 c)).
  pose proof (use_s31 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s166_c16_R c) ltac:(cbn [In]; left; reflexivity) (s166_c16_R1 c))) as Ho3.
  rewrite (s48_p23 Ho0 ltac:(zlia)).
  rewrite (s33_p15 Ho1 ltac:(zlia)).
  rewrite (s53_p16 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s166_c16_p30 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s166_board 0 1 (2 + c) 0 -> fst (s166_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s166_q30 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s166_q30] in Hc |- *.
  rewrite tf_game_eq, (s166_c16_L c), (s166_c16_R c); cbn [map].
  rewrite (tf_norm_game0 (s166_c16_L1 c)).
  pose proof (use_s48 IH 0 2 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; left; reflexivity) (s166_c16_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s166_c16_L2 c)).
  pose proof (use_s33 IH 1 (3 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c16_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s166_c16_L3 c)).
  pose proof (use_s53 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c16_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c16_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s166_c16_R1 c)).
  pose proof (use_s31 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s166_c16_R c) ltac:(cbn [In]; left; reflexivity) (s166_c16_R1 c))) as Ho3.
  rewrite (s48_p43 Ho0 ltac:(zlia)).
  rewrite (s33_p16 Ho1 ltac:(zlia)).
  rewrite (s53_p42 Ho2 ltac:(zlia)).
  rewrite (s31_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c17_L (c : nat) : lmoves (s166_board 0 1 (2 + c) 1) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c17_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []) (s48_board 0 2 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c17_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; E; F]) []) (s33_board 1 (3 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; T; E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c17_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []) (s81_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c17_R (c : nat) : rmoves (s166_board 0 1 (2 + c) 1) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c17_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []) (s82_board 1 1 (2 + c) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s166_c17_p13 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s166_board 0 1 (2 + c) 1 -> fst (s166_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s166_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s166_q13] in Hc |- *.
  rewrite tf_game_eq, (s166_c17_L c), (s166_c17_R c); cbn [map].
  rewrite (tf_norm_game0 (s166_c17_L1 c)).
  pose proof (use_s48 IH 0 2 (2 + c) 1 (opt_norm_l _ _ _ _ _ (s166_c17_L c) ltac:(cbn [In]; left; reflexivity) (s166_c17_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s166_c17_L2 c)).
  pose proof (use_s33 IH 1 (3 + c) 1 (opt_norm_l _ _ _ _ _ (s166_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c17_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s166_c17_L3 c)).
  pose proof (use_s81 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s166_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game0 (s166_c17_R1 c)).
  pose proof (use_s82 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s166_c17_R c) ltac:(cbn [In]; left; reflexivity) (s166_c17_R1 c))) as Ho3.
  rewrite (s48_p27 Ho0 ltac:(zlia)).
  rewrite (s33_p12 Ho1 ltac:(zlia)).
  rewrite (s81_p49 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c18_L (c d : nat) : lmoves (s166_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c18_L1 (c d : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []) (s48_board 0 2 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c18_L2 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []) (s33_board 1 (3 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ F :: repeat T (2 + d) ++ [E; F]) []); [reflexivity | unfold s33_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c18_L3 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []) (s81_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c18_R (c d : nat) : rmoves (s166_board 0 1 (2 + c) (2 + d)) = [strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c18_R1 (c d : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []) (s82_board 1 1 (2 + c) (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s166_c18_p14 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s166_board 0 1 (2 + c) (2 + d) -> fst (s166_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s166_q14] in Hc |- *.
  rewrite tf_game_eq, (s166_c18_L c d), (s166_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s166_c18_L1 c d)).
  pose proof (use_s48 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s166_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s166_c18_L2 c d)).
  pose proof (use_s33 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s166_c18_L3 c d)).
  pose proof (use_s81 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s166_c18_R1 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s166_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s166_c18_R1 c d))) as Ho3.
  rewrite (s48_p29 Ho0 ltac:(zlia)).
  rewrite (s33_p13 Ho1 ltac:(zlia)).
  rewrite (s81_p12 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c18_p15 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s166_board 0 1 (2 + c) (2 + d) -> fst (s166_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q15 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s166_q15] in Hc |- *.
  rewrite tf_game_eq, (s166_c18_L c d), (s166_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s166_c18_L1 c d)).
  pose proof (use_s48 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s166_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s166_c18_L2 c d)).
  pose proof (use_s33 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s166_c18_L3 c d)).
  pose proof (use_s81 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s166_c18_R1 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s166_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s166_c18_R1 c d))) as Ho3.
  rewrite (s48_p31 Ho0 ltac:(zlia)).
  rewrite (s33_p9 Ho1 ltac:(zlia)).
  rewrite (s81_p22 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c18_p16 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s166_board 0 1 (2 + c) (2 + d) -> fst (s166_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s166_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s166_q16] in Hc |- *.
  rewrite tf_game_eq, (s166_c18_L c d), (s166_c18_R c d); cbn [map].
  rewrite (tf_norm_game0 (s166_c18_L1 c d)).
  pose proof (use_s48 IH 0 2 (2 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; left; reflexivity) (s166_c18_L1 c d))) as Ho0.
  rewrite (tf_norm_game0 (s166_c18_L2 c d)).
  pose proof (use_s33 IH 1 (3 + c) (2 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c18_L2 c d))) as Ho1.
  rewrite (tf_norm_game0 (s166_c18_L3 c d)).
  pose proof (use_s81 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s166_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c18_L3 c d))) as Ho2.
  rewrite (tf_norm_game0 (s166_c18_R1 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s166_c18_R c d) ltac:(cbn [In]; left; reflexivity) (s166_c18_R1 c d))) as Ho3.
  rewrite (s48_p32 Ho0 ltac:(zlia)).
  rewrite (s33_p14 Ho1 ltac:(zlia)).
  rewrite (s81_p50 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s166_c19_L (b : nat) : lmoves (s166_board 0 (2 + b) 0 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c19_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E; F]) []) (s48_board 0 (3 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c19_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E; F]) []) (s48_board 1 (1 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c19_R (b : nat) : rmoves (s166_board 0 (2 + b) 0 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c19_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) []) (s32_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E; F]) []); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c19_R2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; F; E]) []) (s31_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; F; E]) []); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==0 && d==0 *)
Lemma s166_c19_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s166_board 0 (2 + b) 0 0 -> fst (s166_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s166_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s166_q21] in Hc |- *.
  rewrite tf_game_eq, (s166_c19_L b), (s166_c19_R b); cbn [map].
  rewrite (tf_norm_game0 (s166_c19_L1 b)).
  pose proof (use_s48 IH 0 (3 + b) 0 0 (opt_norm_l _ _ _ _ _ (s166_c19_L b) ltac:(cbn [In]; left; reflexivity) (s166_c19_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s166_c19_L2 b)).
  pose proof (use_s48 IH 1 (1 + b) 1 0 (opt_norm_l _ _ _ _ _ (s166_c19_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c19_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s166_c19_R1 b)).
  pose proof (use_s32 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s166_c19_R b) ltac:(cbn [In]; left; reflexivity) (s166_c19_R1 b))) as Ho2.
  rewrite (tf_norm_game0 (s166_c19_R2 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s166_c19_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c19_R2 b))) as Ho3.
  rewrite (s48_p44 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s48_p28 Ho1 ltac:(zlia)).
    rewrite (s32_p11 Ho2 ltac:(zlia)).
    rewrite (s31_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s48_p39 Ho1 ltac:(zlia)).
    rewrite (s32_p8 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s31_p8 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s31_p9 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

Lemma s166_c20_L (b : nat) : lmoves (s166_board 0 (2 + b) 0 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; F]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c20_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; E; F]) []) (s48_board 0 (3 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c20_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; E; F]) []) (s48_board 1 (1 + b) 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; T; E; F]) []); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c20_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; F]) []) (s81_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; F]) []); [reflexivity | unfold s81_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c20_R (b : nat) : rmoves (s166_board 0 (2 + b) 0 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; F]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E]) []].
Proof. unfold s166_board, strip. tf_options. Qed.
Lemma s166_c20_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; F]) []) (s79_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; T; E; F]) []); [reflexivity | unfold s79_board; strip_board_eq | strip_offset]. Qed.
Lemma s166_c20_R2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E]) []) (s82_board 1 (2 + b) 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E]) []); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s166 = T^a F T _ T^b _ T^c F T^d _ F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s166_c20_p31 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s166_board 0 (2 + b) 0 1 -> fst (s166_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s166_q31 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s166_q31] in Hc |- *.
  rewrite tf_game_eq, (s166_c20_L b), (s166_c20_R b); cbn [map].
  rewrite (tf_norm_game0 (s166_c20_L1 b)).
  pose proof (use_s48 IH 0 (3 + b) 0 1 (opt_norm_l _ _ _ _ _ (s166_c20_L b) ltac:(cbn [In]; left; reflexivity) (s166_c20_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s166_c20_L2 b)).
  pose proof (use_s48 IH 1 (1 + b) 1 1 (opt_norm_l _ _ _ _ _ (s166_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c20_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s166_c20_L3 b)).
  pose proof (use_s81 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s166_c20_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s166_c20_L3 b))) as Ho2.
  rewrite (tf_norm_game0 (s166_c20_R1 b)).
  pose proof (use_s79 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s166_c20_R b) ltac:(cbn [In]; left; reflexivity) (s166_c20_R1 b))) as Ho3.
  rewrite (tf_norm_game0 (s166_c20_R2 b)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s166_c20_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s166_c20_R2 b))) as Ho4.
  rewrite (s48_p46 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s48_p49 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s79_p26 Ho3 ltac:(zlia)).
      rewrite (s82_p19 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s79_p35 Ho3 ltac:(zlia)).
      rewrite (s82_p19 Ho4 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s48_p67 Ho1 ltac:(zlia)).
    rewrite (s81_p30 Ho2 ltac:(zlia)).
    rewrite (s79_p8 Ho3 ltac:(zlia)).
    rewrite (s82_p27 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

