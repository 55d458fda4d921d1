(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s82_c17_L (c : nat) : lmoves (s82_board 0 1 (2 + c) 1) = [s55_board 0 (3 + c) 1; strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c17_L2 (c : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 0 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c17_R (c : nat) : rmoves (s82_board 0 1 (2 + c) 1) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==1 *)
Lemma s82_c17_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s82_board 0 1 (2 + c) 1 -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c17_L c), (s82_c17_R c); cbn [map].
  pose proof (use_s55 IH 0 (3 + c) 1 (opt_l _ _ _ (s82_c17_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c17_L2 c)).
  pose proof (use_s48 IH 0 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s82_c17_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c17_L2 c))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p22 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p33 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s82_c18_L (c d : nat) : lmoves (s82_board 0 1 (2 + c) (2 + d)) = [s55_board 0 (3 + c) (2 + d); strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c18_L2 (c d : nat) : tf_norm (strip [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c18_R (c d : nat) : rmoves (s82_board 0 1 (2 + c) (2 + d)) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d>=2 *)
Lemma s82_c18_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s82_board 0 1 (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c18_L c d), (s82_c18_R c d); cbn [map].
  pose proof (use_s55 IH 0 (3 + c) (2 + d) (opt_l _ _ _ (s82_c18_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c18_L2 c d)).
  pose proof (use_s48 IH 0 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s82_c18_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c18_L2 c d))) as Ho1.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==0: the board of s31 *)
Lemma s82_c19_p11 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 0 (2 + b) 0 0 -> fst (s82_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q11 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q11] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c19_p15 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 0 (2 + b) 0 0 -> fst (s82_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q15 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q15] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c19_p18 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 0 (2 + b) 0 0 -> fst (s82_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q18 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q18] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c19_p20 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 0 (2 + b) 0 0 -> fst (s82_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q20 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q20] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c20_L (b : nat) : lmoves (s82_board 0 (2 + b) 0 1) = [s82_board 0 (1 + b) 1 1; strip [] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c20_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s48_board 0 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c20_R (b : nat) : rmoves (s82_board 0 (2 + b) 0 1) = [s113_board 0 (2 + b) 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d==1 *)
Lemma s82_c20_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 0 (2 + b) 0 1 -> fst (s82_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q12] in Hc |- *.
  rewrite tf_game_eq, (s82_c20_L b), (s82_c20_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s82_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c20_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s82_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c20_L2 b))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s82_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  rewrite (s48_p35 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c20_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 0 (2 + b) 0 1 -> fst (s82_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q16] in Hc |- *.
  rewrite tf_game_eq, (s82_c20_L b), (s82_c20_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s82_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c20_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s82_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c20_L2 b))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s82_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c20_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 0 (2 + b) 0 1 -> fst (s82_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q19] in Hc |- *.
  rewrite tf_game_eq, (s82_c20_L b), (s82_c20_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 1 1 (opt_l _ _ _ (s82_c20_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c20_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s82_c20_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c20_L2 b))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 1 (opt_r _ _ _ (s82_c20_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s48_p44 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c21_L (b d : nat) : lmoves (s82_board 0 (2 + b) 0 (2 + d)) = [s82_board 0 (1 + b) 1 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c21_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c21_R (b d : nat) : rmoves (s82_board 0 (2 + b) 0 (2 + d)) = [s113_board 0 (2 + b) 0 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==0 && d>=2 *)
Lemma s82_c21_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 0 (2 + b) 0 (2 + d) -> fst (s82_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q12 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q12] in Hc |- *.
  rewrite tf_game_eq, (s82_c21_L b d), (s82_c21_R b d); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s82_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c21_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c21_L2 b d))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s82_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p10 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p36 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p37 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p38 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s82_c21_p16 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 0 (2 + b) 0 (2 + d) -> fst (s82_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q16 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q16] in Hc |- *.
  rewrite tf_game_eq, (s82_c21_L b d), (s82_c21_R b d); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s82_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c21_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c21_L2 b d))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s82_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p47 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p48 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s82_c21_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 0 (2 + b) 0 (2 + d) -> fst (s82_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q19 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q19] in Hc |- *.
  rewrite tf_game_eq, (s82_c21_L b d), (s82_c21_R b d); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 1 (2 + d) (opt_l _ _ _ (s82_c21_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c21_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c21_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c21_L2 b d))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 0 (2 + d) (opt_r _ _ _ (s82_c21_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p46 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p52 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==0: the board of s31 *)
Lemma s82_c22_p13 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 0 (2 + b) 1 0 -> fst (s82_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q13 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q13] in Hc |- *.
  pose proof (Hs31 0 (2 + b) 1 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c23_L (b : nat) : lmoves (s82_board 0 (2 + b) 1 1) = [s82_board 0 (1 + b) 2 1; strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c23_L2 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s48_board 0 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c23_R (b : nat) : rmoves (s82_board 0 (2 + b) 1 1) = [s113_board 0 (2 + b) 1 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d==1 *)
Lemma s82_c23_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 0 (2 + b) 1 1 -> fst (s82_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q14] in Hc |- *.
  rewrite tf_game_eq, (s82_c23_L b), (s82_c23_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s82_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c23_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s82_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c23_L2 b))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s82_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s48_p39 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c23_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 0 (2 + b) 1 1 -> fst (s82_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c23_L b), (s82_c23_R b); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 2 1 (opt_l _ _ _ (s82_c23_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c23_L2 b)).
  pose proof (use_s48 IH 0 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s82_c23_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c23_L2 b))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 1 1 (opt_r _ _ _ (s82_c23_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s48_p39 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c24_L (b d : nat) : lmoves (s82_board 0 (2 + b) 1 (2 + d)) = [s82_board 0 (1 + b) 2 (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c24_L2 (b d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c24_R (b d : nat) : rmoves (s82_board 0 (2 + b) 1 (2 + d)) = [s113_board 0 (2 + b) 1 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c==1 && d>=2 *)
Lemma s82_c24_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 0 (2 + b) 1 (2 + d) -> fst (s82_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q14 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q14] in Hc |- *.
  rewrite tf_game_eq, (s82_c24_L b d), (s82_c24_R b d); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s82_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c24_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c24_L2 b d))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s82_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p40 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p41 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p42 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s82_c24_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 0 (2 + b) 1 (2 + d) -> fst (s82_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q17 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c24_L b d), (s82_c24_R b d); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) 2 (2 + d) (opt_l _ _ _ (s82_c24_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c24_L2 b d)).
  pose proof (use_s48 IH 0 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c24_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c24_L2 b d))) as Ho1.
  pose proof (use_s113 IH 0 (2 + b) 1 (2 + d) (opt_r _ _ _ (s82_c24_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s48_p49 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p50 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==0: the board of s31 *)
Lemma s82_c25_p5 x (Hs31 : s31_claim x) (b c : nat) :
  x = s82_board 0 (2 + b) (2 + c) 0 -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs31 0 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c26_L (b c : nat) : lmoves (s82_board 0 (2 + b) (2 + c) 1) = [s82_board 0 (1 + b) (3 + c) 1; strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c26_L2 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 0 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c26_R (b c : nat) : rmoves (s82_board 0 (2 + b) (2 + c) 1) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d==1 *)
Lemma s82_c26_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s82_board 0 (2 + b) (2 + c) 1 -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c26_L b c), (s82_c26_R b c); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) (3 + c) 1 (opt_l _ _ _ (s82_c26_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c26_L2 b c)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s82_c26_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c26_L2 b c))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + b) = 2 /\ Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + b) >= 3 /\ Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p23 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p34 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p43 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p51 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s82_c27_L (b c d : nat) : lmoves (s82_board 0 (2 + b) (2 + c) (2 + d)) = [s82_board 0 (1 + b) (3 + c) (2 + d); strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c27_L2 (b c d : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c27_R (b c d : nat) : rmoves (s82_board 0 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b>=2 && c>=2 && d>=2 *)
Lemma s82_c27_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s82_board 0 (2 + b) (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c27_L b c d), (s82_c27_R b c d); cbn [map].
  pose proof (use_s82 IH 0 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s82_c27_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c27_L2 b c d)).
  pose proof (use_s48 IH 0 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s82_c27_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c27_L2 b c d))) as Ho1.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s48_p27 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p29 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p32 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==0: the board of s30 *)
