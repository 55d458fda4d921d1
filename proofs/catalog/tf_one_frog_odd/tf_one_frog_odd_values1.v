(* A part of the proof in tf_one_frog_odd.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)*" --where "a>=1 && b>=3 && b<=5 && b%2==1" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_odd_base.


Lemma s1_p1 {a : Z} {g : game} : holds (s1_pieces a) g -> (True)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s2_p1 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (True)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int (2 * a + b - 1)) (int off) == int (2 * a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s3_p1 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (b = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (b >= 1)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s3_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (int (2 * a - 2)) (int off) == int (2 * a + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s3_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s4_p1 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p2 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (c >= 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s4_p3 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s4_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s4_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (nstar (int (2 * a + b - 1))) (int off) == Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s5_p1 {a : Z} {g : game} : holds (s5_pieces a) g -> (True)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s5_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int (4 * a)) (int off) == int (4 * a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s6_p1 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (True)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s6_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int (4 * a + 3 * b - 1)) (int off) == int (4 * a + 3 * b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s7_p1 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (True)%Z -> g == int (4 * a + 2 * b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s7_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int (4 * a + 2 * b - 2)) (int off) == int (4 * a + 2 * b + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 2 * b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s8_p1 {a b c : Z} {g : game} : holds (s8_pieces a b c) g -> (True)%Z -> g == int (4 * a + 3 * b + 2 * c - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s8_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (True)%Z ->
  add (int (4 * a + 3 * b + 2 * c - 2)) (int off) == int (4 * a + 3 * b + 2 * c + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + 2 * c - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s9_p1 {a b : Z} {g : game} : holds (s9_pieces a b) g -> (b = 0)%Z -> g == int (4 * a - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s9_p2 {a b : Z} {g : game} : holds (s9_pieces a b) g -> (b >= 1)%Z -> g == int (4 * a + b - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s9_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (int (4 * a - 3)) (int off) == int (4 * a + off - 3).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a - 3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s9_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (4 * a + b - 1)) (int off) == int (4 * a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s10_p1 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == int (4 * a - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s10_p2 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (c >= 1)%Z -> g == int (4 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s10_p3 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == nstar (int (4 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s10_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (4 * a + 2 * b + c - 1)) (int off) == int (4 * a + 2 * b + c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 2 * b + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (nstar (int (4 * a + 2 * b - 2))) (int off) == Game [int (4 * a + 2 * b + off - 2)] [int (4 * a + 2 * b + off - 2)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 * a + 2 * b - 2 + sh))] [(fun sh => int (4 * a + 2 * b - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s11_p1 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (c = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s11_p2 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (c >= 1)%Z -> g == int (4 * a + 3 * b + c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s11_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c = 0)%Z ->
  add (int (4 * a + 3 * b - 3)) (int off) == int (4 * a + 3 * b + off - 3).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b - 3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s11_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (4 * a + 3 * b + c - 1)) (int off) == int (4 * a + 3 * b + c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s12_p1 {a b : Z} {g : game} : holds (s12_pieces a b) g -> (b <= 1)%Z -> g == int (4 * a + 2 * b - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s12_p2 {a b : Z} {g : game} : holds (s12_pieces a b) g -> (b >= 2)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s12_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b <= 1)%Z ->
  add (int (4 * a + 2 * b - 4)) (int off) == int (4 * a + 2 * b + off - 4).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 2 * b - 4 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s12_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (4 * a)) (int off) == int (4 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s13_p1 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b <= 1 /\ c <= 1)%Z -> g == int (4 * a + 3 * b + 2 * c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s13_p2 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b <= 1 /\ c >= 2)%Z -> g == int (4 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s13_p3 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b >= 2 /\ c >= 1)%Z -> g == int (4 * a + b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s13_p4 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b >= 2 /\ c = 0)%Z -> g == nstar (int (4 * a + b - 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s13_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b <= 1 /\ c <= 1)%Z ->
  add (int (4 * a + 3 * b + 2 * c - 4)) (int off) == int (4 * a + 3 * b + 2 * c + off - 4).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + 2 * c - 4 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b <= 1 /\ c >= 2)%Z ->
  add (int (4 * a + b)) (int off) == int (4 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c >= 1)%Z ->
  add (int (4 * a + b)) (int off) == int (4 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c = 0)%Z ->
  add (nstar (int (4 * a + b - 1))) (int off) == Game [int (4 * a + b + off - 1)] [int (4 * a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 * a + b - 1 + sh))] [(fun sh => int (4 * a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s14_p1 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (b = 0 /\ c <= 1)%Z -> g == int (4 * a + 2 * c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s14_p2 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (c >= 2)%Z -> g == int (4 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s14_p3 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (b >= 1 /\ c <= 1)%Z -> g == int (4 * a + 2 * b + 2 * c - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s14_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (4 * a + 2 * b)) (int off) == int (4 * a + 2 * b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 2 * b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c <= 1)%Z ->
  add (int (4 * a + 2 * b + 2 * c - 2)) (int off) == int (4 * a + 2 * b + 2 * c + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 2 * b + 2 * c - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s15_p1 {a b : Z} {g : game} : holds (s15_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s15_p2 {a b : Z} {g : game} : holds (s15_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s15_p3 {a b : Z} {g : game} : holds (s15_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == nstar (int (2 * a + b - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s16_p1 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c = 0)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s16_p2 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s16_p3 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s16_p4 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s16_p5 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s16_p6 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s16_p7 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s16_p8 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s16_p9 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (2 * a + 1))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s16_p10 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (3 * a + b - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s16_p11 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s16_p12 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a = 1 /\ - b + c >= 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s16_p13 {a b c : Z} {g : game} : holds (s16_pieces a b c) g -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.

Lemma s17_p1 {a b c : Z} {g : game} : holds (s17_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s17_p2 {a b c : Z} {g : game} : holds (s17_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s17_p3 {a b c : Z} {g : game} : holds (s17_pieces a b c) g -> (b >= 1 /\ c <= 1)%Z -> g == int (2 * a + b + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s17_p4 {a b c : Z} {g : game} : holds (s17_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + c - 2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s18_p1 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s18_p2 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s18_p3 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s18_p4 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s18_p5 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s18_p6 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s18_p7 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s18_p8 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s18_p9 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s18_p10 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s18_p11 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s18_p12 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s18_p13 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s18_p14 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s18_p15 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s18_p16 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s18_p17 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s18_p18 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s18_p19 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s18_p20 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s18_p21 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s18_p22 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s18_p23 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s18_p24 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s18_p25 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.

Lemma s19_p1 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (c = 0 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s19_p2 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (d >= 1)%Z -> g == int (4 * a + 3 * b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s19_p3 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (c >= 1 /\ d = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s19_p2_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (d >= 1)%Z ->
  add (int (4 * a + 3 * b + 2 * c + d - 1)) (int off) == int (4 * a + 3 * b + 2 * c + d + off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + 2 * c + d - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s19_p3_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (c >= 1 /\ d = 0)%Z ->
  add (nstar (int (4 * a + 3 * b + 2 * c - 2))) (int off) == Game [int (4 * a + 3 * b + 2 * c + off - 2)] [int (4 * a + 3 * b + 2 * c + off - 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 * a + 3 * b + 2 * c - 2 + sh))] [(fun sh => int (4 * a + 3 * b + 2 * c - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s20_p1 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (b = 0 /\ c <= 1)%Z -> g == int (4 * a + 2 * c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s20_p2 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (c >= 2)%Z -> g == int (4 * a + 3 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s20_p3 {a b c : Z} {g : game} : holds (s20_pieces a b c) g -> (b >= 1 /\ c <= 1)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s20_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (4 * a + 3 * b)) (int off) == int (4 * a + 3 * b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s20_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c <= 1)%Z ->
  add (nstar (int (4 * a + 3 * b + 2 * c - 3))) (int off) == Game [int (4 * a + 3 * b + 2 * c + off - 3)] [int (4 * a + 3 * b + 2 * c + off - 3)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 * a + 3 * b + 2 * c - 3 + sh))] [(fun sh => int (4 * a + 3 * b + 2 * c - 3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s21_p1 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s21_p2 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s21_p3 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s21_p4 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (c = 1 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s21_p5 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (b + c >= 1 /\ c + d >= 2 /\ d >= 1)%Z -> g == int (4 * a + 3 * b + c).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s21_p6 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (c >= 2 /\ d = 0)%Z -> g == nstar (int (4 * a + 3 * b + c - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s21_p7 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a + 3 * b - 3)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s21_p8 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a + 3 * b - 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s21_p9 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a - 2).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s21_p10 {a b c d : Z} {g : game} : holds (s21_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s21_p4_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (c = 1 /\ d = 0)%Z ->
  add (int (4 * a + 3 * b - 1)) (int off) == int (4 * a + 3 * b + off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s21_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b + c >= 1 /\ c + d >= 2 /\ d >= 1)%Z ->
  add (int (4 * a + 3 * b + c)) (int off) == int (4 * a + 3 * b + c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s21_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (c >= 2 /\ d = 0)%Z ->
  add (nstar (int (4 * a + 3 * b + c - 1))) (int off) == Game [int (4 * a + 3 * b + c + off - 1)] [int (4 * a + 3 * b + c + off - 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 * a + 3 * b + c - 1 + sh))] [(fun sh => int (4 * a + 3 * b + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s22_p1 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s22_p2 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s22_p3 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s22_p4 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s22_p5 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (b + c >= 1 /\ d >= 1)%Z -> g == int (4 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s22_p6 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (b + c >= 2 /\ c >= 1 /\ d = 0)%Z -> g == nstar (int (4 * a + 2 * b + c - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s22_p7 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a + 2 * b - 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s22_p8 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a - 2).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s22_p9 {a b c d : Z} {g : game} : holds (s22_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s22_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b + c >= 1 /\ d >= 1)%Z ->
  add (int (4 * a + 2 * b + c)) (int off) == int (4 * a + 2 * b + c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 2 * b + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s22_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b + c >= 2 /\ c >= 1 /\ d = 0)%Z ->
  add (nstar (int (4 * a + 2 * b + c - 1))) (int off) == Game [int (4 * a + 2 * b + c + off - 1)] [int (4 * a + 2 * b + c + off - 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 * a + 2 * b + c - 1 + sh))] [(fun sh => int (4 * a + 2 * b + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s23_p1 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s23_p2 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s23_p3 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s23_p4 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (c >= 1 /\ d = 0)%Z -> g == int (4 * a + 3 * b + 2 * c - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s23_p5 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (b + c >= 1 /\ c + d >= 2 /\ d >= 1)%Z -> g == int (4 * a + 3 * b + 2 * c).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s23_p6 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a + 3 * b - 3)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s23_p7 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a + 3 * b - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s23_p8 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a - 2).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s23_p9 {a b c d : Z} {g : game} : holds (s23_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s23_p4_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (c >= 1 /\ d = 0)%Z ->
  add (int (4 * a + 3 * b + 2 * c - 2)) (int off) == int (4 * a + 3 * b + 2 * c + off - 2).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + 2 * c - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s23_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b + c >= 1 /\ c + d >= 2 /\ d >= 1)%Z ->
  add (int (4 * a + 3 * b + 2 * c)) (int off) == int (4 * a + 3 * b + 2 * c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + 2 * c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s24_p1 {a b c : Z} {g : game} : holds (s24_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (c - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s24_p2 {a b c : Z} {g : game} : holds (s24_pieces a b c) g -> (c >= 2)%Z -> g == int (5 * a + 4 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s24_p3 {a b c : Z} {g : game} : holds (s24_pieces a b c) g -> (b >= 1 /\ c <= 1)%Z -> g == int (4 * a + 3 * b + c - 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s24_p4 {a b c : Z} {g : game} : holds (s24_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (4 * a + c - 4)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s25_p1 {a b : Z} {g : game} : holds (s25_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s25_p2 {a b : Z} {g : game} : holds (s25_pieces a b) g -> (b >= 2)%Z -> g == int (5 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s25_p3 {a b : Z} {g : game} : holds (s25_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == nstar (int (4 * a + b - 4)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s26_p1 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (4 * a + 2 * b + c - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s26_p2 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a = 0 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z -> g == int (4 * a + 2 * b + c - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s26_p3 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == int (4 * a + 2 * b + c - 5).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s26_p4 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (c >= 2)%Z -> g == int (5 * a + b).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s26_p5 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (b = 1 /\ c = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s26_p6 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == nstar (int (4 * a + 2 * b + c - 4)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s26_p7 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a >= 1 /\ b + c <= 1)%Z -> g == nstar (int (4 * a + 2 * b + c - 4)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s26_p8 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s26_p9 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a + b >= 3 /\ b >= 2 /\ c = 1)%Z -> g == Game [int (5 * a + b - 1)] [int (4 * a + 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s26_p10 {a b c : Z} {g : game} : holds (s26_pieces a b c) g -> (a + b >= 4 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [int (5 * a + b - 2)] [int (4 * a + 1)]] [int (4 * a)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.

Lemma s27_p1 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s27_p2 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s27_p3 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s27_p4 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == int (2 * c - 5).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s27_p5 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [int (-1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s27_p6 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int (5 * a + 4 * b + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s27_p7 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == int (5 * a + 4 * b + c).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s27_p8 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (5 * a + 4 * b + c).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s27_p9 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s27_p10 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s27_p11 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (c - 1)] [int 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s27_p12 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a + b + c >= 4 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + c - 2)] [int (4 * a + 3 * b + 1)]] [int (4 * a + 3 * b)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s27_p13 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s27_p14 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (3 * b - 2).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s27_p15 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (4 * b).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s27_p16 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s27_p17 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s27_p18 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s27_p19 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (b >= 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (4 * a + 3 * b)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s27_p20 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (5 * a + 4 * b + c - 1)] [int (4 * a + 3 * b + 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s27_p21 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s27_p22 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s27_p23 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (4 * a - 2)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s27_p24 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s27_p25 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (5 * a + c - 1)] [int (4 * a + 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s27_p26 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s27_p27 {a b c d : Z} {g : game} : holds (s27_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (5 * a + 4 * b).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.

Lemma s28_p1 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s28_p2 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s28_p3 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (d >= 2)%Z -> g == int (5 * a + 4 * b + 2 * c).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s28_p4 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s28_p5 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s28_p6 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s28_p7 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (c >= 2 /\ d = 0)%Z -> g == int (4 * a + 3 * b + c - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s28_p8 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == int (4 * a + 3 * b + c).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s28_p9 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s28_p10 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (4 * a + 3 * b - 1)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s28_p11 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (4 * a + 3 * b)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s28_p12 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s28_p13 {a b c d : Z} {g : game} : holds (s28_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.

Lemma s29_p1 {a b c : Z} {g : game} : holds (s29_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == int (4 * a + 3 * b + c - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s29_p2 {a b c : Z} {g : game} : holds (s29_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c <= 1)%Z -> g == int (4 * a + 3 * b + c - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s29_p3 {a b c : Z} {g : game} : holds (s29_pieces a b c) g -> (c >= 2)%Z -> g == int (5 * a + 2 * b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s29_p4 {a b c : Z} {g : game} : holds (s29_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == int (4 * a + b + c - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s29_p5 {a b c : Z} {g : game} : holds (s29_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (4 * a + c - 4)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s30_p1 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s30_p2 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s30_p3 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (d >= 2)%Z -> g == int (5 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s30_p4 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s30_p5 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s30_p6 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s30_p7 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s30_p8 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s30_p9 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s30_p10 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a + b + c >= 3 /\ b + c >= 2 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (5 * a + 2 * b + c - 1)] [int (4 * a + b + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s30_p11 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a + b + c >= 4 /\ b + c >= 3 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (5 * a + 2 * b + c - 2)] [int (4 * a + b + 1)]] [int (4 * a + b)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s30_p12 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a - 2).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s30_p13 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b = 1 /\ c = 1 /\ d = 0)%Z -> g == int (4 * a + b - 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s30_p14 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a + b - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s30_p15 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s30_p16 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s30_p17 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a + b).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s30_p18 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (4 * a + b)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s30_p19 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s30_p20 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s30_p21 {a b c d : Z} {g : game} : holds (s30_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (4 * a - 2)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.

Lemma s31_p1 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s31_p2 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s31_p3 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (d >= 2)%Z -> g == int (5 * a + 3 * b + 2 * c).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s31_p4 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (4 * a - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s31_p5 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b + c = 1 /\ b + d = 1)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s31_p6 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b + c >= 2 /\ c >= 1 /\ d = 0)%Z -> g == int (4 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s31_p7 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b + c >= 2 /\ c >= 1 /\ d = 1)%Z -> g == int (4 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s31_p8 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s31_p9 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s31_p10 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s31_p11 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s31_p12 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.

Lemma s32_p1 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s32_p2 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s32_p3 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s32_p4 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s32_p5 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (c = 1 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s32_p6 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int (3 * c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s32_p7 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (c >= 2 /\ d = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s32_p8 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s32_p9 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s32_p10 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (3 * b - 2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s32_p11 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (4 * b).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s32_p12 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == int (3 * b).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s32_p13 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (4 * b + 3 * c).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s32_p14 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s32_p15 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s32_p16 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s32_p17 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s32_p18 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s32_p19 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int (5 * a + 3 * c).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s32_p20 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s32_p21 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (5 * a + 4 * b).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s32_p22 {a b c d : Z} {g : game} : holds (s32_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == int (4 * a + 3 * b).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.

Lemma s33_p1 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == int (4 * a + 4 * b + c - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s33_p2 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c <= 1)%Z -> g == int (4 * a + 4 * b + c - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s33_p3 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (c >= 2)%Z -> g == int (5 * a + 3 * b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s33_p4 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == nstar (int (4 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s33_p5 {a b c : Z} {g : game} : holds (s33_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (4 * a + c - 4)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s34_p1 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s34_p2 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s34_p3 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s34_p4 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s34_p5 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == int (2 * c - 5).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s34_p6 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [int (-1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s34_p7 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int (5 * a + 3 * b + c).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s34_p8 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == int (5 * a + 3 * b + c).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s34_p9 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (5 * a + 3 * b + c).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s34_p10 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s34_p11 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s34_p12 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (c - 1)] [int 1].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s34_p13 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a + b + c >= 4 /\ b + c >= 3 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (5 * a + 3 * b + c - 2)] [int (4 * a + 2 * b + 1)]] [int (4 * a + 2 * b)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s34_p14 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s34_p15 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * b).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s34_p16 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (4 * a + 2 * b - 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s34_p17 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == int (4 * a + 2 * b - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s34_p18 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s34_p19 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s34_p20 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a + b + c >= 3 /\ b >= 1 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (5 * a + 3 * b + c - 1)] [int (4 * a + 2 * b + 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s34_p21 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s34_p22 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s34_p23 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s34_p24 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s34_p25 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (4 * a - 2)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s34_p26 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s34_p27 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (5 * a + c - 1)] [int (4 * a + 1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s34_p28 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s34_p29 {a b c d : Z} {g : game} : holds (s34_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (5 * a + 3 * b).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.

Lemma s35_p1 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s35_p2 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s35_p3 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s35_p4 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s35_p5 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (b + c + d >= 1 /\ c + d + e >= 2 /\ e >= 1)%Z -> g == int (4 * a + 3 * b + 2 * c + d).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s35_p6 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c + d - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s35_p7 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (c + d >= 2 /\ d >= 1 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c + d - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s35_p8 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (c >= 1 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b + 2 * c - 2).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s35_p9 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b - 3)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s35_p10 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a - 2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s35_p11 {a b c d e : Z} {g : game} : holds (s35_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s35_p5_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (b + c + d >= 1 /\ c + d + e >= 2 /\ e >= 1)%Z ->
  add (int (4 * a + 3 * b + 2 * c + d)) (int off) == int (4 * a + 3 * b + 2 * c + d + off).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (4 * a + 3 * b + 2 * c + d + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s35_p7_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (c + d >= 2 /\ d >= 1 /\ e = 0)%Z ->
  add (nstar (int (4 * a + 3 * b + 2 * c + d - 1))) (int off) == Game [int (4 * a + 3 * b + 2 * c + d + off - 1)] [int (4 * a + 3 * b + 2 * c + d + off - 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 * a + 3 * b + 2 * c + d - 1 + sh))] [(fun sh => int (4 * a + 3 * b + 2 * c + d - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s36_p1 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s36_p2 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s36_p3 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s36_p4 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s36_p5 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1 /\ d <= 2 /\ e = 0)%Z -> g == int (2 * d - 5).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s36_p6 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 0] [int (-1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s36_p7 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ d >= 1 /\ e >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c + d).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s36_p8 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b + c >= 1 /\ d >= 1 /\ e >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c + d).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s36_p9 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ e >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c + d).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s36_p10 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s36_p11 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s36_p12 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 1)%Z -> g == Game [int (d - 1)] [int 1].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s36_p13 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a + b + c + d >= 4 /\ c + d >= 3 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 3 * c + d - 2)] [int (4 * a + 3 * b + 2 * c + 1)]] [int (4 * a + 3 * b + 2 * c)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s36_p14 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s36_p15 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z -> g == int (3 * c).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s36_p16 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == int (4 * a + 3 * b + 2 * c - 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s36_p17 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (b + c >= 1 /\ d = 1 /\ e = 0)%Z -> g == int (4 * a + 3 * b + 2 * c - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s36_p18 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s36_p19 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s36_p20 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a + b + c + d >= 3 /\ b + c >= 1 /\ c + d >= 2 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (5 * a + 4 * b + 3 * c + d - 1)] [int (4 * a + 3 * b + 2 * c + 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s36_p21 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s36_p22 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s36_p23 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s36_p24 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s36_p25 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (3 * b - 2).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s36_p26 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (4 * b).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s36_p27 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s36_p28 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s36_p29 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (3 * b).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s36_p30 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z -> g == int (4 * b + 3 * c).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s36_p31 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s36_p32 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s36_p33 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s36_p34 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (5 * a + d - 1)] [int (4 * a + 1)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s36_p35 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s36_p36 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z -> g == int (5 * a + 3 * c).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s36_p37 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s36_p38 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (5 * a + 4 * b).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s36_p39 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a + 3 * b).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s36_p40 {a b c d e : Z} {g : game} : holds (s36_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c >= 1 /\ d = 0 /\ e >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.

Lemma s37_p1 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s37_p2 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s37_p3 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (e >= 2)%Z -> g == int (5 * a + 4 * b + 2 * c + d).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s37_p4 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s37_p5 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s37_p6 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s37_p7 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b + c >= 1 /\ c <= 1 /\ d = 1 /\ e = 0)%Z -> g == int (4 * a + 3 * b + c - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s37_p8 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == int (4 * a + 3 * b + c - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s37_p9 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b + c - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s37_p10 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s37_p11 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s37_p12 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a + b + c + d >= 3 /\ c + d >= 2 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (5 * a + 4 * b + 2 * c + d - 1)] [int (4 * a + 3 * b + c + 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s37_p13 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a + b + c + d >= 4 /\ a + c <= 1 /\ b + c <= 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s37_p14 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a + b + c >= 2 /\ c >= 1 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s37_p15 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a <= 1 /\ b >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s37_p16 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 2 * c + d - 2)] [int (4 * a + 3 * b + c + 1)]] [int (4 * a + 3 * b + c)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s37_p17 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s37_p18 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s37_p19 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s37_p20 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s37_p21 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s37_p22 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a + 3 * b + c).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s37_p23 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (c >= 2 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b + c)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s37_p24 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s37_p25 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s37_p26 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a + 3 * b)).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s37_p27 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (b >= 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b - 1)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s37_p28 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s37_p29 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s37_p30 {a b c d e : Z} {g : game} : holds (s37_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (4 * a - 2)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.

Lemma s38_p1 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s38_p2 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s38_p3 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (e >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c + 2 * d).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s38_p4 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s38_p5 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s38_p6 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s38_p7 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s38_p8 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (c + d >= 2 /\ d >= 1 /\ e = 0)%Z -> g == int (4 * a + 3 * b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s38_p9 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (c + d >= 2 /\ d >= 1 /\ e = 1)%Z -> g == int (4 * a + 3 * b + 2 * c + d).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s38_p10 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a + 3 * b).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s38_p11 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s38_p12 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s38_p13 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s38_p14 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s38_p15 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (4 * a + 3 * b)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s38_p16 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s38_p17 {a b c d e : Z} {g : game} : holds (s38_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.

Lemma s39_p1 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s39_p2 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s39_p3 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (e >= 2)%Z -> g == int (5 * a + 3 * b + 2 * c + d).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s39_p4 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s39_p5 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s39_p6 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b = 0 /\ c + d = 2 /\ c <= 1 /\ e = 0)%Z -> g == int (4 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s39_p7 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b >= 1 /\ c + d = 1 /\ e = 0)%Z -> g == int (4 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s39_p8 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s39_p9 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s39_p10 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s39_p11 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b + c + d >= 3 /\ b + c + d >= 2 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (5 * a + 3 * b + 2 * c + d - 1)] [int (4 * a + 2 * b + c + 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s39_p12 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b + c + d >= 4 /\ a + b <= 1 /\ a + c <= 1 /\ b + c <= 1 /\ e = 0)%Z -> g == Game [Game [int (5 * a + 3 * b + 2 * c + d - 2)] [int (4 * a + 2 * b + c + 1)]] [int (4 * a + 2 * b + c)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s39_p13 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b + c >= 2 /\ b + c + d >= 3 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (5 * a + 3 * b + 2 * c + d - 2)] [int (4 * a + 2 * b + c + 1)]] [int (4 * a + 2 * b + c)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s39_p14 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (4 * a - 2).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s39_p15 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b + c = 1 /\ b + e = 1 /\ d = 0)%Z -> g == int (4 * a - 1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s39_p16 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s39_p17 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s39_p18 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b + c >= 2 /\ c >= 1 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s39_p19 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b + c >= 2 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (4 * a + 2 * b + c)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s39_p20 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s39_p21 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s39_p22 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s39_p23 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (4 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s39_p24 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s39_p25 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s39_p26 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s39_p27 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.

Lemma s40_p1 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s40_p2 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s40_p3 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (f >= 2)%Z -> g == int (5 * a + 4 * b + 3 * c + 2 * d + e).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s40_p4 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s40_p5 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 0)%Z -> g == int (4 * a + 3 * b - 3).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s40_p6 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b = 0 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 1)%Z -> g == Game [int (5 * a)] [int (4 * a - 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s40_p7 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b + d >= 1 /\ c = 0 /\ d <= 1 /\ e = 1 /\ f = 0)%Z -> g == int (4 * a + 3 * b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s40_p8 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b = 0 /\ c = 0 /\ d = 0 /\ e = 2 /\ f = 0)%Z -> g == int (4 * a + 3 * b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s40_p9 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (c >= 1 /\ d + e = 1 /\ f = 0)%Z -> g == int (4 * a + 3 * b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s40_p10 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (d >= 2 /\ e = 0 /\ f = 0)%Z -> g == int (4 * a + 3 * b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s40_p11 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2 /\ f = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s40_p12 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3 /\ f = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s40_p13 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a + b + c + d + e >= 3 /\ c + d + e >= 2 /\ e >= 1 /\ f = 1)%Z -> g == Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 1)] [int (4 * a + 3 * b + 2 * c + d + 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s40_p14 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a + b + c + d + e >= 4 /\ a + c <= 1 /\ a + d <= 1 /\ b + c <= 1 /\ b + d <= 1 /\ c + d <= 1 /\ e >= 3 /\ f = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s40_p15 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a + b + c + d >= 2 /\ c + d >= 1 /\ e >= 2 /\ f = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s40_p16 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a <= 1 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e >= 3 /\ f = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s40_p17 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a >= 2 /\ c = 0 /\ d = 0 /\ e >= 3 /\ f = 0)%Z -> g == Game [Game [int (5 * a + 4 * b + 3 * c + 2 * d + e - 2)] [int (4 * a + 3 * b + 2 * c + d + 1)]] [int (4 * a + 3 * b + 2 * c + d)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s40_p18 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b = 0 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 0)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s40_p19 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 1)%Z -> g == int (4 * a + 3 * b - 2).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s40_p20 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b = 0 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 1)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s40_p21 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (c = 1 /\ d = 0 /\ e = 0 /\ f = 0)%Z -> g == int (4 * a + 3 * b - 1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s40_p22 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1 /\ f = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s40_p23 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2 /\ f = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s40_p24 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (c + d >= 2 /\ d >= 1 /\ e = 0 /\ f = 1)%Z -> g == int (4 * a + 3 * b + 2 * c + d).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s40_p25 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 2 /\ f = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c + d)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s40_p26 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (c + d >= 2 /\ d >= 1 /\ e = 1 /\ f = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c + d)).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s40_p27 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (c = 1 /\ d = 0 /\ e = 0 /\ f = 1)%Z -> g == int (4 * a + 3 * b).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s40_p28 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1 /\ f = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s40_p29 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2 /\ f = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s40_p30 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s40_p31 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (c >= 2 /\ d = 0 /\ e = 0 /\ f = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s40_p32 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 0)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s40_p33 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (c >= 2 /\ d = 0 /\ e = 0 /\ f = 1)%Z -> g == nstar (int (4 * a + 3 * b + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s40_p34 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b >= 1 /\ c = 0 /\ d = 0 /\ e = 1 /\ f = 1)%Z -> g == Game [int (5 * a + 4 * b)] [nstar (int (4 * a + 3 * b))].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s40_p35 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e = 0 /\ f = 1)%Z -> g == nstar (int (4 * a + 3 * b)).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s40_p36 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 0)%Z -> g == nstar (int (4 * a - 4)).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s40_p37 {a b c d e f : Z} {g : game} : holds (s40_pieces a b c d e f) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0 /\ f = 1)%Z -> g == nstar (int (4 * a - 3)).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.

