(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s204_p1 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s204_p2 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s204_p3 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 3.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s204_p4 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s204_p5 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 3] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s204_p6 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b + c >= 1 /\ d >= 2)%Z -> g == int (2 * a + 2 * b + c + 3).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s204_p7 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (2 * a + 2 * b + c + 3).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s204_p8 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a + c >= 2 /\ a <= 2 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == nstar (int (a + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s204_p9 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s204_p10 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + c + 2)] [dyadic (2 * a + 2 * b + 5) 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s204_p11 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + c + 1)] [dyadic (2 * a + 2 * b + 5) 1]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s204_p12 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s204_p13 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s204_p14 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s204_p15 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s204_p16 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a - b >= 2 /\ b >= 1 /\ b <= 2 /\ c = 1 /\ d = 0)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s204_p17 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a <= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s204_p18 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s204_p19 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s204_p20 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int 3] [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s204_p21 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s204_p22 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ a <= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + 3)] [Game [int (a + b + 2)] [Game [int (a + b + 2)] [int 3]]].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s204_p23 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + 3)] [Game [int (a + b + 2)] [Game [int (a + b + 2)] [int 3]]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s204_p24 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ a <= 3 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + 3)] [Game [int (a + b + 2)] [Game [int (a + b + 2)] [int 3]]]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s204_p25 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (b >= 2 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + 3)] [Game [int (a + b + 2)] [Game [int (a + b + 2)] [int 3]]]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s204_p26 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a + b)] [int 2].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s204_p27 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ a <= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a + b + 1)] [Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s204_p28 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a + b + 1)] [Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s204_p29 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ a <= 3 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s204_p30 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (b >= 3 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s204_p31 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s204_p32 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 1 /\ b + d = 1 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s204_p33 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s204_p34 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a + 3).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s204_p35 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 3)] [Game [int (a + 2)] [int 2]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s204_p36 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s204_p37 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a + 2 * b + 3).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s204_p38 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s204_p39 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int a)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s204_p40 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s204_p41 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 9] [Game [dyadic 9 1] [int 2]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s204_p42 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic 19 2.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s204_p43 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (2 * a + 3 * b) 1).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s204_p44 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 4 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (2 * a + 3 * b) 1).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s204_p45 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s204_p46 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 11] [Game [nstar (int 5)] [int 2]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s204_p47 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 5)] [Game [int (a + 3)] [int 7; Game [int (a + 3)] [int 3]]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s204_p48 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (a + 3)).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s204_p49 {a b c d : Z} {g : game} : holds (s204_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 3)] [Game [Game [int (a + 1)] [int 5]] [int 2]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.

Lemma s205_p1 {a b c : Z} {g : game} : holds (s205_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s205_p2 {a b c : Z} {g : game} : holds (s205_pieces a b c) g -> (c >= 1)%Z -> g == int (b + 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s205_p3 {a b c : Z} {g : game} : holds (s205_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == nstar (int (b + 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s205_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (b + 3)) (int off) == int (b + off + 3).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (b + 3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s205_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (nstar (int (b + 2))) (int off) == Game [int (b + off + 2)] [int (b + off + 2)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (b + 2 + sh))] [(fun sh => int (b + 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s206_p1 {a b c : Z} {g : game} : holds (s206_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s206_p2 {a b c : Z} {g : game} : holds (s206_pieces a b c) g -> (c >= 1)%Z -> g == Game [int (2 * b + c + 4)] [int (b + 4)].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s206_p3 {a b c : Z} {g : game} : holds (s206_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == int (b + 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