Lemma s82_c28_p21 x (Hs30 : s30_claim x) :
  x = s82_board 1 0 0 0 -> fst (s82_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q21 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q21] in Hc |- *.
  pose proof (Hs30 1 0 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d==1: the board of s55 *)
Lemma s82_c29_p4 x (Hs55 : s55_claim x) :
  x = s82_board 1 0 0 1 -> fst (s82_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q4] in Hc |- *.
  pose proof (Hs55 1 0 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==0 && d>=2: the board of s55 *)
Lemma s82_c30_p4 x (Hs55 : s55_claim x) (d : nat) :
  x = s82_board 1 0 0 (2 + d) -> fst (s82_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q4] in Hc |- *.
  pose proof (Hs55 1 0 (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==0: the board of s30 *)
Lemma s82_c31_p9 x (Hs30 : s30_claim x) :
  x = s82_board 1 0 1 0 -> fst (s82_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q9] in Hc |- *.
  pose proof (Hs30 1 1 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d==1: the board of s55 *)
Lemma s82_c32_p22 x (Hs55 : s55_claim x) :
  x = s82_board 1 0 1 1 -> fst (s82_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q22] in Hc |- *.
  pose proof (Hs55 1 1 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c==1 && d>=2: the board of s55 *)
Lemma s82_c33_p22 x (Hs55 : s55_claim x) (d : nat) :
  x = s82_board 1 0 1 (2 + d) -> fst (s82_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q22 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q22] in Hc |- *.
  pose proof (Hs55 1 1 (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==0: the board of s30 *)
Lemma s82_c34_p5 x (Hs30 : s30_claim x) (c : nat) :
  x = s82_board 1 0 (2 + c) 0 -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs30 1 (2 + c) ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d==1: the board of s55 *)
Lemma s82_c35_p5 x (Hs55 : s55_claim x) (c : nat) :
  x = s82_board 1 0 (2 + c) 1 -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs55 1 (2 + c) 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==0 && c>=2 && d>=2: the board of s55 *)
Lemma s82_c36_p5 x (Hs55 : s55_claim x) (c d : nat) :
  x = s82_board 1 0 (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs55 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==0: the board of s31 *)
