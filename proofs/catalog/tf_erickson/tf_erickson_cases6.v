(* A part of the proof in tf_erickson.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base tf_erickson_values1 tf_erickson_values2.


Lemma s23_c51_L (b d : nat) : lmoves (s23_board 1 (2 + b) 1 (2 + d)) = [s23_board 0 (3 + b) 1 (2 + d); s23_board 1 (1 + b) 2 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 1 (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c51_R (b d : nat) : rmoves (s23_board 1 (2 + b) 1 (2 + d)) = [s31_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s23_c51_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s23_board 1 (2 + b) 1 (2 + d) -> fst (s23_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c51_L b d), (s23_c51_R b d); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s23_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s23_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c51_L3 b d)).
  pose proof (use_s30 IH 1 (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c51_L3 b d))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s23_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s30_p75 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p77 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==0: the board of s8 *)
Lemma s23_c52_p5 x (Hs8 : s8_claim x) (b c : nat) :
  x = s23_board 1 (2 + b) (2 + c) 0 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs8 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c53_L (b c : nat) : lmoves (s23_board 1 (2 + b) (2 + c) 1) = [s23_board 0 (3 + b) (2 + c) 1; s23_board 1 (1 + b) (3 + c) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s30_board 1 (2 + b) (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c53_R (b c : nat) : rmoves (s23_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s23_c53_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s23_board 1 (2 + b) (2 + c) 1 -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c53_L b c), (s23_c53_R b c); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s23_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s23_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c53_L3 b c)).
  pose proof (use_s30 IH 1 (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s23_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c53_L3 b c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p44 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p78 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c54_L (b c d : nat) : lmoves (s23_board 1 (2 + b) (2 + c) (2 + d)) = [s23_board 0 (3 + b) (2 + c) (2 + d); s23_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board 1 (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c54_R (b c d : nat) : rmoves (s23_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s23_c54_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s23_board 1 (2 + b) (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c54_L b c d), (s23_c54_R b c d); cbn [map].
  pose proof (use_s23 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s23_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s23_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c54_L3 b c d)).
  pose proof (use_s30 IH 1 (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c54_L3 b c d))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s30_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s3 *)
Lemma s23_c55_p9 x (Hs3 : s3_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 0 -> fst (s23_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q9] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c55_p31 x (Hs3 : s3_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 0 -> fst (s23_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q31] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c55_p33 x (Hs3 : s3_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 0 -> fst (s23_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q33] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c55_p35 x (Hs3 : s3_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 0 -> fst (s23_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q35] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c55_p37 x (Hs3 : s3_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 0 -> fst (s23_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q37] in Hc |- *.
  pose proof (Hs3 (2 + a) 0 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s22 *)
Lemma s23_c56_p4 x (Hs22 : s22_claim x) (a : nat) :
  x = s23_board (2 + a) 0 0 1 -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs22 (2 + a) 0 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s22 *)
Lemma s23_c57_p4 x (Hs22 : s22_claim x) (a d : nat) :
  x = s23_board (2 + a) 0 0 (2 + d) -> fst (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q4] in Hc |- *.
  pose proof (Hs22 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s3 *)
Lemma s23_c58_p29 x (Hs3 : s3_claim x) (a : nat) :
  x = s23_board (2 + a) 0 1 0 -> fst (s23_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q29] in Hc |- *.
  pose proof (Hs3 (2 + a) 1 ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s22 *)
Lemma s23_c59_p22 x (Hs22 : s22_claim x) (a : nat) :
  x = s23_board (2 + a) 0 1 1 -> fst (s23_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q22] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s22 *)
Lemma s23_c60_p22 x (Hs22 : s22_claim x) (a d : nat) :
  x = s23_board (2 + a) 0 1 (2 + d) -> fst (s23_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q22] in Hc |- *.
  pose proof (Hs22 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s3 *)
Lemma s23_c61_p5 x (Hs3 : s3_claim x) (a c : nat) :
  x = s23_board (2 + a) 0 (2 + c) 0 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs3 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s23_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s22 *)
Lemma s23_c62_p5 x (Hs22 : s22_claim x) (a c : nat) :
  x = s23_board (2 + a) 0 (2 + c) 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s22 *)
Lemma s23_c63_p5 x (Hs22 : s22_claim x) (a c d : nat) :
  x = s23_board (2 + a) 0 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs22 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s23_board, s22_board; board_eq)) as Ho0.
  rewrite (s22_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s8 *)
Lemma s23_c64_p30 x (Hs8 : s8_claim x) (a : nat) :
  x = s23_board (2 + a) 1 0 0 -> fst (s23_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q30] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c64_p32 x (Hs8 : s8_claim x) (a : nat) :
  x = s23_board (2 + a) 1 0 0 -> fst (s23_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q32] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c64_p34 x (Hs8 : s8_claim x) (a : nat) :
  x = s23_board (2 + a) 1 0 0 -> fst (s23_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q34] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s23_c64_p36 x (Hs8 : s8_claim x) (a : nat) :
  x = s23_board (2 + a) 1 0 0 -> fst (s23_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q36] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s23_c65_L (a : nat) : lmoves (s23_board (2 + a) 1 0 1) = [s23_board (1 + a) 2 0 1; s22_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; E; F]) [(1, 0)]) (s30_board (2 + a) 1 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c65_R (a : nat) : rmoves (s23_board (2 + a) 1 0 1) = [s31_board (2 + a) 1 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s23_c65_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s23_board (2 + a) 1 0 1 -> fst (s23_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q24] in Hc |- *.
  rewrite tf_game_eq, (s23_c65_L a), (s23_c65_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 0 1 (opt_l _ _ _ (s23_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 1 (opt_l _ _ _ (s23_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c65_L3 a)).
  pose proof (use_s30 IH (2 + a) 1 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c65_L3 a))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 0 1 (opt_r _ _ _ (s23_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s23_p19 Ho0 ltac:(zlia)).
    rewrite (s22_p4 Ho1 ltac:(zlia)).
    rewrite (s30_p18 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s23_p27 Ho0 ltac:(zlia)).
    rewrite (s22_p4 Ho1 ltac:(zlia)).
    rewrite (s30_p18 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s23_c66_L (a d : nat) : lmoves (s23_board (2 + a) 1 0 (2 + d)) = [s23_board (1 + a) 2 0 (2 + d); s22_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) 1 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c66_R (a d : nat) : rmoves (s23_board (2 + a) 1 0 (2 + d)) = [s31_board (2 + a) 1 0 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s23_c66_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s23_board (2 + a) 1 0 (2 + d) -> fst (s23_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q24] in Hc |- *.
  rewrite tf_game_eq, (s23_c66_L a d), (s23_c66_R a d); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s23_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s23_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c66_L3 a d)).
  pose proof (use_s30 IH (2 + a) 1 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c66_L3 a d))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s23_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s23_p19 Ho0 ltac:(zlia)).
    rewrite (s22_p4 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s30_p38 Ho2 ltac:(zlia)).
      rewrite (s31_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s30_p98 Ho2 ltac:(zlia)).
      rewrite (s31_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s23_p27 Ho0 ltac:(zlia)).
    rewrite (s22_p4 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s30_p38 Ho2 ltac:(zlia)).
      rewrite (s31_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s30_p98 Ho2 ltac:(zlia)).
      rewrite (s31_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d==0: the board of s8 *)
Lemma s23_c67_p13 x (Hs8 : s8_claim x) (a : nat) :
  x = s23_board (2 + a) 1 1 0 -> fst (s23_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q13] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 1 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c68_L (a : nat) : lmoves (s23_board (2 + a) 1 1 1) = [s23_board (1 + a) 2 1 1; s22_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; F]) [(1, 0)]) (s30_board (2 + a) 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c68_R (a : nat) : rmoves (s23_board (2 + a) 1 1 1) = [s31_board (2 + a) 1 1 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s23_c68_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s23_board (2 + a) 1 1 1 -> fst (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c68_L a), (s23_c68_R a); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 1 1 (opt_l _ _ _ (s23_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 1 (opt_l _ _ _ (s23_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c68_L3 a)).
  pose proof (use_s30 IH (2 + a) 1 1 0 0 (opt_norm_l _ _ _ _ _ (s23_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c68_L3 a))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 1 1 (opt_r _ _ _ (s23_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  rewrite (s30_p110 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c69_L (a d : nat) : lmoves (s23_board (2 + a) 1 1 (2 + d)) = [s23_board (1 + a) 2 1 (2 + d); s22_board (2 + a) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) 1 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c69_R (a d : nat) : rmoves (s23_board (2 + a) 1 1 (2 + d)) = [s31_board (2 + a) 1 1 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s23_c69_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s23_board (2 + a) 1 1 (2 + d) -> fst (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c69_L a d), (s23_c69_R a d); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s23_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s23_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c69_L3 a d)).
  pose proof (use_s30 IH (2 + a) 1 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c69_L3 a d))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s23_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) >= 3)%Z \/ (Z.of_nat (2 + d) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s30_p77 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p97 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==0: the board of s8 *)
Lemma s23_c70_p5 x (Hs8 : s8_claim x) (a c : nat) :
  x = s23_board (2 + a) 1 (2 + c) 0 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs8 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c71_L (a c : nat) : lmoves (s23_board (2 + a) 1 (2 + c) 1) = [s23_board (1 + a) 2 (2 + c) 1; s22_board (2 + a) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s30_board (2 + a) 1 (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c71_R (a c : nat) : rmoves (s23_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s23_c71_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s23_board (2 + a) 1 (2 + c) 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c71_L a c), (s23_c71_R a c); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s23_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s23_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c71_L3 a c)).
  pose proof (use_s30 IH (2 + a) 1 (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s23_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c71_L3 a c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p33 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p45 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p78 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c72_L (a c d : nat) : lmoves (s23_board (2 + a) 1 (2 + c) (2 + d)) = [s23_board (1 + a) 2 (2 + c) (2 + d); s22_board (2 + a) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s22_board, s23_board, strip. tf_options. Qed.
Lemma s23_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) 1 (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c72_R (a c d : nat) : rmoves (s23_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s23_c72_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s23_board (2 + a) 1 (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c72_L a c d), (s23_c72_R a c d); cbn [map].
  pose proof (use_s23 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s23_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s22 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s23_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c72_L3 a c d)).
  pose proof (use_s30 IH (2 + a) 1 (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c72_L3 a c d))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s22_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s30_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s8 *)
Lemma s23_c73_p20 x (Hs8 : s8_claim x) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 0 0 -> fst (s23_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q20] in Hc |- *.
  pose proof (Hs8 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c73_p26 x (Hs8 : s8_claim x) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 0 0 -> fst (s23_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s23_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q26] in Hc |- *.
  pose proof (Hs8 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s23_c74_L (a b : nat) : lmoves (s23_board (2 + a) (2 + b) 0 1) = [s23_board (1 + a) (3 + b) 0 1; s23_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s30_board (2 + a) (2 + b) 0 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c74_R (a b : nat) : rmoves (s23_board (2 + a) (2 + b) 0 1) = [s31_board (2 + a) (2 + b) 0 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s23_c74_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 0 1 -> fst (s23_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s23_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q19] in Hc |- *.
  rewrite tf_game_eq, (s23_c74_L a b), (s23_c74_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s23_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s23_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c74_L3 a b)).
  pose proof (use_s30 IH (2 + a) (2 + b) 0 0 0 (opt_norm_l _ _ _ _ _ (s23_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c74_L3 a b))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s23_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p19 Ho0 ltac:(zlia)).
  rewrite (s23_p17 Ho1 ltac:(zlia)).
  rewrite (s30_p39 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c75_L (a b d : nat) : lmoves (s23_board (2 + a) (2 + b) 0 (2 + d)) = [s23_board (1 + a) (3 + b) 0 (2 + d); s23_board (2 + a) (1 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) (2 + b) 0 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c75_R (a b d : nat) : rmoves (s23_board (2 + a) (2 + b) 0 (2 + d)) = [s31_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s23_c75_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s23_board (2 + a) (2 + b) 0 (2 + d) -> fst (s23_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q19] in Hc |- *.
  rewrite tf_game_eq, (s23_c75_L a b d), (s23_c75_R a b d); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s23_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s23_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c75_L3 a b d)).
  pose proof (use_s30 IH (2 + a) (2 + b) 0 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c75_L3 a b d))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s23_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p19 Ho0 ltac:(zlia)).
  rewrite (s23_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p69 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p80 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p82 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==0: the board of s8 *)
Lemma s23_c76_p13 x (Hs8 : s8_claim x) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 1 0 -> fst (s23_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s23_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q13] in Hc |- *.
  pose proof (Hs8 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s23_c77_L (a b : nat) : lmoves (s23_board (2 + a) (2 + b) 1 1) = [s23_board (1 + a) (3 + b) 1 1; s23_board (2 + a) (1 + b) 2 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s30_board (2 + a) (2 + b) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c77_R (a b : nat) : rmoves (s23_board (2 + a) (2 + b) 1 1) = [s31_board (2 + a) (2 + b) 1 1].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s23_c77_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s23_board (2 + a) (2 + b) 1 1 -> fst (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c77_L a b), (s23_c77_R a b); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s23_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s23_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c77_L3 a b)).
  pose proof (use_s30 IH (2 + a) (2 + b) 1 0 0 (opt_norm_l _ _ _ _ _ (s23_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c77_L3 a b))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s23_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  rewrite (s30_p61 Ho2 ltac:(zlia)).
  rewrite (s31_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s23_c78_L (a b d : nat) : lmoves (s23_board (2 + a) (2 + b) 1 (2 + d)) = [s23_board (1 + a) (3 + b) 1 (2 + d); s23_board (2 + a) (1 + b) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) (2 + b) 1 (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c78_R (a b d : nat) : rmoves (s23_board (2 + a) (2 + b) 1 (2 + d)) = [s31_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s23_board, s31_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s23_c78_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s23_board (2 + a) (2 + b) 1 (2 + d) -> fst (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q17] in Hc |- *.
  rewrite tf_game_eq, (s23_c78_L a b d), (s23_c78_R a b d); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s23_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s23_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c78_L3 a b d)).
  pose proof (use_s30 IH (2 + a) (2 + b) 1 (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c78_L3 a b d))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s23_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s23_p17 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s30_p75 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s30_p77 Ho2 ltac:(zlia)).
    rewrite (s31_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==0: the board of s8 *)
Lemma s23_c79_p5 x (Hs8 : s8_claim x) (a b c : nat) :
  x = s23_board (2 + a) (2 + b) (2 + c) 0 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s23_q5] in Hc |- *.
  pose proof (Hs8 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s23_board, s8_board; board_eq)) as Ho0.
  rewrite (s8_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s23_c80_L (a b c : nat) : lmoves (s23_board (2 + a) (2 + b) (2 + c) 1) = [s23_board (1 + a) (3 + b) (2 + c) 1; s23_board (2 + a) (1 + b) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s30_board (2 + a) (2 + b) (2 + c) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c80_R (a b c : nat) : rmoves (s23_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s23_c80_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s23_board (2 + a) (2 + b) (2 + c) 1 -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c80_L a b c), (s23_c80_R a b c); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s23_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s23_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c80_L3 a b c)).
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) 0 0 (opt_norm_l _ _ _ _ _ (s23_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c80_L3 a b c))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s30_p34 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p45 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p78 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s23_c81_L (a b c d : nat) : lmoves (s23_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s23_board (1 + a) (3 + b) (2 + c) (2 + d); s23_board (2 + a) (1 + b) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s23_board, strip. tf_options. Qed.
Lemma s23_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s30_board (2 + a) (2 + b) (2 + c) (1 + d) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s30_board; strip_board_eq | strip_offset]. Qed.
Lemma s23_c81_R (a b c d : nat) : rmoves (s23_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s23_board. tf_options. Qed.
(* s23 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s23_c81_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s23_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s23_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s23_q5] in Hc |- *.
  rewrite tf_game_eq, (s23_c81_L a b c d), (s23_c81_R a b c d); cbn [map].
  pose proof (use_s23 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s23_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s23 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s23_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s23_c81_L3 a b c d)).
  pose proof (use_s30 IH (2 + a) (2 + b) (2 + c) (1 + d) 0 (opt_norm_l _ _ _ _ _ (s23_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s23_c81_L3 a b c d))) as Ho2.
  rewrite (s23_p5 Ho0 ltac:(zlia)).
  rewrite (s23_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s30_p23 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p28 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p29 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s30_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c==0 && d==0: the board of s4 *)
Lemma s24_c1_p1 x (Hs4 : s4_claim x) :
  x = s24_board 0 0 0 0 -> fst (s24_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q1] in Hc |- *.
  pose proof (Hs4 0 0 ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c==0 && d==1: the board of s20 *)
Lemma s24_c2_p2 x (Hs20 : s20_claim x) :
  x = s24_board 0 0 0 1 -> fst (s24_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q2] in Hc |- *.
  pose proof (Hs20 0 0 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c==0 && d>=2: the board of s20 *)
Lemma s24_c3_p3 x (Hs20 : s20_claim x) (d : nat) :
  x = s24_board 0 0 0 (2 + d) -> fst (s24_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q3] in Hc |- *.
  pose proof (Hs20 0 0 (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c==1 && d==0: the board of s4 *)
Lemma s24_c4_p4 x (Hs4 : s4_claim x) :
  x = s24_board 0 0 1 0 -> fst (s24_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q4] in Hc |- *.
  pose proof (Hs4 0 1 ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c==1 && d==1: the board of s20 *)
Lemma s24_c5_p5 x (Hs20 : s20_claim x) :
  x = s24_board 0 0 1 1 -> fst (s24_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q5] in Hc |- *.
  pose proof (Hs20 0 1 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c==1 && d>=2: the board of s20 *)
Lemma s24_c6_p5 x (Hs20 : s20_claim x) (d : nat) :
  x = s24_board 0 0 1 (2 + d) -> fst (s24_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q5] in Hc |- *.
  pose proof (Hs20 0 1 (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c>=2 && d==0: the board of s4 *)
Lemma s24_c7_p7 x (Hs4 : s4_claim x) (c : nat) :
  x = s24_board 0 0 (2 + c) 0 -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs4 0 (2 + c) ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c>=2 && d==1: the board of s20 *)
Lemma s24_c8_p7 x (Hs20 : s20_claim x) (c : nat) :
  x = s24_board 0 0 (2 + c) 1 -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs20 0 (2 + c) 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==0 && c>=2 && d>=2: the board of s20 *)
Lemma s24_c9_p7 x (Hs20 : s20_claim x) (c d : nat) :
  x = s24_board 0 0 (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs20 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c==0 && d==0: the board of s6 *)
Lemma s24_c10_p6 x (Hs6 : s6_claim x) :
  x = s24_board 0 1 0 0 -> fst (s24_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q6] in Hc |- *.
  pose proof (Hs6 0 1 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c11_L : lmoves (s24_board 0 1 0 1) = [s21_board 0 1 0 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c11_R : rmoves (s24_board 0 1 0 1) = [s30_board 0 1 0 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c==0 && d==1 *)
Lemma s24_c11_p8 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 0 1 0 1 -> fst (s24_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q8] in Hc |- *.
  rewrite tf_game_eq, (s24_c11_L), (s24_c11_R); cbn [map].
  pose proof (use_s21 IH 0 1 0 1 (opt_l _ _ _ (s24_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 0 1 (opt_r _ _ _ (s24_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p8 Ho0 ltac:(zlia)).
  rewrite (s30_p19 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c12_L (d : nat) : lmoves (s24_board 0 1 0 (2 + d)) = [s21_board 0 1 0 (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c12_R (d : nat) : rmoves (s24_board 0 1 0 (2 + d)) = [s30_board 0 1 0 0 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c==0 && d>=2 *)
Lemma s24_c12_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s24_board 0 1 0 (2 + d) -> fst (s24_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q10] in Hc |- *.
  rewrite tf_game_eq, (s24_c12_L d), (s24_c12_R d); cbn [map].
  pose proof (use_s21 IH 0 1 0 (2 + d) (opt_l _ _ _ (s24_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 0 (2 + d) (opt_r _ _ _ (s24_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p9 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c==1 && d==0: the board of s6 *)
Lemma s24_c13_p11 x (Hs6 : s6_claim x) :
  x = s24_board 0 1 1 0 -> fst (s24_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q11 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q11] in Hc |- *.
  pose proof (Hs6 0 1 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c14_L : lmoves (s24_board 0 1 1 1) = [s21_board 0 1 1 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c14_R : rmoves (s24_board 0 1 1 1) = [s30_board 0 1 0 1 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c==1 && d==1 *)
Lemma s24_c14_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 0 1 1 1 -> fst (s24_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q13 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q13] in Hc |- *.
  rewrite tf_game_eq, (s24_c14_L), (s24_c14_R); cbn [map].
  pose proof (use_s21 IH 0 1 1 1 (opt_l _ _ _ (s24_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 1 1 (opt_r _ _ _ (s24_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p12 Ho0 ltac:(zlia)).
  rewrite (s30_p36 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c15_L (d : nat) : lmoves (s24_board 0 1 1 (2 + d)) = [s21_board 0 1 1 (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c15_R (d : nat) : rmoves (s24_board 0 1 1 (2 + d)) = [s30_board 0 1 0 1 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c==1 && d>=2 *)
Lemma s24_c15_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s24_board 0 1 1 (2 + d) -> fst (s24_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q14 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q14] in Hc |- *.
  rewrite tf_game_eq, (s24_c15_L d), (s24_c15_R d); cbn [map].
  pose proof (use_s21 IH 0 1 1 (2 + d) (opt_l _ _ _ (s24_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 1 0 1 (2 + d) (opt_r _ _ _ (s24_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s21_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c>=2 && d==0: the board of s6 *)
Lemma s24_c16_p7 x (Hs6 : s6_claim x) (c : nat) :
  x = s24_board 0 1 (2 + c) 0 -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs6 0 1 (2 + c) ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c17_L (c : nat) : lmoves (s24_board 0 1 (2 + c) 1) = [s21_board 0 1 (2 + c) 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c17_R (c : nat) : rmoves (s24_board 0 1 (2 + c) 1) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c>=2 && d==1 *)
Lemma s24_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s24_board 0 1 (2 + c) 1 -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c17_L c), (s24_c17_R c); cbn [map].
  pose proof (use_s21 IH 0 1 (2 + c) 1 (opt_l _ _ _ (s24_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c18_L (c d : nat) : lmoves (s24_board 0 1 (2 + c) (2 + d)) = [s21_board 0 1 (2 + c) (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c18_R (c d : nat) : rmoves (s24_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s24_c18_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s24_board 0 1 (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c18_L c d), (s24_c18_R c d); cbn [map].
  pose proof (use_s21 IH 0 1 (2 + c) (2 + d) (opt_l _ _ _ (s24_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s21_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c==0 && d==0: the board of s6 *)
Lemma s24_c19_p15 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 0 (2 + b) 0 0 -> fst (s24_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q15] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c19_p19 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 0 (2 + b) 0 0 -> fst (s24_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q19] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c20_L (b : nat) : lmoves (s24_board 0 (2 + b) 0 1) = [s25_board 0 (1 + b) 1 0 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c20_R (b : nat) : rmoves (s24_board 0 (2 + b) 0 1) = [s30_board 0 (2 + b) 0 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c==0 && d==1 *)
Lemma s24_c20_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 0 1 -> fst (s24_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q16] in Hc |- *.
  rewrite tf_game_eq, (s24_c20_L b), (s24_c20_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 0 1 (opt_l _ _ _ (s24_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 1 (opt_r _ _ _ (s24_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s25_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p47 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c20_p20 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 0 1 -> fst (s24_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q20] in Hc |- *.
  rewrite tf_game_eq, (s24_c20_L b), (s24_c20_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 0 1 (opt_l _ _ _ (s24_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 1 (opt_r _ _ _ (s24_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s25_p59 Ho0 ltac:(zlia)).
  rewrite (s30_p63 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c20_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 0 1 -> fst (s24_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q24 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q24] in Hc |- *.
  rewrite tf_game_eq, (s24_c20_L b), (s24_c20_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 0 1 (opt_l _ _ _ (s24_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 1 (opt_r _ _ _ (s24_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s25_p66 Ho0 ltac:(zlia)).
    rewrite (s30_p63 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p73 Ho0 ltac:(zlia)).
    rewrite (s30_p63 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s24_c21_L (b d : nat) : lmoves (s24_board 0 (2 + b) 0 (2 + d)) = [s25_board 0 (1 + b) 1 0 (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c21_R (b d : nat) : rmoves (s24_board 0 (2 + b) 0 (2 + d)) = [s30_board 0 (2 + b) 0 0 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s24_c21_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s24_board 0 (2 + b) 0 (2 + d) -> fst (s24_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q10 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q10] in Hc |- *.
  rewrite tf_game_eq, (s24_c21_L b d), (s24_c21_R b d); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 0 (2 + d) (opt_l _ _ _ (s24_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 0 (2 + d) (opt_r _ _ _ (s24_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s25_p21 Ho0 ltac:(zlia)).
  rewrite (s30_p22 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c==1 && d==0: the board of s6 *)
Lemma s24_c22_p17 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 0 (2 + b) 1 0 -> fst (s24_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q17] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c22_p21 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 0 (2 + b) 1 0 -> fst (s24_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q21 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q21] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c22_p25 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 0 (2 + b) 1 0 -> fst (s24_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q25 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q25] in Hc |- *.
  pose proof (Hs6 0 (2 + b) 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s24_c23_L (b : nat) : lmoves (s24_board 0 (2 + b) 1 1) = [s25_board 0 (1 + b) 1 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c23_R (b : nat) : rmoves (s24_board 0 (2 + b) 1 1) = [s30_board 0 (2 + b) 0 1 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c==1 && d==1 *)
Lemma s24_c23_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 1 1 -> fst (s24_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q18] in Hc |- *.
  rewrite tf_game_eq, (s24_c23_L b), (s24_c23_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s24_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s24_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s25_p45 Ho0 ltac:(zlia)).
  rewrite (s30_p57 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c23_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 1 1 -> fst (s24_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q23 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q23] in Hc |- *.
  rewrite tf_game_eq, (s24_c23_L b), (s24_c23_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s24_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s24_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s25_p61 Ho0 ltac:(zlia)).
  rewrite (s30_p70 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s24_c23_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 0 (2 + b) 1 1 -> fst (s24_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q26 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q26] in Hc |- *.
  rewrite tf_game_eq, (s24_c23_L b), (s24_c23_R b); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 1 1 (opt_l _ _ _ (s24_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 1 1 (opt_r _ _ _ (s24_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s25_p68 Ho0 ltac:(zlia)).
  rewrite (s30_p79 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s24_c24_L (b d : nat) : lmoves (s24_board 0 (2 + b) 1 (2 + d)) = [s25_board 0 (1 + b) 1 1 (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c24_R (b d : nat) : rmoves (s24_board 0 (2 + b) 1 (2 + d)) = [s30_board 0 (2 + b) 0 1 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s24_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s24_board 0 (2 + b) 1 (2 + d) -> fst (s24_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q14] in Hc |- *.
  rewrite tf_game_eq, (s24_c24_L b d), (s24_c24_R b d); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s24_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 0 (2 + b) 0 1 (2 + d) (opt_r _ _ _ (s24_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s25_p37 Ho0 ltac:(zlia)).
    rewrite (s30_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p46 Ho0 ltac:(zlia)).
    rewrite (s30_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c>=2 && d==0: the board of s6 *)
Lemma s24_c25_p7 x (Hs6 : s6_claim x) (b c : nat) :
  x = s24_board 0 (2 + b) (2 + c) 0 -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs6 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c26_L (b c : nat) : lmoves (s24_board 0 (2 + b) (2 + c) 1) = [s25_board 0 (1 + b) 1 (2 + c) 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c26_R (b c : nat) : rmoves (s24_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s24_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s24_board 0 (2 + b) (2 + c) 1 -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c26_L b c), (s24_c26_R b c); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s24_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c27_L (b c d : nat) : lmoves (s24_board 0 (2 + b) (2 + c) (2 + d)) = [s25_board 0 (1 + b) 1 (2 + c) (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c27_R (b c d : nat) : rmoves (s24_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s24_c27_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s24_board 0 (2 + b) (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c27_L b c d), (s24_c27_R b c d); cbn [map].
  pose proof (use_s25 IH 0 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s24_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s25_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c==0 && d==0: the board of s4 *)
Lemma s24_c28_p27 x (Hs4 : s4_claim x) :
  x = s24_board 1 0 0 0 -> fst (s24_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q27 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q27] in Hc |- *.
  pose proof (Hs4 1 0 ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c==0 && d==1: the board of s20 *)
Lemma s24_c29_p28 x (Hs20 : s20_claim x) :
  x = s24_board 1 0 0 1 -> fst (s24_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q28 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q28] in Hc |- *.
  pose proof (Hs20 1 0 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c==0 && d>=2: the board of s20 *)
Lemma s24_c30_p31 x (Hs20 : s20_claim x) (d : nat) :
  x = s24_board 1 0 0 (2 + d) -> fst (s24_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q31 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q31] in Hc |- *.
  pose proof (Hs20 1 0 (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c==1 && d==0: the board of s4 *)
Lemma s24_c31_p32 x (Hs4 : s4_claim x) :
  x = s24_board 1 0 1 0 -> fst (s24_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q32 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q32] in Hc |- *.
  pose proof (Hs4 1 1 ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c==1 && d==1: the board of s20 *)
Lemma s24_c32_p8 x (Hs20 : s20_claim x) :
  x = s24_board 1 0 1 1 -> fst (s24_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q8 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q8] in Hc |- *.
  pose proof (Hs20 1 1 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c==1 && d>=2: the board of s20 *)
Lemma s24_c33_p12 x (Hs20 : s20_claim x) (d : nat) :
  x = s24_board 1 0 1 (2 + d) -> fst (s24_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q12 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q12] in Hc |- *.
  pose proof (Hs20 1 1 (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c>=2 && d==0: the board of s4 *)
Lemma s24_c34_p7 x (Hs4 : s4_claim x) (c : nat) :
  x = s24_board 1 0 (2 + c) 0 -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs4 1 (2 + c) ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c>=2 && d==1: the board of s20 *)
Lemma s24_c35_p7 x (Hs20 : s20_claim x) (c : nat) :
  x = s24_board 1 0 (2 + c) 1 -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs20 1 (2 + c) 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==0 && c>=2 && d>=2: the board of s20 *)
Lemma s24_c36_p7 x (Hs20 : s20_claim x) (c d : nat) :
  x = s24_board 1 0 (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs20 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c==0 && d==0: the board of s6 *)
Lemma s24_c37_p9 x (Hs6 : s6_claim x) :
  x = s24_board 1 1 0 0 -> fst (s24_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q9] in Hc |- *.
  pose proof (Hs6 1 1 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c38_L : lmoves (s24_board 1 1 0 1) = [s24_board 0 2 0 1; s21_board 1 1 0 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c38_R : rmoves (s24_board 1 1 0 1) = [s30_board 1 1 0 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c==0 && d==1 *)
Lemma s24_c38_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 1 1 0 1 -> fst (s24_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q22] in Hc |- *.
  rewrite tf_game_eq, (s24_c38_L), (s24_c38_R); cbn [map].
  pose proof (use_s24 IH 0 2 0 1 (opt_l _ _ _ (s24_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 1 0 1 (opt_l _ _ _ (s24_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 0 0 1 (opt_r _ _ _ (s24_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p16 Ho0 ltac:(zlia)).
  rewrite (s21_p14 Ho1 ltac:(zlia)).
  rewrite (s30_p87 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c39_L (d : nat) : lmoves (s24_board 1 1 0 (2 + d)) = [s24_board 0 2 0 (2 + d); s21_board 1 1 0 (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c39_R (d : nat) : rmoves (s24_board 1 1 0 (2 + d)) = [s30_board 1 1 0 0 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c==0 && d>=2 *)
Lemma s24_c39_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s24_board 1 1 0 (2 + d) -> fst (s24_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q10] in Hc |- *.
  rewrite tf_game_eq, (s24_c39_L d), (s24_c39_R d); cbn [map].
  pose proof (use_s24 IH 0 2 0 (2 + d) (opt_l _ _ _ (s24_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 1 0 (2 + d) (opt_l _ _ _ (s24_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 0 0 (2 + d) (opt_r _ _ _ (s24_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  rewrite (s21_p39 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c==1 && d==0: the board of s6 *)
Lemma s24_c40_p11 x (Hs6 : s6_claim x) :
  x = s24_board 1 1 1 0 -> fst (s24_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q11] in Hc |- *.
  pose proof (Hs6 1 1 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c41_L : lmoves (s24_board 1 1 1 1) = [s24_board 0 2 1 1; s21_board 1 1 1 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c41_R : rmoves (s24_board 1 1 1 1) = [s30_board 1 1 0 1 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c==1 && d==1 *)
Lemma s24_c41_p13 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s24_board 1 1 1 1 -> fst (s24_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q13] in Hc |- *.
  rewrite tf_game_eq, (s24_c41_L), (s24_c41_R); cbn [map].
  pose proof (use_s24 IH 0 2 1 1 (opt_l _ _ _ (s24_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 1 1 1 (opt_l _ _ _ (s24_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 0 1 1 (opt_r _ _ _ (s24_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p18 Ho0 ltac:(zlia)).
  rewrite (s21_p41 Ho1 ltac:(zlia)).
  rewrite (s30_p62 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c42_L (d : nat) : lmoves (s24_board 1 1 1 (2 + d)) = [s24_board 0 2 1 (2 + d); s21_board 1 1 1 (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c42_R (d : nat) : rmoves (s24_board 1 1 1 (2 + d)) = [s30_board 1 1 0 1 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s24_c42_p14 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s24_board 1 1 1 (2 + d) -> fst (s24_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q14 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q14] in Hc |- *.
  rewrite tf_game_eq, (s24_c42_L d), (s24_c42_R d); cbn [map].
  pose proof (use_s24 IH 0 2 1 (2 + d) (opt_l _ _ _ (s24_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 1 1 (2 + d) (opt_l _ _ _ (s24_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 1 0 1 (2 + d) (opt_r _ _ _ (s24_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  rewrite (s21_p42 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c>=2 && d==0: the board of s6 *)
Lemma s24_c43_p7 x (Hs6 : s6_claim x) (c : nat) :
  x = s24_board 1 1 (2 + c) 0 -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs6 1 1 (2 + c) ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c44_L (c : nat) : lmoves (s24_board 1 1 (2 + c) 1) = [s24_board 0 2 (2 + c) 1; s21_board 1 1 (2 + c) 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c44_R (c : nat) : rmoves (s24_board 1 1 (2 + c) 1) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s24_c44_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s24_board 1 1 (2 + c) 1 -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c44_L c), (s24_c44_R c); cbn [map].
  pose proof (use_s24 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s24_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 1 (2 + c) 1 (opt_l _ _ _ (s24_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c45_L (c d : nat) : lmoves (s24_board 1 1 (2 + c) (2 + d)) = [s24_board 0 2 (2 + c) (2 + d); s21_board 1 1 (2 + c) (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c45_R (c d : nat) : rmoves (s24_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s24_c45_p7 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s24_board 1 1 (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c45_L c d), (s24_c45_R c d); cbn [map].
  pose proof (use_s24 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s24_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH 1 1 (2 + c) (2 + d) (opt_l _ _ _ (s24_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c==0 && d==0: the board of s6 *)
Lemma s24_c46_p11 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 1 (2 + b) 0 0 -> fst (s24_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q11] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c46_p19 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 1 (2 + b) 0 0 -> fst (s24_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q19] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c47_L (b : nat) : lmoves (s24_board 1 (2 + b) 0 1) = [s24_board 0 (3 + b) 0 1; s25_board 1 (1 + b) 1 0 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c47_R (b : nat) : rmoves (s24_board 1 (2 + b) 0 1) = [s30_board 1 (2 + b) 0 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s24_c47_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 1 (2 + b) 0 1 -> fst (s24_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q24] in Hc |- *.
  rewrite tf_game_eq, (s24_c47_L b), (s24_c47_R b); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s24_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 0 1 (opt_l _ _ _ (s24_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) 0 0 1 (opt_r _ _ _ (s24_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p24 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p73 Ho1 ltac:(zlia)).
    rewrite (s30_p63 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p91 Ho1 ltac:(zlia)).
    rewrite (s30_p63 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s24_c47_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 1 (2 + b) 0 1 -> fst (s24_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q33] in Hc |- *.
  rewrite tf_game_eq, (s24_c47_L b), (s24_c47_R b); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s24_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 0 1 (opt_l _ _ _ (s24_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) 0 0 1 (opt_r _ _ _ (s24_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p20 Ho0 ltac:(zlia)).
  rewrite (s25_p13 Ho1 ltac:(zlia)).
  rewrite (s30_p63 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c48_L (b d : nat) : lmoves (s24_board 1 (2 + b) 0 (2 + d)) = [s24_board 0 (3 + b) 0 (2 + d); s25_board 1 (1 + b) 1 0 (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c48_R (b d : nat) : rmoves (s24_board 1 (2 + b) 0 (2 + d)) = [s30_board 1 (2 + b) 0 0 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s24_c48_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s24_board 1 (2 + b) 0 (2 + d) -> fst (s24_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q10] in Hc |- *.
  rewrite tf_game_eq, (s24_c48_L b d), (s24_c48_R b d); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s24_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 0 (2 + d) (opt_l _ _ _ (s24_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) 0 0 (2 + d) (opt_r _ _ _ (s24_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  rewrite (s25_p21 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c==1 && d==0: the board of s6 *)
Lemma s24_c49_p25 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 1 (2 + b) 1 0 -> fst (s24_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q25] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s24_c49_p34 x (Hs6 : s6_claim x) (b : nat) :
  x = s24_board 1 (2 + b) 1 0 -> fst (s24_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q34] in Hc |- *.
  pose proof (Hs6 1 (2 + b) 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

Lemma s24_c50_L (b : nat) : lmoves (s24_board 1 (2 + b) 1 1) = [s24_board 0 (3 + b) 1 1; s25_board 1 (1 + b) 1 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c50_R (b : nat) : rmoves (s24_board 1 (2 + b) 1 1) = [s30_board 1 (2 + b) 0 1 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s24_c50_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 1 (2 + b) 1 1 -> fst (s24_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q26] in Hc |- *.
  rewrite tf_game_eq, (s24_c50_L b), (s24_c50_R b); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s24_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s24_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s24_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p26 Ho0 ltac:(zlia)).
  rewrite (s25_p68 Ho1 ltac:(zlia)).
  rewrite (s30_p79 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s24_c50_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s24_board 1 (2 + b) 1 1 -> fst (s24_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q35] in Hc |- *.
  rewrite tf_game_eq, (s24_c50_L b), (s24_c50_R b); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s24_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 1 1 (opt_l _ _ _ (s24_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) 0 1 1 (opt_r _ _ _ (s24_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p23 Ho0 ltac:(zlia)).
  rewrite (s25_p87 Ho1 ltac:(zlia)).
  rewrite (s30_p104 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s24_c51_L (b d : nat) : lmoves (s24_board 1 (2 + b) 1 (2 + d)) = [s24_board 0 (3 + b) 1 (2 + d); s25_board 1 (1 + b) 1 1 (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c51_R (b d : nat) : rmoves (s24_board 1 (2 + b) 1 (2 + d)) = [s30_board 1 (2 + b) 0 1 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s24_c51_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s24_board 1 (2 + b) 1 (2 + d) -> fst (s24_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q14] in Hc |- *.
  rewrite tf_game_eq, (s24_c51_L b d), (s24_c51_R b d); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s24_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s24_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH 1 (2 + b) 0 1 (2 + d) (opt_r _ _ _ (s24_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c>=2 && d==0: the board of s6 *)
Lemma s24_c52_p7 x (Hs6 : s6_claim x) (b c : nat) :
  x = s24_board 1 (2 + b) (2 + c) 0 -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs6 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c53_L (b c : nat) : lmoves (s24_board 1 (2 + b) (2 + c) 1) = [s24_board 0 (3 + b) (2 + c) 1; s25_board 1 (1 + b) 1 (2 + c) 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c53_R (b c : nat) : rmoves (s24_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s24_c53_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s24_board 1 (2 + b) (2 + c) 1 -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c53_L b c), (s24_c53_R b c); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s24_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s24_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c54_L (b c d : nat) : lmoves (s24_board 1 (2 + b) (2 + c) (2 + d)) = [s24_board 0 (3 + b) (2 + c) (2 + d); s25_board 1 (1 + b) 1 (2 + c) (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c54_R (b c d : nat) : rmoves (s24_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s24_c54_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s24_board 1 (2 + b) (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c54_L b c d), (s24_c54_R b c d); cbn [map].
  pose proof (use_s24 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s24_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH 1 (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s24_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c==0 && d==0: the board of s4 *)
Lemma s24_c55_p29 x (Hs4 : s4_claim x) (a : nat) :
  x = s24_board (2 + a) 0 0 0 -> fst (s24_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q29] in Hc |- *.
  pose proof (Hs4 (2 + a) 0 ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c==0 && d==1: the board of s20 *)
Lemma s24_c56_p36 x (Hs20 : s20_claim x) (a : nat) :
  x = s24_board (2 + a) 0 0 1 -> fst (s24_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q36] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c56_p42 x (Hs20 : s20_claim x) (a : nat) :
  x = s24_board (2 + a) 0 0 1 -> fst (s24_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q42] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c==0 && d>=2: the board of s20 *)
Lemma s24_c57_p31 x (Hs20 : s20_claim x) (a d : nat) :
  x = s24_board (2 + a) 0 0 (2 + d) -> fst (s24_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q31] in Hc |- *.
  pose proof (Hs20 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c==1 && d==0: the board of s4 *)
Lemma s24_c58_p9 x (Hs4 : s4_claim x) (a : nat) :
  x = s24_board (2 + a) 0 1 0 -> fst (s24_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q9] in Hc |- *.
  pose proof (Hs4 (2 + a) 1 ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c==1 && d==1: the board of s20 *)
Lemma s24_c59_p38 x (Hs20 : s20_claim x) (a : nat) :
  x = s24_board (2 + a) 0 1 1 -> fst (s24_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q38] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c==1 && d>=2: the board of s20 *)
Lemma s24_c60_p12 x (Hs20 : s20_claim x) (a d : nat) :
  x = s24_board (2 + a) 0 1 (2 + d) -> fst (s24_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q12] in Hc |- *.
  pose proof (Hs20 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c>=2 && d==0: the board of s4 *)
Lemma s24_c61_p7 x (Hs4 : s4_claim x) (a c : nat) :
  x = s24_board (2 + a) 0 (2 + c) 0 -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs4 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s24_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c>=2 && d==1: the board of s20 *)
Lemma s24_c62_p7 x (Hs20 : s20_claim x) (a c : nat) :
  x = s24_board (2 + a) 0 (2 + c) 1 -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==0 && c>=2 && d>=2: the board of s20 *)
Lemma s24_c63_p7 x (Hs20 : s20_claim x) (a c d : nat) :
  x = s24_board (2 + a) 0 (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs20 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s24_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c==0 && d==0: the board of s6 *)
Lemma s24_c64_p9 x (Hs6 : s6_claim x) (a : nat) :
  x = s24_board (2 + a) 1 0 0 -> fst (s24_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q9] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c65_L (a : nat) : lmoves (s24_board (2 + a) 1 0 1) = [s24_board (1 + a) 2 0 1; s21_board (2 + a) 1 0 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c65_R (a : nat) : rmoves (s24_board (2 + a) 1 0 1) = [s30_board (2 + a) 1 0 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s24_c65_p37 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s24_board (2 + a) 1 0 1 -> fst (s24_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q37 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q37] in Hc |- *.
  rewrite tf_game_eq, (s24_c65_L a), (s24_c65_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 0 1 (opt_l _ _ _ (s24_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 1 0 1 (opt_l _ _ _ (s24_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 0 1 (opt_r _ _ _ (s24_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p33 Ho0 ltac:(zlia)).
  rewrite (s21_p21 Ho1 ltac:(zlia)).
  rewrite (s30_p109 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s24_c65_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s24_board (2 + a) 1 0 1 -> fst (s24_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q40] in Hc |- *.
  rewrite tf_game_eq, (s24_c65_L a), (s24_c65_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 0 1 (opt_l _ _ _ (s24_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 1 0 1 (opt_l _ _ _ (s24_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 0 1 (opt_r _ _ _ (s24_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p24 Ho0 ltac:(zlia)).
  rewrite (s21_p21 Ho1 ltac:(zlia)).
  rewrite (s30_p112 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s24_c66_L (a d : nat) : lmoves (s24_board (2 + a) 1 0 (2 + d)) = [s24_board (1 + a) 2 0 (2 + d); s21_board (2 + a) 1 0 (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c66_R (a d : nat) : rmoves (s24_board (2 + a) 1 0 (2 + d)) = [s30_board (2 + a) 1 0 0 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s24_c66_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s24_board (2 + a) 1 0 (2 + d) -> fst (s24_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q10] in Hc |- *.
  rewrite tf_game_eq, (s24_c66_L a d), (s24_c66_R a d); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s24_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 1 0 (2 + d) (opt_l _ _ _ (s24_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 0 (2 + d) (opt_r _ _ _ (s24_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  rewrite (s21_p39 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c==1 && d==0: the board of s6 *)
Lemma s24_c67_p30 x (Hs6 : s6_claim x) (a : nat) :
  x = s24_board (2 + a) 1 1 0 -> fst (s24_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q30] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c67_p41 x (Hs6 : s6_claim x) (a : nat) :
  x = s24_board (2 + a) 1 1 0 -> fst (s24_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q41] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c68_L (a : nat) : lmoves (s24_board (2 + a) 1 1 1) = [s24_board (1 + a) 2 1 1; s21_board (2 + a) 1 1 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c68_R (a : nat) : rmoves (s24_board (2 + a) 1 1 1) = [s30_board (2 + a) 1 0 1 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s24_c68_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s24_board (2 + a) 1 1 1 -> fst (s24_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q13] in Hc |- *.
  rewrite tf_game_eq, (s24_c68_L a), (s24_c68_R a); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 1 1 (opt_l _ _ _ (s24_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 1 1 1 (opt_l _ _ _ (s24_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 1 1 (opt_r _ _ _ (s24_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s24_p26 Ho0 ltac:(zlia)).
    rewrite (s21_p53 Ho1 ltac:(zlia)).
    rewrite (s30_p97 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s24_p35 Ho0 ltac:(zlia)).
    rewrite (s21_p53 Ho1 ltac:(zlia)).
    rewrite (s30_p97 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s24_c69_L (a d : nat) : lmoves (s24_board (2 + a) 1 1 (2 + d)) = [s24_board (1 + a) 2 1 (2 + d); s21_board (2 + a) 1 1 (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c69_R (a d : nat) : rmoves (s24_board (2 + a) 1 1 (2 + d)) = [s30_board (2 + a) 1 0 1 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s24_c69_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s24_board (2 + a) 1 1 (2 + d) -> fst (s24_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q14 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q14] in Hc |- *.
  rewrite tf_game_eq, (s24_c69_L a d), (s24_c69_R a d); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s24_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 1 1 (2 + d) (opt_l _ _ _ (s24_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) 1 0 1 (2 + d) (opt_r _ _ _ (s24_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  rewrite (s21_p46 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c>=2 && d==0: the board of s6 *)
Lemma s24_c70_p7 x (Hs6 : s6_claim x) (a c : nat) :
  x = s24_board (2 + a) 1 (2 + c) 0 -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs6 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c71_L (a c : nat) : lmoves (s24_board (2 + a) 1 (2 + c) 1) = [s24_board (1 + a) 2 (2 + c) 1; s21_board (2 + a) 1 (2 + c) 1].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c71_R (a c : nat) : rmoves (s24_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s24_c71_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s24_board (2 + a) 1 (2 + c) 1 -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c71_L a c), (s24_c71_R a c); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s24_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s24_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c72_L (a c d : nat) : lmoves (s24_board (2 + a) 1 (2 + c) (2 + d)) = [s24_board (1 + a) 2 (2 + c) (2 + d); s21_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s21_board, s24_board. tf_options. Qed.
Lemma s24_c72_R (a c d : nat) : rmoves (s24_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s24_c72_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s24_board (2 + a) 1 (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c72_L a c d), (s24_c72_R a c d); cbn [map].
  pose proof (use_s24 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s24_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s21 IH (2 + a) 1 (2 + c) (2 + d) (opt_l _ _ _ (s24_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s21_p15 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c==0 && d==0: the board of s6 *)
Lemma s24_c73_p19 x (Hs6 : s6_claim x) (a b : nat) :
  x = s24_board (2 + a) (2 + b) 0 0 -> fst (s24_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q19] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c73_p39 x (Hs6 : s6_claim x) (a b : nat) :
  x = s24_board (2 + a) (2 + b) 0 0 -> fst (s24_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s24_q39 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q39] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s24_c74_L (a b : nat) : lmoves (s24_board (2 + a) (2 + b) 0 1) = [s24_board (1 + a) (3 + b) 0 1; s25_board (2 + a) (1 + b) 1 0 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c74_R (a b : nat) : rmoves (s24_board (2 + a) (2 + b) 0 1) = [s30_board (2 + a) (2 + b) 0 0 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s24_c74_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s24_board (2 + a) (2 + b) 0 1 -> fst (s24_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s24_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q24] in Hc |- *.
  rewrite tf_game_eq, (s24_c74_L a b), (s24_c74_R a b); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s24_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 1 0 1 (opt_l _ _ _ (s24_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 0 1 (opt_r _ _ _ (s24_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p24 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s25_p13 Ho1 ltac:(zlia)).
    rewrite (s30_p63 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s25_p73 Ho1 ltac:(zlia)).
    rewrite (s30_p63 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s24_c75_L (a b d : nat) : lmoves (s24_board (2 + a) (2 + b) 0 (2 + d)) = [s24_board (1 + a) (3 + b) 0 (2 + d); s25_board (2 + a) (1 + b) 1 0 (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c75_R (a b d : nat) : rmoves (s24_board (2 + a) (2 + b) 0 (2 + d)) = [s30_board (2 + a) (2 + b) 0 0 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s24_c75_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s24_board (2 + a) (2 + b) 0 (2 + d) -> fst (s24_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q10 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q10] in Hc |- *.
  rewrite tf_game_eq, (s24_c75_L a b d), (s24_c75_R a b d); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s24_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 1 0 (2 + d) (opt_l _ _ _ (s24_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 0 (2 + d) (opt_r _ _ _ (s24_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p10 Ho0 ltac:(zlia)).
  rewrite (s25_p21 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c==1 && d==0: the board of s6 *)
Lemma s24_c76_p25 x (Hs6 : s6_claim x) (a b : nat) :
  x = s24_board (2 + a) (2 + b) 1 0 -> fst (s24_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s24_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q25] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s24_c77_L (a b : nat) : lmoves (s24_board (2 + a) (2 + b) 1 1) = [s24_board (1 + a) (3 + b) 1 1; s25_board (2 + a) (1 + b) 1 1 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c77_R (a b : nat) : rmoves (s24_board (2 + a) (2 + b) 1 1) = [s30_board (2 + a) (2 + b) 0 1 1].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s24_c77_p26 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s24_board (2 + a) (2 + b) 1 1 -> fst (s24_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s24_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q26] in Hc |- *.
  rewrite tf_game_eq, (s24_c77_L a b), (s24_c77_R a b); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s24_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 1 1 1 (opt_l _ _ _ (s24_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 1 1 (opt_r _ _ _ (s24_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p26 Ho0 ltac:(zlia)).
  rewrite (s25_p68 Ho1 ltac:(zlia)).
  rewrite (s30_p79 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]].
Qed.

Lemma s24_c78_L (a b d : nat) : lmoves (s24_board (2 + a) (2 + b) 1 (2 + d)) = [s24_board (1 + a) (3 + b) 1 (2 + d); s25_board (2 + a) (1 + b) 1 1 (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c78_R (a b d : nat) : rmoves (s24_board (2 + a) (2 + b) 1 (2 + d)) = [s30_board (2 + a) (2 + b) 0 1 (2 + d)].
Proof. unfold s24_board, s30_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s24_c78_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s24_board (2 + a) (2 + b) 1 (2 + d) -> fst (s24_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q14] in Hc |- *.
  rewrite tf_game_eq, (s24_c78_L a b d), (s24_c78_R a b d); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s24_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 1 1 (2 + d) (opt_l _ _ _ (s24_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s30 IH (2 + a) (2 + b) 0 1 (2 + d) (opt_r _ _ _ (s24_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s24_p14 Ho0 ltac:(zlia)).
  rewrite (s25_p37 Ho1 ltac:(zlia)).
  rewrite (s30_p22 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c>=2 && d==0: the board of s6 *)
Lemma s24_c79_p7 x (Hs6 : s6_claim x) (a b c : nat) :
  x = s24_board (2 + a) (2 + b) (2 + c) 0 -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s24_q7] in Hc |- *.
  pose proof (Hs6 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s24_board, s6_board; board_eq)) as Ho0.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s24_c80_L (a b c : nat) : lmoves (s24_board (2 + a) (2 + b) (2 + c) 1) = [s24_board (1 + a) (3 + b) (2 + c) 1; s25_board (2 + a) (1 + b) 1 (2 + c) 1].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c80_R (a b c : nat) : rmoves (s24_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s24_c80_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s24_board (2 + a) (2 + b) (2 + c) 1 -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c80_L a b c), (s24_c80_R a b c); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s24_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 1 (2 + c) 1 (opt_l _ _ _ (s24_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s24_c81_L (a b c d : nat) : lmoves (s24_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s24_board (1 + a) (3 + b) (2 + c) (2 + d); s25_board (2 + a) (1 + b) 1 (2 + c) (2 + d)].
Proof. unfold s24_board, s25_board. tf_options. Qed.
Lemma s24_c81_R (a b c d : nat) : rmoves (s24_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s24_board. tf_options. Qed.
(* s24 = T^a _ T^b _^2 T^c F T^d F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s24_c81_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s24_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s24_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s24_q7] in Hc |- *.
  rewrite tf_game_eq, (s24_c81_L a b c d), (s24_c81_R a b c d); cbn [map].
  pose proof (use_s24 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s24_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s25 IH (2 + a) (1 + b) 1 (2 + c) (2 + d) (opt_l _ _ _ (s24_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s24_p7 Ho0 ltac:(zlia)).
  rewrite (s25_p8 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d==0 && e==0: the board of s4 *)
Lemma s25_c1_p1 x (Hs4 : s4_claim x) :
  x = s25_board 0 0 0 0 0 -> fst (s25_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s25_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q1] in Hc |- *.
  pose proof (Hs4 0 0 ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d==0 && e==1: the board of s20 *)
Lemma s25_c2_p2 x (Hs20 : s20_claim x) :
  x = s25_board 0 0 0 0 1 -> fst (s25_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s25_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q2] in Hc |- *.
  pose proof (Hs20 0 0 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d==0 && e>=2: the board of s20 *)
Lemma s25_c3_p3 x (Hs20 : s20_claim x) (e : nat) :
  x = s25_board 0 0 0 0 (2 + e) -> fst (s25_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q3] in Hc |- *.
  pose proof (Hs20 0 0 (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d==1 && e==0: the board of s4 *)
Lemma s25_c4_p5 x (Hs4 : s4_claim x) :
  x = s25_board 0 0 0 1 0 -> fst (s25_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s25_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q5] in Hc |- *.
  pose proof (Hs4 0 1 ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d==1 && e==1: the board of s20 *)
Lemma s25_c5_p6 x (Hs20 : s20_claim x) :
  x = s25_board 0 0 0 1 1 -> fst (s25_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s25_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q6] in Hc |- *.
  pose proof (Hs20 0 1 1 ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d==1 && e>=2: the board of s20 *)
Lemma s25_c6_p6 x (Hs20 : s20_claim x) (e : nat) :
  x = s25_board 0 0 0 1 (2 + e) -> fst (s25_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s25_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s25_q6] in Hc |- *.
  pose proof (Hs20 0 1 (2 + e) ltac:(rewrite Hx; unfold s25_board, s20_board; board_eq)) as Ho0.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s25 = T^a _ T^b _ T^c _ T^d F T^e F on a==0 && b==0 && c==0 && d>=2 && e==0: the board of s4 *)
Lemma s25_c7_p8 x (Hs4 : s4_claim x) (d : nat) :
  x = s25_board 0 0 0 (2 + d) 0 -> fst (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s25_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s25_q8] in Hc |- *.
  pose proof (Hs4 0 (2 + d) ltac:(rewrite Hx; unfold s25_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

