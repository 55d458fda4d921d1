(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Moves and the value of each piece, shape by shape, of some states.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base tf_erickson_third_values1 tf_erickson_third_values2 tf_erickson_third_values3 tf_erickson_third_values4 tf_erickson_third_values5 tf_erickson_third_values6 tf_erickson_third_values7 tf_erickson_third_values8 tf_erickson_third_values9 tf_erickson_third_values10 tf_erickson_third_values11 tf_erickson_third_values12 tf_erickson_third_values13 tf_erickson_third_values14 tf_erickson_third_values15 tf_erickson_third_values16 tf_erickson_third_values17 tf_erickson_third_values18 tf_erickson_third_values19 tf_erickson_third_values20 tf_erickson_third_values21 tf_erickson_third_values22.


Lemma s182_c126_L (d e : nat) : lmoves (s182_board 1 1 1 (2 + d) (2 + e)) = [s182_board 0 2 1 (2 + d) (2 + e); s182_board 1 1 1 (1 + d) (3 + e); strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c126_L3 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 1 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([T; E; T; F; T; F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c126_R (d e : nat) : rmoves (s182_board 1 1 1 (2 + d) (2 + e)) = [s201_board 1 1 (2 + d) (2 + e); strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c126_R2 (d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 1 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c==1 && d>=2 && e>=2 *)
Lemma s182_c126_p60 x (IH : forall y, meas y < meas x -> values_hold y) (d e : nat) :
  x = s182_board 1 1 1 (2 + d) (2 + e) -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c126_L d e), (s182_c126_R d e); cbn [map].
  pose proof (use_s182 IH 0 2 1 (2 + d) (2 + e) (opt_l _ _ _ (s182_c126_L d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 1 (1 + d) (3 + e) (opt_l _ _ _ (s182_c126_L d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c126_L3 d e)).
  pose proof (use_s83 IH 1 1 1 (opt_norm_l _ _ _ _ _ (s182_c126_L d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c126_L3 d e))) as Ho2.
  pose proof (use_s201 IH 1 1 (2 + d) (2 + e) (opt_r _ _ _ (s182_c126_R d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c126_R2 d e)).
  pose proof (use_s178 IH 1 1 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c126_R d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c126_R2 d e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p60 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p10 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e==0: the board of s152 *)
Lemma s182_c127_p61 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 1 (2 + c) 0 0 -> fst (s182_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q61 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q61] in Hc |- *.
  pose proof (Hs152 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c127_p62 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 1 (2 + c) 0 0 -> fst (s182_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q62 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q62] in Hc |- *.
  pose proof (Hs152 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p38 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c127_p64 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 1 (2 + c) 0 0 -> fst (s182_q64 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q64 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q64] in Hc |- *.
  pose proof (Hs152 1 1 (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p40 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c128_L (c : nat) : lmoves (s182_board 1 1 (2 + c) 0 1) = [s182_board 0 2 (2 + c) 0 1; s167_board 1 1 (1 + c) 0 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c128_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) (s83_board 1 1 (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c128_R (c : nat) : rmoves (s182_board 1 1 (2 + c) 0 1) = [s201_board 1 (2 + c) 0 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c128_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]) (s178_board 1 1 (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e==1 *)
Lemma s182_c128_p59 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 1 1 (2 + c) 0 1 -> fst (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q59] in Hc |- *.
  rewrite tf_game_eq, (s182_c128_L c), (s182_c128_R c); cbn [map].
  pose proof (use_s182 IH 0 2 (2 + c) 0 1 (opt_l _ _ _ (s182_c128_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 0 2 (opt_l _ _ _ (s182_c128_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c128_L3 c)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c128_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c128_L3 c))) as Ho2.
  pose proof (use_s201 IH 1 (2 + c) 0 1 (opt_r _ _ _ (s182_c128_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c128_R2 c)).
  pose proof (use_s178 IH 1 1 (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c128_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c128_R2 c))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s167_p124 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s178_p43 Ho4 ltac:(zlia)).
    rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p128 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s178_p43 Ho4 ltac:(zlia)).
    rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p131 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s178_p43 Ho4 ltac:(zlia)).
    rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c129_L (c e : nat) : lmoves (s182_board 1 1 (2 + c) 0 (2 + e)) = [s182_board 0 2 (2 + c) 0 (2 + e); s167_board 1 1 (1 + c) 0 (3 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c129_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 1 (2 + c)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c129_R (c e : nat) : rmoves (s182_board 1 1 (2 + c) 0 (2 + e)) = [s201_board 1 (2 + c) 0 (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c129_R2 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 1 (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d==0 && e>=2 *)
Lemma s182_c129_p59 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 1 1 (2 + c) 0 (2 + e) -> fst (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q59 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q59] in Hc |- *.
  rewrite tf_game_eq, (s182_c129_L c e), (s182_c129_R c e); cbn [map].
  pose proof (use_s182 IH 0 2 (2 + c) 0 (2 + e) (opt_l _ _ _ (s182_c129_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 1 (1 + c) 0 (3 + e) (opt_l _ _ _ (s182_c129_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c129_L3 c e)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c129_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c129_L3 c e))) as Ho2.
  pose proof (use_s201 IH 1 (2 + c) 0 (2 + e) (opt_r _ _ _ (s182_c129_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c129_R2 c e)).
  pose proof (use_s178 IH 1 1 (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c129_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c129_R2 c e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s167_p124 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s178_p43 Ho4 ltac:(zlia)).
    rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p128 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s178_p43 Ho4 ltac:(zlia)).
    rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p131 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s201_p11 Ho3 ltac:(zlia)).
    rewrite (s178_p43 Ho4 ltac:(zlia)).
    rewrite (s178_p43_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e==0: the board of s152 *)
Lemma s182_c130_p24 x (Hs152 : s152_claim x) (c : nat) :
  x = s182_board 1 1 (2 + c) 1 0 -> fst (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q24] in Hc |- *.
  pose proof (Hs152 1 1 (2 + c) 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c131_L (c : nat) : lmoves (s182_board 1 1 (2 + c) 1 1) = [s182_board 0 2 (2 + c) 1 1; s182_board 1 1 (2 + c) 0 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c131_L3 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s83_board 1 1 (2 + c)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c131_R (c : nat) : rmoves (s182_board 1 1 (2 + c) 1 1) = [s201_board 1 (2 + c) 1 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c131_R2 (c : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s178_board 1 1 (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e==1 *)
Lemma s182_c131_p60 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s182_board 1 1 (2 + c) 1 1 -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c131_L c), (s182_c131_R c); cbn [map].
  pose proof (use_s182 IH 0 2 (2 + c) 1 1 (opt_l _ _ _ (s182_c131_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 (2 + c) 0 2 (opt_l _ _ _ (s182_c131_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c131_L3 c)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c131_L c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c131_L3 c))) as Ho2.
  pose proof (use_s201 IH 1 (2 + c) 1 1 (opt_r _ _ _ (s182_c131_R c) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c131_R2 c)).
  pose proof (use_s178 IH 1 1 (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c131_R c) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c131_R2 c))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p59 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c132_L (c e : nat) : lmoves (s182_board 1 1 (2 + c) 1 (2 + e)) = [s182_board 0 2 (2 + c) 1 (2 + e); s182_board 1 1 (2 + c) 0 (3 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c132_L3 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 1 (2 + c)) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c132_R (c e : nat) : rmoves (s182_board 1 1 (2 + c) 1 (2 + e)) = [s201_board 1 (2 + c) 1 (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c132_R2 (c e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 1 (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d==1 && e>=2 *)
Lemma s182_c132_p60 x (IH : forall y, meas y < meas x -> values_hold y) (c e : nat) :
  x = s182_board 1 1 (2 + c) 1 (2 + e) -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c132_L c e), (s182_c132_R c e); cbn [map].
  pose proof (use_s182 IH 0 2 (2 + c) 1 (2 + e) (opt_l _ _ _ (s182_c132_L c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c132_L c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c132_L3 c e)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c132_L c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c132_L3 c e))) as Ho2.
  pose proof (use_s201 IH 1 (2 + c) 1 (2 + e) (opt_r _ _ _ (s182_c132_R c e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c132_R2 c e)).
  pose proof (use_s178 IH 1 1 (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c132_R c e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c132_R2 c e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p59 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c133_p24 x (Hs152 : s152_claim x) (c d : nat) :
  x = s182_board 1 1 (2 + c) (2 + d) 0 -> fst (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q24 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q24] in Hc |- *.
  pose proof (Hs152 1 1 (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p36 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c134_L (c d : nat) : lmoves (s182_board 1 1 (2 + c) (2 + d) 1) = [s182_board 0 2 (2 + c) (2 + d) 1; s182_board 1 1 (2 + c) (1 + d) 2; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c134_L3 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 1 1 (2 + c)) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c134_R (c d : nat) : rmoves (s182_board 1 1 (2 + c) (2 + d) 1) = [s201_board 1 (2 + c) (2 + d) 1; strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c134_R2 (c d : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 1 1 (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e==1 *)
Lemma s182_c134_p60 x (IH : forall y, meas y < meas x -> values_hold y) (c d : nat) :
  x = s182_board 1 1 (2 + c) (2 + d) 1 -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c134_L c d), (s182_c134_R c d); cbn [map].
  pose proof (use_s182 IH 0 2 (2 + c) (2 + d) 1 (opt_l _ _ _ (s182_c134_L c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c134_L c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c134_L3 c d)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c134_L c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c134_L3 c d))) as Ho2.
  pose proof (use_s201 IH 1 (2 + c) (2 + d) 1 (opt_r _ _ _ (s182_c134_R c d) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c134_R2 c d)).
  pose proof (use_s178 IH 1 1 (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c134_R c d) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c134_R2 c d))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p60 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c135_L (c d e : nat) : lmoves (s182_board 1 1 (2 + c) (2 + d) (2 + e)) = [s182_board 0 2 (2 + c) (2 + d) (2 + e); s182_board 1 1 (2 + c) (1 + d) (3 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c135_L3 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 1 (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: T :: F :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c135_R (c d e : nat) : rmoves (s182_board 1 1 (2 + c) (2 + d) (2 + e)) = [s201_board 1 (2 + c) (2 + d) (2 + e); strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, s201_board, strip. tf_options. Qed.
Lemma s182_c135_R2 (c d e : nat) : tf_norm (strip [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 1 (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: T :: F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b==1 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c135_p60 x (IH : forall y, meas y < meas x -> values_hold y) (c d e : nat) :
  x = s182_board 1 1 (2 + c) (2 + d) (2 + e) -> fst (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q60 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q60] in Hc |- *.
  rewrite tf_game_eq, (s182_c135_L c d e), (s182_c135_R c d e); cbn [map].
  pose proof (use_s182 IH 0 2 (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s182_c135_L c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 1 (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c135_L c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c135_L3 c d e)).
  pose proof (use_s83 IH 1 1 (2 + c) (opt_norm_l _ _ _ _ _ (s182_c135_L c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c135_L3 c d e))) as Ho2.
  pose proof (use_s201 IH 1 (2 + c) (2 + d) (2 + e) (opt_r _ _ _ (s182_c135_R c d e) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c135_R2 c d e)).
  pose proof (use_s178 IH 1 1 (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c135_R c d e) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c135_R2 c d e))) as Ho4.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p60 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s201_p11 Ho3 ltac:(zlia)).
  rewrite (s178_p45 Ho4 ltac:(zlia)).
  rewrite (s178_p45_add (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c136_p22 x (Hs92 : s92_claim x) (b : nat) :
  x = s182_board 1 (2 + b) 0 0 0 -> fst (s182_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q22 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q22] in Hc |- *.
  pose proof (Hs92 1 (2 + b) 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c137_p65 x (Hs125 : s125_claim x) (b : nat) :
  x = s182_board 1 (2 + b) 0 0 1 -> fst (s182_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q65] in Hc |- *.
  pose proof (Hs125 1 (2 + b) 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c138_p18 x (Hs125 : s125_claim x) (b e : nat) :
  x = s182_board 1 (2 + b) 0 0 (2 + e) -> fst (s182_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q18] in Hc |- *.
  pose proof (Hs125 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c138_p66 x (Hs125 : s125_claim x) (b e : nat) :
  x = s182_board 1 (2 + b) 0 0 (2 + e) -> fst (s182_q66 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q66 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q66] in Hc |- *.
  pose proof (Hs125 1 (2 + b) 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p32 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c139_p29 x (Hs92 : s92_claim x) (b : nat) :
  x = s182_board 1 (2 + b) 0 1 0 -> fst (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs92 1 (2 + b) 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c140_p31 x (Hs125 : s125_claim x) (b : nat) :
  x = s182_board 1 (2 + b) 0 1 1 -> fst (s182_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q31 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q31] in Hc |- *.
  pose proof (Hs125 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p19 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c141_p67 x (Hs125 : s125_claim x) (b e : nat) :
  x = s182_board 1 (2 + b) 0 1 (2 + e) -> fst (s182_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q67] in Hc |- *.
  pose proof (Hs125 1 (2 + b) 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c142_p29 x (Hs92 : s92_claim x) (b d : nat) :
  x = s182_board 1 (2 + b) 0 (2 + d) 0 -> fst (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs92 1 (2 + b) (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p6 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c143_p67 x (Hs125 : s125_claim x) (b d : nat) :
  x = s182_board 1 (2 + b) 0 (2 + d) 1 -> fst (s182_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q67] in Hc |- *.
  pose proof (Hs125 1 (2 + b) (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c144_p67 x (Hs125 : s125_claim x) (b d e : nat) :
  x = s182_board 1 (2 + b) 0 (2 + d) (2 + e) -> fst (s182_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q67 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q67] in Hc |- *.
  pose proof (Hs125 1 (2 + b) (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c145_p65 x (Hs152 : s152_claim x) (b : nat) :
  x = s182_board 1 (2 + b) 1 0 0 -> fst (s182_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q65 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q65] in Hc |- *.
  pose proof (Hs152 1 (2 + b) 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p42 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c146_L (b : nat) : lmoves (s182_board 1 (2 + b) 1 0 1) = [s182_board 0 (3 + b) 1 0 1; s167_board 1 (2 + b) 0 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c146_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []) (s83_board 1 (2 + b) 1) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c146_R (b : nat) : rmoves (s182_board 1 (2 + b) 1 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c146_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d==0 && e==1 *)
Lemma s182_c146_p18 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s182_board 1 (2 + b) 1 0 1 -> fst (s182_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q18 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q18] in Hc |- *.
  rewrite tf_game_eq, (s182_c146_L b), (s182_c146_R b); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) 1 0 1 (opt_l _ _ _ (s182_c146_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) 0 0 2 (opt_l _ _ _ (s182_c146_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c146_L3 b)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c146_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c146_L3 b))) as Ho2.
  rewrite (tf_norm_game (s182_c146_R1 b)).
  pose proof (use_s178 IH 1 (2 + b) 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c146_R b) ltac:(cbn [In]; left; reflexivity) (s182_c146_R1 b))) as Ho3.
  rewrite (s182_p17 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s167_p98 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p134 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p137 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c147_L (b e : nat) : lmoves (s182_board 1 (2 + b) 1 0 (2 + e)) = [s182_board 0 (3 + b) 1 0 (2 + e); s167_board 1 (2 + b) 0 0 (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c147_L3 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 (2 + b) 1) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; T; F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c147_R (b e : nat) : rmoves (s182_board 1 (2 + b) 1 0 (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c147_R1 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 (2 + b) 1 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d==0 && e>=2 *)
Lemma s182_c147_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s182_board 1 (2 + b) 1 0 (2 + e) -> fst (s182_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q68] in Hc |- *.
  rewrite tf_game_eq, (s182_c147_L b e), (s182_c147_R b e); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) 1 0 (2 + e) (opt_l _ _ _ (s182_c147_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) 0 0 (3 + e) (opt_l _ _ _ (s182_c147_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c147_L3 b e)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c147_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c147_L3 b e))) as Ho2.
  rewrite (tf_norm_game (s182_c147_R1 b e)).
  pose proof (use_s178 IH 1 (2 + b) 1 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c147_R b e) ltac:(cbn [In]; left; reflexivity) (s182_c147_R1 b e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) = 1 /\ Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) >= 4 /\ - Z.of_nat (2 + b) + Z.of_nat (2 + e) >= 0)%Z \/ (Z.of_nat (2 + b) - Z.of_nat (2 + e) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) = 2)%Z \/ (Z.of_nat (2 + b) = 3 /\ Z.of_nat (2 + e) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|[Hp1|[Hp1|[Hp1|Hp1]]]]]].
  {
    rewrite (s167_p99 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p100 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p101 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p102 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p134 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p138 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p139 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d==1 && e==0: the board of s152 *)
Lemma s182_c148_p29 x (Hs152 : s152_claim x) (b : nat) :
  x = s182_board 1 (2 + b) 1 1 0 -> fst (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 1 (2 + b) 1 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c149_L (b : nat) : lmoves (s182_board 1 (2 + b) 1 1 1) = [s182_board 0 (3 + b) 1 1 1; s182_board 1 (2 + b) 1 0 2; strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c149_L3 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []) (s83_board 1 (2 + b) 1) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c149_R (b : nat) : rmoves (s182_board 1 (2 + b) 1 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c149_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F; T; F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d==1 && e==1 *)
Lemma s182_c149_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s182_board 1 (2 + b) 1 1 1 -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c149_L b), (s182_c149_R b); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) 1 1 1 (opt_l _ _ _ (s182_c149_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) 1 0 2 (opt_l _ _ _ (s182_c149_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c149_L3 b)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c149_L b) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c149_L3 b))) as Ho2.
  rewrite (tf_norm_game (s182_c149_R1 b)).
  pose proof (use_s178 IH 1 (2 + b) 1 1 1 (opt_norm_r _ _ _ _ _ (s182_c149_R b) ltac:(cbn [In]; left; reflexivity) (s182_c149_R1 b))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c150_L (b e : nat) : lmoves (s182_board 1 (2 + b) 1 1 (2 + e)) = [s182_board 0 (3 + b) 1 1 (2 + e); s182_board 1 (2 + b) 1 0 (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c150_L3 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 (2 + b) 1) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c150_R (b e : nat) : rmoves (s182_board 1 (2 + b) 1 1 (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c150_R1 (b e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 (2 + b) 1 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d==1 && e>=2 *)
Lemma s182_c150_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b e : nat) :
  x = s182_board 1 (2 + b) 1 1 (2 + e) -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c150_L b e), (s182_c150_R b e); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) 1 1 (2 + e) (opt_l _ _ _ (s182_c150_L b e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) 1 0 (3 + e) (opt_l _ _ _ (s182_c150_L b e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c150_L3 b e)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c150_L b e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c150_L3 b e))) as Ho2.
  rewrite (tf_norm_game (s182_c150_R1 b e)).
  pose proof (use_s178 IH 1 (2 + b) 1 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c150_R b e) ltac:(cbn [In]; left; reflexivity) (s182_c150_R1 b e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d>=2 && e==0: the board of s152 *)
Lemma s182_c151_p29 x (Hs152 : s152_claim x) (b d : nat) :
  x = s182_board 1 (2 + b) 1 (2 + d) 0 -> fst (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 1 (2 + b) 1 (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c152_L (b d : nat) : lmoves (s182_board 1 (2 + b) 1 (2 + d) 1) = [s182_board 0 (3 + b) 1 (2 + d) 1; s182_board 1 (2 + b) 1 (1 + d) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c152_L3 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 1 (2 + b) 1) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c152_R (b d : nat) : rmoves (s182_board 1 (2 + b) 1 (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c152_R1 (b d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 1 (2 + b) 1 (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d>=2 && e==1 *)
Lemma s182_c152_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d : nat) :
  x = s182_board 1 (2 + b) 1 (2 + d) 1 -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c152_L b d), (s182_c152_R b d); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) 1 (2 + d) 1 (opt_l _ _ _ (s182_c152_L b d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) 1 (1 + d) 2 (opt_l _ _ _ (s182_c152_L b d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c152_L3 b d)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c152_L b d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c152_L3 b d))) as Ho2.
  rewrite (tf_norm_game (s182_c152_R1 b d)).
  pose proof (use_s178 IH 1 (2 + b) 1 (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c152_R b d) ltac:(cbn [In]; left; reflexivity) (s182_c152_R1 b d))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c153_L (b d e : nat) : lmoves (s182_board 1 (2 + b) 1 (2 + d) (2 + e)) = [s182_board 0 (3 + b) 1 (2 + d) (2 + e); s182_board 1 (2 + b) 1 (1 + d) (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c153_L3 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 (2 + b) 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ [F; T; F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c153_R (b d e : nat) : rmoves (s182_board 1 (2 + b) 1 (2 + d) (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c153_R1 (b d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 (2 + b) 1 (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: T :: F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c==1 && d>=2 && e>=2 *)
Lemma s182_c153_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b d e : nat) :
  x = s182_board 1 (2 + b) 1 (2 + d) (2 + e) -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c153_L b d e), (s182_c153_R b d e); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) 1 (2 + d) (2 + e) (opt_l _ _ _ (s182_c153_L b d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) 1 (1 + d) (3 + e) (opt_l _ _ _ (s182_c153_L b d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c153_L3 b d e)).
  pose proof (use_s83 IH 1 (2 + b) 1 (opt_norm_l _ _ _ _ _ (s182_c153_L b d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c153_L3 b d e))) as Ho2.
  rewrite (tf_norm_game (s182_c153_R1 b d e)).
  pose proof (use_s178 IH 1 (2 + b) 1 (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c153_R b d e) ltac:(cbn [In]; left; reflexivity) (s182_c153_R1 b d e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d==0 && e==0: the board of s152 *)
Lemma s182_c154_p5 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 1 (2 + b) (2 + c) 0 0 -> fst (s182_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q5 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q5] in Hc |- *.
  pose proof (Hs152 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c154_p34 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 1 (2 + b) (2 + c) 0 0 -> fst (s182_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q34 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q34] in Hc |- *.
  pose proof (Hs152 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c154_p36 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 1 (2 + b) (2 + c) 0 0 -> fst (s182_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q36 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q36] in Hc |- *.
  pose proof (Hs152 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c154_p38 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 1 (2 + b) (2 + c) 0 0 -> fst (s182_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q38 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q38] in Hc |- *.
  pose proof (Hs152 1 (2 + b) (2 + c) 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p22 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c155_L (b c : nat) : lmoves (s182_board 1 (2 + b) (2 + c) 0 1) = [s182_board 0 (3 + b) (2 + c) 0 1; s167_board 1 (2 + b) (1 + c) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c155_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) (s83_board 1 (2 + b) (2 + c)) (0).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c155_R (b c : nat) : rmoves (s182_board 1 (2 + b) (2 + c) 0 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c155_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) 0 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d==0 && e==1 *)
Lemma s182_c155_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s182_board 1 (2 + b) (2 + c) 0 1 -> fst (s182_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q68] in Hc |- *.
  rewrite tf_game_eq, (s182_c155_L b c), (s182_c155_R b c); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) (2 + c) 0 1 (opt_l _ _ _ (s182_c155_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) (1 + c) 0 2 (opt_l _ _ _ (s182_c155_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c155_L3 b c)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c155_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c155_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s182_c155_R1 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 1 (opt_norm_r _ _ _ _ _ (s182_c155_R b c) ltac:(cbn [In]; left; reflexivity) (s182_c155_R1 b c))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s167_p64 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p72 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p78 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p84 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s182_c156_L (b c e : nat) : lmoves (s182_board 1 (2 + b) (2 + c) 0 (2 + e)) = [s182_board 0 (3 + b) (2 + c) 0 (2 + e); s167_board 1 (2 + b) (1 + c) 0 (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c156_L3 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; E]) [(1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c156_R (b c e : nat) : rmoves (s182_board 1 (2 + b) (2 + c) 0 (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c156_R1 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) 0 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d==0 && e>=2 *)
Lemma s182_c156_p68 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s182_board 1 (2 + b) (2 + c) 0 (2 + e) -> fst (s182_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q68 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q68] in Hc |- *.
  rewrite tf_game_eq, (s182_c156_L b c e), (s182_c156_R b c e); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) (2 + c) 0 (2 + e) (opt_l _ _ _ (s182_c156_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH 1 (2 + b) (1 + c) 0 (3 + e) (opt_l _ _ _ (s182_c156_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c156_L3 b c e)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c156_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c156_L3 b c e))) as Ho2.
  rewrite (tf_norm_game (s182_c156_R1 b c e)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 0 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c156_R b c e) ltac:(cbn [In]; left; reflexivity) (s182_c156_R1 b c e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + c) = 2)%Z \/ (Z.of_nat (2 + c) = 3)%Z \/ (Z.of_nat (2 + c) = 4)%Z \/ (Z.of_nat (2 + c) >= 5)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|[Hp1|Hp1]]].
  {
    rewrite (s167_p64 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p72 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p78 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s167_p84 Ho1 ltac:(zlia)).
    rewrite (s83_p2 Ho2 ltac:(zlia)).
    rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    rewrite (s178_p50 Ho3 ltac:(zlia)).
    rewrite (s178_p50_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 0) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d==1 && e==0: the board of s152 *)
Lemma s182_c157_p29 x (Hs152 : s152_claim x) (b c : nat) :
  x = s182_board 1 (2 + b) (2 + c) 1 0 -> fst (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 1 (2 + b) (2 + c) 1 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c158_L (b c : nat) : lmoves (s182_board 1 (2 + b) (2 + c) 1 1) = [s182_board 0 (3 + b) (2 + c) 1 1; s182_board 1 (2 + b) (2 + c) 0 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c158_L3 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) (s83_board 1 (2 + b) (2 + c)) (2).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c158_R (b c : nat) : rmoves (s182_board 1 (2 + b) (2 + c) 1 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c158_R1 (b c : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) 1 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F; T; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d==1 && e==1 *)
Lemma s182_c158_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s182_board 1 (2 + b) (2 + c) 1 1 -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c158_L b c), (s182_c158_R b c); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) (2 + c) 1 1 (opt_l _ _ _ (s182_c158_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) (2 + c) 0 2 (opt_l _ _ _ (s182_c158_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c158_L3 b c)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c158_L b c) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c158_L3 b c))) as Ho2.
  rewrite (tf_norm_game (s182_c158_R1 b c)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 1 (opt_norm_r _ _ _ _ _ (s182_c158_R b c) ltac:(cbn [In]; left; reflexivity) (s182_c158_R1 b c))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c159_L (b c e : nat) : lmoves (s182_board 1 (2 + b) (2 + c) 1 (2 + e)) = [s182_board 0 (3 + b) (2 + c) 1 (2 + e); s182_board 1 (2 + b) (2 + c) 0 (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c159_L3 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 (2 + b) (2 + c)) (Z.of_nat (2 + e) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(1, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c159_R (b c e : nat) : rmoves (s182_board 1 (2 + b) (2 + c) 1 (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c159_R1 (b c e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) 1 (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: T :: E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d==1 && e>=2 *)
Lemma s182_c159_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c e : nat) :
  x = s182_board 1 (2 + b) (2 + c) 1 (2 + e) -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c159_L b c e), (s182_c159_R b c e); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) (2 + c) 1 (2 + e) (opt_l _ _ _ (s182_c159_L b c e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) (2 + c) 0 (3 + e) (opt_l _ _ _ (s182_c159_L b c e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c159_L3 b c e)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c159_L b c e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c159_L3 b c e))) as Ho2.
  rewrite (tf_norm_game (s182_c159_R1 b c e)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) 1 (2 + e) (opt_norm_r _ _ _ _ _ (s182_c159_R b c e) ltac:(cbn [In]; left; reflexivity) (s182_c159_R1 b c e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p68 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + e) + 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat 1) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d>=2 && e==0: the board of s152 *)
Lemma s182_c160_p29 x (Hs152 : s152_claim x) (b c d : nat) :
  x = s182_board 1 (2 + b) (2 + c) (2 + d) 0 -> fst (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q29 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q29] in Hc |- *.
  pose proof (Hs152 1 (2 + b) (2 + c) (2 + d) ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p13 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c161_L (b c d : nat) : lmoves (s182_board 1 (2 + b) (2 + c) (2 + d) 1) = [s182_board 0 (3 + b) (2 + c) (2 + d) 1; s182_board 1 (2 + b) (2 + c) (1 + d) 2; strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c161_L3 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) (s83_board 1 (2 + b) (2 + c)) (2 * Z.of_nat (2 + d)).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(2 + d, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c161_R (b c d : nat) : rmoves (s182_board 1 (2 + b) (2 + c) (2 + d) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c161_R1 (b c d : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) (2 + d) 1) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d>=2 && e==1 *)
Lemma s182_c161_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c d : nat) :
  x = s182_board 1 (2 + b) (2 + c) (2 + d) 1 -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c161_L b c d), (s182_c161_R b c d); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) (2 + c) (2 + d) 1 (opt_l _ _ _ (s182_c161_L b c d) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) (2 + c) (1 + d) 2 (opt_l _ _ _ (s182_c161_L b c d) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c161_L3 b c d)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c161_L b c d) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c161_L3 b c d))) as Ho2.
  rewrite (tf_norm_game (s182_c161_R1 b c d)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) (2 + d) 1 (opt_norm_r _ _ _ _ _ (s182_c161_R b c d) ltac:(cbn [In]; left; reflexivity) (s182_c161_R1 b c d))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s182_c162_L (b c d e : nat) : lmoves (s182_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [s182_board 0 (3 + b) (2 + c) (2 + d) (2 + e); s182_board 1 (2 + b) (2 + c) (1 + d) (3 + e); strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c162_L3 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) (s83_board 1 (2 + b) (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (1 + e) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ [F]) [(2 + d, 1); (1 + e, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c162_R (b c d e : nat) : rmoves (s182_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) = [strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]].
Proof. unfold s182_board, strip. tf_options. Qed.
Lemma s182_c162_R1 (b c d e : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]) (s178_board 1 (2 + b) (2 + c) (2 + d) (2 + e)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ F :: repeat T (2 + c) ++ F :: repeat T (2 + d) ++ E :: repeat T (2 + e) ++ [F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a==1 && b>=2 && c>=2 && d>=2 && e>=2 *)
Lemma s182_c162_p26 x (IH : forall y, meas y < meas x -> values_hold y) (b c d e : nat) :
  x = s182_board 1 (2 + b) (2 + c) (2 + d) (2 + e) -> fst (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q26 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros -> Hc. cbn [fst snd s182_q26] in Hc |- *.
  rewrite tf_game_eq, (s182_c162_L b c d e), (s182_c162_R b c d e); cbn [map].
  pose proof (use_s182 IH 0 (3 + b) (2 + c) (2 + d) (2 + e) (opt_l _ _ _ (s182_c162_L b c d e) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s182 IH 1 (2 + b) (2 + c) (1 + d) (3 + e) (opt_l _ _ _ (s182_c162_L b c d e) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s182_c162_L3 b c d e)).
  pose proof (use_s83 IH 1 (2 + b) (2 + c) (opt_norm_l _ _ _ _ _ (s182_c162_L b c d e) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c162_L3 b c d e))) as Ho2.
  rewrite (tf_norm_game (s182_c162_R1 b c d e)).
  pose proof (use_s178 IH 1 (2 + b) (2 + c) (2 + d) (2 + e) (opt_norm_r _ _ _ _ _ (s182_c162_R b c d e) ltac:(cbn [In]; left; reflexivity) (s182_c162_R1 b c d e))) as Ho3.
  rewrite (s182_p25 Ho0 ltac:(zlia)).
  rewrite (s182_p26 Ho1 ltac:(zlia)).
  rewrite (s83_p2 Ho2 ltac:(zlia)).
  rewrite (s83_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (2 * Z.of_nat (2 + d) + Z.of_nat (2 + e) - 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  rewrite (s178_p13 Ho3 ltac:(zlia)).
  rewrite (s178_p13_add (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Z.of_nat (2 + d)) (Z.of_nat (2 + e)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d==0 && e==0: the board of s92 *)
Lemma s182_c163_p13 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 0 -> fst (s182_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q13 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q13] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p11 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c163_p87 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 0 -> fst (s182_q87 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q87 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q87] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p14 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c163_p106 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 0 -> fst (s182_q106 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q106 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q106] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p17 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c163_p122 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 0 -> fst (s182_q122 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q122 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q122] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 0 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p20 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d==0 && e==1: the board of s125 *)
Lemma s182_c164_p69 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 1 -> fst (s182_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q69 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q69] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p33 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c164_p88 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 1 -> fst (s182_q88 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q88 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q88] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p44 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

Lemma s182_c164_p107 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 1 -> fst (s182_q107 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q107 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q107] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p55 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]].
Qed.

Lemma s182_c164_p124 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 0 1 -> fst (s182_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q124] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p69 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d==0 && e>=2: the board of s125 *)
Lemma s182_c165_p70 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q70 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q70] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p34 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s182_c165_p71 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q71] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c165_p89 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q89 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q89 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q89] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p45 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

Lemma s182_c165_p90 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q90] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c165_p108 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q108 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q108] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p56 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

Lemma s182_c165_p109 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q109] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p57 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c165_p123 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q123 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q123 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q123] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p68 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c165_p124 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q124 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q124] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p69 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s182_c165_p125 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q125 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q125] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p70 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s182_c165_p126 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 0 (2 + e) -> fst (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q126] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 0 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p71 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d==1 && e==0: the board of s92 *)
Lemma s182_c166_p72 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 0 -> fst (s182_q72 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q72 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q72] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c166_p91 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 0 -> fst (s182_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q91] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c166_p110 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 0 -> fst (s182_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q110] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c166_p127 x (Hs92 : s92_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 0 -> fst (s182_q127 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s182_q127 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q127] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 1 ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d==1 && e==1: the board of s125 *)
Lemma s182_c167_p73 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 1 -> fst (s182_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q73 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q73] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p37 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s182_c167_p92 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 1 -> fst (s182_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q92 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q92] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p48 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

Lemma s182_c167_p111 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 1 -> fst (s182_q111 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q111 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q111] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p59 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]]].
Qed.

Lemma s182_c167_p128 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 1 -> fst (s182_q128 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q128 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q128] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p73 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]]] | constructor]]].
Qed.

Lemma s182_c167_p135 x (Hs125 : s125_claim x) (a : nat) :
  x = s182_board (2 + a) 0 0 1 1 -> fst (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q135] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p79 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d==1 && e>=2: the board of s125 *)
Lemma s182_c168_p71 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 1 (2 + e) -> fst (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q71] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c168_p90 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 1 (2 + e) -> fst (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q90] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c168_p109 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 1 (2 + e) -> fst (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q109] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p57 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c168_p126 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 1 (2 + e) -> fst (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q126] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p71 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c168_p135 x (Hs125 : s125_claim x) (a e : nat) :
  x = s182_board (2 + a) 0 0 1 (2 + e) -> fst (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q135] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 1 (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p79 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d>=2 && e==0: the board of s92 *)
Lemma s182_c169_p72 x (Hs92 : s92_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 0 -> fst (s182_q72 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q72 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q72] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p12 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c169_p91 x (Hs92 : s92_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 0 -> fst (s182_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q91 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q91] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p15 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c169_p110 x (Hs92 : s92_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 0 -> fst (s182_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q110 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q110] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p18 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

Lemma s182_c169_p127 x (Hs92 : s92_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 0 -> fst (s182_q127 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)) -> tf_game x == snd (s182_q127 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q127] in Hc |- *.
  pose proof (Hs92 (2 + a) 0 (2 + d) ltac:(rewrite Hx; unfold s182_board, s92_board; board_eq)) as Ho0.
  rewrite (s92_p21 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d>=2 && e==1: the board of s125 *)
Lemma s182_c170_p71 x (Hs125 : s125_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 1 -> fst (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q71] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c170_p90 x (Hs125 : s125_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 1 -> fst (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q90] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c170_p109 x (Hs125 : s125_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 1 -> fst (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q109] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p57 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c170_p126 x (Hs125 : s125_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 1 -> fst (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q126] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p71 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c170_p135 x (Hs125 : s125_claim x) (a d : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) 1 -> fst (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)) -> tf_game x == snd (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q135] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) 1 ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p79 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==0 && d>=2 && e>=2: the board of s125 *)
Lemma s182_c171_p71 x (Hs125 : s125_claim x) (a d e : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q71 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q71] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p35 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c171_p90 x (Hs125 : s125_claim x) (a d e : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q90 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q90] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p46 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c171_p109 x (Hs125 : s125_claim x) (a d e : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q109 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q109] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p57 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c171_p126 x (Hs125 : s125_claim x) (a d e : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q126 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q126] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p71 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]] | constructor]] | constructor]].
Qed.

Lemma s182_c171_p135 x (Hs125 : s125_claim x) (a d e : nat) :
  x = s182_board (2 + a) 0 0 (2 + d) (2 + e) -> fst (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))) -> tf_game x == snd (s182_q135 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + d)) (Z.of_nat (2 + e))).
Proof.
  intros Hx Hc. cbn [fst snd s182_q135] in Hc |- *.
  pose proof (Hs125 (2 + a) 0 (2 + d) (2 + e) ltac:(rewrite Hx; unfold s182_board, s125_board; board_eq)) as Ho0.
  rewrite (s125_p79 Ho0 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==1 && d==0 && e==0: the board of s152 *)
Lemma s182_c172_p51 x (Hs152 : s152_claim x) (a : nat) :
  x = s182_board (2 + a) 0 1 0 0 -> fst (s182_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s182_q51 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s182_q51] in Hc |- *.
  pose proof (Hs152 (2 + a) 0 1 0 ltac:(rewrite Hx; unfold s182_board, s152_board; board_eq)) as Ho0.
  rewrite (s152_p30 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s182_c173_L (a : nat) : lmoves (s182_board (2 + a) 0 1 0 1) = [s182_board (1 + a) 1 1 0 1; s167_board (2 + a) 0 0 0 2; strip [] (repeat T (2 + a) ++ [E; F; T; F; E; E; T; T; F]) []].
Proof. unfold s167_board, s182_board, strip. tf_options. Qed.
Lemma s182_c173_L3 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; E; T; T; F]) []) (s83_board (2 + a) 0 1) (0).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; F; T; F; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] (repeat T (2 + a) ++ [E; F; T; F; E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [unfold s83_board; strip_board_eq | strip_offset].
Qed.
Lemma s182_c173_R (a : nat) : rmoves (s182_board (2 + a) 0 1 0 1) = [s179_board (2 + a) 1 0 1; strip [] (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) [(1, 1)]].
Proof. unfold s179_board, s182_board, strip. tf_options. Qed.
Lemma s182_c173_R2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) [(1, 1)]) (s178_board (2 + a) 0 1 0 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F; T; F; E; T; F]) [(1, 1)]); [reflexivity | unfold s178_board; strip_board_eq | strip_offset]. Qed.
(* s182 = T^a _ T^b F T^c F T^d _ T^e _ T F on a>=2 && b==0 && c==1 && d==0 && e==1 *)
Lemma s182_c173_p74 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s182_board (2 + a) 0 1 0 1 -> fst (s182_q74 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q74 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q74] in Hc |- *.
  rewrite tf_game_eq, (s182_c173_L a), (s182_c173_R a); cbn [map].
  pose proof (use_s182 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s182_c173_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 0 0 2 (opt_l _ _ _ (s182_c173_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c173_L3 a)).
  pose proof (use_s83 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s182_c173_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c173_L3 a))) as Ho2.
  pose proof (use_s179 IH (2 + a) 1 0 1 (opt_r _ _ _ (s182_c173_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c173_R2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c173_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c173_R2 a))) as Ho4.
  rewrite (s182_p59 Ho0 ltac:(zlia)).
  rewrite (s167_p141 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s179_p12 Ho3 ltac:(zlia)).
  rewrite (s178_p57 Ho4 ltac:(zlia)).
  rewrite (s178_p57_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c173_p93 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s182_board (2 + a) 0 1 0 1 -> fst (s182_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q93 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q93] in Hc |- *.
  rewrite tf_game_eq, (s182_c173_L a), (s182_c173_R a); cbn [map].
  pose proof (use_s182 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s182_c173_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 0 0 2 (opt_l _ _ _ (s182_c173_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c173_L3 a)).
  pose proof (use_s83 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s182_c173_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c173_L3 a))) as Ho2.
  pose proof (use_s179 IH (2 + a) 1 0 1 (opt_r _ _ _ (s182_c173_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c173_R2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c173_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c173_R2 a))) as Ho4.
  rewrite (s182_p82 Ho0 ltac:(zlia)).
  rewrite (s167_p141 Ho1 ltac:(zlia)).
  rewrite (s83_p6 Ho2 ltac:(zlia)).
  rewrite (s179_p40 Ho3 ltac:(zlia)).
  rewrite (s178_p73 Ho4 ltac:(zlia)).
  rewrite (s178_p73_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
Qed.

Lemma s182_c173_p112 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s182_board (2 + a) 0 1 0 1 -> fst (s182_q112 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s182_q112 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s182_q112] in Hc |- *.
  rewrite tf_game_eq, (s182_c173_L a), (s182_c173_R a); cbn [map].
  pose proof (use_s182 IH (1 + a) 1 1 0 1 (opt_l _ _ _ (s182_c173_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s167 IH (2 + a) 0 0 0 2 (opt_l _ _ _ (s182_c173_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game0 (s182_c173_L3 a)).
  pose proof (use_s83 IH (2 + a) 0 1 (opt_norm_l _ _ _ _ _ (s182_c173_L a) ltac:(cbn [In]; do 2 right; left; reflexivity) (s182_c173_L3 a))) as Ho2.
  pose proof (use_s179 IH (2 + a) 1 0 1 (opt_r _ _ _ (s182_c173_R a) ltac:(cbn [In]; left; reflexivity))) as Ho3.
  rewrite (tf_norm_game (s182_c173_R2 a)).
  pose proof (use_s178 IH (2 + a) 0 1 0 1 (opt_norm_r _ _ _ _ _ (s182_c173_R a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s182_c173_R2 a))) as Ho4.
  assert (Hp0 : (Z.of_nat (2 + a) <= 5)%Z \/ (Z.of_nat (2 + a) >= 6)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s182_p101 Ho0 ltac:(zlia)).
    assert (Hp1 : (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) = 5)%Z) by zlia.
    destruct Hp1 as [Hp1|Hp1].
    {
      rewrite (s167_p193 Ho1 ltac:(zlia)).
      rewrite (s83_p6 Ho2 ltac:(zlia)).
      rewrite (s179_p49 Ho3 ltac:(zlia)).
      rewrite (s178_p87 Ho4 ltac:(zlia)).
      rewrite (s178_p87_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
    {
      rewrite (s167_p203 Ho1 ltac:(zlia)).
      rewrite (s83_p6 Ho2 ltac:(zlia)).
      rewrite (s179_p49 Ho3 ltac:(zlia)).
      rewrite (s178_p87 Ho4 ltac:(zlia)).
      rewrite (s178_p87_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
    }
  }
  {
    rewrite (s182_p134 Ho0 ltac:(zlia)).
    rewrite (s167_p207 Ho1 ltac:(zlia)).
    rewrite (s83_p6 Ho2 ltac:(zlia)).
    rewrite (s179_p49 Ho3 ltac:(zlia)).
    rewrite (s178_p87 Ho4 ltac:(zlia)).
    rewrite (s178_p87_add (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (conj _ (I)))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 2); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]].
  }
Qed.

