(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s16_p1 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s16_p2 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a + c = 1 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s16_p3 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s16_p4 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s16_p5 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 0] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s16_p6 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (b >= 1 /\ c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s16_p7 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int 0] [Game [int 0] [dyadic (-1) 1]]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s16_p8 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == Game [int 1] [Game [int 0] [dyadic (-1) 3]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s16_p9 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b >= 3 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s16_p10 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 1)%Z -> g == Game [int 2] [Game [int 0] [Game [Game [Game [dyadic 1 2] [int 0]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s16_p11 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (b >= 4 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s16_p12 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a + c = 2 /\ a >= 1 /\ b = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s16_p13 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s16_p14 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s16_p15 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s16_p16 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int 2] [Game [dyadic 1 2] [int 0]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s16_p17 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (dyadic (4 * a + 5 * b - 13) 2).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s16_p18 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == nstar (dyadic (4 * a + 5 * b - 13) 2).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s16_p19 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 1)%Z -> g == Game [int (2 * a + 1)] [Game [int a] [dyadic (4 * a - 1) 2]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s16_p20 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 1 /\ b >= 3 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s16_p21 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 1 /\ b = 3 /\ c = 1)%Z -> g == Game [int 4] [Game [int 1] [Game [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s16_p22 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s16_p23 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic 1 1] [Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s16_p24 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a)] [Game [Game [int (a - 1)] [dyadic (4 * a - 5) 2]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s16_p25 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 2 /\ b = 3 /\ c = 1)%Z -> g == Game [int 6] [Game [int 2] [Game [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s16_p26 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s16_p27 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int (a - 2)] [dyadic (4 * a - 9) 2]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s16_p28 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 3 /\ b = 3 /\ c = 1)%Z -> g == Game [int (2 * a + 2)] [Game [int a] [Game [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s16_p29 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s16_p30 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 2)] [Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s16_p31 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 6 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 3)] [Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s16_p32 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 7 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s16_p33 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 8 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int (a - 3))] [Game [Game [Game [Game [dyadic (2 * a - 7) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 4))] [int (a - 4)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 4)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 7) 1] [Game [Game [int (a - 4)] [int 2]] [int 1]]] [Game [Game [int (a - 5)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 9) 1] [int (a - 5)]] [int (a - 5)]; Game [Game [int (a - 4)] [Game [int (a - 4)] [int 2]]] [int 2; Game [int (a - 5)] [int 1]]] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s16_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (int (-2))) (int off) == Game [int (off - 2)] [int (off - 2)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-2 + sh))] [(fun sh => int (-2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 1)%Z ->
  add (Game [int 0] [Game [int 0] [dyadic (-1) 1]]) (int off) == Game [int off] [Game [int off] [dyadic (2 * off - 1) 1]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => dyadic (-1 + sh * pw 1) 1)])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (Game [Game [int 0] [Game [int 0] [dyadic (-1) 1]]] [Game [dyadic (-1) 1] [int (-1)]]) (int off) == Game [Game [int off] [Game [int off] [dyadic (2 * off - 1) 1]]] [Game [dyadic (2 * off - 1) 1] [int (off - 1)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (0 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => dyadic (-1 + sh * pw 1) 1)])])] [(node [(fun sh => dyadic (-1 + sh * pw 1) 1)] [(fun sh => int (-1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 1)%Z ->
  add (Game [int 1] [Game [int 0] [dyadic (-1) 3]]) (int off) == Game [int (off + 1)] [Game [int off] [dyadic (8 * off - 1) 3]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => dyadic (-1 + sh * pw 3) 3)])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b >= 3 /\ c = 0)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 3 /\ c = 1)%Z ->
  add (Game [int 2] [Game [int 0] [Game [Game [Game [dyadic 1 2] [int 0]] [int 0]] [int 0]]]) (int off) == Game [int (off + 2)] [Game [int off] [Game [Game [Game [dyadic (4 * off + 1) 2] [int off]] [int off]] [int off]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(node [(fun sh => int (0 + sh))] [(node [(node [(node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 4 /\ c = 1)%Z ->
  add (Game [int (2 * a + b - 1)] [Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]]]) (int off) == Game [int (2 * a + b + off - 1)] [Game [int (a + off)] [Game [Game [Game [Game [int (2 * a + b + off - 3)] [dyadic (2 * a + 2 * off + 1) 1]] [int (a + off)]] [int (a + off)]] [int (a + off)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(node [(fun sh => int (a + sh))] [(node [(node [(node [(node [(fun sh => int (2 * a + b - 3 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p14_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 1 /\ c = 0)%Z ->
  add (int (a - 1)) (int off) == int (a + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p15_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 2 /\ c = 0)%Z ->
  add (int (a - 1)) (int off) == int (a + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p16_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 1 /\ c = 1)%Z ->
  add (Game [int 2] [Game [dyadic 1 2] [int 0]]) (int off) == Game [int (off + 2)] [Game [dyadic (4 * off + 1) 2] [int off]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p17_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 2 /\ c = 0)%Z ->
  add (nstar (dyadic (4 * a + 5 * b - 13) 2)) (int off) == Game [dyadic (4 * a + 5 * b + 4 * off - 13) 2] [dyadic (4 * a + 5 * b + 4 * off - 13) 2].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (4 * a + 5 * b - 13 + sh * pw 2) 2)] [(fun sh => dyadic (4 * a + 5 * b - 13 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p18_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (dyadic (4 * a + 5 * b - 13) 2)) (int off) == Game [dyadic (4 * a + 5 * b + 4 * off - 13) 2] [dyadic (4 * a + 5 * b + 4 * off - 13) 2].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (4 * a + 5 * b - 13 + sh * pw 2) 2)] [(fun sh => dyadic (4 * a + 5 * b - 13 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p19_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b = 2 /\ c = 1)%Z ->
  add (Game [int (2 * a + 1)] [Game [int a] [dyadic (4 * a - 1) 2]]) (int off) == Game [int (2 * a + off + 1)] [Game [int (a + off)] [dyadic (4 * a + 4 * off - 1) 2]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + 1 + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => dyadic (4 * a - 1 + sh * pw 2) 2)])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p20_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b >= 3 /\ c = 0)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p21_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 3 /\ c = 1)%Z ->
  add (Game [int 4] [Game [int 1] [Game [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]] [int 1]]]) (int off) == Game [int (off + 4)] [Game [int (off + 1)] [Game [Game [Game [Game [int (off + 2)] [dyadic (4 * off + 5) 2]] [int (off + 1)]] [int (off + 1)]] [int (off + 1)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 + sh))] [(node [(fun sh => int (1 + sh))] [(node [(node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => dyadic (5 + sh * pw 2) 2)])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p23_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 1 /\ c = 0)%Z ->
  add (Game [dyadic 1 1] [Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]]]) (int off) == Game [dyadic (2 * off + 1) 1] [Game [dyadic (4 * off + 1) 2] [Game [int off] [int off]; Game [Game [int off] [int off]] [int off]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))]); (node [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p24_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 1 /\ c = 1)%Z ->
  add (Game [int (2 * a)] [Game [Game [int (a - 1)] [dyadic (4 * a - 5) 2]] [nstar (dyadic 1 1)]]) (int off) == Game [int (2 * a + off)] [Game [Game [int (a + off - 1)] [dyadic (4 * a + 4 * off - 5) 2]] [Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + sh))] [(node [(node [(fun sh => int (a - 1 + sh))] [(fun sh => dyadic (4 * a - 5 + sh * pw 2) 2)])] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p25_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 3 /\ c = 1)%Z ->
  add (Game [int 6] [Game [int 2] [Game [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]] [int 2]]]) (int off) == Game [int (off + 6)] [Game [int (off + 2)] [Game [Game [Game [Game [int (off + 4)] [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]]] [int (off + 2)]] [int (off + 2)]] [int (off + 2)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (6 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(node [(node [(node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (2 + sh))])] [(fun sh => int (2 + sh))])] [(fun sh => int (2 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p28_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 3 /\ c = 1)%Z ->
  add (Game [int (2 * a + 2)] [Game [int a] [Game [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]] [int a]]]) (int off) == Game [int (2 * a + off + 2)] [Game [int (a + off)] [Game [Game [Game [Game [int (2 * a + off)] [Game [int (a + off)] [Game [int (a + off)] [int (off + 2)]]]] [int (a + off)]] [int (a + off)]] [int (a + off)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + 2 + sh))] [(node [(fun sh => int (a + sh))] [(node [(node [(node [(node [(fun sh => int (2 * a + sh))] [(node [(fun sh => int (a + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s17_p1 {a : Z} {g : game} : holds (s17_pieces a) g -> (a = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s17_p2 {a : Z} {g : game} : holds (s17_pieces a) g -> (a >= 1)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s18_p1 {a : Z} {g : game} : holds (s18_pieces a) g -> (a = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s18_p2 {a : Z} {g : game} : holds (s18_pieces a) g -> (a = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s18_p3 {a : Z} {g : game} : holds (s18_pieces a) g -> (a >= 2)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s19_p1 {a : Z} {g : game} : holds (s19_pieces a) g -> (a <= 1)%Z -> g == int (3 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s19_p2 {a : Z} {g : game} : holds (s19_pieces a) g -> (a >= 2)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s19_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (a <= 1)%Z ->
  add (int (3 * a - 4)) (int off) == int (3 * a + off - 4).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a - 4 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s20_p1 {a b : Z} {g : game} : holds (s20_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (3 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s20_p2 {a b : Z} {g : game} : holds (s20_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s20_p3 {a b : Z} {g : game} : holds (s20_pieces a b) g -> (b >= 2)%Z -> g == Game [int (3 * a + b - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s20_p4 {a b : Z} {g : game} : holds (s20_pieces a b) g -> (a >= 1 /\ a <= 2 /\ b = 1)%Z -> g == Game [int (3 * a)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s20_p5 {a b : Z} {g : game} : holds (s20_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s20_p6 {a b : Z} {g : game} : holds (s20_pieces a b) g -> (a >= 3 /\ b = 1)%Z -> g == Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s20_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 1)%Z ->
  add (Game [int 0] [nstar (int (-1))]) (int off) == Game [int off] [Game [int (off - 1)] [int (off - 1)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s20_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (Game [int (3 * a + b - 1)] [nstar (int (2 * a))]) (int off) == Game [int (3 * a + b + off - 1)] [Game [int (2 * a + off)] [int (2 * a + off)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + b - 1 + sh))] [(node [(fun sh => int (2 * a + sh))] [(fun sh => int (2 * a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s21_p1 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (3 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s21_p2 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s21_p3 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s21_p4 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a + b = 3 /\ a <= 1)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s21_p5 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a + b >= 4 /\ b >= 2)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s21_p6 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a >= 1 /\ a <= 2 /\ b = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s21_p7 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s21_p8 {a b : Z} {g : game} : holds (s21_pieces a b) g -> (a >= 3 /\ b = 1)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s21_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 1)%Z ->
  add (nstar (int (-1))) (int off) == Game [int (off - 1)] [int (off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s21_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 2)%Z ->
  add (nstar (dyadic 1 1)) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s21_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a + b = 3 /\ a <= 1)%Z ->
  add (int (a + 1)) (int off) == int (a + off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s21_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a + b >= 4 /\ b >= 2)%Z ->
  add (Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]) (int off) == Game [Game [int (2 * a + b + off - 2)] [int (2 * a + b + off - 2)]] [Game [int (a + off + 1)] [int (a + off + 1)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (2 * a + b - 2 + sh))])] [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s22_p1 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (3 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s22_p2 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s22_p3 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (c >= 2)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s22_p4 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s22_p5 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s22_p6 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s22_p7 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a + b = 2 /\ a <= 1 /\ c = 1)%Z -> g == Game [int (a + 4)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s22_p8 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s22_p9 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s22_p10 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s22_p11 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 1)%Z -> g == Game [int (3 * a)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s22_p12 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s22_p13 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s22_p14 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s22_p15 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s22_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))]) (int off) == Game [int (3 * a + 2 * b + c + off - 1)] [Game [int (2 * a + b + off)] [int (2 * a + b + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + 2 * b + c - 1 + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(fun sh => int (2 * a + b + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s22_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 1)%Z ->
  add (Game [int 2] [nstar (dyadic 1 1)]) (int off) == Game [int (off + 2)] [Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s22_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 2 /\ a <= 1 /\ c = 1)%Z ->
  add (Game [int (a + 4)] [int (a + 1)]) (int off) == Game [int (a + off + 4)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 4 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s22_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z ->
  add (Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]]) (int off) == Game [int (3 * a + 2 * b + off)] [Game [Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)]] [Game [int (a + off + 1)] [int (a + off + 1)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + 2 * b + sh))] [(node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))])] [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s23_p1 {a b : Z} {g : game} : holds (s23_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s23_p2 {a b : Z} {g : game} : holds (s23_pieces a b) g -> (a = 0 /\ b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s23_p3 {a b : Z} {g : game} : holds (s23_pieces a b) g -> (a >= 1 /\ b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s23_p4 {a b : Z} {g : game} : holds (s23_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == Game [int (a - 1)] [nstar (int (b - 1))].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s23_p5 {a b : Z} {g : game} : holds (s23_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == Game [int (a - 1)] [nstar (int (b - 1))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s23_p6 {a b : Z} {g : game} : holds (s23_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s23_p7 {a b : Z} {g : game} : holds (s23_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s23_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (Game [int (a - 1)] [nstar (int (b - 1))]) (int off) == Game [int (a + off - 1)] [Game [int (b + off - 1)] [int (b + off - 1)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(node [(fun sh => int (b - 1 + sh))] [(fun sh => int (b - 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ b = 1)%Z ->
  add (Game [int (a - 1)] [nstar (int (b - 1))]) (int off) == Game [int (a + off - 1)] [Game [int (b + off - 1)] [int (b + off - 1)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(node [(fun sh => int (b - 1 + sh))] [(fun sh => int (b - 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z ->
  add (Game [int 0] [nstar (int 0)]) (int off) == Game [int off] [Game [int off] [int off]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ b = 0)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s24_p1 {a : Z} {g : game} : holds (s24_pieces a) g -> (a = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s24_p2 {a : Z} {g : game} : holds (s24_pieces a) g -> (a >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s25_p1 {a : Z} {g : game} : holds (s25_pieces a) g -> (a <= 1)%Z -> g == int (2 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s25_p2 {a : Z} {g : game} : holds (s25_pieces a) g -> (a = 2)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s25_p3 {a : Z} {g : game} : holds (s25_pieces a) g -> (a >= 3)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s26_p1 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a = 0 /\ b <= 2 /\ (b) mod 2 = 0)%Z -> g == dyadic (10 * a + 11 * b - 24) 2.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s26_p2 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == dyadic (10 * a + 11 * b - 24) 2.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s26_p3 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a <= 1 /\ b = 1)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s26_p4 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a <= 1 /\ b >= 3)%Z -> g == Game [dyadic (2 * a + 2 * b - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s26_p5 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a >= 2 /\ b >= 2)%Z -> g == Game [dyadic (2 * a + 2 * b - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s26_p6 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a >= 1 /\ a + b <= 3 /\ (a + b) mod 2 = 1)%Z -> g == nstar (dyadic (3 * a + 3 * b - 9) 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s26_p7 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s26_p8 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s26_p9 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == Game [Game [nstar (dyadic 3 1)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s26_p10 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [Game [int (a - 3)] [int 1]; Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.

Lemma s27_p1 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c = 0)%Z -> g == int (3 * b - 7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s27_p2 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a + c = 1 /\ b <= 1)%Z -> g == int (2 * b - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s27_p3 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s27_p4 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (- a + b >= 0 /\ b <= 1 /\ c >= 3)%Z -> g == Game [dyadic (2 * a + 2 * b + 2 * c - 7) 1] [dyadic (a + 2 * b - 2) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s27_p5 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a + c = 2 /\ a >= 1 /\ b <= 1)%Z -> g == nstar (dyadic (a + 2 * b + c - 4) 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s27_p6 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 2)%Z -> g == nstar (dyadic (a + 2 * b + c - 4) 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s27_p7 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a - c = 0 /\ a <= 1 /\ b = 2)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s27_p8 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c <= 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s27_p9 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s27_p10 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 1 /\ b = 3 /\ c = 0)%Z -> g == nstar (dyadic (4 * a + c - 2) 2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s27_p11 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (b >= 2 /\ b <= 3 /\ c = 2)%Z -> g == nstar (dyadic (4 * a + c - 2) 2).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s27_p12 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (b >= 2 /\ c >= 3)%Z -> g == Game [dyadic (2 * a + 2 * c - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s27_p13 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s27_p14 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (b >= 3 /\ c = 1)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s27_p15 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (b >= 4 /\ c <= 2 /\ (c) mod 2 = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s27_p16 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s27_p17 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s27_p18 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s27_p19 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 1 /\ b = 0 /\ c >= 3)%Z -> g == Game [int (c - 2)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s27_p20 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 2)%Z -> g == Game [int (c - 1)] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s27_p21 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s27_p22 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 2 /\ b = 1 /\ c >= 2)%Z -> g == Game [dyadic (2 * c - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s27_p23 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 0)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s27_p24 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s27_p25 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> g == Game [int c] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s27_p26 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s27_p27 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s27_p28 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c >= 2)%Z -> g == Game [dyadic (2 * a + 2 * c - 5) 1] [Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s27_p29 {a b c : Z} {g : game} : holds (s27_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 2)%Z -> g == Game [int (a + c - 3)] [Game [Game [int (a - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.

Lemma s28_p1 {a b : Z} {g : game} : holds (s28_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s28_p2 {a b : Z} {g : game} : holds (s28_pieces a b) g -> (b >= 1)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s28_p3 {a b : Z} {g : game} : holds (s28_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s28_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (2 * a + b - 1)) (int off) == int (2 * a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s29_p1 {a : Z} {g : game} : holds (s29_pieces a) g -> (True)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s30_p1 {a b : Z} {g : game} : holds (s30_pieces a b) g -> (a + b <= 1)%Z -> g == int (3 * a + 3 * b - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s30_p2 {a b : Z} {g : game} : holds (s30_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s30_p3 {a b : Z} {g : game} : holds (s30_pieces a b) g -> (a >= 1 /\ b = 1)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s30_p4 {a b : Z} {g : game} : holds (s30_pieces a b) g -> (a >= 2 /\ a <= 3 /\ b = 0)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s30_p5 {a b : Z} {g : game} : holds (s30_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s30_p6 {a b : Z} {g : game} : holds (s30_pieces a b) g -> (a = 5 /\ b = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s30_p7 {a b : Z} {g : game} : holds (s30_pieces a b) g -> (a >= 6 /\ b = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s30_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a + b <= 1)%Z ->
  add (int (3 * a + 3 * b - 4)) (int off) == int (3 * a + 3 * b + off - 4).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 3 * b - 4 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s30_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s30_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 1)%Z ->
  add (dyadic (2 * a + 2 * b - 3) 1) (int off) == dyadic (2 * a + 2 * b + 2 * off - 3) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * b - 3 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s30_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ a <= 3 /\ b = 0)%Z ->
  add (dyadic (2 * a + 2 * b - 3) 1) (int off) == dyadic (2 * a + 2 * b + 2 * off - 3) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * b - 3 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s30_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (dyadic 9 2) (int off) == dyadic (4 * off + 9) 2.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (9 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s30_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 5 /\ b = 0)%Z ->
  add (Game [int 3] [nstar (int 3)]) (int off) == Game [int (off + 3)] [Game [int (off + 3)] [int (off + 3)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 + sh))] [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s30_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 6 /\ b = 0)%Z ->
  add (Game [int (a - 2)] [Game [int (a - 2)] [int 3]]) (int off) == Game [int (a + off - 2)] [Game [int (a + off - 2)] [int (off + 3)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s31_p1 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a + c <= 1 /\ b = 0)%Z -> g == int (3 * a + 3 * c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s31_p2 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s31_p3 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s31_p4 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s31_p5 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 2] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s31_p6 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a + b >= 2 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s31_p7 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s31_p8 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a + b = 4 /\ a <= 1 /\ c = 0)%Z -> g == Game [Game [int (a + 2)] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (int (a + 1))] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s31_p9 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a + b >= 5 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s31_p10 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s31_p11 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s31_p12 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s31_p13 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s31_p14 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic 5 1] [dyadic 9 2].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s31_p15 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s31_p16 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s31_p17 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s31_p18 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s31_p19 {a b c : Z} {g : game} : holds (s31_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s31_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (int (-1))) (int off) == Game [int (off - 1)] [int (off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 1)%Z ->
  add (dyadic 1 2) (int off) == dyadic (4 * off + 1) 2.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (Game [dyadic 1 2] [dyadic (-1) 2]) (int off) == Game [dyadic (4 * off + 1) 2] [dyadic (4 * off - 1) 2].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(fun sh => dyadic (-1 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 2 /\ b >= 1 /\ c = 1)%Z ->
  add (Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]) (int off) == Game [int (2 * a + b + off - 1)] [dyadic (2 * a + 2 * off + 1) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 3 /\ c = 0)%Z ->
  add (Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]) (int off) == Game [Game [int (off + 1)] [dyadic (2 * off + 1) 1]] [Game [Game [dyadic (2 * off + 1) 1] [int off]] [int off]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 4 /\ a <= 1 /\ c = 0)%Z ->
  add (Game [Game [int (a + 2)] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (int (a + 1))] [int a]] [int a]]) (int off) == Game [Game [int (a + off + 2)] [dyadic (2 * a + 2 * off + 1) 1]] [Game [Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 2 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(node [(node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 5 /\ b >= 3 /\ c = 0)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]]) (int off) == Game [Game [int (2 * a + b + off - 2)] [dyadic (2 * a + 2 * off + 1) 1]] [Game [Game [Game [int (2 * a + b + off - 3)] [int (a + off + 1)]] [int (a + off)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(node [(node [(node [(fun sh => int (2 * a + b - 3 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p12_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (dyadic (2 * a - 1) 1)) (int off) == Game [dyadic (2 * a + 2 * off - 1) 1] [dyadic (2 * a + 2 * off - 1) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)] [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p13_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b = 2 /\ c = 0)%Z ->
  add (Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]]) (int off) == Game [Game [int (2 * a + off)] [dyadic (2 * a + 2 * off + 1) 1]] [Game [Game [int (a + off)] [int (a + off)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p14_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 1 /\ c = 0)%Z ->
  add (Game [dyadic 5 1] [dyadic 9 2]) (int off) == Game [dyadic (2 * off + 5) 1] [dyadic (4 * off + 9) 2].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (5 + sh * pw 1) 1)] [(fun sh => dyadic (9 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p16_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 4 /\ b = 1 /\ c = 0)%Z ->
  add (Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]]) (int off) == Game [dyadic (2 * off + 7) 1] [Game [int (off + 3)] [Game [int (off + 3)] [int (off + 3)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (7 + sh * pw 1) 1)] [(node [(fun sh => int (3 + sh))] [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p18_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 5 /\ b = 1 /\ c = 0)%Z ->
  add (Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]]) (int off) == Game [dyadic (2 * a + 2 * off - 1) 1] [Game [int (a + off - 1)] [Game [int (a + off - 1)] [int (off + 3)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)] [(node [(fun sh => int (a - 1 + sh))] [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (3 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s32_p1 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (3 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s32_p2 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 1)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s32_p3 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s32_p4 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s32_p5 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (b >= 1 /\ c >= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s32_p6 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s32_p7 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s32_p8 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a + b >= 4 /\ b >= 3 /\ c = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s32_p9 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c >= 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s32_p10 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s32_p11 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s32_p12 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s32_p13 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s32_p14 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s32_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 0)%Z ->
  add (int (c - 2)) (int off) == int (c + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (c - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s32_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c >= 1)%Z ->
  add (int (a + c - 1)) (int off) == int (a + c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s32_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s32_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 3 /\ c = 0)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s32_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 4 /\ b >= 3 /\ c = 0)%Z ->
  add (Game [nstar (int (a + 1))] [int a]) (int off) == Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s33_p1 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a + b = 1 /\ c = 0)%Z -> g == int (3 * a + 3 * b + 2 * c - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s33_p2 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (3 * a + 3 * b + 2 * c - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s33_p3 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic (4 * a - 3) 1] [int (2 * a - 2)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s33_p4 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a + c = 4 /\ a >= 1 /\ a <= 2 /\ b = 0)%Z -> g == Game [nstar (int (2 * a + c - 4))] [int (2 * a + c - 5)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s33_p5 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 3)%Z -> g == Game [nstar (int (2 * a + c - 4))] [int (2 * a + c - 5)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s33_p6 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 0 /\ b + c >= 4 /\ b <= 1)%Z -> g == Game [Game [int (2 * b + c - 4)] [int (b - 1)]] [int (b - 2)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s33_p7 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s33_p8 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 2)%Z -> g == Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s33_p9 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (b >= 2 /\ c = 3)%Z -> g == Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s33_p10 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s33_p11 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s33_p12 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s33_p13 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == Game [dyadic (4 * a + 1) 1] [int (2 * a)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s33_p14 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (b >= 2 /\ c >= 4)%Z -> g == Game [Game [int (2 * a + c - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s33_p15 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (b = 3 /\ c = 0)%Z -> g == Game [nstar (int (2 * a))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s33_p16 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (b >= 4 /\ c = 0)%Z -> g == Game [Game [Game [int (3 * a + b - 3)] [dyadic (4 * a + 1) 1]] [int (2 * a)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s33_p17 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s33_p18 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a + b + c >= 5 /\ a >= 1 /\ b <= 1 /\ c >= 2)%Z -> g == Game [Game [int (2 * a + 2 * b + c - 4)] [int (a + b)]] [int (a + b - 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s33_p19 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 1 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z -> g == int (a + b - 2).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s33_p20 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a >= 2 /\ b <= 1 /\ c = 0)%Z -> g == int (a + b - 2).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s33_p21 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s33_p22 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 1)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s33_p23 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s33_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 1 /\ c = 0)%Z ->
  add (int (3 * a + 3 * b + 2 * c - 5)) (int off) == int (3 * a + 3 * b + 2 * c + off - 5).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 3 * b + 2 * c - 5 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b + c >= 4 /\ b <= 1)%Z ->
  add (Game [Game [int (2 * b + c - 4)] [int (b - 1)]] [int (b - 2)]) (int off) == Game [Game [int (2 * b + c + off - 4)] [int (b + off - 1)]] [int (b + off - 2)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * b + c - 4 + sh))] [(fun sh => int (b - 1 + sh))])] [(fun sh => int (b - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 1)%Z ->
  add (nstar (int (-1))) (int off) == Game [int (off - 1)] [int (off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b = 1 /\ c = 2)%Z ->
  add (Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)]) (int off) == Game [Game [int (2 * a + c + off - 2)] [int (2 * a + c + off - 2)]] [int (2 * a + c + off - 3)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + c - 2 + sh))] [(fun sh => int (2 * a + c - 2 + sh))])] [(fun sh => int (2 * a + c - 3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c = 3)%Z ->
  add (Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)]) (int off) == Game [Game [int (2 * a + c + off - 2)] [int (2 * a + c + off - 2)]] [int (2 * a + c + off - 3)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + c - 2 + sh))] [(fun sh => int (2 * a + c - 2 + sh))])] [(fun sh => int (2 * a + c - 3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (int (2 * a - 1)) (int off) == int (2 * a + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p12_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c = 1)%Z ->
  add (nstar (int (2 * a))) (int off) == Game [int (2 * a + off)] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + sh))] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p13_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c = 2)%Z ->
  add (Game [dyadic (4 * a + 1) 1] [int (2 * a)]) (int off) == Game [dyadic (4 * a + 2 * off + 1) 1] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (4 * a + 1 + sh * pw 1) 1)] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p14_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c >= 4)%Z ->
  add (Game [Game [int (2 * a + c - 2)] [int (2 * a + 1)]] [int (2 * a)]) (int off) == Game [Game [int (2 * a + c + off - 2)] [int (2 * a + off + 1)]] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + c - 2 + sh))] [(fun sh => int (2 * a + 1 + sh))])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p15_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 3 /\ c = 0)%Z ->
  add (Game [nstar (int (2 * a))] [int (2 * a)]) (int off) == Game [Game [int (2 * a + off)] [int (2 * a + off)]] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + sh))] [(fun sh => int (2 * a + sh))])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s33_p16_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 4 /\ c = 0)%Z ->
  add (Game [Game [Game [int (3 * a + b - 3)] [dyadic (4 * a + 1) 1]] [int (2 * a)]] [int (2 * a)]) (int off) == Game [Game [Game [int (3 * a + b + off - 3)] [dyadic (4 * a + 2 * off + 1) 1]] [int (2 * a + off)]] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (3 * a + b - 3 + sh))] [(fun sh => dyadic (4 * a + 1 + sh * pw 1) 1)])] [(fun sh => int (2 * a + sh))])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s34_p1 {a : Z} {g : game} : holds (s34_pieces a) g -> (a <= 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s34_p2 {a : Z} {g : game} : holds (s34_pieces a) g -> (a = 2)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s34_p3 {a : Z} {g : game} : holds (s34_pieces a) g -> (a = 3)%Z -> g == Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s34_p4 {a : Z} {g : game} : holds (s34_pieces a) g -> (a >= 4)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s35_p1 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a - c <= 1 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z -> g == dyadic (5 * a + 4 * c - 14) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s35_p2 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a - b = 1 /\ a <= 2 /\ c = 2)%Z -> g == Game [dyadic (24 * a - 6 * b + 15 * c - 58) 3] [dyadic (12 * a - 4 * b + 7 * c - 30) 2].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s35_p3 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic (24 * a - 6 * b + 15 * c - 58) 3] [dyadic (12 * a - 4 * b + 7 * c - 30) 2].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s35_p4 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic (24 * a - 6 * b + 15 * c - 58) 3] [dyadic (12 * a - 4 * b + 7 * c - 30) 2].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s35_p5 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 3)%Z -> g == Game [nstar (int (3 * a - 3))] [int (3 * a - 4)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s35_p6 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + b <= 1 /\ b + c >= 4)%Z -> g == Game [Game [int (3 * a + 3 * b + c - 6)] [int (3 * a + 2 * b - 3)]] [int (3 * a + 2 * b - 4)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s35_p7 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a <= 2 /\ (a + c) mod 2 = 0 /\ b = 1 /\ c <= 1)%Z -> g == dyadic (3 * a + 3 * c - 6) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s35_p8 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s35_p9 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 2)%Z -> g == Game [nstar (int (2 * a + 2 * c - 5))] [int (2 * a + 2 * c - 6)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s35_p10 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (b >= 2 /\ c = 3)%Z -> g == Game [nstar (int (2 * a + 2 * c - 5))] [int (2 * a + 2 * c - 6)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s35_p11 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (b >= 2 /\ c = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s35_p12 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s35_p13 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == Game [dyadic (4 * a + 1) 1] [int (2 * a)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s35_p14 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (b >= 2 /\ c >= 4)%Z -> g == Game [Game [int (2 * a + c - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s35_p15 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a - c <= 2 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z -> g == dyadic (2 * a + 3 * c - 8) 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s35_p16 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + b - c = 2 /\ a <= 2 /\ b <= 1)%Z -> g == nstar (int (2 * a + 2 * b - 5)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s35_p17 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c = 2)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s35_p18 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c >= 3)%Z -> g == Game [Game [dyadic (2 * c - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s35_p19 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + c >= 5 /\ a >= 2 /\ a <= 3 /\ b = 1)%Z -> g == Game [Game [dyadic (2 * a + 2 * c - 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s35_p20 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 0)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s35_p21 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s35_p22 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 1)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s35_p23 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [int 1] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s35_p24 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (dyadic 3 1)] [Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s35_p25 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic 5 1] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s35_p26 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 4 /\ b = 0 /\ c >= 3)%Z -> g == Game [Game [dyadic (4 * c + 1) 2] [Game [dyadic 5 1] [int 1]]] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s35_p27 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s35_p28 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [nstar (int (a - 2))]; Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s35_p29 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 2))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s35_p30 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]; Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s35_p31 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s35_p32 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 2)%Z -> g == Game [Game [dyadic 13 2] [int 3]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s35_p33 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 5 /\ b = 0 /\ c >= 3)%Z -> g == Game [Game [Game [int (c + 1)] [nstar (int (c + 1))]] [Game [dyadic 7 1] [int 1]]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s35_p34 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s35_p35 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 2)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [dyadic (2 * a - 5) 1]] [Game [Game [Game [nstar (int (a - 1))] [int 3]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s35_p36 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a - c = 3 /\ a >= 6 /\ b = 0)%Z -> g == Game [Game [Game [int (2 * a - 7)] [Game [int (2 * a - 7)] [int (a - 2)]]] [int (a - 2); Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s35_p37 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 6 /\ a - c <= 2 /\ b = 0)%Z -> g == Game [Game [Game [int (a + c - 4)] [Game [int (a + c - 4)] [int (c + 1)]]] [Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s35_p38 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a - c >= 4 /\ b = 0 /\ c >= 3)%Z -> g == Game [Game [Game [Game [nstar (int (a + c - 4))] [int (a + c - 4)]] [dyadic (2 * a - 3) 1]] [dyadic (2 * a - 5) 1]; Game [Game [int (a + c - 4)] [Game [int (a + c - 4)] [int (c + 1)]]] [int (c + 1); Game [dyadic (2 * a - 3) 1] [int 1]]] [Game [Game [Game [nstar (int (a + c - 3))] [int (c + 1)]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.

Lemma s36_p1 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s36_p2 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (- a + b >= 0 /\ b + c = 1)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s36_p3 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (b >= 2 /\ c = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s36_p4 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s36_p5 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 0 /\ b >= 1 /\ c >= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s36_p6 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a >= 1 /\ b >= 2 /\ c >= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s36_p7 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == Game [int (-2)] [nstar (int (-3))].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s36_p8 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 1 /\ b = 0 /\ c >= 1)%Z -> g == Game [int (a + c - 2)] [dyadic (2 * b + 2 * c - 3) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s36_p9 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (a + c - 2)] [dyadic (2 * b + 2 * c - 3) 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s36_p10 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 1 /\ b = 1 /\ c >= 1)%Z -> g == dyadic (4 * c - 3) 2.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s36_p11 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s36_p12 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 1)%Z -> g == Game [dyadic (4 * c - 3) 2] [Game [nstar (int (c - 1))] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s36_p13 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s36_p14 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s36_p15 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int c] [dyadic (2 * c - 1) 1]] [Game [Game [dyadic (2 * c - 1) 1] [int (c - 1)]] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s36_p16 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s36_p17 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int 0] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s36_p18 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (c + 1)] [dyadic (2 * c - 1) 1]] [Game [Game [nstar (int c)] [int (c - 1)]] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s36_p19 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s36_p20 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s36_p21 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (a + c - 3)] [dyadic (2 * c - 1) 1]] [Game [Game [Game [int (a + c - 4)] [int c]] [int (c - 1)]] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s36_p22 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 3)] [Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s36_p23 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.

Lemma s37_p1 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s37_p2 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (a >= 1 /\ b = 1)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s37_p3 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s37_p4 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (a + b = 3 /\ a <= 1)%Z -> g == Game [nstar (int (2 * a + 1))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s37_p5 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (a + b >= 4 /\ b >= 2)%Z -> g == Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s37_p6 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s37_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z ->
  add (int (2 * a + 2 * b - 3)) (int off) == int (2 * a + 2 * b + off - 3).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + 2 * b - 3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s37_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 2)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s37_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a + b = 3 /\ a <= 1)%Z ->
  add (Game [nstar (int (2 * a + 1))] [int (2 * a)]) (int off) == Game [Game [int (2 * a + off + 1)] [int (2 * a + off + 1)]] [int (2 * a + off)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + 1 + sh))] [(fun sh => int (2 * a + 1 + sh))])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s37_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a + b >= 4 /\ b >= 2)%Z ->
  add (Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)]) (int off) == Game [Game [int (3 * a + b + off - 2)] [int (2 * a + off + 1)]] [int (2 * a + off)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 * a + b - 2 + sh))] [(fun sh => int (2 * a + 1 + sh))])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s38_p1 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (3 * c - 8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s38_p2 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s38_p3 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 0 /\ b + c >= 3 /\ b <= 1)%Z -> g == nstar (int (b - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s38_p4 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a + b >= 1 /\ a + b <= 2 /\ b <= 1 /\ c = 0)%Z -> g == int (3 * a + 3 * b - 7).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s38_p5 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s38_p6 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a + b = 2 /\ a - c = 0 /\ a <= 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s38_p7 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s38_p8 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b = 2 /\ c = 1)%Z -> g == Game [int (2 * a)] [dyadic (4 * a - 1) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s38_p9 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b >= 2 /\ c >= 2)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s38_p10 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b = 3 /\ c = 0)%Z -> g == Game [nstar (int (2 * a))] [int (2 * a - 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s38_p11 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b = 3 /\ c = 1)%Z -> g == Game [int (2 * a)] [Game [Game [nstar (int (2 * a))] [int (2 * a)]] [int (2 * a)]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s38_p12 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b >= 4 /\ c = 0)%Z -> g == Game [Game [Game [int (3 * a + b - 3)] [Game [int (2 * a)] [nstar (int (2 * a))]]] [int (2 * a)]] [int (2 * a - 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s38_p13 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b >= 4 /\ c = 1)%Z -> g == Game [int (2 * a)] [Game [Game [Game [Game [int (3 * a + b - 3)] [dyadic (8 * a + 1) 2]] [int (2 * a)]] [int (2 * a)]] [int (2 * a)]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s38_p14 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (2 * a + 2 * b - 5) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s38_p15 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * b - 5) 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s38_p16 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 3 /\ b <= 1 /\ c = 1)%Z -> g == dyadic (2 * a + 2 * b - 5) 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s38_p17 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 2)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s38_p18 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c >= 3)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s38_p19 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a + b >= 2 /\ b <= 1 /\ c = 2)%Z -> g == nstar (dyadic (2 * a + 2 * b - 3) 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s38_p20 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s38_p21 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a + b = 3 /\ a >= 2 /\ a + c <= 3)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s38_p22 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s38_p23 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 7) 1] [int 0].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s38_p24 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.