Lemma s82_c37_p23 x (Hs31 : s31_claim x) :
  x = s82_board 1 1 0 0 -> fst (s82_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q23 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q23] in Hc |- *.
  pose proof (Hs31 1 1 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c38_L : lmoves (s82_board 1 1 0 1) = [s82_board 0 2 0 1; s55_board 1 1 1; strip [] ([T; E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c38_L3 : tf_norm (strip [] ([T; E; T; E; F; E; F]) [(1, 0)]) (s48_board 1 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c38_R : rmoves (s82_board 1 1 0 1) = [s113_board 1 1 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d==1 *)
Lemma s82_c38_p24 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s82_board 1 1 0 1 -> fst (s82_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q24] in Hc |- *.
  rewrite tf_game_eq, (s82_c38_L), (s82_c38_R); cbn [map].
  pose proof (use_s82 IH 0 2 0 1 (opt_l _ _ _ (s82_c38_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 1 1 (opt_l _ _ _ (s82_c38_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c38_L3)).
  pose proof (use_s48 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s82_c38_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c38_L3))) as Ho2.
  pose proof (use_s113 IH 1 1 0 1 (opt_r _ _ _ (s82_c38_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  rewrite (s48_p64 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c39_L (d : nat) : lmoves (s82_board 1 1 0 (2 + d)) = [s82_board 0 2 0 (2 + d); s55_board 1 1 (2 + d); strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c39_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c39_R (d : nat) : rmoves (s82_board 1 1 0 (2 + d)) = [s113_board 1 1 0 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==0 && d>=2 *)
Lemma s82_c39_p24 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s82_board 1 1 0 (2 + d) -> fst (s82_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q24] in Hc |- *.
  rewrite tf_game_eq, (s82_c39_L d), (s82_c39_R d); cbn [map].
  pose proof (use_s82 IH 0 2 0 (2 + d) (opt_l _ _ _ (s82_c39_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 1 (2 + d) (opt_l _ _ _ (s82_c39_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c39_L3 d)).
  pose proof (use_s48 IH 1 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c39_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c39_L3 d))) as Ho2.
  pose proof (use_s113 IH 1 1 0 (2 + d) (opt_r _ _ _ (s82_c39_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p12 Ho0 ltac:(zlia)).
  rewrite (s55_p4 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p45 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p65 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p66 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==0: the board of s31 *)
Lemma s82_c40_p13 x (Hs31 : s31_claim x) :
  x = s82_board 1 1 1 0 -> fst (s82_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q13 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q13] in Hc |- *.
  pose proof (Hs31 1 1 1 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c41_L : lmoves (s82_board 1 1 1 1) = [s82_board 0 2 1 1; s55_board 1 2 1; strip [] ([T; E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c41_L3 : tf_norm (strip [] ([T; E; T; E; T; F; E; F]) [(1, 0)]) (s48_board 1 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c41_R : rmoves (s82_board 1 1 1 1) = [s113_board 1 1 1 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d==1 *)
Lemma s82_c41_p25 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s82_board 1 1 1 1 -> fst (s82_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q25] in Hc |- *.
  rewrite tf_game_eq, (s82_c41_L), (s82_c41_R); cbn [map].
  pose proof (use_s82 IH 0 2 1 1 (opt_l _ _ _ (s82_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 2 1 (opt_l _ _ _ (s82_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c41_L3)).
  pose proof (use_s48 IH 1 1 1 0 (opt_norm_l _ _ _ _ _ (s82_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c41_L3))) as Ho2.
  pose proof (use_s113 IH 1 1 1 1 (opt_r _ _ _ (s82_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p28 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c42_L (d : nat) : lmoves (s82_board 1 1 1 (2 + d)) = [s82_board 0 2 1 (2 + d); s55_board 1 2 (2 + d); strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c42_R (d : nat) : rmoves (s82_board 1 1 1 (2 + d)) = [s113_board 1 1 1 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c==1 && d>=2 *)
Lemma s82_c42_p25 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s82_board 1 1 1 (2 + d) -> fst (s82_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q25 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q25] in Hc |- *.
  rewrite tf_game_eq, (s82_c42_L d), (s82_c42_R d); cbn [map].
  pose proof (use_s82 IH 0 2 1 (2 + d) (opt_l _ _ _ (s82_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 2 (2 + d) (opt_l _ _ _ (s82_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c42_L3 d)).
  pose proof (use_s48 IH 1 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c42_L3 d))) as Ho2.
  pose proof (use_s113 IH 1 1 1 (2 + d) (opt_r _ _ _ (s82_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p14 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p67 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p68 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p69 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==0: the board of s31 *)
Lemma s82_c43_p5 x (Hs31 : s31_claim x) (c : nat) :
  x = s82_board 1 1 (2 + c) 0 -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs31 1 1 (2 + c) ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c44_L (c : nat) : lmoves (s82_board 1 1 (2 + c) 1) = [s82_board 0 2 (2 + c) 1; s55_board 1 (3 + c) 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 1 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c44_R (c : nat) : rmoves (s82_board 1 1 (2 + c) 1) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d==1 *)
Lemma s82_c44_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s82_board 1 1 (2 + c) 1 -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c44_L c), (s82_c44_R c); cbn [map].
  pose proof (use_s82 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s82_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 (3 + c) 1 (opt_l _ _ _ (s82_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c44_L3 c)).
  pose proof (use_s48 IH 1 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s82_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c44_L3 c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p73 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s82_c45_L (c d : nat) : lmoves (s82_board 1 1 (2 + c) (2 + d)) = [s82_board 0 2 (2 + c) (2 + d); s55_board 1 (3 + c) (2 + d); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c45_R (c d : nat) : rmoves (s82_board 1 1 (2 + c) (2 + d)) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s82_c45_p5 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s82_board 1 1 (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c45_L c d), (s82_c45_R c d); cbn [map].
  pose proof (use_s82 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s82_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s82_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c45_L3 c d)).
  pose proof (use_s48 IH 1 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s82_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c45_L3 c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==0: the board of s31 *)
Lemma s82_c46_p20 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 1 (2 + b) 0 0 -> fst (s82_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q20 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q20] in Hc |- *.
  pose proof (Hs31 1 (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c46_p26 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 1 (2 + b) 0 0 -> fst (s82_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q26] in Hc |- *.
  pose proof (Hs31 1 (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c46_p28 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 1 (2 + b) 0 0 -> fst (s82_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q28 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q28] in Hc |- *.
  pose proof (Hs31 1 (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c47_L (b : nat) : lmoves (s82_board 1 (2 + b) 0 1) = [s82_board 0 (3 + b) 0 1; s82_board 1 (1 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s48_board 1 (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c47_R (b : nat) : rmoves (s82_board 1 (2 + b) 0 1) = [s113_board 1 (2 + b) 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d==1 *)
Lemma s82_c47_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 1 (2 + b) 0 1 -> fst (s82_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q19] in Hc |- *.
  rewrite tf_game_eq, (s82_c47_L b), (s82_c47_R b); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s82_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s82_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c47_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s82_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c47_L3 b))) as Ho2.
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s82_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c47_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 1 (2 + b) 0 1 -> fst (s82_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q27] in Hc |- *.
  rewrite tf_game_eq, (s82_c47_L b), (s82_c47_R b); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s82_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s82_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c47_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s82_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c47_L3 b))) as Ho2.
  pose proof (use_s113 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s82_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s82_p25 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c48_L (b d : nat) : lmoves (s82_board 1 (2 + b) 0 (2 + d)) = [s82_board 0 (3 + b) 0 (2 + d); s82_board 1 (1 + b) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c48_R (b d : nat) : rmoves (s82_board 1 (2 + b) 0 (2 + d)) = [s113_board 1 (2 + b) 0 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s82_c48_p19 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 1 (2 + b) 0 (2 + d) -> fst (s82_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q19 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q19] in Hc |- *.
  rewrite tf_game_eq, (s82_c48_L b d), (s82_c48_R b d); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s82_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s82_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c48_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c48_L3 b d))) as Ho2.
  pose proof (use_s113 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s82_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p52 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s82_c48_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 1 (2 + b) 0 (2 + d) -> fst (s82_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q27] in Hc |- *.
  rewrite tf_game_eq, (s82_c48_L b d), (s82_c48_R b d); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s82_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s82_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c48_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c48_L3 b d))) as Ho2.
  pose proof (use_s113 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s82_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p16 Ho0 ltac:(zlia)).
  rewrite (s82_p25 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p74 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p75 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==0: the board of s31 *)
Lemma s82_c49_p13 x (Hs31 : s31_claim x) (b : nat) :
  x = s82_board 1 (2 + b) 1 0 -> fst (s82_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q13 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q13] in Hc |- *.
  pose proof (Hs31 1 (2 + b) 1 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c50_L (b : nat) : lmoves (s82_board 1 (2 + b) 1 1) = [s82_board 0 (3 + b) 1 1; s82_board 1 (1 + b) 2 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s48_board 1 (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c50_R (b : nat) : rmoves (s82_board 1 (2 + b) 1 1) = [s113_board 1 (2 + b) 1 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d==1 *)
Lemma s82_c50_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s82_board 1 (2 + b) 1 1 -> fst (s82_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c50_L b), (s82_c50_R b); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s82_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s82_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c50_L3 b)).
  pose proof (use_s48 IH 1 (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s82_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c50_L3 b))) as Ho2.
  pose proof (use_s113 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s82_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s48_p39 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c51_L (b d : nat) : lmoves (s82_board 1 (2 + b) 1 (2 + d)) = [s82_board 0 (3 + b) 1 (2 + d); s82_board 1 (1 + b) 2 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c51_R (b d : nat) : rmoves (s82_board 1 (2 + b) 1 (2 + d)) = [s113_board 1 (2 + b) 1 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s82_c51_p17 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s82_board 1 (2 + b) 1 (2 + d) -> fst (s82_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q17 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c51_L b d), (s82_c51_R b d); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s82_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s82_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c51_L3 b d)).
  pose proof (use_s48 IH 1 (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c51_L3 b d))) as Ho2.
  pose proof (use_s113 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s82_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s48_p49 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==0: the board of s31 *)
Lemma s82_c52_p5 x (Hs31 : s31_claim x) (b c : nat) :
  x = s82_board 1 (2 + b) (2 + c) 0 -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs31 1 (2 + b) (2 + c) ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c53_L (b c : nat) : lmoves (s82_board 1 (2 + b) (2 + c) 1) = [s82_board 0 (3 + b) (2 + c) 1; s82_board 1 (1 + b) (3 + c) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board 1 (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c53_R (b c : nat) : rmoves (s82_board 1 (2 + b) (2 + c) 1) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s82_c53_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s82_board 1 (2 + b) (2 + c) 1 -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c53_L b c), (s82_c53_R b c); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s82_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s82_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c53_L3 b c)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s82_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c53_L3 b c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s82_c54_L (b c d : nat) : lmoves (s82_board 1 (2 + b) (2 + c) (2 + d)) = [s82_board 0 (3 + b) (2 + c) (2 + d); s82_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 1 (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c54_R (b c d : nat) : rmoves (s82_board 1 (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s82_c54_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s82_board 1 (2 + b) (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c54_L b c d), (s82_c54_R b c d); cbn [map].
  pose proof (use_s82 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s82_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s82_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c54_L3 b c d)).
  pose proof (use_s48 IH 1 (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s82_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c54_L3 b c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==0: the board of s30 *)
Lemma s82_c55_p9 x (Hs30 : s30_claim x) (a : nat) :
  x = s82_board (2 + a) 0 0 0 -> fst (s82_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q9] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c55_p31 x (Hs30 : s30_claim x) (a : nat) :
  x = s82_board (2 + a) 0 0 0 -> fst (s82_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q31 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q31] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c55_p33 x (Hs30 : s30_claim x) (a : nat) :
  x = s82_board (2 + a) 0 0 0 -> fst (s82_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q33 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q33] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p5 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c55_p35 x (Hs30 : s30_claim x) (a : nat) :
  x = s82_board (2 + a) 0 0 0 -> fst (s82_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q35] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c55_p37 x (Hs30 : s30_claim x) (a : nat) :
  x = s82_board (2 + a) 0 0 0 -> fst (s82_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q37] in Hc |- *.
  pose proof (Hs30 (2 + a) 0 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d==1: the board of s55 *)
Lemma s82_c56_p4 x (Hs55 : s55_claim x) (a : nat) :
  x = s82_board (2 + a) 0 0 1 -> fst (s82_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q4] in Hc |- *.
  pose proof (Hs55 (2 + a) 0 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==0 && d>=2: the board of s55 *)
Lemma s82_c57_p4 x (Hs55 : s55_claim x) (a d : nat) :
  x = s82_board (2 + a) 0 0 (2 + d) -> fst (s82_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q4 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q4] in Hc |- *.
  pose proof (Hs55 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==0: the board of s30 *)
Lemma s82_c58_p29 x (Hs30 : s30_claim x) (a : nat) :
  x = s82_board (2 + a) 0 1 0 -> fst (s82_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q29 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q29] in Hc |- *.
  pose proof (Hs30 (2 + a) 1 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d==1: the board of s55 *)
Lemma s82_c59_p22 x (Hs55 : s55_claim x) (a : nat) :
  x = s82_board (2 + a) 0 1 1 -> fst (s82_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q22] in Hc |- *.
  pose proof (Hs55 (2 + a) 1 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c==1 && d>=2: the board of s55 *)
Lemma s82_c60_p22 x (Hs55 : s55_claim x) (a d : nat) :
  x = s82_board (2 + a) 0 1 (2 + d) -> fst (s82_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q22 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q22] in Hc |- *.
  pose proof (Hs55 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==0: the board of s30 *)
Lemma s82_c61_p5 x (Hs30 : s30_claim x) (a c : nat) :
  x = s82_board (2 + a) 0 (2 + c) 0 -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs30 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d==1: the board of s55 *)
Lemma s82_c62_p5 x (Hs55 : s55_claim x) (a c : nat) :
  x = s82_board (2 + a) 0 (2 + c) 1 -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs55 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==0 && c>=2 && d>=2: the board of s55 *)
Lemma s82_c63_p5 x (Hs55 : s55_claim x) (a c d : nat) :
  x = s82_board (2 + a) 0 (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs55 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==0: the board of s31 *)
Lemma s82_c64_p30 x (Hs31 : s31_claim x) (a : nat) :
  x = s82_board (2 + a) 1 0 0 -> fst (s82_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q30 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q30] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c64_p32 x (Hs31 : s31_claim x) (a : nat) :
  x = s82_board (2 + a) 1 0 0 -> fst (s82_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q32 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q32] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c64_p34 x (Hs31 : s31_claim x) (a : nat) :
  x = s82_board (2 + a) 1 0 0 -> fst (s82_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q34] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s82_c64_p36 x (Hs31 : s31_claim x) (a : nat) :
  x = s82_board (2 + a) 1 0 0 -> fst (s82_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q36 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q36] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s82_c65_L (a : nat) : lmoves (s82_board (2 + a) 1 0 1) = [s82_board (1 + a) 2 0 1; s55_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; E; F]) [(1, 0)]) (s48_board (2 + a) 1 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c65_R (a : nat) : rmoves (s82_board (2 + a) 1 0 1) = [s113_board (2 + a) 1 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d==1 *)
Lemma s82_c65_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s82_board (2 + a) 1 0 1 -> fst (s82_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q24] in Hc |- *.
  rewrite tf_game_eq, (s82_c65_L a), (s82_c65_R a); cbn [map].
  pose proof (use_s82 IH (1 + a) 2 0 1 (opt_l _ _ _ (s82_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 1 1 (opt_l _ _ _ (s82_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c65_L3 a)).
  pose proof (use_s48 IH (2 + a) 1 0 0 (opt_norm_l _ _ _ _ _ (s82_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c65_L3 a))) as Ho2.
  pose proof (use_s113 IH (2 + a) 1 0 1 (opt_r _ _ _ (s82_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s48_p64 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s82_p27 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    rewrite (s48_p64 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s82_c66_L (a d : nat) : lmoves (s82_board (2 + a) 1 0 (2 + d)) = [s82_board (1 + a) 2 0 (2 + d); s55_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board (2 + a) 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c66_R (a d : nat) : rmoves (s82_board (2 + a) 1 0 (2 + d)) = [s113_board (2 + a) 1 0 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s82_c66_p24 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s82_board (2 + a) 1 0 (2 + d) -> fst (s82_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q24 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q24] in Hc |- *.
  rewrite tf_game_eq, (s82_c66_L a d), (s82_c66_R a d); cbn [map].
  pose proof (use_s82 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s82_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s82_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c66_L3 a d)).
  pose proof (use_s48 IH (2 + a) 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c66_L3 a d))) as Ho2.
  pose proof (use_s113 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s82_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s82_p19 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s48_p45 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p66 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
  {
    rewrite (s82_p27 Ho0 ltac:(zlia)).
    rewrite (s55_p4 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s48_p45 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
    {
      rewrite (s48_p66 Ho2 ltac:(zlia)).
      rewrite (s113_p6 Ho3 ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
    }
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d==0: the board of s31 *)
Lemma s82_c67_p13 x (Hs31 : s31_claim x) (a : nat) :
  x = s82_board (2 + a) 1 1 0 -> fst (s82_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q13 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q13] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 1 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c68_L (a : nat) : lmoves (s82_board (2 + a) 1 1 1) = [s82_board (1 + a) 2 1 1; s55_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; F]) [(1, 0)]) (s48_board (2 + a) 1 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c68_R (a : nat) : rmoves (s82_board (2 + a) 1 1 1) = [s113_board (2 + a) 1 1 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d==1 *)
Lemma s82_c68_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s82_board (2 + a) 1 1 1 -> fst (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c68_L a), (s82_c68_R a); cbn [map].
  pose proof (use_s82 IH (1 + a) 2 1 1 (opt_l _ _ _ (s82_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 2 1 (opt_l _ _ _ (s82_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c68_L3 a)).
  pose proof (use_s48 IH (2 + a) 1 1 0 (opt_norm_l _ _ _ _ _ (s82_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c68_L3 a))) as Ho2.
  pose proof (use_s113 IH (2 + a) 1 1 1 (opt_r _ _ _ (s82_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  rewrite (s48_p77 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c69_L (a d : nat) : lmoves (s82_board (2 + a) 1 1 (2 + d)) = [s82_board (1 + a) 2 1 (2 + d); s55_board (2 + a) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board (2 + a) 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c69_R (a d : nat) : rmoves (s82_board (2 + a) 1 1 (2 + d)) = [s113_board (2 + a) 1 1 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s82_c69_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s82_board (2 + a) 1 1 (2 + d) -> fst (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c69_L a d), (s82_c69_R a d); cbn [map].
  pose proof (use_s82 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s82_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s82_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c69_L3 a d)).
  pose proof (use_s48 IH (2 + a) 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c69_L3 a d))) as Ho2.
  pose proof (use_s113 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s82_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s48_p49 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==0: the board of s31 *)
Lemma s82_c70_p5 x (Hs31 : s31_claim x) (a c : nat) :
  x = s82_board (2 + a) 1 (2 + c) 0 -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs31 (2 + a) 1 (2 + c) ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c71_L (a c : nat) : lmoves (s82_board (2 + a) 1 (2 + c) 1) = [s82_board (1 + a) 2 (2 + c) 1; s55_board (2 + a) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board (2 + a) 1 (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c71_R (a c : nat) : rmoves (s82_board (2 + a) 1 (2 + c) 1) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s82_c71_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s82_board (2 + a) 1 (2 + c) 1 -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c71_L a c), (s82_c71_R a c); cbn [map].
  pose proof (use_s82 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s82_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s82_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c71_L3 a c)).
  pose proof (use_s48 IH (2 + a) 1 (2 + c) 0 (opt_norm_l _ _ _ _ _ (s82_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c71_L3 a c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s82_c72_L (a c d : nat) : lmoves (s82_board (2 + a) 1 (2 + c) (2 + d)) = [s82_board (1 + a) 2 (2 + c) (2 + d); s55_board (2 + a) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board (2 + a) 1 (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c72_R (a c d : nat) : rmoves (s82_board (2 + a) 1 (2 + c) (2 + d)) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s82_c72_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s82_board (2 + a) 1 (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c72_L a c d), (s82_c72_R a c d); cbn [map].
  pose proof (use_s82 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s82_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s55 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s82_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c72_L3 a c d)).
  pose proof (use_s48 IH (2 + a) 1 (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s82_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c72_L3 a c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s55_p3 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==0: the board of s31 *)
Lemma s82_c73_p20 x (Hs31 : s31_claim x) (a b : nat) :
  x = s82_board (2 + a) (2 + b) 0 0 -> fst (s82_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q20 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q20] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c73_p26 x (Hs31 : s31_claim x) (a b : nat) :
  x = s82_board (2 + a) (2 + b) 0 0 -> fst (s82_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q26 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q26] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s82_c74_L (a b : nat) : lmoves (s82_board (2 + a) (2 + b) 0 1) = [s82_board (1 + a) (3 + b) 0 1; s82_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]) (s48_board (2 + a) (2 + b) 0 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c74_R (a b : nat) : rmoves (s82_board (2 + a) (2 + b) 0 1) = [s113_board (2 + a) (2 + b) 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s82_c74_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s82_board (2 + a) (2 + b) 0 1 -> fst (s82_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q19] in Hc |- *.
  rewrite tf_game_eq, (s82_c74_L a b), (s82_c74_R a b); cbn [map].
  pose proof (use_s82 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s82_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s82_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c74_L3 a b)).
  pose proof (use_s48 IH (2 + a) (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s82_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c74_L3 a b))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s82_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  rewrite (s48_p44 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c75_L (a b d : nat) : lmoves (s82_board (2 + a) (2 + b) 0 (2 + d)) = [s82_board (1 + a) (3 + b) 0 (2 + d); s82_board (2 + a) (1 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board (2 + a) (2 + b) 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c75_R (a b d : nat) : rmoves (s82_board (2 + a) (2 + b) 0 (2 + d)) = [s113_board (2 + a) (2 + b) 0 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s82_c75_p19 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s82_board (2 + a) (2 + b) 0 (2 + d) -> fst (s82_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q19 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q19] in Hc |- *.
  rewrite tf_game_eq, (s82_c75_L a b d), (s82_c75_R a b d); cbn [map].
  pose proof (use_s82 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s82_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s82_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c75_L3 a b d)).
  pose proof (use_s48 IH (2 + a) (2 + b) 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c75_L3 a b d))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s82_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p19 Ho0 ltac:(zlia)).
  rewrite (s82_p17 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p46 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p52 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p53 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==0: the board of s31 *)
Lemma s82_c76_p13 x (Hs31 : s31_claim x) (a b : nat) :
  x = s82_board (2 + a) (2 + b) 1 0 -> fst (s82_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q13 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q13] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) 1 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c77_L (a b : nat) : lmoves (s82_board (2 + a) (2 + b) 1 1) = [s82_board (1 + a) (3 + b) 1 1; s82_board (2 + a) (1 + b) 2 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]) (s48_board (2 + a) (2 + b) 1 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c77_R (a b : nat) : rmoves (s82_board (2 + a) (2 + b) 1 1) = [s113_board (2 + a) (2 + b) 1 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s82_c77_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s82_board (2 + a) (2 + b) 1 1 -> fst (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c77_L a b), (s82_c77_R a b); cbn [map].
  pose proof (use_s82 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s82_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s82_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c77_L3 a b)).
  pose proof (use_s48 IH (2 + a) (2 + b) 1 0 (opt_norm_l _ _ _ _ _ (s82_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c77_L3 a b))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s82_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  rewrite (s48_p39 Ho2 ltac:(zlia)).
  rewrite (s113_p6 Ho3 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s82_c78_L (a b d : nat) : lmoves (s82_board (2 + a) (2 + b) 1 (2 + d)) = [s82_board (1 + a) (3 + b) 1 (2 + d); s82_board (2 + a) (1 + b) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board (2 + a) (2 + b) 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c78_R (a b d : nat) : rmoves (s82_board (2 + a) (2 + b) 1 (2 + d)) = [s113_board (2 + a) (2 + b) 1 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s82_c78_p17 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s82_board (2 + a) (2 + b) 1 (2 + d) -> fst (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q17 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q17] in Hc |- *.
  rewrite tf_game_eq, (s82_c78_L a b d), (s82_c78_R a b d); cbn [map].
  pose proof (use_s82 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s82_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s82_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c78_L3 a b d)).
  pose proof (use_s48 IH (2 + a) (2 + b) 1 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c78_L3 a b d))) as Ho2.
  pose proof (use_s113 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s82_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (s82_p17 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s48_p49 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s48_p50 Ho2 ltac:(zlia)).
    rewrite (s113_p6 Ho3 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==0: the board of s31 *)
Lemma s82_c79_p5 x (Hs31 : s31_claim x) (a b c : nat) :
  x = s82_board (2 + a) (2 + b) (2 + c) 0 -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs31 (2 + a) (2 + b) (2 + c) ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c80_L (a b c : nat) : lmoves (s82_board (2 + a) (2 + b) (2 + c) 1) = [s82_board (1 + a) (3 + b) (2 + c) 1; s82_board (2 + a) (1 + b) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]) (s48_board (2 + a) (2 + b) (2 + c) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c80_R (a b c : nat) : rmoves (s82_board (2 + a) (2 + b) (2 + c) 1) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s82_c80_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s82_board (2 + a) (2 + b) (2 + c) 1 -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c80_L a b c), (s82_c80_R a b c); cbn [map].
  pose proof (use_s82 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s82_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s82_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c80_L3 a b c)).
  pose proof (use_s48 IH (2 + a) (2 + b) (2 + c) 0 (opt_norm_l _ _ _ _ _ (s82_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c80_L3 a b c))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 4)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s48_p16 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p51 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p70 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s82_c81_L (a b c d : nat) : lmoves (s82_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s82_board (1 + a) (3 + b) (2 + c) (2 + d); s82_board (2 + a) (1 + b) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s82_board, strip. tf_options. Qed.
Lemma s82_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board (2 + a) (2 + b) (2 + c) (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c81_R (a b c d : nat) : rmoves (s82_board (2 + a) (2 + b) (2 + c) (2 + d)) = [].
Proof. unfold s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s82_c81_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s82_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q5] in Hc |- *.
  rewrite tf_game_eq, (s82_c81_L a b c d), (s82_c81_R a b c d); cbn [map].
  pose proof (use_s82 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s82_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s82 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s82_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s82_c81_L3 a b c d)).
  pose proof (use_s48 IH (2 + a) (2 + b) (2 + c) (1 + d) (opt_norm_l _ _ _ _ _ (s82_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s82_c81_L3 a b c d))) as Ho2.
  rewrite (s82_p5 Ho0 ltac:(zlia)).
  rewrite (s82_p5 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) = 4)%Z \/ (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 5)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s48_p12 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p31 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p71 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s48_p72 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b==0 && c==0: the board of s47 *)
Lemma s83_c1_p1 x (Hs47 : s47_claim x) :
  x = s83_board 0 0 0 -> fst (s83_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s83_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q1] in Hc |- *.
  pose proof (Hs47 0 0 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c2_L : lmoves (s83_board 0 0 1) = [strip [(1, 1); (1, 1)] ([]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c2_L1 : tf_norm (strip [(1, 1); (1, 1)] ([]) [(1, 1)]) (repeat E 3) (-2).
Proof. apply (tf_norm_by _ [(1, 1); (1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s83_c2_R : rmoves (s83_board 0 0 1) = [strip [(0, 1)] ([E; T; F; E; E]) []].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c2_R1 : tf_norm (strip [(0, 1)] ([E; T; F; E; E]) []) (s75_board 0 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b==0 && c==1 *)
Lemma s83_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s83_board 0 0 1 -> fst (s83_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s83_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q1] in Hc |- *.
  rewrite tf_game_eq, (s83_c2_L), (s83_c2_R); cbn [map].
  rewrite (tf_norm_blank (s83_c2_L1)).
  rewrite (tf_norm_game0 (s83_c2_R1)).
  pose proof (use_s75 IH 0 1 (opt_norm_r _ _ _ _ _ (s83_c2_R) ltac:(cbn [In]; left; reflexivity) (s83_c2_R1))) as Ho1.
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s83_c3_L (c : nat) : lmoves (s83_board 0 0 (2 + c)) = [strip [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c3_L1 (c : nat) : tf_norm (strip [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s73_board 0 (1 + c) 0) (0).
Proof. apply (tf_norm_by _ [(1, 1)] (repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s73_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c3_R (c : nat) : rmoves (s83_board 0 0 (2 + c)) = [strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c3_R1 (c : nat) : tf_norm (strip [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 0 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b==0 && c>=2 *)
Lemma s83_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s83_board 0 0 (2 + c) -> fst (s83_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q1] in Hc |- *.
  rewrite tf_game_eq, (s83_c3_L c), (s83_c3_R c); cbn [map].
  rewrite (tf_norm_game0 (s83_c3_L1 c)).
  pose proof (use_s73 IH 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c3_L c) ltac:(cbn [In]; left; reflexivity) (s83_c3_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s83_c3_R1 c)).
  pose proof (use_s75 IH 0 (2 + c) (opt_norm_r _ _ _ _ _ (s83_c3_R c) ltac:(cbn [In]; left; reflexivity) (s83_c3_R1 c))) as Ho1.
  rewrite (s73_p3 Ho0 ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b==1 && c==0: the board of s47 *)
Lemma s83_c4_p2 x (Hs47 : s47_claim x) :
  x = s83_board 0 1 0 -> fst (s83_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s83_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q2] in Hc |- *.
  pose proof (Hs47 0 1 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c5_L : lmoves (s83_board 0 1 1) = [strip [] ([E; T; F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c5_L1 : tf_norm (strip [] ([E; T; F; E; F]) [(1, 1)]) (s113_board 0 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c5_R : rmoves (s83_board 0 1 1) = [strip [(0, 1)] ([T; E; T; F; E; E]) []].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c5_R1 : tf_norm (strip [(0, 1)] ([T; E; T; F; E; E]) []) (s75_board 1 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([T; E; T; F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b==1 && c==1 *)
Lemma s83_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s83_board 0 1 1 -> fst (s83_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s83_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c5_L), (s83_c5_R); cbn [map].
  rewrite (tf_norm_game (s83_c5_L1)).
  pose proof (use_s113 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s83_c5_L) ltac:(cbn [In]; left; reflexivity) (s83_c5_L1))) as Ho0.
  rewrite (tf_norm_game0 (s83_c5_R1)).
  pose proof (use_s75 IH 1 1 (opt_norm_r _ _ _ _ _ (s83_c5_R) ltac:(cbn [In]; left; reflexivity) (s83_c5_R1))) as Ho1.
  rewrite (s113_p5 Ho0 ltac:(zlia)).
  rewrite (s113_p5_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s83_c6_L (c : nat) : lmoves (s83_board 0 1 (2 + c)) = [strip [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c6_L1 (c : nat) : tf_norm (strip [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c6_R (c : nat) : rmoves (s83_board 0 1 (2 + c)) = [strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c6_R1 (c : nat) : tf_norm (strip [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []) (s75_board 1 (2 + c)) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (T :: E :: repeat T (2 + c) ++ [F; E; E]) []); [reflexivity | unfold s75_board; strip_board_eq | strip_offset]. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b==1 && c>=2 *)
Lemma s83_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s83_board 0 1 (2 + c) -> fst (s83_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c6_L c), (s83_c6_R c); cbn [map].
  rewrite (tf_norm_game (s83_c6_L1 c)).
  pose proof (use_s113 IH 0 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c6_L c) ltac:(cbn [In]; left; reflexivity) (s83_c6_L1 c))) as Ho0.
  rewrite (tf_norm_game0 (s83_c6_R1 c)).
  pose proof (use_s75 IH 1 (2 + c) (opt_norm_r _ _ _ _ _ (s83_c6_R c) ltac:(cbn [In]; left; reflexivity) (s83_c6_R1 c))) as Ho1.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s75_p1 Ho1 I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b>=2 && c==0: the board of s47 *)
Lemma s83_c7_p2 x (Hs47 : s47_claim x) (b : nat) :
  x = s83_board 0 (2 + b) 0 -> fst (s83_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s83_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q2] in Hc |- *.
  pose proof (Hs47 0 (2 + b) ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c8_L (b : nat) : lmoves (s83_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c8_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 0 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c8_R (b : nat) : rmoves (s83_board 0 (2 + b) 1) = [].
Proof. unfold s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b>=2 && c==1 *)
Lemma s83_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s83_board 0 (2 + b) 1 -> fst (s83_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s83_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c8_L b), (s83_c8_R b); cbn [map].
  rewrite (tf_norm_game (s83_c8_L1 b)).
  pose proof (use_s113 IH 0 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s83_c8_L b) ltac:(cbn [In]; left; reflexivity) (s83_c8_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s113_p10 Ho0 ltac:(zlia)).
    rewrite (s113_p10_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s113_p11 Ho0 ltac:(zlia)).
    rewrite (s113_p11_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s113_p12 Ho0 ltac:(zlia)).
    rewrite (s113_p12_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
  {
    rewrite (s113_p13 Ho0 ltac:(zlia)).
    rewrite (s113_p13_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | exact I]].
  }
Qed.

Lemma s83_c9_L (b c : nat) : lmoves (s83_board 0 (2 + b) (2 + c)) = [strip [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c9_L1 (b c : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 0 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c9_R (b c : nat) : rmoves (s83_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==0 && b>=2 && c>=2 *)
Lemma s83_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s83_board 0 (2 + b) (2 + c) -> fst (s83_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c9_L b c), (s83_c9_R b c); cbn [map].
  rewrite (tf_norm_game (s83_c9_L1 b c)).
  pose proof (use_s113 IH 0 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c9_L b c) ltac:(cbn [In]; left; reflexivity) (s83_c9_L1 b c))) as Ho0.
  rewrite (s113_p9 Ho0 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b==0 && c==0: the board of s47 *)
Lemma s83_c10_p4 x (Hs47 : s47_claim x) :
  x = s83_board 1 0 0 -> fst (s83_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s83_q4 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q4] in Hc |- *.
  pose proof (Hs47 1 0 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s83_c11_L : lmoves (s83_board 1 0 1) = [s83_board 0 1 1; strip [] ([T; E; F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c11_L2 : tf_norm (strip [] ([T; E; F; E; F]) [(1, 1)]) (s113_board 1 0 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c11_R : rmoves (s83_board 1 0 1) = [s105_board 1 1].
Proof. unfold s105_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b==0 && c==1 *)
Lemma s83_c11_p6 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s83_board 1 0 1 -> fst (s83_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s83_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q6] in Hc |- *.
  rewrite tf_game_eq, (s83_c11_L), (s83_c11_R); cbn [map].
  pose proof (use_s83 IH 0 1 1 (opt_l _ _ _ (s83_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c11_L2)).
  pose proof (use_s113 IH 1 0 0 0 (opt_norm_l _ _ _ _ _ (s83_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c11_L2))) as Ho1.
  pose proof (use_s105 IH 1 1 (opt_r _ _ _ (s83_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p14 Ho1 ltac:(zlia)).
  rewrite (s113_p14_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s83_c12_L (c : nat) : lmoves (s83_board 1 0 (2 + c)) = [s83_board 0 1 (2 + c); strip [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c12_L2 (c : nat) : tf_norm (strip [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 0 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c12_R (c : nat) : rmoves (s83_board 1 0 (2 + c)) = [s105_board 1 (2 + c)].
Proof. unfold s105_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b==0 && c>=2 *)
Lemma s83_c12_p6 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s83_board 1 0 (2 + c) -> fst (s83_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q6 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q6] in Hc |- *.
  rewrite tf_game_eq, (s83_c12_L c), (s83_c12_R c); cbn [map].
  pose proof (use_s83 IH 0 1 (2 + c) (opt_l _ _ _ (s83_c12_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c12_L2 c)).
  pose proof (use_s113 IH 1 0 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c12_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c12_L2 c))) as Ho1.
  pose proof (use_s105 IH 1 (2 + c) (opt_r _ _ _ (s83_c12_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p3 Ho1 ltac:(zlia)).
  rewrite (s113_p3_add (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s105_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b==1 && c==0: the board of s47 *)
Lemma s83_c13_p2 x (Hs47 : s47_claim x) :
  x = s83_board 1 1 0 -> fst (s83_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s83_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q2] in Hc |- *.
  pose proof (Hs47 1 1 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c14_L : lmoves (s83_board 1 1 1) = [s83_board 0 2 1; strip [] ([T; E; T; F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c14_L2 : tf_norm (strip [] ([T; E; T; F; E; F]) [(1, 1)]) (s113_board 1 1 0 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c14_R : rmoves (s83_board 1 1 1) = [s119_board 1 1].
Proof. unfold s119_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b==1 && c==1 *)
Lemma s83_c14_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s83_board 1 1 1 -> fst (s83_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s83_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c14_L), (s83_c14_R); cbn [map].
  pose proof (use_s83 IH 0 2 1 (opt_l _ _ _ (s83_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c14_L2)).
  pose proof (use_s113 IH 1 1 0 0 (opt_norm_l _ _ _ _ _ (s83_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c14_L2))) as Ho1.
  pose proof (use_s119 IH 1 1 (opt_r _ _ _ (s83_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p16 Ho1 ltac:(zlia)).
  rewrite (s113_p16_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s119_p3 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s83_c15_L (c : nat) : lmoves (s83_board 1 1 (2 + c)) = [s83_board 0 2 (2 + c); strip [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c15_L2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 1 (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c15_R (c : nat) : rmoves (s83_board 1 1 (2 + c)) = [s119_board 1 (2 + c)].
Proof. unfold s119_board, s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b==1 && c>=2 *)
Lemma s83_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s83_board 1 1 (2 + c) -> fst (s83_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c15_L c), (s83_c15_R c); cbn [map].
  pose proof (use_s83 IH 0 2 (2 + c) (opt_l _ _ _ (s83_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c15_L2 c)).
  pose proof (use_s113 IH 1 1 (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c15_L2 c))) as Ho1.
  pose proof (use_s119 IH 1 (2 + c) (opt_r _ _ _ (s83_c15_R c) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s119_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b>=2 && c==0: the board of s47 *)
Lemma s83_c16_p2 x (Hs47 : s47_claim x) (b : nat) :
  x = s83_board 1 (2 + b) 0 -> fst (s83_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s83_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q2] in Hc |- *.
  pose proof (Hs47 1 (2 + b) ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c17_L (b : nat) : lmoves (s83_board 1 (2 + b) 1) = [s83_board 0 (3 + b) 1; strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c17_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]) (s113_board 1 (2 + b) 0 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c17_R (b : nat) : rmoves (s83_board 1 (2 + b) 1) = [].
Proof. unfold s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b>=2 && c==1 *)
Lemma s83_c17_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s83_board 1 (2 + b) 1 -> fst (s83_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s83_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c17_L b), (s83_c17_R b); cbn [map].
  pose proof (use_s83 IH 0 (3 + b) 1 (opt_l _ _ _ (s83_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c17_L2 b)).
  pose proof (use_s113 IH 1 (2 + b) 0 0 (opt_norm_l _ _ _ _ _ (s83_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c17_L2 b))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s113_p13 Ho1 ltac:(zlia)).
    rewrite (s113_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s113_p17 Ho1 ltac:(zlia)).
    rewrite (s113_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s113_p18 Ho1 ltac:(zlia)).
    rewrite (s113_p18_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s83_c18_L (b c : nat) : lmoves (s83_board 1 (2 + b) (2 + c)) = [s83_board 0 (3 + b) (2 + c); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]].
Proof. unfold s83_board, strip. tf_options. Qed.
Lemma s83_c18_L2 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]) (s113_board 1 (2 + b) (1 + c) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (1 + c) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s113_board; strip_board_eq | strip_offset]. Qed.
Lemma s83_c18_R (b c : nat) : rmoves (s83_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s83_board. tf_options. Qed.
(* s83 = T^a _ T^b F T^c F _^2 on a==1 && b>=2 && c>=2 *)
Lemma s83_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s83_board 1 (2 + b) (2 + c) -> fst (s83_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s83_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s83_q2] in Hc |- *.
  rewrite tf_game_eq, (s83_c18_L b c), (s83_c18_R b c); cbn [map].
  pose proof (use_s83 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s83_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s83_c18_L2 b c)).
  pose proof (use_s113 IH 1 (2 + b) (1 + c) 0 (opt_norm_l _ _ _ _ _ (s83_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s83_c18_L2 b c))) as Ho1.
  rewrite (s83_p2 Ho0 ltac:(zlia)).
  rewrite (s113_p9 Ho1 ltac:(zlia)).
  rewrite (s113_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (1 + c)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s83 = T^a _ T^b F T^c F _^2 on a>=2 && b==0 && c==0: the board of s47 *)
Lemma s83_c19_p7 x (Hs47 : s47_claim x) (a : nat) :
  x = s83_board (2 + a) 0 0 -> fst (s83_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s83_q7 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q7] in Hc |- *.
  pose proof (Hs47 (2 + a) 0 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s47_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s47_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
Qed.

Lemma s83_c19_p9 x (Hs47 : s47_claim x) (a : nat) :
  x = s83_board (2 + a) 0 0 -> fst (s83_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s83_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q9] in Hc |- *.
  pose proof (Hs47 (2 + a) 0 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s83_c19_p10 x (Hs47 : s47_claim x) (a : nat) :
  x = s83_board (2 + a) 0 0 -> fst (s83_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s83_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s83_q10] in Hc |- *.
  pose proof (Hs47 (2 + a) 0 ltac:(rewrite Hx; unfold s83_board, s47_board; board_eq)) as Ho0.
  rewrite (s47_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

