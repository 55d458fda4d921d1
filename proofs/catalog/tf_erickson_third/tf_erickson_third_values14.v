(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s138_p1 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a <= 2 /\ b = 0 /\ c = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s138_p2 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a <= 2 /\ c >= 1)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s138_p3 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a >= 3 /\ b + c >= 2 /\ c >= 1)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s138_p4 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a + 2 * b = 4 /\ a - 2 * c = 2)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s138_p5 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a <= 1 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s138_p6 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a >= 2 /\ b >= 2 /\ c = 0)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s138_p7 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s138_p8 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == dyadic 9 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s138_p9 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == nstar (dyadic 9 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s138_p10 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s138_p11 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s138_p12 {a b c : Z} {g : game} : holds (s138_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == Game [int (a + 1)] [int 5].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s138_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 2 /\ c >= 1)%Z ->
  add (int (a + b + 2)) (int off) == int (a + b + off + 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s138_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b + c >= 2 /\ c >= 1)%Z ->
  add (int (a + b + 2)) (int off) == int (a + b + off + 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s138_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + 2 * b = 4 /\ a - 2 * c = 2)%Z ->
  add (nstar (int (a + b + 1))) (int off) == Game [int (a + b + off + 1)] [int (a + b + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => int (a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s138_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b >= 1 /\ c = 0)%Z ->
  add (nstar (int (a + b + 1))) (int off) == Game [int (a + b + off + 1)] [int (a + b + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => int (a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s138_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b >= 2 /\ c = 0)%Z ->
  add (nstar (int (a + b + 1))) (int off) == Game [int (a + b + off + 1)] [int (a + b + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => int (a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s138_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (dyadic 9 1)) (int off) == Game [dyadic (2 * off + 9) 1] [dyadic (2 * off + 9) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (9 + sh * pw 1) 1)] [(fun sh => dyadic (9 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s138_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 1 /\ c = 0)%Z ->
  add (int (a + 1)) (int off) == int (a + off + 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s139_p1 {a : Z} {g : game} : holds (s139_pieces a) g -> (True)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s139_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 2) (int off) == int (off + 2).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s140_p1 {a : Z} {g : game} : holds (s140_pieces a) g -> (a = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s140_p2 {a : Z} {g : game} : holds (s140_pieces a) g -> (a >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s141_p1 {a b : Z} {g : game} : holds (s141_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s141_p2 {a b : Z} {g : game} : holds (s141_pieces a b) g -> (b >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s141_p3 {a b : Z} {g : game} : holds (s141_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s141_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s141_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s142_p1 {a b : Z} {g : game} : holds (s142_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == nstar (int (2 * b)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s142_p2 {a b : Z} {g : game} : holds (s142_pieces a b) g -> (a >= 1 /\ b = 1)%Z -> g == nstar (int (2 * b)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s142_p3 {a b : Z} {g : game} : holds (s142_pieces a b) g -> (b >= 2)%Z -> g == Game [int (b + 1)] [int 2].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s142_p4 {a b : Z} {g : game} : holds (s142_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s143_p1 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (2 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s143_p2 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (- a + c >= 0 /\ a <= 1 /\ b + c >= 1 /\ b <= 1)%Z -> g == int (a + b - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s143_p3 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s143_p4 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s143_p5 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 2 /\ b <= 1 /\ c = 0)%Z -> g == nstar (dyadic (2 * b - 1) 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s143_p6 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 2 /\ b <= 1 /\ c >= 1)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s143_p7 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s143_p8 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 3 /\ b <= 1 /\ c >= 1)%Z -> g == Game [dyadic (2 * b + 1) 1] [int b].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s143_p9 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s143_p10 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (dyadic 1 1)] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s143_p11 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 4 /\ b <= 1 /\ c >= 1)%Z -> g == Game [nstar (int (b + 1))] [int b].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s143_p12 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int (b + 1))] [int b].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s143_p13 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s143_p14 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (dyadic 1 1)] [int 0].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s143_p15 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s143_p16 {a b c : Z} {g : game} : holds (s143_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c >= 1)%Z -> g == Game [Game [int (a - 2)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s143_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + c >= 0 /\ a <= 1 /\ b + c >= 1 /\ b <= 1)%Z ->
  add (int (a + b - 2)) (int off) == int (a + b + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s143_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s143_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b <= 1 /\ c >= 1)%Z ->
  add (nstar (int b)) (int off) == Game [int (b + off)] [int (b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (b + sh))] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s143_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b <= 1 /\ c >= 1)%Z ->
  add (Game [dyadic (2 * b + 1) 1] [int b]) (int off) == Game [dyadic (2 * b + 2 * off + 1) 1] [int (b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * b + 1 + sh * pw 1) 1)] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s143_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 4 /\ b <= 1 /\ c >= 1)%Z ->
  add (Game [nstar (int (b + 1))] [int b]) (int off) == Game [Game [int (b + off + 1)] [int (b + off + 1)]] [int (b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (b + 1 + sh))] [(fun sh => int (b + 1 + sh))])] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s143_p12_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 5 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [nstar (int (b + 1))] [int b]) (int off) == Game [Game [int (b + off + 1)] [int (b + off + 1)]] [int (b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (b + 1 + sh))] [(fun sh => int (b + 1 + sh))])] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s143_p16_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 5 /\ b = 1 /\ c >= 1)%Z ->
  add (Game [Game [int (a - 2)] [int 2]] [int 1]) (int off) == Game [Game [int (a + off - 2)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s144_p1 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a + b = 1 /\ c = 0)%Z -> g == dyadic (4 * a + 6 * b + 5 * c - 8) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s144_p2 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == dyadic (4 * a + 6 * b + 5 * c - 8) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s144_p3 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 2)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s144_p4 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a <= 1 /\ b + c >= 3 /\ b <= 1)%Z -> g == Game [int (a + 2 * b + c - 3)] [int (a + b - 1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s144_p5 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a + c = 2 /\ a >= 1 /\ b = 1)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s144_p6 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s144_p7 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s144_p8 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == dyadic (2 * a + c) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s144_p9 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (b >= 2 /\ c >= 3)%Z -> g == Game [int (a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s144_p10 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s144_p11 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s144_p12 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s144_p13 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s144_p14 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s144_p15 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 2)%Z -> g == Game [nstar (int c)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s144_p16 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s144_p17 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 2 /\ b = 1 /\ c >= 2)%Z -> g == Game [int (c + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s144_p18 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int (c + 1))] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s144_p19 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [int 2] [Game [Game [dyadic 3 1] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s144_p20 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 3 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (c + 2)] [Game [dyadic 5 1] [int 2]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s144_p21 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int (a + c - 2))] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s144_p22 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [int 3] [Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s144_p23 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a = 4 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (c + 3)] [Game [nstar (int 3)] [int 2]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s144_p24 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 1)] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s144_p25 {a b c : Z} {g : game} : holds (s144_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (a + c - 1)] [Game [Game [int (a - 1)] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.

Lemma s145_p1 {a b c : Z} {g : game} : holds (s145_pieces a b c) g -> (a = 0 /\ b = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s145_p2 {a b c : Z} {g : game} : holds (s145_pieces a b c) g -> (b >= 1)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s145_p3 {a b c : Z} {g : game} : holds (s145_pieces a b c) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s145_p4 {a b c : Z} {g : game} : holds (s145_pieces a b c) g -> (a = 2 /\ b = 0)%Z -> g == Game [nstar (int c)] [int (c - 1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s145_p5 {a b c : Z} {g : game} : holds (s145_pieces a b c) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [int c]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s145_p6 {a b c : Z} {g : game} : holds (s145_pieces a b c) g -> (a = 4 /\ b = 0)%Z -> g == Game [Game [nstar (int (c + 1))] [int c]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s145_p7 {a b c : Z} {g : game} : holds (s145_pieces a b c) g -> (a >= 5 /\ b = 0)%Z -> g == Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s145_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1)%Z ->
  add (int c) (int off) == int (c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s145_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 0)%Z ->
  add (nstar (int (c - 1))) (int off) == Game [int (c + off - 1)] [int (c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (c - 1 + sh))] [(fun sh => int (c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s145_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 0)%Z ->
  add (Game [nstar (int c)] [int (c - 1)]) (int off) == Game [Game [int (c + off)] [int (c + off)]] [int (c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (c + sh))] [(fun sh => int (c + sh))])] [(fun sh => int (c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s145_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [Game [dyadic (2 * c + 1) 1] [int c]] [int (c - 1)]) (int off) == Game [Game [dyadic (2 * c + 2 * off + 1) 1] [int (c + off)]] [int (c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (2 * c + 1 + sh * pw 1) 1)] [(fun sh => int (c + sh))])] [(fun sh => int (c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s145_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 4 /\ b = 0)%Z ->
  add (Game [Game [nstar (int (c + 1))] [int c]] [int (c - 1)]) (int off) == Game [Game [Game [int (c + off + 1)] [int (c + off + 1)]] [int (c + off)]] [int (c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (c + 1 + sh))] [(fun sh => int (c + 1 + sh))])] [(fun sh => int (c + sh))])] [(fun sh => int (c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s145_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int (c - 1)]) (int off) == Game [Game [Game [int (a + c + off - 3)] [int (c + off + 1)]] [int (c + off)]] [int (c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a + c - 3 + sh))] [(fun sh => int (c + 1 + sh))])] [(fun sh => int (c + sh))])] [(fun sh => int (c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s146_p1 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (d - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s146_p2 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1)%Z -> g == int (d - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s146_p3 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 0 /\ b >= 1)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s146_p4 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s146_p5 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ d >= 1)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s146_p6 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == Game [int d] [nstar (int (d - 1))].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s146_p7 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s146_p8 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s146_p9 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == Game [int d] [nstar (int d)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s146_p10 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s146_p11 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == dyadic (2 * d + 1) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s146_p12 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ d = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s146_p13 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1)%Z -> g == Game [dyadic (2 * d + 1) 1] [int d].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s146_p14 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a + d - 1)] [nstar (int d)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s146_p15 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 1)%Z -> g == nstar (int (d + 1)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s146_p16 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int (d + 1))] [int d].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s146_p17 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (a + d - 1)] [int (d + 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s146_p18 {a b c d : Z} {g : game} : holds (s146_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (a + d - 2)] [int (d + 1)]] [int d].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s146_p3_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1)%Z ->
  add (int (a + d)) (int off) == int (a + d + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + d + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ d >= 1)%Z ->
  add (int (a + d)) (int off) == int (a + d + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + d + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 0 /\ c >= 1)%Z ->
  add (nstar (int d)) (int off) == Game [int (d + off)] [int (d + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (d + sh))] [(fun sh => int (d + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p11_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z ->
  add (dyadic (2 * d + 1) 1) (int off) == dyadic (2 * d + 2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * d + 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p13_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 2 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [dyadic (2 * d + 1) 1] [int d]) (int off) == Game [dyadic (2 * d + 2 * off + 1) 1] [int (d + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * d + 1 + sh * pw 1) 1)] [(fun sh => int (d + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 2 /\ b = 1 /\ c >= 1)%Z ->
  add (nstar (int (d + 1))) (int off) == Game [int (d + off + 1)] [int (d + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (d + 1 + sh))] [(fun sh => int (d + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 3 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [nstar (int (d + 1))] [int d]) (int off) == Game [Game [int (d + off + 1)] [int (d + off + 1)]] [int (d + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (d + 1 + sh))] [(fun sh => int (d + 1 + sh))])] [(fun sh => int (d + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 3 /\ b = 1 /\ c >= 1)%Z ->
  add (Game [int (a + d - 1)] [int (d + 1)]) (int off) == Game [int (a + d + off - 1)] [int (d + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + d - 1 + sh))] [(fun sh => int (d + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s146_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 4 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [Game [int (a + d - 2)] [int (d + 1)]] [int d]) (int off) == Game [Game [int (a + d + off - 2)] [int (d + off + 1)]] [int (d + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + d - 2 + sh))] [(fun sh => int (d + 1 + sh))])] [(fun sh => int (d + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s147_p1 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s147_p2 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b + d = 1 /\ c = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s147_p3 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s147_p4 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s147_p5 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d - 3)] [int c]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s147_p6 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s147_p7 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s147_p8 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a + b + d = 4 /\ a + b <= 3 /\ b >= 2 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s147_p9 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s147_p10 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a - b + d = 2 /\ - a + b >= 0 /\ b + c = 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s147_p11 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 4 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s147_p12 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s147_p13 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s147_p14 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a + c + d >= 4 /\ a >= 1 /\ a <= 2 /\ b = 1 /\ d >= 2)%Z -> g == Game [Game [int (a + b + 2 * c + d - 3)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s147_p15 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b + 2 * d >= 7 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ d <= 3)%Z -> g == Game [Game [int (a + b + 2 * c + d - 3)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s147_p16 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b + c + d >= 5 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == Game [Game [int (a + b + 2 * c + d - 3)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s147_p17 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (a + b + 2 * c + d - 3)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s147_p18 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ d >= 2)%Z -> g == Game [Game [int (a + b + 2 * c + d - 3)] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s147_p19 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s147_p20 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s147_p21 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s147_p22 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s147_p23 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s147_p24 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a + b = 4 /\ a <= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s147_p25 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a + b >= 5 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + b - 2)); Game [int (a + b - 2)] [Game [int (a + b - 2)] [int 2]]] [Game [int (a + b - 2)] [int 1]; Game [Game [int (a + b - 2)] [int 2]] [int 1]]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s147_p26 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + b - 2)); Game [int (a + b - 2)] [Game [int (a + b - 2)] [int 2]]] [Game [int (a + b - 2)] [int 1]; Game [Game [int (a + b - 2)] [int 2]] [int 1]]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s147_p27 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s147_p28 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-5) 2.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s147_p29 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s147_p30 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (dyadic 1 1)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s147_p31 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [dyadic (4 * c + 2 * d - 5) 1] [dyadic (2 * c + 1) 1]] [dyadic (2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s147_p32 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s147_p33 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == nstar (dyadic (2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s147_p34 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s147_p35 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (-1))] [int (-3)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s147_p36 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 0] [int (-1)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s147_p37 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s147_p38 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [Game [nstar (int 2)] [nstar (int 1)]; Game [nstar (int 2)] [int 1]] [nstar (int 1); Game [nstar (int 1)] [int 1]]] [Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s147_p39 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (2 * c + d - 1))] [int (2 * c + d - 2)]] [Game [nstar (int (c + 1))] [int (c + 1)]]] [Game [nstar (int c)] [int c]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s147_p40 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [nstar (int (c - 1))] [int (c - 1)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s147_p41 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [int c] [int c; nstar (int c)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s147_p42 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int c] [int c; nstar (int c)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s147_p43 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [nstar (int 2); Game [nstar (int 2)] [int 2]]] [Game [nstar (int 1)] [int 1]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s147_p44 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 2 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s147_p45 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 0] [int (-3)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s147_p46 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int 1] [Game [dyadic 1 1] [int 0]]] [int (-1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s147_p47 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [dyadic 1 1]; Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]]] [Game [dyadic 1 1] [int 0]; Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s147_p48 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [Game [nstar (int 3)] [int 1]; Game [nstar (int 3)] [Game [dyadic 3 1] [int 1]]] [nstar (int 1); Game [Game [dyadic 3 1] [int 1]] [int 1]]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s147_p49 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (2 * c + d))] [int (2 * c + d - 2)]] [Game [Game [dyadic (2 * c + 3) 1] [int (c + 1)]] [int (c + 1)]]] [Game [Game [dyadic (2 * c + 1) 1] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s147_p50 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s147_p51 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [Game [nstar (dyadic (2 * c + 1) 1)] [nstar (int c)]] [int c; nstar (int c)].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s147_p52 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [Game [nstar (int 4)] [int 2]; Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]]] [nstar (int 2); Game [Game [dyadic 5 1] [int 2]] [int 2]]] [Game [Game [dyadic 3 1] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s147_p53 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [Game [dyadic 1 1] [int 0]]] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s147_p54 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s147_p55 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 1 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (2 * c + d + 1))] [int (2 * c + d + 1)]] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s147_p56 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s147_p57 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [dyadic 5 1] [int 2]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s147_p58 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int (-1)].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s147_p59 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [dyadic 1 1]; Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]] [Game [dyadic 1 1] [int 0]; Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s147_p60 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]] [Game [nstar (int 1)] [int 0]; Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s147_p61 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (2 * c + d + 1))] [int (2 * c + d - 2)]] [Game [Game [nstar (int (c + 2))] [int (c + 1)]] [int (c + 1)]]] [Game [Game [nstar (int (c + 1))] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s147_p62 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [nstar (int c)] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s147_p63 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [Game [int (c + 1)] [nstar (int c)]] [int c; nstar (int c)].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s147_p64 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]]; Game [Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 2)] [int 1]; Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s147_p65 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s147_p66 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 1); Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s147_p67 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 4 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + 2 * c + d - 2))] [int (2 * c + d + 1)]] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s147_p68 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (a + 2 * c + d - 2))] [int (2 * c + d + 1)]] [int (c + 1)]] [int c].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s147_p69 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 4 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + 1))] [Game [Game [int (a + 1)] [int 2]] [int 1]]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s147_p70 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 1)] [int (-1)].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s147_p71 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [Game [nstar (int (a - 1))] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [dyadic 1 1]; Game [Game [nstar (int (a - 1))] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [Game [Game [int (a - 3)] [int 1]] [int 0]]] [Game [dyadic 1 1] [int 0]; Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s147_p72 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [Game [nstar (int a)] [int 1]; Game [nstar (int a)] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]; Game [Game [nstar (int a)] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [Game [Game [int (a - 3)] [int 1]] [int 0]]] [Game [nstar (int 1)] [int 0]; Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s147_p73 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (a + 2 * c + d - 3))] [int (2 * c + d - 2)]] [Game [Game [Game [int (a + c - 2)] [int (c + 2)]] [int (c + 1)]] [int (c + 1)]]] [Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s147_p74 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [Game [int (a + c - 4)] [int c]] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s147_p75 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + c - 3))] [nstar (int (c + 1))]] [nstar (int c)]] [int c; nstar (int c)].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s147_p76 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [Game [nstar (int (a + 1))] [int 2]; Game [nstar (int (a + 1))] [Game [Game [int (a - 1)] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int (a - 1)] [int 3]] [int 2]] [int 2]]; Game [Game [nstar (int (a + 1))] [Game [Game [int (a - 1)] [int 3]] [int 2]]] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [Game [nstar (int 2)] [int 1]; Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s147_p77 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s147_p78 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a = 5 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 2); Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [Game [int 2] [int 1]] [int 0]]; Game [Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s147_p79 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 5 /\ a <= 6 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (a - 1)] [int 3]] [int 2]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s147_p80 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 6 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s147_p81 {a b c d : Z} {g : game} : holds (s147_pieces a b c d) g -> (a >= 7 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (a - 1)] [int 3]] [int 2]] [int 1]; Game [Game [Game [dyadic (2 * a - 1) 1] [Game [Game [int (a - 1)] [int 3]] [int 2]]] [Game [Game [int (a - 2)] [int 2]] [int 1]]; Game [Game [Game [dyadic (2 * a - 3) 1] [int (a - 2)]] [int (a - 3)]; Game [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]] [int 3; Game [int (a - 2)] [int 2]]] [Game [Game [Game [nstar (int (a + 1))] [Game [Game [int (a + 1)] [int 3]] [int 2]]] [int 2]] [int 1]]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.

