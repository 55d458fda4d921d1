(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e==0: the board of s98 *)
Lemma s159_c133_p11 x (Hs98 : s98_claim x) (c d : nat) :
  x = s159_board 1 1 (2 + c) (2 + d) 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 1 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c134_L (c d : nat) : lmoves (s159_board 1 1 (2 + c) (2 + d) 1) = [s159_board 0 2 (2 + c) (2 + d) 1; s129_board 1 (3 + c) (2 + d) 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c134_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 1 1 (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c134_R (c d : nat) : rmoves (s159_board 1 1 (2 + c) (2 + d) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s159_c134_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s159_board 1 1 (2 + c) (2 + d) 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c134_L c d), (s159_c134_R c d); cbn [map].
  pose proof (use_s159 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s159_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 (3 + c) (2 + d) 1 (opt_l _ _ _ (s159_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c134_L3 c d)).
  pose proof (use_s126 IH 1 1 (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c134_L3 c d))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p45 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p46 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p47 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c135_L (c d e : nat) : lmoves (s159_board 1 1 (2 + c) (2 + d) (2 + e)) = [s159_board 0 2 (2 + c) (2 + d) (2 + e); s129_board 1 (3 + c) (2 + d) (2 + e); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c135_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 1 (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c135_R (c d e : nat) : rmoves (s159_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s159_c135_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s159_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c135_L c d e), (s159_c135_R c d e); cbn [map].
  pose proof (use_s159 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s159_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s159_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c135_L3 c d e)).
  pose proof (use_s126 IH 1 1 (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c135_L3 c d e))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s129_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s16 *)
Lemma s159_c136_p39 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 0 0 0 -> fst (s159_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q39] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c136_p63 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 0 0 0 -> fst (s159_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q63 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q63] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s89 *)
Lemma s159_c137_p39 x (Hs89 : s89_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 0 0 1 -> fst (s159_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q39] in Hc |- *.
  pose proof (Hs89 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c137_p59 x (Hs89 : s89_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 0 0 1 -> fst (s159_q59 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q59 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q59] in Hc |- *.
  pose proof (Hs89 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s89 *)
Lemma s159_c138_p39 x (Hs89 : s89_claim x) (b e : nat) :
  x = s159_board 1 (2 + b) 0 0 (2 + e) -> fst (s159_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q39 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q39] in Hc |- *.
  pose proof (Hs89 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p31 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c138_p59 x (Hs89 : s89_claim x) (b e : nat) :
  x = s159_board 1 (2 + b) 0 0 (2 + e) -> fst (s159_q59 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q59 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q59] in Hc |- *.
  pose proof (Hs89 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s98 *)
Lemma s159_c139_p43 x (Hs98 : s98_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 0 1 0 -> fst (s159_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q43 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q43] in Hc |- *.
  pose proof (Hs98 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c139_p45 x (Hs98 : s98_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 0 1 0 -> fst (s159_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q45 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q45] in Hc |- *.
  pose proof (Hs98 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p29 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c140_L (b : nat) : lmoves (s159_board 1 (2 + b) 0 1 1) = [s159_board 0 (3 + b) 0 1 1; s159_board 1 (1 + b) 1 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c140_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E; F]) [(1, 0)]) (s126_board 1 (2 + b) 0 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c140_R (b : nat) : rmoves (s159_board 1 (2 + b) 0 1 1) = [s165_board 1 (2 + b) 0 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s159_c140_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s159_board 1 (2 + b) 0 1 1 -> fst (s159_q64 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q64 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q64] in Hc |- *.
  rewrite tf_game_eq, (s159_c140_L b), (s159_c140_R b); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s159_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s159_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c140_L3 b)).
  pose proof (use_s126 IH 1 (2 + b) 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c140_L3 b))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s159_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p46 Ho0 ltac:(zlia)).
  rewrite (s159_p35 Ho1 ltac:(zlia)).
  rewrite (s126_p73 Ho2 ltac:(zlia)).
  rewrite (s165_p28 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c140_p67 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s159_board 1 (2 + b) 0 1 1 -> fst (s159_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q67] in Hc |- *.
  rewrite tf_game_eq, (s159_c140_L b), (s159_c140_R b); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 1 1 (opt_l _ _ _ (s159_c140_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s159_c140_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c140_L3 b)).
  pose proof (use_s126 IH 1 (2 + b) 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c140_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c140_L3 b))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s159_c140_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p46 Ho0 ltac:(zlia)).
  rewrite (s159_p37 Ho1 ltac:(zlia)).
  rewrite (s126_p138 Ho2 ltac:(zlia)).
  rewrite (s165_p28 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c141_L (b e : nat) : lmoves (s159_board 1 (2 + b) 0 1 (2 + e)) = [s159_board 0 (3 + b) 0 1 (2 + e); s159_board 1 (1 + b) 1 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c141_L3 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 (2 + b) 0 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c141_R (b e : nat) : rmoves (s159_board 1 (2 + b) 0 1 (2 + e)) = [s165_board 1 (2 + b) 0 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s159_c141_p64 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s159_board 1 (2 + b) 0 1 (2 + e) -> fst (s159_q64 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q64 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q64] in Hc |- *.
  rewrite tf_game_eq, (s159_c141_L b e), (s159_c141_R b e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s159_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s159_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c141_L3 b e)).
  pose proof (use_s126 IH 1 (2 + b) 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c141_L3 b e))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s159_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p46 Ho0 ltac:(zlia)).
  rewrite (s159_p35 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 5)%Z \/ (Z.of_nat (2 + e) >= 6)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s126_p250 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p251 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p252 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p253 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p254 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c141_p67 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s159_board 1 (2 + b) 0 1 (2 + e) -> fst (s159_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q67] in Hc |- *.
  rewrite tf_game_eq, (s159_c141_L b e), (s159_c141_R b e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s159_c141_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 1 (2 + e) (opt_l _ _ _ (s159_c141_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c141_L3 b e)).
  pose proof (use_s126 IH 1 (2 + b) 0 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c141_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c141_L3 b e))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 1 (2 + e) (opt_r _ _ _ (s159_c141_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p46 Ho0 ltac:(zlia)).
  rewrite (s159_p37 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + e) = 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 0 /\ Z.of_nat (2 + e) >= 5)%Z \/ (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]]]]].
  {
    rewrite (s126_p168 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p170 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p171 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p172 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p190 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p191 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p197 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p271 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p272 Ho2 ltac:(zlia)).
    rewrite (s165_p28 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s98 *)
Lemma s159_c142_p51 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 1 (2 + b) 0 (2 + d) 0 -> fst (s159_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q51] in Hc |- *.
  pose proof (Hs98 1 (2 + b) 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c142_p65 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 1 (2 + b) 0 (2 + d) 0 -> fst (s159_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q65] in Hc |- *.
  pose proof (Hs98 1 (2 + b) 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p43 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c143_L (b d : nat) : lmoves (s159_board 1 (2 + b) 0 (2 + d) 1) = [s159_board 0 (3 + b) 0 (2 + d) 1; s159_board 1 (1 + b) 1 (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c143_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 1 (2 + b) 0 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c143_R (b d : nat) : rmoves (s159_board 1 (2 + b) 0 (2 + d) 1) = [s165_board 1 (2 + b) 0 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s159_c143_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 1 (2 + b) 0 (2 + d) 1 -> fst (s159_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q51] in Hc |- *.
  rewrite tf_game_eq, (s159_c143_L b d), (s159_c143_R b d); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s159_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s159_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c143_L3 b d)).
  pose proof (use_s126 IH 1 (2 + b) 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c143_L3 b d))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s159_c143_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p51 Ho0 ltac:(zlia)).
  rewrite (s159_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z \/ (Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p179 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p180 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p192 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p273 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c143_p65 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 1 (2 + b) 0 (2 + d) 1 -> fst (s159_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q65] in Hc |- *.
  rewrite tf_game_eq, (s159_c143_L b d), (s159_c143_R b d); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s159_c143_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 (2 + d) 1 (opt_l _ _ _ (s159_c143_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c143_L3 b d)).
  pose proof (use_s126 IH 1 (2 + b) 0 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c143_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c143_L3 b d))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 (2 + d) 1 (opt_r _ _ _ (s159_c143_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p48 Ho0 ltac:(zlia)).
  rewrite (s159_p62 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p255 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p261 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p262 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c144_L (b d e : nat) : lmoves (s159_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s159_board 0 (3 + b) 0 (2 + d) (2 + e); s159_board 1 (1 + b) 1 (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c144_L3 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 (2 + b) 0 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c144_R (b d e : nat) : rmoves (s159_board 1 (2 + b) 0 (2 + d) (2 + e)) = [s165_board 1 (2 + b) 0 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s159_c144_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s159_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q51] in Hc |- *.
  rewrite tf_game_eq, (s159_c144_L b d e), (s159_c144_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s159_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c144_L3 b d e)).
  pose proof (use_s126 IH 1 (2 + b) 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c144_L3 b d e))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s159_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p51 Ho0 ltac:(zlia)).
  rewrite (s159_p50 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + b) >= 4 /\ Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 0 /\ Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]]]]].
  {
    rewrite (s126_p174 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p175 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p176 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p177 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p258 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p260 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p274 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p275 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p280 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c144_p65 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s159_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q65] in Hc |- *.
  rewrite tf_game_eq, (s159_c144_L b d e), (s159_c144_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s159_c144_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c144_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c144_L3 b d e)).
  pose proof (use_s126 IH 1 (2 + b) 0 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c144_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c144_L3 b d e))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 0 (2 + d) (2 + e) (opt_r _ _ _ (s159_c144_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p48 Ho0 ltac:(zlia)).
  rewrite (s159_p62 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) = 5)%Z \/ (Z.of_nat (2 + e) >= 6)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]].
  {
    rewrite (s126_p120 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p256 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p257 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p258 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p259 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s16 *)
Lemma s159_c145_p66 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 1 0 0 -> fst (s159_q66 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q66 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q66] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c145_p68 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 1 0 0 -> fst (s159_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q68] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s159_c145_p69 x (Hs16 : s16_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 1 0 0 -> fst (s159_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q69 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q69] in Hc |- *.
  pose proof (Hs16 1 (2 + b) 1 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s89 *)
Lemma s159_c146_p34 x (Hs89 : s89_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 1 0 1 -> fst (s159_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q34] in Hc |- *.
  pose proof (Hs89 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s89 *)
Lemma s159_c147_p34 x (Hs89 : s89_claim x) (b e : nat) :
  x = s159_board 1 (2 + b) 1 0 (2 + e) -> fst (s159_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q34] in Hc |- *.
  pose proof (Hs89 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d==1 && e==0: the board of s98 *)
Lemma s159_c148_p36 x (Hs98 : s98_claim x) (b : nat) :
  x = s159_board 1 (2 + b) 1 1 0 -> fst (s159_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q36] in Hc |- *.
  pose proof (Hs98 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c149_L (b : nat) : lmoves (s159_board 1 (2 + b) 1 1 1) = [s159_board 0 (3 + b) 1 1 1; s159_board 1 (1 + b) 2 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c149_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; E; F]) [(1, 0)]) (s126_board 1 (2 + b) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c149_R (b : nat) : rmoves (s159_board 1 (2 + b) 1 1 1) = [s165_board 1 (2 + b) 1 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s159_c149_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s159_board 1 (2 + b) 1 1 1 -> fst (s159_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q37] in Hc |- *.
  rewrite tf_game_eq, (s159_c149_L b), (s159_c149_R b); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s159_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s159_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c149_L3 b)).
  pose proof (use_s126 IH 1 (2 + b) 1 1 0 (opt_norm_l _ _ _ _ _ (s159_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c149_L3 b))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 1 1 1 (opt_r _ _ _ (s159_c149_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p37 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  rewrite (s126_p107 Ho2 ltac:(zlia)).
  rewrite (s165_p36 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c150_L (b e : nat) : lmoves (s159_board 1 (2 + b) 1 1 (2 + e)) = [s159_board 0 (3 + b) 1 1 (2 + e); s159_board 1 (1 + b) 2 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c150_L3 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 (2 + b) 1 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c150_R (b e : nat) : rmoves (s159_board 1 (2 + b) 1 1 (2 + e)) = [s165_board 1 (2 + b) 1 1 (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s159_c150_p37 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s159_board 1 (2 + b) 1 1 (2 + e) -> fst (s159_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q37 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q37] in Hc |- *.
  rewrite tf_game_eq, (s159_c150_L b e), (s159_c150_R b e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s159_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s159_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c150_L3 b e)).
  pose proof (use_s126 IH 1 (2 + b) 1 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c150_L3 b e))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 1 1 (2 + e) (opt_r _ _ _ (s159_c150_R b e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p37 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + e) = 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2 /\ Z.of_nat (2 + b) >= 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) <= 1 /\ Z.of_nat (2 + e) >= 5)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + e) = 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]]]].
  {
    rewrite (s126_p108 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p152 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p153 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p183 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p184 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p194 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p264 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p265 Ho2 ltac:(zlia)).
    rewrite (s165_p36 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d>=2 && e==0: the board of s98 *)
Lemma s159_c151_p50 x (Hs98 : s98_claim x) (b d : nat) :
  x = s159_board 1 (2 + b) 1 (2 + d) 0 -> fst (s159_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q50] in Hc |- *.
  pose proof (Hs98 1 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c152_L (b d : nat) : lmoves (s159_board 1 (2 + b) 1 (2 + d) 1) = [s159_board 0 (3 + b) 1 (2 + d) 1; s159_board 1 (1 + b) 2 (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c152_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 1 (2 + b) 1 (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c152_R (b d : nat) : rmoves (s159_board 1 (2 + b) 1 (2 + d) 1) = [s165_board 1 (2 + b) 1 (2 + d) 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s159_c152_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s159_board 1 (2 + b) 1 (2 + d) 1 -> fst (s159_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q50] in Hc |- *.
  rewrite tf_game_eq, (s159_c152_L b d), (s159_c152_R b d); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s159_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s159_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c152_L3 b d)).
  pose proof (use_s126 IH 1 (2 + b) 1 (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c152_L3 b d))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 1 (2 + d) 1 (opt_r _ _ _ (s159_c152_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p50 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p112 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p159 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p160 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s159_c153_L (b d e : nat) : lmoves (s159_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s159_board 0 (3 + b) 1 (2 + d) (2 + e); s159_board 1 (1 + b) 2 (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c153_L3 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 (2 + b) 1 (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c153_R (b d e : nat) : rmoves (s159_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s165_board 1 (2 + b) 1 (2 + d) (2 + e)].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s159_c153_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s159_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s159_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q50] in Hc |- *.
  rewrite tf_game_eq, (s159_c153_L b d e), (s159_c153_R b d e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s159_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s159_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c153_L3 b d e)).
  pose proof (use_s126 IH 1 (2 + b) 1 (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c153_L3 b d e))) as Ho2.
  pose proof (use_s165 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_r _ _ _ (s159_c153_R b d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p50 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 4)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + e) = 4)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) = 2 /\ Z.of_nat (2 + b) >= 3)%Z \/ (- Z.of_nat (2 + b) + Z.of_nat (2 + e) <= 1 /\ Z.of_nat (2 + e) >= 5)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + e) = 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|[Hp2|Hp2]]]]]]].
  {
    rewrite (s126_p154 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p155 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p157 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p158 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p185 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p186 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p195 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s126_p266 Ho2 ltac:(zlia)).
    rewrite (s165_p27 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s16 *)
Lemma s159_c154_p11 x (Hs16 : s16_claim x) (b c : nat) :
  x = s159_board 1 (2 + b) (2 + c) 0 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs16 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s89 *)
