(* A part of the proof in tf_T_a_F__b.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a F _^b" "a(b-1)" --where "b>=1 && b<=3" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_T_a_F__b_base.


Lemma s1_p1 {a : Z} {g : game} : holds (s1_pieces a) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s2_p1 {a : Z} {g : game} : holds (s2_pieces a) g -> (True)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s3_p1 {a : Z} {g : game} : holds (s3_pieces a) g -> (True)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s4_p1 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p2 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s4_p3 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a - b = 1 /\ a <= 2)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s4_p4 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s4_p5 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s4_p6 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s4_p7 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a >= 3 /\ b = 1)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s4_p8 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.

Lemma s5_p1 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s5_p2 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s5_p3 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s5_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s5_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s6_p1 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (True)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s6_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int (2 * a + b - 1)) (int off) == int (2 * a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s7_p1 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s7_p2 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s7_p3 {a b : Z} {g : game} : holds (s7_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s8_p1 {a b : Z} {g : game} : holds (s8_pieces a b) g -> (b = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s8_p2 {a b : Z} {g : game} : holds (s8_pieces a b) g -> (b >= 1)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s8_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (int (2 * a - 2)) (int off) == int (2 * a + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s8_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s9_p1 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (3 * b + 2 * c - 4) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s9_p2 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s9_p3 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s9_p4 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s9_p5 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s9_p6 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s9_p7 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s9_p8 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s9_p9 {a b c : Z} {g : game} : holds (s9_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.

Lemma s10_p1 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s10_p2 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (c >= 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s10_p3 {a b c : Z} {g : game} : holds (s10_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s10_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s10_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (nstar (int (2 * a + b - 1))) (int off) == Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s11_p1 {a b : Z} {g : game} : holds (s11_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s11_p2 {a b : Z} {g : game} : holds (s11_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s11_p3 {a b : Z} {g : game} : holds (s11_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == nstar (int (2 * a + b - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s12_p1 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c = 0)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s12_p2 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == int (2 * a + 2 * b - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s12_p3 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s12_p4 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s12_p5 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s12_p6 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s12_p7 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s12_p8 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s12_p9 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (2 * a + 1))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s12_p10 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (3 * a + b - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s12_p11 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (3 * a + b - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s12_p12 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a = 1 /\ - b + c >= 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s12_p13 {a b c : Z} {g : game} : holds (s12_pieces a b c) g -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.

Lemma s13_p1 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s13_p2 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s13_p3 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (b >= 1 /\ c <= 1)%Z -> g == int (2 * a + b + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s13_p4 {a b c : Z} {g : game} : holds (s13_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + c - 2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s14_p1 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s14_p2 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s14_p3 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s14_p4 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s14_p5 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s14_p6 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s14_p7 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s14_p8 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s14_p9 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s14_p10 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s14_p11 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s14_p12 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s14_p13 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s14_p14 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s14_p15 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s14_p16 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s14_p17 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s14_p18 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s14_p19 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s14_p20 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s14_p21 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s14_p22 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s14_p23 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s14_p24 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s14_p25 {a b c d : Z} {g : game} : holds (s14_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.

