(* A part of the proof in tf_one_frog_even.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_even_base tf_one_frog_even_values1.


(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==0: the board of s17 *)
Lemma s20_c187_p13 x (Hs17 : s17_claim x) (a c d : nat) :
  x = s20_board (2 + a) 0 (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs17 (2 + a) (2 + c) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e==1: the board of s17 *)
Lemma s20_c188_p12 x (Hs17 : s17_claim x) (a c d : nat) :
  x = s20_board (2 + a) 0 (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs17 (2 + a) (2 + c) (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==0 && c>=2 && d>=2 && e>=2: the board of s17 *)
Lemma s20_c189_p4 x (Hs17 : s17_claim x) (a c d e : nat) :
  x = s20_board (2 + a) 0 (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs17 (2 + a) (2 + c) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s17_board; board_eq)) as Ho0.
  rewrite (s17_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==0: the board of s15 *)
Lemma s20_c190_p34 x (Hs15 : s15_claim x) (a : nat) :
  x = s20_board (2 + a) 1 0 0 0 -> fst (s20_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q34] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 0 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e==1: the board of s15 *)
Lemma s20_c191_p33 x (Hs15 : s15_claim x) (a : nat) :
  x = s20_board (2 + a) 1 0 0 1 -> fst (s20_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q33] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 1 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==0 && e>=2: the board of s15 *)
Lemma s20_c192_p4 x (Hs15 : s15_claim x) (a e : nat) :
  x = s20_board (2 + a) 1 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs15 (2 + a) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==0: the board of s16 *)
Lemma s20_c193_p16 x (Hs16 : s16_claim x) (a : nat) :
  x = s20_board (2 + a) 1 0 1 0 -> fst (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e==1: the board of s16 *)
Lemma s20_c194_p12 x (Hs16 : s16_claim x) (a : nat) :
  x = s20_board (2 + a) 1 0 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d==1 && e>=2: the board of s16 *)
Lemma s20_c195_p4 x (Hs16 : s16_claim x) (a e : nat) :
  x = s20_board (2 + a) 1 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==0: the board of s16 *)
Lemma s20_c196_p13 x (Hs16 : s16_claim x) (a d : nat) :
  x = s20_board (2 + a) 1 0 (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e==1: the board of s16 *)
Lemma s20_c197_p12 x (Hs16 : s16_claim x) (a d : nat) :
  x = s20_board (2 + a) 1 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==0 && d>=2 && e>=2: the board of s16 *)
Lemma s20_c198_p4 x (Hs16 : s16_claim x) (a d e : nat) :
  x = s20_board (2 + a) 1 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 (2 + a) 1 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==0: the board of s18 *)
Lemma s20_c199_p16 x (Hs18 : s18_claim x) (a : nat) :
  x = s20_board (2 + a) 1 1 0 0 -> fst (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs18 (2 + a) 1 1 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e==1: the board of s18 *)
Lemma s20_c200_p23 x (Hs18 : s18_claim x) (a : nat) :
  x = s20_board (2 + a) 1 1 0 1 -> fst (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 (2 + a) 1 1 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==0 && e>=2: the board of s18 *)
Lemma s20_c201_p4 x (Hs18 : s18_claim x) (a e : nat) :
  x = s20_board (2 + a) 1 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 (2 + a) 1 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c202_L (a : nat) : lmoves (s20_board (2 + a) 1 1 1 0) = [s20_board (1 + a) 2 1 1 0; s17_board (2 + a) 2 1 0; s16_board (2 + a) 1 2 0; s18_board (2 + a) 1 1 1].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c202_R (a : nat) : rmoves (s20_board (2 + a) 1 1 1 0) = [s19_board (2 + a) 1 1 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==0 *)