Lemma s159_c155_p11 x (Hs89 : s89_claim x) (b c : nat) :
  x = s159_board 1 (2 + b) (2 + c) 0 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s89 *)
Lemma s159_c156_p11 x (Hs89 : s89_claim x) (b c e : nat) :
  x = s159_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs89 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e==0: the board of s98 *)
Lemma s159_c157_p11 x (Hs98 : s98_claim x) (b c : nat) :
  x = s159_board 1 (2 + b) (2 + c) 1 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c158_L (b c : nat) : lmoves (s159_board 1 (2 + b) (2 + c) 1 1) = [s159_board 0 (3 + b) (2 + c) 1 1; s159_board 1 (1 + b) (3 + c) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c158_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]) (s126_board 1 (2 + b) (2 + c) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c158_R (b c : nat) : rmoves (s159_board 1 (2 + b) (2 + c) 1 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s159_c158_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s159_board 1 (2 + b) (2 + c) 1 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c158_L b c), (s159_c158_R b c); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s159_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s159_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c158_L3 b c)).
  pose proof (use_s126 IH 1 (2 + b) (2 + c) 1 0 (opt_norm_l _ _ _ _ _ (s159_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c158_L3 b c))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p48 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p49 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p80 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c159_L (b c e : nat) : lmoves (s159_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s159_board 0 (3 + b) (2 + c) 1 (2 + e); s159_board 1 (1 + b) (3 + c) 1 (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c159_L3 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 (2 + b) (2 + c) 1 (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: T :: F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c159_R (b c e : nat) : rmoves (s159_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s159_c159_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s159_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c159_L b c e), (s159_c159_R b c e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s159_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s159_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c159_L3 b c e)).
  pose proof (use_s126 IH 1 (2 + b) (2 + c) 1 (1 + e) (opt_norm_l _ _ _ _ _ (s159_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c159_L3 b c e))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e==0: the board of s98 *)
Lemma s159_c160_p11 x (Hs98 : s98_claim x) (b c d : nat) :
  x = s159_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs98 1 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c161_L (b c d : nat) : lmoves (s159_board 1 (2 + b) (2 + c) (2 + d) 1) = [s159_board 0 (3 + b) (2 + c) (2 + d) 1; s159_board 1 (1 + b) (3 + c) (2 + d) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c161_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]) (s126_board 1 (2 + b) (2 + c) (2 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c161_R (b c d : nat) : rmoves (s159_board 1 (2 + b) (2 + c) (2 + d) 1) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s159_c161_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s159_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c161_L b c d), (s159_c161_R b c d); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s159_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s159_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c161_L3 b c d)).
  pose proof (use_s126 IH 1 (2 + b) (2 + c) (2 + d) 0 (opt_norm_l _ _ _ _ _ (s159_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c161_L3 b c d))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s126_p45 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p46 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p47 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s159_c162_L (b c d e : nat) : lmoves (s159_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s159_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s159_board 1 (1 + b) (3 + c) (2 + d) (2 + e); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]].
Proof. unfold s159_board, strip. tf_options. Qed.
Lemma s159_c162_L3 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]) (s126_board 1 (2 + b) (2 + c) (2 + d) (1 + e)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ F :: repeat T (1 + e) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c162_R (b c d e : nat) : rmoves (s159_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s159_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s159_c162_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s159_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s159_q11] in Hc |- *.
  rewrite tf_game_eq, (s159_c162_L b c d e), (s159_c162_R b c d e); cbn [map].
  pose proof (use_s159 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s159_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s159 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s159_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c162_L3 b c d e)).
  pose proof (use_s126 IH 1 (2 + b) (2 + c) (2 + d) (1 + e) (opt_norm_l _ _ _ _ _ (s159_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c162_L3 b c d e))) as Ho2.
  rewrite (s159_p11 Ho0 ltac:(zlia)).
  rewrite (s159_p11 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + e) = 3)%Z \/ (Z.of_nat (2 + e) = 4)%Z \/ (Z.of_nat (2 + e) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s126_p39 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p40 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p41 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s126_p42 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s11 *)
