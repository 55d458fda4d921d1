(* A part of the proof in tf_erickson_first_b2.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a __ FF" "{{a-3|a-2}|{*|1}}" --where "a>=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_first_b2_base.


Lemma s1_p1 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (2 * b - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p2 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s1_p3 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == int (2 * b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s1_p4 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (a >= 2 /\ a <= 3 /\ b = 1)%Z -> g == int (2 * b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s1_p5 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (a + b = 2 /\ a >= 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s1_p6 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (a >= 3 /\ b = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s1_p7 {a b : Z} {g : game} : holds (s1_pieces a b) g -> (a >= 4 /\ b = 1)%Z -> g == Game [nstar (int (a - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s2_p1 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p2 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (2 * a - b = 2 /\ a <= 2 /\ c = 0)%Z -> g == dyadic (2 * a + b - 4) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s2_p3 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a + b <= 3 /\ (a) mod 3 = 0 /\ b + c = 1)%Z -> g == dyadic (2 * a + b - 4) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s2_p4 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a >= 3 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z -> g == dyadic (2 * a + b - 4) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s2_p5 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s2_p6 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s2_p7 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s2_p8 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s2_p9 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s2_p10 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a + c = 2 /\ a >= 1 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s2_p11 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s2_p12 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s2_p13 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s2_p14 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s2_p15 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s2_p16 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s2_p17 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s2_p18 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s2_p19 {a b c : Z} {g : game} : holds (s2_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (int (a - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.

Lemma s3_p1 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (2 * b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s3_p3 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == Game [int (a - 1)] [dyadic (2 * b - 1) 1].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s3_p4 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == Game [int (a - 1)] [dyadic (2 * b - 1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s3_p5 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s3_p6 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s3_p7 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s3_p8 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s3_p9 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [Game [int (a - 2)] [dyadic 1 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s3_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z ->
  add (int (2 * b - 2)) (int off) == int (2 * b + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (Game [int (a - 1)] [dyadic (2 * b - 1) 1]) (int off) == Game [int (a + off - 1)] [dyadic (2 * b + 2 * off - 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => dyadic (2 * b - 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ b = 1)%Z ->
  add (Game [int (a - 1)] [dyadic (2 * b - 1) 1]) (int off) == Game [int (a + off - 1)] [dyadic (2 * b + 2 * off - 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => dyadic (2 * b - 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z ->
  add (dyadic 1 2) (int off) == dyadic (4 * off + 1) 2.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]]) (int off) == Game [dyadic (4 * off + 1) 2] [Game [Game [int off] [int off]] [int off]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(node [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]) (int off) == Game [Game [int (off + 1)] [dyadic (2 * off + 1) 1]] [Game [Game [dyadic (2 * off + 1) 1] [int off]] [int off]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p8_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]) (int off) == Game [Game [int (off + 2)] [dyadic (2 * off + 1) 1]] [Game [Game [Game [int (off + 1)] [int (off + 1)]] [int off]] [int off]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(node [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p9_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (Game [Game [int (a - 2)] [dyadic 1 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]]) (int off) == Game [Game [int (a + off - 2)] [dyadic (2 * off + 1) 1]] [Game [Game [Game [int (a + off - 3)] [int (off + 1)]] [int off]] [int off]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(node [(node [(node [(fun sh => int (a - 3 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s4_p1 {a : Z} {g : game} : holds (s4_pieces a) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s5_p1 {a : Z} {g : game} : holds (s5_pieces a) g -> (True)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s5_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s6_p1 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s6_p2 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s6_p3 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s6_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s6_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s7_p1 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s7_p2 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s7_p3 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s7_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z ->
  add (int (b - 2)) (int off) == int (b + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s7_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s8_p1 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (3 * b + 2 * c - 4) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s8_p2 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s8_p3 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s8_p4 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s8_p5 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s8_p6 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s8_p7 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s8_p8 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s8_p9 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s8_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b <= 1 /\ c <= 1)%Z ->
  add (dyadic (3 * b + 2 * c - 4) 1) (int off) == dyadic (3 * b + 2 * c + 2 * off - 4) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (3 * b + 2 * c - 4 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z ->
  add (nstar (int (a + c))) (int off) == Game [int (a + c + off)] [int (a + c + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c + sh))] [(fun sh => int (a + c + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z ->
  add (Game [nstar (int (a + 1))] [int a]) (int off) == Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z ->
  add (Game [int (2 * a + b - 1)] [int (a + 1)]) (int off) == Game [int (2 * a + b + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s9_p1 {a : Z} {g : game} : holds (s9_pieces a) g -> (True)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s9_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s10_p1 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s10_p2 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (b >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s10_p3 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s10_p4 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s10_p5 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [dyadic 1 1] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s10_p6 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s10_p7 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s10_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (Game [nstar (int 0)] [int 0]) (int off) == Game [Game [int off] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [Game [dyadic 1 1] [int 0]] [int 0]) (int off) == Game [Game [dyadic (2 * off + 1) 1] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (Game [Game [nstar (int 1)] [int 0]] [int 0]) (int off) == Game [Game [Game [int (off + 1)] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]) (int off) == Game [Game [Game [int (a + off - 3)] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a - 3 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s11_p1 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a + b = 1 /\ c = 0)%Z -> g == int (3 * a + 2 * b + c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s11_p2 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (3 * a + 2 * b + c - 4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s11_p3 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a = 0 /\ b + c >= 2 /\ b <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s11_p4 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s11_p5 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a = 1 /\ - b + c >= 1 /\ b <= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s11_p6 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a >= 2 /\ b <= 1 /\ c >= 2)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s11_p7 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a - c = 2 /\ a <= 3 /\ b = 0)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s11_p8 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s11_p9 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s11_p10 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s11_p11 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 1 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s11_p12 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s11_p13 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [int (a - 2)] [int 1].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s11_p14 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int (a - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.

Lemma s12_p1 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s12_p2 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s12_p3 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s12_p4 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s12_p5 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s12_p6 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b + d = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s12_p7 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s12_p8 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s12_p9 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s12_p10 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s12_p11 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s12_p12 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s12_p13 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s12_p14 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s12_p15 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s12_p16 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s12_p17 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s12_p18 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s12_p19 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s12_p20 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s12_p21 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s12_p22 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a + b = 2 /\ a + c = 1 /\ d >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s12_p23 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s12_p24 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s12_p25 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s12_p26 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s12_p27 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s12_p28 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s12_p29 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s12_p30 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s12_p31 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s12_p32 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s12_p33 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s12_p34 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s12_p35 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s12_p36 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s12_p37 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s12_p38 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s12_p39 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s12_p40 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s12_p41 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s12_p42 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int b] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s12_p43 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s12_p44 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s12_p45 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s12_p46 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 3 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s12_p47 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s12_p48 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s12_p49 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s12_p50 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s12_p51 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s12_p52 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s12_p53 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s12_p54 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s12_p55 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a - 2)] [int 1].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s12_p56 {a b c d : Z} {g : game} : holds (s12_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (a - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.

Lemma s13_p1 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (- a + b >= 0 /\ b <= 1 /\ c = 0)%Z -> g == dyadic (a + 8 * b - 8) 2.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s13_p2 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (- a + b >= 0 /\ b <= 1 /\ c >= 1)%Z -> g == dyadic (a + 2 * b - 2) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s13_p3 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s13_p4 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 1)] [dyadic (2 * b - 1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s13_p5 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 1)] [dyadic (2 * b - 1) 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s13_p6 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a - b = 1 /\ a <= 2 /\ c >= 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s13_p7 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s13_p8 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s13_p9 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s13_p10 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s13_p11 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s13_p12 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s13_p13 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s13_p14 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int (a - 2)] [dyadic 1 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s13_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + b >= 0 /\ b <= 1 /\ c >= 1)%Z ->
  add (dyadic (a + 2 * b - 2) 1) (int off) == dyadic (a + 2 * b + 2 * off - 2) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (a + 2 * b - 2 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - b = 1 /\ a <= 2 /\ c >= 1)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [nstar (int 1)] [int 0]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 1 /\ c >= 1)%Z ->
  add (Game [int (a - 1)] [int 1]) (int off) == Game [int (a + off - 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p13_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [Game [int (a - 2)] [int 1]] [int 0]) (int off) == Game [Game [int (a + off - 2)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s14_p1 {a b : Z} {g : game} : holds (s14_pieces a b) g -> (a <= 1 /\ b <= 1)%Z -> g == int (a + b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s14_p2 {a b : Z} {g : game} : holds (s14_pieces a b) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s14_p3 {a b : Z} {g : game} : holds (s14_pieces a b) g -> (a = 2 /\ b <= 1)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s14_p4 {a b : Z} {g : game} : holds (s14_pieces a b) g -> (a = 3 /\ b <= 1)%Z -> g == Game [dyadic (2 * b + 1) 1] [int b].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s14_p5 {a b : Z} {g : game} : holds (s14_pieces a b) g -> (a = 4 /\ b <= 1)%Z -> g == Game [nstar (int (b + 1))] [int b].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s14_p6 {a b : Z} {g : game} : holds (s14_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [nstar (int (b + 1))] [int b].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s14_p7 {a b : Z} {g : game} : holds (s14_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [Game [int (a - 2)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s15_p1 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c <= 1)%Z -> g == int (a + c - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s15_p2 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (c >= 2)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s15_p3 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 0 /\ b = 1 /\ c <= 1)%Z -> g == dyadic (2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s15_p4 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s15_p5 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s15_p6 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c <= 1)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s15_p7 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s15_p8 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a + 2 * b = 4 /\ a - 2 * c = 2)%Z -> g == Game [nstar (int (c + 1))] [int c].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s15_p9 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (c + 1))] [int c].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s15_p10 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int (c + 1))] [int c].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s15_p11 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (a + b - 1)] [int 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s15_p12 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a >= 2 /\ b >= 2 /\ (b) mod 2 = 0 /\ c = 0)%Z -> g == Game [Game [int (a + b - 2)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s15_p13 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int (a + b - 2)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s15_p14 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (- a + b >= 3 /\ a <= 1 /\ (b) mod 2 = 0 /\ c = 0)%Z -> g == Game [Game [int (a + b - 2)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s15_p15 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (2 * a + b >= 5 /\ b >= 3 /\ (b) mod 2 = 1 /\ c = 0)%Z -> g == Game [Game [int (a + b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s15_p16 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [dyadic 3 1] [int 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s15_p17 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [dyadic 3 1] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s15_p18 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [nstar (int 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s15_p19 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.

Lemma s16_p1 {a b : Z} {g : game} : holds (s16_pieces a b) g -> (b <= 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s16_p2 {a b : Z} {g : game} : holds (s16_pieces a b) g -> (b >= 2)%Z -> g == int (a + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s17_p1 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s17_p2 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s17_p3 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a + b = 1 /\ a - c = 0 /\ d = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s17_p4 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ d >= 2)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s17_p5 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s17_p6 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s17_p7 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s17_p8 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b + c = 2 /\ b + d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s17_p9 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s17_p10 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s17_p11 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (c - 2)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s17_p12 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int (c - 3)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s17_p13 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s17_p14 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (b >= 1 /\ d >= 2)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s17_p15 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s17_p16 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a + c = 1 /\ - a + b <= 1 /\ b + d = 2 /\ b >= 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s17_p17 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s17_p18 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s17_p19 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s17_p20 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s17_p21 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s17_p22 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s17_p23 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s17_p24 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s17_p25 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s17_p26 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s17_p27 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s17_p28 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s17_p29 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s17_p30 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s17_p31 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s17_p32 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s17_p33 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s17_p34 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s17_p35 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b + d = 1 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s17_p36 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a + d = 2 /\ a - b = 1 /\ c = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s17_p37 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s17_p38 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s17_p39 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [dyadic (2 * c - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s17_p40 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s17_p41 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s17_p42 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s17_p43 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s17_p44 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int c] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s17_p45 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (c - 1)] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s17_p46 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s17_p47 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s17_p48 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s17_p49 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s17_p50 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s17_p51 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s17_p52 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [int 0].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s17_p53 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s17_p54 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s17_p55 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s17_p56 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s17_p57 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (c + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s17_p58 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int c] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s17_p59 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s17_p60 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [dyadic (2 * c + 3) 1] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s17_p61 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s17_p62 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s17_p63 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (a - 1))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s17_p64 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (a + c - 1)] [Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s17_p65 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (a + c - 2)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s17_p66 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s17_p67 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s17_p68 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.

Lemma s18_p1 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (b = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s18_p2 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (b >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s18_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s18_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s19_p1 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (b = 0 /\ c <= 1)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s19_p2 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (c >= 2)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s19_p3 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a = 0 /\ b = 1 /\ c <= 1)%Z -> g == nstar (int (c + 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s19_p4 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (c + 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s19_p5 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s19_p6 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a + b >= 2 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (a + b + 1)] [int 2].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s19_p7 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a + b >= 3 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (a + b)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