Lemma s20_c202_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 1 1 1 0 -> fst (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c202_L a), (s20_c202_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 1 1 0 (opt_l _ _ _ (s20_c202_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 2 1 0 (opt_l _ _ _ (s20_c202_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 2 0 (opt_l _ _ _ (s20_c202_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) 1 1 1 (opt_l _ _ _ (s20_c202_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 1 1 (opt_r _ _ _ (s20_c202_R a) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s17_p8 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c203_L (a : nat) : lmoves (s20_board (2 + a) 1 1 1 1) = [s20_board (1 + a) 2 1 1 1; s17_board (2 + a) 2 1 1; s16_board (2 + a) 1 2 1; s18_board (2 + a) 1 1 2].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c203_R (a : nat) : rmoves (s20_board (2 + a) 1 1 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c203_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; E; T; F]) [(1, 1)]) (s19_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e==1 *)
Lemma s20_c203_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s20_board (2 + a) 1 1 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c203_L a), (s20_c203_R a); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 1 1 1 (opt_l _ _ _ (s20_c203_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 2 1 1 (opt_l _ _ _ (s20_c203_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 2 1 (opt_l _ _ _ (s20_c203_L a) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) 1 1 2 (opt_l _ _ _ (s20_c203_L a) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c203_R1 a)).
  pose proof (use_s19 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s20_c203_R a) ltac:(cbn [In]; left; reflexivity) (s20_c203_R1 a))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c204_L (a e : nat) : lmoves (s20_board (2 + a) 1 1 1 (2 + e)) = [s20_board (1 + a) 2 1 1 (2 + e); s17_board (2 + a) 2 1 (2 + e); s16_board (2 + a) 1 2 (2 + e); s18_board (2 + a) 1 1 (3 + e)].
Proof. unfold s16_board, s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c204_R (a e : nat) : rmoves (s20_board (2 + a) 1 1 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d==1 && e>=2 *)
Lemma s20_c204_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a e : nat) :
  x = s20_board (2 + a) 1 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c204_L a e), (s20_c204_R a e); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 1 1 (2 + e) (opt_l _ _ _ (s20_c204_L a e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 2 1 (2 + e) (opt_l _ _ _ (s20_c204_L a e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 2 (2 + e) (opt_l _ _ _ (s20_c204_L a e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) 1 1 (3 + e) (opt_l _ _ _ (s20_c204_L a e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c205_L (a d : nat) : lmoves (s20_board (2 + a) 1 1 (2 + d) 0) = [s20_board (1 + a) 2 1 (2 + d) 0; s17_board (2 + a) 2 (2 + d) 0; s16_board (2 + a) 1 (3 + d) 0; s20_board (2 + a) 1 1 (1 + d) 1].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c205_R (a d : nat) : rmoves (s20_board (2 + a) 1 1 (2 + d) 0) = [s19_board (2 + a) 1 1 (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==0 *)
Lemma s20_c205_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s20_board (2 + a) 1 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c205_L a d), (s20_c205_R a d); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 1 (2 + d) 0 (opt_l _ _ _ (s20_c205_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 2 (2 + d) 0 (opt_l _ _ _ (s20_c205_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (3 + d) 0 (opt_l _ _ _ (s20_c205_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 1 (1 + d) 1 (opt_l _ _ _ (s20_c205_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s20_c205_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c206_L (a d : nat) : lmoves (s20_board (2 + a) 1 1 (2 + d) 1) = [s20_board (1 + a) 2 1 (2 + d) 1; s17_board (2 + a) 2 (2 + d) 1; s16_board (2 + a) 1 (3 + d) 1; s20_board (2 + a) 1 1 (1 + d) 2].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c206_R (a d : nat) : rmoves (s20_board (2 + a) 1 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c206_R1 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e==1 *)
Lemma s20_c206_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s20_board (2 + a) 1 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c206_L a d), (s20_c206_R a d); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 1 (2 + d) 1 (opt_l _ _ _ (s20_c206_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 2 (2 + d) 1 (opt_l _ _ _ (s20_c206_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (3 + d) 1 (opt_l _ _ _ (s20_c206_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 1 (1 + d) 2 (opt_l _ _ _ (s20_c206_L a d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c206_R1 a d)).
  pose proof (use_s19 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s20_c206_R a d) ltac:(cbn [In]; left; reflexivity) (s20_c206_R1 a d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c207_L (a d e : nat) : lmoves (s20_board (2 + a) 1 1 (2 + d) (2 + e)) = [s20_board (1 + a) 2 1 (2 + d) (2 + e); s17_board (2 + a) 2 (2 + d) (2 + e); s16_board (2 + a) 1 (3 + d) (2 + e); s20_board (2 + a) 1 1 (1 + d) (3 + e)].
Proof. unfold s16_board, s17_board, s20_board. tf_options. Qed.
Lemma s20_c207_R (a d e : nat) : rmoves (s20_board (2 + a) 1 1 (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s20_c207_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a d e : nat) :
  x = s20_board (2 + a) 1 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c207_L a d e), (s20_c207_R a d e); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s20_c207_L a d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) 2 (2 + d) (2 + e) (opt_l _ _ _ (s20_c207_L a d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) 1 (3 + d) (2 + e) (opt_l _ _ _ (s20_c207_L a d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s20_c207_L a d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==0: the board of s18 *)
Lemma s20_c208_p18 x (Hs18 : s18_claim x) (a c : nat) :
  x = s20_board (2 + a) 1 (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs18 (2 + a) 1 (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e==1: the board of s18 *)
Lemma s20_c209_p23 x (Hs18 : s18_claim x) (a c : nat) :
  x = s20_board (2 + a) 1 (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 (2 + a) 1 (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==0 && e>=2: the board of s18 *)
Lemma s20_c210_p4 x (Hs18 : s18_claim x) (a c e : nat) :
  x = s20_board (2 + a) 1 (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 (2 + a) 1 (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c211_L (a c : nat) : lmoves (s20_board (2 + a) 1 (2 + c) 1 0) = [s20_board (1 + a) 2 (2 + c) 1 0; s17_board (2 + a) (3 + c) 1 0; s20_board (2 + a) 1 (1 + c) 2 0; s18_board (2 + a) 1 (2 + c) 1].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c211_R (a c : nat) : rmoves (s20_board (2 + a) 1 (2 + c) 1 0) = [s19_board (2 + a) 1 (2 + c) 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==0 *)
Lemma s20_c211_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s20_board (2 + a) 1 (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c211_L a c), (s20_c211_R a c); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 (2 + c) 1 0 (opt_l _ _ _ (s20_c211_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (3 + c) 1 0 (opt_l _ _ _ (s20_c211_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) 2 0 (opt_l _ _ _ (s20_c211_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) 1 (2 + c) 1 (opt_l _ _ _ (s20_c211_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 1 (opt_r _ _ _ (s20_c211_R a c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s17_p8 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c212_L (a c : nat) : lmoves (s20_board (2 + a) 1 (2 + c) 1 1) = [s20_board (1 + a) 2 (2 + c) 1 1; s17_board (2 + a) (3 + c) 1 1; s20_board (2 + a) 1 (1 + c) 2 1; s18_board (2 + a) 1 (2 + c) 2].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c212_R (a c : nat) : rmoves (s20_board (2 + a) 1 (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c212_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s19_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s20_c212_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s20_board (2 + a) 1 (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c212_L a c), (s20_c212_R a c); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 (2 + c) 1 1 (opt_l _ _ _ (s20_c212_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (3 + c) 1 1 (opt_l _ _ _ (s20_c212_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) 2 1 (opt_l _ _ _ (s20_c212_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) 1 (2 + c) 2 (opt_l _ _ _ (s20_c212_L a c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c212_R1 a c)).
  pose proof (use_s19 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s20_c212_R a c) ltac:(cbn [In]; left; reflexivity) (s20_c212_R1 a c))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c213_L (a c e : nat) : lmoves (s20_board (2 + a) 1 (2 + c) 1 (2 + e)) = [s20_board (1 + a) 2 (2 + c) 1 (2 + e); s17_board (2 + a) (3 + c) 1 (2 + e); s20_board (2 + a) 1 (1 + c) 2 (2 + e); s18_board (2 + a) 1 (2 + c) (3 + e)].
Proof. unfold s17_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c213_R (a c e : nat) : rmoves (s20_board (2 + a) 1 (2 + c) 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s20_c213_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c e : nat) :
  x = s20_board (2 + a) 1 (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c213_L a c e), (s20_c213_R a c e); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s20_c213_L a c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (3 + c) 1 (2 + e) (opt_l _ _ _ (s20_c213_L a c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) 2 (2 + e) (opt_l _ _ _ (s20_c213_L a c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) 1 (2 + c) (3 + e) (opt_l _ _ _ (s20_c213_L a c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c214_L (a c d : nat) : lmoves (s20_board (2 + a) 1 (2 + c) (2 + d) 0) = [s20_board (1 + a) 2 (2 + c) (2 + d) 0; s17_board (2 + a) (3 + c) (2 + d) 0; s20_board (2 + a) 1 (1 + c) (3 + d) 0; s20_board (2 + a) 1 (2 + c) (1 + d) 1].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c214_R (a c d : nat) : rmoves (s20_board (2 + a) 1 (2 + c) (2 + d) 0) = [s19_board (2 + a) 1 (2 + c) (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==0 *)
Lemma s20_c214_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s20_board (2 + a) 1 (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c214_L a c d), (s20_c214_R a c d); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 (2 + c) (2 + d) 0 (opt_l _ _ _ (s20_c214_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (3 + c) (2 + d) 0 (opt_l _ _ _ (s20_c214_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) (3 + d) 0 (opt_l _ _ _ (s20_c214_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 (2 + c) (1 + d) 1 (opt_l _ _ _ (s20_c214_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) 1 (2 + c) (2 + d) (opt_r _ _ _ (s20_c214_R a c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s17_p13 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c215_L (a c d : nat) : lmoves (s20_board (2 + a) 1 (2 + c) (2 + d) 1) = [s20_board (1 + a) 2 (2 + c) (2 + d) 1; s17_board (2 + a) (3 + c) (2 + d) 1; s20_board (2 + a) 1 (1 + c) (3 + d) 1; s20_board (2 + a) 1 (2 + c) (1 + d) 2].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c215_R (a c d : nat) : rmoves (s20_board (2 + a) 1 (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c215_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s20_c215_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s20_board (2 + a) 1 (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c215_L a c d), (s20_c215_R a c d); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s20_c215_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (3 + c) (2 + d) 1 (opt_l _ _ _ (s20_c215_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) (3 + d) 1 (opt_l _ _ _ (s20_c215_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s20_c215_L a c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c215_R1 a c d)).
  pose proof (use_s19 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s20_c215_R a c d) ltac:(cbn [In]; left; reflexivity) (s20_c215_R1 a c d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s17_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c216_L (a c d e : nat) : lmoves (s20_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [s20_board (1 + a) 2 (2 + c) (2 + d) (2 + e); s17_board (2 + a) (3 + c) (2 + d) (2 + e); s20_board (2 + a) 1 (1 + c) (3 + d) (2 + e); s20_board (2 + a) 1 (2 + c) (1 + d) (3 + e)].
Proof. unfold s17_board, s20_board. tf_options. Qed.
Lemma s20_c216_R (a c d e : nat) : rmoves (s20_board (2 + a) 1 (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s20_c216_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a c d e : nat) :
  x = s20_board (2 + a) 1 (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c216_L a c d e), (s20_c216_R a c d e); cbn [map].
  pose proof (use_s20 IH (1 + a) 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c216_L a c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s17 IH (2 + a) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c216_L a c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) 1 (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s20_c216_L a c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s20_c216_L a c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s17_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==0: the board of s15 *)
Lemma s20_c217_p28 x (Hs15 : s15_claim x) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 0 0 0 -> fst (s20_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q28 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q28] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e==1: the board of s15 *)
Lemma s20_c218_p29 x (Hs15 : s15_claim x) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 0 0 1 -> fst (s20_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q29 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q29] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==0 && e>=2: the board of s15 *)
Lemma s20_c219_p4 x (Hs15 : s15_claim x) (a b e : nat) :
  x = s20_board (2 + a) (2 + b) 0 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs15 (2 + a) (2 + b) (2 + e) ltac:(rewrite Hx; unfold s20_board, s15_board; board_eq)) as Ho0.
  rewrite (s15_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==0: the board of s16 *)
Lemma s20_c220_p16 x (Hs16 : s16_claim x) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 0 1 0 -> fst (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e==1: the board of s16 *)
Lemma s20_c221_p12 x (Hs16 : s16_claim x) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 0 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d==1 && e>=2: the board of s16 *)
Lemma s20_c222_p4 x (Hs16 : s16_claim x) (a b e : nat) :
  x = s20_board (2 + a) (2 + b) 0 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==0: the board of s16 *)
Lemma s20_c223_p13 x (Hs16 : s16_claim x) (a b d : nat) :
  x = s20_board (2 + a) (2 + b) 0 (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q13] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) (2 + d) 0 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e==1: the board of s16 *)
Lemma s20_c224_p12 x (Hs16 : s16_claim x) (a b d : nat) :
  x = s20_board (2 + a) (2 + b) 0 (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q12] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==0 && d>=2 && e>=2: the board of s16 *)
Lemma s20_c225_p4 x (Hs16 : s16_claim x) (a b d e : nat) :
  x = s20_board (2 + a) (2 + b) 0 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs16 (2 + a) (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s20_board, s16_board; board_eq)) as Ho0.
  rewrite (s16_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==0: the board of s18 *)
Lemma s20_c226_p16 x (Hs18 : s18_claim x) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 1 0 0 -> fst (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q16 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q16] in Hc |- *.
  pose proof (Hs18 (2 + a) (2 + b) 1 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e==1: the board of s18 *)
Lemma s20_c227_p23 x (Hs18 : s18_claim x) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 1 0 1 -> fst (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 (2 + a) (2 + b) 1 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==0 && e>=2: the board of s18 *)
Lemma s20_c228_p4 x (Hs18 : s18_claim x) (a b e : nat) :
  x = s20_board (2 + a) (2 + b) 1 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 (2 + a) (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c229_L (a b : nat) : lmoves (s20_board (2 + a) (2 + b) 1 1 0) = [s20_board (1 + a) (3 + b) 1 1 0; s20_board (2 + a) (1 + b) 2 1 0; s16_board (2 + a) (2 + b) 2 0; s18_board (2 + a) (2 + b) 1 1].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c229_R (a b : nat) : rmoves (s20_board (2 + a) (2 + b) 1 1 0) = [s19_board (2 + a) (2 + b) 1 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==0 *)
Lemma s20_c229_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 1 1 0 -> fst (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c229_L a b), (s20_c229_R a b); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 1 1 0 (opt_l _ _ _ (s20_c229_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 2 1 0 (opt_l _ _ _ (s20_c229_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) 2 0 (opt_l _ _ _ (s20_c229_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) (2 + b) 1 1 (opt_l _ _ _ (s20_c229_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s20_c229_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c230_L (a b : nat) : lmoves (s20_board (2 + a) (2 + b) 1 1 1) = [s20_board (1 + a) (3 + b) 1 1 1; s20_board (2 + a) (1 + b) 2 1 1; s16_board (2 + a) (2 + b) 2 1; s18_board (2 + a) (2 + b) 1 2].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c230_R (a b : nat) : rmoves (s20_board (2 + a) (2 + b) 1 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c230_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]) (s19_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s20_c230_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s20_board (2 + a) (2 + b) 1 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c230_L a b), (s20_c230_R a b); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 1 1 1 (opt_l _ _ _ (s20_c230_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 2 1 1 (opt_l _ _ _ (s20_c230_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) 2 1 (opt_l _ _ _ (s20_c230_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) (2 + b) 1 2 (opt_l _ _ _ (s20_c230_L a b) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c230_R1 a b)).
  pose proof (use_s19 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s20_c230_R a b) ltac:(cbn [In]; left; reflexivity) (s20_c230_R1 a b))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c231_L (a b e : nat) : lmoves (s20_board (2 + a) (2 + b) 1 1 (2 + e)) = [s20_board (1 + a) (3 + b) 1 1 (2 + e); s20_board (2 + a) (1 + b) 2 1 (2 + e); s16_board (2 + a) (2 + b) 2 (2 + e); s18_board (2 + a) (2 + b) 1 (3 + e)].
Proof. unfold s16_board, s18_board, s20_board. tf_options. Qed.
Lemma s20_c231_R (a b e : nat) : rmoves (s20_board (2 + a) (2 + b) 1 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s20_c231_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b e : nat) :
  x = s20_board (2 + a) (2 + b) 1 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c231_L a b e), (s20_c231_R a b e); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s20_c231_L a b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 2 1 (2 + e) (opt_l _ _ _ (s20_c231_L a b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) 2 (2 + e) (opt_l _ _ _ (s20_c231_L a b e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) (2 + b) 1 (3 + e) (opt_l _ _ _ (s20_c231_L a b e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c232_L (a b d : nat) : lmoves (s20_board (2 + a) (2 + b) 1 (2 + d) 0) = [s20_board (1 + a) (3 + b) 1 (2 + d) 0; s20_board (2 + a) (1 + b) 2 (2 + d) 0; s16_board (2 + a) (2 + b) (3 + d) 0; s20_board (2 + a) (2 + b) 1 (1 + d) 1].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c232_R (a b d : nat) : rmoves (s20_board (2 + a) (2 + b) 1 (2 + d) 0) = [s19_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==0 *)
Lemma s20_c232_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s20_board (2 + a) (2 + b) 1 (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c232_L a b d), (s20_c232_R a b d); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 1 (2 + d) 0 (opt_l _ _ _ (s20_c232_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 2 (2 + d) 0 (opt_l _ _ _ (s20_c232_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (3 + d) 0 (opt_l _ _ _ (s20_c232_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) 1 (1 + d) 1 (opt_l _ _ _ (s20_c232_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s20_c232_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s16_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c233_L (a b d : nat) : lmoves (s20_board (2 + a) (2 + b) 1 (2 + d) 1) = [s20_board (1 + a) (3 + b) 1 (2 + d) 1; s20_board (2 + a) (1 + b) 2 (2 + d) 1; s16_board (2 + a) (2 + b) (3 + d) 1; s20_board (2 + a) (2 + b) 1 (1 + d) 2].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c233_R (a b d : nat) : rmoves (s20_board (2 + a) (2 + b) 1 (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c233_R1 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s20_c233_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s20_board (2 + a) (2 + b) 1 (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c233_L a b d), (s20_c233_R a b d); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s20_c233_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 2 (2 + d) 1 (opt_l _ _ _ (s20_c233_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (3 + d) 1 (opt_l _ _ _ (s20_c233_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s20_c233_L a b d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c233_R1 a b d)).
  pose proof (use_s19 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s20_c233_R a b d) ltac:(cbn [In]; left; reflexivity) (s20_c233_R1 a b d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s16_p11 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c234_L (a b d e : nat) : lmoves (s20_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [s20_board (1 + a) (3 + b) 1 (2 + d) (2 + e); s20_board (2 + a) (1 + b) 2 (2 + d) (2 + e); s16_board (2 + a) (2 + b) (3 + d) (2 + e); s20_board (2 + a) (2 + b) 1 (1 + d) (3 + e)].
Proof. unfold s16_board, s20_board. tf_options. Qed.
Lemma s20_c234_R (a b d e : nat) : rmoves (s20_board (2 + a) (2 + b) 1 (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s20_c234_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b d e : nat) :
  x = s20_board (2 + a) (2 + b) 1 (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c234_L a b d e), (s20_c234_R a b d e); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s20_c234_L a b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) 2 (2 + d) (2 + e) (opt_l _ _ _ (s20_c234_L a b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s16 IH (2 + a) (2 + b) (3 + d) (2 + e) (opt_l _ _ _ (s20_c234_L a b d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s20_c234_L a b d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s16_p7 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==0: the board of s18 *)
Lemma s20_c235_p18 x (Hs18 : s18_claim x) (a b c : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) 0 0 -> fst (s20_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s20_q18 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q18] in Hc |- *.
  pose proof (Hs18 (2 + a) (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e==1: the board of s18 *)
Lemma s20_c236_p23 x (Hs18 : s18_claim x) (a b c : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) 0 1 -> fst (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s20_q23 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s20_q23] in Hc |- *.
  pose proof (Hs18 (2 + a) (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==0 && e>=2: the board of s18 *)
Lemma s20_c237_p4 x (Hs18 : s18_claim x) (a b c e : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) 0 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s20_q4] in Hc |- *.
  pose proof (Hs18 (2 + a) (2 + b) (2 + c) (2 + e) ltac:(rewrite Hx; unfold s20_board, s18_board; board_eq)) as Ho0.
  rewrite (s18_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s20_c238_L (a b c : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c) 1 0) = [s20_board (1 + a) (3 + b) (2 + c) 1 0; s20_board (2 + a) (1 + b) (3 + c) 1 0; s20_board (2 + a) (2 + b) (1 + c) 2 0; s18_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c238_R (a b c : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c) 1 0) = [s19_board (2 + a) (2 + b) (2 + c) 1].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==0 *)
Lemma s20_c238_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) 1 0 -> fst (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s20_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q8] in Hc |- *.
  rewrite tf_game_eq, (s20_c238_L a b c), (s20_c238_R a b c); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) (2 + c) 1 0 (opt_l _ _ _ (s20_c238_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (3 + c) 1 0 (opt_l _ _ _ (s20_c238_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) 2 0 (opt_l _ _ _ (s20_c238_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) (2 + b) (2 + c) 1 (opt_l _ _ _ (s20_c238_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 1 (opt_r _ _ _ (s20_c238_R a b c) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p8 Ho0 ltac:(zlia)).
  rewrite (s20_p8 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s18_p8 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c239_L (a b c : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c) 1 1) = [s20_board (1 + a) (3 + b) (2 + c) 1 1; s20_board (2 + a) (1 + b) (3 + c) 1 1; s20_board (2 + a) (2 + b) (1 + c) 2 1; s18_board (2 + a) (2 + b) (2 + c) 2].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c239_R (a b c : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c) 1 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c239_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]) (s19_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s20_c239_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) 1 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c239_L a b c), (s20_c239_R a b c); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s20_c239_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (3 + c) 1 1 (opt_l _ _ _ (s20_c239_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) 2 1 (opt_l _ _ _ (s20_c239_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) (2 + b) (2 + c) 2 (opt_l _ _ _ (s20_c239_L a b c) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c239_R1 a b c)).
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s20_c239_R a b c) ltac:(cbn [In]; left; reflexivity) (s20_c239_R1 a b c))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c240_L (a b c e : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [s20_board (1 + a) (3 + b) (2 + c) 1 (2 + e); s20_board (2 + a) (1 + b) (3 + c) 1 (2 + e); s20_board (2 + a) (2 + b) (1 + c) 2 (2 + e); s18_board (2 + a) (2 + b) (2 + c) (3 + e)].
Proof. unfold s18_board, s20_board. tf_options. Qed.
Lemma s20_c240_R (a b c e : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c) 1 (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s20_c240_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c e : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) 1 (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c240_L a b c e), (s20_c240_R a b c e); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s20_c240_L a b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (3 + c) 1 (2 + e) (opt_l _ _ _ (s20_c240_L a b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) 2 (2 + e) (opt_l _ _ _ (s20_c240_L a b c e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s18 IH (2 + a) (2 + b) (2 + c) (3 + e) (opt_l _ _ _ (s20_c240_L a b c e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s18_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s20_c241_L (a b c d : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s20_board (1 + a) (3 + b) (2 + c) (2 + d) 0; s20_board (2 + a) (1 + b) (3 + c) (2 + d) 0; s20_board (2 + a) (2 + b) (1 + c) (3 + d) 0; s20_board (2 + a) (2 + b) (2 + c) (1 + d) 1].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c241_R (a b c d : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c) (2 + d) 0) = [s19_board (2 + a) (2 + b) (2 + c) (2 + d)].
Proof. unfold s19_board, s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==0 *)
Lemma s20_c241_p13 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) (2 + d) 0 -> fst (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s20_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s20_q13] in Hc |- *.
  rewrite tf_game_eq, (s20_c241_L a b c d), (s20_c241_R a b c d); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) (2 + c) (2 + d) 0 (opt_l _ _ _ (s20_c241_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (3 + c) (2 + d) 0 (opt_l _ _ _ (s20_c241_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) (3 + d) 0 (opt_l _ _ _ (s20_c241_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) (2 + c) (1 + d) 1 (opt_l _ _ _ (s20_c241_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_r _ _ _ (s20_c241_R a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho4.
  rewrite (s20_p13 Ho0 ltac:(zlia)).
  rewrite (s20_p13 Ho1 ltac:(zlia)).
  rewrite (s20_p13 Ho2 ltac:(zlia)).
  rewrite (s20_p12 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c242_L (a b c d : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [s20_board (1 + a) (3 + b) (2 + c) (2 + d) 1; s20_board (2 + a) (1 + b) (3 + c) (2 + d) 1; s20_board (2 + a) (2 + b) (1 + c) (3 + d) 1; s20_board (2 + a) (2 + b) (2 + c) (1 + d) 2].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c242_R (a b c d : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c) (2 + d) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s20_board, strip. tf_options. Qed.
Lemma s20_c242_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s19_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ E :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s19_board; strip_board_eq | strip_offset]. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s20_c242_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) (2 + d) 1 -> fst (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s20_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s20_q12] in Hc |- *.
  rewrite tf_game_eq, (s20_c242_L a b c d), (s20_c242_R a b c d); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s20_c242_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (3 + c) (2 + d) 1 (opt_l _ _ _ (s20_c242_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) (3 + d) 1 (opt_l _ _ _ (s20_c242_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s20_c242_L a b c d) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s20_c242_R1 a b c d)).
  pose proof (use_s19 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s20_c242_R a b c d) ltac:(cbn [In]; left; reflexivity) (s20_c242_R1 a b c d))) as Ho4.
  rewrite (s20_p12 Ho0 ltac:(zlia)).
  rewrite (s20_p12 Ho1 ltac:(zlia)).
  rewrite (s20_p12 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  rewrite (s19_p6 Ho4 ltac:(zlia)).
  rewrite (s19_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 3); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s20_c243_L (a b c d e : nat) : lmoves (s20_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [s20_board (1 + a) (3 + b) (2 + c) (2 + d) (2 + e); s20_board (2 + a) (1 + b) (3 + c) (2 + d) (2 + e); s20_board (2 + a) (2 + b) (1 + c) (3 + d) (2 + e); s20_board (2 + a) (2 + b) (2 + c) (1 + d) (3 + e)].
Proof. unfold s20_board. tf_options. Qed.
Lemma s20_c243_R (a b c d e : nat) : rmoves (s20_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e)) = [].
Proof. unfold s20_board. tf_options. Qed.
(* s20 = T^a _ T^b _ T^c _ T^d _ T^e F on a>=2 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s20_c243_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d e : nat) :
  x = s20_board (2 + a) (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s20_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s20_q4] in Hc |- *.
  rewrite tf_game_eq, (s20_c243_L a b c d e), (s20_c243_R a b c d e); cbn [map].
  pose proof (use_s20 IH (1 + a) (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c243_L a b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s20 IH (2 + a) (1 + b) (3 + c) (2 + d) (2 + e) (opt_l _ _ _ (s20_c243_L a b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s20 IH (2 + a) (2 + b) (1 + c) (3 + d) (2 + e) (opt_l _ _ _ (s20_c243_L a b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity))) as Ho2.
  pose proof (use_s20 IH (2 + a) (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s20_c243_L a b c d e) ltac:(cbn [In]; do 3 right; left; reflexivity))) as Ho3.
  rewrite (s20_p4 Ho0 ltac:(zlia)).
  rewrite (s20_p4 Ho1 ltac:(zlia)).
  rewrite (s20_p4 Ho2 ltac:(zlia)).
  rewrite (s20_p4 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (conj _ (I))))); [num_cmp | num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

