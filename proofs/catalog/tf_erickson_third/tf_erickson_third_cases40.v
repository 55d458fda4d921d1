(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s81_c41_L : lmoves (s81_board 1 1 1 1) = [s81_board 0 2 1 1; s54_board 1 2 1; strip [] ([T; E; T; E; T; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c41_L3 : tf_norm (strip [] ([T; E; T; E; T; F; E; T; T; F]) []) (s73_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; E; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c41_R : rmoves (s81_board 1 1 1 1) = [s112_board 1 1 1 1; strip [] ([T; E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c41_R2 : tf_norm (strip [] ([T; E; T; E; T; F; T; F]) [(1, 1)]) (s82_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s81_c41_p47 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s81_board 1 1 1 1 -> fst (s81_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q47 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q47] in Hc |- *.
  rewrite tf_game_eq, (s81_c41_L), (s81_c41_R); cbn [map].
  pose proof (use_s81 IH 0 2 1 1 (opt_l _ _ _ (s81_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 2 1 (opt_l _ _ _ (s81_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c41_L3)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s81_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c41_L3))) as Ho2.
  pose proof (use_s112 IH 1 1 1 1 (opt_r _ _ _ (s81_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c41_R2)).
  pose proof (use_s82 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s81_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c41_R2))) as Ho4.
  rewrite (s81_p28 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p25 Ho4 ltac:(zlia)).
  rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c42_L (d : nat) : lmoves (s81_board 1 1 1 (2 + d)) = [s81_board 0 2 1 (2 + d); s54_board 1 2 (2 + d); strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c42_L3 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c42_R (d : nat) : rmoves (s81_board 1 1 1 (2 + d)) = [s112_board 1 1 1 (2 + d); strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c42_R2 (d : nat) : tf_norm (strip [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s81_c42_p48 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s81_board 1 1 1 (2 + d) -> fst (s81_q48 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q48 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q48] in Hc |- *.
  rewrite tf_game_eq, (s81_c42_L d), (s81_c42_R d); cbn [map].
  pose proof (use_s81 IH 0 2 1 (2 + d) (opt_l _ _ _ (s81_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 2 (2 + d) (opt_l _ _ _ (s81_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c42_L3 d)).
  pose proof (use_s73 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s81_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c42_L3 d))) as Ho2.
  pose proof (use_s112 IH 1 1 1 (2 + d) (opt_r _ _ _ (s81_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c42_R2 d)).
  pose proof (use_s82 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c42_R2 d))) as Ho4.
  rewrite (s81_p29 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s54_p7 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p25 Ho4 ltac:(zlia)).
    rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s54_p9 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p25 Ho4 ltac:(zlia)).
    rewrite (s82_p25_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c43_L (c : nat) : lmoves (s81_board 1 1 (2 + c) 0) = [s81_board 0 2 (2 + c) 0; s54_board 1 (3 + c) 0; strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c43_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board 1 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c43_R (c : nat) : rmoves (s81_board 1 1 (2 + c) 0) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c43_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s81_c43_p49 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s81_board 1 1 (2 + c) 0 -> fst (s81_q49 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q49 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q49] in Hc |- *.
  rewrite tf_game_eq, (s81_c43_L c), (s81_c43_R c); cbn [map].
  pose proof (use_s81 IH 0 2 (2 + c) 0 (opt_l _ _ _ (s81_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (3 + c) 0 (opt_l _ _ _ (s81_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c43_L3 c)).
  pose proof (use_s43 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s81_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c43_L3 c))) as Ho2.
  rewrite (tf_norm_game (s81_c43_R1 c)).
  pose proof (use_s31 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s81_c43_R c) ltac:(cbn [In]; left; reflexivity) (s81_c43_R1 c))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s81_c44_L (c : nat) : lmoves (s81_board 1 1 (2 + c) 1) = [s81_board 0 2 (2 + c) 1; s54_board 1 (3 + c) 1; strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c44_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c44_R (c : nat) : rmoves (s81_board 1 1 (2 + c) 1) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c44_R1 (c : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s81_c44_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s81_board 1 1 (2 + c) 1 -> fst (s81_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q12] in Hc |- *.
  rewrite tf_game_eq, (s81_c44_L c), (s81_c44_R c); cbn [map].
  pose proof (use_s81 IH 0 2 (2 + c) 1 (opt_l _ _ _ (s81_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (3 + c) 1 (opt_l _ _ _ (s81_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c44_L3 c)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c44_L3 c))) as Ho2.
  rewrite (tf_norm_game (s81_c44_R1 c)).
  pose proof (use_s82 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s81_c44_R c) ltac:(cbn [In]; left; reflexivity) (s81_c44_R1 c))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s81_c45_L (c d : nat) : lmoves (s81_board 1 1 (2 + c) (2 + d)) = [s81_board 0 2 (2 + c) (2 + d); s54_board 1 (3 + c) (2 + d); strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c45_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c45_R (c d : nat) : rmoves (s81_board 1 1 (2 + c) (2 + d)) = [strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c45_R1 (c d : nat) : tf_norm (strip [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s81_c45_p22 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s81_board 1 1 (2 + c) (2 + d) -> fst (s81_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q22] in Hc |- *.
  rewrite tf_game_eq, (s81_c45_L c d), (s81_c45_R c d); cbn [map].
  pose proof (use_s81 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s81_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s81_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c45_L3 c d)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s81_c45_R1 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s81_c45_R1 c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s54_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c45_p50 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s81_board 1 1 (2 + c) (2 + d) -> fst (s81_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q50 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q50] in Hc |- *.
  rewrite tf_game_eq, (s81_c45_L c d), (s81_c45_R c d); cbn [map].
  pose proof (use_s81 IH 0 2 (2 + c) (2 + d) (opt_l _ _ _ (s81_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s81_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c45_L3 c d)).
  pose proof (use_s73 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s81_c45_R1 c d)).
  pose proof (use_s82 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s81_c45_R1 c d))) as Ho3.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s54_p9 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c46_L (b : nat) : lmoves (s81_board 1 (2 + b) 0 0) = [s81_board 0 (3 + b) 0 0; s81_board 1 (1 + b) 1 0].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c46_R (b : nat) : rmoves (s81_board 1 (2 + b) 0 0) = [s84_board 1 (2 + b) 0; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c46_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s31_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==0 *)
Lemma s81_c46_p30 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 1 (2 + b) 0 0 -> fst (s81_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q30 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q30] in Hc |- *.
  rewrite tf_game_eq, (s81_c46_L b), (s81_c46_R b); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 0 0 (opt_l _ _ _ (s81_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s81_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH 1 (2 + b) 0 (opt_r _ _ _ (s81_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c46_R2 b)).
  pose proof (use_s31 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s81_c46_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c46_R2 b))) as Ho3.
  rewrite (s81_p30 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s81_p33 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s84_p9 Ho2 ltac:(zlia)).
      rewrite (s31_p8 Ho3 ltac:(zlia)).
      rewrite (s31_p8_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s84_p10 Ho2 ltac:(zlia)).
      rewrite (s31_p9 Ho3 ltac:(zlia)).
      rewrite (s31_p9_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
  {
    rewrite (s81_p46 Ho1 ltac:(zlia)).
    rewrite (s84_p8 Ho2 ltac:(zlia)).
    rewrite (s31_p13 Ho3 ltac:(zlia)).
    rewrite (s31_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s81_c47_L (b : nat) : lmoves (s81_board 1 (2 + b) 0 1) = [s81_board 0 (3 + b) 0 1; s81_board 1 (1 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c47_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s73_board 1 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c47_R (b : nat) : rmoves (s81_board 1 (2 + b) 0 1) = [s112_board 1 (2 + b) 0 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c47_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s82_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s81_c47_p35 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 1 (2 + b) 0 1 -> fst (s81_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q35 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q35] in Hc |- *.
  rewrite tf_game_eq, (s81_c47_L b), (s81_c47_R b); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s81_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s81_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c47_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c47_L3 b))) as Ho2.
  pose proof (use_s112 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s81_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c47_R2 b)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s81_c47_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c47_R2 b))) as Ho4.
  rewrite (s81_p35 Ho0 ltac:(zlia)).
  rewrite (s81_p34 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c47_p51 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 1 (2 + b) 0 1 -> fst (s81_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q51 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q51] in Hc |- *.
  rewrite tf_game_eq, (s81_c47_L b), (s81_c47_R b); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 0 1 (opt_l _ _ _ (s81_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s81_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c47_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c47_L3 b))) as Ho2.
  pose proof (use_s112 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s81_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c47_R2 b)).
  pose proof (use_s82 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s81_c47_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c47_R2 b))) as Ho4.
  rewrite (s81_p31 Ho0 ltac:(zlia)).
  rewrite (s81_p47 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p27 Ho4 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c48_L (b d : nat) : lmoves (s81_board 1 (2 + b) 0 (2 + d)) = [s81_board 0 (3 + b) 0 (2 + d); s81_board 1 (1 + b) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c48_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c48_R (b d : nat) : rmoves (s81_board 1 (2 + b) 0 (2 + d)) = [s112_board 1 (2 + b) 0 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c48_R2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s81_c48_p36 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 1 (2 + b) 0 (2 + d) -> fst (s81_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q36] in Hc |- *.
  rewrite tf_game_eq, (s81_c48_L b d), (s81_c48_R b d); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s81_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s81_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c48_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c48_L3 b d))) as Ho2.
  pose proof (use_s112 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s81_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c48_R2 b d)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c48_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c48_R2 b d))) as Ho4.
  rewrite (s81_p36 Ho0 ltac:(zlia)).
  rewrite (s81_p34 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c48_p52 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 1 (2 + b) 0 (2 + d) -> fst (s81_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q52 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q52] in Hc |- *.
  rewrite tf_game_eq, (s81_c48_L b d), (s81_c48_R b d); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 0 (2 + d) (opt_l _ _ _ (s81_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s81_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c48_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c48_L3 b d))) as Ho2.
  pose proof (use_s112 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s81_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c48_R2 b d)).
  pose proof (use_s82 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c48_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c48_R2 b d))) as Ho4.
  rewrite (s81_p32 Ho0 ltac:(zlia)).
  rewrite (s81_p48 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p27 Ho4 ltac:(zlia)).
  rewrite (s82_p27_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c49_L (b : nat) : lmoves (s81_board 1 (2 + b) 1 0) = [s81_board 0 (3 + b) 1 0; s81_board 1 (1 + b) 2 0; strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c49_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s28_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c49_R (b : nat) : rmoves (s81_board 1 (2 + b) 1 0) = [s84_board 1 (2 + b) 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c49_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s31_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s81_c49_p33 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 1 (2 + b) 1 0 -> fst (s81_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q33 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q33] in Hc |- *.
  rewrite tf_game_eq, (s81_c49_L b), (s81_c49_R b); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 1 0 (opt_l _ _ _ (s81_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s81_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c49_L3 b)).
  pose proof (use_s28 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s81_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c49_L3 b))) as Ho2.
  pose proof (use_s84 IH 1 (2 + b) 1 (opt_r _ _ _ (s81_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c49_R2 b)).
  pose proof (use_s31 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s81_c49_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c49_R2 b))) as Ho4.
  rewrite (s81_p33 Ho0 ltac:(zlia)).
  rewrite (s81_p49 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c50_L (b : nat) : lmoves (s81_board 1 (2 + b) 1 1) = [s81_board 0 (3 + b) 1 1; s81_board 1 (1 + b) 2 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c50_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s73_board 1 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c50_R (b : nat) : rmoves (s81_board 1 (2 + b) 1 1) = [s112_board 1 (2 + b) 1 1; strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c50_R2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s82_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s81_c50_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s81_board 1 (2 + b) 1 1 -> fst (s81_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c50_L b), (s81_c50_R b); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 1 1 (opt_l _ _ _ (s81_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s81_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c50_L3 b)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c50_L3 b))) as Ho2.
  pose proof (use_s112 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s81_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c50_R2 b)).
  pose proof (use_s82 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s81_c50_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c50_R2 b))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s81_p12 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p17 Ho4 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c51_L (b d : nat) : lmoves (s81_board 1 (2 + b) 1 (2 + d)) = [s81_board 0 (3 + b) 1 (2 + d); s81_board 1 (1 + b) 2 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c51_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c51_R (b d : nat) : rmoves (s81_board 1 (2 + b) 1 (2 + d)) = [s112_board 1 (2 + b) 1 (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c51_R2 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s81_c51_p34 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s81_board 1 (2 + b) 1 (2 + d) -> fst (s81_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c51_L b d), (s81_c51_R b d); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) 1 (2 + d) (opt_l _ _ _ (s81_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s81_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c51_L3 b d)).
  pose proof (use_s73 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c51_L3 b d))) as Ho2.
  pose proof (use_s112 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s81_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c51_R2 b d)).
  pose proof (use_s82 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c51_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c51_R2 b d))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s81_p22 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p50 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c52_L (b c : nat) : lmoves (s81_board 1 (2 + b) (2 + c) 0) = [s81_board 0 (3 + b) (2 + c) 0; s81_board 1 (1 + b) (3 + c) 0; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c52_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board 1 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c52_R (b c : nat) : rmoves (s81_board 1 (2 + b) (2 + c) 0) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c52_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s81_c52_p49 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s81_board 1 (2 + b) (2 + c) 0 -> fst (s81_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q49 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q49] in Hc |- *.
  rewrite tf_game_eq, (s81_c52_L b c), (s81_c52_R b c); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) (2 + c) 0 (opt_l _ _ _ (s81_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s81_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c52_L3 b c)).
  pose proof (use_s43 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s81_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c52_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s81_c52_R1 b c)).
  pose proof (use_s31 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s81_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s81_c52_R1 b c))) as Ho3.
  rewrite (s81_p19 Ho0 ltac:(zlia)).
  rewrite (s81_p49 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s81_c53_L (b c : nat) : lmoves (s81_board 1 (2 + b) (2 + c) 1) = [s81_board 0 (3 + b) (2 + c) 1; s81_board 1 (1 + b) (3 + c) 1; strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c53_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board 1 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c53_R (b c : nat) : rmoves (s81_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c53_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s81_c53_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s81_board 1 (2 + b) (2 + c) 1 -> fst (s81_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q12] in Hc |- *.
  rewrite tf_game_eq, (s81_c53_L b c), (s81_c53_R b c); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) (2 + c) 1 (opt_l _ _ _ (s81_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s81_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c53_L3 b c)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s81_c53_R1 b c)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s81_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s81_c53_R1 b c))) as Ho3.
  rewrite (s81_p20 Ho0 ltac:(zlia)).
  rewrite (s81_p12 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s81_c54_L (b c d : nat) : lmoves (s81_board 1 (2 + b) (2 + c) (2 + d)) = [s81_board 0 (3 + b) (2 + c) (2 + d); s81_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c54_R (b c d : nat) : rmoves (s81_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s81_c54_p22 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s81_board 1 (2 + b) (2 + c) (2 + d) -> fst (s81_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q22] in Hc |- *.
  rewrite tf_game_eq, (s81_c54_L b c d), (s81_c54_R b c d); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s81_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s81_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c54_L3 b c d)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s81_c54_R1 b c d)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s81_c54_R1 b c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s81_p22 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c54_p50 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s81_board 1 (2 + b) (2 + c) (2 + d) -> fst (s81_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q50 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q50] in Hc |- *.
  rewrite tf_game_eq, (s81_c54_L b c d), (s81_c54_R b c d); cbn [map].
  pose proof (use_s81 IH 0 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s81_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s81_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c54_L3 b c d)).
  pose proof (use_s73 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s81_c54_R1 b c d)).
  pose proof (use_s82 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s81_c54_R1 b c d))) as Ho3.
  rewrite (s81_p23 Ho0 ltac:(zlia)).
  rewrite (s81_p50 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==0: the board of s54 *)
