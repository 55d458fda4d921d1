(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s106_p1 {a b : Z} {g : game} : holds (s106_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s106_p2 {a b : Z} {g : game} : holds (s106_pieces a b) g -> (b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s106_p3 {a b : Z} {g : game} : holds (s106_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s106_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 1 /\ b = 0)%Z ->
  add (int (a - 2)) (int off) == int (a + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s106_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s106_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 2 /\ b = 0)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s107_p1 {a : Z} {g : game} : holds (s107_pieces a) g -> (a = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s107_p2 {a : Z} {g : game} : holds (s107_pieces a) g -> (a = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s107_p3 {a : Z} {g : game} : holds (s107_pieces a) g -> (a >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s108_p1 {a b : Z} {g : game} : holds (s108_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s108_p2 {a b : Z} {g : game} : holds (s108_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s108_p3 {a b : Z} {g : game} : holds (s108_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == nstar (int (3 * a + 2 * b - 3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s108_p4 {a b : Z} {g : game} : holds (s108_pieces a b) g -> (a = 1 /\ b <= 1)%Z -> g == nstar (int (3 * a + 2 * b - 3)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s108_p5 {a b : Z} {g : game} : holds (s108_pieces a b) g -> (a + b >= 3 /\ b >= 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s108_p6 {a b : Z} {g : game} : holds (s108_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.

Lemma s109_p1 {a b : Z} {g : game} : holds (s109_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s109_p2 {a b : Z} {g : game} : holds (s109_pieces a b) g -> (a = 0 /\ b >= 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s109_p3 {a b : Z} {g : game} : holds (s109_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s109_p4 {a b : Z} {g : game} : holds (s109_pieces a b) g -> (a + b >= 2 /\ a >= 1)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s110_p1 {a b c : Z} {g : game} : holds (s110_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s110_p2 {a b c : Z} {g : game} : holds (s110_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s110_p3 {a b c : Z} {g : game} : holds (s110_pieces a b c) g -> (a = 0 /\ b + c = 2 /\ b <= 1)%Z -> g == nstar (int (3 * a + 3 * b + 2 * c - 3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s110_p4 {a b c : Z} {g : game} : holds (s110_pieces a b c) g -> (a = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (3 * a + 3 * b + 2 * c - 3)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s110_p5 {a b c : Z} {g : game} : holds (s110_pieces a b c) g -> (a + b + c >= 3 /\ c >= 1)%Z -> g == Game [int (2 * a + 2 * b + c - 1)] [int (a + b + 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s110_p6 {a b c : Z} {g : game} : holds (s110_pieces a b c) g -> (a = 0 /\ b >= 1 /\ c = 0)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s110_p7 {a b c : Z} {g : game} : holds (s110_pieces a b c) g -> (a + b >= 2 /\ a >= 1 /\ c = 0)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s111_p1 {a b c : Z} {g : game} : holds (s111_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s111_p2 {a b c : Z} {g : game} : holds (s111_pieces a b c) g -> (c >= 1)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s111_p3 {a b c : Z} {g : game} : holds (s111_pieces a b c) g -> (a <= 1 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s111_p4 {a b c : Z} {g : game} : holds (s111_pieces a b c) g -> (a >= 2 /\ c = 0)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s111_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (a + b)) (int off) == int (a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s111_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b >= 1 /\ c = 0)%Z ->
  add (nstar (int (a + b - 1))) (int off) == Game [int (a + b + off - 1)] [int (a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s111_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ c = 0)%Z ->
  add (nstar (int (a + b - 1))) (int off) == Game [int (a + b + off - 1)] [int (a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s112_p1 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s112_p2 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s112_p3 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s112_p4 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s112_p5 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [int (2 * c + d - 2)] [int c].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s112_p6 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s112_p7 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s112_p8 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s112_p9 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s112_p10 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s112_p11 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s112_p12 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a + b + c + d >= 4 /\ b >= 1 /\ d >= 1)%Z -> g == Game [int (2 * a + b + 2 * c + d - 2)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s112_p13 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s112_p14 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s112_p15 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a + c = 1 /\ b = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s112_p16 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s112_p17 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s112_p18 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (5 * a - 5) 2.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s112_p19 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (5 * a - 5) 2.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s112_p20 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s112_p21 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z -> g == Game [int (2 * a + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s112_p22 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s112_p23 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s112_p24 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (7 * a - 2) 3.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s112_p25 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (7 * a - 2) 3.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s112_p26 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 4] [nstar (int 4)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s112_p27 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 4]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s112_p28 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 11] [nstar (int 6)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s112_p29 {a b c d : Z} {g : game} : holds (s112_pieces a b c d) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a - 1)] [Game [int a] [int 6]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s112_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ c = 0)%Z ->
  add (nstar (int (a + 1))) (int off) == Game [int (a + off + 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s112_p11_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s112_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b + c + d >= 4 /\ b >= 1 /\ d >= 1)%Z ->
  add (Game [int (2 * a + b + 2 * c + d - 2)] [int (a + c + 1)]) (int off) == Game [int (2 * a + b + 2 * c + d + off - 2)] [int (a + c + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b + 2 * c + d - 2 + sh))] [(fun sh => int (a + c + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s112_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + c = 1 /\ b = 1 /\ d = 1)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s113_p1 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s113_p2 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 0 /\ b = 0 /\ d >= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s113_p3 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s113_p4 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == nstar (int (c - 2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s113_p5 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s113_p6 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (b >= 1 /\ d >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s113_p7 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 1 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s113_p8 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s113_p9 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s113_p10 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s113_p11 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic 1 1] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s113_p12 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s113_p13 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s113_p14 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s113_p15 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s113_p16 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s113_p17 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s113_p18 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s113_p19 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s113_p20 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s113_p21 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s113_p22 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s113_p23 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 3]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s113_p24 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [int 3].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s113_p25 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 5).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s113_p26 {a b c d : Z} {g : game} : holds (s113_pieces a b c d) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a - 1)] [int 5].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s113_p3_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z ->
  add (int (a + c - 1)) (int off) == int (a + c + off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (int (-1)) (int off) == int (off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (-1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ d >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p8_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p9_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 1 /\ d = 0)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p10_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic (-1) 2) (int off) == dyadic (4 * off - 1) 2.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p11_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [dyadic 1 1] [int 0]] [int 0]) (int off) == Game [Game [dyadic (2 * off + 1) 1] [int off]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [nstar (int 1)] [int 0]] [int 0]) (int off) == Game [Game [Game [int (off + 1)] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p13_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]) (int off) == Game [Game [Game [int (2 * a + b + off - 3)] [int (a + off + 1)]] [int (a + off)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + b - 3 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p14_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (int (a - 2))) (int off) == Game [int (a + off - 2)] [int (a + off - 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(fun sh => int (a - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (int (a - 2))) (int off) == Game [int (a + off - 2)] [int (a + off - 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(fun sh => int (a - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z ->
  add (Game [nstar (int a)] [int a]) (int off) == Game [Game [int (a + off)] [int (a + off)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [nstar (int 2)] [int 1]] [int 1]) (int off) == Game [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (int (a - 1)) (int off) == int (a + off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p20_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic 9 2) (int off) == dyadic (4 * off + 9) 2.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (9 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p21_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic 5 1) (int off) == dyadic (2 * off + 5) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p22_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (Game [int 3] [nstar (int 3)]) (int off) == Game [int (off + 3)] [Game [int (off + 3)] [int (off + 3)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 + sh))] [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p23_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (Game [int (a - 1)] [Game [int (a - 1)] [int 3]]) (int off) == Game [int (a + off - 1)] [Game [int (a + off - 1)] [int (off + 3)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (Game [int (a - 2)] [int 3]) (int off) == Game [int (a + off - 2)] [int (off + 3)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z ->
  add (nstar (int 5)) (int off) == Game [int (off + 5)] [int (off + 5)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (5 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s113_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z ->
  add (Game [int (a - 1)] [int 5]) (int off) == Game [int (a + off - 1)] [int (off + 5)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s114_p1 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a - c >= 2 /\ b = 0 /\ c <= 2 /\ (c) mod 2 = 0)%Z -> g == nstar (int (a + b + c)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s114_p2 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a + b + c)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s114_p3 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + b + c)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s114_p4 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a - b <= 1 /\ b + c = 1)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s114_p5 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a >= 4 /\ b <= 1 /\ c = 1)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s114_p6 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (b >= 2 /\ c = 0)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s114_p7 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s114_p8 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 2)%Z -> g == Game [Game [int (2 * a + 2 * b + c + 1)] [int (a + b + 3)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s114_p9 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (b + c >= 3 /\ c >= 2)%Z -> g == Game [Game [int (2 * a + 2 * b + c + 1)] [int (a + b + 3)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s114_p10 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a <= 2 /\ b >= 1 /\ c = 1)%Z -> g == nstar (int (a + b + 2)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s114_p11 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a >= 3 /\ b >= 2 /\ c = 1)%Z -> g == nstar (int (a + b + 2)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s114_p12 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a - b >= 2 /\ a <= 3 /\ b + c >= 1 /\ c <= 1)%Z -> g == dyadic (4 * a + 7 * b + 5 * c - 1) 2.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s114_p13 {a b c : Z} {g : game} : holds (s114_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 2)%Z -> g == Game [Game [int 9] [dyadic 11 1]] [int 5].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.

Lemma s115_p1 {a : Z} {g : game} : holds (s115_pieces a) g -> (True)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s115_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 2) (int off) == int (off + 2).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s116_p1 {a b : Z} {g : game} : holds (s116_pieces a b) g -> (a <= 2 /\ b <= 1)%Z -> g == int (a + 2 * b).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s116_p2 {a b : Z} {g : game} : holds (s116_pieces a b) g -> (b >= 2)%Z -> g == int (a + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s116_p3 {a b : Z} {g : game} : holds (s116_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s116_p4 {a b : Z} {g : game} : holds (s116_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == dyadic 9 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s116_p5 {a b : Z} {g : game} : holds (s116_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s116_p6 {a b : Z} {g : game} : holds (s116_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == nstar (int 5).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s116_p7 {a b : Z} {g : game} : holds (s116_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (a + 1)] [int 5].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s116_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 2 /\ b <= 1)%Z ->
  add (int (a + 2 * b)) (int off) == int (a + 2 * b + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 2 * b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s116_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (a + 2)) (int off) == int (a + off + 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s116_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [nstar (int 3)] [int 3]) (int off) == Game [Game [int (off + 3)] [int (off + 3)]] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s116_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z ->
  add (dyadic 9 1) (int off) == dyadic (2 * off + 9) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (9 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s116_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 4 /\ b = 0)%Z ->
  add (Game [nstar (int a)] [int 3]) (int off) == Game [Game [int (a + off)] [int (a + off)]] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s116_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 1)%Z ->
  add (nstar (int 5)) (int off) == Game [int (off + 5)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (5 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s116_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 1)%Z ->
  add (Game [int (a + 1)] [int 5]) (int off) == Game [int (a + off + 1)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s117_p1 {a : Z} {g : game} : holds (s117_pieces a) g -> (True)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s118_p1 {a b : Z} {g : game} : holds (s118_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == nstar (int (a + 2 * b + 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s118_p2 {a b : Z} {g : game} : holds (s118_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == nstar (int (a + 2 * b + 1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s118_p3 {a b : Z} {g : game} : holds (s118_pieces a b) g -> (a >= 1 /\ a <= 2 /\ b = 1)%Z -> g == Game [int (2 * a + b + 2)] [int (a + 3)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s118_p4 {a b : Z} {g : game} : holds (s118_pieces a b) g -> (b >= 2)%Z -> g == Game [int (2 * a + b + 2)] [int (a + 3)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s118_p5 {a b : Z} {g : game} : holds (s118_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [int 9] [dyadic 11 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s118_p6 {a b : Z} {g : game} : holds (s118_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == Game [int 11] [nstar (int 6)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s118_p7 {a b : Z} {g : game} : holds (s118_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (2 * a + 3)] [Game [int (a + 2)] [int 6]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s119_p1 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (a - b <= 1 /\ (a) mod 2 = 0 /\ b <= 1)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s119_p2 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (b >= 2)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s119_p3 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (a - b <= 2 /\ (a) mod 2 = 1 /\ b <= 1)%Z -> g == dyadic (3 * a + 6 * b + 3) 2.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s119_p4 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s119_p5 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [nstar (int 3)] [int 3]] [int 2].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s119_p6 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [nstar (int a)] [int 3]] [int 2].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s119_p7 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == nstar (int 5).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s119_p8 {a b : Z} {g : game} : holds (s119_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (a + 1)] [int 5].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s119_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b <= 1 /\ (a) mod 2 = 0 /\ b <= 1)%Z ->
  add (int (a + b + 1)) (int off) == int (a + b + off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s119_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (a + b + 1)) (int off) == int (a + b + off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s119_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b <= 2 /\ (a) mod 2 = 1 /\ b <= 1)%Z ->
  add (dyadic (3 * a + 6 * b + 3) 2) (int off) == dyadic (3 * a + 6 * b + 4 * off + 3) 2.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (3 * a + 6 * b + 3 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s119_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s119_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [Game [nstar (int 3)] [int 3]] [int 2]) (int off) == Game [Game [Game [int (off + 3)] [int (off + 3)]] [int (off + 3)]] [int (off + 2)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])] [(fun sh => int (3 + sh))])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s119_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 4 /\ b = 0)%Z ->
  add (Game [Game [nstar (int a)] [int 3]] [int 2]) (int off) == Game [Game [Game [int (a + off)] [int (a + off)]] [int (off + 3)]] [int (off + 2)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (3 + sh))])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s119_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 1)%Z ->
  add (nstar (int 5)) (int off) == Game [int (off + 5)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (5 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s119_p8_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 1)%Z ->
  add (Game [int (a + 1)] [int 5]) (int off) == Game [int (a + off + 1)] [int (off + 5)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s120_p1 {a b : Z} {g : game} : holds (s120_pieces a b) g -> (a - b >= 3 /\ b <= 1)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s120_p2 {a b : Z} {g : game} : holds (s120_pieces a b) g -> (a <= 2 /\ b = 0)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s120_p3 {a b : Z} {g : game} : holds (s120_pieces a b) g -> (a <= 2 /\ b >= 1)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s120_p4 {a b : Z} {g : game} : holds (s120_pieces a b) g -> (a >= 3 /\ b >= 2)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s120_p5 {a b : Z} {g : game} : holds (s120_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == dyadic 11 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s121_p1 {a b : Z} {g : game} : holds (s121_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == nstar (int (2 * b - 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s121_p2 {a b : Z} {g : game} : holds (s121_pieces a b) g -> (a >= 1 /\ b = 1)%Z -> g == nstar (int (2 * b - 1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s121_p3 {a b : Z} {g : game} : holds (s121_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s121_p4 {a b : Z} {g : game} : holds (s121_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s121_p5 {a b : Z} {g : game} : holds (s121_pieces a b) g -> (b = 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s121_p6 {a b : Z} {g : game} : holds (s121_pieces a b) g -> (b >= 3)%Z -> g == Game [Game [int b] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.

Lemma s122_p1 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a + b = 1 /\ c = 0)%Z -> g == int (2 * a + 3 * b + 2 * c - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s122_p2 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (2 * a + 3 * b + 2 * c - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s122_p3 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic (2 * a - 3) 1] [int (a - 2)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s122_p4 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 3)%Z -> g == Game [nstar (int (a - 1))] [int (a - 2)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s122_p5 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a <= 1 /\ b + c >= 4 /\ b <= 1)%Z -> g == Game [Game [int (a + 2 * b + c - 4)] [int (a + b - 1)]] [int (a + b - 2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s122_p6 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a + c = 2 /\ a >= 1 /\ b = 1)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s122_p7 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s122_p8 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 2)%Z -> g == Game [nstar (int (a + c - 2))] [int (a + c - 3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s122_p9 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (b >= 2 /\ c = 3)%Z -> g == Game [nstar (int (a + c - 2))] [int (a + c - 3)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s122_p10 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a + b = 2 /\ a <= 1 /\ c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s122_p11 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s122_p12 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s122_p13 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (b >= 2 /\ c >= 4)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s122_p14 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a <= 1 /\ b = 3 /\ c = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s122_p15 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 3 /\ b = 3 /\ c = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s122_p16 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (b >= 4 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s122_p17 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s122_p18 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s122_p19 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s122_p20 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s122_p21 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * c - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s122_p22 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == nstar (int (2 * c - 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s122_p23 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 2)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s122_p24 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 3)%Z -> g == Game [Game [nstar (int (a + c - 3))] [nstar (int (b + 1))]] [nstar (int b)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s122_p25 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [nstar (int (a + c - 3))] [nstar (int (b + 1))]] [nstar (int b)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s122_p26 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s122_p27 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 2)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s122_p28 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 1 /\ c >= 3)%Z -> g == Game [Game [int c] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s122_p29 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s122_p30 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 2 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s122_p31 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s122_p32 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [nstar (int c)] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s122_p33 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s122_p34 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 1)%Z -> g == Game [nstar (dyadic 3 1)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s122_p35 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 3 /\ b = 1 /\ c >= 2)%Z -> g == Game [Game [int (c + 1)] [Game [dyadic 5 1] [int 2]]] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s122_p36 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 1)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s122_p37 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [nstar (int (a + c - 3))] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s122_p38 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [nstar (dyadic 3 1)] [int 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s122_p39 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 1)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s122_p40 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a = 4 /\ b = 1 /\ c >= 2)%Z -> g == Game [Game [int (c + 2)] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s122_p41 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int (a - 3)] [int 1]; Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s122_p42 {a b c : Z} {g : game} : holds (s122_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c >= 2)%Z -> g == Game [Game [int (a + c - 2)] [Game [Game [int (a - 1)] [int 3]] [int 2]]] [Game [Game [int (a - 2)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.

Lemma s123_p1 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (2 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s123_p2 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s123_p3 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s123_p4 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s123_p5 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a = 2 /\ b <= 1)%Z -> g == nstar (dyadic (2 * b - 1) 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s123_p6 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s123_p7 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s123_p8 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == Game [nstar (dyadic 1 1)] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s123_p9 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s123_p10 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [nstar (dyadic 1 1)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s123_p11 {a b : Z} {g : game} : holds (s123_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s123_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 1 /\ b = 0)%Z ->
  add (int (2 * a - 4)) (int off) == int (2 * a + off - 4).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a - 4 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b <= 1)%Z ->
  add (nstar (dyadic (2 * b - 1) 1)) (int off) == Game [dyadic (2 * b + 2 * off - 1) 1] [dyadic (2 * b + 2 * off - 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * b - 1 + sh * pw 1) 1)] [(fun sh => dyadic (2 * b - 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z ->
  add (Game [int 1] [dyadic 1 1]) (int off) == Game [int (off + 1)] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p8_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (Game [nstar (dyadic 1 1)] [Game [Game [dyadic 1 1] [int 0]] [int 0]]) (int off) == Game [Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1]] [Game [Game [dyadic (2 * off + 1) 1] [int off]] [int off]].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p9_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 1)%Z ->
  add (Game [nstar (dyadic 3 1)] [dyadic 1 1]) (int off) == Game [Game [dyadic (2 * off + 3) 1] [dyadic (2 * off + 3) 1]] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p10_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (Game [nstar (dyadic 1 1)] [int 0]) (int off) == Game [Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1]] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s123_p11_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 1)%Z ->
  add (Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1]) (int off) == Game [Game [dyadic (2 * a + 2 * off - 5) 1] [dyadic (2 * off + 3) 1]] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (2 * a - 5 + sh * pw 1) 1)] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

