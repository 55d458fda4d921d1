(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s192_c41_L : lmoves (s192_board 1 1 1 1) = [s171_board 1 2 1 1; s162_board 1 2 1; strip [] ([T; F; T; E; T; E; T; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c41_L3 : tf_norm (strip [] ([T; F; T; E; T; E; T; F; E; T; T; F]) []) (s138_board 1 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] ([T; F; T; E; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c41_R : rmoves (s192_board 1 1 1 1) = [s201_board 1 1 1 1; strip [] ([T; F; T; E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c41_R2 : tf_norm (strip [] ([T; F; T; E; T; E; T; F; T; F]) [(1, 1)]) (s191_board 1 1 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F; T; E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d==1 *)
Lemma s192_c41_p22 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s192_board 1 1 1 1 -> fst (s192_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q22] in Hc |- *.
  rewrite tf_game_eq, (s192_c41_L), (s192_c41_R); cbn [map].
  pose proof (use_s171 IH 1 2 1 1 (opt_l _ _ _ (s192_c41_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 2 1 (opt_l _ _ _ (s192_c41_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c41_L3)).
  pose proof (use_s138 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s192_c41_L) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c41_L3))) as Ho2.
  pose proof (use_s201 IH 1 1 1 1 (opt_r _ _ _ (s192_c41_R) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c41_R2)).
  pose proof (use_s191 IH 1 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c41_R) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c41_R2))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p13 Ho4 ltac:(zlia)).
  rewrite (s191_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c42_L (d : nat) : lmoves (s192_board 1 1 1 (2 + d)) = [s171_board 1 2 1 (2 + d); s162_board 1 2 (2 + d); strip [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c42_L3 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board 1 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; F; T; E; T; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c42_R (d : nat) : rmoves (s192_board 1 1 1 (2 + d)) = [s201_board 1 1 1 (2 + d); strip [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c42_R2 (d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board 1 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c==1 && d>=2 *)
Lemma s192_c42_p22 x (IH : forall y, meas y < meas x -> values_hold y) (d : nat) :
  x = s192_board 1 1 1 (2 + d) -> fst (s192_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q22 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q22] in Hc |- *.
  rewrite tf_game_eq, (s192_c42_L d), (s192_c42_R d); cbn [map].
  pose proof (use_s171 IH 1 2 1 (2 + d) (opt_l _ _ _ (s192_c42_L d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 2 (2 + d) (opt_l _ _ _ (s192_c42_L d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c42_L3 d)).
  pose proof (use_s138 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s192_c42_L d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c42_L3 d))) as Ho2.
  pose proof (use_s201 IH 1 1 1 (2 + d) (opt_r _ _ _ (s192_c42_R d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c42_R2 d)).
  pose proof (use_s191 IH 1 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c42_R d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c42_R2 d))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s162_p8 Ho1 ltac:(zlia)).
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s162_p10 Ho1 ltac:(zlia)).
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c43_L (c : nat) : lmoves (s192_board 1 1 (2 + c) 0) = [s171_board 1 2 (2 + c) 0; s162_board 1 (3 + c) 0; strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c43_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s114_board 1 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s114_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c43_R (c : nat) : rmoves (s192_board 1 1 (2 + c) 0) = [strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c43_R1 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s169_board 1 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==0 *)
Lemma s192_c43_p9 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s192_board 1 1 (2 + c) 0 -> fst (s192_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q9] in Hc |- *.
  rewrite tf_game_eq, (s192_c43_L c), (s192_c43_R c); cbn [map].
  pose proof (use_s171 IH 1 2 (2 + c) 0 (opt_l _ _ _ (s192_c43_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (3 + c) 0 (opt_l _ _ _ (s192_c43_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c43_L3 c)).
  pose proof (use_s114 IH 1 1 (1 + c) (opt_norm_l _ _ _ _ _ (s192_c43_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c43_L3 c))) as Ho2.
  rewrite (tf_norm_game (s192_c43_R1 c)).
  pose proof (use_s169 IH 1 1 (2 + c) (opt_norm_r _ _ _ _ _ (s192_c43_R c) ltac:(cbn [In]; left; reflexivity) (s192_c43_R1 c))) as Ho3.
  rewrite (s171_p53 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s114_p10 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c44_L (c : nat) : lmoves (s192_board 1 1 (2 + c) 1) = [s171_board 1 2 (2 + c) 1; s162_board 1 (3 + c) 1; strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c44_L3 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s138_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c44_R (c : nat) : rmoves (s192_board 1 1 (2 + c) 1) = [strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c44_R1 (c : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s191_board 1 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d==1 *)
Lemma s192_c44_p10 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s192_board 1 1 (2 + c) 1 -> fst (s192_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q10] in Hc |- *.
  rewrite tf_game_eq, (s192_c44_L c), (s192_c44_R c); cbn [map].
  pose proof (use_s171 IH 1 2 (2 + c) 1 (opt_l _ _ _ (s192_c44_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (3 + c) 1 (opt_l _ _ _ (s192_c44_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c44_L3 c)).
  pose proof (use_s138 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c44_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c44_L3 c))) as Ho2.
  rewrite (tf_norm_game (s192_c44_R1 c)).
  pose proof (use_s191 IH 1 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s192_c44_R c) ltac:(cbn [In]; left; reflexivity) (s192_c44_R1 c))) as Ho3.
  rewrite (s171_p13 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s191_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p10_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s192_c45_L (c d : nat) : lmoves (s192_board 1 1 (2 + c) (2 + d)) = [s171_board 1 2 (2 + c) (2 + d); s162_board 1 (3 + c) (2 + d); strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c45_L3 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board 1 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c45_R (c d : nat) : rmoves (s192_board 1 1 (2 + c) (2 + d)) = [strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c45_R1 (c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board 1 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b==1 && c>=2 && d>=2 *)
Lemma s192_c45_p11 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s192_board 1 1 (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q11] in Hc |- *.
  rewrite tf_game_eq, (s192_c45_L c d), (s192_c45_R c d); cbn [map].
  pose proof (use_s171 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s192_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s192_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c45_L3 c d)).
  pose proof (use_s138 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s192_c45_R1 c d)).
  pose proof (use_s191 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s192_c45_R1 c d))) as Ho3.
  rewrite (s171_p22 Ho0 ltac:(zlia)).
  rewrite (s162_p8 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s191_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p10_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s192_c45_p12 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s192_board 1 1 (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q12] in Hc |- *.
  rewrite tf_game_eq, (s192_c45_L c d), (s192_c45_R c d); cbn [map].
  pose proof (use_s171 IH 1 2 (2 + c) (2 + d) (opt_l _ _ _ (s192_c45_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH 1 (3 + c) (2 + d) (opt_l _ _ _ (s192_c45_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c45_L3 c d)).
  pose proof (use_s138 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c45_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c45_L3 c d))) as Ho2.
  rewrite (tf_norm_game (s192_c45_R1 c d)).
  pose proof (use_s191 IH 1 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c45_R c d) ltac:(cbn [In]; left; reflexivity) (s192_c45_R1 c d))) as Ho3.
  rewrite (s171_p54 Ho0 ltac:(zlia)).
  rewrite (s162_p10 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s191_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p10_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s192_c46_L (b : nat) : lmoves (s192_board 1 (2 + b) 0 0) = [s171_board 1 (3 + b) 0 0; s192_board 1 (1 + b) 1 0].
Proof. unfold s171_board, s192_board. tf_options. Qed.
Lemma s192_c46_R (b : nat) : rmoves (s192_board 1 (2 + b) 0 0) = [s187_board 1 (2 + b) 0; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c46_R2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s169_board 1 (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==0 *)
Lemma s192_c46_p14 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 1 (2 + b) 0 0 -> fst (s192_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q14 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q14] in Hc |- *.
  rewrite tf_game_eq, (s192_c46_L b), (s192_c46_R b); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) 0 0 (opt_l _ _ _ (s192_c46_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 1 0 (opt_l _ _ _ (s192_c46_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH 1 (2 + b) 0 (opt_r _ _ _ (s192_c46_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s192_c46_R2 b)).
  pose proof (use_s169 IH 1 (2 + b) 0 (opt_norm_r _ _ _ _ _ (s192_c46_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c46_R2 b))) as Ho3.
  rewrite (s171_p31 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p21 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s187_p7 Ho2 ltac:(zlia)).
      rewrite (s169_p8 Ho3 ltac:(zlia)).
      rewrite (s169_p8_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s187_p8 Ho2 ltac:(zlia)).
      rewrite (s169_p8 Ho3 ltac:(zlia)).
      rewrite (s169_p8_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
  {
    rewrite (s192_p33 Ho1 ltac:(zlia)).
    rewrite (s187_p5 Ho2 ltac:(zlia)).
    rewrite (s169_p6 Ho3 ltac:(zlia)).
    rewrite (s169_p6_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s192_c47_L (b : nat) : lmoves (s192_board 1 (2 + b) 0 1) = [s171_board 1 (3 + b) 0 1; s192_board 1 (1 + b) 1 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c47_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) (s138_board 1 (2 + b) 0) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c47_R (b : nat) : rmoves (s192_board 1 (2 + b) 0 1) = [s201_board 1 (2 + b) 0 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c47_R2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]) (s191_board 1 (2 + b) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d==1 *)
Lemma s192_c47_p24 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 1 (2 + b) 0 1 -> fst (s192_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q24 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q24] in Hc |- *.
  rewrite tf_game_eq, (s192_c47_L b), (s192_c47_R b); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) 0 1 (opt_l _ _ _ (s192_c47_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 1 1 (opt_l _ _ _ (s192_c47_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c47_L3 b)).
  pose proof (use_s138 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c47_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c47_L3 b))) as Ho2.
  pose proof (use_s201 IH 1 (2 + b) 0 1 (opt_r _ _ _ (s192_c47_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c47_R2 b)).
  pose proof (use_s191 IH 1 (2 + b) 0 1 (opt_norm_r _ _ _ _ _ (s192_c47_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c47_R2 b))) as Ho4.
  rewrite (s171_p37 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p22 Ho1 ltac:(zlia)).
    rewrite (s138_p5 Ho2 ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p15 Ho4 ltac:(zlia)).
    rewrite (s191_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s192_p23 Ho1 ltac:(zlia)).
    rewrite (s138_p5 Ho2 ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p15 Ho4 ltac:(zlia)).
    rewrite (s191_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c48_L (b d : nat) : lmoves (s192_board 1 (2 + b) 0 (2 + d)) = [s171_board 1 (3 + b) 0 (2 + d); s192_board 1 (1 + b) 1 (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c48_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board 1 (2 + b) 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c48_R (b d : nat) : rmoves (s192_board 1 (2 + b) 0 (2 + d)) = [s201_board 1 (2 + b) 0 (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c48_R2 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board 1 (2 + b) 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==0 && d>=2 *)
Lemma s192_c48_p27 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s192_board 1 (2 + b) 0 (2 + d) -> fst (s192_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q27 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q27] in Hc |- *.
  rewrite tf_game_eq, (s192_c48_L b d), (s192_c48_R b d); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) 0 (2 + d) (opt_l _ _ _ (s192_c48_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 1 (2 + d) (opt_l _ _ _ (s192_c48_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c48_L3 b d)).
  pose proof (use_s138 IH 1 (2 + b) 0 (opt_norm_l _ _ _ _ _ (s192_c48_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c48_L3 b d))) as Ho2.
  pose proof (use_s201 IH 1 (2 + b) 0 (2 + d) (opt_r _ _ _ (s192_c48_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c48_R2 b d)).
  pose proof (use_s191 IH 1 (2 + b) 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c48_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c48_R2 b d))) as Ho4.
  rewrite (s171_p42 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p22 Ho1 ltac:(zlia)).
    rewrite (s138_p5 Ho2 ltac:(zlia)).
    rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p15 Ho4 ltac:(zlia)).
    rewrite (s191_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s192_p23 Ho1 ltac:(zlia)).
    rewrite (s138_p5 Ho2 ltac:(zlia)).
    rewrite (s138_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p15 Ho4 ltac:(zlia)).
    rewrite (s191_p15_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c49_L (b : nat) : lmoves (s192_board 1 (2 + b) 1 0) = [s171_board 1 (3 + b) 1 0; s192_board 1 (1 + b) 2 0; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c49_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) (s51_board 1 (2 + b)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s51_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c49_R (b : nat) : rmoves (s192_board 1 (2 + b) 1 0) = [s187_board 1 (2 + b) 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c49_R2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]) (s169_board 1 (2 + b) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==0 *)
Lemma s192_c49_p21 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 1 (2 + b) 1 0 -> fst (s192_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q21 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q21] in Hc |- *.
  rewrite tf_game_eq, (s192_c49_L b), (s192_c49_R b); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) 1 0 (opt_l _ _ _ (s192_c49_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 2 0 (opt_l _ _ _ (s192_c49_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c49_L3 b)).
  pose proof (use_s51 IH 1 (2 + b) (opt_norm_l _ _ _ _ _ (s192_c49_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c49_L3 b))) as Ho2.
  pose proof (use_s187 IH 1 (2 + b) 1 (opt_r _ _ _ (s192_c49_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c49_R2 b)).
  pose proof (use_s169 IH 1 (2 + b) 1 (opt_norm_r _ _ _ _ _ (s192_c49_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c49_R2 b))) as Ho4.
  rewrite (s171_p34 Ho0 ltac:(zlia)).
  rewrite (s192_p9 Ho1 ltac:(zlia)).
  rewrite (s51_p3 Ho2 ltac:(zlia)).
  rewrite (s187_p4 Ho3 ltac:(zlia)).
  rewrite (s169_p5 Ho4 ltac:(zlia)).
  rewrite (s169_p5_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
Qed.

Lemma s192_c50_L (b : nat) : lmoves (s192_board 1 (2 + b) 1 1) = [s171_board 1 (3 + b) 1 1; s192_board 1 (1 + b) 2 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c50_L3 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) (s138_board 1 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c50_R (b : nat) : rmoves (s192_board 1 (2 + b) 1 1) = [s201_board 1 (2 + b) 1 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c50_R2 (b : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]) (s191_board 1 (2 + b) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d==1 *)
Lemma s192_c50_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s192_board 1 (2 + b) 1 1 -> fst (s192_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q23] in Hc |- *.
  rewrite tf_game_eq, (s192_c50_L b), (s192_c50_R b); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) 1 1 (opt_l _ _ _ (s192_c50_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 2 1 (opt_l _ _ _ (s192_c50_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c50_L3 b)).
  pose proof (use_s138 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s192_c50_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c50_L3 b))) as Ho2.
  pose proof (use_s201 IH 1 (2 + b) 1 1 (opt_r _ _ _ (s192_c50_R b) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c50_R2 b)).
  pose proof (use_s191 IH 1 (2 + b) 1 1 (opt_norm_r _ _ _ _ _ (s192_c50_R b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c50_R2 b))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  rewrite (s192_p10 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s191_p13 Ho4 ltac:(zlia)).
  rewrite (s191_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c51_L (b d : nat) : lmoves (s192_board 1 (2 + b) 1 (2 + d)) = [s171_board 1 (3 + b) 1 (2 + d); s192_board 1 (1 + b) 2 (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c51_L3 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board 1 (2 + b) 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ [E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c51_R (b d : nat) : rmoves (s192_board 1 (2 + b) 1 (2 + d)) = [s201_board 1 (2 + b) 1 (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c51_R2 (b d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board 1 (2 + b) 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c==1 && d>=2 *)
Lemma s192_c51_p23 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s192_board 1 (2 + b) 1 (2 + d) -> fst (s192_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q23 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q23] in Hc |- *.
  rewrite tf_game_eq, (s192_c51_L b d), (s192_c51_R b d); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) 1 (2 + d) (opt_l _ _ _ (s192_c51_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) 2 (2 + d) (opt_l _ _ _ (s192_c51_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c51_L3 b d)).
  pose proof (use_s138 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s192_c51_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c51_L3 b d))) as Ho2.
  pose proof (use_s201 IH 1 (2 + b) 1 (2 + d) (opt_r _ _ _ (s192_c51_R b d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c51_R2 b d)).
  pose proof (use_s191 IH 1 (2 + b) 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c51_R b d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c51_R2 b d))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p11 Ho1 ltac:(zlia)).
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s192_p12 Ho1 ltac:(zlia)).
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c52_L (b c : nat) : lmoves (s192_board 1 (2 + b) (2 + c) 0) = [s171_board 1 (3 + b) (2 + c) 0; s192_board 1 (1 + b) (3 + c) 0; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c52_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s114_board 1 (2 + b) (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s114_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c52_R (b c : nat) : rmoves (s192_board 1 (2 + b) (2 + c) 0) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c52_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s169_board 1 (2 + b) (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==0 *)
Lemma s192_c52_p9 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s192_board 1 (2 + b) (2 + c) 0 -> fst (s192_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q9] in Hc |- *.
  rewrite tf_game_eq, (s192_c52_L b c), (s192_c52_R b c); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) (2 + c) 0 (opt_l _ _ _ (s192_c52_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) (3 + c) 0 (opt_l _ _ _ (s192_c52_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c52_L3 b c)).
  pose proof (use_s114 IH 1 (2 + b) (1 + c) (opt_norm_l _ _ _ _ _ (s192_c52_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c52_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s192_c52_R1 b c)).
  pose proof (use_s169 IH 1 (2 + b) (2 + c) (opt_norm_r _ _ _ _ _ (s192_c52_R b c) ltac:(cbn [In]; left; reflexivity) (s192_c52_R1 b c))) as Ho3.
  rewrite (s171_p53 Ho0 ltac:(zlia)).
  rewrite (s192_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s114_p10 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c53_L (b c : nat) : lmoves (s192_board 1 (2 + b) (2 + c) 1) = [s171_board 1 (3 + b) (2 + c) 1; s192_board 1 (1 + b) (3 + c) 1; strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c53_L3 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s138_board 1 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c53_R (b c : nat) : rmoves (s192_board 1 (2 + b) (2 + c) 1) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c53_R1 (b c : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s191_board 1 (2 + b) (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d==1 *)
Lemma s192_c53_p10 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s192_board 1 (2 + b) (2 + c) 1 -> fst (s192_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q10] in Hc |- *.
  rewrite tf_game_eq, (s192_c53_L b c), (s192_c53_R b c); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) (2 + c) 1 (opt_l _ _ _ (s192_c53_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) (3 + c) 1 (opt_l _ _ _ (s192_c53_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c53_L3 b c)).
  pose proof (use_s138 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c53_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c53_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s192_c53_R1 b c)).
  pose proof (use_s191 IH 1 (2 + b) (2 + c) 1 (opt_norm_r _ _ _ _ _ (s192_c53_R b c) ltac:(cbn [In]; left; reflexivity) (s192_c53_R1 b c))) as Ho3.
  rewrite (s171_p13 Ho0 ltac:(zlia)).
  rewrite (s192_p10 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s191_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s192_c54_L (b c d : nat) : lmoves (s192_board 1 (2 + b) (2 + c) (2 + d)) = [s171_board 1 (3 + b) (2 + c) (2 + d); s192_board 1 (1 + b) (3 + c) (2 + d); strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c54_L3 (b c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c54_R (b c d : nat) : rmoves (s192_board 1 (2 + b) (2 + c) (2 + d)) = [strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c54_R1 (b c d : nat) : tf_norm (strip [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board 1 (2 + b) (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (T :: F :: T :: E :: repeat T (2 + b) ++ E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a==1 && b>=2 && c>=2 && d>=2 *)
Lemma s192_c54_p11 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s192_board 1 (2 + b) (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q11] in Hc |- *.
  rewrite tf_game_eq, (s192_c54_L b c d), (s192_c54_R b c d); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s192_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s192_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c54_L3 b c d)).
  pose proof (use_s138 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s192_c54_R1 b c d)).
  pose proof (use_s191 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s192_c54_R1 b c d))) as Ho3.
  rewrite (s171_p22 Ho0 ltac:(zlia)).
  rewrite (s192_p11 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s191_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s192_c54_p12 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s192_board 1 (2 + b) (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q12] in Hc |- *.
  rewrite tf_game_eq, (s192_c54_L b c d), (s192_c54_R b c d); cbn [map].
  pose proof (use_s171 IH 1 (3 + b) (2 + c) (2 + d) (opt_l _ _ _ (s192_c54_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH 1 (1 + b) (3 + c) (2 + d) (opt_l _ _ _ (s192_c54_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c54_L3 b c d)).
  pose proof (use_s138 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s192_c54_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c54_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s192_c54_R1 b c d)).
  pose proof (use_s191 IH 1 (2 + b) (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c54_R b c d) ltac:(cbn [In]; left; reflexivity) (s192_c54_R1 b c d))) as Ho3.
  rewrite (s171_p54 Ho0 ltac:(zlia)).
  rewrite (s192_p12 Ho1 ltac:(zlia)).
  rewrite (s138_p2 Ho2 ltac:(zlia)).
  rewrite (s138_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s191_p10 Ho3 ltac:(zlia)).
  rewrite (s191_p10_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==0: the board of s162 *)
Lemma s192_c55_p35 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 0 0 -> fst (s192_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q35 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q35] in Hc |- *.
  pose proof (Hs162 (2 + a) 0 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d==1: the board of s162 *)
Lemma s192_c56_p36 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 0 1 -> fst (s192_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q36] in Hc |- *.
  pose proof (Hs162 (2 + a) 0 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c56_p42 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 0 1 -> fst (s192_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q42] in Hc |- *.
  pose proof (Hs162 (2 + a) 0 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c56_p47 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 0 1 -> fst (s192_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q47] in Hc |- *.
  pose proof (Hs162 (2 + a) 0 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==0 && d>=2: the board of s162 *)
Lemma s192_c57_p36 x (Hs162 : s162_claim x) (a d : nat) :
  x = s192_board (2 + a) 0 0 (2 + d) -> fst (s192_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q36 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q36] in Hc |- *.
  pose proof (Hs162 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c57_p42 x (Hs162 : s162_claim x) (a d : nat) :
  x = s192_board (2 + a) 0 0 (2 + d) -> fst (s192_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q42 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q42] in Hc |- *.
  pose proof (Hs162 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c57_p47 x (Hs162 : s162_claim x) (a d : nat) :
  x = s192_board (2 + a) 0 0 (2 + d) -> fst (s192_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q47 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q47] in Hc |- *.
  pose proof (Hs162 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==0: the board of s162 *)
Lemma s192_c58_p37 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 1 0 -> fst (s192_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q37 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q37] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d==1: the board of s162 *)
Lemma s192_c59_p38 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 1 1 -> fst (s192_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q38 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q38] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c59_p43 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 1 1 -> fst (s192_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q43 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q43] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c59_p48 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 1 1 -> fst (s192_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q48] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c59_p51 x (Hs162 : s162_claim x) (a : nat) :
  x = s192_board (2 + a) 0 1 1 -> fst (s192_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q51] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c==1 && d>=2: the board of s162 *)
Lemma s192_c60_p34 x (Hs162 : s162_claim x) (a d : nat) :
  x = s192_board (2 + a) 0 1 (2 + d) -> fst (s192_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q34 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q34] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p4 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c60_p44 x (Hs162 : s162_claim x) (a d : nat) :
  x = s192_board (2 + a) 0 1 (2 + d) -> fst (s192_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q44 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q44] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c60_p48 x (Hs162 : s162_claim x) (a d : nat) :
  x = s192_board (2 + a) 0 1 (2 + d) -> fst (s192_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q48 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q48] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p16 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c60_p51 x (Hs162 : s162_claim x) (a d : nat) :
  x = s192_board (2 + a) 0 1 (2 + d) -> fst (s192_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q51] in Hc |- *.
  pose proof (Hs162 (2 + a) 1 (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==0: the board of s162 *)
Lemma s192_c61_p9 x (Hs162 : s162_claim x) (a c : nat) :
  x = s192_board (2 + a) 0 (2 + c) 0 -> fst (s192_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q9] in Hc |- *.
  pose proof (Hs162 (2 + a) (2 + c) 0 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d==1: the board of s162 *)
Lemma s192_c62_p10 x (Hs162 : s162_claim x) (a c : nat) :
  x = s192_board (2 + a) 0 (2 + c) 1 -> fst (s192_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s192_q10] in Hc |- *.
  pose proof (Hs162 (2 + a) (2 + c) 1 ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p9 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==0 && c>=2 && d>=2: the board of s162 *)
Lemma s192_c63_p11 x (Hs162 : s162_claim x) (a c d : nat) :
  x = s192_board (2 + a) 0 (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q11] in Hc |- *.
  pose proof (Hs162 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p8 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c63_p12 x (Hs162 : s162_claim x) (a c d : nat) :
  x = s192_board (2 + a) 0 (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros Hx Hc. cbn [fst snd s192_q12] in Hc |- *.
  pose proof (Hs162 (2 + a) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s192_board, s162_board; board_eq)) as Ho0.
  rewrite (s162_p10 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s192_c64_L (a : nat) : lmoves (s192_board (2 + a) 1 0 0) = [s171_board (2 + a) 2 0 0; s162_board (2 + a) 1 0].
Proof. unfold s162_board, s171_board, s192_board. tf_options. Qed.
Lemma s192_c64_R (a : nat) : rmoves (s192_board (2 + a) 1 0 0) = [s187_board (2 + a) 1 0; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c64_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; F]) [(1, 1)]) (s169_board (2 + a) 1 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==0 && d==0 *)
Lemma s192_c64_p39 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s192_board (2 + a) 1 0 0 -> fst (s192_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q39 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q39] in Hc |- *.
  rewrite tf_game_eq, (s192_c64_L a), (s192_c64_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 0 0 (opt_l _ _ _ (s192_c64_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 0 (opt_l _ _ _ (s192_c64_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) 1 0 (opt_r _ _ _ (s192_c64_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s192_c64_R2 a)).
  pose proof (use_s169 IH (2 + a) 1 0 (opt_norm_r _ _ _ _ _ (s192_c64_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c64_R2 a))) as Ho3.
  rewrite (s171_p31 Ho0 ltac:(zlia)).
  rewrite (s162_p12 Ho1 ltac:(zlia)).
  rewrite (s187_p3 Ho2 ltac:(zlia)).
  rewrite (s169_p4 Ho3 ltac:(zlia)).
  rewrite (s169_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c65_L (a : nat) : lmoves (s192_board (2 + a) 1 0 1) = [s171_board (2 + a) 2 0 1; s162_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c65_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; E; T; T; F]) []) (s138_board (2 + a) 1 0) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; E; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c65_R (a : nat) : rmoves (s192_board (2 + a) 1 0 1) = [s201_board (2 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c65_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; F; T; F]) [(1, 1)]) (s191_board (2 + a) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==0 && d==1 *)
Lemma s192_c65_p40 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s192_board (2 + a) 1 0 1 -> fst (s192_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q40 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q40] in Hc |- *.
  rewrite tf_game_eq, (s192_c65_L a), (s192_c65_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 0 1 (opt_l _ _ _ (s192_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 1 (opt_l _ _ _ (s192_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c65_L3 a)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s192_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c65_L3 a))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 0 1 (opt_r _ _ _ (s192_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c65_R2 a)).
  pose proof (use_s191 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s192_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c65_R2 a))) as Ho4.
  rewrite (s171_p38 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  rewrite (s138_p4 Ho2 ltac:(zlia)).
  rewrite (s201_p20 Ho3 ltac:(zlia)).
  rewrite (s191_p7 Ho4 ltac:(zlia)).
  rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c65_p45 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s192_board (2 + a) 1 0 1 -> fst (s192_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q45 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q45] in Hc |- *.
  rewrite tf_game_eq, (s192_c65_L a), (s192_c65_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 0 1 (opt_l _ _ _ (s192_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 1 (opt_l _ _ _ (s192_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c65_L3 a)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s192_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c65_L3 a))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 0 1 (opt_r _ _ _ (s192_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c65_R2 a)).
  pose proof (use_s191 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s192_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c65_R2 a))) as Ho4.
  rewrite (s171_p38 Ho0 ltac:(zlia)).
  rewrite (s162_p14 Ho1 ltac:(zlia)).
  rewrite (s138_p9 Ho2 ltac:(zlia)).
  rewrite (s201_p28 Ho3 ltac:(zlia)).
  rewrite (s191_p7 Ho4 ltac:(zlia)).
  rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c65_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s192_board (2 + a) 1 0 1 -> fst (s192_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s192_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q49] in Hc |- *.
  rewrite tf_game_eq, (s192_c65_L a), (s192_c65_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 0 1 (opt_l _ _ _ (s192_c65_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 1 (opt_l _ _ _ (s192_c65_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c65_L3 a)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s192_c65_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c65_L3 a))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 0 1 (opt_r _ _ _ (s192_c65_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c65_R2 a)).
  pose proof (use_s191 IH (2 + a) 1 0 1 (opt_norm_r _ _ _ _ _ (s192_c65_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c65_R2 a))) as Ho4.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 0)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s171_p39 Ho0 ltac:(zlia)).
    rewrite (s162_p17 Ho1 ltac:(zlia)).
    rewrite (s138_p11 Ho2 ltac:(zlia)).
    rewrite (s201_p38 Ho3 ltac:(zlia)).
    rewrite (s191_p7 Ho4 ltac:(zlia)).
    rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s171_p43 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s162_p16 Ho1 ltac:(zlia)).
      rewrite (s138_p11 Ho2 ltac:(zlia)).
      rewrite (s201_p36 Ho3 ltac:(zlia)).
      rewrite (s191_p7 Ho4 ltac:(zlia)).
      rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s162_p17 Ho1 ltac:(zlia)).
      rewrite (s138_p11 Ho2 ltac:(zlia)).
      rewrite (s201_p38 Ho3 ltac:(zlia)).
      rewrite (s191_p7 Ho4 ltac:(zlia)).
      rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s192_c66_L (a d : nat) : lmoves (s192_board (2 + a) 1 0 (2 + d)) = [s171_board (2 + a) 2 0 (2 + d); s162_board (2 + a) 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c66_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board (2 + a) 1 0) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; E; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c66_R (a d : nat) : rmoves (s192_board (2 + a) 1 0 (2 + d)) = [s201_board (2 + a) 1 0 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c66_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board (2 + a) 1 0 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==0 && d>=2 *)
Lemma s192_c66_p41 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s192_board (2 + a) 1 0 (2 + d) -> fst (s192_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q41 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q41] in Hc |- *.
  rewrite tf_game_eq, (s192_c66_L a d), (s192_c66_R a d); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s192_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s192_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c66_L3 a d)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s192_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c66_L3 a d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s192_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c66_R2 a d)).
  pose proof (use_s191 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c66_R2 a d))) as Ho4.
  rewrite (s171_p41 Ho0 ltac:(zlia)).
  rewrite (s162_p4 Ho1 ltac:(zlia)).
  rewrite (s138_p4 Ho2 ltac:(zlia)).
  rewrite (s138_p4_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p21 Ho3 ltac:(zlia)).
  rewrite (s191_p7 Ho4 ltac:(zlia)).
  rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c66_p46 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s192_board (2 + a) 1 0 (2 + d) -> fst (s192_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q46 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q46] in Hc |- *.
  rewrite tf_game_eq, (s192_c66_L a d), (s192_c66_R a d); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s192_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s192_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c66_L3 a d)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s192_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c66_L3 a d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s192_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c66_R2 a d)).
  pose proof (use_s191 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c66_R2 a d))) as Ho4.
  rewrite (s171_p39 Ho0 ltac:(zlia)).
  rewrite (s162_p14 Ho1 ltac:(zlia)).
  rewrite (s138_p9 Ho2 ltac:(zlia)).
  rewrite (s138_p9_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p29 Ho3 ltac:(zlia)).
  rewrite (s191_p7 Ho4 ltac:(zlia)).
  rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s192_c66_p49 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s192_board (2 + a) 1 0 (2 + d) -> fst (s192_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q49 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q49] in Hc |- *.
  rewrite tf_game_eq, (s192_c66_L a d), (s192_c66_R a d); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 0 (2 + d) (opt_l _ _ _ (s192_c66_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 1 (2 + d) (opt_l _ _ _ (s192_c66_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c66_L3 a d)).
  pose proof (use_s138 IH (2 + a) 1 0 (opt_norm_l _ _ _ _ _ (s192_c66_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c66_L3 a d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 0 (2 + d) (opt_r _ _ _ (s192_c66_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c66_R2 a d)).
  pose proof (use_s191 IH (2 + a) 1 0 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c66_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c66_R2 a d))) as Ho4.
  assert (Hp0 : ((Z.of_nat (2 + a)) mod 2 = 1)%Z \/ ((Z.of_nat (2 + a)) mod 2 = 0)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s171_p39 Ho0 ltac:(zlia)).
    rewrite (s162_p17 Ho1 ltac:(zlia)).
    rewrite (s138_p11 Ho2 ltac:(zlia)).
    rewrite (s138_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p38 Ho3 ltac:(zlia)).
    rewrite (s191_p7 Ho4 ltac:(zlia)).
    rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s171_p41 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s162_p16 Ho1 ltac:(zlia)).
      rewrite (s138_p11 Ho2 ltac:(zlia)).
      rewrite (s138_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p36 Ho3 ltac:(zlia)).
      rewrite (s191_p7 Ho4 ltac:(zlia)).
      rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s162_p17 Ho1 ltac:(zlia)).
      rewrite (s138_p11 Ho2 ltac:(zlia)).
      rewrite (s138_p11_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p38 Ho3 ltac:(zlia)).
      rewrite (s191_p7 Ho4 ltac:(zlia)).
      rewrite (s191_p7_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
Qed.

Lemma s192_c67_L (a : nat) : lmoves (s192_board (2 + a) 1 1 0) = [s171_board (2 + a) 2 1 0; s162_board (2 + a) 2 0; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c67_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F; T; T; F]) []) (s51_board (2 + a) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; E; E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s51_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c67_R (a : nat) : rmoves (s192_board (2 + a) 1 1 0) = [s187_board (2 + a) 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c67_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; F]) [(1, 1)]) (s169_board (2 + a) 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==1 && d==0 *)
Lemma s192_c67_p20 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s192_board (2 + a) 1 1 0 -> fst (s192_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s192_q20 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q20] in Hc |- *.
  rewrite tf_game_eq, (s192_c67_L a), (s192_c67_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 1 0 (opt_l _ _ _ (s192_c67_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 2 0 (opt_l _ _ _ (s192_c67_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c67_L3 a)).
  pose proof (use_s51 IH (2 + a) 1 (opt_norm_l _ _ _ _ _ (s192_c67_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c67_L3 a))) as Ho2.
  pose proof (use_s187 IH (2 + a) 1 1 (opt_r _ _ _ (s192_c67_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c67_R2 a)).
  pose proof (use_s169 IH (2 + a) 1 1 (opt_norm_r _ _ _ _ _ (s192_c67_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c67_R2 a))) as Ho4.
  rewrite (s171_p34 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4)%Z \/ (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|Hp2]].
  {
    rewrite (s51_p1 Ho2 ltac:(zlia)).
    rewrite (s187_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p5 Ho4 ltac:(zlia)).
    rewrite (s169_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s51_p3 Ho2 ltac:(zlia)).
    rewrite (s187_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p5 Ho4 ltac:(zlia)).
    rewrite (s169_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s51_p5 Ho2 ltac:(zlia)).
    rewrite (s187_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p5 Ho4 ltac:(zlia)).
    rewrite (s169_p5_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
Qed.

Lemma s192_c68_L (a : nat) : lmoves (s192_board (2 + a) 1 1 1) = [s171_board (2 + a) 2 1 1; s162_board (2 + a) 2 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c68_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; E; T; T; F]) []) (s138_board (2 + a) 1 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c68_R (a : nat) : rmoves (s192_board (2 + a) 1 1 1) = [s201_board (2 + a) 1 1 1; strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; T; F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c68_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; T; F]) [(1, 1)]) (s191_board (2 + a) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==1 && d==1 *)
Lemma s192_c68_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s192_board (2 + a) 1 1 1 -> fst (s192_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q22] in Hc |- *.
  rewrite tf_game_eq, (s192_c68_L a), (s192_c68_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 1 1 (opt_l _ _ _ (s192_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 2 1 (opt_l _ _ _ (s192_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c68_L3 a)).
  pose proof (use_s138 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s192_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c68_L3 a))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 1 1 (opt_r _ _ _ (s192_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c68_R2 a)).
  pose proof (use_s191 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c68_R2 a))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s201_p22 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s201_p30 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c68_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s192_board (2 + a) 1 1 1 -> fst (s192_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s192_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q50] in Hc |- *.
  rewrite tf_game_eq, (s192_c68_L a), (s192_c68_R a); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 1 1 (opt_l _ _ _ (s192_c68_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 2 1 (opt_l _ _ _ (s192_c68_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c68_L3 a)).
  pose proof (use_s138 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s192_c68_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c68_L3 a))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 1 1 (opt_r _ _ _ (s192_c68_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c68_R2 a)).
  pose proof (use_s191 IH (2 + a) 1 1 1 (opt_norm_r _ _ _ _ _ (s192_c68_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c68_R2 a))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  rewrite (s138_p3 Ho2 ltac:(zlia)).
  assert (Hp3 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp3 as [Hp3|Hp3].
  {
    rewrite (s201_p36 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s201_p38 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c69_L (a d : nat) : lmoves (s192_board (2 + a) 1 1 (2 + d)) = [s171_board (2 + a) 2 1 (2 + d); s162_board (2 + a) 2 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c69_L3 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board (2 + a) 1 1) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [F; T; E; T; E; T; F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c69_R (a d : nat) : rmoves (s192_board (2 + a) 1 1 (2 + d)) = [s201_board (2 + a) 1 1 (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, s201_board, strip. tf_options. Qed.
Lemma s192_c69_R2 (a d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board (2 + a) 1 1 (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: T :: F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c==1 && d>=2 *)
Lemma s192_c69_p22 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s192_board (2 + a) 1 1 (2 + d) -> fst (s192_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q22 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q22] in Hc |- *.
  rewrite tf_game_eq, (s192_c69_L a d), (s192_c69_R a d); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s192_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s192_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c69_L3 a d)).
  pose proof (use_s138 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s192_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c69_L3 a d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s192_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c69_R2 a d)).
  pose proof (use_s191 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c69_R2 a d))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s162_p8 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s138_p2 Ho2 ltac:(zlia)).
      rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p23 Ho3 ltac:(zlia)).
      rewrite (s191_p13 Ho4 ltac:(zlia)).
      rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s138_p3 Ho2 ltac:(zlia)).
      rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z) by zlia.
      destruct Hp3 as [Hp3|Hp3].
      {
        rewrite (s201_p31 Ho3 ltac:(zlia)).
        rewrite (s191_p13 Ho4 ltac:(zlia)).
        rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s201_p36 Ho3 ltac:(zlia)).
        rewrite (s191_p13 Ho4 ltac:(zlia)).
        rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
    }
  }
  {
    rewrite (s162_p10 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
    destruct Hp2 as [Hp2|Hp2].
    {
      rewrite (s138_p2 Ho2 ltac:(zlia)).
      rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      rewrite (s201_p23 Ho3 ltac:(zlia)).
      rewrite (s191_p13 Ho4 ltac:(zlia)).
      rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s138_p3 Ho2 ltac:(zlia)).
      rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      assert (Hp3 : (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
      destruct Hp3 as [Hp3|[Hp3|Hp3]].
      {
        rewrite (s201_p31 Ho3 ltac:(zlia)).
        rewrite (s191_p13 Ho4 ltac:(zlia)).
        rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s201_p36 Ho3 ltac:(zlia)).
        rewrite (s191_p13 Ho4 ltac:(zlia)).
        rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
      {
        rewrite (s201_p38 Ho3 ltac:(zlia)).
        rewrite (s191_p13 Ho4 ltac:(zlia)).
        rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
        unfold nstar.
        split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
      }
    }
  }
Qed.

Lemma s192_c69_p50 x (IH : forall y, meas y < meas x -> values_hold y) (a d : nat) :
  x = s192_board (2 + a) 1 1 (2 + d) -> fst (s192_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q50 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q50] in Hc |- *.
  rewrite tf_game_eq, (s192_c69_L a d), (s192_c69_R a d); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 1 (2 + d) (opt_l _ _ _ (s192_c69_L a d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) 2 (2 + d) (opt_l _ _ _ (s192_c69_L a d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c69_L3 a d)).
  pose proof (use_s138 IH (2 + a) 1 1 (opt_norm_l _ _ _ _ _ (s192_c69_L a d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c69_L3 a d))) as Ho2.
  pose proof (use_s201 IH (2 + a) 1 1 (2 + d) (opt_r _ _ _ (s192_c69_R a d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s192_c69_R2 a d)).
  pose proof (use_s191 IH (2 + a) 1 1 (2 + d) (opt_norm_r _ _ _ _ _ (s192_c69_R a d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c69_R2 a d))) as Ho4.
  rewrite (s171_p35 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + d) = 2)%Z \/ (Z.of_nat (2 + d) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s162_p8 Ho1 ltac:(zlia)).
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p38 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
  {
    rewrite (s162_p10 Ho1 ltac:(zlia)).
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p38 Ho3 ltac:(zlia)).
    rewrite (s191_p13 Ho4 ltac:(zlia)).
    rewrite (s191_p13_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

Lemma s192_c70_L (a c : nat) : lmoves (s192_board (2 + a) 1 (2 + c) 0) = [s171_board (2 + a) 2 (2 + c) 0; s162_board (2 + a) (3 + c) 0; strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c70_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) (s114_board (2 + a) 1 (1 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (1 + c) ++ [E; F]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s114_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c70_R (a c : nat) : rmoves (s192_board (2 + a) 1 (2 + c) 0) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c70_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]) (s169_board (2 + a) 1 (2 + c)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d==0 *)
Lemma s192_c70_p9 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s192_board (2 + a) 1 (2 + c) 0 -> fst (s192_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)) -> tf_game x == snd (s192_q9 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q9] in Hc |- *.
  rewrite tf_game_eq, (s192_c70_L a c), (s192_c70_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 (2 + c) 0 (opt_l _ _ _ (s192_c70_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (3 + c) 0 (opt_l _ _ _ (s192_c70_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c70_L3 a c)).
  pose proof (use_s114 IH (2 + a) 1 (1 + c) (opt_norm_l _ _ _ _ _ (s192_c70_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c70_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s192_c70_R1 a c)).
  pose proof (use_s169 IH (2 + a) 1 (2 + c) (opt_norm_r _ _ _ _ _ (s192_c70_R a c) ltac:(cbn [In]; left; reflexivity) (s192_c70_R1 a c))) as Ho3.
  rewrite (s171_p53 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) >= 3)%Z \/ (Z.of_nat (2 + a) = 2 /\ Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + a) = 3 /\ Z.of_nat (2 + c) = 2)%Z) by zlia.
  destruct Hp2 as [Hp2|[Hp2|[Hp2|Hp2]]].
  {
    rewrite (s114_p5 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s114_p9 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s114_p10 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s114_p12 Ho2 ltac:(zlia)).
    rewrite (s169_p3 Ho3 ltac:(zlia)).
    rewrite (s169_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c71_L (a c : nat) : lmoves (s192_board (2 + a) 1 (2 + c) 1) = [s171_board (2 + a) 2 (2 + c) 1; s162_board (2 + a) (3 + c) 1; strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c71_L3 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) (s138_board (2 + a) 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c71_R (a c : nat) : rmoves (s192_board (2 + a) 1 (2 + c) 1) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c71_R1 (a c : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]) (s191_board (2 + a) 1 (2 + c) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F; T; F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d==1 *)
Lemma s192_c71_p10 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s192_board (2 + a) 1 (2 + c) 1 -> fst (s192_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)) -> tf_game x == snd (s192_q10 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s192_q10] in Hc |- *.
  rewrite tf_game_eq, (s192_c71_L a c), (s192_c71_R a c); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 (2 + c) 1 (opt_l _ _ _ (s192_c71_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (3 + c) 1 (opt_l _ _ _ (s192_c71_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s192_c71_L3 a c)).
  pose proof (use_s138 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c71_L a c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c71_L3 a c))) as Ho2.
  rewrite (tf_norm_game (s192_c71_R1 a c)).
  pose proof (use_s191 IH (2 + a) 1 (2 + c) 1 (opt_norm_r _ _ _ _ _ (s192_c71_R a c) ltac:(cbn [In]; left; reflexivity) (s192_c71_R1 a c))) as Ho3.
  rewrite (s171_p13 Ho0 ltac:(zlia)).
  rewrite (s162_p9 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [num_cmp | num_cmp | num_cmp]] | apply (le_num_node_l _ _ _ _ 2); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s192_c72_L (a c d : nat) : lmoves (s192_board (2 + a) 1 (2 + c) (2 + d)) = [s171_board (2 + a) 2 (2 + c) (2 + d); s162_board (2 + a) (3 + c) (2 + d); strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []].
Proof. unfold s162_board, s171_board, s192_board, strip. tf_options. Qed.
Lemma s192_c72_L3 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) (s138_board (2 + a) 1 (2 + c)) (Z.of_nat (2 + d) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (1 + d) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ [F]) [(1 + d, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s138_board; strip_board_eq | strip_offset].
Qed.
Lemma s192_c72_R (a c d : nat) : rmoves (s192_board (2 + a) 1 (2 + c) (2 + d)) = [strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]].
Proof. unfold s192_board, strip. tf_options. Qed.
Lemma s192_c72_R1 (a c d : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]) (s191_board (2 + a) 1 (2 + c) (2 + d)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: T :: E :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [F]) [(1, 1)]); [reflexivity | unfold s191_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b==1 && c>=2 && d>=2 *)
Lemma s192_c72_p11 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s192_board (2 + a) 1 (2 + c) (2 + d) -> fst (s192_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q11 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q11] in Hc |- *.
  rewrite tf_game_eq, (s192_c72_L a c d), (s192_c72_R a c d); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s192_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s192_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c72_L3 a c d)).
  pose proof (use_s138 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c72_L3 a c d))) as Ho2.
  rewrite (tf_norm_game (s192_c72_R1 a c d)).
  pose proof (use_s191 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c72_R a c d) ltac:(cbn [In]; left; reflexivity) (s192_c72_R1 a c d))) as Ho3.
  rewrite (s171_p22 Ho0 ltac:(zlia)).
  rewrite (s162_p8 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s192_c72_p12 x (IH : forall y, meas y < meas x -> values_hold y) (a c d : nat) :
  x = s192_board (2 + a) 1 (2 + c) (2 + d) -> fst (s192_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))) -> tf_game x == snd (s192_q12 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d))).
Proof.
  intros -> Hc. cbn [fst snd s192_q12] in Hc |- *.
  rewrite tf_game_eq, (s192_c72_L a c d), (s192_c72_R a c d); cbn [map].
  pose proof (use_s171 IH (2 + a) 2 (2 + c) (2 + d) (opt_l _ _ _ (s192_c72_L a c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s162 IH (2 + a) (3 + c) (2 + d) (opt_l _ _ _ (s192_c72_L a c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s192_c72_L3 a c d)).
  pose proof (use_s138 IH (2 + a) 1 (2 + c) (opt_norm_l _ _ _ _ _ (s192_c72_L a c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s192_c72_L3 a c d))) as Ho2.
  rewrite (tf_norm_game (s192_c72_R1 a c d)).
  pose proof (use_s191 IH (2 + a) 1 (2 + c) (2 + d) (opt_norm_r _ _ _ _ _ (s192_c72_R a c d) ltac:(cbn [In]; left; reflexivity) (s192_c72_R1 a c d))) as Ho3.
  rewrite (s171_p54 Ho0 ltac:(zlia)).
  rewrite (s162_p10 Ho1 ltac:(zlia)).
  assert (Hp2 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp2 as [Hp2|Hp2].
  {
    rewrite (s138_p2 Ho2 ltac:(zlia)).
    rewrite (s138_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s138_p3 Ho2 ltac:(zlia)).
    rewrite (s138_p3_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s191_p10 Ho3 ltac:(zlia)).
    rewrite (s191_p10_add (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s192_c73_L (a b : nat) : lmoves (s192_board (2 + a) (2 + b) 0 0) = [s171_board (2 + a) (3 + b) 0 0; s192_board (2 + a) (1 + b) 1 0].
Proof. unfold s171_board, s192_board. tf_options. Qed.
Lemma s192_c73_R (a b : nat) : rmoves (s192_board (2 + a) (2 + b) 0 0) = [s187_board (2 + a) (2 + b) 0; strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]].
Proof. unfold s187_board, s192_board, strip. tf_options. Qed.
Lemma s192_c73_R2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]) (s169_board (2 + a) (2 + b) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ F :: T :: E :: repeat T (2 + b) ++ [E; F; F]) [(1, 1)]); [reflexivity | unfold s169_board; strip_board_eq | strip_offset]. Qed.
(* s192 = T^a F T _ T^b _ T^c F T^d _ T F on a>=2 && b>=2 && c==0 && d==0 *)
Lemma s192_c73_p14 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s192_board (2 + a) (2 + b) 0 0 -> fst (s192_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s192_q14 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s192_q14] in Hc |- *.
  rewrite tf_game_eq, (s192_c73_L a b), (s192_c73_R a b); cbn [map].
  pose proof (use_s171 IH (2 + a) (3 + b) 0 0 (opt_l _ _ _ (s192_c73_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s192 IH (2 + a) (1 + b) 1 0 (opt_l _ _ _ (s192_c73_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s187 IH (2 + a) (2 + b) 0 (opt_r _ _ _ (s192_c73_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (tf_norm_game (s192_c73_R2 a b)).
  pose proof (use_s169 IH (2 + a) (2 + b) 0 (opt_norm_r _ _ _ _ _ (s192_c73_R a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s192_c73_R2 a b))) as Ho3.
  rewrite (s171_p31 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s192_p20 Ho1 ltac:(zlia)).
    rewrite (s187_p5 Ho2 ltac:(zlia)).
    rewrite (s169_p6 Ho3 ltac:(zlia)).
    rewrite (s169_p6_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
  }
  {
    rewrite (s192_p21 Ho1 ltac:(zlia)).
    assert (Hp2 : (Z.of_nat (2 + a) <= 3 /\ Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + a) >= 4 /\ Z.of_nat (2 + b) = 3)%Z) by zlia.
    destruct Hp2 as [Hp2|[Hp2|Hp2]].
    {
      rewrite (s187_p7 Ho2 ltac:(zlia)).
      rewrite (s169_p8 Ho3 ltac:(zlia)).
      rewrite (s169_p8_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s187_p8 Ho2 ltac:(zlia)).
      rewrite (s169_p8 Ho3 ltac:(zlia)).
      rewrite (s169_p8_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
    {
      rewrite (s187_p13 Ho2 ltac:(zlia)).
      rewrite (s169_p8 Ho3 ltac:(zlia)).
      rewrite (s169_p8_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]].
    }
  }
Qed.

