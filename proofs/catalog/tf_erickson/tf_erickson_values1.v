(* A part of the proof in tf_erickson.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base.


Lemma s1_p1 {a : Z} {g : game} : holds (s1_pieces a) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s2_p1 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p2 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a <= 2 /\ b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s2_p3 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 3 /\ b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s2_p4 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s2_p5 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a - b = 3 /\ a <= 4)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s2_p6 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s2_p7 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s2_p8 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == dyadic 11 2.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s2_p9 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == int 3.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s2_p10 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (a - 1)] [int 3].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s2_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 2 /\ b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 3 /\ b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (Game [int 0] [dyadic (-1) 1]) (int off) == Game [int off] [dyadic (2 * off - 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => dyadic (-1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b = 3 /\ a <= 4)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z ->
  add (dyadic 5 1) (int off) == dyadic (2 * off + 5) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p8_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (dyadic 11 2) (int off) == dyadic (4 * off + 11) 2.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (11 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p9_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (int 3) (int off) == int (off + 3).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p10_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 1)%Z ->
  add (Game [int (a - 1)] [int 3]) (int off) == Game [int (a + off - 1)] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s3_p1 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a + b <= 1)%Z -> g == int (3 * a + 3 * b - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s3_p3 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a >= 1 /\ b = 1)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s3_p4 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a >= 2 /\ a <= 3 /\ b = 0)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s3_p5 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s3_p6 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 5 /\ b = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s3_p7 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a >= 6 /\ b = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s3_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a + b <= 1)%Z ->
  add (int (3 * a + 3 * b - 4)) (int off) == int (3 * a + 3 * b + off - 4).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 3 * b - 4 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 1)%Z ->
  add (dyadic (2 * a + 2 * b - 3) 1) (int off) == dyadic (2 * a + 2 * b + 2 * off - 3) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * b - 3 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ a <= 3 /\ b = 0)%Z ->
  add (dyadic (2 * a + 2 * b - 3) 1) (int off) == dyadic (2 * a + 2 * b + 2 * off - 3) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * b - 3 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (dyadic 9 2) (int off) == dyadic (4 * off + 9) 2.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (9 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 5 /\ b = 0)%Z ->
  add (Game [int 3] [nstar (int 3)]) (int off) == Game [int (off + 3)] [Game [int (off + 3)] [int (off + 3)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 + sh))] [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 6 /\ b = 0)%Z ->
  add (Game [int (a - 2)] [Game [int (a - 2)] [int 3]]) (int off) == Game [int (a + off - 2)] [Game [int (a + off - 2)] [int (off + 3)]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s4_p1 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (- a + b >= 0 /\ b <= 1)%Z -> g == int (3 * a + 2 * b - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p2 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s4_p3 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s4_p4 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s4_p5 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s5_p1 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == int (3 * b + 2 * c - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s5_p2 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s5_p3 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s5_p4 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a + b = 3 /\ a >= 1 /\ a <= 2 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 5)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s5_p5 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 5)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s5_p6 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (3 * a + b - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s5_p7 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s5_p8 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s5_p9 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s5_p10 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s5_p11 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int (3 * a)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s5_p12 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s5_p13 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s5_p14 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == dyadic (4 * a - 3) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s5_p15 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [int (2 * a - 3)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s5_p16 {a b c : Z} {g : game} : holds (s5_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.

Lemma s6_p1 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == int (4 * b + 2 * c - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s6_p2 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s6_p3 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == nstar (dyadic (4 * a + 3 * b + 3 * c - 8) 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s6_p4 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a + c >= 1 /\ a <= 1 /\ b + c <= 2 /\ (b + c) mod 2 = 0 /\ c <= 1)%Z -> g == nstar (dyadic (4 * a + 3 * b + 3 * c - 8) 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s6_p5 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s6_p6 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s6_p7 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s6_p8 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 1)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s6_p9 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a = 1 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 1)%Z -> g == dyadic (3 * b - 2) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s6_p10 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a + b >= 2 /\ b + c = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s6_p11 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a = 2 /\ b - c = 0 /\ b <= 1)%Z -> g == nstar (int (a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s6_p12 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s6_p13 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == Game [int (2 * a - 1)] [int a].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s6_p14 {a b c : Z} {g : game} : holds (s6_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.

Lemma s7_p1 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s7_p2 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s7_p3 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s7_p4 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s7_p5 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s7_p6 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s7_p7 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s7_p8 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s7_p9 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (c - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s7_p10 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s7_p11 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s7_p12 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s7_p13 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a + b = 1 /\ a + c = 1 /\ a - d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s7_p14 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s7_p15 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s7_p16 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s7_p17 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * b + c - 1)] [nstar (int b)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s7_p18 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s7_p19 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s7_p20 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == dyadic (2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s7_p21 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s7_p22 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s7_p23 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s7_p24 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s7_p25 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s7_p26 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s7_p27 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s7_p28 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * c - 7) 1.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s7_p29 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * c - 7) 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s7_p30 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s7_p31 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s7_p32 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s7_p33 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (3 * a + c - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s7_p34 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s7_p35 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a + b >= 2 /\ b + d = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s7_p36 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s7_p37 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s7_p38 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == int (2 * a + c - 2).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s7_p39 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [int 2].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s7_p40 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s7_p41 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s7_p42 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s7_p43 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s7_p44 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s7_p45 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a - 1)] [int a].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s7_p46 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a - 3)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s7_p47 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s7_p48 {a b c d : Z} {g : game} : holds (s7_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.

Lemma s8_p1 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + c <= 1 /\ b = 0)%Z -> g == int (3 * a + 3 * c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s8_p2 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s8_p3 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s8_p4 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s8_p5 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 2] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s8_p6 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + b >= 2 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s8_p7 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s8_p8 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + b = 4 /\ a <= 1 /\ c = 0)%Z -> g == Game [Game [int (a + 2)] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (int (a + 1))] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s8_p9 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a + b >= 5 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s8_p10 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s8_p11 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s8_p12 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s8_p13 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s8_p14 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic 5 1] [dyadic 9 2].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s8_p15 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s8_p16 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s8_p17 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s8_p18 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s8_p19 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s8_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (int (-1))) (int off) == Game [int (off - 1)] [int (off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 1)%Z ->
  add (dyadic 1 2) (int off) == dyadic (4 * off + 1) 2.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (Game [dyadic 1 2] [dyadic (-1) 2]) (int off) == Game [dyadic (4 * off + 1) 2] [dyadic (4 * off - 1) 2].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(fun sh => dyadic (-1 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 2 /\ b >= 1 /\ c = 1)%Z ->
  add (Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]) (int off) == Game [int (2 * a + b + off - 1)] [dyadic (2 * a + 2 * off + 1) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 3 /\ c = 0)%Z ->
  add (Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]) (int off) == Game [Game [int (off + 1)] [dyadic (2 * off + 1) 1]] [Game [Game [dyadic (2 * off + 1) 1] [int off]] [int off]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 4 /\ a <= 1 /\ c = 0)%Z ->
  add (Game [Game [int (a + 2)] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (int (a + 1))] [int a]] [int a]]) (int off) == Game [Game [int (a + off + 2)] [dyadic (2 * a + 2 * off + 1) 1]] [Game [Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 2 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(node [(node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 5 /\ b >= 3 /\ c = 0)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]]) (int off) == Game [Game [int (2 * a + b + off - 2)] [dyadic (2 * a + 2 * off + 1) 1]] [Game [Game [Game [int (2 * a + b + off - 3)] [int (a + off + 1)]] [int (a + off)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(node [(node [(node [(fun sh => int (2 * a + b - 3 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p12_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (dyadic (2 * a - 1) 1)) (int off) == Game [dyadic (2 * a + 2 * off - 1) 1] [dyadic (2 * a + 2 * off - 1) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)] [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p13_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b = 2 /\ c = 0)%Z ->
  add (Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]]) (int off) == Game [Game [int (2 * a + off)] [dyadic (2 * a + 2 * off + 1) 1]] [Game [Game [int (a + off)] [int (a + off)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p14_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 1 /\ c = 0)%Z ->
  add (Game [dyadic 5 1] [dyadic 9 2]) (int off) == Game [dyadic (2 * off + 5) 1] [dyadic (4 * off + 9) 2].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (5 + sh * pw 1) 1)] [(fun sh => dyadic (9 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p16_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 4 /\ b = 1 /\ c = 0)%Z ->
  add (Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]]) (int off) == Game [dyadic (2 * off + 7) 1] [Game [int (off + 3)] [Game [int (off + 3)] [int (off + 3)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (7 + sh * pw 1) 1)] [(node [(fun sh => int (3 + sh))] [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p18_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 5 /\ b = 1 /\ c = 0)%Z ->
  add (Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]]) (int off) == Game [dyadic (2 * a + 2 * off - 1) 1] [Game [int (a + off - 1)] [Game [int (a + off - 1)] [int (off + 3)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)] [(node [(fun sh => int (a - 1 + sh))] [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (3 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s9_p1 {a : Z} {g : game} : holds (s9_pieces a) g -> (True)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s9_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s10_p1 {a b : Z} {g : game} : holds (s10_pieces a b) g -> (True)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s10_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int (2 * a + b - 1)) (int off) == int (2 * a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s11_p1 {a b : Z} {g : game} : holds (s11_pieces a b) g -> (b = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s11_p2 {a b : Z} {g : game} : holds (s11_pieces a b) g -> (b >= 1)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s11_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (int (2 * a - 2)) (int off) == int (2 * a + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s11_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s12_p1 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s12_p2 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (c >= 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s12_p3 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s12_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s12_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (nstar (int (2 * a + b - 1))) (int off) == Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s13_p1 {a b : Z} {g : game} : holds (s13_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s13_p2 {a b : Z} {g : game} : holds (s13_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s13_p3 {a b : Z} {g : game} : holds (s13_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == nstar (int (2 * a + b - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s13_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z ->
  add (int (b - 3)) (int off) == int (b + off - 3).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (3 * a)) (int off) == int (3 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s14_p1 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c = 0)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s14_p2 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s14_p3 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s14_p4 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s14_p5 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s14_p6 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s14_p7 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s14_p8 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s14_p9 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (2 * a + 1))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s14_p10 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (3 * a + b - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s14_p11 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s14_p12 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a = 1 /\ - b + c >= 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s14_p13 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s14_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b <= 1 /\ c = 0)%Z ->
  add (int (2 * a + 2 * b - 3)) (int off) == int (2 * a + 2 * b + off - 3).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + 2 * b - 3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (3 * a + b)) (int off) == int (3 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 1)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 1)%Z ->
  add (nstar (int (2 * a + b + c - 2))) (int off) == Game [int (2 * a + b + c + off - 2)] [int (2 * a + b + c + off - 2)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b + c - 2 + sh))] [(fun sh => int (2 * a + b + c - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z ->
  add (Game [nstar (int (2 * a + 1))] [int (2 * a)]) (int off) == Game [Game [int (2 * a + off + 1)] [int (2 * a + off + 1)]] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + 1 + sh))] [(fun sh => int (2 * a + 1 + sh))])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z ->
  add (Game [int (3 * a + b - 1)] [int (2 * a + 1)]) (int off) == Game [int (3 * a + b + off - 1)] [int (2 * a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + b - 1 + sh))] [(fun sh => int (2 * a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z ->
  add (Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)]) (int off) == Game [Game [int (3 * a + b + off - 2)] [int (2 * a + off + 1)]] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 * a + b - 2 + sh))] [(fun sh => int (2 * a + 1 + sh))])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s15_p1 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s15_p2 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s15_p3 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (b >= 1 /\ c <= 1)%Z -> g == int (2 * a + b + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s15_p4 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + c - 2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s15_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (3 * a + 2 * b)) (int off) == int (3 * a + 2 * b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s15_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c <= 1)%Z ->
  add (int (2 * a + b + c - 1)) (int off) == int (2 * a + b + c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s16_p1 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s16_p2 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s16_p3 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s16_p4 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s16_p5 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s16_p6 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s16_p7 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s16_p8 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s16_p9 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s16_p10 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s16_p11 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s16_p12 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s16_p13 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s16_p14 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s16_p15 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s16_p16 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s16_p17 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s16_p18 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s16_p19 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s16_p20 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s16_p21 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s16_p22 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s16_p23 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s16_p24 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s16_p25 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s16_p10_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z ->
  add (Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)]) (int off) == Game [int (3 * a + 2 * b + c + off - 1)] [int (2 * a + b + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + 2 * b + c - 1 + sh))] [(fun sh => int (2 * a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p11_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z ->
  add (Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]) (int off) == Game [Game [int (3 * a + 2 * b + c + off - 2)] [int (2 * a + b + off + 1)]] [int (2 * a + b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 * a + 2 * b + c - 2 + sh))] [(fun sh => int (2 * a + b + 1 + sh))])] [(fun sh => int (2 * a + b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c = 1 /\ d = 0)%Z ->
  add (nstar (int (2 * a + b))) (int off) == Game [int (2 * a + b + off)] [int (2 * a + b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b + sh))] [(fun sh => int (2 * a + b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 1 /\ d >= 2)%Z ->
  add (int (3 * a + 2 * b + c)) (int off) == int (3 * a + 2 * b + c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s16_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z ->
  add (Game [nstar (int 2)] [int 1]) (int off) == Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s17_p1 {a : Z} {g : game} : holds (s17_pieces a) g -> (True)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s17_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 2) (int off) == int (off + 2).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s18_p1 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s18_p2 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (a <= 2 /\ b >= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s18_p3 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (a >= 3 /\ b >= 2)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s18_p4 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s18_p5 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (a - b >= 3 /\ b <= 1)%Z -> g == Game [nstar (int (a + b - 1))] [int (3 * b)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s18_p6 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [nstar (int (a + b - 1))] [int (3 * b)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s18_p7 {a b : Z} {g : game} : holds (s18_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s18_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 2 /\ b >= 1)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s18_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 3 /\ b >= 2)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s18_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s18_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b >= 3 /\ b <= 1)%Z ->
  add (Game [nstar (int (a + b - 1))] [int (3 * b)]) (int off) == Game [Game [int (a + b + off - 1)] [int (a + b + off - 1)]] [int (3 * b + off)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])] [(fun sh => int (3 * b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s18_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (Game [nstar (int (a + b - 1))] [int (3 * b)]) (int off) == Game [Game [int (a + b + off - 1)] [int (a + b + off - 1)]] [int (3 * b + off)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])] [(fun sh => int (3 * b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s18_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z ->
  add (Game [nstar (int 3)] [int 3]) (int off) == Game [Game [int (off + 3)] [int (off + 3)]] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s19_p1 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a = 0 /\ b = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s19_p2 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a <= 2 /\ b >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s19_p3 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a >= 3 /\ b + c >= 2 /\ b >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s19_p4 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s19_p5 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s19_p6 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c >= 1)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s19_p7 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s19_p8 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s19_p9 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 11 2.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s19_p10 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == int 3.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s19_p11 {a b c : Z} {g : game} : holds (s19_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 1)] [int 3].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s19_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 2 /\ b >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s19_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b + c >= 2 /\ b >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s19_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b = 0 /\ c >= 1)%Z ->
  add (nstar (int (a + c - 1))) (int off) == Game [int (a + c + off - 1)] [int (a + c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(fun sh => int (a + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s20_p1 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == int (2 * b + c - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s20_p2 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int (2 * a - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s20_p3 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z -> g == int (2 * a - 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s20_p4 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a = 0 /\ b = 1 /\ c >= 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s20_p5 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s20_p6 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s20_p7 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s20_p8 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c >= 2)%Z -> g == nstar (int (2 * a + b - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s20_p9 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s20_p10 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s20_p11 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s20_p12 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.

Lemma s21_p1 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s21_p2 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s21_p3 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s21_p4 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s21_p5 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s21_p6 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s21_p7 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s21_p8 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s21_p9 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s21_p10 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s21_p11 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s21_p12 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s21_p13 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s21_p14 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s21_p15 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s21_p16 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s21_p17 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s21_p18 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s21_p19 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s21_p20 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a <= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s21_p21 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 2 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s21_p22 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s21_p23 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (b - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s21_p24 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (b - 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s21_p25 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a + b = 3 /\ a >= 1 /\ a <= 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s21_p26 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s21_p27 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s21_p28 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (b - 2)] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s21_p29 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s21_p30 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (b - 1)] [int 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s21_p31 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s21_p32 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s21_p33 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s21_p34 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s21_p35 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s21_p36 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s21_p37 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b - 7) 1.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s21_p38 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b - 7) 1.
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s21_p39 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s21_p40 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (3 * a)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s21_p41 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 3] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s21_p42 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s21_p43 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s21_p44 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (3 * a + b - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s21_p45 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + b - 1)] [dyadic (4 * a + 1) 1].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s21_p46 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a + b >= 3 /\ a >= 1 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (3 * a + b - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s21_p47 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s21_p48 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (3 * a + b - 2)] [dyadic (4 * a + 1) 1]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s21_p49 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a + b >= 4 /\ a >= 1 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s21_p50 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s21_p51 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s21_p52 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s21_p53 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s21_p54 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a - 3)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s21_p55 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s21_p56 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.

Lemma s22_p1 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (3 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s22_p2 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a = 0 /\ b + c >= 1 /\ b <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s22_p3 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s22_p4 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c >= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s22_p5 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s22_p6 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s22_p7 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s22_p8 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s22_p9 {a b c : Z} {g : game} : holds (s22_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s22_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b + c >= 1 /\ b <= 1)%Z ->
  add (int (b - 2)) (int off) == int (b + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s22_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s22_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b <= 1 /\ c >= 1)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s23_p1 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s23_p2 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s23_p3 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s23_p4 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s23_p5 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s23_p6 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s23_p7 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s23_p8 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s23_p9 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s23_p10 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s23_p11 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 2] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s23_p12 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s23_p13 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s23_p14 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s23_p15 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s23_p16 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s23_p17 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s23_p18 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s23_p19 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s23_p20 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s23_p21 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s23_p22 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s23_p23 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s23_p24 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s23_p25 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s23_p26 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s23_p27 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s23_p28 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s23_p29 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s23_p30 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s23_p31 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s23_p32 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 5 1] [dyadic 9 2].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s23_p33 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s23_p34 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s23_p35 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s23_p36 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s23_p37 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s23_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p10_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p14_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 1)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [nstar (int 1)] [int 0]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int (2 * a + b - 1)] [int (a + 1)]) (int off) == Game [int (2 * a + b + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p27_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [nstar (int 2)] [int 1]) (int off) == Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s24_p1 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s24_p2 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s24_p3 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s24_p4 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s24_p5 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s24_p6 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s24_p7 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s24_p8 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a + b = 1 /\ a - c = 0 /\ d = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s24_p9 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a + b >= 2 /\ b + c = 1 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s24_p10 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s24_p11 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a <= 1 /\ - a + b <= 1 /\ b + c = 2 /\ b >= 1 /\ d = 0)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s24_p12 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s24_p13 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s24_p14 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s24_p15 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s24_p16 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s24_p17 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s24_p18 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s24_p19 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s24_p20 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s24_p21 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s24_p22 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s24_p23 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s24_p24 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a + b - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s24_p25 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s24_p26 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + b - 1)] [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s24_p27 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s24_p28 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s24_p29 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s24_p30 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s24_p31 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s24_p32 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s24_p33 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s24_p34 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s24_p35 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int 3] [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s24_p36 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s24_p37 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s24_p38 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s24_p39 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a - 1)] [int a].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s24_p40 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s24_p41 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s24_p42 {a b c d : Z} {g : game} : holds (s24_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.

Lemma s25_p1 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s25_p2 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s25_p3 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s25_p4 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s25_p5 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s25_p6 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s25_p7 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s25_p8 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s25_p9 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a <= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic (4 * a - 3) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s25_p10 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a - 3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s25_p11 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 2 /\ b >= 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s25_p12 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s25_p13 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s25_p14 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s25_p15 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s25_p16 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s25_p17 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s25_p18 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s25_p19 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 2 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s25_p20 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s25_p21 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b >= 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s25_p22 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s25_p23 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s25_p24 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s25_p25 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [dyadic (4 * a + 2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s25_p26 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s25_p27 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s25_p28 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s25_p29 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s25_p30 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s25_p31 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s25_p32 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s25_p33 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s25_p34 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a - b >= 0 /\ b <= 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s25_p35 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b >= 2 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s25_p36 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s25_p37 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b + c >= 3 /\ c >= 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s25_p38 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b + c >= 4 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s25_p39 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b = 1 /\ a - d = 0 /\ a + c <= 1 /\ c + e = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s25_p40 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 2 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s25_p41 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s25_p42 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s25_p43 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s25_p44 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s25_p45 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 2] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s25_p46 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s25_p47 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s25_p48 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s25_p49 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s25_p50 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s25_p51 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s25_p52 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s25_p53 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int c] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s25_p54 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s25_p55 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s25_p56 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (4 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s25_p57 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s25_p58 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s25_p59 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s25_p60 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s25_p61 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s25_p62 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s25_p63 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s25_p64 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s25_p65 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 2] [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s25_p66 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s25_p67 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s25_p68 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s25_p69 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s25_p70 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [int (2 * a + b - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s25_p71 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s25_p72 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b - 1)] [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s25_p73 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s25_p74 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s25_p75 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s25_p76 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s25_p77 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s25_p78 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s25_p79 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s25_p80 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s25_p81 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 3] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s25_p82 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s25_p83 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s25_p84 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s25_p85 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s25_p86 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 5] [int 2].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s25_p87 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 5] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s25_p88 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s25_p89 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s25_p90 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 3] [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s25_p91 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s25_p92 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s25_p93 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s25_p94 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s25_p95 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 6] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s25_p96 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s25_p97 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s25_p98 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a - 1)] [int a].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s25_p99 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a - 3)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s25_p100 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a)] [Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s25_p101 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s25_p102 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s25_p103 {a b c d e : Z} {g : game} : holds (s25_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.

Lemma s26_p1 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a - b <= 1 /\ (a) mod 2 = 0 /\ b <= 1)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s26_p2 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (b >= 2)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s26_p3 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a - b <= 2 /\ (a) mod 2 = 1 /\ b <= 1)%Z -> g == dyadic (3 * a + 6 * b + 3) 2.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s26_p4 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s26_p5 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [nstar (int 3)] [int 3]] [int 2].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s26_p6 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [nstar (int a)] [int 3]] [int 2].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s26_p7 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == nstar (int 5).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s26_p8 {a b : Z} {g : game} : holds (s26_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (a + 1)] [int 5].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s26_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b <= 1 /\ (a) mod 2 = 0 /\ b <= 1)%Z ->
  add (int (a + b + 1)) (int off) == int (a + b + off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s26_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (a + b + 1)) (int off) == int (a + b + off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s26_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b <= 2 /\ (a) mod 2 = 1 /\ b <= 1)%Z ->
  add (dyadic (3 * a + 6 * b + 3) 2) (int off) == dyadic (3 * a + 6 * b + 4 * off + 3) 2.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (3 * a + 6 * b + 3 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s26_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s26_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [Game [nstar (int 3)] [int 3]] [int 2]) (int off) == Game [Game [Game [int (off + 3)] [int (off + 3)]] [int (off + 3)]] [int (off + 2)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])] [(fun sh => int (3 + sh))])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s26_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 4 /\ b = 0)%Z ->
  add (Game [Game [nstar (int a)] [int 3]] [int 2]) (int off) == Game [Game [Game [int (a + off)] [int (a + off)]] [int (off + 3)]] [int (off + 2)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (3 + sh))])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s26_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 1)%Z ->
  add (nstar (int 5)) (int off) == Game [int (off + 5)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (5 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s26_p8_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 1)%Z ->
  add (Game [int (a + 1)] [int 5]) (int off) == Game [int (a + off + 1)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s27_p1 {a b : Z} {g : game} : holds (s27_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s27_p2 {a b : Z} {g : game} : holds (s27_pieces a b) g -> (b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s27_p3 {a b : Z} {g : game} : holds (s27_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s27_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 1 /\ b = 0)%Z ->
  add (int (a - 2)) (int off) == int (a + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s27_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s27_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ b = 0)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s28_p1 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s28_p2 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s28_p3 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s28_p4 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s28_p5 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s28_p6 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s28_p7 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s28_p8 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s28_p9 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b + c = 2 /\ b + d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s28_p10 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s28_p11 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (c - 3)] [int (-1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s28_p12 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int (c - 4)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s28_p13 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 0)%Z -> g == int (b - 3).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s28_p14 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s28_p15 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b + d >= 3 /\ b >= 1 /\ c = 0 /\ d >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s28_p16 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a <= 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (2 * a + c - 1)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s28_p17 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 2 /\ c = 2 /\ d = 1)%Z -> g == nstar (int (2 * a + c - 1)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s28_p18 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s28_p19 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a <= 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s28_p20 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 2 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (2 * a + c - 2))] [int (2 * a + c - 3)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s28_p21 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (c - 1)] [int 0].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s28_p22 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (c - 2)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s28_p23 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s28_p24 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s28_p25 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s28_p26 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 2 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic (4 * a + 1) 1] [int (2 * a)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s28_p27 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (c - 1)] [int 1].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s28_p28 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int (c - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s28_p29 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (2 * a))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s28_p30 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a + b - 3)] [dyadic (4 * a + 1) 1]] [int (2 * a)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s28_p31 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s28_p32 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s28_p33 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int (2 * a + c - 2).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s28_p34 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s28_p35 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + b + c >= 3 /\ a + c <= 3 /\ b + d = 1 /\ b + c <= 2 /\ c >= 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s28_p36 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + c = 4 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s28_p37 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + c >= 4 /\ a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (2 * a + c - 3)] [int a].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s28_p38 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + c >= 5 /\ a >= 1 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + c - 4)] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s28_p39 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + b >= 2 /\ b + d = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s28_p40 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s28_p41 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b + d >= 3 /\ b >= 1 /\ c = 0 /\ d >= 1)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s28_p42 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (2 * a + c).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s28_p43 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + c >= 3 /\ a >= 1 /\ b = 1 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (2 * a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s28_p44 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a + c >= 4 /\ a >= 1 /\ b = 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + c - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s28_p45 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s28_p46 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s28_p47 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == dyadic (4 * a + 1) 1.
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s28_p48 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (2 * a + c - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s28_p49 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int (2 * a + c - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s28_p50 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s28_p51 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s28_p52 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s28_p53 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.

Lemma s29_p1 {a b : Z} {g : game} : holds (s29_pieces a b) g -> (a <= 2 /\ b <= 1)%Z -> g == int (a + 2 * b).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s29_p2 {a b : Z} {g : game} : holds (s29_pieces a b) g -> (b >= 2)%Z -> g == int (a + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s29_p3 {a b : Z} {g : game} : holds (s29_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s29_p4 {a b : Z} {g : game} : holds (s29_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == dyadic 9 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s29_p5 {a b : Z} {g : game} : holds (s29_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s29_p6 {a b : Z} {g : game} : holds (s29_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == nstar (int 5).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s29_p7 {a b : Z} {g : game} : holds (s29_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (a + 1)] [int 5].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s29_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 2 /\ b <= 1)%Z ->
  add (int (a + 2 * b)) (int off) == int (a + 2 * b + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 2 * b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s29_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (a + 2)) (int off) == int (a + off + 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s29_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [nstar (int 3)] [int 3]) (int off) == Game [Game [int (off + 3)] [int (off + 3)]] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s29_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z ->
  add (dyadic 9 1) (int off) == dyadic (2 * off + 9) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (9 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s29_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 4 /\ b = 0)%Z ->
  add (Game [nstar (int a)] [int 3]) (int off) == Game [Game [int (a + off)] [int (a + off)]] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s29_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 1)%Z ->
  add (nstar (int 5)) (int off) == Game [int (off + 5)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (5 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s29_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 1)%Z ->
  add (Game [int (a + 1)] [int 5]) (int off) == Game [int (a + off + 1)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