Lemma s159_c163_p55 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 0 -> fst (s159_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q55 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q55] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c163_p81 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 0 -> fst (s159_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q81 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q81] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s159_c163_p91 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 0 -> fst (s159_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q91] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c163_p94 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 0 -> fst (s159_q94 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q94 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q94] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c163_p95 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 0 -> fst (s159_q95 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q95 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q95] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c163_p96 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 0 -> fst (s159_q96 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q96 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q96] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c163_p97 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 0 -> fst (s159_q97 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q97 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q97] in Hc |- *.
  pose proof (Hs11 (2 + a) 0 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s58 *)
Lemma s159_c164_p56 x (Hs58 : s58_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 1 -> fst (s159_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q56] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c164_p82 x (Hs58 : s58_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 0 1 -> fst (s159_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q82] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s58 *)
Lemma s159_c165_p56 x (Hs58 : s58_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 0 0 (2 + e) -> fst (s159_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q56 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q56] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c165_p82 x (Hs58 : s58_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 0 0 (2 + e) -> fst (s159_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q82 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q82] in Hc |- *.
  pose proof (Hs58 (2 + a) 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s97 *)
Lemma s159_c166_p22 x (Hs97 : s97_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 1 0 -> fst (s159_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q22] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c166_p83 x (Hs97 : s97_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 1 0 -> fst (s159_q83 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q83 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q83] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s129 *)
Lemma s159_c167_p25 x (Hs129 : s129_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 1 1 -> fst (s159_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q25] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c167_p40 x (Hs129 : s129_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 1 1 -> fst (s159_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q40] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c167_p92 x (Hs129 : s129_claim x) (a : nat) :
  x = s159_board (2 + a) 0 0 1 1 -> fst (s159_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q92] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s129 *)
Lemma s159_c168_p26 x (Hs129 : s129_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 0 1 (2 + e) -> fst (s159_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q26] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c168_p40 x (Hs129 : s129_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 0 1 (2 + e) -> fst (s159_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q40] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s159_c168_p92 x (Hs129 : s129_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 0 1 (2 + e) -> fst (s159_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q92] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p27 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s97 *)
Lemma s159_c169_p9 x (Hs97 : s97_claim x) (a d : nat) :
  x = s159_board (2 + a) 0 0 (2 + d) 0 -> fst (s159_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q9] in Hc |- *.
  pose proof (Hs97 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s129 *)
Lemma s159_c170_p9 x (Hs129 : s129_claim x) (a d : nat) :
  x = s159_board (2 + a) 0 0 (2 + d) 1 -> fst (s159_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q9] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c171_p9 x (Hs129 : s129_claim x) (a d e : nat) :
  x = s159_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s159_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q9] in Hc |- *.
  pose proof (Hs129 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s11 *)
Lemma s159_c172_p25 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 1 0 0 -> fst (s159_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q25 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q25] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c172_p84 x (Hs11 : s11_claim x) (a : nat) :
  x = s159_board (2 + a) 0 1 0 0 -> fst (s159_q84 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q84 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q84] in Hc |- *.
  pose proof (Hs11 (2 + a) 1 ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s58 *)
Lemma s159_c173_p70 x (Hs58 : s58_claim x) (a : nat) :
  x = s159_board (2 + a) 0 1 0 1 -> fst (s159_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q70] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c173_p93 x (Hs58 : s58_claim x) (a : nat) :
  x = s159_board (2 + a) 0 1 0 1 -> fst (s159_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q93] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s58 *)
Lemma s159_c174_p70 x (Hs58 : s58_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 1 0 (2 + e) -> fst (s159_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q70] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c174_p93 x (Hs58 : s58_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 1 0 (2 + e) -> fst (s159_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q93] in Hc |- *.
  pose proof (Hs58 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s97 *)
Lemma s159_c175_p17 x (Hs97 : s97_claim x) (a : nat) :
  x = s159_board (2 + a) 0 1 1 0 -> fst (s159_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q17] in Hc |- *.
  pose proof (Hs97 (2 + a) 1 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s129 *)
Lemma s159_c176_p17 x (Hs129 : s129_claim x) (a : nat) :
  x = s159_board (2 + a) 0 1 1 1 -> fst (s159_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q17] in Hc |- *.
  pose proof (Hs129 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s129 *)
Lemma s159_c177_p17 x (Hs129 : s129_claim x) (a e : nat) :
  x = s159_board (2 + a) 0 1 1 (2 + e) -> fst (s159_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q17 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q17] in Hc |- *.
  pose proof (Hs129 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s97 *)
Lemma s159_c178_p57 x (Hs97 : s97_claim x) (a d : nat) :
  x = s159_board (2 + a) 0 1 (2 + d) 0 -> fst (s159_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q57] in Hc |- *.
  pose proof (Hs97 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s129 *)
Lemma s159_c179_p57 x (Hs129 : s129_claim x) (a d : nat) :
  x = s159_board (2 + a) 0 1 (2 + d) 1 -> fst (s159_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q57] in Hc |- *.
  pose proof (Hs129 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c180_p57 x (Hs129 : s129_claim x) (a d e : nat) :
  x = s159_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s159_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q57 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q57] in Hc |- *.
  pose proof (Hs129 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s11 *)
Lemma s159_c181_p11 x (Hs11 : s11_claim x) (a c : nat) :
  x = s159_board (2 + a) 0 (2 + c) 0 0 -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs11 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s159_board, s11_board; board_eq)) as Ho0.
  rewrite (s11_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s58 *)
Lemma s159_c182_p11 x (Hs58 : s58_claim x) (a c : nat) :
  x = s159_board (2 + a) 0 (2 + c) 0 1 -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs58 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s58 *)
Lemma s159_c183_p11 x (Hs58 : s58_claim x) (a c e : nat) :
  x = s159_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs58 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s159_board, s58_board; board_eq)) as Ho0.
  rewrite (s58_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s97 *)
Lemma s159_c184_p11 x (Hs97 : s97_claim x) (a c : nat) :
  x = s159_board (2 + a) 0 (2 + c) 1 0 -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs97 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s129 *)
Lemma s159_c185_p11 x (Hs129 : s129_claim x) (a c : nat) :
  x = s159_board (2 + a) 0 (2 + c) 1 1 -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s129 *)
