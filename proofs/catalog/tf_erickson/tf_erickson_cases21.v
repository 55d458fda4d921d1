(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s39_c197_L (a d : nat) : lmoves (s39_board (2 + a) 1 0 (2 + d) 1) = [s39_board (1 + a) 2 0 (2 + d) 1; s28_board (2 + a) 0 (3 + d) 1; s39_board (2 + a) 1 0 (1 + d) 2].
Proof. unfold s28_board, s39_board. tf_options. Qed.
Lemma s39_c197_R (a d : nat) : rmoves (s39_board (2 + a) 1 0 (2 + d) 1) = [s38_board (2 + a) (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s38_board, s39_board, strip. tf_options. Qed.
Lemma s39_c197_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1 *)
Lemma s39_c197_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 1 0 (2 + d) 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c197_L a d), (s39_c197_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 0 (2 + d) 1 (opt_l _ _ _ (s39_c197_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 (3 + d) 1 (opt_l _ _ _ (s39_c197_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 (1 + d) 2 (opt_l _ _ _ (s39_c197_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH (2 + a) (2 + d) 1 (opt_r _ _ _ (s39_c197_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c197_R2 a d)).
  pose proof (use_s31 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c197_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c197_R2 a d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s28_p37 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p8 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c198_L (a d e : nat) : lmoves (s39_board (2 + a) 1 0 (2 + d) (2 + e)) = [s39_board (1 + a) 2 0 (2 + d) (2 + e); s28_board (2 + a) 0 (3 + d) (2 + e); s39_board (2 + a) 1 0 (1 + d) (3 + e)].
Proof. unfold s28_board, s39_board. tf_options. Qed.
Lemma s39_c198_R (a d e : nat) : rmoves (s39_board (2 + a) 1 0 (2 + d) (2 + e)) = [s38_board (2 + a) (2 + d) (2 + e)].
Proof. unfold s38_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2 *)
Lemma s39_c198_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s39_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c198_L a d e), (s39_c198_R a d e); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 0 (2 + d) (2 + e) (opt_l _ _ _ (s39_c198_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s28 IH (2 + a) 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c198_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c198_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s38 IH (2 + a) (2 + d) (2 + e) (opt_r _ _ _ (s39_c198_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s28_p33 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s38_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c199_p19 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 1 1 0 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c200_p34 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 1 1 0 1 -> fst (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c201_p3 x (Hs33 : s33_claim x) (a e : nat) :
  x = s39_board (2 + a) 1 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c202_L (a : nat) : lmoves (s39_board (2 + a) 1 1 1 0) = [s39_board (1 + a) 2 1 1 0; s39_board (2 + a) 1 0 2 0; s33_board (2 + a) 1 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c202_R (a : nat) : rmoves (s39_board (2 + a) 1 1 1 0) = [s43_board (2 + a) 1 1 0; s31_board (2 + a) 1 1 1].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s39_c202_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 1 1 1 0 -> fst (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c202_L a), (s39_c202_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 1 1 0 (opt_l _ _ _ (s39_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 2 0 (opt_l _ _ _ (s39_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 1 1 (opt_l _ _ _ (s39_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) 1 1 0 (opt_r _ _ _ (s39_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 1 1 1 (opt_r _ _ _ (s39_c202_R a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s43_p16 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p27 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s43_p31 Ho3 ltac:(zlia)).
    rewrite (s31_p6 Ho4 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c203_L (a : nat) : lmoves (s39_board (2 + a) 1 1 1 1) = [s39_board (1 + a) 2 1 1 1; s39_board (2 + a) 1 0 2 1; s33_board (2 + a) 1 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c203_R (a : nat) : rmoves (s39_board (2 + a) 1 1 1 1) = [s43_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c203_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) [(1, 1)]) (s31_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s39_c203_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 1 1 1 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c203_L a), (s39_c203_R a); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s39_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 2 1 (opt_l _ _ _ (s39_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 1 2 (opt_l _ _ _ (s39_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) 1 1 1 (opt_r _ _ _ (s39_c203_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c203_R2 a)).
  pose proof (use_s31 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c203_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c203_R2 a))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c204_L (a e : nat) : lmoves (s39_board (2 + a) 1 1 1 (2 + e)) = [s39_board (1 + a) 2 1 1 (2 + e); s39_board (2 + a) 1 0 2 (2 + e); s33_board (2 + a) 1 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c204_R (a e : nat) : rmoves (s39_board (2 + a) 1 1 1 (2 + e)) = [s43_board (2 + a) 1 1 (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s39_c204_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s39_board (2 + a) 1 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c204_L a e), (s39_c204_R a e); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s39_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 2 (2 + e) (opt_l _ _ _ (s39_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 1 (3 + e) (opt_l _ _ _ (s39_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) 1 1 (2 + e) (opt_r _ _ _ (s39_c204_R a e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c205_L (a d : nat) : lmoves (s39_board (2 + a) 1 1 (2 + d) 0) = [s39_board (1 + a) 2 1 (2 + d) 0; s39_board (2 + a) 1 0 (3 + d) 0; s39_board (2 + a) 1 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c205_R (a d : nat) : rmoves (s39_board (2 + a) 1 1 (2 + d) 0) = [s43_board (2 + a) 1 (2 + d) 0; s31_board (2 + a) 1 1 (2 + d)].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s39_c205_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 1 1 (2 + d) 0 -> fst (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c205_L a d), (s39_c205_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 1 (2 + d) 0 (opt_l _ _ _ (s39_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 (3 + d) 0 (opt_l _ _ _ (s39_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) 1 (opt_l _ _ _ (s39_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) 1 (2 + d) 0 (opt_r _ _ _ (s39_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s39_c205_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s43_p13 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c206_L (a d : nat) : lmoves (s39_board (2 + a) 1 1 (2 + d) 1) = [s39_board (1 + a) 2 1 (2 + d) 1; s39_board (2 + a) 1 0 (3 + d) 1; s39_board (2 + a) 1 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c206_R (a d : nat) : rmoves (s39_board (2 + a) 1 1 (2 + d) 1) = [s43_board (2 + a) 1 (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c206_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s39_c206_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 1 1 (2 + d) 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c206_L a d), (s39_c206_R a d); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s39_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 (3 + d) 1 (opt_l _ _ _ (s39_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) 2 (opt_l _ _ _ (s39_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) 1 (2 + d) 1 (opt_r _ _ _ (s39_c206_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c206_R2 a d)).
  pose proof (use_s31 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c206_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c206_R2 a d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c207_L (a d e : nat) : lmoves (s39_board (2 + a) 1 1 (2 + d) (2 + e)) = [s39_board (1 + a) 2 1 (2 + d) (2 + e); s39_board (2 + a) 1 0 (3 + d) (2 + e); s39_board (2 + a) 1 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c207_R (a d e : nat) : rmoves (s39_board (2 + a) 1 1 (2 + d) (2 + e)) = [s43_board (2 + a) 1 (2 + d) (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s39_c207_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s39_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c207_L a d e), (s39_c207_R a d e); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) 1 (2 + d) (2 + e) (opt_r _ _ _ (s39_c207_R a d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c208_p19 x (Hs33 : s33_claim x) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 0 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c209_p34 x (Hs33 : s33_claim x) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 0 1 -> fst (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c210_p3 x (Hs33 : s33_claim x) (a c e : nat) :
  x = s39_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c211_L (a c : nat) : lmoves (s39_board (2 + a) 1 (2 + c) 1 0) = [s39_board (1 + a) 2 (2 + c) 1 0; s39_board (2 + a) 1 (1 + c) 2 0; s33_board (2 + a) 1 (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c211_R (a c : nat) : rmoves (s39_board (2 + a) 1 (2 + c) 1 0) = [s43_board (2 + a) (2 + c) 1 0; s31_board (2 + a) 1 (2 + c) 1].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s39_c211_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 1 0 -> fst (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c211_L a c), (s39_c211_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s39_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 2 0 (opt_l _ _ _ (s39_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s39_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) (2 + c) 1 0 (opt_r _ _ _ (s39_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s39_c211_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s43_p17 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c212_L (a c : nat) : lmoves (s39_board (2 + a) 1 (2 + c) 1 1) = [s39_board (1 + a) 2 (2 + c) 1 1; s39_board (2 + a) 1 (1 + c) 2 1; s33_board (2 + a) 1 (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c212_R (a c : nat) : rmoves (s39_board (2 + a) 1 (2 + c) 1 1) = [s43_board (2 + a) (2 + c) 1 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c212_R2 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s39_c212_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 1 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c212_L a c), (s39_c212_R a c); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s39_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s39_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 (2 + c) 2 (opt_l _ _ _ (s39_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) (2 + c) 1 1 (opt_r _ _ _ (s39_c212_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c212_R2 a c)).
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c212_R a c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c212_R2 a c))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c213_L (a c e : nat) : lmoves (s39_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s39_board (1 + a) 2 (2 + c) 1 (2 + e); s39_board (2 + a) 1 (1 + c) 2 (2 + e); s33_board (2 + a) 1 (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c213_R (a c e : nat) : rmoves (s39_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s43_board (2 + a) (2 + c) 1 (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s39_c213_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s39_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c213_L a c e), (s39_c213_R a c e); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) 1 (2 + c) (3 + e) (opt_l _ _ _ (s39_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) (2 + c) 1 (2 + e) (opt_r _ _ _ (s39_c213_R a c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s39_c214_L (a c d : nat) : lmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 0) = [s39_board (1 + a) 2 (2 + c) (2 + d) 0; s39_board (2 + a) 1 (1 + c) (3 + d) 0; s39_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c214_R (a c d : nat) : rmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 0) = [s43_board (2 + a) (2 + c) (2 + d) 0; s31_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s39_c214_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s39_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c214_L a c d), (s39_c214_R a c d); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) (2 + c) (2 + d) 0 (opt_r _ _ _ (s39_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s39_c214_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho4.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s43_p13 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c215_L (a c d : nat) : lmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 1) = [s39_board (1 + a) 2 (2 + c) (2 + d) 1; s39_board (2 + a) 1 (1 + c) (3 + d) 1; s39_board (2 + a) 1 (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c215_R (a c d : nat) : rmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 1) = [s43_board (2 + a) (2 + c) (2 + d) 1; strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, s43_board, strip. tf_options. Qed.
Lemma s39_c215_R2 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s39_c215_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s39_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c215_L a c d), (s39_c215_R a c d); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) (2 + c) (2 + d) 1 (opt_r _ _ _ (s39_c215_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c215_R2 a c d)).
  pose proof (use_s31 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c215_R a c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s39_c215_R2 a c d))) as Ho4.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p11 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c216_L (a c d e : nat) : lmoves (s39_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s39_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s39_board (2 + a) 1 (1 + c) (3 + d) (2 + e); s39_board (2 + a) 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c216_R (a c d e : nat) : rmoves (s39_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s43_board (2 + a) (2 + c) (2 + d) (2 + e)].
Proof. unfold s39_board, s43_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c216_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s39_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c216_L a c d e), (s39_c216_R a c d e); cbn [map].
  pose proof (use_s39 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s43 IH (2 + a) (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s39_c216_R a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s43_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c217_p11 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 0 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p24 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c217_p22 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 0 -> fst (s39_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q22] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c218_p28 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 1 -> fst (s39_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q28] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p25 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s39_c218_p39 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 1 -> fst (s39_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q39] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c219_p3 x (Hs33 : s33_claim x) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c220_L (a b : nat) : lmoves (s39_board (2 + a) (2 + b) 0 1 0) = [s39_board (1 + a) (3 + b) 0 1 0; s30_board (2 + a) (1 + b) 0 2 0; s33_board (2 + a) (2 + b) 0 1].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c220_R (a b : nat) : rmoves (s39_board (2 + a) (2 + b) 0 1 0) = [s31_board (2 + a) (2 + b) 0 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0 *)
Lemma s39_c220_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 1 0 -> fst (s39_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q24] in Hc |- *.
  rewrite tf_game_eq, (s39_c220_L a b), (s39_c220_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 0 1 0 (opt_l _ _ _ (s39_c220_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 2 0 (opt_l _ _ _ (s39_c220_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s39_c220_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s39_c220_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s39_p40 Ho0 ltac:(zlia)).
    rewrite (s30_p98 Ho1 ltac:(zlia)).
    rewrite (s33_p25 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s39_p53 Ho0 ltac:(zlia)).
    rewrite (s30_p98 Ho1 ltac:(zlia)).
    rewrite (s33_p25 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c220_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 1 0 -> fst (s39_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q40 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q40] in Hc |- *.
  rewrite tf_game_eq, (s39_c220_L a b), (s39_c220_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 0 1 0 (opt_l _ _ _ (s39_c220_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 2 0 (opt_l _ _ _ (s39_c220_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 1 (opt_l _ _ _ (s39_c220_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s39_c220_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p40 Ho0 ltac:(zlia)).
  rewrite (s30_p80 Ho1 ltac:(zlia)).
  rewrite (s33_p20 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c221_L (a b : nat) : lmoves (s39_board (2 + a) (2 + b) 0 1 1) = [s39_board (1 + a) (3 + b) 0 1 1; s30_board (2 + a) (1 + b) 0 2 1; s33_board (2 + a) (2 + b) 0 2].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c221_R (a b : nat) : rmoves (s39_board (2 + a) (2 + b) 0 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c221_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1 *)
Lemma s39_c221_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 1 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c221_L a b), (s39_c221_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 0 1 1 (opt_l _ _ _ (s39_c221_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 2 1 (opt_l _ _ _ (s39_c221_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 2 (opt_l _ _ _ (s39_c221_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c221_R1 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s39_c221_R a b) ltac:(cbn [In]; left; reflexivity) (s39_c221_R1 a b))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p81 Ho1 ltac:(zlia)).
    rewrite (s33_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p96 Ho1 ltac:(zlia)).
    rewrite (s33_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c222_L (a b e : nat) : lmoves (s39_board (2 + a) (2 + b) 0 1 (2 + e)) = [s39_board (1 + a) (3 + b) 0 1 (2 + e); s30_board (2 + a) (1 + b) 0 2 (2 + e); s33_board (2 + a) (2 + b) 0 (3 + e)].
Proof. unfold s30_board, s33_board, s39_board. tf_options. Qed.
Lemma s39_c222_R (a b e : nat) : rmoves (s39_board (2 + a) (2 + b) 0 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2 *)
Lemma s39_c222_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c222_L a b e), (s39_c222_R a b e); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 0 1 (2 + e) (opt_l _ _ _ (s39_c222_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 2 (2 + e) (opt_l _ _ _ (s39_c222_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 0 (3 + e) (opt_l _ _ _ (s39_c222_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c223_L (a b d : nat) : lmoves (s39_board (2 + a) (2 + b) 0 (2 + d) 0) = [s39_board (1 + a) (3 + b) 0 (2 + d) 0; s30_board (2 + a) (1 + b) 0 (3 + d) 0; s39_board (2 + a) (2 + b) 0 (1 + d) 1].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c223_R (a b d : nat) : rmoves (s39_board (2 + a) (2 + b) 0 (2 + d) 0) = [s31_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0 *)
Lemma s39_c223_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c223_L a b d), (s39_c223_R a b d); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 0 (2 + d) 0 (opt_l _ _ _ (s39_c223_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 (3 + d) 0 (opt_l _ _ _ (s39_c223_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (1 + d) 1 (opt_l _ _ _ (s39_c223_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s39_c223_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p82 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p98 Ho1 ltac:(zlia)).
    rewrite (s39_p29 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c224_L (a b d : nat) : lmoves (s39_board (2 + a) (2 + b) 0 (2 + d) 1) = [s39_board (1 + a) (3 + b) 0 (2 + d) 1; s30_board (2 + a) (1 + b) 0 (3 + d) 1; s39_board (2 + a) (2 + b) 0 (1 + d) 2].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c224_R (a b d : nat) : rmoves (s39_board (2 + a) (2 + b) 0 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c224_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1 *)
Lemma s39_c224_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c224_L a b d), (s39_c224_R a b d); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 0 (2 + d) 1 (opt_l _ _ _ (s39_c224_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 (3 + d) 1 (opt_l _ _ _ (s39_c224_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (1 + d) 2 (opt_l _ _ _ (s39_c224_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c224_R1 a b d)).
  pose proof (use_s31 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c224_R a b d) ltac:(cbn [In]; left; reflexivity) (s39_c224_R1 a b d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s30_p81 Ho1 ltac:(zlia)).
    rewrite (s39_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p96 Ho1 ltac:(zlia)).
    rewrite (s39_p3 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s39_c225_L (a b d e : nat) : lmoves (s39_board (2 + a) (2 + b) 0 (2 + d) (2 + e)) = [s39_board (1 + a) (3 + b) 0 (2 + d) (2 + e); s30_board (2 + a) (1 + b) 0 (3 + d) (2 + e); s39_board (2 + a) (2 + b) 0 (1 + d) (3 + e)].
Proof. unfold s30_board, s39_board. tf_options. Qed.
Lemma s39_c225_R (a b d e : nat) : rmoves (s39_board (2 + a) (2 + b) 0 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2 *)
Lemma s39_c225_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s39_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c225_L a b d e), (s39_c225_R a b d e); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 0 (2 + d) (2 + e) (opt_l _ _ _ (s39_c225_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (1 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c225_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (1 + d) (3 + e) (opt_l _ _ _ (s39_c225_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s33 *)
Lemma s39_c226_p19 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 0 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1: the board of s33 *)
Lemma s39_c227_p34 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 0 1 -> fst (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2: the board of s33 *)
Lemma s39_c228_p3 x (Hs33 : s33_claim x) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c229_L (a b : nat) : lmoves (s39_board (2 + a) (2 + b) 1 1 0) = [s39_board (1 + a) (3 + b) 1 1 0; s39_board (2 + a) (2 + b) 0 2 0; s33_board (2 + a) (2 + b) 1 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c229_R (a b : nat) : rmoves (s39_board (2 + a) (2 + b) 1 1 0) = [s31_board (2 + a) (2 + b) 1 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s39_c229_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 1 0 -> fst (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c229_L a b), (s39_c229_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s39_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 2 0 (opt_l _ _ _ (s39_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s39_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s39_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c230_L (a b : nat) : lmoves (s39_board (2 + a) (2 + b) 1 1 1) = [s39_board (1 + a) (3 + b) 1 1 1; s39_board (2 + a) (2 + b) 0 2 1; s33_board (2 + a) (2 + b) 1 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c230_R (a b : nat) : rmoves (s39_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s39_c230_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 1 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c230_L a b), (s39_c230_R a b); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s39_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 2 1 (opt_l _ _ _ (s39_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 1 2 (opt_l _ _ _ (s39_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c230_R1 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s39_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s39_c230_R1 a b))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c231_L (a b e : nat) : lmoves (s39_board (2 + a) (2 + b) 1 1 (2 + e)) = [s39_board (1 + a) (3 + b) 1 1 (2 + e); s39_board (2 + a) (2 + b) 0 2 (2 + e); s33_board (2 + a) (2 + b) 1 (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c231_R (a b e : nat) : rmoves (s39_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s39_c231_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c231_L a b e), (s39_c231_R a b e); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s39_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 2 (2 + e) (opt_l _ _ _ (s39_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) 1 (3 + e) (opt_l _ _ _ (s39_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c232_L (a b d : nat) : lmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 0) = [s39_board (1 + a) (3 + b) 1 (2 + d) 0; s39_board (2 + a) (2 + b) 0 (3 + d) 0; s39_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c232_R (a b d : nat) : rmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 0) = [s31_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s39_c232_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c232_L a b d), (s39_c232_R a b d); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s39_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (3 + d) 0 (opt_l _ _ _ (s39_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s39_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s39_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c233_L (a b d : nat) : lmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 1) = [s39_board (1 + a) (3 + b) 1 (2 + d) 1; s39_board (2 + a) (2 + b) 0 (3 + d) 1; s39_board (2 + a) (2 + b) 1 (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c233_R (a b d : nat) : rmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s39_c233_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c233_L a b d), (s39_c233_R a b d); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s39_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (3 + d) 1 (opt_l _ _ _ (s39_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s39_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c233_R1 a b d)).
  pose proof (use_s31 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s39_c233_R1 a b d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c234_L (a b d e : nat) : lmoves (s39_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s39_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s39_board (2 + a) (2 + b) 0 (3 + d) (2 + e); s39_board (2 + a) (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c234_R (a b d e : nat) : rmoves (s39_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s39_c234_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s39_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c234_L a b d e), (s39_c234_R a b d e); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) 0 (3 + d) (2 + e) (opt_l _ _ _ (s39_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s33 *)
Lemma s39_c235_p19 x (Hs33 : s33_claim x) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s33 *)
Lemma s39_c236_p34 x (Hs33 : s33_claim x) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q34] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s33 *)
Lemma s39_c237_p3 x (Hs33 : s33_claim x) (a b c e : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c238_L (a b c : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) 1 0) = [s39_board (1 + a) (3 + b) (2 + c) 1 0; s39_board (2 + a) (2 + b) (1 + c) 2 0; s33_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c238_R (a b c : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) 1 0) = [s31_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s39_c238_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q12] in Hc |- *.
  rewrite tf_game_eq, (s39_c238_L a b c), (s39_c238_R a b c); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s39_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s39_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) (2 + c) 1 (opt_l _ _ _ (s39_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s39_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p12 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s33_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c239_L (a b c : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) 1 1) = [s39_board (1 + a) (3 + b) (2 + c) 1 1; s39_board (2 + a) (2 + b) (1 + c) 2 1; s33_board (2 + a) (2 + b) (2 + c) 2].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c239_R (a b c : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s39_c239_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c239_L a b c), (s39_c239_R a b c); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s39_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s39_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) (2 + c) 2 (opt_l _ _ _ (s39_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c239_R1 a b c)).
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s39_c239_R1 a b c))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c240_L (a b c e : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s39_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s39_board (2 + a) (2 + b) (1 + c) 2 (2 + e); s33_board (2 + a) (2 + b) (2 + c) (3 + e)].
Proof. unfold s33_board, s39_board. tf_options. Qed.
Lemma s39_c240_R (a b c e : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s39_c240_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c240_L a b c e), (s39_c240_R a b c e); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s33 IH (2 + a) (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s39_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s33_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c241_L (a b c d : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s39_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s39_board (2 + a) (2 + b) (1 + c) (3 + d) 0; s39_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c241_R (a b c d : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s31_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s31_board, s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s39_c241_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q30] in Hc |- *.
  rewrite tf_game_eq, (s39_c241_L a b c d), (s39_c241_R a b c d); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s39_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s39_p30 Ho0 ltac:(zlia)).
  rewrite (s39_p30 Ho1 ltac:(zlia)).
  rewrite (s39_p29 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c242_L (a b c d : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s39_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s39_board (2 + a) (2 + b) (1 + c) (3 + d) 1; s39_board (2 + a) (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c242_R (a b c d : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s31_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s39_c242_p29 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q29] in Hc |- *.
  rewrite tf_game_eq, (s39_c242_L a b c d), (s39_c242_R a b c d); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s39_c242_R1 a b c d)).
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s39_c242_R1 a b c d))) as Ho3.
  rewrite (s39_p29 Ho0 ltac:(zlia)).
  rewrite (s39_p29 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c243_L (a b c d e : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s39_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s39_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); s39_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board. tf_options. Qed.
Lemma s39_c243_R (a b c d e : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _ T^b F T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c243_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c243_L a b c d e), (s39_c243_R a b c d e); cbn [map].
  pose proof (use_s39 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b==0 && c==0: the board of s29 *)
Lemma s40_c1_p1 x (Hs29 : s29_claim x) :
  x = s40_board 0 0 0 -> fst (s40_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q1] in Hc |- *.
  pose proof (Hs29 0 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b==0 && c==1: the board of s29 *)
Lemma s40_c2_p2 x (Hs29 : s29_claim x) :
  x = s40_board 0 0 1 -> fst (s40_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q2] in Hc |- *.
  pose proof (Hs29 0 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b==0 && c>=2: the board of s29 *)
Lemma s40_c3_p2 x (Hs29 : s29_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) -> fst (s40_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q2] in Hc |- *.
  pose proof (Hs29 0 (2 + c) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c4_L : lmoves (s40_board 0 1 0) = [strip [(0, 1)] ([E; T; T; E; F; E]) []; strip [(0, 1)] ([T; E; E; T; F; E]) []].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c4_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; F; E]) []) (s12_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c4_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; F; E]) []) (s11_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c4_R : rmoves (s40_board 0 1 0) = [strip [(0, 1)] ([T; E; T; F; E; E]) []].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c4_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E]) []) (s10_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b==1 && c==0 *)
Lemma s40_c4_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 0 1 0 -> fst (s40_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q5] in Hc |- *.
  rewrite tf_game_eq, (s40_c4_L), (s40_c4_R); cbn [map].
  rewrite (tf_norm_game0 (s40_c4_L1)).
  pose proof (use_s12 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s40_c4_L) ltac:(cbn [In]; left; reflexivity) (s40_c4_L1))) as Ho0.
  rewrite (tf_norm_game0 (s40_c4_L2)).
  pose proof (use_s11 IH 1 1 (opt_norm_l _ _ _ _ _ (s40_c4_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s40_c4_L2))) as Ho1.
  rewrite (tf_norm_game0 (s40_c4_R1)).
  pose proof (use_s10 IH 1 1 (opt_norm_r _ _ _ _ _ (s40_c4_R) ltac:(cbn [In]; left; reflexivity) (s40_c4_R1))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c5_L : lmoves (s40_board 0 1 1) = [strip [(0, 1)] ([E; T; T; E; T; F; E]) []; strip [(0, 1)] ([T; E; E; T; T; F; E]) []; strip [(0, 1)] ([T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c5_L1 : tf_norm (strip [(0, 1)] ([E; T; T; E; T; F; E]) []) (s12_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c5_L2 : tf_norm (strip [(0, 1)] ([T; E; E; T; T; F; E]) []) (s11_board 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; E; T; T; F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c5_L3 : tf_norm (strip [(0, 1)] ([T; E; T; E; E; F]) [(1, 0)]) (s15_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c5_R : rmoves (s40_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F]) [(1, 2)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F]) [(1, 2)]) (s10_board 1 1) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b==1 && c==1 *)
Lemma s40_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 0 1 1 -> fst (s40_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c5_L), (s40_c5_R); cbn [map].
  rewrite (tf_norm_game0 (s40_c5_L1)).
  pose proof (use_s12 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s40_c5_L) ltac:(cbn [In]; left; reflexivity) (s40_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s40_c5_L2)).
  pose proof (use_s11 IH 1 2 (opt_norm_l _ _ _ _ _ (s40_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s40_c5_L2))) as Ho1.
  rewrite (tf_norm_game0 (s40_c5_L3)).
  pose proof (use_s15 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s40_c5_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c5_L3))) as Ho2.
  rewrite (tf_norm_game (s40_c5_R1)).
  pose proof (use_s10 IH 1 1 (opt_norm_r _ _ _ _ _ (s40_c5_R) ltac:(cbn [In]; left; reflexivity) (s40_c5_R1))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p1 Ho3 I).
  rewrite (s10_p1_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s40_c6_L (c : nat) : lmoves (s40_board 0 1 (2 + c)) = [strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c6_L1 (c : nat) : tf_norm (strip [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 0 2 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: T :: E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c6_L2 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E]) []) (s11_board 1 (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c6_L3 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c6_R (c : nat) : rmoves (s40_board 0 1 (2 + c)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b==1 && c>=2 *)
Lemma s40_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s40_board 0 1 (2 + c) -> fst (s40_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c6_L c), (s40_c6_R c); cbn [map].
  rewrite (tf_norm_game0 (s40_c6_L1 c)).
  pose proof (use_s12 IH 0 2 (2 + c) (opt_norm_l _ _ _ _ _ (s40_c6_L c) ltac:(cbn [In]; left; reflexivity) (s40_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s40_c6_L2 c)).
  pose proof (use_s11 IH 1 (3 + c) (opt_norm_l _ _ _ _ _ (s40_c6_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s40_c6_L2 c))) as Ho1.
  rewrite (tf_norm_game0 (s40_c6_L3 c)).
  pose proof (use_s16 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c6_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c6_L3 c))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s11_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s16_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s40_c7_L (b : nat) : lmoves (s40_board 0 (2 + b) 0) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c7_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E]) []) (s12_board 0 (3 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c7_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []) (s12_board 1 (1 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c7_R (b : nat) : rmoves (s40_board 0 (2 + b) 0) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E]) []].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c7_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E]) []) (s10_board 1 (2 + b)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F; E; E]) []); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b>=2 && c==0 *)
Lemma s40_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 0 (2 + b) 0 -> fst (s40_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q5] in Hc |- *.
  rewrite tf_game_eq, (s40_c7_L b), (s40_c7_R b); cbn [map].
  rewrite (tf_norm_game0 (s40_c7_L1 b)).
  pose proof (use_s12 IH 0 (3 + b) 0 (opt_norm_l _ _ _ _ _ (s40_c7_L b) ltac:(cbn [In]; left; reflexivity) (s40_c7_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s40_c7_L2 b)).
  pose proof (use_s12 IH 1 (1 + b) 1 (opt_norm_l _ _ _ _ _ (s40_c7_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s40_c7_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s40_c7_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s40_c7_R b) ltac:(cbn [In]; left; reflexivity) (s40_c7_R1 b))) as Ho2.
  rewrite (s12_p3 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s10_p1 Ho2 I).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c8_L (b : nat) : lmoves (s40_board 0 (2 + b) 1) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c8_L1 (b : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E]) []) (s12_board 0 (3 + b) 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ [E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c8_L2 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []) (s12_board 1 (1 + b) 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ [E; T; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c8_L3 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s15_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c8_R (b : nat) : rmoves (s40_board 0 (2 + b) 1) = [strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c8_R1 (b : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s10_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b>=2 && c==1 *)
Lemma s40_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 0 (2 + b) 1 -> fst (s40_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c8_L b), (s40_c8_R b); cbn [map].
  rewrite (tf_norm_game0 (s40_c8_L1 b)).
  pose proof (use_s12 IH 0 (3 + b) 1 (opt_norm_l _ _ _ _ _ (s40_c8_L b) ltac:(cbn [In]; left; reflexivity) (s40_c8_L1 b))) as Ho0.
  rewrite (tf_norm_game0 (s40_c8_L2 b)).
  pose proof (use_s12 IH 1 (1 + b) 2 (opt_norm_l _ _ _ _ _ (s40_c8_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s40_c8_L2 b))) as Ho1.
  rewrite (tf_norm_game0 (s40_c8_L3 b)).
  pose proof (use_s15 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s40_c8_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c8_L3 b))) as Ho2.
  rewrite (tf_norm_game (s40_c8_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s40_c8_R b) ltac:(cbn [In]; left; reflexivity) (s40_c8_R1 b))) as Ho3.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  rewrite (s15_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p1 Ho3 I).
  rewrite (s10_p1_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s40_c9_L (b c : nat) : lmoves (s40_board 0 (2 + b) (2 + c)) = [strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []; strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c9_L1 (b c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []) (s12_board 0 (3 + b) (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (3 + b) ++ E :: repeat T (2 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c9_L2 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []) (s12_board 1 (1 + b) (3 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (1 + b) ++ E :: repeat T (3 + c) ++ [F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c9_L3 (b c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s16_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s16_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c9_R (b c : nat) : rmoves (s40_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==0 && b>=2 && c>=2 *)
Lemma s40_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s40_board 0 (2 + b) (2 + c) -> fst (s40_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c9_L b c), (s40_c9_R b c); cbn [map].
  rewrite (tf_norm_game0 (s40_c9_L1 b c)).
  pose proof (use_s12 IH 0 (3 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s40_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s40_c9_L1 b c))) as Ho0.
  rewrite (tf_norm_game0 (s40_c9_L2 b c)).
  pose proof (use_s12 IH 1 (1 + b) (3 + c) (opt_norm_l _ _ _ _ _ (s40_c9_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s40_c9_L2 b c))) as Ho1.
  rewrite (tf_norm_game0 (s40_c9_L3 b c)).
  pose proof (use_s16 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c9_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c9_L3 b c))) as Ho2.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  rewrite (s12_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s16_p11 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s16_p15 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b==0 && c==0: the board of s29 *)
Lemma s40_c10_p1 x (Hs29 : s29_claim x) :
  x = s40_board 1 0 0 -> fst (s40_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q1] in Hc |- *.
  pose proof (Hs29 1 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b==0 && c==1: the board of s29 *)
Lemma s40_c11_p2 x (Hs29 : s29_claim x) :
  x = s40_board 1 0 1 -> fst (s40_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q2] in Hc |- *.
  pose proof (Hs29 1 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b==0 && c>=2: the board of s29 *)
Lemma s40_c12_p2 x (Hs29 : s29_claim x) (c : nat) :
  x = s40_board 1 0 (2 + c) -> fst (s40_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q2] in Hc |- *.
  pose proof (Hs29 1 (2 + c) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c13_L : lmoves (s40_board 1 1 0) = [s32_board 1 2 0; s29_board 1 1].
Proof. unfold s29_board, s32_board, s40_board. tf_options. Qed.
Lemma s40_c13_R : rmoves (s40_board 1 1 0) = [s26_board 1 1].
Proof. unfold s26_board, s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b==1 && c==0 *)
Lemma s40_c13_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 1 1 0 -> fst (s40_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q5] in Hc |- *.
  rewrite tf_game_eq, (s40_c13_L), (s40_c13_R); cbn [map].
  pose proof (use_s32 IH 1 2 0 (opt_l _ _ _ (s40_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 1 (opt_l _ _ _ (s40_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH 1 1 (opt_r _ _ _ (s40_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p3 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  rewrite (s26_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c14_L : lmoves (s40_board 1 1 1) = [s32_board 1 2 1; s29_board 1 2; strip [] ([T; F; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c14_L3 : tf_norm (strip [] ([T; F; T; E; T; E; E; F]) [(1, 0)]) (s42_board 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s42_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c14_R : rmoves (s40_board 1 1 1) = [strip [] ([T; F; T; E; T; F]) [(1, 2)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c14_R1 : tf_norm (strip [] ([T; F; T; E; T; F]) [(1, 2)]) (s26_board 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b==1 && c==1 *)
Lemma s40_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s40_board 1 1 1 -> fst (s40_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c14_L), (s40_c14_R); cbn [map].
  pose proof (use_s32 IH 1 2 1 (opt_l _ _ _ (s40_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 2 (opt_l _ _ _ (s40_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c14_L3)).
  pose proof (use_s42 IH 1 1 0 (opt_norm_l _ _ _ _ _ (s40_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s40_c14_R1)).
  pose proof (use_s26 IH 1 1 (opt_norm_r _ _ _ _ _ (s40_c14_R) ltac:(cbn [In]; left; reflexivity) (s40_c14_R1))) as Ho3.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s26_p3 Ho3 ltac:(zlia)).
  rewrite (s26_p3_add (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s40_c15_L (c : nat) : lmoves (s40_board 1 1 (2 + c)) = [s32_board 1 2 (2 + c); s29_board 1 (3 + c); strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c15_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board 1 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c15_R (c : nat) : rmoves (s40_board 1 1 (2 + c)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b==1 && c>=2 *)
Lemma s40_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s40_board 1 1 (2 + c) -> fst (s40_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c15_L c), (s40_c15_R c); cbn [map].
  pose proof (use_s32 IH 1 2 (2 + c) (opt_l _ _ _ (s40_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH 1 (3 + c) (opt_l _ _ _ (s40_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c15_L3 c)).
  pose proof (use_s43 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c15_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c15_L3 c))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s40_c16_L (b : nat) : lmoves (s40_board 1 (2 + b) 0) = [s32_board 1 (3 + b) 0; s40_board 1 (1 + b) 1].
Proof. unfold s32_board, s40_board. tf_options. Qed.
Lemma s40_c16_R (b : nat) : rmoves (s40_board 1 (2 + b) 0) = [s26_board 1 (2 + b)].
Proof. unfold s26_board, s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b>=2 && c==0 *)
Lemma s40_c16_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 1 (2 + b) 0 -> fst (s40_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s40_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q5] in Hc |- *.
  rewrite tf_game_eq, (s40_c16_L b), (s40_c16_R b); cbn [map].
  pose proof (use_s32 IH 1 (3 + b) 0 (opt_l _ _ _ (s40_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 1 (opt_l _ _ _ (s40_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH 1 (2 + b) (opt_r _ _ _ (s40_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p3 Ho0 ltac:(zlia)).
  rewrite (s40_p2 Ho1 ltac:(zlia)).
  rewrite (s26_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c17_L (b : nat) : lmoves (s40_board 1 (2 + b) 1) = [s32_board 1 (3 + b) 1; s40_board 1 (1 + b) 2; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c17_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s42_board 1 (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s42_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c17_R (b : nat) : rmoves (s40_board 1 (2 + b) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c17_R1 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s26_board 1 (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b>=2 && c==1 *)
Lemma s40_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s40_board 1 (2 + b) 1 -> fst (s40_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c17_L b), (s40_c17_R b); cbn [map].
  pose proof (use_s32 IH 1 (3 + b) 1 (opt_l _ _ _ (s40_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) 2 (opt_l _ _ _ (s40_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c17_L3 b)).
  pose proof (use_s42 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s40_c17_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c17_L3 b))) as Ho2.
  rewrite (tf_norm_game (s40_c17_R1 b)).
  pose proof (use_s26 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s40_c17_R b) ltac:(cbn [In]; left; reflexivity) (s40_c17_R1 b))) as Ho3.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s40_p2 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s26_p2 Ho3 ltac:(zlia)).
  rewrite (s26_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s40_c18_L (b c : nat) : lmoves (s40_board 1 (2 + b) (2 + c)) = [s32_board 1 (3 + b) (2 + c); s40_board 1 (1 + b) (3 + c); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c18_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board 1 (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c18_R (b c : nat) : rmoves (s40_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a==1 && b>=2 && c>=2 *)
Lemma s40_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s40_board 1 (2 + b) (2 + c) -> fst (s40_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c18_L b c), (s40_c18_R b c); cbn [map].
  pose proof (use_s32 IH 1 (3 + b) (2 + c) (opt_l _ _ _ (s40_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s40_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c18_L3 b c)).
  pose proof (use_s43 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c18_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c18_L3 b c))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s40_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b==0 && c==0: the board of s29 *)
Lemma s40_c19_p1 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 -> fst (s40_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q1] in Hc |- *.
  pose proof (Hs29 (2 + a) 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c19_p7 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 -> fst (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs29 (2 + a) 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c19_p10 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 0 -> fst (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs29 (2 + a) 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b==0 && c==1: the board of s29 *)
Lemma s40_c20_p2 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 -> fst (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q2] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c20_p4 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 -> fst (s40_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q4] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c20_p8 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 -> fst (s40_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q8] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c20_p12 x (Hs29 : s29_claim x) (a : nat) :
  x = s40_board (2 + a) 0 1 -> fst (s40_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q12] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b==0 && c>=2: the board of s29 *)
Lemma s40_c21_p2 x (Hs29 : s29_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) -> fst (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q2] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c21_p3 x (Hs29 : s29_claim x) (a c : nat) :
  x = s40_board (2 + a) 0 (2 + c) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c22_L (a : nat) : lmoves (s40_board (2 + a) 1 0) = [s32_board (2 + a) 2 0; s29_board (2 + a) 1].
Proof. unfold s29_board, s32_board, s40_board. tf_options. Qed.
Lemma s40_c22_R (a : nat) : rmoves (s40_board (2 + a) 1 0) = [s26_board (2 + a) 1].
Proof. unfold s26_board, s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b==1 && c==0 *)
Lemma s40_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s40_board (2 + a) 1 0 -> fst (s40_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q4] in Hc |- *.
  rewrite tf_game_eq, (s40_c22_L a), (s40_c22_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 2 0 (opt_l _ _ _ (s40_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 1 (opt_l _ _ _ (s40_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) 1 (opt_r _ _ _ (s40_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s29_p1 Ho1 ltac:(zlia)).
  rewrite (s26_p1 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c22_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s40_board (2 + a) 1 0 -> fst (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q9] in Hc |- *.
  rewrite tf_game_eq, (s40_c22_L a), (s40_c22_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 2 0 (opt_l _ _ _ (s40_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 1 (opt_l _ _ _ (s40_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) 1 (opt_r _ _ _ (s40_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  rewrite (s29_p4 Ho1 ltac:(zlia)).
  rewrite (s26_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s40_c22_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s40_board (2 + a) 1 0 -> fst (s40_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q11] in Hc |- *.
  rewrite tf_game_eq, (s40_c22_L a), (s40_c22_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 2 0 (opt_l _ _ _ (s40_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 1 (opt_l _ _ _ (s40_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) 1 (opt_r _ _ _ (s40_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s29_p6 Ho1 ltac:(zlia)).
    rewrite (s26_p7 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s29_p7 Ho1 ltac:(zlia)).
    rewrite (s26_p8 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s40_c23_L (a : nat) : lmoves (s40_board (2 + a) 1 1) = [s32_board (2 + a) 2 1; s29_board (2 + a) 2; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c23_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F]) [(1, 0)]) (s42_board (2 + a) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s42_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c23_R (a : nat) : rmoves (s40_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 2)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 2)]) (s26_board (2 + a) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b==1 && c==1 *)
Lemma s40_c23_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s40_board (2 + a) 1 1 -> fst (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c23_L a), (s40_c23_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 2 1 (opt_l _ _ _ (s40_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 2 (opt_l _ _ _ (s40_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c23_L3 a)).
  pose proof (use_s42 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s40_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s40_c23_R1 a)).
  pose proof (use_s26 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s40_c23_R a) ltac:(cbn [In]; left; reflexivity) (s40_c23_R1 a))) as Ho3.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s26_p1 Ho3 ltac:(zlia)).
  rewrite (s26_p1_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s40_c23_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s40_board (2 + a) 1 1 -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c23_L a), (s40_c23_R a); cbn [map].
  pose proof (use_s32 IH (2 + a) 2 1 (opt_l _ _ _ (s40_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) 2 (opt_l _ _ _ (s40_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c23_L3 a)).
  pose proof (use_s42 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s40_c23_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c23_L3 a))) as Ho2.
  rewrite (tf_norm_game (s40_c23_R1 a)).
  pose proof (use_s26 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s40_c23_R a) ltac:(cbn [In]; left; reflexivity) (s40_c23_R1 a))) as Ho3.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s42_p1 Ho2 ltac:(zlia)).
    assert (Hp3 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
    destruct Hp3 as [Hp3|Hp3].
    {
      rewrite (s26_p7 Ho3 ltac:(zlia)).
      rewrite (s26_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s26_p8 Ho3 ltac:(zlia)).
      rewrite (s26_p8_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s42_p6 Ho2 ltac:(zlia)).
    rewrite (s26_p3 Ho3 ltac:(zlia)).
    rewrite (s26_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s40_c24_L (a c : nat) : lmoves (s40_board (2 + a) 1 (2 + c)) = [s32_board (2 + a) 2 (2 + c); s29_board (2 + a) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s29_board, s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c24_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board (2 + a) 1 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c24_R (a c : nat) : rmoves (s40_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b==1 && c>=2 *)
Lemma s40_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) -> fst (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c24_L a c), (s40_c24_R a c); cbn [map].
  pose proof (use_s32 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s40_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) (3 + c) (opt_l _ _ _ (s40_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c24_L3 a c)).
  pose proof (use_s43 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c24_L3 a c))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s40_c24_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s40_board (2 + a) 1 (2 + c) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c24_L a c), (s40_c24_R a c); cbn [map].
  pose proof (use_s32 IH (2 + a) 2 (2 + c) (opt_l _ _ _ (s40_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s29 IH (2 + a) (3 + c) (opt_l _ _ _ (s40_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c24_L3 a c)).
  pose proof (use_s43 IH (2 + a) 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c24_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c24_L3 a c))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s29_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s43_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p27 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s40_c25_L (a b : nat) : lmoves (s40_board (2 + a) (2 + b) 0) = [s32_board (2 + a) (3 + b) 0; s40_board (2 + a) (1 + b) 1].
Proof. unfold s32_board, s40_board. tf_options. Qed.
Lemma s40_c25_R (a b : nat) : rmoves (s40_board (2 + a) (2 + b) 0) = [s26_board (2 + a) (2 + b)].
Proof. unfold s26_board, s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b>=2 && c==0 *)
Lemma s40_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 0 -> fst (s40_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s40_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s40_q6] in Hc |- *.
  rewrite tf_game_eq, (s40_c25_L a b), (s40_c25_R a b); cbn [map].
  pose proof (use_s32 IH (2 + a) (3 + b) 0 (opt_l _ _ _ (s40_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s40_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s26 IH (2 + a) (2 + b) (opt_r _ _ _ (s40_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s32_p4 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s40_p2 Ho1 ltac:(zlia)).
    rewrite (s26_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s40_p3 Ho1 ltac:(zlia)).
    rewrite (s26_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s40_c26_L (a b : nat) : lmoves (s40_board (2 + a) (2 + b) 1) = [s32_board (2 + a) (3 + b) 1; s40_board (2 + a) (1 + b) 2; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c26_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]) (s42_board (2 + a) (2 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s42_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c26_R (a b : nat) : rmoves (s40_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]].
Proof. unfold s40_board, strip. tf_options. Qed.
Lemma s40_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]) (s26_board (2 + a) (2 + b)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [F]) [(1, 2)]); [reflexivity | unfold s26_board; strip_board_eq | strip_offset]. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b>=2 && c==1 *)
Lemma s40_c26_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 -> fst (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c26_L a b), (s40_c26_R a b); cbn [map].
  pose proof (use_s32 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s40_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s40_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c26_L3 a b)).
  pose proof (use_s42 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s40_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s40_c26_R1 a b)).
  pose proof (use_s26 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s40_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s40_c26_R1 a b))) as Ho3.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s40_p2 Ho1 ltac:(zlia)).
  rewrite (s42_p4 Ho2 ltac:(zlia)).
  rewrite (s26_p2 Ho3 ltac:(zlia)).
  rewrite (s26_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s40_c26_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s40_board (2 + a) (2 + b) 1 -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c26_L a b), (s40_c26_R a b); cbn [map].
  pose proof (use_s32 IH (2 + a) (3 + b) 1 (opt_l _ _ _ (s40_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s40_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c26_L3 a b)).
  pose proof (use_s42 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s40_c26_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c26_L3 a b))) as Ho2.
  rewrite (tf_norm_game (s40_c26_R1 a b)).
  pose proof (use_s26 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s40_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s40_c26_R1 a b))) as Ho3.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  rewrite (s42_p5 Ho2 ltac:(zlia)).
  rewrite (s26_p2 Ho3 ltac:(zlia)).
  rewrite (s26_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s40_c27_L (a b c : nat) : lmoves (s40_board (2 + a) (2 + b) (2 + c)) = [s32_board (2 + a) (3 + b) (2 + c); s40_board (2 + a) (1 + b) (3 + c); strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]].
Proof. unfold s32_board, s40_board, strip. tf_options. Qed.
Lemma s40_c27_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]) (s43_board (2 + a) (2 + b) (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s43_board; strip_board_eq | strip_offset]. Qed.
Lemma s40_c27_R (a b c : nat) : rmoves (s40_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s40_board. tf_options. Qed.
(* s40 = T^a F T _ T^b _ T^c F _ on a>=2 && b>=2 && c>=2 *)
Lemma s40_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) -> fst (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q2] in Hc |- *.
  rewrite tf_game_eq, (s40_c27_L a b c), (s40_c27_R a b c); cbn [map].
  pose proof (use_s32 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s40_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s40_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c27_L3 a b c)).
  pose proof (use_s43 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c27_L3 a b c))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s40_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s40_c27_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s40_board (2 + a) (2 + b) (2 + c) -> fst (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s40_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s40_q3] in Hc |- *.
  rewrite tf_game_eq, (s40_c27_L a b c), (s40_c27_R a b c); cbn [map].
  pose proof (use_s32 IH (2 + a) (3 + b) (2 + c) (opt_l _ _ _ (s40_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s40 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s40_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s40_c27_L3 a b c)).
  pose proof (use_s43 IH (2 + a) (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s40_c27_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s40_c27_L3 a b c))) as Ho2.
  rewrite (s32_p2 Ho0 ltac:(zlia)).
  rewrite (s40_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s43_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==0: the board of s34 *)
Lemma s41_c1_p1 x (Hs34 : s34_claim x) :
  x = s41_board 0 0 0 0 -> fst (s41_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q1] in Hc |- *.
  pose proof (Hs34 0 0 ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d==1: the board of s34 *)
Lemma s41_c2_p2 x (Hs34 : s34_claim x) :
  x = s41_board 0 0 0 1 -> fst (s41_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q2] in Hc |- *.
  pose proof (Hs34 0 1 ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c==0 && d>=2: the board of s34 *)
Lemma s41_c3_p3 x (Hs34 : s34_claim x) (d : nat) :
  x = s41_board 0 0 0 (2 + d) -> fst (s41_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q3] in Hc |- *.
  pose proof (Hs34 0 (2 + d) ltac:(rewrite Hx; unfold s41_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==0: the board of s35 *)
Lemma s41_c4_p4 x (Hs35 : s35_claim x) :
  x = s41_board 0 0 1 0 -> fst (s41_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q4] in Hc |- *.
  pose proof (Hs35 0 1 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d==1: the board of s35 *)
Lemma s41_c5_p7 x (Hs35 : s35_claim x) :
  x = s41_board 0 0 1 1 -> fst (s41_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q7] in Hc |- *.
  pose proof (Hs35 0 1 1 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c==1 && d>=2: the board of s35 *)
Lemma s41_c6_p8 x (Hs35 : s35_claim x) (d : nat) :
  x = s41_board 0 0 1 (2 + d) -> fst (s41_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q8] in Hc |- *.
  pose proof (Hs35 0 1 (2 + d) ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==0: the board of s35 *)
Lemma s41_c7_p9 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 0 0 (2 + c) 0 -> fst (s41_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q9] in Hc |- *.
  pose proof (Hs35 0 (2 + c) 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s41_c7_p11 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 0 0 (2 + c) 0 -> fst (s41_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q11] in Hc |- *.
  pose proof (Hs35 0 (2 + c) 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s41_c7_p13 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 0 0 (2 + c) 0 -> fst (s41_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s41_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q13] in Hc |- *.
  pose proof (Hs35 0 (2 + c) 0 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d==1: the board of s35 *)
Lemma s41_c8_p10 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 0 0 (2 + c) 1 -> fst (s41_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q10] in Hc |- *.
  pose proof (Hs35 0 (2 + c) 1 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s41_c8_p12 x (Hs35 : s35_claim x) (c : nat) :
  x = s41_board 0 0 (2 + c) 1 -> fst (s41_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s41_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q12] in Hc |- *.
  pose proof (Hs35 0 (2 + c) 1 ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s35 *)
Lemma s41_c9_p8 x (Hs35 : s35_claim x) (c d : nat) :
  x = s41_board 0 0 (2 + c) (2 + d) -> fst (s41_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q8] in Hc |- *.
  pose proof (Hs35 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s41_board, s35_board; board_eq)) as Ho0.
  rewrite (s35_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==0: the board of s36 *)
Lemma s41_c10_p6 x (Hs36 : s36_claim x) :
  x = s41_board 0 1 0 0 -> fst (s41_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s41_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q6] in Hc |- *.
  pose proof (Hs36 0 1 0 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d==1: the board of s36 *)
Lemma s41_c11_p14 x (Hs36 : s36_claim x) :
  x = s41_board 0 1 0 1 -> fst (s41_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s41_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s41_q14] in Hc |- *.
  pose proof (Hs36 0 1 1 ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c==0 && d>=2: the board of s36 *)
Lemma s41_c12_p16 x (Hs36 : s36_claim x) (d : nat) :
  x = s41_board 0 1 0 (2 + d) -> fst (s41_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q16 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s41_q16] in Hc |- *.
  pose proof (Hs36 0 1 (2 + d) ltac:(rewrite Hx; unfold s41_board, s36_board; board_eq)) as Ho0.
  rewrite (s36_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s41_c13_L : lmoves (s41_board 0 1 1 0) = [strip [(0, 1)] ([E; E; T; T; E; F]) []; strip [(0, 1)] ([E; T; E; E; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c13_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; E; F]) []) (s14_board 0 2 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; E; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c13_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; F]) []) (s15_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c13_R : rmoves (s41_board 0 1 1 0) = [strip [(0, 1)] ([E; T; E; T; F; E]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c13_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F; E]) []) (s12_board 0 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F; E]) []); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==0 *)
Lemma s41_c13_p18 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s41_board 0 1 1 0 -> fst (s41_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s41_q18 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s41_q18] in Hc |- *.
  rewrite tf_game_eq, (s41_c13_L), (s41_c13_R); cbn [map].
  rewrite (tf_norm_game0 (s41_c13_L1)).
  pose proof (use_s14 IH 0 2 0 (opt_norm_l _ _ _ _ _ (s41_c13_L) ltac:(cbn [In]; left; reflexivity) (s41_c13_L1))) as Ho0.
  rewrite (tf_norm_game0 (s41_c13_L2)).
  pose proof (use_s15 IH 0 1 1 (opt_norm_l _ _ _ _ _ (s41_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c13_L2))) as Ho1.
  rewrite (tf_norm_game0 (s41_c13_R1)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s41_c13_R) ltac:(cbn [In]; left; reflexivity) (s41_c13_R1))) as Ho2.
  rewrite (s14_p6 Ho0 ltac:(zlia)).
  rewrite (s15_p3 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c14_L : lmoves (s41_board 0 1 1 1) = [strip [(0, 1)] ([E; E; T; T; E; T; F]) []; strip [(0, 1)] ([E; T; E; E; T; T; F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c14_L1 : tf_norm (strip [(0, 1)] ([E; E; T; T; E; T; F]) []) (s14_board 0 2 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E; T; T; E; T; F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c14_L2 : tf_norm (strip [(0, 1)] ([E; T; E; E; T; T; F]) []) (s15_board 0 1 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; E; T; T; F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c14_R : rmoves (s41_board 0 1 1 1) = [strip [(0, 1)] ([E; T; E; T; F]) [(1, 1)]].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c14_R1 : tf_norm (strip [(0, 1)] ([E; T; E; T; F]) [(1, 1)]) (s12_board 0 1 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s12_board; strip_board_eq | strip_offset]. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s41_c14_p19 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s41_board 0 1 1 1 -> fst (s41_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s41_q19 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s41_q19] in Hc |- *.
  rewrite tf_game_eq, (s41_c14_L), (s41_c14_R); cbn [map].
  rewrite (tf_norm_game0 (s41_c14_L1)).
  pose proof (use_s14 IH 0 2 1 (opt_norm_l _ _ _ _ _ (s41_c14_L) ltac:(cbn [In]; left; reflexivity) (s41_c14_L1))) as Ho0.
  rewrite (tf_norm_game0 (s41_c14_L2)).
  pose proof (use_s15 IH 0 1 2 (opt_norm_l _ _ _ _ _ (s41_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c14_L2))) as Ho1.
  rewrite (tf_norm_game (s41_c14_R1)).
  pose proof (use_s12 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s41_c14_R) ltac:(cbn [In]; left; reflexivity) (s41_c14_R1))) as Ho2.
  rewrite (s14_p7 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  rewrite (s12_p2 Ho2 ltac:(zlia)).
  rewrite (s12_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s41_c15_L (d : nat) : lmoves (s41_board 0 1 1 (2 + d)) = [strip [(0, 1)] (E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []; strip [(0, 1)] (E :: T :: E :: E :: repeat T (3 + d) ++ [F]) []].
Proof. unfold s41_board, strip. tf_options. Qed.
Lemma s41_c15_L1 (d : nat) : tf_norm (strip [(0, 1)] (E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []) (s14_board 0 2 (2 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: E :: T :: T :: E :: repeat T (2 + d) ++ [F]) []); [reflexivity | unfold s14_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c15_L2 (d : nat) : tf_norm (strip [(0, 1)] (E :: T :: E :: E :: repeat T (3 + d) ++ [F]) []) (s15_board 0 1 (3 + d)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: T :: E :: E :: repeat T (3 + d) ++ [F]) []); [reflexivity | unfold s15_board; strip_board_eq | strip_offset]. Qed.
Lemma s41_c15_R (d : nat) : rmoves (s41_board 0 1 1 (2 + d)) = [].
Proof. unfold s41_board. tf_options. Qed.
(* s41 = T^a F _ T^b _ T^c _ T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s41_c15_p20 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s41_board 0 1 1 (2 + d) -> fst (s41_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s41_q20 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s41_q20] in Hc |- *.
  rewrite tf_game_eq, (s41_c15_L d), (s41_c15_R d); cbn [map].
  rewrite (tf_norm_game0 (s41_c15_L1 d)).
  pose proof (use_s14 IH 0 2 (2 + d) (opt_norm_l _ _ _ _ _ (s41_c15_L d) ltac:(cbn [In]; left; reflexivity) (s41_c15_L1 d))) as Ho0.
  rewrite (tf_norm_game0 (s41_c15_L2 d)).
  pose proof (use_s15 IH 0 1 (3 + d) (opt_norm_l _ _ _ _ _ (s41_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s41_c15_L2 d))) as Ho1.
  rewrite (s14_p4 Ho0 ltac:(zlia)).
  rewrite (s15_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

