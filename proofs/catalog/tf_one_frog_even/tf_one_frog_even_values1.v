(* A part of the proof in tf_one_frog_even.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a _^b F" "(a-1)(b-1)" --where "a>=1 && b>=2 && b<=4 && b%2==0" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_one_frog_even_base.


Lemma s1_p1 {a : Z} {g : game} : holds (s1_pieces a) g -> (True)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s2_p1 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p2 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s2_p3 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s2_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s3_p1 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s3_p3 {a b : Z} {g : game} : holds (s3_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s4_p1 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (3 * b + 2 * c - 4) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p2 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s4_p3 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s4_p4 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s4_p5 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s4_p6 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s4_p7 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s4_p8 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s4_p9 {a b c : Z} {g : game} : holds (s4_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.

Lemma s5_p1 {a : Z} {g : game} : holds (s5_pieces a) g -> (True)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s5_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int (3 * a)) (int off) == int (3 * a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s6_p1 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (True)%Z -> g == int (3 * a + 2 * b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s6_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int (3 * a + 2 * b - 1)) (int off) == int (3 * a + 2 * b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s7_p1 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (b = 0)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s7_p2 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (b >= 1)%Z -> g == int (3 * a + b - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s7_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (int (3 * a - 2)) (int off) == int (3 * a + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s7_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (3 * a + b - 1)) (int off) == int (3 * a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s8_p1 {a b : Z} {g : game} : holds (s8_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (2 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s8_p2 {a b : Z} {g : game} : holds (s8_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s8_p3 {a b : Z} {g : game} : holds (s8_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == dyadic (6 * a + 4 * b - 5) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s8_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z ->
  add (int (2 * b - 3)) (int off) == int (2 * b + off - 3).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * b - 3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (3 * a)) (int off) == int (3 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b <= 1)%Z ->
  add (dyadic (6 * a + 4 * b - 5) 1) (int off) == dyadic (6 * a + 4 * b + 2 * off - 5) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (6 * a + 4 * b - 5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s9_p1 {a b : Z} {g : game} : holds (s9_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s9_p2 {a b : Z} {g : game} : holds (s9_pieces a b) g -> (b >= 2)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s9_p3 {a b : Z} {g : game} : holds (s9_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == int (3 * a + b - 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s10_p1 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == int (2 * b + c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s10_p2 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (c >= 2)%Z -> g == int (4 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s10_p3 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a = 0 /\ b >= 1 /\ b <= 2 /\ c = 1)%Z -> g == nstar (int (b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s10_p4 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s10_p5 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s10_p6 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a + b >= 3 /\ b >= 2 /\ c = 1)%Z -> g == Game [int (4 * a + b - 1)] [int (3 * a + 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s10_p7 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a + b >= 4 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [int (4 * a + b - 2)] [int (3 * a + 1)]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s10_p8 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a >= 1 /\ b + c <= 1)%Z -> g == int (3 * a + 2 * b + c - 3).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s10_p9 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int (4 * a)] [dyadic (6 * a + 1) 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s10_p10 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.

Lemma s11_p1 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == int (3 * b + c - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s11_p2 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (c >= 2)%Z -> g == int (4 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s11_p3 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == int (3 * a + b + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s11_p4 {a b c : Z} {g : game} : holds (s11_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (6 * a + 5 * b + 2 * c - 6) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s12_p1 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == dyadic (5 * b + 4 * c - 6) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s12_p2 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (b + c >= 2 /\ c >= 1)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s12_p3 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (b >= 2 /\ c = 0)%Z -> g == nstar (int (3 * a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s12_p4 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a >= 1 /\ b + c <= 1)%Z -> g == dyadic (12 * a + 9 * b + 8 * c - 10) 2.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s12_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b + c <= 1)%Z ->
  add (dyadic (5 * b + 4 * c - 6) 1) (int off) == dyadic (5 * b + 4 * c + 2 * off - 6) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (5 * b + 4 * c - 6 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s12_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b + c >= 2 /\ c >= 1)%Z ->
  add (int (3 * a + b)) (int off) == int (3 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s12_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c = 0)%Z ->
  add (nstar (int (3 * a + b - 1))) (int off) == Game [int (3 * a + b + off - 1)] [int (3 * a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + b - 1 + sh))] [(fun sh => int (3 * a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s12_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b + c <= 1)%Z ->
  add (dyadic (12 * a + 9 * b + 8 * c - 10) 2) (int off) == dyadic (12 * a + 9 * b + 8 * c + 4 * off - 10) 2.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (12 * a + 9 * b + 8 * c - 10 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s13_p1 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s13_p2 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (c >= 1)%Z -> g == int (3 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s13_p3 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == dyadic (6 * a + 4 * b - 3) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s13_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (3 * a + 2 * b + c - 1)) (int off) == int (3 * a + 2 * b + c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s13_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (dyadic (6 * a + 4 * b - 3) 1) (int off) == dyadic (6 * a + 4 * b + 2 * off - 3) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (6 * a + 4 * b - 3 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s14_p1 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (2 * c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s14_p2 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (b + c >= 2 /\ c >= 1)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s14_p3 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == int (3 * a + 2 * b - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s14_p4 {a b c : Z} {g : game} : holds (s14_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == dyadic (6 * a + 4 * c - 5) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s14_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b + c >= 2 /\ c >= 1)%Z ->
  add (int (3 * a + 2 * b)) (int off) == int (3 * a + 2 * b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s14_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (int (3 * a + 2 * b - 2)) (int off) == int (3 * a + 2 * b + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s15_p1 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (7 * b + 2 * c - 8) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s15_p2 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (c >= 2)%Z -> g == int (4 * a + 3 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s15_p3 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == nstar (int (3 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s15_p4 {a b c : Z} {g : game} : holds (s15_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (12 * a + 11 * b + 4 * c - 12) 2.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s16_p1 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s16_p2 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s16_p3 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s16_p4 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s16_p5 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s16_p6 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s16_p7 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (c >= 1 /\ d >= 2)%Z -> g == int (4 * a + 3 * b + c).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s16_p8 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s16_p9 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s16_p10 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b + c >= 3 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (4 * a + 3 * b + c - 1)] [int (3 * a + 2 * b + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s16_p11 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (4 * a + 3 * b + c - 1)] [int (3 * a + 2 * b + 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s16_p12 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b + c >= 4 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (4 * a + 3 * b + c - 2)] [int (3 * a + 2 * b + 1)]] [int (3 * a + 2 * b)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s16_p13 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (4 * a + 3 * b + c - 2)] [int (3 * a + 2 * b + 1)]] [int (3 * a + 2 * b)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s16_p14 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s16_p15 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s16_p16 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * b).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s16_p17 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a + b >= 1 /\ c = 1 /\ d = 0)%Z -> g == int (3 * a + 2 * b - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s16_p18 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s16_p19 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s16_p20 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (3 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s16_p21 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (3 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s16_p22 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s16_p23 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (4 * a).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s16_p24 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (4 * a)] [dyadic (6 * a + 1) 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s16_p25 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s16_p26 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (4 * a + c - 1)] [int (3 * a + 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s16_p27 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (4 * a + c - 2)] [int (3 * a + 1)]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s16_p28 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (12 * a - 1) 2.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s16_p29 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (12 * a + 3) 2.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s16_p30 {a b c d : Z} {g : game} : holds (s16_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (4 * a + 3 * b).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.

Lemma s17_p1 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s17_p2 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s17_p3 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s17_p4 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (d >= 2)%Z -> g == int (4 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s17_p5 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s17_p6 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s17_p7 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (3 * a + b)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s17_p8 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (3 * a + b)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s17_p9 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s17_p10 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s17_p11 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s17_p12 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a + b + c >= 3 /\ b + c >= 2 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (4 * a + 2 * b + c - 1)] [int (3 * a + b + 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s17_p13 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a + b >= 2 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (4 * a + 2 * b + c - 2)] [int (3 * a + b + 1)]] [int (3 * a + b)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s17_p14 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b + c >= 4 /\ b <= 1 /\ d = 0)%Z -> g == Game [Game [int (4 * a + 2 * b + c - 2)] [int (3 * a + b + 1)]] [int (3 * a + b)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s17_p15 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s17_p16 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (3 * a + b - 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s17_p17 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (3 * a + b - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s17_p18 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (3 * a + b - 1).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s17_p19 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic (6 * a + 1) 1.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s17_p20 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (6 * a + 1) 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s17_p21 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s17_p22 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s17_p23 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s17_p24 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (4 * a)] [dyadic (6 * a + 1) 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s17_p25 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 4] [dyadic 7 1]] [int 3].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s17_p26 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (c + 2)] [int 4]] [int 3].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s17_p27 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (6 * a - 1) 1.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s17_p28 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic (12 * a + 3) 2.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s17_p29 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s17_p30 {a b c d : Z} {g : game} : holds (s17_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (4 * a + c - 2)] [int (3 * a + 1)]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.

Lemma s18_p1 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s18_p2 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s18_p3 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s18_p4 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (d >= 2)%Z -> g == int (4 * a + 3 * b + 2 * c).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s18_p5 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s18_p6 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (3 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s18_p7 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b + c >= 2 /\ c >= 1 /\ d = 0)%Z -> g == int (3 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s18_p8 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b + c >= 2 /\ c >= 1 /\ d = 1)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s18_p9 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (6 * a - 1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s18_p10 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (6 * a - 1) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s18_p11 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (6 * a + 1) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s18_p12 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic (6 * a + 1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s18_p13 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (3 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s18_p14 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (3 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s18_p15 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s18_p16 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (12 * a - 1) 2.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s18_p17 {a b c d : Z} {g : game} : holds (s18_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (12 * a + 3) 2.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.

Lemma s19_p1 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s19_p2 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s19_p3 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s19_p4 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (6 * a - 1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s19_p5 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (6 * a - 1) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s19_p6 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (b + c >= 1 /\ d >= 1)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s19_p7 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (b + c >= 2 /\ c >= 1 /\ d = 0)%Z -> g == nstar (int (3 * a + 2 * b + c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s19_p8 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (3 * a + 2 * b - 2).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s19_p9 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (6 * a - 5) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s19_p10 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s19_p11 {a b c d : Z} {g : game} : holds (s19_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (12 * a - 1) 2.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s19_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b + c >= 1 /\ d >= 1)%Z ->
  add (int (3 * a + 2 * b + c)) (int off) == int (3 * a + 2 * b + c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s19_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b + c >= 2 /\ c >= 1 /\ d = 0)%Z ->
  add (nstar (int (3 * a + 2 * b + c - 1))) (int off) == Game [int (3 * a + 2 * b + c + off - 1)] [int (3 * a + 2 * b + c + off - 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + 2 * b + c - 1 + sh))] [(fun sh => int (3 * a + 2 * b + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s20_p1 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s20_p2 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s20_p3 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s20_p4 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (e >= 2)%Z -> g == int (4 * a + 3 * b + 2 * c + d).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s20_p5 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s20_p6 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (3 * a - 2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s20_p7 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (3 * a + 2 * b + c)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s20_p8 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (b + c >= 2 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (3 * a + 2 * b + c)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s20_p9 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s20_p10 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s20_p11 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s20_p12 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a + b + c + d >= 3 /\ b + c + d >= 2 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (4 * a + 3 * b + 2 * c + d - 1)] [int (3 * a + 2 * b + c + 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s20_p13 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a + b + c >= 2 /\ b + c >= 1 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (4 * a + 3 * b + 2 * c + d - 2)] [int (3 * a + 2 * b + c + 1)]] [int (3 * a + 2 * b + c)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s20_p14 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b + c + d >= 4 /\ b + c <= 1 /\ e = 0)%Z -> g == Game [Game [int (4 * a + 3 * b + 2 * c + d - 2)] [int (3 * a + 2 * b + c + 1)]] [int (3 * a + 2 * b + c)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s20_p15 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s20_p16 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a + b >= 1 /\ b - c >= 0 /\ c + d = 1 /\ e = 0)%Z -> g == int (3 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s20_p17 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (3 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s20_p18 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 0)%Z -> g == int (3 * a + 2 * b + c - 1).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s20_p19 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z -> g == dyadic (6 * a + 1) 1.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s20_p20 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic (6 * a + 1) 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s20_p21 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s20_p22 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s20_p23 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (b + c >= 2 /\ c >= 1 /\ d = 0 /\ e = 1)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s20_p24 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (6 * a - 1) 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s20_p25 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (6 * a - 1) 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s20_p26 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s20_p27 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s20_p28 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (3 * a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s20_p29 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (3 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s20_p30 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (4 * a)] [dyadic (6 * a + 1) 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s20_p31 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 4] [dyadic 7 1]] [int 3].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s20_p32 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d + 2)] [int 4]] [int 3].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s20_p33 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 1 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z -> g == dyadic (12 * a + 3) 2.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s20_p34 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (12 * a - 1) 2.
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s20_p35 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (4 * a)] [dyadic (6 * a + 1) 1]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s20_p36 {a b c d e : Z} {g : game} : holds (s20_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (4 * a + d - 2)] [int (3 * a + 1)]] [int (3 * a)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.