Lemma s159_c186_p11 x (Hs129 : s129_claim x) (a c e : nat) :
  x = s159_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s97 *)
Lemma s159_c187_p11 x (Hs97 : s97_claim x) (a c d : nat) :
  x = s159_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs97 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s159_board, s97_board; board_eq)) as Ho0.
  rewrite (s97_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s129 *)
Lemma s159_c188_p11 x (Hs129 : s129_claim x) (a c d : nat) :
  x = s159_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s129 *)
Lemma s159_c189_p11 x (Hs129 : s129_claim x) (a c d e : nat) :
  x = s159_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q11] in Hc |- *.
  pose proof (Hs129 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s159_board, s129_board; board_eq)) as Ho0.
  rewrite (s129_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s16 *)
Lemma s159_c190_p13 x (Hs16 : s16_claim x) (a : nat) :
  x = s159_board (2 + a) 1 0 0 0 -> fst (s159_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q13] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s159_c190_p71 x (Hs16 : s16_claim x) (a : nat) :
  x = s159_board (2 + a) 1 0 0 0 -> fst (s159_q71 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s159_q71 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q71] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 0 ltac:(rewrite Hx; unfold s159_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p23 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s89 *)
Lemma s159_c191_p15 x (Hs89 : s89_claim x) (a : nat) :
  x = s159_board (2 + a) 1 0 0 1 -> fst (s159_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q15] in Hc |- *.
  pose proof (Hs89 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c191_p72 x (Hs89 : s89_claim x) (a : nat) :
  x = s159_board (2 + a) 1 0 0 1 -> fst (s159_q72 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s159_q72 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q72] in Hc |- *.
  pose proof (Hs89 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s89 *)
Lemma s159_c192_p15 x (Hs89 : s89_claim x) (a e : nat) :
  x = s159_board (2 + a) 1 0 0 (2 + e) -> fst (s159_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q15] in Hc |- *.
  pose proof (Hs89 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s159_c192_p72 x (Hs89 : s89_claim x) (a e : nat) :
  x = s159_board (2 + a) 1 0 0 (2 + e) -> fst (s159_q72 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s159_q72 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s159_q72] in Hc |- *.
  pose proof (Hs89 (2 + a) 1 0 (2 + e) ltac:(rewrite Hx; unfold s159_board, s89_board; board_eq)) as Ho0.
  rewrite (s89_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s98 *)
Lemma s159_c193_p73 x (Hs98 : s98_claim x) (a : nat) :
  x = s159_board (2 + a) 1 0 1 0 -> fst (s159_q73 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s159_q73 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s159_q73] in Hc |- *.
  pose proof (Hs98 (2 + a) 1 0 1 ltac:(rewrite Hx; unfold s159_board, s98_board; board_eq)) as Ho0.
  rewrite (s98_p49 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s159_c194_L (a : nat) : lmoves (s159_board (2 + a) 1 0 1 1) = [s159_board (1 + a) 2 0 1 1; s129_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; E; F]) [(1, 0)]].
Proof. unfold s129_board, s159_board, strip. tf_options. Qed.
Lemma s159_c194_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F; E; F]) [(1, 0)]) (s126_board (2 + a) 1 0 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s126_board; strip_board_eq | strip_offset]. Qed.
Lemma s159_c194_R (a : nat) : rmoves (s159_board (2 + a) 1 0 1 1) = [s165_board (2 + a) 1 0 1 1].
Proof. unfold s159_board, s165_board. tf_options. Qed.
(* s159 = T^a _ T^b _ T^c F T^d F T^e F _ on a>=2 && b==1 && c==0 && d==1 && e==1 *)
Lemma s159_c194_p74 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s159_board (2 + a) 1 0 1 1 -> fst (s159_q74 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q74 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q74] in Hc |- *.
  rewrite tf_game_eq, (s159_c194_L a), (s159_c194_R a); cbn [map].
  pose proof (use_s159 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s159_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH (2 + a) 1 1 1 (opt_l _ _ _ (s159_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c194_L3 a)).
  pose proof (use_s126 IH (2 + a) 1 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c194_L3 a))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s159_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s159_p64 Ho0 ltac:(zlia)).
  rewrite (s129_p20 Ho1 ltac:(zlia)).
  rewrite (s126_p139 Ho2 ltac:(zlia)).
  rewrite (s165_p109 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s159_c194_p85 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s159_board (2 + a) 1 0 1 1 -> fst (s159_q85 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s159_q85 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s159_q85] in Hc |- *.
  rewrite tf_game_eq, (s159_c194_L a), (s159_c194_R a); cbn [map].
  pose proof (use_s159 IH (1 + a) 2 0 1 1 (opt_l _ _ _ (s159_c194_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s129 IH (2 + a) 1 1 1 (opt_l _ _ _ (s159_c194_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s159_c194_L3 a)).
  pose proof (use_s126 IH (2 + a) 1 0 1 0 (opt_norm_l _ _ _ _ _ (s159_c194_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s159_c194_L3 a))) as Ho2.
  pose proof (use_s165 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s159_c194_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s159_p79 Ho0 ltac:(zlia)).
    rewrite (s129_p20 Ho1 ltac:(zlia)).
    rewrite (s126_p345 Ho2 ltac:(zlia)).
    rewrite (s165_p129 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s159_p89 Ho0 ltac:(zlia)).
    rewrite (s129_p20 Ho1 ltac:(zlia)).
    rewrite (s126_p345 Ho2 ltac:(zlia)).
    rewrite (s165_p129 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

