(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s21_c72_L (a c d : nat) : lmoves (s21_board (2 + a) 1 (2 + c) (2 + d)) = [s21_board (1 + a) 2 (2 + c) (2 + d); s22_board (2 + a) 1 (2 + c) (2 + d); s21_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s22_board, strip. tf_options. Qed.
Lemma s21_c72_L4 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board (2 + a) 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c72_R (a c d : nat) : rmoves (s21_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s21_c72_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s21_board (2 + a) 1 (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c72_L a c d), (s21_c72_R a c d); cbn [map].
  pose proof (use_s21 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s21_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s21_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c72_L4 a c d)).
  pose proof (use_s37 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c72_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c72_L4 a c d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s20 *)
Lemma s21_c73_p7 x (Hs20 : s20_claim x) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 0 0 -> fst (s21_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s21_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q7] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==1: the board of s20 *)
Lemma s21_c74_p8 x (Hs20 : s20_claim x) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 0 1 -> fst (s21_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s21_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s21_q8] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d>=2: the board of s20 *)
Lemma s21_c75_p5 x (Hs20 : s20_claim x) (a b d : nat) :
  x = s21_board (2 + a) (2 + b) 0 (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s21_q5] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s21_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s21_c76_L (a b : nat) : lmoves (s21_board (2 + a) (2 + b) 1 0) = [s21_board (1 + a) (3 + b) 1 0; s35_board (2 + a) (1 + b) 1 1 0; s20_board (2 + a) (2 + b) 1].
