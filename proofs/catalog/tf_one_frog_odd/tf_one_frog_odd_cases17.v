(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base tf_one_frog_odd_values1.


Lemma s39_c135_L (c d e : nat) : lmoves (s39_board 1 1 (2 + c) (2 + d) (2 + e)) = [s40_board 0 1 1 (2 + c) (2 + d) (2 + e); s30_board 1 (3 + c) (2 + d) (2 + e); s39_board 1 1 (1 + c) (3 + d) (2 + e); s39_board 1 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s30_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c135_R (c d e : nat) : rmoves (s39_board 1 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c135_p3 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s39_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c135_L c d e), (s39_c135_R c d e); cbn [map].
  pose proof (use_s40 IH 0 1 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH 1 (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c135_L c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c136_p24 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 0 0 -> fst (s39_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q24] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c137_p25 x (Hs33 : s33_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 0 1 -> fst (s39_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q25 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q25] in Hc |- *.
  pose proof (Hs33 1 (2 + b) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c138_p3 x (Hs33 : s33_claim x) (b e : nat) :
  x = s39_board 1 (2 + b) 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 1 (2 + b) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s34 *)
Lemma s39_c139_p7 x (Hs34 : s34_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 1 0 -> fst (s39_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs34 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s34 *)
Lemma s39_c140_p11 x (Hs34 : s34_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 0 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s34 *)
Lemma s39_c141_p3 x (Hs34 : s34_claim x) (b e : nat) :
  x = s39_board 1 (2 + b) 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s34 *)
Lemma s39_c142_p13 x (Hs34 : s34_claim x) (b d : nat) :
  x = s39_board 1 (2 + b) 0 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs34 1 (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s34 *)
Lemma s39_c143_p11 x (Hs34 : s34_claim x) (b d : nat) :
  x = s39_board 1 (2 + b) 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s34 *)
Lemma s39_c144_p3 x (Hs34 : s34_claim x) (b d e : nat) :
  x = s39_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s31 *)
Lemma s39_c145_p7 x (Hs31 : s31_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 1 0 0 -> fst (s39_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs31 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e==1: the board of s31 *)
Lemma s39_c146_p18 x (Hs31 : s31_claim x) (b : nat) :
  x = s39_board 1 (2 + b) 1 0 1 -> fst (s39_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==0 && e>=2: the board of s31 *)
Lemma s39_c147_p3 x (Hs31 : s31_claim x) (b e : nat) :
  x = s39_board 1 (2 + b) 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c148_L (b : nat) : lmoves (s39_board 1 (2 + b) 1 1 0) = [s40_board 0 1 (2 + b) 1 1 0; s39_board 1 (1 + b) 2 1 0; s34_board 1 (2 + b) 2 0; s31_board 1 (2 + b) 1 1].
Proof. unfold s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c148_R (b : nat) : rmoves (s39_board 1 (2 + b) 1 1 0) = [s22_board 1 (2 + b) 1 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s39_c148_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 1 1 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c148_L b), (s39_c148_R b); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) 1 1 0 (opt_l _ _ _ (s39_c148_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 2 1 0 (opt_l _ _ _ (s39_c148_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) 2 0 (opt_l _ _ _ (s39_c148_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 1 1 (opt_l _ _ _ (s39_c148_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s39_c148_R b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c149_L (b : nat) : lmoves (s39_board 1 (2 + b) 1 1 1) = [s40_board 0 1 (2 + b) 1 1 1; s39_board 1 (1 + b) 2 1 1; s34_board 1 (2 + b) 2 1; s31_board 1 (2 + b) 1 2].
Proof. unfold s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c149_R (b : nat) : rmoves (s39_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]) (s22_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s39_c149_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s39_board 1 (2 + b) 1 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c149_L b), (s39_c149_R b); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) 1 1 1 (opt_l _ _ _ (s39_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 2 1 1 (opt_l _ _ _ (s39_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) 2 1 (opt_l _ _ _ (s39_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 1 2 (opt_l _ _ _ (s39_c149_L b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c149_R1 b)).
  pose proof (use_s22 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s39_c149_R b) ltac:(cbn [In]; left; reflexivity) (s39_c149_R1 b))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c150_L (b e : nat) : lmoves (s39_board 1 (2 + b) 1 1 (2 + e)) = [s40_board 0 1 (2 + b) 1 1 (2 + e); s39_board 1 (1 + b) 2 1 (2 + e); s34_board 1 (2 + b) 2 (2 + e); s31_board 1 (2 + b) 1 (3 + e)].
Proof. unfold s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c150_R (b e : nat) : rmoves (s39_board 1 (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s39_c150_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s39_board 1 (2 + b) 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c150_L b e), (s39_c150_R b e); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s39_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s39_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) 2 (2 + e) (opt_l _ _ _ (s39_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) 1 (3 + e) (opt_l _ _ _ (s39_c150_L b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c151_L (b d : nat) : lmoves (s39_board 1 (2 + b) 1 (2 + d) 0) = [s40_board 0 1 (2 + b) 1 (2 + d) 0; s39_board 1 (1 + b) 2 (2 + d) 0; s34_board 1 (2 + b) (3 + d) 0; s39_board 1 (2 + b) 1 (1 + d) 1].
Proof. unfold s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c151_R (b d : nat) : rmoves (s39_board 1 (2 + b) 1 (2 + d) 0) = [s22_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s39_c151_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 1 (2 + b) 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c151_L b d), (s39_c151_R b d); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) 1 (2 + d) 0 (opt_l _ _ _ (s39_c151_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s39_c151_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) (3 + d) 0 (opt_l _ _ _ (s39_c151_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s39_c151_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s39_c151_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c152_L (b d : nat) : lmoves (s39_board 1 (2 + b) 1 (2 + d) 1) = [s40_board 0 1 (2 + b) 1 (2 + d) 1; s39_board 1 (1 + b) 2 (2 + d) 1; s34_board 1 (2 + b) (3 + d) 1; s39_board 1 (2 + b) 1 (1 + d) 2].
Proof. unfold s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c152_R (b d : nat) : rmoves (s39_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s39_c152_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s39_board 1 (2 + b) 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c152_L b d), (s39_c152_R b d); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s39_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s39_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) (3 + d) 1 (opt_l _ _ _ (s39_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s39_c152_L b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c152_R1 b d)).
  pose proof (use_s22 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s39_c152_R1 b d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c153_L (b d e : nat) : lmoves (s39_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s40_board 0 1 (2 + b) 1 (2 + d) (2 + e); s39_board 1 (1 + b) 2 (2 + d) (2 + e); s34_board 1 (2 + b) (3 + d) (2 + e); s39_board 1 (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c153_R (b d e : nat) : rmoves (s39_board 1 (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s39_c153_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s39_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c153_L b d e), (s39_c153_R b d e); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s39_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH 1 (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s39_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c153_L b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s31 *)
Lemma s39_c154_p8 x (Hs31 : s31_claim x) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs31 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e==1: the board of s31 *)
Lemma s39_c155_p18 x (Hs31 : s31_claim x) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==0 && e>=2: the board of s31 *)
Lemma s39_c156_p3 x (Hs31 : s31_claim x) (b c e : nat) :
  x = s39_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 1 (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c157_L (b c : nat) : lmoves (s39_board 1 (2 + b) (2 + c) 1 0) = [s40_board 0 1 (2 + b) (2 + c) 1 0; s39_board 1 (1 + b) (3 + c) 1 0; s39_board 1 (2 + b) (1 + c) 2 0; s31_board 1 (2 + b) (2 + c) 1].
Proof. unfold s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c157_R (b c : nat) : rmoves (s39_board 1 (2 + b) (2 + c) 1 0) = [s22_board 1 (2 + b) (2 + c) 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s39_c157_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c157_L b c), (s39_c157_R b c); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) (2 + c) 1 0 (opt_l _ _ _ (s39_c157_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s39_c157_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s39_c157_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) (2 + c) 1 (opt_l _ _ _ (s39_c157_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 (2 + b) (2 + c) 1 (opt_r _ _ _ (s39_c157_R b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c158_L (b c : nat) : lmoves (s39_board 1 (2 + b) (2 + c) 1 1) = [s40_board 0 1 (2 + b) (2 + c) 1 1; s39_board 1 (1 + b) (3 + c) 1 1; s39_board 1 (2 + b) (1 + c) 2 1; s31_board 1 (2 + b) (2 + c) 2].
Proof. unfold s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c158_R (b c : nat) : rmoves (s39_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s22_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s39_c158_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s39_board 1 (2 + b) (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c158_L b c), (s39_c158_R b c); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s39_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s39_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s39_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) (2 + c) 2 (opt_l _ _ _ (s39_c158_L b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c158_R1 b c)).
  pose proof (use_s22 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s39_c158_R1 b c))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c159_L (b c e : nat) : lmoves (s39_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s40_board 0 1 (2 + b) (2 + c) 1 (2 + e); s39_board 1 (1 + b) (3 + c) 1 (2 + e); s39_board 1 (2 + b) (1 + c) 2 (2 + e); s31_board 1 (2 + b) (2 + c) (3 + e)].
Proof. unfold s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c159_R (b c e : nat) : rmoves (s39_board 1 (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s39_c159_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s39_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c159_L b c e), (s39_c159_R b c e); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s39_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH 1 (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s39_c159_L b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c160_L (b c d : nat) : lmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 0) = [s40_board 0 1 (2 + b) (2 + c) (2 + d) 0; s39_board 1 (1 + b) (3 + c) (2 + d) 0; s39_board 1 (2 + b) (1 + c) (3 + d) 0; s39_board 1 (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s39_c160_R (b c d : nat) : rmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 0) = [s22_board 1 (2 + b) (2 + c) (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s39_c160_p13 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c160_L b c d), (s39_c160_R b c d); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c160_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s39_c160_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c160_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c160_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH 1 (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s39_c160_R b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c161_L (b c d : nat) : lmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 1) = [s40_board 0 1 (2 + b) (2 + c) (2 + d) 1; s39_board 1 (1 + b) (3 + c) (2 + d) 1; s39_board 1 (2 + b) (1 + c) (3 + d) 1; s39_board 1 (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s39_c161_R (b c d : nat) : rmoves (s39_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s39_c161_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s39_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c161_L b c d), (s39_c161_R b c d); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s39_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c161_L b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c161_R1 b c d)).
  pose proof (use_s22 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s39_c161_R1 b c d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c162_L (b c d e : nat) : lmoves (s39_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s40_board 0 1 (2 + b) (2 + c) (2 + d) (2 + e); s39_board 1 (1 + b) (3 + c) (2 + d) (2 + e); s39_board 1 (2 + b) (1 + c) (3 + d) (2 + e); s39_board 1 (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s39_c162_R (b c d e : nat) : rmoves (s39_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c162_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s39_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c162_L b c d e), (s39_c162_R b c d e); cbn [map].
  pose proof (use_s40 IH 0 1 (2 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH 1 (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH 1 (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c162_L b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s25 *)
Lemma s39_c163_p26 x (Hs25 : s25_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 0 -> fst (s39_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q26 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q26] in Hc |- *.
  pose proof (Hs25 (2 + a) 0 ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s25 *)
Lemma s39_c164_p27 x (Hs25 : s25_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 0 1 -> fst (s39_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q27 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q27] in Hc |- *.
  pose proof (Hs25 (2 + a) 1 ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s25 *)
Lemma s39_c165_p3 x (Hs25 : s25_claim x) (a e : nat) :
  x = s39_board (2 + a) 0 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs25 (2 + a) (2 + e) ltac:(rewrite Hx; unfold s39_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s26 *)
Lemma s39_c166_p23 x (Hs26 : s26_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 1 0 -> fst (s39_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q23 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q23] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s26 *)
Lemma s39_c167_p5 x (Hs26 : s26_claim x) (a : nat) :
  x = s39_board (2 + a) 0 0 1 1 -> fst (s39_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q5] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 1 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s26 *)
Lemma s39_c168_p3 x (Hs26 : s26_claim x) (a e : nat) :
  x = s39_board (2 + a) 0 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s26 *)
Lemma s39_c169_p6 x (Hs26 : s26_claim x) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 0 -> fst (s39_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q6] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c169_p13 x (Hs26 : s26_claim x) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s26 *)
Lemma s39_c170_p11 x (Hs26 : s26_claim x) (a d : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s26 *)
Lemma s39_c171_p3 x (Hs26 : s26_claim x) (a d e : nat) :
  x = s39_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs26 (2 + a) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s29 *)
Lemma s39_c172_p14 x (Hs29 : s29_claim x) (a : nat) :
  x = s39_board (2 + a) 0 1 0 0 -> fst (s39_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q14 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q14] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 0 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e==1: the board of s29 *)
Lemma s39_c173_p15 x (Hs29 : s29_claim x) (a : nat) :
  x = s39_board (2 + a) 0 1 0 1 -> fst (s39_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q15 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q15] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 1 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==0 && e>=2: the board of s29 *)
Lemma s39_c174_p3 x (Hs29 : s29_claim x) (a e : nat) :
  x = s39_board (2 + a) 0 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==0: the board of s30 *)
Lemma s39_c175_p6 x (Hs30 : s30_claim x) (a : nat) :
  x = s39_board (2 + a) 0 1 1 0 -> fst (s39_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q6 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q6] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e==1: the board of s30 *)
Lemma s39_c176_p11 x (Hs30 : s30_claim x) (a : nat) :
  x = s39_board (2 + a) 0 1 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d==1 && e>=2: the board of s30 *)
Lemma s39_c177_p3 x (Hs30 : s30_claim x) (a e : nat) :
  x = s39_board (2 + a) 0 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==0: the board of s30 *)
Lemma s39_c178_p13 x (Hs30 : s30_claim x) (a d : nat) :
  x = s39_board (2 + a) 0 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e==1: the board of s30 *)
Lemma s39_c179_p11 x (Hs30 : s30_claim x) (a d : nat) :
  x = s39_board (2 + a) 0 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c==1 && d>=2 && e>=2: the board of s30 *)
Lemma s39_c180_p3 x (Hs30 : s30_claim x) (a d e : nat) :
  x = s39_board (2 + a) 0 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==0: the board of s29 *)
Lemma s39_c181_p8 x (Hs29 : s29_claim x) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e==1: the board of s29 *)
Lemma s39_c182_p18 x (Hs29 : s29_claim x) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==0 && e>=2: the board of s29 *)
Lemma s39_c183_p3 x (Hs29 : s29_claim x) (a c e : nat) :
  x = s39_board (2 + a) 0 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs29 (2 + a) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==0: the board of s30 *)
Lemma s39_c184_p19 x (Hs30 : s30_claim x) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q19] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) 1 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e==1: the board of s30 *)
Lemma s39_c185_p11 x (Hs30 : s30_claim x) (a c : nat) :
  x = s39_board (2 + a) 0 (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) 1 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d==1 && e>=2: the board of s30 *)
Lemma s39_c186_p3 x (Hs30 : s30_claim x) (a c e : nat) :
  x = s39_board (2 + a) 0 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s30 *)
Lemma s39_c187_p13 x (Hs30 : s30_claim x) (a c d : nat) :
  x = s39_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s30 *)
Lemma s39_c188_p11 x (Hs30 : s30_claim x) (a c d : nat) :
  x = s39_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s30 *)
Lemma s39_c189_p3 x (Hs30 : s30_claim x) (a c d e : nat) :
  x = s39_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c190_p15 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 1 0 0 0 -> fst (s39_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q15 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q15] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c191_p20 x (Hs33 : s33_claim x) (a : nat) :
  x = s39_board (2 + a) 1 0 0 1 -> fst (s39_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q20] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c192_p3 x (Hs33 : s33_claim x) (a e : nat) :
  x = s39_board (2 + a) 1 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s34 *)
Lemma s39_c193_p7 x (Hs34 : s34_claim x) (a : nat) :
  x = s39_board (2 + a) 1 0 1 0 -> fst (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s34 *)
Lemma s39_c194_p11 x (Hs34 : s34_claim x) (a : nat) :
  x = s39_board (2 + a) 1 0 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s34 *)
Lemma s39_c195_p3 x (Hs34 : s34_claim x) (a e : nat) :
  x = s39_board (2 + a) 1 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s34 *)
Lemma s39_c196_p13 x (Hs34 : s34_claim x) (a d : nat) :
  x = s39_board (2 + a) 1 0 (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s34 *)
Lemma s39_c197_p11 x (Hs34 : s34_claim x) (a d : nat) :
  x = s39_board (2 + a) 1 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s34 *)
Lemma s39_c198_p3 x (Hs34 : s34_claim x) (a d e : nat) :
  x = s39_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s31 *)
Lemma s39_c199_p7 x (Hs31 : s31_claim x) (a : nat) :
  x = s39_board (2 + a) 1 1 0 0 -> fst (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==1: the board of s31 *)
Lemma s39_c200_p18 x (Hs31 : s31_claim x) (a : nat) :
  x = s39_board (2 + a) 1 1 0 1 -> fst (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2: the board of s31 *)
Lemma s39_c201_p3 x (Hs31 : s31_claim x) (a e : nat) :
  x = s39_board (2 + a) 1 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c202_L (a : nat) : lmoves (s39_board (2 + a) 1 1 1 0) = [s40_board (1 + a) 1 1 1 1 0; s30_board (2 + a) 2 1 0; s34_board (2 + a) 1 2 0; s31_board (2 + a) 1 1 1].
Proof. unfold s30_board, s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c202_R (a : nat) : rmoves (s39_board (2 + a) 1 1 1 0) = [s22_board (2 + a) 1 1 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s39_c202_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 1 1 1 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c202_L a), (s39_c202_R a); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 1 1 0 (opt_l _ _ _ (s39_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 2 1 0 (opt_l _ _ _ (s39_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 2 0 (opt_l _ _ _ (s39_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 1 1 (opt_l _ _ _ (s39_c202_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) 1 1 1 (opt_r _ _ _ (s39_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s30_p18 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c203_L (a : nat) : lmoves (s39_board (2 + a) 1 1 1 1) = [s40_board (1 + a) 1 1 1 1 1; s30_board (2 + a) 2 1 1; s34_board (2 + a) 1 2 1; s31_board (2 + a) 1 1 2].
Proof. unfold s30_board, s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c203_R (a : nat) : rmoves (s39_board (2 + a) 1 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c203_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; E; T; E; T; F]) [(1, 1)]) (s22_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s39_c203_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s39_board (2 + a) 1 1 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c203_L a), (s39_c203_R a); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 1 1 1 (opt_l _ _ _ (s39_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 2 1 1 (opt_l _ _ _ (s39_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 2 1 (opt_l _ _ _ (s39_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 1 2 (opt_l _ _ _ (s39_c203_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c203_R1 a)).
  pose proof (use_s22 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s39_c203_R a) ltac:(cbn [In]; left; reflexivity) (s39_c203_R1 a))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c204_L (a e : nat) : lmoves (s39_board (2 + a) 1 1 1 (2 + e)) = [s40_board (1 + a) 1 1 1 1 (2 + e); s30_board (2 + a) 2 1 (2 + e); s34_board (2 + a) 1 2 (2 + e); s31_board (2 + a) 1 1 (3 + e)].
Proof. unfold s30_board, s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c204_R (a e : nat) : rmoves (s39_board (2 + a) 1 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s39_c204_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s39_board (2 + a) 1 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c204_L a e), (s39_c204_R a e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 1 1 (2 + e) (opt_l _ _ _ (s39_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s39_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 2 (2 + e) (opt_l _ _ _ (s39_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 1 (3 + e) (opt_l _ _ _ (s39_c204_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c205_L (a d : nat) : lmoves (s39_board (2 + a) 1 1 (2 + d) 0) = [s40_board (1 + a) 1 1 1 (2 + d) 0; s30_board (2 + a) 2 (2 + d) 0; s34_board (2 + a) 1 (3 + d) 0; s39_board (2 + a) 1 1 (1 + d) 1].
Proof. unfold s30_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c205_R (a d : nat) : rmoves (s39_board (2 + a) 1 1 (2 + d) 0) = [s22_board (2 + a) 1 1 (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s39_c205_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 1 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c205_L a d), (s39_c205_R a d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 1 (2 + d) 0 (opt_l _ _ _ (s39_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 2 (2 + d) 0 (opt_l _ _ _ (s39_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 (3 + d) 0 (opt_l _ _ _ (s39_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) 1 (opt_l _ _ _ (s39_c205_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s39_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c206_L (a d : nat) : lmoves (s39_board (2 + a) 1 1 (2 + d) 1) = [s40_board (1 + a) 1 1 1 (2 + d) 1; s30_board (2 + a) 2 (2 + d) 1; s34_board (2 + a) 1 (3 + d) 1; s39_board (2 + a) 1 1 (1 + d) 2].
Proof. unfold s30_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c206_R (a d : nat) : rmoves (s39_board (2 + a) 1 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c206_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s39_c206_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s39_board (2 + a) 1 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c206_L a d), (s39_c206_R a d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 1 (2 + d) 1 (opt_l _ _ _ (s39_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s39_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 (3 + d) 1 (opt_l _ _ _ (s39_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) 2 (opt_l _ _ _ (s39_c206_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c206_R1 a d)).
  pose proof (use_s22 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c206_R a d) ltac:(cbn [In]; left; reflexivity) (s39_c206_R1 a d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c207_L (a d e : nat) : lmoves (s39_board (2 + a) 1 1 (2 + d) (2 + e)) = [s40_board (1 + a) 1 1 1 (2 + d) (2 + e); s30_board (2 + a) 2 (2 + d) (2 + e); s34_board (2 + a) 1 (3 + d) (2 + e); s39_board (2 + a) 1 1 (1 + d) (3 + e)].
Proof. unfold s30_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c207_R (a d e : nat) : rmoves (s39_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s39_c207_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s39_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c207_L a d e), (s39_c207_R a d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s39_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) 1 (3 + d) (2 + e) (opt_l _ _ _ (s39_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c207_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s31 *)
Lemma s39_c208_p8 x (Hs31 : s31_claim x) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1: the board of s31 *)
Lemma s39_c209_p18 x (Hs31 : s31_claim x) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2: the board of s31 *)
Lemma s39_c210_p3 x (Hs31 : s31_claim x) (a c e : nat) :
  x = s39_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c211_L (a c : nat) : lmoves (s39_board (2 + a) 1 (2 + c) 1 0) = [s40_board (1 + a) 1 1 (2 + c) 1 0; s30_board (2 + a) (3 + c) 1 0; s39_board (2 + a) 1 (1 + c) 2 0; s31_board (2 + a) 1 (2 + c) 1].
Proof. unfold s30_board, s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c211_R (a c : nat) : rmoves (s39_board (2 + a) 1 (2 + c) 1 0) = [s22_board (2 + a) 1 (2 + c) 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s39_c211_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c211_L a c), (s39_c211_R a c); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 (2 + c) 1 0 (opt_l _ _ _ (s39_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (3 + c) 1 0 (opt_l _ _ _ (s39_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 2 0 (opt_l _ _ _ (s39_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s39_c211_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s39_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s30_p18 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c212_L (a c : nat) : lmoves (s39_board (2 + a) 1 (2 + c) 1 1) = [s40_board (1 + a) 1 1 (2 + c) 1 1; s30_board (2 + a) (3 + c) 1 1; s39_board (2 + a) 1 (1 + c) 2 1; s31_board (2 + a) 1 (2 + c) 2].
Proof. unfold s30_board, s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c212_R (a c : nat) : rmoves (s39_board (2 + a) 1 (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c212_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s22_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s39_c212_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s39_board (2 + a) 1 (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c212_L a c), (s39_c212_R a c); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 (2 + c) 1 1 (opt_l _ _ _ (s39_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s39_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s39_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) 2 (opt_l _ _ _ (s39_c212_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c212_R1 a c)).
  pose proof (use_s22 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c212_R a c) ltac:(cbn [In]; left; reflexivity) (s39_c212_R1 a c))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c213_L (a c e : nat) : lmoves (s39_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s40_board (1 + a) 1 1 (2 + c) 1 (2 + e); s30_board (2 + a) (3 + c) 1 (2 + e); s39_board (2 + a) 1 (1 + c) 2 (2 + e); s31_board (2 + a) 1 (2 + c) (3 + e)].
Proof. unfold s30_board, s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c213_R (a c e : nat) : rmoves (s39_board (2 + a) 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s39_c213_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s39_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c213_L a c e), (s39_c213_R a c e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s39_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) 1 (2 + c) (3 + e) (opt_l _ _ _ (s39_c213_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c214_L (a c d : nat) : lmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 0) = [s40_board (1 + a) 1 1 (2 + c) (2 + d) 0; s30_board (2 + a) (3 + c) (2 + d) 0; s39_board (2 + a) 1 (1 + c) (3 + d) 0; s39_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s30_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c214_R (a c d : nat) : rmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 0) = [s22_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s39_c214_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s39_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c214_L a c d), (s39_c214_R a c d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s39_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c214_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s39_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s30_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c215_L (a c d : nat) : lmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 1) = [s40_board (1 + a) 1 1 (2 + c) (2 + d) 1; s30_board (2 + a) (3 + c) (2 + d) 1; s39_board (2 + a) 1 (1 + c) (3 + d) 1; s39_board (2 + a) 1 (2 + c) (1 + d) 2].
Proof. unfold s30_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c215_R (a c d : nat) : rmoves (s39_board (2 + a) 1 (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c215_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s39_c215_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s39_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c215_L a c d), (s39_c215_R a c d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s39_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c215_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c215_R1 a c d)).
  pose proof (use_s22 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s39_c215_R1 a c d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s30_p10 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c216_L (a c d e : nat) : lmoves (s39_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s40_board (1 + a) 1 1 (2 + c) (2 + d) (2 + e); s30_board (2 + a) (3 + c) (2 + d) (2 + e); s39_board (2 + a) 1 (1 + c) (3 + d) (2 + e); s39_board (2 + a) 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s30_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c216_R (a c d e : nat) : rmoves (s39_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c216_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s39_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c216_L a c d e), (s39_c216_R a c d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 1 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s30 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c216_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s30_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s33 *)
Lemma s39_c217_p24 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 0 -> fst (s39_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q24 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q24] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s33 *)
Lemma s39_c218_p25 x (Hs33 : s33_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 1 -> fst (s39_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q25 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q25] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s33 *)
Lemma s39_c219_p3 x (Hs33 : s33_claim x) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs33 (2 + a) (2 + b) (2 + e) ltac:(rewrite Hx; unfold s39_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s34 *)
Lemma s39_c220_p7 x (Hs34 : s34_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 1 0 -> fst (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s34 *)
Lemma s39_c221_p11 x (Hs34 : s34_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 0 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s34 *)
Lemma s39_c222_p3 x (Hs34 : s34_claim x) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s34 *)
Lemma s39_c223_p13 x (Hs34 : s34_claim x) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q13] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s34 *)
Lemma s39_c224_p11 x (Hs34 : s34_claim x) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q11] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s34 *)
Lemma s39_c225_p3 x (Hs34 : s34_claim x) (a b d e : nat) :
  x = s39_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs34 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s39_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s31 *)
Lemma s39_c226_p7 x (Hs31 : s31_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 0 0 -> fst (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q7] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1: the board of s31 *)
Lemma s39_c227_p18 x (Hs31 : s31_claim x) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 0 1 -> fst (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2: the board of s31 *)
Lemma s39_c228_p3 x (Hs31 : s31_claim x) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c229_L (a b : nat) : lmoves (s39_board (2 + a) (2 + b) 1 1 0) = [s40_board (1 + a) 1 (2 + b) 1 1 0; s39_board (2 + a) (1 + b) 2 1 0; s34_board (2 + a) (2 + b) 2 0; s31_board (2 + a) (2 + b) 1 1].
Proof. unfold s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c229_R (a b : nat) : rmoves (s39_board (2 + a) (2 + b) 1 1 0) = [s22_board (2 + a) (2 + b) 1 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s39_c229_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 1 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c229_L a b), (s39_c229_R a b); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) 1 1 0 (opt_l _ _ _ (s39_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 2 1 0 (opt_l _ _ _ (s39_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) 2 0 (opt_l _ _ _ (s39_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s39_c229_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s39_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c230_L (a b : nat) : lmoves (s39_board (2 + a) (2 + b) 1 1 1) = [s40_board (1 + a) 1 (2 + b) 1 1 1; s39_board (2 + a) (1 + b) 2 1 1; s34_board (2 + a) (2 + b) 2 1; s31_board (2 + a) (2 + b) 1 2].
Proof. unfold s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c230_R (a b : nat) : rmoves (s39_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]) (s22_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s39_c230_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s39_board (2 + a) (2 + b) 1 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c230_L a b), (s39_c230_R a b); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) 1 1 1 (opt_l _ _ _ (s39_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s39_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) 2 1 (opt_l _ _ _ (s39_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 2 (opt_l _ _ _ (s39_c230_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c230_R1 a b)).
  pose proof (use_s22 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s39_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s39_c230_R1 a b))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c231_L (a b e : nat) : lmoves (s39_board (2 + a) (2 + b) 1 1 (2 + e)) = [s40_board (1 + a) 1 (2 + b) 1 1 (2 + e); s39_board (2 + a) (1 + b) 2 1 (2 + e); s34_board (2 + a) (2 + b) 2 (2 + e); s31_board (2 + a) (2 + b) 1 (3 + e)].
Proof. unfold s31_board, s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c231_R (a b e : nat) : rmoves (s39_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s39_c231_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s39_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c231_L a b e), (s39_c231_R a b e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) 1 1 (2 + e) (opt_l _ _ _ (s39_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s39_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) 2 (2 + e) (opt_l _ _ _ (s39_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) 1 (3 + e) (opt_l _ _ _ (s39_c231_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c232_L (a b d : nat) : lmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 0) = [s40_board (1 + a) 1 (2 + b) 1 (2 + d) 0; s39_board (2 + a) (1 + b) 2 (2 + d) 0; s34_board (2 + a) (2 + b) (3 + d) 0; s39_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c232_R (a b d : nat) : rmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 0) = [s22_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s39_c232_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c232_L a b d), (s39_c232_R a b d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) 1 (2 + d) 0 (opt_l _ _ _ (s39_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s39_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) (3 + d) 0 (opt_l _ _ _ (s39_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s39_c232_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s39_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s34_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c233_L (a b d : nat) : lmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 1) = [s40_board (1 + a) 1 (2 + b) 1 (2 + d) 1; s39_board (2 + a) (1 + b) 2 (2 + d) 1; s34_board (2 + a) (2 + b) (3 + d) 1; s39_board (2 + a) (2 + b) 1 (1 + d) 2].
Proof. unfold s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c233_R (a b d : nat) : rmoves (s39_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s39_c233_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s39_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c233_L a b d), (s39_c233_R a b d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) 1 (2 + d) 1 (opt_l _ _ _ (s39_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s39_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) (3 + d) 1 (opt_l _ _ _ (s39_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s39_c233_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c233_R1 a b d)).
  pose proof (use_s22 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s39_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s39_c233_R1 a b d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s34_p20 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c234_L (a b d e : nat) : lmoves (s39_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s40_board (1 + a) 1 (2 + b) 1 (2 + d) (2 + e); s39_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s34_board (2 + a) (2 + b) (3 + d) (2 + e); s39_board (2 + a) (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s34_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c234_R (a b d e : nat) : rmoves (s39_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s39_c234_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s39_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c234_L a b d e), (s39_c234_R a b d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s39_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s39_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s34 IH (2 + a) (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s39_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s39_c234_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s34_p9 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s31 *)
Lemma s39_c235_p8 x (Hs31 : s31_claim x) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s39_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q8] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s31 *)
Lemma s39_c236_p18 x (Hs31 : s31_claim x) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s39_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s39_q18] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s31 *)
Lemma s39_c237_p3 x (Hs31 : s31_claim x) (a b c e : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s39_q3] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s39_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s39_c238_L (a b c : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) 1 0) = [s40_board (1 + a) 1 (2 + b) (2 + c) 1 0; s39_board (2 + a) (1 + b) (3 + c) 1 0; s39_board (2 + a) (2 + b) (1 + c) 2 0; s31_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c238_R (a b c : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) 1 0) = [s22_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s39_c238_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s39_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q19] in Hc |- *.
  rewrite tf_game_eq, (s39_c238_L a b c), (s39_c238_R a b c); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) (2 + c) 1 0 (opt_l _ _ _ (s39_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s39_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s39_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) 1 (opt_l _ _ _ (s39_c238_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s39_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p26 Ho0 ltac:(zlia)).
  rewrite (s39_p19 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s31_p7 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c239_L (a b c : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) 1 1) = [s40_board (1 + a) 1 (2 + b) (2 + c) 1 1; s39_board (2 + a) (1 + b) (3 + c) 1 1; s39_board (2 + a) (2 + b) (1 + c) 2 1; s31_board (2 + a) (2 + b) (2 + c) 2].
Proof. unfold s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c239_R (a b c : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s22_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s39_c239_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c239_L a b c), (s39_c239_R a b c); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) (2 + c) 1 1 (opt_l _ _ _ (s39_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s39_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s39_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) 2 (opt_l _ _ _ (s39_c239_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c239_R1 a b c)).
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s39_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s39_c239_R1 a b c))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c240_L (a b c e : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s40_board (1 + a) 1 (2 + b) (2 + c) 1 (2 + e); s39_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s39_board (2 + a) (2 + b) (1 + c) 2 (2 + e); s31_board (2 + a) (2 + b) (2 + c) (3 + e)].
Proof. unfold s31_board, s39_board, s40_board. tf_options. Qed.
Lemma s39_c240_R (a b c e : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s39_c240_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c240_L a b c e), (s39_c240_R a b c e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s39_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s39_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s39_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s39_c240_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s31_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s39_c241_L (a b c d : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s40_board (1 + a) 1 (2 + b) (2 + c) (2 + d) 0; s39_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s39_board (2 + a) (2 + b) (1 + c) (3 + d) 0; s39_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s39_c241_R (a b c d : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s22_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s22_board, s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s39_c241_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s39_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s39_q13] in Hc |- *.
  rewrite tf_game_eq, (s39_c241_L a b c d), (s39_c241_R a b c d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s39_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s39_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s39_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s39_c241_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s39_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s40_p15 Ho0 ltac:(zlia)).
  rewrite (s39_p13 Ho1 ltac:(zlia)).
  rewrite (s39_p13 Ho2 ltac:(zlia)).
  rewrite (s39_p11 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c242_L (a b c d : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s40_board (1 + a) 1 (2 + b) (2 + c) (2 + d) 1; s39_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s39_board (2 + a) (2 + b) (1 + c) (3 + d) 1; s39_board (2 + a) (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s39_c242_R (a b c d : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s39_board, strip. tf_options. Qed.
Lemma s39_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s22_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s22_board; strip_board_eq | strip_offset]. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s39_c242_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s39_q11 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s39_q11] in Hc |- *.
  rewrite tf_game_eq, (s39_c242_L a b c d), (s39_c242_R a b c d); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s39_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s39_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s39_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s39_c242_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s39_c242_R1 a b c d)).
  pose proof (use_s22 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s39_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s39_c242_R1 a b c d))) as Ho4.
  rewrite (s40_p13 Ho0 ltac:(zlia)).
  rewrite (s39_p11 Ho1 ltac:(zlia)).
  rewrite (s39_p11 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  rewrite (s22_p5 Ho4 ltac:(zlia)).
  rewrite (s22_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s39_c243_L (a b c d e : nat) : lmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s40_board (1 + a) 1 (2 + b) (2 + c) (2 + d) (2 + e); s39_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s39_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); s39_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s39_board, s40_board. tf_options. Qed.
Lemma s39_c243_R (a b c d e : nat) : rmoves (s39_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s39_board. tf_options. Qed.
(* s39 = T^a _^2 T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s39_c243_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s39_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s39_q3 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s39_q3] in Hc |- *.
  rewrite tf_game_eq, (s39_c243_L a b c d e), (s39_c243_R a b c d e); cbn [map].
  pose proof (use_s40 IH (1 + a) 1 (2 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s39 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s39_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s39 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s39_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s39 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s39_c243_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s40_p3 Ho0 ltac:(zlia)).
  rewrite (s39_p3 Ho1 ltac:(zlia)).
  rewrite (s39_p3 Ho2 ltac:(zlia)).
  rewrite (s39_p3 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e==0 && f==0: the board of s25 *)
Lemma s40_c1_p1 x (Hs25 : s25_claim x) :
  x = s40_board 0 0 0 0 0 0 -> fst (s40_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q1] in Hc |- *.
  pose proof (Hs25 0 0 ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e==0 && f==1: the board of s25 *)
Lemma s40_c2_p2 x (Hs25 : s25_claim x) :
  x = s40_board 0 0 0 0 0 1 -> fst (s40_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q2] in Hc |- *.
  pose proof (Hs25 0 1 ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e==0 && f>=2: the board of s25 *)
Lemma s40_c3_p3 x (Hs25 : s25_claim x) (f : nat) :
  x = s40_board 0 0 0 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs25 0 (2 + f) ltac:(rewrite Hx; unfold s40_board, s25_board; board_eq)) as Ho0.
  rewrite (s25_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e==1 && f==0: the board of s26 *)
Lemma s40_c4_p4 x (Hs26 : s26_claim x) :
  x = s40_board 0 0 0 0 1 0 -> fst (s40_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q4 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q4] in Hc |- *.
  pose proof (Hs26 0 1 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e==1 && f==1: the board of s26 *)
Lemma s40_c5_p6 x (Hs26 : s26_claim x) :
  x = s40_board 0 0 0 0 1 1 -> fst (s40_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q6 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q6] in Hc |- *.
  pose proof (Hs26 0 1 1 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e==1 && f>=2: the board of s26 *)
Lemma s40_c6_p3 x (Hs26 : s26_claim x) (f : nat) :
  x = s40_board 0 0 0 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs26 0 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e>=2 && f==0: the board of s26 *)
Lemma s40_c7_p8 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 0 0 0 0 (2 + e) 0 -> fst (s40_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q8 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q8] in Hc |- *.
  pose proof (Hs26 0 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s40_c7_p12 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 0 0 0 0 (2 + e) 0 -> fst (s40_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q12 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q12] in Hc |- *.
  pose proof (Hs26 0 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c7_p14 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 0 0 0 0 (2 + e) 0 -> fst (s40_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q14] in Hc |- *.
  pose proof (Hs26 0 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e>=2 && f==1: the board of s26 *)
Lemma s40_c8_p11 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 0 0 0 0 (2 + e) 1 -> fst (s40_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q11 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q11] in Hc |- *.
  pose proof (Hs26 0 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c8_p13 x (Hs26 : s26_claim x) (e : nat) :
  x = s40_board 0 0 0 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs26 0 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==0 && e>=2 && f>=2: the board of s26 *)
Lemma s40_c9_p3 x (Hs26 : s26_claim x) (e f : nat) :
  x = s40_board 0 0 0 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs26 0 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s26_board; board_eq)) as Ho0.
  rewrite (s26_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e==0 && f==0: the board of s29 *)
Lemma s40_c10_p18 x (Hs29 : s29_claim x) :
  x = s40_board 0 0 0 1 0 0 -> fst (s40_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q18 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q18] in Hc |- *.
  pose proof (Hs29 0 1 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e==0 && f==1: the board of s29 *)
Lemma s40_c11_p20 x (Hs29 : s29_claim x) :
  x = s40_board 0 0 0 1 0 1 -> fst (s40_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q20 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q20] in Hc |- *.
  pose proof (Hs29 0 1 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e==0 && f>=2: the board of s29 *)
Lemma s40_c12_p3 x (Hs29 : s29_claim x) (f : nat) :
  x = s40_board 0 0 0 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs29 0 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e==1 && f==0: the board of s30 *)
Lemma s40_c13_p7 x (Hs30 : s30_claim x) :
  x = s40_board 0 0 0 1 1 0 -> fst (s40_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q7 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q7] in Hc |- *.
  pose proof (Hs30 0 1 1 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e==1 && f==1: the board of s30 *)
Lemma s40_c14_p22 x (Hs30 : s30_claim x) :
  x = s40_board 0 0 0 1 1 1 -> fst (s40_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q22 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q22] in Hc |- *.
  pose proof (Hs30 0 1 1 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e==1 && f>=2: the board of s30 *)
Lemma s40_c15_p3 x (Hs30 : s30_claim x) (f : nat) :
  x = s40_board 0 0 0 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 0 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e>=2 && f==0: the board of s30 *)
Lemma s40_c16_p14 x (Hs30 : s30_claim x) (e : nat) :
  x = s40_board 0 0 0 1 (2 + e) 0 -> fst (s40_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q14] in Hc |- *.
  pose proof (Hs30 0 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c16_p23 x (Hs30 : s30_claim x) (e : nat) :
  x = s40_board 0 0 0 1 (2 + e) 0 -> fst (s40_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q23 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q23] in Hc |- *.
  pose proof (Hs30 0 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e>=2 && f==1: the board of s30 *)
Lemma s40_c17_p13 x (Hs30 : s30_claim x) (e : nat) :
  x = s40_board 0 0 0 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 0 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d==1 && e>=2 && f>=2: the board of s30 *)
Lemma s40_c18_p3 x (Hs30 : s30_claim x) (e f : nat) :
  x = s40_board 0 0 0 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 0 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e==0 && f==0: the board of s29 *)
Lemma s40_c19_p10 x (Hs29 : s29_claim x) (d : nat) :
  x = s40_board 0 0 0 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs29 0 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e==0 && f==1: the board of s29 *)
Lemma s40_c20_p24 x (Hs29 : s29_claim x) (d : nat) :
  x = s40_board 0 0 0 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs29 0 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e==0 && f>=2: the board of s29 *)
Lemma s40_c21_p3 x (Hs29 : s29_claim x) (d f : nat) :
  x = s40_board 0 0 0 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs29 0 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s29_board; board_eq)) as Ho0.
  rewrite (s29_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e==1 && f==0: the board of s30 *)
Lemma s40_c22_p26 x (Hs30 : s30_claim x) (d : nat) :
  x = s40_board 0 0 0 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs30 0 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e==1 && f==1: the board of s30 *)
Lemma s40_c23_p13 x (Hs30 : s30_claim x) (d : nat) :
  x = s40_board 0 0 0 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 0 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e==1 && f>=2: the board of s30 *)
Lemma s40_c24_p3 x (Hs30 : s30_claim x) (d f : nat) :
  x = s40_board 0 0 0 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 0 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e>=2 && f==0: the board of s30 *)
Lemma s40_c25_p15 x (Hs30 : s30_claim x) (d e : nat) :
  x = s40_board 0 0 0 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs30 0 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e>=2 && f==1: the board of s30 *)
Lemma s40_c26_p13 x (Hs30 : s30_claim x) (d e : nat) :
  x = s40_board 0 0 0 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs30 0 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==0 && d>=2 && e>=2 && f>=2: the board of s30 *)
Lemma s40_c27_p3 x (Hs30 : s30_claim x) (d e f : nat) :
  x = s40_board 0 0 0 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs30 0 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e==0 && f==0: the board of s33 *)
Lemma s40_c28_p21 x (Hs33 : s33_claim x) :
  x = s40_board 0 0 1 0 0 0 -> fst (s40_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q21 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q21] in Hc |- *.
  pose proof (Hs33 0 1 0 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e==0 && f==1: the board of s33 *)
Lemma s40_c29_p27 x (Hs33 : s33_claim x) :
  x = s40_board 0 0 1 0 0 1 -> fst (s40_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q27 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q27] in Hc |- *.
  pose proof (Hs33 0 1 1 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e==0 && f>=2: the board of s33 *)
Lemma s40_c30_p3 x (Hs33 : s33_claim x) (f : nat) :
  x = s40_board 0 0 1 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs33 0 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e==1 && f==0: the board of s34 *)
Lemma s40_c31_p9 x (Hs34 : s34_claim x) :
  x = s40_board 0 0 1 0 1 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs34 0 1 1 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e==1 && f==1: the board of s34 *)
Lemma s40_c32_p28 x (Hs34 : s34_claim x) :
  x = s40_board 0 0 1 0 1 1 -> fst (s40_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q28 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q28] in Hc |- *.
  pose proof (Hs34 0 1 1 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e==1 && f>=2: the board of s34 *)
Lemma s40_c33_p3 x (Hs34 : s34_claim x) (f : nat) :
  x = s40_board 0 0 1 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 0 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e>=2 && f==0: the board of s34 *)
Lemma s40_c34_p14 x (Hs34 : s34_claim x) (e : nat) :
  x = s40_board 0 0 1 0 (2 + e) 0 -> fst (s40_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q14 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q14] in Hc |- *.
  pose proof (Hs34 0 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s40_c34_p29 x (Hs34 : s34_claim x) (e : nat) :
  x = s40_board 0 0 1 0 (2 + e) 0 -> fst (s40_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q29 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q29] in Hc |- *.
  pose proof (Hs34 0 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e>=2 && f==1: the board of s34 *)
Lemma s40_c35_p13 x (Hs34 : s34_claim x) (e : nat) :
  x = s40_board 0 0 1 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 0 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==0 && e>=2 && f>=2: the board of s34 *)
Lemma s40_c36_p3 x (Hs34 : s34_claim x) (e f : nat) :
  x = s40_board 0 0 1 0 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 0 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e==0 && f==0: the board of s31 *)
Lemma s40_c37_p9 x (Hs31 : s31_claim x) :
  x = s40_board 0 0 1 1 0 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs31 0 1 1 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e==0 && f==1: the board of s31 *)
Lemma s40_c38_p24 x (Hs31 : s31_claim x) :
  x = s40_board 0 0 1 1 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 0 1 1 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e==0 && f>=2: the board of s31 *)
Lemma s40_c39_p3 x (Hs31 : s31_claim x) (f : nat) :
  x = s40_board 0 0 1 1 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 0 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e==1 && f==0: the board of s39 *)
Lemma s40_c40_p26 x (Hs39 : s39_claim x) :
  x = s40_board 0 0 1 1 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 0 1 1 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e==1 && f==1: the board of s39 *)
Lemma s40_c41_p13 x (Hs39 : s39_claim x) :
  x = s40_board 0 0 1 1 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 1 1 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e==1 && f>=2: the board of s39 *)
Lemma s40_c42_p3 x (Hs39 : s39_claim x) (f : nat) :
  x = s40_board 0 0 1 1 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 1 1 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e>=2 && f==0: the board of s39 *)
Lemma s40_c43_p15 x (Hs39 : s39_claim x) (e : nat) :
  x = s40_board 0 0 1 1 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 0 1 1 (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e>=2 && f==1: the board of s39 *)
Lemma s40_c44_p13 x (Hs39 : s39_claim x) (e : nat) :
  x = s40_board 0 0 1 1 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 1 1 (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d==1 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c45_p3 x (Hs39 : s39_claim x) (e f : nat) :
  x = s40_board 0 0 1 1 (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 1 1 (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e==0 && f==0: the board of s31 *)
Lemma s40_c46_p10 x (Hs31 : s31_claim x) (d : nat) :
  x = s40_board 0 0 1 (2 + d) 0 0 -> fst (s40_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q10 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q10] in Hc |- *.
  pose proof (Hs31 0 1 (2 + d) 0 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e==0 && f==1: the board of s31 *)
Lemma s40_c47_p24 x (Hs31 : s31_claim x) (d : nat) :
  x = s40_board 0 0 1 (2 + d) 0 1 -> fst (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q24 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q24] in Hc |- *.
  pose proof (Hs31 0 1 (2 + d) 1 ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e==0 && f>=2: the board of s31 *)
Lemma s40_c48_p3 x (Hs31 : s31_claim x) (d f : nat) :
  x = s40_board 0 0 1 (2 + d) 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs31 0 1 (2 + d) (2 + f) ltac:(rewrite Hx; unfold s40_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e==1 && f==0: the board of s39 *)
Lemma s40_c49_p26 x (Hs39 : s39_claim x) (d : nat) :
  x = s40_board 0 0 1 (2 + d) 1 0 -> fst (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q26 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q26] in Hc |- *.
  pose proof (Hs39 0 1 (2 + d) 1 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e==1 && f==1: the board of s39 *)
Lemma s40_c50_p13 x (Hs39 : s39_claim x) (d : nat) :
  x = s40_board 0 0 1 (2 + d) 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 1 (2 + d) 1 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e==1 && f>=2: the board of s39 *)
Lemma s40_c51_p3 x (Hs39 : s39_claim x) (d f : nat) :
  x = s40_board 0 0 1 (2 + d) 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 1 (2 + d) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e>=2 && f==0: the board of s39 *)
Lemma s40_c52_p15 x (Hs39 : s39_claim x) (d e : nat) :
  x = s40_board 0 0 1 (2 + d) (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs39 0 1 (2 + d) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e>=2 && f==1: the board of s39 *)
Lemma s40_c53_p13 x (Hs39 : s39_claim x) (d e : nat) :
  x = s40_board 0 0 1 (2 + d) (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs39 0 1 (2 + d) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c==1 && d>=2 && e>=2 && f>=2: the board of s39 *)
Lemma s40_c54_p3 x (Hs39 : s39_claim x) (d e f : nat) :
  x = s40_board 0 0 1 (2 + d) (2 + e) (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs39 0 1 (2 + d) (2 + e) (2 + f) ltac:(rewrite Hx; unfold s40_board, s39_board; board_eq)) as Ho0.
  rewrite (s39_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e==0 && f==0: the board of s33 *)
Lemma s40_c55_p31 x (Hs33 : s33_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 0 0 0 -> fst (s40_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s40_q31 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q31] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 0 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e==0 && f==1: the board of s33 *)
Lemma s40_c56_p33 x (Hs33 : s33_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 0 0 1 -> fst (s40_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s40_q33 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q33] in Hc |- *.
  pose proof (Hs33 0 (2 + c) 1 ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e==0 && f>=2: the board of s33 *)
Lemma s40_c57_p3 x (Hs33 : s33_claim x) (c f : nat) :
  x = s40_board 0 0 (2 + c) 0 0 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs33 0 (2 + c) (2 + f) ltac:(rewrite Hx; unfold s40_board, s33_board; board_eq)) as Ho0.
  rewrite (s33_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e==1 && f==0: the board of s34 *)
Lemma s40_c58_p9 x (Hs34 : s34_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 0 1 0 -> fst (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s40_q9 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q9] in Hc |- *.
  pose proof (Hs34 0 (2 + c) 1 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e==1 && f==1: the board of s34 *)
Lemma s40_c59_p13 x (Hs34 : s34_claim x) (c : nat) :
  x = s40_board 0 0 (2 + c) 0 1 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 0 (2 + c) 1 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e==1 && f>=2: the board of s34 *)
Lemma s40_c60_p3 x (Hs34 : s34_claim x) (c f : nat) :
  x = s40_board 0 0 (2 + c) 0 1 (2 + f) -> fst (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))) -> tf_game x == snd (s40_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + f))).
Proof.
  intros Hx Hc. cbn [fst snd s40_q3] in Hc |- *.
  pose proof (Hs34 0 (2 + c) 1 (2 + f) ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e>=2 && f==0: the board of s34 *)
Lemma s40_c61_p15 x (Hs34 : s34_claim x) (c e : nat) :
  x = s40_board 0 0 (2 + c) 0 (2 + e) 0 -> fst (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)) -> tf_game x == snd (s40_q15 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q15] in Hc |- *.
  pose proof (Hs34 0 (2 + c) (2 + e) 0 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s40 = T^a _ T^b _ T^c _ T^d _ T^e _ T^f F on a==0 && b==0 && c>=2 && d==0 && e>=2 && f==1: the board of s34 *)
Lemma s40_c62_p13 x (Hs34 : s34_claim x) (c e : nat) :
  x = s40_board 0 0 (2 + c) 0 (2 + e) 1 -> fst (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)) -> tf_game x == snd (s40_q13 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s40_q13] in Hc |- *.
  pose proof (Hs34 0 (2 + c) (2 + e) 1 ltac:(rewrite Hx; unfold s40_board, s34_board; board_eq)) as Ho0.
  rewrite (s34_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