Lemma s148_p1 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s148_p2 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + e = 1 /\ d = 0)%Z -> g == int (d - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s148_p3 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == int (d - 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s148_p4 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s148_p5 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s148_p6 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [int (2 * d + e - 4)] [int (d - 1)]] [int (d - 2)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s148_p7 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 0 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s148_p8 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s148_p9 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == nstar (int (d - 2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s148_p10 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s148_p11 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s148_p12 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + e = 3 /\ c >= 1 /\ d = 0)%Z -> g == Game [dyadic (2 * d - 1) 1] [int (d - 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s148_p13 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [dyadic (2 * d - 1) 1] [int (d - 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s148_p14 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + e = 4 /\ c >= 1 /\ c <= 3 /\ d = 0)%Z -> g == Game [nstar (int d)] [int (d - 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s148_p15 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int d)] [int (d - 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s148_p16 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [nstar (int d)] [int (d - 1)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s148_p17 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + d >= 3 /\ c >= 1 /\ d >= 1 /\ e >= 2)%Z -> g == Game [Game [int (c + 2 * d + e - 4)] [int d]] [int (d - 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s148_p18 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + e >= 5 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (c + 2 * d + e - 4)] [int d]] [int (d - 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s148_p19 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d + e >= 4 /\ d <= 1)%Z -> g == Game [Game [int (c + 2 * d + e - 4)] [int d]] [int (d - 1)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s148_p20 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == int (d - 2).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s148_p21 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (d - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s148_p22 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a + e = 1 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == nstar (int (d - 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s148_p23 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b + d = 1 /\ b + c >= 1 /\ - b + c <= 1 /\ c + e = 3)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s148_p24 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s148_p25 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s148_p26 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ c + e = 3 /\ c <= 2 /\ d = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s148_p27 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int 1); Game [int 1] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [int 1] [int 0]]] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s148_p28 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 5 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int (c - 3)); Game [int (c - 3)] [Game [int (c - 3)] [int 1]]] [Game [int (c - 3)] [int 0]; Game [Game [int (c - 3)] [int 1]] [int 0]]] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s148_p29 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s148_p30 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s148_p31 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ c + e = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s148_p32 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s148_p33 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s148_p34 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s148_p35 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s148_p36 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s148_p37 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c + d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [int (a + c + 2 * d + e - 2)] [int (a + d + 1)]] [int (a + d)].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s148_p38 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ c + d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [int (a + c + 2 * d + e - 2)] [int (a + d + 1)]] [int (a + d)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s148_p39 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a + b = 1 /\ a - e = 0 /\ - a + c >= 0 /\ d >= 1)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s148_p40 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a + b = 1 /\ - a + c + e = 1 /\ c >= 1 /\ d = 0)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s148_p41 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s148_p42 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c + d >= 3 /\ c >= 1 /\ d >= 1 /\ e = 1)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s148_p43 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c + e = 2 /\ c >= 1 /\ c + d <= 2)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s148_p44 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ d >= 1 /\ e = 0)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s148_p45 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z -> g == nstar (int (a + d)).
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s148_p46 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ d >= 1 /\ e = 1)%Z -> g == nstar (int (a + d)).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s148_p47 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a + d)).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s148_p48 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (b >= 2 /\ d >= 1 /\ e = 1)%Z -> g == nstar (int (a + d)).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s148_p49 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s148_p50 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s148_p51 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (2 * a + 3) 1] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s148_p52 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (2 * a + 3) 1] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s148_p53 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int (a + 2))] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s148_p54 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int (a + 2))] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s148_p55 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 5 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int (a + c - 2)] [int (a + 2)]] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s148_p56 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 5 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int (a + c - 2)] [int (a + 2)]] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s148_p57 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int (-2)] [nstar (int (-3))].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s148_p58 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (-1) 1] [dyadic (-5) 2].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s148_p59 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int 1)] [nstar (dyadic 1 1)]] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s148_p60 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [Game [int (2 * d + e - 2)] [dyadic (4 * d + 2 * e - 5) 1]] [Game [int (d + 1)] [dyadic (2 * d + 1) 1]]] [Game [int d] [dyadic (2 * d - 1) 1]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s148_p61 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [int (d - 1)] [dyadic (2 * d - 3) 1].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s148_p62 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [nstar (int d)] [nstar (dyadic (2 * d - 1) 1)].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s148_p63 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int 2)] [nstar (dyadic 3 1)]] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s148_p64 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c + e = 3 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == Game [int (d + 1)] [nstar (int d)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s148_p65 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [int (d + 1)] [nstar (int d)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s148_p66 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (d + 1)] [nstar (int d)].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s148_p67 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c + d + e >= 4 /\ c >= 1 /\ e >= 2)%Z -> g == Game [Game [nstar (int (c + 2 * d + e - 2))] [nstar (int (d + 1))]] [nstar (int d)].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s148_p68 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int 2] [int 2; Game [int 2] [nstar (int 1)]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s148_p69 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * c - 3) 1] [nstar (int 2)]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s148_p70 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 3.
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s148_p71 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 9 3] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s148_p72 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d + e >= 3 /\ e >= 2)%Z -> g == Game [Game [int (2 * d + e - 1)] [dyadic (4 * d + 5) 2]] [dyadic (4 * d + 1) 2].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s148_p73 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == dyadic (4 * d - 3) 2.
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s148_p74 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == nstar (dyadic (4 * d + 1) 2).
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s148_p75 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d = 1 /\ a <= 2 /\ b = 1 /\ c = 1 /\ e = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s148_p76 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c + d >= 3 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s148_p77 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s148_p78 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ e >= 2)%Z -> g == Game [Game [int (c + 2 * d + e - 1)] [dyadic (2 * d + 3) 1]] [dyadic (2 * d + 1) 1].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s148_p79 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * d + 1) 1).
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s148_p80 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1 /\ e = 1)%Z -> g == nstar (dyadic (2 * d + 1) 1).
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s148_p81 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 2 /\ e = 0)%Z -> g == dyadic (2 * d - 1) 1.
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s148_p82 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * d - 1) 1.
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s148_p83 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s148_p84 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s148_p85 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s148_p86 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 9 2] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s148_p87 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int (c - 1)] [dyadic 5 1]] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s148_p88 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 1 3] [Game [int 0] [int (-1)]].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s148_p89 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 9 3] [Game [int 1] [dyadic 1 1]]] [Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s148_p90 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 5 2] [Game [nstar (int 1)] [int 1]]; Game [Game [nstar (int 2)] [nstar (int 1)]; Game [nstar (int 2)] [int 1]] [nstar (int 1); Game [nstar (int 1)] [int 1]]]] [Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s148_p91 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [nstar (int (2 * d + e - 1))] [Game [dyadic (4 * d + 5) 2] [Game [nstar (int (d + 1))] [int (d + 1)]]]] [Game [dyadic (4 * d + 1) 2] [Game [nstar (int d)] [int d]]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s148_p92 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [dyadic (4 * d - 3) 2] [Game [nstar (int (d - 1))] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s148_p93 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [nstar (dyadic (4 * d + 1) 2)] [Game [int d] [int d; nstar (int d)]].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s148_p94 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int 3)] [Game [dyadic 9 2] [Game [nstar (int 2)] [int 2]]; Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [nstar (int 2); Game [nstar (int 2)] [int 2]]]] [Game [dyadic 5 2] [Game [nstar (int 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s148_p95 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s148_p96 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s148_p97 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ e >= 2)%Z -> g == Game [Game [nstar (int (c + 2 * d + e - 1))] [Game [dyadic (2 * d + 3) 1] [int (d + 1)]]] [Game [dyadic (2 * d + 1) 1] [int d]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s148_p98 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * d + 1) 1)] [nstar (int d)].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s148_p99 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int 2] [int 2; Game [int 2] [Game [dyadic 3 1] [int 1]]]] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s148_p100 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s148_p101 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 5 1] [int 2]]] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s148_p102 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s148_p103 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [dyadic 3 1]]] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s148_p104 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d + e >= 3 /\ e >= 2)%Z -> g == Game [Game [int (2 * d + e)] [Game [int (d + 2)] [dyadic (2 * d + 3) 1]]] [Game [int (d + 1)] [dyadic (2 * d + 1) 1]].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s148_p105 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [int (a + d - 2)] [dyadic (2 * d - 1) 1].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s148_p106 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [nstar (int (a + d - 1))] [nstar (dyadic (2 * d + 1) 1)].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s148_p107 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [int 0].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s148_p108 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ e >= 2)%Z -> g == Game [Game [int (c + 2 * d + e)] [nstar (int (d + 2))]] [nstar (int (d + 1))].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s148_p109 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s148_p110 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s148_p111 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s148_p112 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int c] [nstar (int 3)]] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s148_p113 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s148_p114 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 3 2] [dyadic 1 1; Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s148_p115 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]]] [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s148_p116 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int 3)] [Game [Game [nstar (int 3)] [int 1]; Game [nstar (int 3)] [Game [dyadic 3 1] [int 1]]] [nstar (int 1); Game [Game [dyadic 3 1] [int 1]] [int 1]]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]]] [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s148_p117 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [nstar (int (2 * d + e))] [Game [Game [int (d + 2)] [dyadic (2 * d + 3) 1]] [Game [Game [dyadic (2 * d + 3) 1] [int (d + 1)]] [int (d + 1)]]]] [Game [Game [int (d + 1)] [dyadic (2 * d + 1) 1]] [Game [Game [dyadic (2 * d + 1) 1] [int d]] [int d]]].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s148_p118 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int d] [dyadic (2 * d - 1) 1]] [Game [Game [dyadic (2 * d - 1) 1] [int (d - 1)]] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s148_p119 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [Game [nstar (int (d + 1))] [nstar (dyadic (2 * d + 1) 1)]] [Game [Game [nstar (dyadic (2 * d + 1) 1)] [nstar (int d)]] [int d; nstar (int d)]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s148_p120 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int 4)] [Game [Game [nstar (int 4)] [int 2]; Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]]] [nstar (int 2); Game [Game [dyadic 5 1] [int 2]] [int 2]]; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]]] [Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s148_p121 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s148_p122 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ e >= 2)%Z -> g == Game [Game [nstar (int (c + 2 * d + e))] [Game [nstar (int (d + 2))] [int (d + 1)]]] [Game [nstar (int (d + 1))] [int d]].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s148_p123 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 2)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s148_p124 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s148_p125 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s148_p126 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s148_p127 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s148_p128 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 3 1] [Game [Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s148_p129 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 5 1] [int 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s148_p130 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [dyadic 7 1] [int 3; Game [int 3] [dyadic 3 1]]] [dyadic 3 1; Game [int 2] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s148_p131 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [dyadic (4 * d + 2 * e + 1) 1] [Game [int (d + 3)] [dyadic (2 * d + 3) 1]]] [dyadic (2 * d + 3) 1; Game [int (d + 2)] [dyadic (2 * d + 1) 1]].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s148_p132 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 9 1] [int 4; Game [int 4] [dyadic 5 1]]] [dyadic 5 1; Game [int 3] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s148_p133 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s148_p134 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 3 /\ a - d - e <= 2 /\ b = 1 /\ c = 1 /\ e >= 2)%Z -> g == Game [Game [int (a + c + 2 * d + e - 2)] [Game [int (a + d)] [int (d + 2)]]] [int (d + 2); Game [int (a + d - 1)] [int (d + 1)]].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s148_p135 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ e >= 2)%Z -> g == Game [Game [int (a + c + 2 * d + e - 2)] [Game [int (a + d)] [int (d + 2)]]] [int (d + 2); Game [int (a + d - 1)] [int (d + 1)]].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s148_p136 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [int (a + d - 2)] [int d].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s148_p137 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c + d = 2 /\ c + e = 2 /\ c >= 1)%Z -> g == Game [nstar (int (a + d - 1))] [nstar (int (d + 1))].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s148_p138 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c + d >= 3 /\ c >= 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [nstar (int (a + d - 1))] [nstar (int (d + 1))].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s148_p139 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s148_p140 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s148_p141 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [dyadic 5 1] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s148_p142 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int (c + 1)] [Game [int 4] [int 3]]] [int 3; Game [int 3] [int 2]]] [int 2; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s148_p143 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 0] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s148_p144 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 3 1] [Game [Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1]]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s148_p145 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 11 2] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [dyadic 5 1] [int 2]] [dyadic 3 1]] [Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]; Game [Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [dyadic 1 1]; Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]] [Game [dyadic 1 1] [int 0]; Game [Game [nstar (int 1)] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s148_p146 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [dyadic 15 2] [Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]]]; Game [Game [dyadic 7 1] [int 3; Game [int 3] [dyadic 3 1]]] [dyadic 3 1; Game [int 2] [dyadic 1 1]]] [Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]; Game [Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]] [Game [nstar (int 1)] [int 0]; Game [Game [nstar (int 1)] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s148_p147 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [dyadic (8 * d + 4 * e + 3) 2] [Game [Game [int (d + 3)] [dyadic (2 * d + 3) 1]] [Game [Game [nstar (int (d + 2))] [int (d + 1)]] [int (d + 1)]]]] [Game [Game [int (d + 2)] [dyadic (2 * d + 1) 1]] [Game [Game [nstar (int (d + 1))] [int d]] [int d]]].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s148_p148 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int (d + 1)] [dyadic (2 * d - 1) 1]] [Game [Game [nstar (int d)] [int (d - 1)]] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s148_p149 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [Game [nstar (int (d + 2))] [nstar (dyadic (2 * d + 1) 1)]] [Game [Game [int (d + 1)] [nstar (int d)]] [int d; nstar (int d)]].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s148_p150 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 19 2] [Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]]; Game [Game [int 4] [dyadic 5 1]] [Game [Game [nstar (int 3)] [int 2]] [int 2]]]; Game [Game [dyadic 9 1] [int 4; Game [int 4] [dyadic 5 1]]] [dyadic 5 1; Game [int 3] [dyadic 3 1]]] [Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]]; Game [Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 2)] [int 1]; Game [Game [nstar (int 2)] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s148_p151 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ e >= 2)%Z -> g == Game [Game [nstar (int (a + c + 2 * d + e - 3))] [Game [Game [int (a + d - 1)] [int (d + 2)]] [int (d + 1)]]] [Game [Game [int (a + d - 2)] [int (d + 1)]] [int d]].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s148_p152 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int (a + d - 3)] [int d]] [int (d - 1)].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s148_p153 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [Game [nstar (int (a + d - 2))] [nstar (int (d + 1))]] [nstar (int d)].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s148_p154 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 2); Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [Game [int 2] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s148_p155 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 3)] [nstar (int 2)]; Game [dyadic 5 1] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s148_p156 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * c + 3) 1] [Game [Game [int 4] [int 3]] [int 2]]] [Game [Game [int 3] [int 2]] [int 1]]] [Game [Game [int 2] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s148_p157 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s148_p158 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.
Lemma s148_p159 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [Game [Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 158 _ _ _ H eq_refl). Qed.
Lemma s148_p160 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [Game [Game [Game [Game [nstar (int a)] [int 3]] [int 2]] [dyadic 3 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 159 _ _ _ H eq_refl). Qed.
Lemma s148_p161 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int 4)] [int 3]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 160 _ _ _ H eq_refl). Qed.
Lemma s148_p162 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [nstar (int 5)] [int 4; Game [int 4] [dyadic 3 1]]] [dyadic 3 1; Game [int 3] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 161 _ _ _ H eq_refl). Qed.
Lemma s148_p163 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d + e >= 5 /\ e >= 2)%Z -> g == Game [Game [nstar (int (2 * d + e + 1))] [Game [int (d + 4)] [dyadic (2 * d + 3) 1]]] [dyadic (2 * d + 3) 1; Game [int (d + 3)] [dyadic (2 * d + 1) 1]].
Proof. intros H. exact (holds_at _ 162 _ _ _ H eq_refl). Qed.
Lemma s148_p164 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int 5)] [int 4]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 163 _ _ _ H eq_refl). Qed.
Lemma s148_p165 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int 6)] [int 5; Game [int 5] [dyadic 5 1]]] [dyadic 5 1; Game [int 4] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 164 _ _ _ H eq_refl). Qed.
Lemma s148_p166 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 2)%Z -> g == Game [Game [nstar (int 7)] [int 6; Game [int 6] [dyadic 7 1]]] [dyadic 7 1; Game [int 5] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 165 _ _ _ H eq_refl). Qed.
Lemma s148_p167 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int a)] [int (a - 1)]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 166 _ _ _ H eq_refl). Qed.
Lemma s148_p168 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int a)] [int (a - 1)]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 167 _ _ _ H eq_refl). Qed.
Lemma s148_p169 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 168 _ _ _ H eq_refl). Qed.
Lemma s148_p170 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int (c + 2)] [Game [int 5] [int 3]]] [int 3; Game [int 4] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 169 _ _ _ H eq_refl). Qed.
Lemma s148_p171 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 170 _ _ _ H eq_refl). Qed.
Lemma s148_p172 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [Game [nstar (int (a - 2))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 171 _ _ _ H eq_refl). Qed.
Lemma s148_p173 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e >= 2 /\ a >= 6 /\ a - d - e <= 3 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e >= 2)%Z -> g == Game [Game [int (2 * d + e + 1)] [dyadic (2 * d + 3) 1]] [Game [Game [int (a + d - 2)] [dyadic (2 * d + 1) 1]] [Game [Game [Game [int (a + d - 3)] [int (d + 1)]] [int d]] [int d]]].
Proof. intros H. exact (holds_at _ 172 _ _ _ H eq_refl). Qed.
Lemma s148_p174 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - e = 3 /\ a >= 5 /\ a <= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * d + e + 1)] [dyadic (2 * d + 3) 1]] [Game [Game [int (a + d - 2)] [dyadic (2 * d + 1) 1]] [Game [Game [Game [int (a + d - 3)] [int (d + 1)]] [int d]] [int d]]].
Proof. intros H. exact (holds_at _ 173 _ _ _ H eq_refl). Qed.
Lemma s148_p175 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - e >= 2 /\ a - e <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [int (2 * d + e + 1)] [dyadic (2 * d + 3) 1]] [Game [Game [int (a + d - 2)] [dyadic (2 * d + 1) 1]] [Game [Game [Game [int (a + d - 3)] [int (d + 1)]] [int d]] [int d]]].
Proof. intros H. exact (holds_at _ 174 _ _ _ H eq_refl). Qed.
Lemma s148_p176 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [int 4] [dyadic 3 1; Game [Game [nstar (int 5)] [int 1]; Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]]; Game [Game [nstar (int 4)] [int 3]] [dyadic 3 1]] [Game [Game [int 3] [dyadic 1 1]] [Game [Game [Game [int 2] [int 1]] [int 0]] [int 0]]; Game [Game [Game [nstar (int 5)] [int 1]; Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]; Game [Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [Game [Game [int 2] [int 1]] [int 0]]] [Game [nstar (int 1)] [int 0]; Game [Game [Game [int 2] [int 1]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 175 _ _ _ H eq_refl). Qed.
Lemma s148_p177 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ a - d - e <= 1 /\ b = 0 /\ c = 0 /\ e >= 2)%Z -> g == Game [Game [int (2 * d + e + 1)] [Game [Game [int (a + d - 1)] [dyadic (2 * d + 3) 1]] [Game [Game [Game [int (a + d - 2)] [int (d + 2)]] [int (d + 1)]] [int (d + 1)]]]] [Game [Game [int (a + d - 2)] [dyadic (2 * d + 1) 1]] [Game [Game [Game [int (a + d - 3)] [int (d + 1)]] [int d]] [int d]]].
Proof. intros H. exact (holds_at _ 176 _ _ _ H eq_refl). Qed.
Lemma s148_p178 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int (a + d - 3)] [dyadic (2 * d - 1) 1]] [Game [Game [Game [int (a + d - 4)] [int d]] [int (d - 1)]] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 177 _ _ _ H eq_refl). Qed.
Lemma s148_p179 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [Game [nstar (int (a + d - 2))] [nstar (dyadic (2 * d + 1) 1)]] [Game [Game [Game [nstar (int (a + d - 3))] [nstar (int (d + 1))]] [nstar (int d)]] [int d; nstar (int d)]].
Proof. intros H. exact (holds_at _ 178 _ _ _ H eq_refl). Qed.
Lemma s148_p180 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int 5] [dyadic 5 1; Game [Game [nstar (int 6)] [int 2]; Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int 4] [int 3]] [int 2]] [int 2]]]; Game [Game [nstar (int 5)] [int 4]] [dyadic 5 1]] [Game [Game [int 4] [dyadic 3 1]] [Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]; Game [Game [Game [nstar (int 6)] [int 2]; Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int 4] [int 3]] [int 2]] [int 2]]; Game [Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [Game [Game [int 3] [int 2]] [int 1]]] [Game [nstar (int 2)] [int 1]; Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 179 _ _ _ H eq_refl). Qed.
Lemma s148_p181 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 180 _ _ _ H eq_refl). Qed.
Lemma s148_p182 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [dyadic (2 * a - 3) 1] [int (a - 2)]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 181 _ _ _ H eq_refl). Qed.
Lemma s148_p183 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * c + 5) 1] [Game [Game [int 5] [int 3]] [int 2]]] [Game [Game [int 4] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 182 _ _ _ H eq_refl). Qed.
Lemma s148_p184 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (a - 1))] [int (a - 2)]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 183 _ _ _ H eq_refl). Qed.
Lemma s148_p185 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int (a - 3)] [Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 184 _ _ _ H eq_refl). Qed.
Lemma s148_p186 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int a)] [int (a - 1)]] [Game [Game [Game [Game [nstar (int (a + 1))] [int 4]] [int 3]] [dyadic 3 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 185 _ _ _ H eq_refl). Qed.
Lemma s148_p187 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e = 1 /\ a - d >= 3 /\ a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a + d - 4)] [int (a + d)]] [int (a + d - 1)]] [dyadic (2 * d + 3) 1].
Proof. intros H. exact (holds_at _ 186 _ _ _ H eq_refl). Qed.
Lemma s148_p188 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e = 0 /\ a - d >= 2 /\ a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a + d - 3)] [int (a + d + 1)]] [int (a + d); Game [int (a + d)] [dyadic (2 * d + 3) 1]]] [dyadic (2 * d + 3) 1; Game [int (a + d - 1)] [dyadic (2 * d + 1) 1]].
Proof. intros H. exact (holds_at _ 187 _ _ _ H eq_refl). Qed.
Lemma s148_p189 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ - a + d + e >= 1 /\ b = 1 /\ c = 0 /\ e >= 2)%Z -> g == Game [Game [Game [int (a + 2 * d + e - 3)] [int (2 * d + e + 1)]] [Game [int (a + d)] [dyadic (2 * d + 3) 1]]] [dyadic (2 * d + 3) 1; Game [int (a + d - 1)] [dyadic (2 * d + 1) 1]].
Proof. intros H. exact (holds_at _ 188 _ _ _ H eq_refl). Qed.
Lemma s148_p190 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int (a + 1))] [int a]] [Game [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 4]] [dyadic 5 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 189 _ _ _ H eq_refl). Qed.
Lemma s148_p191 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e = 3 /\ a - d >= 5 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [int (2 * a + d - 4)] [int (a + d); Game [int (a + d)] [int (d + 2)]]] [int (d + 2); Game [int (a + d - 1)] [int (d + 1)]].
Proof. intros H. exact (holds_at _ 190 _ _ _ H eq_refl). Qed.
Lemma s148_p192 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * a + 1) 1] [int a]] [int (a - 1)]; Game [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]] [int 3; Game [int a] [int 2]]] [Game [Game [Game [nstar (int (a + 3))] [Game [Game [int (a + 3)] [int 3]] [int 2]]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 191 _ _ _ H eq_refl). Qed.
Lemma s148_p193 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int (a + 1))] [int a]] [int (a - 1)]; Game [Game [int (a + 2)] [Game [int (a + 1)] [int 3]]] [int 3; Game [int a] [int 2]]] [Game [Game [Game [nstar (int (a + 4)); Game [int (a + 4)] [Game [int (a + 4)] [int 3]]] [Game [int (a + 4)] [int 2]; Game [Game [int (a + 4)] [int 3]] [int 2]]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 192 _ _ _ H eq_refl). Qed.
Lemma s148_p194 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c >= 5 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [int (a + c - 2)] [Game [int (a + 1)] [int 3]]] [int 3; Game [int a] [int 2]]; Game [Game [Game [int (a + c - 3)] [int (a + 1)]] [int a]] [int (a - 1)]] [Game [Game [Game [nstar (int (a + c)); Game [int (a + c)] [Game [int (a + c)] [int 3]]] [Game [int (a + c)] [int 2]; Game [Game [int (a + c)] [int 3]] [int 2]]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 193 _ _ _ H eq_refl). Qed.
Lemma s148_p195 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 194 _ _ _ H eq_refl). Qed.
Lemma s148_p196 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e >= 4 /\ b = 0 /\ c = 0 /\ e >= 2)%Z -> g == Game [Game [int (2 * d + e + 1)] [dyadic (2 * d + 3) 1]] [dyadic (2 * d + 1) 1].
Proof. intros H. exact (holds_at _ 195 _ _ _ H eq_refl). Qed.
Lemma s148_p197 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * a + 1) 1] [Game [Game [int a] [int 3]] [int 2]]] [Game [Game [int (a - 1)] [int 2]] [int 1]]; Game [Game [Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [int (a - 2)]; Game [Game [int a] [Game [int a] [int 3]]] [int 3; Game [int (a - 1)] [int 2]]] [Game [Game [Game [nstar (int (a + 2))] [Game [Game [int (a + 2)] [int 3]] [int 2]]] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 196 _ _ _ H eq_refl). Qed.
Lemma s148_p198 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 4 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * a + 3) 1] [Game [Game [int a] [int 3]] [int 2]]] [Game [Game [int (a - 1)] [int 2]] [int 1]]; Game [Game [Game [nstar (int a)] [int (a - 1)]] [int (a - 2)]; Game [Game [int (a + 1)] [Game [int a] [int 3]]] [int 3; Game [int (a - 1)] [int 2]]] [Game [Game [Game [nstar (int (a + 3)); Game [int (a + 3)] [Game [int (a + 3)] [int 3]]] [Game [int (a + 3)] [int 2]; Game [Game [int (a + 3)] [int 3]] [int 2]]] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 197 _ _ _ H eq_refl). Qed.
Lemma s148_p199 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c >= 5 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int a] [int 3]] [int 2]]] [Game [Game [int (a - 1)] [int 2]] [int 1]]; Game [Game [Game [int (a + c - 3)] [Game [int a] [int 3]]] [int 3; Game [int (a - 1)] [int 2]]; Game [Game [Game [int (a + c - 4)] [int a]] [int (a - 1)]] [int (a - 2)]] [Game [Game [Game [nstar (int (a + c - 1)); Game [int (a + c - 1)] [Game [int (a + c - 1)] [int 3]]] [Game [int (a + c - 1)] [int 2]; Game [Game [int (a + c - 1)] [int 3]] [int 2]]] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 198 _ _ _ H eq_refl). Qed.
Lemma s148_p200 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e >= 2 /\ b = 1 /\ c = 0 /\ d + e >= 4 /\ e >= 2)%Z -> g == Game [Game [Game [int (a + 2 * d + e - 3)] [int (a + d)]] [int (a + d - 1)]] [Game [Game [Game [Game [nstar (int (a + 2 * d + e - 2))] [int (2 * d + e + 1)]] [int (2 * d + e)]] [dyadic (2 * d + 3) 1]] [dyadic (2 * d + 1) 1]].
Proof. intros H. exact (holds_at _ 199 _ _ _ H eq_refl). Qed.
Lemma s148_p201 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e = 4 /\ a - d >= 6 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [int (2 * a + d - 5)] [int (a + d - 1); Game [int (a + d)] [int (d + 2)]]] [int (d + 2)].
Proof. intros H. exact (holds_at _ 200 _ _ _ H eq_refl). Qed.
Lemma s148_p202 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a >= 7 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [nstar (int a)] [int (a - 1)]; Game [int (a + 1)] [int 5; Game [int a] [int 2]]] [Game [Game [Game [int (a + 1)] [int 5]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 201 _ _ _ H eq_refl). Qed.
Lemma s148_p203 {a b c d e : Z} {g : game} : holds (s148_pieces a b c d e) g -> (a - d - e >= 5 /\ b = 1 /\ c = 1 /\ d + e >= 3 /\ e >= 2)%Z -> g == Game [Game [int (a + 2 * d + e - 1)] [int (2 * d + e + 3); Game [int (a + d)] [int (d + 2)]]; Game [Game [int (a + 2 * d + e - 2)] [int (a + d)]] [int (a + d - 1)]] [Game [Game [Game [int (a + 2 * d + e - 1)] [int (2 * d + e + 3)]] [int (d + 2)]] [int (d + 1)]].
Proof. intros H. exact (holds_at _ 202 _ _ _ H eq_refl). Qed.

Lemma s149_p1 {a b : Z} {g : game} : holds (s149_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s149_p2 {a b : Z} {g : game} : holds (s149_pieces a b) g -> (b >= 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s149_p3 {a b : Z} {g : game} : holds (s149_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s149_p4 {a b : Z} {g : game} : holds (s149_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s149_p5 {a b : Z} {g : game} : holds (s149_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [Game [dyadic 3 1] [int 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s149_p6 {a b : Z} {g : game} : holds (s149_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s149_p7 {a b : Z} {g : game} : holds (s149_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s149_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int b) (int off) == int (b + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s149_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (Game [nstar (int 0)] [int 0]) (int off) == Game [Game [int off] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s149_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (Game [Game [nstar (int 1)] [int 0]] [int 0]) (int off) == Game [Game [Game [int (off + 1)] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s149_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [Game [Game [dyadic 3 1] [int 1]] [int 0]] [int 0]) (int off) == Game [Game [Game [dyadic (2 * off + 3) 1] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s149_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]) (int off) == Game [Game [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s149_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (Game [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0]] [int 0]) (int off) == Game [Game [Game [Game [int (a + off - 2)] [int (off + 2)]] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s150_p1 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s150_p2 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c >= 1)%Z -> g == dyadic (a + 2 * c - 2) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s150_p3 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a + b <= 2 /\ b >= 1 /\ c = 0)%Z -> g == dyadic (2 * a + 3 * b - 5) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s150_p4 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (b >= 1 /\ c >= 1)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s150_p5 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (3 * a + b = 3 /\ c = 0)%Z -> g == nstar (int (- 3 * a + 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s150_p6 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a + b = 4 /\ a <= 2 /\ c = 0)%Z -> g == Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s150_p7 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a + b >= 5 /\ b >= 4 /\ c = 0)%Z -> g == Game [Game [nstar (int (a + b - 2)); Game [int (a + b - 2)] [Game [int (a + b - 2)] [int 2]]] [Game [int (a + b - 2)] [int 1]; Game [Game [int (a + b - 2)] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s150_p8 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int (a + b - 2)); Game [int (a + b - 2)] [Game [int (a + b - 2)] [int 2]]] [Game [int (a + b - 2)] [int 1]; Game [Game [int (a + b - 2)] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s150_p9 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s150_p10 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 0)] [int (-2)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s150_p11 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int c)] [int c].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s150_p12 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s150_p13 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == Game [int 1] [int (-2)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s150_p14 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [int c]] [int c].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s150_p15 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s150_p16 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 3 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [dyadic 5 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s150_p17 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [nstar (int (c + 1))] [int c]] [int c].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s150_p18 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s150_p19 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a = 4 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [nstar (int 3)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s150_p20 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a >= 4 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int (a + 1))] [Game [Game [int (a + 1)] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s150_p21 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s150_p22 {a b c : Z} {g : game} : holds (s150_pieces a b c) g -> (a >= 5 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [Game [int (a - 1)] [int 3]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.

Lemma s151_p1 {a b : Z} {g : game} : holds (s151_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s151_p2 {a b : Z} {g : game} : holds (s151_pieces a b) g -> (a + b >= 1)%Z -> g == int (b + 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s152_p1 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s152_p2 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (d - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s152_p3 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s152_p4 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == int (d - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s152_p5 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (d - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s152_p6 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s152_p7 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s152_p8 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s152_p9 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s152_p10 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 4 /\ d = 0)%Z -> g == Game [Game [nstar (int 1); Game [int 1] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [int 1] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s152_p11 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 5 /\ d = 0)%Z -> g == Game [Game [nstar (int (c - 3)); Game [int (c - 3)] [Game [int (c - 3)] [int 1]]] [Game [int (c - 3)] [int 0]; Game [Game [int (c - 3)] [int 1]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s152_p12 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ d >= 1)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s152_p13 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ d >= 1)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s152_p14 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a + c = 1 /\ b = 1 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s152_p15 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (d + 1)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s152_p16 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == nstar (int (d + 1)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s152_p17 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 3 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 3) 1] [int (a + 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s152_p18 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 3 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 3) 1] [int (a + 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s152_p19 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 4 /\ d = 0)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s152_p20 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 4 /\ d = 0)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s152_p21 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 5 /\ d = 0)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 2)]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s152_p22 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 5 /\ d = 0)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 2)]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s152_p23 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s152_p24 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s152_p25 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (-1)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s152_p26 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [int d] [dyadic (2 * d - 1) 1].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s152_p27 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (2 * c - 2)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s152_p28 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (2 * c - 2)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s152_p29 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s152_p30 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s152_p31 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [nstar (int 1)]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s152_p32 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c - 3) 1] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s152_p33 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (4 * d + 1) 2.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s152_p34 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s152_p35 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s152_p36 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == dyadic (2 * d + 1) 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s152_p37 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s152_p38 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [dyadic (8 * a + 7 * c - 11) 3] [dyadic (c + 3) 2].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s152_p39 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (8 * a + 7 * c - 11) 3] [dyadic (c + 3) 2].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s152_p40 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int (c - 1)] [dyadic 5 1]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s152_p41 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s152_p42 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s152_p43 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic (4 * d + 1) 2] [Game [nstar (int d)] [int d]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s152_p44 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == Game [dyadic (2 * d + 1) 1] [int d].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s152_p45 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [Game [dyadic 3 1] [int 1]]]] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s152_p46 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 5 1] [int 2]]] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s152_p47 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [int (a + d - 1)] [dyadic (2 * d + 1) 1].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s152_p48 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s152_p49 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s152_p50 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [int c] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s152_p51 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s152_p52 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (d + 1)] [dyadic (2 * d + 1) 1]] [Game [Game [dyadic (2 * d + 1) 1] [int d]] [int d]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s152_p53 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == Game [nstar (int (d + 1))] [int d].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s152_p54 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s152_p55 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s152_p56 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == Game [int (a + d - 1)] [int (d + 1)].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s152_p57 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int a)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s152_p58 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (a + c - 2)] [Game [int (a + 1)] [int 3]]] [int 3; Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s152_p59 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s152_p60 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (d + 2)] [dyadic (2 * d + 1) 1]] [Game [Game [nstar (int (d + 1))] [int d]] [int d]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s152_p61 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == Game [Game [int (a + d - 2)] [int (d + 1)]] [int d].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s152_p62 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int a] [int 3]] [int 2]]] [Game [Game [int (a - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s152_p63 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s152_p64 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a - 3)] [Game [Game [Game [nstar (int (a - 2))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s152_p65 {a b c d : Z} {g : game} : holds (s152_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (a + d - 2)] [dyadic (2 * d + 1) 1]] [Game [Game [Game [int (a + d - 3)] [int (d + 1)]] [int d]] [int d]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.

Lemma s153_p1 {a b c : Z} {g : game} : holds (s153_pieces a b c) g -> (a + b >= 1 /\ c = 1)%Z -> g == nstar (int (b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s153_p2 {a b c : Z} {g : game} : holds (s153_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s153_p3 {a b c : Z} {g : game} : holds (s153_pieces a b c) g -> (a + b >= 1 /\ c = 0)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s153_p4 {a b c : Z} {g : game} : holds (s153_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s153_p5 {a b c : Z} {g : game} : holds (s153_pieces a b c) g -> (b = 0 /\ c = 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s153_p6 {a b c : Z} {g : game} : holds (s153_pieces a b c) g -> (b + c >= 3 /\ c >= 2)%Z -> g == Game [Game [int (2 * b + c)] [int (b + 2)]] [int (b + 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.

Lemma s154_p1 {a b : Z} {g : game} : holds (s154_pieces a b) g -> (b = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s154_p2 {a b : Z} {g : game} : holds (s154_pieces a b) g -> (b >= 1)%Z -> g == int (b + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s155_p1 {a b : Z} {g : game} : holds (s155_pieces a b) g -> (- a + b >= 0 /\ b <= 1)%Z -> g == int (3 * a + 4 * b - 8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s155_p2 {a b : Z} {g : game} : holds (s155_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s155_p3 {a b : Z} {g : game} : holds (s155_pieces a b) g -> (a >= 1 /\ a <= 2 /\ b = 0)%Z -> g == nstar (int (3 * a - 6)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s155_p4 {a b : Z} {g : game} : holds (s155_pieces a b) g -> (a >= 2 /\ a <= 3 /\ b = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s155_p5 {a b : Z} {g : game} : holds (s155_pieces a b) g -> (a >= 3 /\ a <= 4 /\ b = 0)%Z -> g == nstar (dyadic (2 * a - 5) 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s155_p6 {a b : Z} {g : game} : holds (s155_pieces a b) g -> (a >= 4 /\ b = 1)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s155_p7 {a b : Z} {g : game} : holds (s155_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s156_p1 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == int (4 * b + 3 * c - 8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s156_p2 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s156_p3 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 0 /\ b = 1 /\ c >= 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s156_p4 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s156_p5 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s156_p6 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (dyadic (7 * a + 8 * c - 19) 2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s156_p7 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (dyadic (7 * a + 8 * c - 19) 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s156_p8 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c >= 2)%Z -> g == nstar (int (2 * a + b - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s156_p9 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s156_p10 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 2 /\ b = 0 /\ c <= 1)%Z -> g == nstar (dyadic (3 * a + 2 * c - 6) 2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s156_p11 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == nstar (dyadic (3 * a + 2 * c - 6) 2).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s156_p12 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 1 /\ c = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s156_p13 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s156_p14 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic (4 * a - 7) 2].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s156_p15 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s156_p16 {a b c : Z} {g : game} : holds (s156_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.

Lemma s157_p1 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == dyadic (9 * b + 8 * c - 16) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s157_p2 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s157_p3 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s157_p4 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s157_p5 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (3 * a + b - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s157_p6 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s157_p7 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (3 * a - 6)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s157_p8 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s157_p9 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s157_p10 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s157_p11 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s157_p12 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s157_p13 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s157_p14 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int (2 * a - 3)] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s157_p15 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int 6] [Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s157_p16 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == dyadic (4 * a - 3) 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s157_p17 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 3 /\ a <= 4 /\ b = 0 /\ c = 0)%Z -> g == nstar (dyadic (2 * a - 5) 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s157_p18 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s157_p19 {a b c : Z} {g : game} : holds (s157_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.

Lemma s158_p1 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s158_p2 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s158_p3 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s158_p4 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s158_p5 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s158_p6 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s158_p7 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-7) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s158_p8 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s158_p9 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s158_p10 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s158_p11 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s158_p12 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s158_p13 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s158_p14 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s158_p15 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s158_p16 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s158_p17 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s158_p18 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s158_p19 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a <= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s158_p20 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 2 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s158_p21 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s158_p22 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (b - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s158_p23 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (b - 1)] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s158_p24 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s158_p25 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s158_p26 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (b - 2)] [dyadic 1 2]] [int 0].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s158_p27 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s158_p28 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (b - 1)] [int 1].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s158_p29 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s158_p30 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (3 * a - 6)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s158_p31 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s158_p32 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s158_p33 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s158_p34 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s158_p35 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b - 7) 1.
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s158_p36 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b - 7) 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s158_p37 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s158_p38 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s158_p39 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s158_p40 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s158_p41 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [dyadic (4 * a + 1) 2]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s158_p42 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s158_p43 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s158_p44 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s158_p45 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (3 * a + b - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s158_p46 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + b - 1)] [dyadic (8 * a + 1) 2].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s158_p47 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a + b >= 3 /\ a >= 1 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (3 * a + b - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s158_p48 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s158_p49 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (3 * a + b - 2)] [dyadic (8 * a + 1) 2]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s158_p50 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a + b >= 4 /\ a >= 1 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s158_p51 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s158_p52 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s158_p53 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a - 3)] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s158_p54 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 6] [Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s158_p55 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 3 /\ a <= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 5) 1).
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s158_p56 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s158_p57 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic (4 * a - 7) 2].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s158_p58 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s158_p59 {a b c d : Z} {g : game} : holds (s158_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.