Lemma s81_c55_p53 x (Hs54 : s54_claim x) (a : nat) :
  x = s81_board (2 + a) 0 0 0 -> fst (s81_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q53 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q53] in Hc |- *.
  pose proof (Hs54 (2 + a) 0 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==1: the board of s54 *)
Lemma s81_c56_p37 x (Hs54 : s54_claim x) (a : nat) :
  x = s81_board (2 + a) 0 0 1 -> fst (s81_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q37] in Hc |- *.
  pose proof (Hs54 (2 + a) 0 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c56_p39 x (Hs54 : s54_claim x) (a : nat) :
  x = s81_board (2 + a) 0 0 1 -> fst (s81_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q39] in Hc |- *.
  pose proof (Hs54 (2 + a) 0 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d>=2: the board of s54 *)
Lemma s81_c57_p39 x (Hs54 : s54_claim x) (a d : nat) :
  x = s81_board (2 + a) 0 0 (2 + d) -> fst (s81_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q39 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q39] in Hc |- *.
  pose proof (Hs54 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==0: the board of s54 *)
Lemma s81_c58_p40 x (Hs54 : s54_claim x) (a : nat) :
  x = s81_board (2 + a) 0 1 0 -> fst (s81_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q40 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q40] in Hc |- *.
  pose proof (Hs54 (2 + a) 1 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s81_c58_p54 x (Hs54 : s54_claim x) (a : nat) :
  x = s81_board (2 + a) 0 1 0 -> fst (s81_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q54 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q54] in Hc |- *.
  pose proof (Hs54 (2 + a) 1 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==1: the board of s54 *)
Lemma s81_c59_p41 x (Hs54 : s54_claim x) (a : nat) :
  x = s81_board (2 + a) 0 1 1 -> fst (s81_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q41] in Hc |- *.
  pose proof (Hs54 (2 + a) 1 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d>=2: the board of s54 *)
Lemma s81_c60_p41 x (Hs54 : s54_claim x) (a d : nat) :
  x = s81_board (2 + a) 0 1 (2 + d) -> fst (s81_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q41 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q41] in Hc |- *.
  pose proof (Hs54 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==0: the board of s54 *)
Lemma s81_c61_p42 x (Hs54 : s54_claim x) (a c : nat) :
  x = s81_board (2 + a) 0 (2 + c) 0 -> fst (s81_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q42] in Hc |- *.
  pose proof (Hs54 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==1: the board of s54 *)
Lemma s81_c62_p13 x (Hs54 : s54_claim x) (a c : nat) :
  x = s81_board (2 + a) 0 (2 + c) 1 -> fst (s81_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s81_q13] in Hc |- *.
  pose proof (Hs54 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d>=2: the board of s54 *)
Lemma s81_c63_p8 x (Hs54 : s54_claim x) (a c d : nat) :
  x = s81_board (2 + a) 0 (2 + c) (2 + d) -> fst (s81_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q8 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q8] in Hc |- *.
  pose proof (Hs54 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p7 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c63_p43 x (Hs54 : s54_claim x) (a c d : nat) :
  x = s81_board (2 + a) 0 (2 + c) (2 + d) -> fst (s81_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s81_q43] in Hc |- *.
  pose proof (Hs54 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s81_board, s54_board; board_eq)) as Ho0.
  rewrite (s54_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s81_c64_L (a : nat) : lmoves (s81_board (2 + a) 1 0 0) = [s81_board (1 + a) 2 0 0; s54_board (2 + a) 1 0].
Proof. unfold s54_board, s81_board. tf_options. Qed.
Lemma s81_c64_R (a : nat) : rmoves (s81_board (2 + a) 1 0 0) = [s84_board (2 + a) 1 0; strip [] (repeat T (2 + a) ++ [E; T; E; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c64_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; F]) [(1, 1)]) (s31_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==0 && d==0 *)
Lemma s81_c64_p38 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s81_board (2 + a) 1 0 0 -> fst (s81_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q38 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q38] in Hc |- *.
  rewrite tf_game_eq, (s81_c64_L a), (s81_c64_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 0 0 (opt_l _ _ _ (s81_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 1 0 (opt_l _ _ _ (s81_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH (2 + a) 1 0 (opt_r _ _ _ (s81_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c64_R2 a)).
  pose proof (use_s31 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s81_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c64_R2 a))) as Ho3.
  rewrite (s81_p30 Ho0 ltac:(zlia)).
  rewrite (s54_p12 Ho1 ltac:(zlia)).
  rewrite (s84_p4 Ho2 ltac:(zlia)).
  rewrite (s31_p12 Ho3 ltac:(zlia)).
  rewrite (s31_p12_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c64_p55 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s81_board (2 + a) 1 0 0 -> fst (s81_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q55 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q55] in Hc |- *.
  rewrite tf_game_eq, (s81_c64_L a), (s81_c64_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 0 0 (opt_l _ _ _ (s81_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 1 0 (opt_l _ _ _ (s81_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH (2 + a) 1 0 (opt_r _ _ _ (s81_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c64_R2 a)).
  pose proof (use_s31 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s81_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c64_R2 a))) as Ho3.
  rewrite (s81_p30 Ho0 ltac:(zlia)).
  rewrite (s54_p14 Ho1 ltac:(zlia)).
  rewrite (s84_p4 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|[Hp3|Hp3]].
  {
    rewrite (s31_p14 Ho3 ltac:(zlia)).
    rewrite (s31_p14_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s31_p16 Ho3 ltac:(zlia)).
    rewrite (s31_p16_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s31_p18 Ho3 ltac:(zlia)).
    rewrite (s31_p18_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c65_L (a : nat) : lmoves (s81_board (2 + a) 1 0 1) = [s81_board (1 + a) 2 0 1; s54_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; E; T; T; F]) []) (s73_board (2 + a) 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c65_R (a : nat) : rmoves (s81_board (2 + a) 1 0 1) = [s112_board (2 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) [(1, 1)]) (s82_board (2 + a) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s81_c65_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s81_board (2 + a) 1 0 1 -> fst (s81_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q45] in Hc |- *.
  rewrite tf_game_eq, (s81_c65_L a), (s81_c65_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 0 1 (opt_l _ _ _ (s81_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 1 1 (opt_l _ _ _ (s81_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c65_L3 a)).
  pose proof (use_s73 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s81_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c65_L3 a))) as Ho2.
  pose proof (use_s112 IH (2 + a) 1 0 1 (opt_r _ _ _ (s81_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c65_R2 a)).
  pose proof (use_s82 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s81_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c65_R2 a))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p35 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p24 Ho4 ltac:(zlia)).
    rewrite (s82_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p51 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p24 Ho4 ltac:(zlia)).
    rewrite (s82_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c66_L (a d : nat) : lmoves (s81_board (2 + a) 1 0 (2 + d)) = [s81_board (1 + a) 2 0 (2 + d); s54_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board (2 + a) 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c66_R (a d : nat) : rmoves (s81_board (2 + a) 1 0 (2 + d)) = [s112_board (2 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c66_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board (2 + a) 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s81_c66_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s81_board (2 + a) 1 0 (2 + d) -> fst (s81_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q45] in Hc |- *.
  rewrite tf_game_eq, (s81_c66_L a d), (s81_c66_R a d); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 0 (2 + d) (opt_l _ _ _ (s81_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s81_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c66_L3 a d)).
  pose proof (use_s73 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s81_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c66_L3 a d))) as Ho2.
  pose proof (use_s112 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s81_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c66_R2 a d)).
  pose proof (use_s82 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c66_R2 a d))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) >= 3)%Z \/ (Z.of_nat (2 + a) = 2)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s81_p36 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p24 Ho4 ltac:(zlia)).
    rewrite (s82_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p52 Ho0 ltac:(zlia)).
    rewrite (s54_p11 Ho1 ltac:(zlia)).
    rewrite (s73_p3 Ho2 ltac:(zlia)).
    rewrite (s73_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p24 Ho4 ltac:(zlia)).
    rewrite (s82_p24_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c67_L (a : nat) : lmoves (s81_board (2 + a) 1 1 0) = [s81_board (1 + a) 2 1 0; s54_board (2 + a) 2 0; strip [] (repeat T (2 + a) ++ [E; T; E; E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c67_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; E; F; T; T; F]) []) (s28_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c67_R (a : nat) : rmoves (s81_board (2 + a) 1 1 0) = [s84_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c67_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; F]) [(1, 1)]) (s31_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s81_c67_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s81_board (2 + a) 1 1 0 -> fst (s81_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q33 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q33] in Hc |- *.
  rewrite tf_game_eq, (s81_c67_L a), (s81_c67_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 1 0 (opt_l _ _ _ (s81_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 2 0 (opt_l _ _ _ (s81_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c67_L3 a)).
  pose proof (use_s28 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s81_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c67_L3 a))) as Ho2.
  pose proof (use_s84 IH (2 + a) 1 1 (opt_r _ _ _ (s81_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c67_R2 a)).
  pose proof (use_s31 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s81_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c67_R2 a))) as Ho4.
  rewrite (s81_p33 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c68_L (a : nat) : lmoves (s81_board (2 + a) 1 1 1) = [s81_board (1 + a) 2 1 1; s54_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; T; T; F]) []) (s73_board (2 + a) 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c68_R (a : nat) : rmoves (s81_board (2 + a) 1 1 1) = [s112_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) [(1, 1)]) (s82_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s81_c68_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s81_board (2 + a) 1 1 1 -> fst (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c68_L a), (s81_c68_R a); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 1 1 (opt_l _ _ _ (s81_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 2 1 (opt_l _ _ _ (s81_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c68_L3 a)).
  pose proof (use_s73 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s81_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c68_L3 a))) as Ho2.
  pose proof (use_s112 IH (2 + a) 1 1 1 (opt_r _ _ _ (s81_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c68_R2 a)).
  pose proof (use_s82 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s81_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c68_R2 a))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p17 Ho4 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c69_L (a d : nat) : lmoves (s81_board (2 + a) 1 1 (2 + d)) = [s81_board (1 + a) 2 1 (2 + d); s54_board (2 + a) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board (2 + a) 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; T; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c69_R (a d : nat) : rmoves (s81_board (2 + a) 1 1 (2 + d)) = [s112_board (2 + a) 1 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c69_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s81_c69_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s81_board (2 + a) 1 1 (2 + d) -> fst (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c69_L a d), (s81_c69_R a d); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 1 (2 + d) (opt_l _ _ _ (s81_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s81_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c69_L3 a d)).
  pose proof (use_s73 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s81_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c69_L3 a d))) as Ho2.
  pose proof (use_s112 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s81_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c69_R2 a d)).
  pose proof (use_s82 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c69_R2 a d))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s54_p7 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s54_p9 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c70_L (a c : nat) : lmoves (s81_board (2 + a) 1 (2 + c) 0) = [s81_board (1 + a) 2 (2 + c) 0; s54_board (2 + a) (3 + c) 0; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c70_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board (2 + a) 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c70_R (a c : nat) : rmoves (s81_board (2 + a) 1 (2 + c) 0) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c70_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s81_c70_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s81_board (2 + a) 1 (2 + c) 0 -> fst (s81_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q49] in Hc |- *.
  rewrite tf_game_eq, (s81_c70_L a c), (s81_c70_R a c); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 (2 + c) 0 (opt_l _ _ _ (s81_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s81_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c70_L3 a c)).
  pose proof (use_s43 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s81_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c70_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s81_c70_R1 a c)).
  pose proof (use_s31 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s81_c70_R a c) ltac:(cbn [In]; left; reflexivity) (s81_c70_R1 a c))) as Ho3.
  rewrite (s81_p49 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s81_c71_L (a c : nat) : lmoves (s81_board (2 + a) 1 (2 + c) 1) = [s81_board (1 + a) 2 (2 + c) 1; s54_board (2 + a) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board (2 + a) 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c71_R (a c : nat) : rmoves (s81_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s81_c71_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s81_board (2 + a) 1 (2 + c) 1 -> fst (s81_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q12] in Hc |- *.
  rewrite tf_game_eq, (s81_c71_L a c), (s81_c71_R a c); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 (2 + c) 1 (opt_l _ _ _ (s81_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s81_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c71_L3 a c)).
  pose proof (use_s73 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c71_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s81_c71_R1 a c)).
  pose proof (use_s82 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s81_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s81_c71_R1 a c))) as Ho3.
  rewrite (s81_p12 Ho0 ltac:(zlia)).
  rewrite (s54_p8 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s81_c72_L (a c d : nat) : lmoves (s81_board (2 + a) 1 (2 + c) (2 + d)) = [s81_board (1 + a) 2 (2 + c) (2 + d); s54_board (2 + a) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s54_board, s81_board, strip. tf_options. Qed.
Lemma s81_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board (2 + a) 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c72_R (a c d : nat) : rmoves (s81_board (2 + a) 1 (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c72_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s81_c72_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s81_board (2 + a) 1 (2 + c) (2 + d) -> fst (s81_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q22] in Hc |- *.
  rewrite tf_game_eq, (s81_c72_L a c d), (s81_c72_R a c d); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s81_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s81_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c72_L3 a c d)).
  pose proof (use_s73 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c72_L3 a c d))) as Ho2.
  rewrite (tf_norm_game (s81_c72_R1 a c d)).
  pose proof (use_s82 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c72_R a c d) ltac:(cbn [In]; left; reflexivity) (s81_c72_R1 a c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s54_p7 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c72_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s81_board (2 + a) 1 (2 + c) (2 + d) -> fst (s81_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q50] in Hc |- *.
  rewrite tf_game_eq, (s81_c72_L a c d), (s81_c72_R a c d); cbn [map].
  pose proof (use_s81 IH (1 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s81_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s54 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s81_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c72_L3 a c d)).
  pose proof (use_s73 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s81_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c72_L3 a c d))) as Ho2.
  rewrite (tf_norm_game (s81_c72_R1 a c d)).
  pose proof (use_s82 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c72_R a c d) ltac:(cbn [In]; left; reflexivity) (s81_c72_R1 a c d))) as Ho3.
  rewrite (s81_p50 Ho0 ltac:(zlia)).
  rewrite (s54_p9 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c73_L (a b : nat) : lmoves (s81_board (2 + a) (2 + b) 0 0) = [s81_board (1 + a) (3 + b) 0 0; s81_board (2 + a) (1 + b) 1 0].
Proof. unfold s81_board. tf_options. Qed.
Lemma s81_c73_R (a b : nat) : rmoves (s81_board (2 + a) (2 + b) 0 0) = [s84_board (2 + a) (2 + b) 0; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c73_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s81_c73_p30 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s81_board (2 + a) (2 + b) 0 0 -> fst (s81_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s81_q30 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q30] in Hc |- *.
  rewrite tf_game_eq, (s81_c73_L a b), (s81_c73_R a b); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) 0 0 (opt_l _ _ _ (s81_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s81_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s84 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s81_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s81_c73_R2 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s81_c73_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c73_R2 a b))) as Ho3.
  rewrite (s81_p30 Ho0 ltac:(zlia)).
  rewrite (s81_p33 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s84_p8 Ho2 ltac:(zlia)).
    rewrite (s31_p13 Ho3 ltac:(zlia)).
    rewrite (s31_p13_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s84_p10 Ho2 ltac:(zlia)).
    rewrite (s31_p9 Ho3 ltac:(zlia)).
    rewrite (s31_p9_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s81_c74_L (a b : nat) : lmoves (s81_board (2 + a) (2 + b) 0 1) = [s81_board (1 + a) (3 + b) 0 1; s81_board (2 + a) (1 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c74_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s73_board (2 + a) (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c74_R (a b : nat) : rmoves (s81_board (2 + a) (2 + b) 0 1) = [s112_board (2 + a) (2 + b) 0 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c74_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s82_board (2 + a) (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d==1 *)
Lemma s81_c74_p35 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s81_board (2 + a) (2 + b) 0 1 -> fst (s81_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s81_q35 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q35] in Hc |- *.
  rewrite tf_game_eq, (s81_c74_L a b), (s81_c74_R a b); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) 0 1 (opt_l _ _ _ (s81_c74_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 1 1 (opt_l _ _ _ (s81_c74_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c74_L3 a b)).
  pose proof (use_s73 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c74_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c74_L3 a b))) as Ho2.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 1 (opt_r _ _ _ (s81_c74_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c74_R2 a b)).
  pose proof (use_s82 IH (2 + a) (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s81_c74_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c74_R2 a b))) as Ho4.
  rewrite (s81_p35 Ho0 ltac:(zlia)).
  rewrite (s81_p34 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c75_L (a b d : nat) : lmoves (s81_board (2 + a) (2 + b) 0 (2 + d)) = [s81_board (1 + a) (3 + b) 0 (2 + d); s81_board (2 + a) (1 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c75_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board (2 + a) (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c75_R (a b d : nat) : rmoves (s81_board (2 + a) (2 + b) 0 (2 + d)) = [s112_board (2 + a) (2 + b) 0 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c75_R2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board (2 + a) (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d>=2 *)
Lemma s81_c75_p36 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s81_board (2 + a) (2 + b) 0 (2 + d) -> fst (s81_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q36 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q36] in Hc |- *.
  rewrite tf_game_eq, (s81_c75_L a b d), (s81_c75_R a b d); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) 0 (2 + d) (opt_l _ _ _ (s81_c75_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 1 (2 + d) (opt_l _ _ _ (s81_c75_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c75_L3 a b d)).
  pose proof (use_s73 IH (2 + a) (2 + b) 0 (opt_norm_l _ _ _ _ _ (s81_c75_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c75_L3 a b d))) as Ho2.
  pose proof (use_s112 IH (2 + a) (2 + b) 0 (2 + d) (opt_r _ _ _ (s81_c75_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c75_R2 a b d)).
  pose proof (use_s82 IH (2 + a) (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c75_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c75_R2 a b d))) as Ho4.
  rewrite (s81_p36 Ho0 ltac:(zlia)).
  rewrite (s81_p34 Ho1 ltac:(zlia)).
  rewrite (s73_p3 Ho2 ltac:(zlia)).
  rewrite (s73_p3_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p19 Ho4 ltac:(zlia)).
  rewrite (s82_p19_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c76_L (a b : nat) : lmoves (s81_board (2 + a) (2 + b) 1 0) = [s81_board (1 + a) (3 + b) 1 0; s81_board (2 + a) (1 + b) 2 0; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c76_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s28_board (2 + a) (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s28_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c76_R (a b : nat) : rmoves (s81_board (2 + a) (2 + b) 1 0) = [s84_board (2 + a) (2 + b) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s81_board, s84_board, strip. tf_options. Qed.
Lemma s81_c76_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d==0 *)
Lemma s81_c76_p33 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s81_board (2 + a) (2 + b) 1 0 -> fst (s81_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s81_q33 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q33] in Hc |- *.
  rewrite tf_game_eq, (s81_c76_L a b), (s81_c76_R a b); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) 1 0 (opt_l _ _ _ (s81_c76_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 2 0 (opt_l _ _ _ (s81_c76_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c76_L3 a b)).
  pose proof (use_s28 IH (2 + a) (2 + b) (opt_norm_l _ _ _ _ _ (s81_c76_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c76_L3 a b))) as Ho2.
  pose proof (use_s84 IH (2 + a) (2 + b) 1 (opt_r _ _ _ (s81_c76_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c76_R2 a b)).
  pose proof (use_s31 IH (2 + a) (2 + b) 1 (opt_norm_r _ _ _ _ _ (s81_c76_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c76_R2 a b))) as Ho4.
  rewrite (s81_p33 Ho0 ltac:(zlia)).
  rewrite (s81_p49 Ho1 ltac:(zlia)).
  rewrite (s28_p2 Ho2 ltac:(zlia)).
  rewrite (s84_p5 Ho3 ltac:(zlia)).
  rewrite (s31_p6 Ho4 ltac:(zlia)).
  rewrite (s31_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s81_c77_L (a b : nat) : lmoves (s81_board (2 + a) (2 + b) 1 1) = [s81_board (1 + a) (3 + b) 1 1; s81_board (2 + a) (1 + b) 2 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c77_L3 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s73_board (2 + a) (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c77_R (a b : nat) : rmoves (s81_board (2 + a) (2 + b) 1 1) = [s112_board (2 + a) (2 + b) 1 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c77_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s82_board (2 + a) (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d==1 *)
Lemma s81_c77_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s81_board (2 + a) (2 + b) 1 1 -> fst (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c77_L a b), (s81_c77_R a b); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) 1 1 (opt_l _ _ _ (s81_c77_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 2 1 (opt_l _ _ _ (s81_c77_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c77_L3 a b)).
  pose proof (use_s73 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c77_L a b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c77_L3 a b))) as Ho2.
  pose proof (use_s112 IH (2 + a) (2 + b) 1 1 (opt_r _ _ _ (s81_c77_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c77_R2 a b)).
  pose proof (use_s82 IH (2 + a) (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s81_c77_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c77_R2 a b))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  rewrite (s81_p12 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s112_p12 Ho3 ltac:(zlia)).
  rewrite (s82_p17 Ho4 ltac:(zlia)).
  rewrite (s82_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s81_c78_L (a b d : nat) : lmoves (s81_board (2 + a) (2 + b) 1 (2 + d)) = [s81_board (1 + a) (3 + b) 1 (2 + d); s81_board (2 + a) (1 + b) 2 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c78_L3 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board (2 + a) (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c78_R (a b d : nat) : rmoves (s81_board (2 + a) (2 + b) 1 (2 + d)) = [s112_board (2 + a) (2 + b) 1 (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s112_board, s81_board, strip. tf_options. Qed.
Lemma s81_c78_R2 (a b d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board (2 + a) (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==1 && d>=2 *)
Lemma s81_c78_p34 x (IH : forall y, meas y < meas x -> values_hold y) (a b d : nat) :
  x = s81_board (2 + a) (2 + b) 1 (2 + d) -> fst (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q34 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q34] in Hc |- *.
  rewrite tf_game_eq, (s81_c78_L a b d), (s81_c78_R a b d); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) 1 (2 + d) (opt_l _ _ _ (s81_c78_L a b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) 2 (2 + d) (opt_l _ _ _ (s81_c78_L a b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c78_L3 a b d)).
  pose proof (use_s73 IH (2 + a) (2 + b) 1 (opt_norm_l _ _ _ _ _ (s81_c78_L a b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c78_L3 a b d))) as Ho2.
  pose proof (use_s112 IH (2 + a) (2 + b) 1 (2 + d) (opt_r _ _ _ (s81_c78_R a b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s81_c78_R2 a b d)).
  pose proof (use_s82 IH (2 + a) (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s81_c78_R a b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s81_c78_R2 a b d))) as Ho4.
  rewrite (s81_p34 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s81_p22 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s81_p50 Ho1 ltac:(zlia)).
    rewrite (s73_p2 Ho2 ltac:(zlia)).
    rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s112_p12 Ho3 ltac:(zlia)).
    rewrite (s82_p17 Ho4 ltac:(zlia)).
    rewrite (s82_p17_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s81_c79_L (a b c : nat) : lmoves (s81_board (2 + a) (2 + b) (2 + c) 0) = [s81_board (1 + a) (3 + b) (2 + c) 0; s81_board (2 + a) (1 + b) (3 + c) 0; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c79_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s43_board (2 + a) (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s43_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c79_R (a b c : nat) : rmoves (s81_board (2 + a) (2 + b) (2 + c) 0) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c79_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s31_board (2 + a) (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s31_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d==0 *)
Lemma s81_c79_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s81_board (2 + a) (2 + b) (2 + c) 0 -> fst (s81_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s81_q49 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s81_q49] in Hc |- *.
  rewrite tf_game_eq, (s81_c79_L a b c), (s81_c79_R a b c); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) (2 + c) 0 (opt_l _ _ _ (s81_c79_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) (3 + c) 0 (opt_l _ _ _ (s81_c79_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c79_L3 a b c)).
  pose proof (use_s43 IH (2 + a) (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s81_c79_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c79_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s81_c79_R1 a b c)).
  pose proof (use_s31 IH (2 + a) (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s81_c79_R a b c) ltac:(cbn [In]; left; reflexivity) (s81_c79_R1 a b c))) as Ho3.
  rewrite (s81_p49 Ho0 ltac:(zlia)).
  rewrite (s81_p49 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s43_p6 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s43_p9 Ho2 ltac:(zlia)).
    rewrite (s31_p2 Ho3 ltac:(zlia)).
    rewrite (s31_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s81_c80_L (a b c : nat) : lmoves (s81_board (2 + a) (2 + b) (2 + c) 1) = [s81_board (1 + a) (3 + b) (2 + c) 1; s81_board (2 + a) (1 + b) (3 + c) 1; strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c80_L3 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s73_board (2 + a) (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c80_R (a b c : nat) : rmoves (s81_board (2 + a) (2 + b) (2 + c) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c80_R1 (a b c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s82_board (2 + a) (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d==1 *)
Lemma s81_c80_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s81_board (2 + a) (2 + b) (2 + c) 1 -> fst (s81_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s81_q12 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s81_q12] in Hc |- *.
  rewrite tf_game_eq, (s81_c80_L a b c), (s81_c80_R a b c); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) (2 + c) 1 (opt_l _ _ _ (s81_c80_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) (3 + c) 1 (opt_l _ _ _ (s81_c80_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s81_c80_L3 a b c)).
  pose proof (use_s73 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c80_L a b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c80_L3 a b c))) as Ho2.
  rewrite (tf_norm_game (s81_c80_R1 a b c)).
  pose proof (use_s82 IH (2 + a) (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s81_c80_R a b c) ltac:(cbn [In]; left; reflexivity) (s81_c80_R1 a b c))) as Ho3.
  rewrite (s81_p12 Ho0 ltac:(zlia)).
  rewrite (s81_p12 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s81_c81_L (a b c d : nat) : lmoves (s81_board (2 + a) (2 + b) (2 + c) (2 + d)) = [s81_board (1 + a) (3 + b) (2 + c) (2 + d); s81_board (2 + a) (1 + b) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c81_L3 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s73_board (2 + a) (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s73_board; strip_board_eq | strip_offset].
Qed.
Lemma s81_c81_R (a b c d : nat) : rmoves (s81_board (2 + a) (2 + b) (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s81_board, strip. tf_options. Qed.
Lemma s81_c81_R1 (a b c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s82_board (2 + a) (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s82_board; strip_board_eq | strip_offset]. Qed.
(* s81 = T^a _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c>=2 && d>=2 *)
Lemma s81_c81_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s81_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s81_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q22 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q22] in Hc |- *.
  rewrite tf_game_eq, (s81_c81_L a b c d), (s81_c81_R a b c d); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s81_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s81_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c81_L3 a b c d)).
  pose proof (use_s73 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s81_c81_R1 a b c d)).
  pose proof (use_s82 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s81_c81_R1 a b c d))) as Ho3.
  rewrite (s81_p22 Ho0 ltac:(zlia)).
  rewrite (s81_p22 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s81_c81_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a b c d : nat) :
  x = s81_board (2 + a) (2 + b) (2 + c) (2 + d) -> fst (s81_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s81_q50 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s81_q50] in Hc |- *.
  rewrite tf_game_eq, (s81_c81_L a b c d), (s81_c81_R a b c d); cbn [map].
  pose proof (use_s81 IH (1 + a) (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s81_c81_L a b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s81 IH (2 + a) (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s81_c81_L a b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s81_c81_L3 a b c d)).
  pose proof (use_s73 IH (2 + a) (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s81_c81_L a b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s81_c81_L3 a b c d))) as Ho2.
  rewrite (tf_norm_game (s81_c81_R1 a b c d)).
  pose proof (use_s82 IH (2 + a) (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s81_c81_R a b c d) ltac:(cbn [In]; left; reflexivity) (s81_c81_R1 a b c d))) as Ho3.
  rewrite (s81_p50 Ho0 ltac:(zlia)).
  rewrite (s81_p50 Ho1 ltac:(zlia)).
  rewrite (s73_p2 Ho2 ltac:(zlia)).
  rewrite (s73_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s82_p5 Ho3 ltac:(zlia)).
  rewrite (s82_p5_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==0: the board of s30 *)
Lemma s82_c1_p1 x (Hs30 : s30_claim x) :
  x = s82_board 0 0 0 0 -> fst (s82_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q1] in Hc |- *.
  pose proof (Hs30 0 0 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d==1: the board of s55 *)
Lemma s82_c2_p2 x (Hs55 : s55_claim x) :
  x = s82_board 0 0 0 1 -> fst (s82_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q2] in Hc |- *.
  pose proof (Hs55 0 0 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==0 && d>=2: the board of s55 *)
Lemma s82_c3_p2 x (Hs55 : s55_claim x) (d : nat) :
  x = s82_board 0 0 0 (2 + d) -> fst (s82_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q2] in Hc |- *.
  pose proof (Hs55 0 0 (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==0: the board of s30 *)
Lemma s82_c4_p3 x (Hs30 : s30_claim x) :
  x = s82_board 0 0 1 0 -> fst (s82_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q3] in Hc |- *.
  pose proof (Hs30 0 1 ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d==1: the board of s55 *)
Lemma s82_c5_p3 x (Hs55 : s55_claim x) :
  x = s82_board 0 0 1 1 -> fst (s82_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q3] in Hc |- *.
  pose proof (Hs55 0 1 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c==1 && d>=2: the board of s55 *)
Lemma s82_c6_p3 x (Hs55 : s55_claim x) (d : nat) :
  x = s82_board 0 0 1 (2 + d) -> fst (s82_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q3 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q3] in Hc |- *.
  pose proof (Hs55 0 1 (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==0: the board of s30 *)
Lemma s82_c7_p5 x (Hs30 : s30_claim x) (c : nat) :
  x = s82_board 0 0 (2 + c) 0 -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs30 0 (2 + c) ltac:(rewrite Hx; unfold s82_board, s30_board; board_eq)) as Ho0.
  rewrite (s30_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d==1: the board of s55 *)
Lemma s82_c8_p5 x (Hs55 : s55_claim x) (c : nat) :
  x = s82_board 0 0 (2 + c) 1 -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs55 0 (2 + c) 1 ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==0 && c>=2 && d>=2: the board of s55 *)
Lemma s82_c9_p5 x (Hs55 : s55_claim x) (c d : nat) :
  x = s82_board 0 0 (2 + c) (2 + d) -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs55 0 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s82_board, s55_board; board_eq)) as Ho0.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==0: the board of s31 *)
Lemma s82_c10_p6 x (Hs31 : s31_claim x) :
  x = s82_board 0 1 0 0 -> fst (s82_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s82_q6 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q6] in Hc |- *.
  pose proof (Hs31 0 1 0 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s82_c11_L : lmoves (s82_board 0 1 0 1) = [s55_board 0 1 1; strip [] ([E; T; E; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c11_L2 : tf_norm (strip [] ([E; T; E; F; E; F]) [(1, 0)]) (s48_board 0 1 0 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c11_R : rmoves (s82_board 0 1 0 1) = [s113_board 0 1 0 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d==1 *)
Lemma s82_c11_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s82_board 0 1 0 1 -> fst (s82_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s82_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q7] in Hc |- *.
  rewrite tf_game_eq, (s82_c11_L), (s82_c11_R); cbn [map].
  pose proof (use_s55 IH 0 1 1 (opt_l _ _ _ (s82_c11_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c11_L2)).
  pose proof (use_s48 IH 0 1 0 0 (opt_norm_l _ _ _ _ _ (s82_c11_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c11_L2))) as Ho1.
  pose proof (use_s113 IH 0 1 0 1 (opt_r _ _ _ (s82_c11_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  rewrite (s48_p18 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s82_c12_L (d : nat) : lmoves (s82_board 0 1 0 (2 + d)) = [s55_board 0 1 (2 + d); strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c12_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 1 0 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c12_R (d : nat) : rmoves (s82_board 0 1 0 (2 + d)) = [s113_board 0 1 0 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==0 && d>=2 *)
Lemma s82_c12_p7 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s82_board 0 1 0 (2 + d) -> fst (s82_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q7 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q7] in Hc |- *.
  rewrite tf_game_eq, (s82_c12_L d), (s82_c12_R d); cbn [map].
  pose proof (use_s55 IH 0 1 (2 + d) (opt_l _ _ _ (s82_c12_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c12_L2 d)).
  pose proof (use_s48 IH 0 1 0 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c12_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c12_L2 d))) as Ho1.
  pose proof (use_s113 IH 0 1 0 (2 + d) (opt_r _ _ _ (s82_c12_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s55_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p19 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p20 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p21 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==0: the board of s31 *)
Lemma s82_c13_p8 x (Hs31 : s31_claim x) :
  x = s82_board 0 1 1 0 -> fst (s82_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s82_q8 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q8] in Hc |- *.
  pose proof (Hs31 0 1 1 ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s82_c14_L : lmoves (s82_board 0 1 1 1) = [s55_board 0 2 1; strip [] ([E; T; E; T; F; E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c14_L2 : tf_norm (strip [] ([E; T; E; T; F; E; F]) [(1, 0)]) (s48_board 0 1 1 0) (0).
Proof. apply (tf_norm_by _ [] ([E; T; E; T; F; E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c14_R : rmoves (s82_board 0 1 1 1) = [s113_board 0 1 1 1].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d==1 *)
Lemma s82_c14_p10 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s82_board 0 1 1 1 -> fst (s82_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s82_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s82_q10] in Hc |- *.
  rewrite tf_game_eq, (s82_c14_L), (s82_c14_R); cbn [map].
  pose proof (use_s55 IH 0 2 1 (opt_l _ _ _ (s82_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c14_L2)).
  pose proof (use_s48 IH 0 1 1 0 (opt_norm_l _ _ _ _ _ (s82_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c14_L2))) as Ho1.
  pose proof (use_s113 IH 0 1 1 1 (opt_r _ _ _ (s82_c14_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  rewrite (s48_p22 Ho1 ltac:(zlia)).
  rewrite (s113_p6 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s82_c15_L (d : nat) : lmoves (s82_board 0 1 1 (2 + d)) = [s55_board 0 2 (2 + d); strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]].
Proof. unfold s55_board, s82_board, strip. tf_options. Qed.
Lemma s82_c15_L2 (d : nat) : tf_norm (strip [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]) (s48_board 0 1 1 (1 + d)) (0).
Proof. apply (tf_norm_by _ [] (E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s48_board; strip_board_eq | strip_offset]. Qed.
Lemma s82_c15_R (d : nat) : rmoves (s82_board 0 1 1 (2 + d)) = [s113_board 0 1 1 (2 + d)].
Proof. unfold s113_board, s82_board. tf_options. Qed.
(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c==1 && d>=2 *)
Lemma s82_c15_p10 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s82_board 0 1 1 (2 + d) -> fst (s82_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s82_q10 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s82_q10] in Hc |- *.
  rewrite tf_game_eq, (s82_c15_L d), (s82_c15_R d); cbn [map].
  pose proof (use_s55 IH 0 2 (2 + d) (opt_l _ _ _ (s82_c15_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s82_c15_L2 d)).
  pose proof (use_s48 IH 0 1 1 (1 + d) (opt_norm_l _ _ _ _ _ (s82_c15_L d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s82_c15_L2 d))) as Ho1.
  pose proof (use_s113 IH 0 1 1 (2 + d) (opt_r _ _ _ (s82_c15_R d) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s55_p3 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) = 3)%Z \/ (Z.of_nat (2 + d) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s48_p24 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p25 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s48_p26 Ho1 ltac:(zlia)).
    rewrite (s113_p6 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

(* s82 = T^a _ T^b _ T^c F T^d F _ on a==0 && b==1 && c>=2 && d==0: the board of s31 *)
Lemma s82_c16_p5 x (Hs31 : s31_claim x) (c : nat) :
  x = s82_board 0 1 (2 + c) 0 -> fst (s82_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s82_q5 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s82_q5] in Hc |- *.
  pose proof (Hs31 0 1 (2 + c) ltac:(rewrite Hx; unfold s82_board, s31_board; board_eq)) as Ho0.
  rewrite (s31_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