Proof. unfold s20_board, s21_board, s35_board. tf_options. Qed.
Lemma s21_c76_R (a b : nat) : rmoves (s21_board (2 + a) (2 + b) 1 0) = [s11_board (2 + a) (2 + b) 1].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s21_c76_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 1 0 -> fst (s21_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s21_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q4] in Hc |- *.
  rewrite tf_game_eq, (s21_c76_L a b), (s21_c76_R a b); cbn [map].
  pose proof (use_s21 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s21_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 1 1 0 (opt_l _ _ _ (s21_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s21_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s21_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p4 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s20_p3 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c77_L (a b : nat) : lmoves (s21_board (2 + a) (2 + b) 1 1) = [s21_board (1 + a) (3 + b) 1 1; s35_board (2 + a) (1 + b) 1 1 1; s20_board (2 + a) (2 + b) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c77_L4 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]) (s28_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c77_R (a b : nat) : rmoves (s21_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]) (s11_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; T; F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s21_c77_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s21_board (2 + a) (2 + b) 1 1 -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c77_L a b), (s21_c77_R a b); cbn [map].
  pose proof (use_s21 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s21_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s21_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s21_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c77_L4 a b)).
  pose proof (use_s28 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s21_c77_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c77_L4 a b))) as Ho3.
  rewrite (tf_norm_game (s21_c77_R1 a b)).
  pose proof (use_s11 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s21_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s21_c77_R1 a b))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  rewrite (s28_p10 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c78_L (a b d : nat) : lmoves (s21_board (2 + a) (2 + b) 1 (2 + d)) = [s21_board (1 + a) (3 + b) 1 (2 + d); s35_board (2 + a) (1 + b) 1 1 (2 + d); s20_board (2 + a) (2 + b) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s20_board, s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c78_L4 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board (2 + a) (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c78_R (a b d : nat) : rmoves (s21_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s21_c78_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s21_board (2 + a) (2 + b) 1 (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c78_L a b d), (s21_c78_R a b d); cbn [map].
  pose proof (use_s21 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s21_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s21_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s21_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c78_L4 a b d)).
  pose proof (use_s37 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c78_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c78_L4 a b d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s20_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p7 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s21_c79_L (a b c : nat) : lmoves (s21_board (2 + a) (2 + b) (2 + c) 0) = [s21_board (1 + a) (3 + b) (2 + c) 0; s35_board (2 + a) (1 + b) 1 (2 + c) 0; s21_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s21_board, s35_board. tf_options. Qed.
Lemma s21_c79_R (a b c : nat) : rmoves (s21_board (2 + a) (2 + b) (2 + c) 0) = [s11_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s11_board, s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s21_c79_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s21_board (2 + a) (2 + b) (2 + c) 0 -> fst (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s21_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s21_q6] in Hc |- *.
  rewrite tf_game_eq, (s21_c79_L a b c), (s21_c79_R a b c); cbn [map].
  pose proof (use_s21 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s21_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 1 (2 + c) 0 (opt_l _ _ _ (s21_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s21_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s11 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s21_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s21_p6 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s11_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s21_c80_L (a b c : nat) : lmoves (s21_board (2 + a) (2 + b) (2 + c) 1) = [s21_board (1 + a) (3 + b) (2 + c) 1; s35_board (2 + a) (1 + b) 1 (2 + c) 1; s21_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c80_L4 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s28_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s28_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c80_R (a b c : nat) : rmoves (s21_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s21_board, strip. tf_options. Qed.
Lemma s21_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s11_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s11_board; strip_board_eq | strip_offset]. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s21_c80_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s21_board (2 + a) (2 + b) (2 + c) 1 -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c80_L a b c), (s21_c80_R a b c); cbn [map].
  pose proof (use_s21 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s21_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s21_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s21_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c80_L4 a b c)).
  pose proof (use_s28 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s21_c80_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c80_L4 a b c))) as Ho3.
  rewrite (tf_norm_game (s21_c80_R1 a b c)).
  pose proof (use_s11 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s21_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s21_c80_R1 a b c))) as Ho4.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s28_p7 Ho3 ltac:(zlia)).
  rewrite (s11_p2 Ho4 ltac:(zlia)).
  rewrite (s11_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s21_c81_L (a b c d : nat) : lmoves (s21_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s21_board (1 + a) (3 + b) (2 + c) (2 + d); s35_board (2 + a) (1 + b) 1 (2 + c) (2 + d); s21_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s35_board, strip. tf_options. Qed.
Lemma s21_c81_L4 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s37_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s37_board; strip_board_eq | strip_offset]. Qed.
Lemma s21_c81_R (a b c d : nat) : rmoves (s21_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s21_board. tf_options. Qed.
(* s21 = T^a _ T^b _^2 T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s21_c81_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s21_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s21_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s21_q5] in Hc |- *.
  rewrite tf_game_eq, (s21_c81_L a b c d), (s21_c81_R a b c d); cbn [map].
  pose proof (use_s21 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s21_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s21_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s21_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s21_c81_L4 a b c d)).
  pose proof (use_s37 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s21_c81_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s21_c81_L4 a b c d))) as Ho3.
  rewrite (s21_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s37_p14 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s37_p23 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s22_c1_p1 x (Hs12 : s12_claim x) :
  x = s22_board 0 0 0 0 -> fst (s22_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q1] in Hc |- *.
  pose proof (Hs12 0 0 ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s22_c2_p2 x (Hs12 : s12_claim x) :
  x = s22_board 0 0 0 1 -> fst (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q2] in Hc |- *.
  pose proof (Hs12 0 1 ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s22_c3_p3 x (Hs12 : s12_claim x) (d : nat) :
  x = s22_board 0 0 0 (2 + d) -> fst (s22_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q3] in Hc |- *.
  pose proof (Hs12 0 (2 + d) ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s13 *)
Lemma s22_c4_p4 x (Hs13 : s13_claim x) :
  x = s22_board 0 0 1 0 -> fst (s22_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q4] in Hc |- *.
  pose proof (Hs13 0 1 0 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s13 *)
Lemma s22_c5_p5 x (Hs13 : s13_claim x) :
  x = s22_board 0 0 1 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 0 1 1 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s13 *)
Lemma s22_c6_p5 x (Hs13 : s13_claim x) (d : nat) :
  x = s22_board 0 0 1 (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 0 1 (2 + d) ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s13 *)
Lemma s22_c7_p6 x (Hs13 : s13_claim x) (c : nat) :
  x = s22_board 0 0 (2 + c) 0 -> fst (s22_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q6] in Hc |- *.
  pose proof (Hs13 0 (2 + c) 0 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s13 *)
Lemma s22_c8_p5 x (Hs13 : s13_claim x) (c : nat) :
  x = s22_board 0 0 (2 + c) 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 0 (2 + c) 1 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s13 *)
Lemma s22_c9_p5 x (Hs13 : s13_claim x) (c d : nat) :
  x = s22_board 0 0 (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s14 *)
Lemma s22_c10_p7 x (Hs14 : s14_claim x) :
  x = s22_board 0 1 0 0 -> fst (s22_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q7] in Hc |- *.
  pose proof (Hs14 0 1 0 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c==0 && d==1: the board of s14 *)
Lemma s22_c11_p5 x (Hs14 : s14_claim x) :
  x = s22_board 0 1 0 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 0 1 1 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c==0 && d>=2: the board of s14 *)
Lemma s22_c12_p5 x (Hs14 : s14_claim x) (d : nat) :
  x = s22_board 0 1 0 (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 0 1 (2 + d) ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c13_L : lmoves (s22_board 0 1 1 0) = [s13_board 0 2 0; s14_board 0 1 1].
Proof. unfold s13_board, s14_board, s22_board. tf_options. Qed.
Lemma s22_c13_R : rmoves (s22_board 0 1 1 0) = [s10_board 0 1 1].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s22_c13_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 0 1 1 0 -> fst (s22_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c13_L), (s22_c13_R); cbn [map].
  pose proof (use_s13 IH 0 2 0 (opt_l _ _ _ (s22_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 1 (opt_l _ _ _ (s22_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 1 1 (opt_r _ _ _ (s22_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c14_L : lmoves (s22_board 0 1 1 1) = [s13_board 0 2 1; s14_board 0 1 2; strip [] ([E; E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s22_board, strip. tf_options. Qed.
Lemma s22_c14_L3 : tf_norm (strip [] ([E; E; T; E; T; E; E; F]) [(1, 0)]) (s31_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c14_R : rmoves (s22_board 0 1 1 1) = [strip [] ([E; E; T; E; T; F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c14_R1 : tf_norm (strip [] ([E; E; T; E; T; F]) [(1, 2)]) (s10_board 0 1 1) (2).
Proof. apply (tf_norm_by _ [] ([E; E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s22_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 0 1 1 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c14_L), (s22_c14_R); cbn [map].
  pose proof (use_s13 IH 0 2 1 (opt_l _ _ _ (s22_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 2 (opt_l _ _ _ (s22_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c14_L3)).
  pose proof (use_s31 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s22_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s22_c14_R1)).
  pose proof (use_s10 IH 0 1 1 (opt_norm_r _ _ _ _ _ (s22_c14_R) ltac:(cbn [In]; left; reflexivity) (s22_c14_R1))) as Ho3.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c15_L (d : nat) : lmoves (s22_board 0 1 1 (2 + d)) = [s13_board 0 2 (2 + d); s14_board 0 1 (3 + d); strip [] (E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s22_board, strip. tf_options. Qed.
Lemma s22_c15_L3 (d : nat) : tf_norm (strip [] (E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c15_R (d : nat) : rmoves (s22_board 0 1 1 (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s22_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s22_board 0 1 1 (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c15_L d), (s22_c15_R d); cbn [map].
  pose proof (use_s13 IH 0 2 (2 + d) (opt_l _ _ _ (s22_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 1 (3 + d) (opt_l _ _ _ (s22_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c15_L3 d)).
  pose proof (use_s39 IH 0 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c15_L3 d))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c16_L (c : nat) : lmoves (s22_board 0 1 (2 + c) 0) = [s13_board 0 (3 + c) 0; s22_board 0 1 (1 + c) 1].
Proof. unfold s13_board, s22_board. tf_options. Qed.
Lemma s22_c16_R (c : nat) : rmoves (s22_board 0 1 (2 + c) 0) = [s10_board 0 1 (2 + c)].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s22_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 0 1 (2 + c) 0 -> fst (s22_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c16_L c), (s22_c16_R c); cbn [map].
  pose proof (use_s13 IH 0 (3 + c) 0 (opt_l _ _ _ (s22_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 1 (1 + c) 1 (opt_l _ _ _ (s22_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 1 (2 + c) (opt_r _ _ _ (s22_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c17_L (c : nat) : lmoves (s22_board 0 1 (2 + c) 1) = [s13_board 0 (3 + c) 1; s22_board 0 1 (1 + c) 2; strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s22_board, strip. tf_options. Qed.
Lemma s22_c17_L3 (c : nat) : tf_norm (strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s31_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c17_R (c : nat) : rmoves (s22_board 0 1 (2 + c) 1) = [strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c17_R1 (c : nat) : tf_norm (strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s10_board 0 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s22_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 0 1 (2 + c) 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c17_L c), (s22_c17_R c); cbn [map].
  pose proof (use_s13 IH 0 (3 + c) 1 (opt_l _ _ _ (s22_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 1 (1 + c) 2 (opt_l _ _ _ (s22_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c17_L3 c)).
  pose proof (use_s31 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game (s22_c17_R1 c)).
  pose proof (use_s10 IH 0 1 (2 + c) (opt_norm_r _ _ _ _ _ (s22_c17_R c) ltac:(cbn [In]; left; reflexivity) (s22_c17_R1 c))) as Ho3.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c18_L (c d : nat) : lmoves (s22_board 0 1 (2 + c) (2 + d)) = [s13_board 0 (3 + c) (2 + d); s22_board 0 1 (1 + c) (3 + d); strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s22_board, strip. tf_options. Qed.
Lemma s22_c18_L3 (c d : nat) : tf_norm (strip [] (E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c18_R (c d : nat) : rmoves (s22_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s22_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s22_board 0 1 (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c18_L c d), (s22_c18_R c d); cbn [map].
  pose proof (use_s13 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s22_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 1 (1 + c) (3 + d) (opt_l _ _ _ (s22_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c18_L3 c d)).
  pose proof (use_s39 IH 0 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c18_L3 c d))) as Ho2.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s14 *)
Lemma s22_c19_p7 x (Hs14 : s14_claim x) (b : nat) :
  x = s22_board 0 (2 + b) 0 0 -> fst (s22_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q7] in Hc |- *.
  pose proof (Hs14 0 (2 + b) 0 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==0 && d==1: the board of s14 *)
Lemma s22_c20_p5 x (Hs14 : s14_claim x) (b : nat) :
  x = s22_board 0 (2 + b) 0 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 0 (2 + b) 1 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==0 && d>=2: the board of s14 *)
Lemma s22_c21_p5 x (Hs14 : s14_claim x) (b d : nat) :
  x = s22_board 0 (2 + b) 0 (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c22_L (b : nat) : lmoves (s22_board 0 (2 + b) 1 0) = [s22_board 0 (1 + b) 2 0; s14_board 0 (2 + b) 1].
Proof. unfold s14_board, s22_board. tf_options. Qed.
Lemma s22_c22_R (b : nat) : rmoves (s22_board 0 (2 + b) 1 0) = [s10_board 0 (2 + b) 1].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s22_c22_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 0 (2 + b) 1 0 -> fst (s22_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c22_L b), (s22_c22_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s22_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) 1 (opt_l _ _ _ (s22_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 (2 + b) 1 (opt_r _ _ _ (s22_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c23_L (b : nat) : lmoves (s22_board 0 (2 + b) 1 1) = [s22_board 0 (1 + b) 2 1; s14_board 0 (2 + b) 2; strip [] (E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, strip. tf_options. Qed.
Lemma s22_c23_L3 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]) (s31_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c23_R (b : nat) : rmoves (s22_board 0 (2 + b) 1 1) = [strip [] (E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c23_R1 (b : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]) (s10_board 0 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s22_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 0 (2 + b) 1 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c23_L b), (s22_c23_R b); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s22_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) 2 (opt_l _ _ _ (s22_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c23_L3 b)).
  pose proof (use_s31 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s22_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game (s22_c23_R1 b)).
  pose proof (use_s10 IH 0 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s22_c23_R b) ltac:(cbn [In]; left; reflexivity) (s22_c23_R1 b))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c24_L (b d : nat) : lmoves (s22_board 0 (2 + b) 1 (2 + d)) = [s22_board 0 (1 + b) 2 (2 + d); s14_board 0 (2 + b) (3 + d); strip [] (E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, strip. tf_options. Qed.
Lemma s22_c24_L3 (b d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c24_R (b d : nat) : rmoves (s22_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s22_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s22_board 0 (2 + b) 1 (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c24_L b d), (s22_c24_R b d); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s22_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 0 (2 + b) (3 + d) (opt_l _ _ _ (s22_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c24_L3 b d)).
  pose proof (use_s39 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c24_L3 b d))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c25_L (b c : nat) : lmoves (s22_board 0 (2 + b) (2 + c) 0) = [s22_board 0 (1 + b) (3 + c) 0; s22_board 0 (2 + b) (1 + c) 1].
Proof. unfold s22_board. tf_options. Qed.
Lemma s22_c25_R (b c : nat) : rmoves (s22_board 0 (2 + b) (2 + c) 0) = [s10_board 0 (2 + b) (2 + c)].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s22_c25_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 0 (2 + b) (2 + c) 0 -> fst (s22_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c25_L b c), (s22_c25_R b c); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s22_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (1 + c) 1 (opt_l _ _ _ (s22_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s10 IH 0 (2 + b) (2 + c) (opt_r _ _ _ (s22_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s22_p6 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s10_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c26_L (b c : nat) : lmoves (s22_board 0 (2 + b) (2 + c) 1) = [s22_board 0 (1 + b) (3 + c) 1; s22_board 0 (2 + b) (1 + c) 2; strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c26_L3 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s31_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c26_R (b c : nat) : rmoves (s22_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c26_R1 (b c : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s10_board 0 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s22_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 0 (2 + b) (2 + c) 1 -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c26_L b c), (s22_c26_R b c); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s22_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (1 + c) 2 (opt_l _ _ _ (s22_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c26_L3 b c)).
  pose proof (use_s31 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s22_c26_R1 b c)).
  pose proof (use_s10 IH 0 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s22_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s22_c26_R1 b c))) as Ho3.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s31_p6 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c27_L (b c d : nat) : lmoves (s22_board 0 (2 + b) (2 + c) (2 + d)) = [s22_board 0 (1 + b) (3 + c) (2 + d); s22_board 0 (2 + b) (1 + c) (3 + d); strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c27_L3 (b c d : nat) : tf_norm (strip [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 0 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c27_R (b c d : nat) : rmoves (s22_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s22_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s22_board 0 (2 + b) (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c27_L b c d), (s22_c27_R b c d); cbn [map].
  pose proof (use_s22 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s22_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 0 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s22_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s22_c27_L3 b c d)).
  pose proof (use_s39 IH 0 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s22_c27_L3 b c d))) as Ho2.
  rewrite (s22_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s39_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s22_c28_p1 x (Hs12 : s12_claim x) :
  x = s22_board 1 0 0 0 -> fst (s22_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q1] in Hc |- *.
  pose proof (Hs12 1 0 ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s22_c29_p8 x (Hs12 : s12_claim x) :
  x = s22_board 1 0 0 1 -> fst (s22_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q8] in Hc |- *.
  pose proof (Hs12 1 1 ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s22_c30_p9 x (Hs12 : s12_claim x) (d : nat) :
  x = s22_board 1 0 0 (2 + d) -> fst (s22_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q9] in Hc |- *.
  pose proof (Hs12 1 (2 + d) ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s13 *)
Lemma s22_c31_p4 x (Hs13 : s13_claim x) :
  x = s22_board 1 0 1 0 -> fst (s22_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q4] in Hc |- *.
  pose proof (Hs13 1 1 0 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s13 *)
Lemma s22_c32_p5 x (Hs13 : s13_claim x) :
  x = s22_board 1 0 1 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 1 1 1 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s13 *)
Lemma s22_c33_p5 x (Hs13 : s13_claim x) (d : nat) :
  x = s22_board 1 0 1 (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 1 1 (2 + d) ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s13 *)
Lemma s22_c34_p6 x (Hs13 : s13_claim x) (c : nat) :
  x = s22_board 1 0 (2 + c) 0 -> fst (s22_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q6] in Hc |- *.
  pose proof (Hs13 1 (2 + c) 0 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s13 *)
Lemma s22_c35_p5 x (Hs13 : s13_claim x) (c : nat) :
  x = s22_board 1 0 (2 + c) 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 1 (2 + c) 1 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s13 *)
Lemma s22_c36_p5 x (Hs13 : s13_claim x) (c d : nat) :
  x = s22_board 1 0 (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s14 *)
Lemma s22_c37_p7 x (Hs14 : s14_claim x) :
  x = s22_board 1 1 0 0 -> fst (s22_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q7] in Hc |- *.
  pose proof (Hs14 1 1 0 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c==0 && d==1: the board of s14 *)
Lemma s22_c38_p5 x (Hs14 : s14_claim x) :
  x = s22_board 1 1 0 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 1 1 1 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c==0 && d>=2: the board of s14 *)
Lemma s22_c39_p5 x (Hs14 : s14_claim x) (d : nat) :
  x = s22_board 1 1 0 (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 1 1 (2 + d) ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c40_L : lmoves (s22_board 1 1 1 0) = [s35_board 0 1 1 1 0; s13_board 1 2 0; s14_board 1 1 1].
Proof. unfold s13_board, s14_board, s22_board, s35_board. tf_options. Qed.
Lemma s22_c40_R : rmoves (s22_board 1 1 1 0) = [s10_board 1 1 1].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s22_c40_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 1 1 1 0 -> fst (s22_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c40_L), (s22_c40_R); cbn [map].
  pose proof (use_s35 IH 0 1 1 1 0 (opt_l _ _ _ (s22_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 2 0 (opt_l _ _ _ (s22_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 1 (opt_l _ _ _ (s22_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 1 1 (opt_r _ _ _ (s22_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s13_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c41_L : lmoves (s22_board 1 1 1 1) = [s35_board 0 1 1 1 1; s13_board 1 2 1; s14_board 1 1 2; strip [] ([T; E; E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c41_L4 : tf_norm (strip [] ([T; E; E; T; E; T; E; E; F]) [(1, 0)]) (s31_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c41_R : rmoves (s22_board 1 1 1 1) = [strip [] ([T; E; E; T; E; T; F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c41_R1 : tf_norm (strip [] ([T; E; E; T; E; T; F]) [(1, 2)]) (s10_board 1 1 1) (2).
Proof. apply (tf_norm_by _ [] ([T; E; E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s22_c41_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s22_board 1 1 1 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c41_L), (s22_c41_R); cbn [map].
  pose proof (use_s35 IH 0 1 1 1 1 (opt_l _ _ _ (s22_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 2 1 (opt_l _ _ _ (s22_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 2 (opt_l _ _ _ (s22_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c41_L4)).
  pose proof (use_s31 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s22_c41_L) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c41_L4))) as Ho3.
  rewrite (tf_norm_game (s22_c41_R1)).
  pose proof (use_s10 IH 1 1 1 (opt_norm_r _ _ _ _ _ (s22_c41_R) ltac:(cbn [In]; left; reflexivity) (s22_c41_R1))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c42_L (d : nat) : lmoves (s22_board 1 1 1 (2 + d)) = [s35_board 0 1 1 1 (2 + d); s13_board 1 2 (2 + d); s14_board 1 1 (3 + d); strip [] (T :: E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c42_L4 (d : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c42_R (d : nat) : rmoves (s22_board 1 1 1 (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s22_c42_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s22_board 1 1 1 (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c42_L d), (s22_c42_R d); cbn [map].
  pose proof (use_s35 IH 0 1 1 1 (2 + d) (opt_l _ _ _ (s22_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 2 (2 + d) (opt_l _ _ _ (s22_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 1 (3 + d) (opt_l _ _ _ (s22_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c42_L4 d)).
  pose proof (use_s39 IH 1 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c42_L d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c42_L4 d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c43_L (c : nat) : lmoves (s22_board 1 1 (2 + c) 0) = [s35_board 0 1 1 (2 + c) 0; s13_board 1 (3 + c) 0; s22_board 1 1 (1 + c) 1].
Proof. unfold s13_board, s22_board, s35_board. tf_options. Qed.
Lemma s22_c43_R (c : nat) : rmoves (s22_board 1 1 (2 + c) 0) = [s10_board 1 1 (2 + c)].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s22_c43_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 1 1 (2 + c) 0 -> fst (s22_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c43_L c), (s22_c43_R c); cbn [map].
  pose proof (use_s35 IH 0 1 1 (2 + c) 0 (opt_l _ _ _ (s22_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (3 + c) 0 (opt_l _ _ _ (s22_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 1 (1 + c) 1 (opt_l _ _ _ (s22_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 1 (2 + c) (opt_r _ _ _ (s22_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s13_p4 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c44_L (c : nat) : lmoves (s22_board 1 1 (2 + c) 1) = [s35_board 0 1 1 (2 + c) 1; s13_board 1 (3 + c) 1; s22_board 1 1 (1 + c) 2; strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c44_L4 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s31_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c44_R (c : nat) : rmoves (s22_board 1 1 (2 + c) 1) = [strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s10_board 1 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s22_c44_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s22_board 1 1 (2 + c) 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c44_L c), (s22_c44_R c); cbn [map].
  pose proof (use_s35 IH 0 1 1 (2 + c) 1 (opt_l _ _ _ (s22_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (3 + c) 1 (opt_l _ _ _ (s22_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 1 (1 + c) 2 (opt_l _ _ _ (s22_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c44_L4 c)).
  pose proof (use_s31 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c44_L c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c44_L4 c))) as Ho3.
  rewrite (tf_norm_game (s22_c44_R1 c)).
  pose proof (use_s10 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s22_c44_R c) ltac:(cbn [In]; left; reflexivity) (s22_c44_R1 c))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c45_L (c d : nat) : lmoves (s22_board 1 1 (2 + c) (2 + d)) = [s35_board 0 1 1 (2 + c) (2 + d); s13_board 1 (3 + c) (2 + d); s22_board 1 1 (1 + c) (3 + d); strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c45_L4 (c d : nat) : tf_norm (strip [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c45_R (c d : nat) : rmoves (s22_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s22_c45_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s22_board 1 1 (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c45_L c d), (s22_c45_R c d); cbn [map].
  pose proof (use_s35 IH 0 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s22_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s22_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 1 (1 + c) (3 + d) (opt_l _ _ _ (s22_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c45_L4 c d)).
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c45_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c45_L4 c d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s14 *)
Lemma s22_c46_p7 x (Hs14 : s14_claim x) (b : nat) :
  x = s22_board 1 (2 + b) 0 0 -> fst (s22_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q7] in Hc |- *.
  pose proof (Hs14 1 (2 + b) 0 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==0 && d==1: the board of s14 *)
Lemma s22_c47_p5 x (Hs14 : s14_claim x) (b : nat) :
  x = s22_board 1 (2 + b) 0 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 1 (2 + b) 1 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==0 && d>=2: the board of s14 *)
Lemma s22_c48_p5 x (Hs14 : s14_claim x) (b d : nat) :
  x = s22_board 1 (2 + b) 0 (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c49_L (b : nat) : lmoves (s22_board 1 (2 + b) 1 0) = [s35_board 0 1 (2 + b) 1 0; s22_board 1 (1 + b) 2 0; s14_board 1 (2 + b) 1].
Proof. unfold s14_board, s22_board, s35_board. tf_options. Qed.
Lemma s22_c49_R (b : nat) : rmoves (s22_board 1 (2 + b) 1 0) = [s10_board 1 (2 + b) 1].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s22_c49_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 1 (2 + b) 1 0 -> fst (s22_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c49_L b), (s22_c49_R b); cbn [map].
  pose proof (use_s35 IH 0 1 (2 + b) 1 0 (opt_l _ _ _ (s22_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s22_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) 1 (opt_l _ _ _ (s22_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 (2 + b) 1 (opt_r _ _ _ (s22_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c50_L (b : nat) : lmoves (s22_board 1 (2 + b) 1 1) = [s35_board 0 1 (2 + b) 1 1; s22_board 1 (1 + b) 2 1; s14_board 1 (2 + b) 2; strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c50_L4 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]) (s31_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c50_R (b : nat) : rmoves (s22_board 1 (2 + b) 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c50_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]) (s10_board 1 (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s22_c50_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s22_board 1 (2 + b) 1 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c50_L b), (s22_c50_R b); cbn [map].
  pose proof (use_s35 IH 0 1 (2 + b) 1 1 (opt_l _ _ _ (s22_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s22_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) 2 (opt_l _ _ _ (s22_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c50_L4 b)).
  pose proof (use_s31 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s22_c50_L b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c50_L4 b))) as Ho3.
  rewrite (tf_norm_game (s22_c50_R1 b)).
  pose proof (use_s10 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s22_c50_R b) ltac:(cbn [In]; left; reflexivity) (s22_c50_R1 b))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c51_L (b d : nat) : lmoves (s22_board 1 (2 + b) 1 (2 + d)) = [s35_board 0 1 (2 + b) 1 (2 + d); s22_board 1 (1 + b) 2 (2 + d); s14_board 1 (2 + b) (3 + d); strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c51_L4 (b d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c51_R (b d : nat) : rmoves (s22_board 1 (2 + b) 1 (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s22_c51_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s22_board 1 (2 + b) 1 (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c51_L b d), (s22_c51_R b d); cbn [map].
  pose proof (use_s35 IH 0 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s22_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s22_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH 1 (2 + b) (3 + d) (opt_l _ _ _ (s22_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c51_L4 b d)).
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c51_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c51_L4 b d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c52_L (b c : nat) : lmoves (s22_board 1 (2 + b) (2 + c) 0) = [s35_board 0 1 (2 + b) (2 + c) 0; s22_board 1 (1 + b) (3 + c) 0; s22_board 1 (2 + b) (1 + c) 1].
Proof. unfold s22_board, s35_board. tf_options. Qed.
Lemma s22_c52_R (b c : nat) : rmoves (s22_board 1 (2 + b) (2 + c) 0) = [s10_board 1 (2 + b) (2 + c)].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s22_c52_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 1 (2 + b) (2 + c) 0 -> fst (s22_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c52_L b c), (s22_c52_R b c); cbn [map].
  pose proof (use_s35 IH 0 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s22_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s22_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (1 + c) 1 (opt_l _ _ _ (s22_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH 1 (2 + b) (2 + c) (opt_r _ _ _ (s22_c52_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c53_L (b c : nat) : lmoves (s22_board 1 (2 + b) (2 + c) 1) = [s35_board 0 1 (2 + b) (2 + c) 1; s22_board 1 (1 + b) (3 + c) 1; s22_board 1 (2 + b) (1 + c) 2; strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c53_L4 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s31_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c53_R (b c : nat) : rmoves (s22_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s10_board 1 (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s22_c53_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s22_board 1 (2 + b) (2 + c) 1 -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c53_L b c), (s22_c53_R b c); cbn [map].
  pose proof (use_s35 IH 0 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s22_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s22_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (1 + c) 2 (opt_l _ _ _ (s22_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c53_L4 b c)).
  pose proof (use_s31 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c53_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c53_L4 b c))) as Ho3.
  rewrite (tf_norm_game (s22_c53_R1 b c)).
  pose proof (use_s10 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s22_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s22_c53_R1 b c))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c54_L (b c d : nat) : lmoves (s22_board 1 (2 + b) (2 + c) (2 + d)) = [s35_board 0 1 (2 + b) (2 + c) (2 + d); s22_board 1 (1 + b) (3 + c) (2 + d); s22_board 1 (2 + b) (1 + c) (3 + d); strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c54_L4 (b c d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board 1 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c54_R (b c d : nat) : rmoves (s22_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s22_c54_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s22_board 1 (2 + b) (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c54_L b c d), (s22_c54_R b c d); cbn [map].
  pose proof (use_s35 IH 0 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s22_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s22_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH 1 (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s22_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c54_L4 b c d)).
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c54_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c54_L4 b c d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s22_c55_p1 x (Hs12 : s12_claim x) (a : nat) :
  x = s22_board (2 + a) 0 0 0 -> fst (s22_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q1 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q1] in Hc |- *.
  pose proof (Hs12 (2 + a) 0 ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s22_c56_p8 x (Hs12 : s12_claim x) (a : nat) :
  x = s22_board (2 + a) 0 0 1 -> fst (s22_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q8] in Hc |- *.
  pose proof (Hs12 (2 + a) 1 ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s22_c57_p9 x (Hs12 : s12_claim x) (a d : nat) :
  x = s22_board (2 + a) 0 0 (2 + d) -> fst (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q9] in Hc |- *.
  pose proof (Hs12 (2 + a) (2 + d) ltac:(rewrite Hx; unfold s22_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s13 *)
Lemma s22_c58_p4 x (Hs13 : s13_claim x) (a : nat) :
  x = s22_board (2 + a) 0 1 0 -> fst (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q4] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 0 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s13 *)
Lemma s22_c59_p5 x (Hs13 : s13_claim x) (a : nat) :
  x = s22_board (2 + a) 0 1 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 1 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s13 *)
Lemma s22_c60_p5 x (Hs13 : s13_claim x) (a d : nat) :
  x = s22_board (2 + a) 0 1 (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s13 *)
Lemma s22_c61_p6 x (Hs13 : s13_claim x) (a c : nat) :
  x = s22_board (2 + a) 0 (2 + c) 0 -> fst (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q6] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s13 *)
Lemma s22_c62_p5 x (Hs13 : s13_claim x) (a c : nat) :
  x = s22_board (2 + a) 0 (2 + c) 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s13 *)
Lemma s22_c63_p5 x (Hs13 : s13_claim x) (a c d : nat) :
  x = s22_board (2 + a) 0 (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs13 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s22_board, s13_board; board_eq)) as Ho0.
  rewrite (s13_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s14 *)
Lemma s22_c64_p7 x (Hs14 : s14_claim x) (a : nat) :
  x = s22_board (2 + a) 1 0 0 -> fst (s22_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q7] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 0 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==0 && d==1: the board of s14 *)
Lemma s22_c65_p5 x (Hs14 : s14_claim x) (a : nat) :
  x = s22_board (2 + a) 1 0 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 1 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==0 && d>=2: the board of s14 *)
Lemma s22_c66_p5 x (Hs14 : s14_claim x) (a d : nat) :
  x = s22_board (2 + a) 1 0 (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c67_L (a : nat) : lmoves (s22_board (2 + a) 1 1 0) = [s35_board (1 + a) 1 1 1 0; s13_board (2 + a) 2 0; s14_board (2 + a) 1 1].
Proof. unfold s13_board, s14_board, s22_board, s35_board. tf_options. Qed.
Lemma s22_c67_R (a : nat) : rmoves (s22_board (2 + a) 1 1 0) = [s10_board (2 + a) 1 1].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==0 *)
Lemma s22_c67_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s22_board (2 + a) 1 1 0 -> fst (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c67_L a), (s22_c67_R a); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 1 1 0 (opt_l _ _ _ (s22_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) 2 0 (opt_l _ _ _ (s22_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 1 (opt_l _ _ _ (s22_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) 1 1 (opt_r _ _ _ (s22_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s13_p4 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c68_L (a : nat) : lmoves (s22_board (2 + a) 1 1 1) = [s35_board (1 + a) 1 1 1 1; s13_board (2 + a) 2 1; s14_board (2 + a) 1 2; strip [] (repeat T (2 + a) ++ [E; E; T; E; T; E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c68_L4 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; T; E; E; F]) [(1, 0)]) (s31_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c68_R (a : nat) : rmoves (s22_board (2 + a) 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; E; T; F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c68_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; T; F]) [(1, 2)]) (s10_board (2 + a) 1 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s22_c68_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s22_board (2 + a) 1 1 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c68_L a), (s22_c68_R a); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 1 1 1 (opt_l _ _ _ (s22_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) 2 1 (opt_l _ _ _ (s22_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 2 (opt_l _ _ _ (s22_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c68_L4 a)).
  pose proof (use_s31 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s22_c68_L a) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c68_L4 a))) as Ho3.
  rewrite (tf_norm_game (s22_c68_R1 a)).
  pose proof (use_s10 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s22_c68_R a) ltac:(cbn [In]; left; reflexivity) (s22_c68_R1 a))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c69_L (a d : nat) : lmoves (s22_board (2 + a) 1 1 (2 + d)) = [s35_board (1 + a) 1 1 1 (2 + d); s13_board (2 + a) 2 (2 + d); s14_board (2 + a) 1 (3 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c69_L4 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c69_R (a d : nat) : rmoves (s22_board (2 + a) 1 1 (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s22_c69_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s22_board (2 + a) 1 1 (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c69_L a d), (s22_c69_R a d); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 1 1 (2 + d) (opt_l _ _ _ (s22_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s22_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) 1 (3 + d) (opt_l _ _ _ (s22_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c69_L4 a d)).
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c69_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c69_L4 a d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c70_L (a c : nat) : lmoves (s22_board (2 + a) 1 (2 + c) 0) = [s35_board (1 + a) 1 1 (2 + c) 0; s13_board (2 + a) (3 + c) 0; s22_board (2 + a) 1 (1 + c) 1].
Proof. unfold s13_board, s22_board, s35_board. tf_options. Qed.
Lemma s22_c70_R (a c : nat) : rmoves (s22_board (2 + a) 1 (2 + c) 0) = [s10_board (2 + a) 1 (2 + c)].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s22_c70_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s22_board (2 + a) 1 (2 + c) 0 -> fst (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c70_L a c), (s22_c70_R a c); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 1 (2 + c) 0 (opt_l _ _ _ (s22_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s22_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) 1 (1 + c) 1 (opt_l _ _ _ (s22_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) 1 (2 + c) (opt_r _ _ _ (s22_c70_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s13_p4 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c71_L (a c : nat) : lmoves (s22_board (2 + a) 1 (2 + c) 1) = [s35_board (1 + a) 1 1 (2 + c) 1; s13_board (2 + a) (3 + c) 1; s22_board (2 + a) 1 (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s13_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c71_L4 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s31_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c71_R (a c : nat) : rmoves (s22_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s10_board (2 + a) 1 (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s22_c71_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s22_board (2 + a) 1 (2 + c) 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c71_L a c), (s22_c71_R a c); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 1 (2 + c) 1 (opt_l _ _ _ (s22_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s22_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) 1 (1 + c) 2 (opt_l _ _ _ (s22_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c71_L4 a c)).
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c71_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c71_L4 a c))) as Ho3.
  rewrite (tf_norm_game (s22_c71_R1 a c)).
  pose proof (use_s10 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s22_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s22_c71_R1 a c))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c72_L (a c d : nat) : lmoves (s22_board (2 + a) 1 (2 + c) (2 + d)) = [s35_board (1 + a) 1 1 (2 + c) (2 + d); s13_board (2 + a) (3 + c) (2 + d); s22_board (2 + a) 1 (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s13_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c72_L4 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c72_R (a c d : nat) : rmoves (s22_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s22_c72_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s22_board (2 + a) 1 (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c72_L a c d), (s22_c72_R a c d); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s22_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s13 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s22_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) 1 (1 + c) (3 + d) (opt_l _ _ _ (s22_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c72_L4 a c d)).
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c72_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c72_L4 a c d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s13_p3 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s14 *)
Lemma s22_c73_p7 x (Hs14 : s14_claim x) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 0 0 -> fst (s22_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s22_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q7] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d==1: the board of s14 *)
Lemma s22_c74_p5 x (Hs14 : s14_claim x) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 0 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==0 && d>=2: the board of s14 *)
Lemma s22_c75_p5 x (Hs14 : s14_claim x) (a b d : nat) :
  x = s22_board (2 + a) (2 + b) 0 (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s22_q5] in Hc |- *.
  pose proof (Hs14 (2 + a) (2 + b) (2 + d) ltac:(rewrite Hx; unfold s22_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s22_c76_L (a b : nat) : lmoves (s22_board (2 + a) (2 + b) 1 0) = [s35_board (1 + a) 1 (2 + b) 1 0; s22_board (2 + a) (1 + b) 2 0; s14_board (2 + a) (2 + b) 1].
Proof. unfold s14_board, s22_board, s35_board. tf_options. Qed.
Lemma s22_c76_R (a b : nat) : rmoves (s22_board (2 + a) (2 + b) 1 0) = [s10_board (2 + a) (2 + b) 1].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s22_c76_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 1 0 -> fst (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c76_L a b), (s22_c76_R a b); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 (2 + b) 1 0 (opt_l _ _ _ (s22_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s22_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) 1 (opt_l _ _ _ (s22_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s22_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s14_p3 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c77_L (a b : nat) : lmoves (s22_board (2 + a) (2 + b) 1 1) = [s35_board (1 + a) 1 (2 + b) 1 1; s22_board (2 + a) (1 + b) 2 1; s14_board (2 + a) (2 + b) 2; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c77_L4 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]) (s31_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c77_R (a b : nat) : rmoves (s22_board (2 + a) (2 + b) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c77_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]) (s10_board (2 + a) (2 + b) 1) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s22_c77_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s22_board (2 + a) (2 + b) 1 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c77_L a b), (s22_c77_R a b); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 (2 + b) 1 1 (opt_l _ _ _ (s22_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s22_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) 2 (opt_l _ _ _ (s22_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c77_L4 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s22_c77_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c77_L4 a b))) as Ho3.
  rewrite (tf_norm_game (s22_c77_R1 a b)).
  pose proof (use_s10 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s22_c77_R a b) ltac:(cbn [In]; left; reflexivity) (s22_c77_R1 a b))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c78_L (a b d : nat) : lmoves (s22_board (2 + a) (2 + b) 1 (2 + d)) = [s35_board (1 + a) 1 (2 + b) 1 (2 + d); s22_board (2 + a) (1 + b) 2 (2 + d); s14_board (2 + a) (2 + b) (3 + d); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c78_L4 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c78_R (a b d : nat) : rmoves (s22_board (2 + a) (2 + b) 1 (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s22_c78_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s22_board (2 + a) (2 + b) 1 (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c78_L a b d), (s22_c78_R a b d); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 (2 + b) 1 (2 + d) (opt_l _ _ _ (s22_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s22_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s14 IH (2 + a) (2 + b) (3 + d) (opt_l _ _ _ (s22_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c78_L4 a b d)).
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c78_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c78_L4 a b d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s14_p2 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s22_c79_L (a b c : nat) : lmoves (s22_board (2 + a) (2 + b) (2 + c) 0) = [s35_board (1 + a) 1 (2 + b) (2 + c) 0; s22_board (2 + a) (1 + b) (3 + c) 0; s22_board (2 + a) (2 + b) (1 + c) 1].
Proof. unfold s22_board, s35_board. tf_options. Qed.
Lemma s22_c79_R (a b c : nat) : rmoves (s22_board (2 + a) (2 + b) (2 + c) 0) = [s10_board (2 + a) (2 + b) (2 + c)].
Proof. unfold s10_board, s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s22_c79_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s22_board (2 + a) (2 + b) (2 + c) 0 -> fst (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s22_q6 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s22_q6] in Hc |- *.
  rewrite tf_game_eq, (s22_c79_L a b c), (s22_c79_R a b c); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 (2 + b) (2 + c) 0 (opt_l _ _ _ (s22_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s22_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (1 + c) 1 (opt_l _ _ _ (s22_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s10 IH (2 + a) (2 + b) (2 + c) (opt_r _ _ _ (s22_c79_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s35_p7 Ho0 ltac:(zlia)).
  rewrite (s22_p6 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s10_p2 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s22_c80_L (a b c : nat) : lmoves (s22_board (2 + a) (2 + b) (2 + c) 1) = [s35_board (1 + a) 1 (2 + b) (2 + c) 1; s22_board (2 + a) (1 + b) (3 + c) 1; s22_board (2 + a) (2 + b) (1 + c) 2; strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c80_L4 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]) (s31_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c80_R (a b c : nat) : rmoves (s22_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]].
Proof. unfold s22_board, strip. tf_options. Qed.
Lemma s22_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]) (s10_board (2 + a) (2 + b) (2 + c)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1, 2)]); [reflexivity | unfold s10_board; strip_board_eq | strip_offset]. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s22_c80_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s22_board (2 + a) (2 + b) (2 + c) 1 -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c80_L a b c), (s22_c80_R a b c); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s22_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s22_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (1 + c) 2 (opt_l _ _ _ (s22_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c80_L4 a b c)).
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s22_c80_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c80_L4 a b c))) as Ho3.
  rewrite (tf_norm_game (s22_c80_R1 a b c)).
  pose proof (use_s10 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s22_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s22_c80_R1 a b c))) as Ho4.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  rewrite (s10_p2 Ho4 ltac:(zlia)).
  rewrite (s10_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s22_c81_L (a b c d : nat) : lmoves (s22_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s35_board (1 + a) 1 (2 + b) (2 + c) (2 + d); s22_board (2 + a) (1 + b) (3 + c) (2 + d); s22_board (2 + a) (2 + b) (1 + c) (3 + d); strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s35_board, strip. tf_options. Qed.
Lemma s22_c81_L4 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s39_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s39_board; strip_board_eq | strip_offset]. Qed.
Lemma s22_c81_R (a b c d : nat) : rmoves (s22_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s22_board. tf_options. Qed.
(* s22 = T^a _^2 T^b _ T^c _ T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s22_c81_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s22_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s22_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s22_q5] in Hc |- *.
  rewrite tf_game_eq, (s22_c81_L a b c d), (s22_c81_R a b c d); cbn [map].
  pose proof (use_s35 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (opt_l _ _ _ (s22_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s22_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s22 IH (2 + a) (2 + b) (1 + c) (3 + d) (opt_l _ _ _ (s22_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s22_c81_L4 a b c d)).
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s22_c81_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s22_c81_L4 a b c d))) as Ho3.
  rewrite (s35_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p5 Ho1 ltac:(zlia)).
  rewrite (s22_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s39_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s39_p19 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s23_c1_p1 x (Hs12 : s12_claim x) :
  x = s23_board 0 0 0 0 -> fst (s23_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q1] in Hc |- *.
  pose proof (Hs12 0 0 ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s23_c2_p2 x (Hs12 : s12_claim x) :
  x = s23_board 0 0 0 1 -> fst (s23_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q2] in Hc |- *.
  pose proof (Hs12 0 1 ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s23_c3_p3 x (Hs12 : s12_claim x) (d : nat) :
  x = s23_board 0 0 0 (2 + d) -> fst (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q3] in Hc |- *.
  pose proof (Hs12 0 (2 + d) ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s14 *)
Lemma s23_c4_p4 x (Hs14 : s14_claim x) :
  x = s23_board 0 0 1 0 -> fst (s23_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs14 0 1 0 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s14 *)
Lemma s23_c5_p5 x (Hs14 : s14_claim x) :
  x = s23_board 0 0 1 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 0 1 1 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s14 *)
Lemma s23_c6_p5 x (Hs14 : s14_claim x) (d : nat) :
  x = s23_board 0 0 1 (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 0 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s14 *)
Lemma s23_c7_p4 x (Hs14 : s14_claim x) (c : nat) :
  x = s23_board 0 0 (2 + c) 0 -> fst (s23_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs14 0 (2 + c) 0 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s14 *)
Lemma s23_c8_p5 x (Hs14 : s14_claim x) (c : nat) :
  x = s23_board 0 0 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 0 (2 + c) 1 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s14 *)
Lemma s23_c9_p5 x (Hs14 : s14_claim x) (c d : nat) :
  x = s23_board 0 0 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s20 *)
Lemma s23_c10_p6 x (Hs20 : s20_claim x) :
  x = s23_board 0 1 0 0 -> fst (s23_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q6] in Hc |- *.
  pose proof (Hs20 0 1 0 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c==0 && d==1: the board of s20 *)
Lemma s23_c11_p7 x (Hs20 : s20_claim x) :
  x = s23_board 0 1 0 1 -> fst (s23_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q7] in Hc |- *.
  pose proof (Hs20 0 1 1 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c==0 && d>=2: the board of s20 *)
Lemma s23_c12_p5 x (Hs20 : s20_claim x) (d : nat) :
  x = s23_board 0 1 0 (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs20 0 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c13_L : lmoves (s23_board 0 1 1 0) = [s14_board 0 2 0; s21_board 0 1 1 0].
Proof. unfold s14_board, s21_board, s23_board. tf_options. Qed.
Lemma s23_c13_R : rmoves (s23_board 0 1 1 0) = [s19_board 0 1 1 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c==1 && d==0 *)
Lemma s23_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 0 1 1 0 -> fst (s23_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c13_L), (s23_c13_R); cbn [map].
  pose proof (use_s14 IH 0 2 0 (opt_l _ _ _ (s23_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 1 0 (opt_l _ _ _ (s23_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 1 1 0 (opt_r _ _ _ (s23_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s21_p4 Ho1 ltac:(zlia)).
  rewrite (s19_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c14_L : lmoves (s23_board 0 1 1 1) = [s14_board 0 2 1; s21_board 0 1 1 1; strip [] ([E; T; E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c14_L3 : tf_norm (strip [] ([E; T; E; T; E; E; E; F]) [(1, 0)]) (s32_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c14_R : rmoves (s23_board 0 1 1 1) = [strip [] ([E; T; E; T; E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c14_R1 : tf_norm (strip [] ([E; T; E; T; E; F]) [(1, 2)]) (s19_board 0 1 1 0) (2).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s23_c14_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 0 1 1 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c14_L), (s23_c14_R); cbn [map].
  pose proof (use_s14 IH 0 2 1 (opt_l _ _ _ (s23_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 1 1 (opt_l _ _ _ (s23_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c14_L3)).
  pose proof (use_s32 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s23_c14_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c14_L3))) as Ho2.
  rewrite (tf_norm_game (s23_c14_R1)).
  pose proof (use_s19 IH 0 1 1 0 (opt_norm_r _ _ _ _ _ (s23_c14_R) ltac:(cbn [In]; left; reflexivity) (s23_c14_R1))) as Ho3.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c15_L (d : nat) : lmoves (s23_board 0 1 1 (2 + d)) = [s14_board 0 2 (2 + d); s21_board 0 1 1 (2 + d); strip [] (E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c15_L3 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 0 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c15_R (d : nat) : rmoves (s23_board 0 1 1 (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s23_c15_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s23_board 0 1 1 (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c15_L d), (s23_c15_R d); cbn [map].
  pose proof (use_s14 IH 0 2 (2 + d) (opt_l _ _ _ (s23_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 1 1 (2 + d) (opt_l _ _ _ (s23_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c15_L3 d)).
  pose proof (use_s36 IH 0 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c15_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c15_L3 d))) as Ho2.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s36_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c16_L (c : nat) : lmoves (s23_board 0 1 (2 + c) 0) = [s14_board 0 (3 + c) 0; s35_board 0 1 (1 + c) 1 0].
Proof. unfold s14_board, s23_board, s35_board. tf_options. Qed.
Lemma s23_c16_R (c : nat) : rmoves (s23_board 0 1 (2 + c) 0) = [s19_board 0 1 (2 + c) 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c>=2 && d==0 *)
Lemma s23_c16_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s23_board 0 1 (2 + c) 0 -> fst (s23_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c16_L c), (s23_c16_R c); cbn [map].
  pose proof (use_s14 IH 0 (3 + c) 0 (opt_l _ _ _ (s23_c16_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) 1 0 (opt_l _ _ _ (s23_c16_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 1 (2 + c) 0 (opt_r _ _ _ (s23_c16_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s19_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c17_L (c : nat) : lmoves (s23_board 0 1 (2 + c) 1) = [s14_board 0 (3 + c) 1; s35_board 0 1 (1 + c) 1 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c17_L3 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]) (s32_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c17_R (c : nat) : rmoves (s23_board 0 1 (2 + c) 1) = [strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c17_R1 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]) (s19_board 0 1 (2 + c) 0) (2).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s23_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s23_board 0 1 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c17_L c), (s23_c17_R c); cbn [map].
  pose proof (use_s14 IH 0 (3 + c) 1 (opt_l _ _ _ (s23_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) 1 1 (opt_l _ _ _ (s23_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c17_L3 c)).
  pose proof (use_s32 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s23_c17_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c17_L3 c))) as Ho2.
  rewrite (tf_norm_game (s23_c17_R1 c)).
  pose proof (use_s19 IH 0 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s23_c17_R c) ltac:(cbn [In]; left; reflexivity) (s23_c17_R1 c))) as Ho3.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c18_L (c d : nat) : lmoves (s23_board 0 1 (2 + c) (2 + d)) = [s14_board 0 (3 + c) (2 + d); s35_board 0 1 (1 + c) 1 (2 + d); strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c18_L3 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 0 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c18_R (c d : nat) : rmoves (s23_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s23_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s23_board 0 1 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c18_L c d), (s23_c18_R c d); cbn [map].
  pose proof (use_s14 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s23_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s23_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c18_L3 c d)).
  pose proof (use_s36 IH 0 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c18_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c18_L3 c d))) as Ho2.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s36_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s20 *)
Lemma s23_c19_p6 x (Hs20 : s20_claim x) (b : nat) :
  x = s23_board 0 (2 + b) 0 0 -> fst (s23_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q6] in Hc |- *.
  pose proof (Hs20 0 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c==0 && d==1: the board of s20 *)
Lemma s23_c20_p7 x (Hs20 : s20_claim x) (b : nat) :
  x = s23_board 0 (2 + b) 0 1 -> fst (s23_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q7] in Hc |- *.
  pose proof (Hs20 0 (2 + b) 1 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c==0 && d>=2: the board of s20 *)
Lemma s23_c21_p5 x (Hs20 : s20_claim x) (b d : nat) :
  x = s23_board 0 (2 + b) 0 (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs20 0 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c22_L (b : nat) : lmoves (s23_board 0 (2 + b) 1 0) = [s23_board 0 (1 + b) 2 0; s21_board 0 (2 + b) 1 0].
Proof. unfold s21_board, s23_board. tf_options. Qed.
Lemma s23_c22_R (b : nat) : rmoves (s23_board 0 (2 + b) 1 0) = [s19_board 0 (2 + b) 1 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c==1 && d==0 *)
Lemma s23_c22_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) 1 0 -> fst (s23_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c22_L b), (s23_c22_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 2 0 (opt_l _ _ _ (s23_c22_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) 1 0 (opt_l _ _ _ (s23_c22_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 (2 + b) 1 0 (opt_r _ _ _ (s23_c22_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s21_p4 Ho1 ltac:(zlia)).
  rewrite (s19_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c23_L (b : nat) : lmoves (s23_board 0 (2 + b) 1 1) = [s23_board 0 (1 + b) 2 1; s21_board 0 (2 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c23_L3 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c23_R (b : nat) : rmoves (s23_board 0 (2 + b) 1 1) = [strip [] (E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c23_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]) (s19_board 0 (2 + b) 1 0) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s23_c23_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 0 (2 + b) 1 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c23_L b), (s23_c23_R b); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s23_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) 1 1 (opt_l _ _ _ (s23_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c23_L3 b)).
  pose proof (use_s32 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s23_c23_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c23_L3 b))) as Ho2.
  rewrite (tf_norm_game (s23_c23_R1 b)).
  pose proof (use_s19 IH 0 (2 + b) 1 0 (opt_norm_r _ _ _ _ _ (s23_c23_R b) ltac:(cbn [In]; left; reflexivity) (s23_c23_R1 b))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p5 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c24_L (b d : nat) : lmoves (s23_board 0 (2 + b) 1 (2 + d)) = [s23_board 0 (1 + b) 2 (2 + d); s21_board 0 (2 + b) 1 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c24_L3 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 0 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c24_R (b d : nat) : rmoves (s23_board 0 (2 + b) 1 (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s23_c24_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 0 (2 + b) 1 (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c24_L b d), (s23_c24_R b d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s23_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 0 (2 + b) 1 (2 + d) (opt_l _ _ _ (s23_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c24_L3 b d)).
  pose proof (use_s36 IH 0 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c24_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c24_L3 b d))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s21_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s36_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c25_L (b c : nat) : lmoves (s23_board 0 (2 + b) (2 + c) 0) = [s23_board 0 (1 + b) (3 + c) 0; s35_board 0 (2 + b) (1 + c) 1 0].
Proof. unfold s23_board, s35_board. tf_options. Qed.
Lemma s23_c25_R (b c : nat) : rmoves (s23_board 0 (2 + b) (2 + c) 0) = [s19_board 0 (2 + b) (2 + c) 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c>=2 && d==0 *)
Lemma s23_c25_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s23_board 0 (2 + b) (2 + c) 0 -> fst (s23_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c25_L b c), (s23_c25_R b c); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) (3 + c) 0 (opt_l _ _ _ (s23_c25_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) 1 0 (opt_l _ _ _ (s23_c25_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 0 (opt_r _ _ _ (s23_c25_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s35_p7 Ho1 ltac:(zlia)).
  rewrite (s19_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c26_L (b c : nat) : lmoves (s23_board 0 (2 + b) (2 + c) 1) = [s23_board 0 (1 + b) (3 + c) 1; s35_board 0 (2 + b) (1 + c) 1 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c26_L3 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]) (s32_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c26_R (b c : nat) : rmoves (s23_board 0 (2 + b) (2 + c) 1) = [strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c26_R1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]) (s19_board 0 (2 + b) (2 + c) 0) (2).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s23_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s23_board 0 (2 + b) (2 + c) 1 -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c26_L b c), (s23_c26_R b c); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s23_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) 1 1 (opt_l _ _ _ (s23_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c26_L3 b c)).
  pose proof (use_s32 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s23_c26_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c26_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s23_c26_R1 b c)).
  pose proof (use_s19 IH 0 (2 + b) (2 + c) 0 (opt_norm_r _ _ _ _ _ (s23_c26_R b c) ltac:(cbn [In]; left; reflexivity) (s23_c26_R1 b c))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  rewrite (s32_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c27_L (b c d : nat) : lmoves (s23_board 0 (2 + b) (2 + c) (2 + d)) = [s23_board 0 (1 + b) (3 + c) (2 + d); s35_board 0 (2 + b) (1 + c) 1 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c27_L3 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 0 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c27_R (b c d : nat) : rmoves (s23_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s23_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s23_board 0 (2 + b) (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c27_L b c d), (s23_c27_R b c d); cbn [map].
  pose proof (use_s23 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s23_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s35 IH 0 (2 + b) (1 + c) 1 (2 + d) (opt_l _ _ _ (s23_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c27_L3 b c d)).
  pose proof (use_s36 IH 0 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c27_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c27_L3 b c d))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s35_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s36_p13 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s12 *)
Lemma s23_c28_p1 x (Hs12 : s12_claim x) :
  x = s23_board 1 0 0 0 -> fst (s23_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q1 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q1] in Hc |- *.
  pose proof (Hs12 1 0 ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s12 *)
Lemma s23_c29_p8 x (Hs12 : s12_claim x) :
  x = s23_board 1 0 0 1 -> fst (s23_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q8] in Hc |- *.
  pose proof (Hs12 1 1 ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s12 *)
Lemma s23_c30_p9 x (Hs12 : s12_claim x) (d : nat) :
  x = s23_board 1 0 0 (2 + d) -> fst (s23_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q9] in Hc |- *.
  pose proof (Hs12 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s12_board; board_eq)) as Ho0.
  rewrite (s12_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s14 *)
Lemma s23_c31_p4 x (Hs14 : s14_claim x) :
  x = s23_board 1 0 1 0 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs14 1 1 0 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s14 *)
Lemma s23_c32_p5 x (Hs14 : s14_claim x) :
  x = s23_board 1 0 1 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 1 1 1 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s14 *)
Lemma s23_c33_p5 x (Hs14 : s14_claim x) (d : nat) :
  x = s23_board 1 0 1 (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 1 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s14 *)
Lemma s23_c34_p4 x (Hs14 : s14_claim x) (c : nat) :
  x = s23_board 1 0 (2 + c) 0 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs14 1 (2 + c) 0 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s14 *)
Lemma s23_c35_p5 x (Hs14 : s14_claim x) (c : nat) :
  x = s23_board 1 0 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 1 (2 + c) 1 ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s14 *)
Lemma s23_c36_p5 x (Hs14 : s14_claim x) (c d : nat) :
  x = s23_board 1 0 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs14 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s23_board, s14_board; board_eq)) as Ho0.
  rewrite (s14_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s20 *)
Lemma s23_c37_p6 x (Hs20 : s20_claim x) :
  x = s23_board 1 1 0 0 -> fst (s23_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q6 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q6] in Hc |- *.
  pose proof (Hs20 1 1 0 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c==0 && d==1: the board of s20 *)
Lemma s23_c38_p7 x (Hs20 : s20_claim x) :
  x = s23_board 1 1 0 1 -> fst (s23_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q7] in Hc |- *.
  pose proof (Hs20 1 1 1 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c==0 && d>=2: the board of s20 *)
Lemma s23_c39_p5 x (Hs20 : s20_claim x) (d : nat) :
  x = s23_board 1 1 0 (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs20 1 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c40_L : lmoves (s23_board 1 1 1 0) = [s23_board 0 2 1 0; s14_board 1 2 0; s21_board 1 1 1 0].
Proof. unfold s14_board, s21_board, s23_board. tf_options. Qed.
Lemma s23_c40_R : rmoves (s23_board 1 1 1 0) = [s19_board 1 1 1 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c==1 && d==0 *)
Lemma s23_c40_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 1 1 1 0 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c40_L), (s23_c40_R); cbn [map].
  pose proof (use_s23 IH 0 2 1 0 (opt_l _ _ _ (s23_c40_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 2 0 (opt_l _ _ _ (s23_c40_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 1 0 (opt_l _ _ _ (s23_c40_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 1 1 0 (opt_r _ _ _ (s23_c40_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c41_L : lmoves (s23_board 1 1 1 1) = [s23_board 0 2 1 1; s14_board 1 2 1; s21_board 1 1 1 1; strip [] ([T; E; T; E; T; E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c41_L4 : tf_norm (strip [] ([T; E; T; E; T; E; E; E; F]) [(1, 0)]) (s32_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c41_R : rmoves (s23_board 1 1 1 1) = [strip [] ([T; E; T; E; T; E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c41_R1 : tf_norm (strip [] ([T; E; T; E; T; E; F]) [(1, 2)]) (s19_board 1 1 1 0) (2).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s23_c41_p5 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s23_board 1 1 1 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c41_L), (s23_c41_R); cbn [map].
  pose proof (use_s23 IH 0 2 1 1 (opt_l _ _ _ (s23_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 2 1 (opt_l _ _ _ (s23_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 1 1 (opt_l _ _ _ (s23_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c41_L4)).
  pose proof (use_s32 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s23_c41_L) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c41_L4))) as Ho3.
  rewrite (tf_norm_game (s23_c41_R1)).
  pose proof (use_s19 IH 1 1 1 0 (opt_norm_r _ _ _ _ _ (s23_c41_R) ltac:(cbn [In]; left; reflexivity) (s23_c41_R1))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p5 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c42_L (d : nat) : lmoves (s23_board 1 1 1 (2 + d)) = [s23_board 0 2 1 (2 + d); s14_board 1 2 (2 + d); s21_board 1 1 1 (2 + d); strip [] (T :: E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s21_board, s23_board, strip. tf_options. Qed.
Lemma s23_c42_L4 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 1 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c42_R (d : nat) : rmoves (s23_board 1 1 1 (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s23_c42_p5 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s23_board 1 1 1 (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c42_L d), (s23_c42_R d); cbn [map].
  pose proof (use_s23 IH 0 2 1 (2 + d) (opt_l _ _ _ (s23_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 2 (2 + d) (opt_l _ _ _ (s23_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 1 1 (2 + d) (opt_l _ _ _ (s23_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c42_L4 d)).
  pose proof (use_s36 IH 1 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c42_L d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c42_L4 d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s21_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c43_L (c : nat) : lmoves (s23_board 1 1 (2 + c) 0) = [s23_board 0 2 (2 + c) 0; s14_board 1 (3 + c) 0; s35_board 1 1 (1 + c) 1 0].
Proof. unfold s14_board, s23_board, s35_board. tf_options. Qed.
Lemma s23_c43_R (c : nat) : rmoves (s23_board 1 1 (2 + c) 0) = [s19_board 1 1 (2 + c) 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c>=2 && d==0 *)
Lemma s23_c43_p4 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s23_board 1 1 (2 + c) 0 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c43_L c), (s23_c43_R c); cbn [map].
  pose proof (use_s23 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s23_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (3 + c) 0 (opt_l _ _ _ (s23_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) 1 0 (opt_l _ _ _ (s23_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 1 (2 + c) 0 (opt_r _ _ _ (s23_c43_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p7 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c44_L (c : nat) : lmoves (s23_board 1 1 (2 + c) 1) = [s23_board 0 2 (2 + c) 1; s14_board 1 (3 + c) 1; s35_board 1 1 (1 + c) 1 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]].
Proof. unfold s14_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c44_L4 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]) (s32_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; E; E; F]) [(1, 0)]); [reflexivity | unfold s32_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c44_R (c : nat) : rmoves (s23_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]) (s19_board 1 1 (2 + c) 0) (2).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [E; F]) [(1, 2)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s23_c44_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s23_board 1 1 (2 + c) 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c44_L c), (s23_c44_R c); cbn [map].
  pose proof (use_s23 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s23_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (3 + c) 1 (opt_l _ _ _ (s23_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) 1 1 (opt_l _ _ _ (s23_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c44_L4 c)).
  pose proof (use_s32 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s23_c44_L c) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c44_L4 c))) as Ho3.
  rewrite (tf_norm_game (s23_c44_R1 c)).
  pose proof (use_s19 IH 1 1 (2 + c) 0 (opt_norm_r _ _ _ _ _ (s23_c44_R c) ltac:(cbn [In]; left; reflexivity) (s23_c44_R1 c))) as Ho4.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p3 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  rewrite (s32_p7 Ho3 ltac:(zlia)).
  rewrite (s19_p3 Ho4 ltac:(zlia)).
  rewrite (s19_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c45_L (c d : nat) : lmoves (s23_board 1 1 (2 + c) (2 + d)) = [s23_board 0 2 (2 + c) (2 + d); s14_board 1 (3 + c) (2 + d); s35_board 1 1 (1 + c) 1 (2 + d); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s14_board, s23_board, s35_board, strip. tf_options. Qed.
Lemma s23_c45_L4 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s36_board 1 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ E :: E :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s36_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c45_R (c d : nat) : rmoves (s23_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s23_c45_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s23_board 1 1 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c45_L c d), (s23_c45_R c d); cbn [map].
  pose proof (use_s23 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s23_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s14 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s23_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s35 IH 1 1 (1 + c) 1 (2 + d) (opt_l _ _ _ (s23_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game0 (s23_c45_L4 c d)).
  pose proof (use_s36 IH 1 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c45_L c d) ltac:(cbn [In]; do 3 right; left; reflexivity) (s23_c45_L4 c d))) as Ho3.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s14_p2 Ho1 ltac:(zlia)).
  rewrite (s35_p5 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s36_p13 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s36_p17 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s20 *)
Lemma s23_c46_p6 x (Hs20 : s20_claim x) (b : nat) :
  x = s23_board 1 (2 + b) 0 0 -> fst (s23_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q6] in Hc |- *.
  pose proof (Hs20 1 (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c==0 && d==1: the board of s20 *)
Lemma s23_c47_p7 x (Hs20 : s20_claim x) (b : nat) :
  x = s23_board 1 (2 + b) 0 1 -> fst (s23_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q7] in Hc |- *.
  pose proof (Hs20 1 (2 + b) 1 ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c==0 && d>=2: the board of s20 *)
Lemma s23_c48_p5 x (Hs20 : s20_claim x) (b d : nat) :
  x = s23_board 1 (2 + b) 0 (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs20 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s23_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c49_L (b : nat) : lmoves (s23_board 1 (2 + b) 1 0) = [s23_board 0 (3 + b) 1 0; s23_board 1 (1 + b) 2 0; s21_board 1 (2 + b) 1 0].
Proof. unfold s21_board, s23_board. tf_options. Qed.
Lemma s23_c49_R (b : nat) : rmoves (s23_board 1 (2 + b) 1 0) = [s19_board 1 (2 + b) 1 0].
Proof. unfold s19_board, s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c _^2 T^d F _ on a==1 && b>=2 && c==1 && d==0 *)
Lemma s23_c49_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s23_board 1 (2 + b) 1 0 -> fst (s23_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q4 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s23_q4] in Hc |- *.
  rewrite tf_game_eq, (s23_c49_L b), (s23_c49_R b); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s23_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s23_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s21 IH 1 (2 + b) 1 0 (opt_l _ _ _ (s23_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s19 IH 1 (2 + b) 1 0 (opt_r _ _ _ (s23_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p4 Ho0 ltac:(zlia)).
  rewrite (s23_p4 Ho1 ltac:(zlia)).
  rewrite (s21_p4 Ho2 ltac:(zlia)).
  rewrite (s19_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

