(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s179_p1 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s179_p2 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s179_p3 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s179_p4 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s179_p5 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [int (2 * c + d - 2)] [int c].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s179_p6 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s179_p7 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a + b = 3 /\ a <= 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s179_p8 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a + c = 1 /\ a - b = 0 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s179_p9 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s179_p10 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s179_p11 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s179_p12 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a + c + d >= 3 /\ a >= 1 /\ a <= 2 /\ b = 1 /\ d >= 1)%Z -> g == Game [int (a + b + 2 * c + d - 2)] [int (c + 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s179_p13 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b + c + d >= 4 /\ b >= 1 /\ d >= 1)%Z -> g == Game [int (a + b + 2 * c + d - 2)] [int (c + 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s179_p14 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ d >= 1)%Z -> g == Game [int (a + b + 2 * c + d - 2)] [int (c + 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s179_p15 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 1 /\ b + d = 1 /\ c = 0)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s179_p16 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s179_p17 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s179_p18 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a + b = 4 /\ a <= 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s179_p19 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a + b >= 5 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + b - 2)); Game [int (a + b - 2)] [Game [int (a + b - 2)] [int 2]]] [Game [int (a + b - 2)] [int 1]; Game [Game [int (a + b - 2)] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s179_p20 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + b - 2)); Game [int (a + b - 2)] [Game [int (a + b - 2)] [int 2]]] [Game [int (a + b - 2)] [int 1]; Game [Game [int (a + b - 2)] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s179_p21 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s179_p22 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s179_p23 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [dyadic (2 * d - 3) 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s179_p24 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s179_p25 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c + d >= 3 /\ c >= 1 /\ d >= 1)%Z -> g == Game [dyadic (4 * c + 2 * d - 3) 1] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s179_p26 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 0)] [int (-2)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s179_p27 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s179_p28 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 2)] [nstar (int 1)]; Game [nstar (int 2)] [int 1]] [nstar (int 1); Game [nstar (int 1)] [int 1]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s179_p29 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [Game [nstar (int (2 * c + d))] [int (2 * c + d - 1)]] [Game [nstar (int (c + 1))] [int (c + 1)]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s179_p30 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [nstar (int c)] [int c].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s179_p31 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [nstar (int 2); Game [nstar (int 2)] [int 2]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s179_p32 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s179_p33 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [int (-2)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s179_p34 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s179_p35 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 3)] [int 1]; Game [nstar (int 3)] [Game [dyadic 3 1] [int 1]]] [nstar (int 1); Game [Game [dyadic 3 1] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s179_p36 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [Game [nstar (int (2 * c + d + 1))] [int (2 * c + d - 1)]] [Game [Game [dyadic (2 * c + 3) 1] [int (c + 1)]] [int (c + 1)]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s179_p37 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [int c]] [int c].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s179_p38 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [nstar (int 4)] [int 2]; Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]]] [nstar (int 2); Game [Game [dyadic 5 1] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s179_p39 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s179_p40 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 1 /\ d >= 1)%Z -> g == Game [Game [nstar (int (2 * c + d + 2))] [int (2 * c + d + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s179_p41 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 3 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic 5 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s179_p42 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s179_p43 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s179_p44 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [Game [nstar (int (2 * c + d + 2))] [int (2 * c + d - 1)]] [Game [Game [nstar (int (c + 2))] [int (c + 1)]] [int (c + 1)]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s179_p45 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [nstar (int (c + 1))] [int c]] [int c].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s179_p46 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s179_p47 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s179_p48 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a = 4 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + 2 * c + d - 1))] [int (2 * c + d + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s179_p49 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ d >= 1)%Z -> g == Game [Game [nstar (int (a + 2 * c + d - 1))] [int (2 * c + d + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s179_p50 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 4 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + 1))] [Game [Game [int (a + 1)] [int 2]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s179_p51 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int (a - 1))] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s179_p52 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int a)] [int 1]; Game [nstar (int a)] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s179_p53 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [Game [nstar (int (a + 2 * c + d - 2))] [int (2 * c + d - 1)]] [Game [Game [Game [int (a + c - 2)] [int (c + 2)]] [int (c + 1)]] [int (c + 1)]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s179_p54 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s179_p55 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [nstar (int (a + 1))] [int 2]; Game [nstar (int (a + 1))] [Game [Game [int (a - 1)] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int (a - 1)] [int 3]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s179_p56 {a b c d : Z} {g : game} : holds (s179_pieces a b c d) g -> (a >= 5 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (a - 1)] [int 3]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.

Lemma s180_p1 {a b : Z} {g : game} : holds (s180_pieces a b) g -> (b = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s180_p2 {a b : Z} {g : game} : holds (s180_pieces a b) g -> (b = 1)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s180_p3 {a b : Z} {g : game} : holds (s180_pieces a b) g -> (b >= 2)%Z -> g == Game [Game [int (b + 3)] [int 4]] [int 3].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s181_p1 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s181_p2 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s181_p3 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s181_p4 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 3 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d - 1)] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s181_p5 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s181_p6 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b = 0 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s181_p7 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (2 * c + 1) 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s181_p8 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b = 0 /\ c >= 1 /\ d = 1)%Z -> g == nstar (dyadic (2 * c + 1) 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s181_p9 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 0)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s181_p10 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s181_p11 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (c + 1)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s181_p12 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (c + 1)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s181_p13 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s181_p14 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (- a + b >= 1 /\ b + d = 3 /\ b <= 2 /\ c = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s181_p15 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s181_p16 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a + c + d >= 3 /\ a <= 1 /\ b = 1 /\ d >= 2)%Z -> g == Game [Game [int (a + b + 2 * c + d - 1)] [int (c + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s181_p17 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (b >= 2 /\ d >= 2)%Z -> g == Game [Game [int (a + b + 2 * c + d - 1)] [int (c + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s181_p18 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s181_p19 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a + b >= 4 /\ a <= 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s181_p20 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s181_p21 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s181_p22 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s181_p23 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c + d >= 3 /\ d >= 2)%Z -> g == Game [Game [dyadic (4 * c + 2 * d - 1) 1] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s181_p24 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s181_p25 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s181_p26 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 2 /\ b = 0 /\ d >= 2)%Z -> g == Game [Game [nstar (int (2 * c + d))] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s181_p27 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (d + 2)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s181_p28 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (d + 4)] [int 3]] [int 2].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s181_p29 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d + 2)] [int (c + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s181_p30 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int 1] [Game [dyadic 1 1] [int 0]]] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s181_p31 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s181_p32 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 3 /\ b = 0 /\ d >= 2)%Z -> g == Game [Game [Game [Game [nstar (int (2 * c + d + 1))] [int (2 * c + d + 1)]] [int (2 * c + d)]] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s181_p33 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * d + 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s181_p34 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * d + 9) 1] [int 3]] [int 2].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s181_p35 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c >= 2 /\ d >= 2)%Z -> g == Game [Game [dyadic (4 * c + 2 * d + 5) 1] [int (c + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s181_p36 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s181_p37 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s181_p38 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ d >= 2)%Z -> g == Game [Game [Game [Game [nstar (int (a + 2 * c + d - 2))] [int (2 * c + d + 1)]] [int (2 * c + d)]] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s181_p39 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a = 4 /\ b = 1 /\ d >= 2)%Z -> g == Game [Game [nstar (int (2 * c + d + 3))] [int (c + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s181_p40 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 4 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (a + 3))] [Game [Game [int (a + 3)] [int 3]] [int 2]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s181_p41 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s181_p42 {a b c d : Z} {g : game} : holds (s181_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ d >= 2)%Z -> g == Game [Game [Game [int (a + 2 * c + d - 1)] [int (2 * c + d + 3)]] [int (c + 2)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.

Lemma s182_p1 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s182_p2 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s182_p3 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s182_p4 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s182_p5 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s182_p6 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d + e >= 3 /\ e >= 1)%Z -> g == Game [int (2 * d + e - 3)] [int (d - 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s182_p7 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == int (d - 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s182_p8 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s182_p9 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s182_p10 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s182_p11 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + e = 3 /\ c >= 1 /\ d = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s182_p12 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s182_p13 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s182_p14 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + d + e >= 4 /\ c >= 1 /\ e >= 1)%Z -> g == Game [int (c + 2 * d + e - 3)] [int d].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s182_p15 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == int (d - 1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s182_p16 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s182_p17 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c + e = 2 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s182_p18 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c + e = 2 /\ c <= 1 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s182_p19 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int 1); Game [int 1] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [int 1] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s182_p20 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int (c - 3)); Game [int (c - 3)] [Game [int (c - 3)] [int 1]]] [Game [int (c - 3)] [int 0]; Game [Game [int (c - 3)] [int 1]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s182_p21 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s182_p22 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s182_p23 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * d + 1) 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s182_p24 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == dyadic (2 * d + 1) 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s182_p25 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c + d + e >= 3 /\ e >= 1)%Z -> g == Game [int (a + c + 2 * d + e - 1)] [int (a + d + 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s182_p26 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ d >= 1 /\ e >= 1)%Z -> g == Game [int (a + c + 2 * d + e - 1)] [int (a + d + 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s182_p27 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ d >= 1 /\ e = 0)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s182_p28 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s182_p29 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ d >= 1 /\ e = 0)%Z -> g == int (a + d).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s182_p30 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s182_p31 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s182_p32 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a + c = 1 /\ b = 1 /\ d = 0 /\ e = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s182_p33 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 3) 1] [int (a + 1)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s182_p34 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 3) 1] [int (a + 1)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s182_p35 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s182_p36 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s182_p37 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 2)]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s182_p38 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 2)]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s182_p39 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s182_p40 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s182_p41 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int (-1)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s182_p42 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s182_p43 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int 1)] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s182_p44 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d + e >= 3 /\ e >= 1)%Z -> g == Game [Game [int (2 * d + e - 1)] [dyadic (4 * d + 2 * e - 3) 1]] [Game [int (d + 1)] [dyadic (2 * d + 1) 1]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s182_p45 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [int d] [dyadic (2 * d - 1) 1].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s182_p46 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 2)] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s182_p47 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (2 * c - 2)).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s182_p48 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (2 * c - 2)).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s182_p49 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c + d + e >= 3 /\ c >= 1 /\ e >= 1)%Z -> g == Game [nstar (int (c + 2 * d + e - 1))] [nstar (int (d + 1))].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s182_p50 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s182_p51 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s182_p52 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [nstar (int 1)]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s182_p53 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * c - 3) 1] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s182_p54 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 9 3.
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s182_p55 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (3 * a + 4 * e - 3) 2] [dyadic (3 * a + 7) 3].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s182_p56 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (3 * a + 4 * e - 3) 2] [dyadic (3 * a + 7) 3].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s182_p57 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == dyadic (4 * d + 1) 2.
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s182_p58 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e >= 1)%Z -> g == Game [int (2 * d + e)] [dyadic (4 * d + 5) 2].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s182_p59 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (c + e)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s182_p60 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1 /\ e >= 1)%Z -> g == Game [int (c + 2 * d + e)] [dyadic (2 * d + 3) 1].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s182_p61 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s182_p62 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (8 * a + 7 * c - 11) 3] [dyadic (c + 3) 2].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s182_p63 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (8 * a + 7 * c - 11) 3] [dyadic (c + 3) 2].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s182_p64 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (c - 1)] [dyadic 5 1]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s182_p65 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c + e = 1 /\ d = 0)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s182_p66 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [int (a + e - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s182_p67 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d + e >= 3 /\ d >= 1 /\ e >= 1)%Z -> g == Game [int (a + 2 * d + e - 1)] [int (a + d + 1)].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s182_p68 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c + e >= 3 /\ c >= 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (a + c + e - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s182_p69 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 9 3] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s182_p70 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int 2)] [Game [dyadic 5 2] [Game [nstar (int 1)] [int 1]]; Game [Game [nstar (int 2)] [nstar (int 1)]; Game [nstar (int 2)] [int 1]] [nstar (int 1); Game [nstar (int 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s182_p71 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d + e >= 3 /\ e >= 1)%Z -> g == Game [nstar (int (2 * d + e))] [Game [dyadic (4 * d + 5) 2] [Game [nstar (int (d + 1))] [int (d + 1)]]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s182_p72 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [dyadic (4 * d + 1) 2] [Game [nstar (int d)] [int d]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s182_p73 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 3)] [Game [dyadic 9 2] [Game [nstar (int 2)] [int 2]]; Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [nstar (int 2); Game [nstar (int 2)] [int 2]]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s182_p74 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ e >= 1)%Z -> g == Game [nstar (int (c + 2 * d + e))] [Game [dyadic (2 * d + 3) 1] [int (d + 1)]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s182_p75 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [dyadic (2 * d + 1) 1] [int d].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s182_p76 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [Game [dyadic 3 1] [int 1]]]] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s182_p77 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 5 1] [int 2]]] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s182_p78 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [int 2] [int 2; Game [int 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s182_p79 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [int (e + 1)] [Game [int 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s182_p80 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [int (a + d - 1)] [dyadic (2 * d + 1) 1].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s182_p81 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e >= 1)%Z -> g == Game [int (2 * d + e + 1)] [Game [int (d + 2)] [dyadic (2 * d + 3) 1]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s182_p82 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ e >= 1)%Z -> g == Game [int (c + 2 * d + e + 1)] [nstar (int (d + 2))].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s182_p83 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == nstar (int (d + 1)).
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s182_p84 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s182_p85 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s182_p86 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int c] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s182_p87 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s182_p88 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s182_p89 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int 3)] [Game [Game [nstar (int 3)] [int 1]; Game [nstar (int 3)] [Game [dyadic 3 1] [int 1]]] [nstar (int 1); Game [Game [dyadic 3 1] [int 1]] [int 1]]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s182_p90 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d + e >= 3 /\ e >= 1)%Z -> g == Game [nstar (int (2 * d + e + 1))] [Game [Game [int (d + 2)] [dyadic (2 * d + 3) 1]] [Game [Game [dyadic (2 * d + 3) 1] [int (d + 1)]] [int (d + 1)]]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s182_p91 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int (d + 1)] [dyadic (2 * d + 1) 1]] [Game [Game [dyadic (2 * d + 1) 1] [int d]] [int d]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s182_p92 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 4)] [Game [Game [nstar (int 4)] [int 2]; Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]]] [nstar (int 2); Game [Game [dyadic 5 1] [int 2]] [int 2]]; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s182_p93 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ e >= 1)%Z -> g == Game [nstar (int (c + 2 * d + e + 1))] [Game [nstar (int (d + 2))] [int (d + 1)]].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s182_p94 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [nstar (int (d + 1))] [int d].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s182_p95 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s182_p96 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s182_p97 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 7 1] [int 3; Game [int 3] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s182_p98 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [dyadic (2 * e + 3) 1] [Game [int 3] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s182_p99 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 9 1] [int 4; Game [int 4] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s182_p100 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d + e >= 3 /\ d >= 1 /\ e >= 1)%Z -> g == Game [dyadic (4 * d + 2 * e + 3) 1] [Game [int (d + 3)] [dyadic (2 * d + 3) 1]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s182_p101 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 3 /\ a - d - e <= 3 /\ b = 1 /\ c = 1 /\ e >= 1)%Z -> g == Game [int (a + c + 2 * d + e - 1)] [Game [int (a + d)] [int (d + 2)]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s182_p102 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ e >= 1)%Z -> g == Game [int (a + c + 2 * d + e - 1)] [Game [int (a + d)] [int (d + 2)]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s182_p103 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [int (a + d - 1)] [int (d + 1)].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s182_p104 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int a)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s182_p105 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + c - 2)] [Game [int (a + 1)] [int 3]]] [int 3; Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s182_p106 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s182_p107 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 11 2] [dyadic 3 1; Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s182_p108 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 15 2] [Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s182_p109 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d + e >= 3 /\ e >= 1)%Z -> g == Game [dyadic (8 * d + 4 * e + 7) 2] [Game [Game [int (d + 3)] [dyadic (2 * d + 3) 1]] [Game [Game [nstar (int (d + 2))] [int (d + 1)]] [int (d + 1)]]].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s182_p110 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int (d + 2)] [dyadic (2 * d + 1) 1]] [Game [Game [nstar (int (d + 1))] [int d]] [int d]].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s182_p111 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 19 2] [Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]]; Game [Game [int 4] [dyadic 5 1]] [Game [Game [nstar (int 3)] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s182_p112 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ e >= 1)%Z -> g == Game [nstar (int (a + c + 2 * d + e - 2))] [Game [Game [int (a + d - 1)] [int (d + 2)]] [int (d + 1)]].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s182_p113 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int (a + d - 2)] [int (d + 1)]] [int d].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s182_p114 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int a] [int 3]] [int 2]]] [Game [Game [int (a - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s182_p115 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int (a - 2)] [Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s182_p116 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [Game [Game [nstar (int a)] [int 3]] [int 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s182_p117 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int 4)] [int 3].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s182_p118 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [nstar (int 5)] [int 4; Game [int 4] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s182_p119 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d + e >= 4 /\ e >= 1)%Z -> g == Game [nstar (int (2 * d + e + 2))] [Game [int (d + 4)] [dyadic (2 * d + 3) 1]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s182_p120 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 5)] [int 4].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s182_p121 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d + e = 3 /\ d >= 1 /\ d <= 2)%Z -> g == Game [nstar (int (d + 5))] [int (d + 4); Game [int (d + 4)] [dyadic (2 * d + 3) 1]].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s182_p122 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a - 3)] [Game [Game [Game [nstar (int (a - 2))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s182_p123 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a - e >= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [int (e + 2)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s182_p124 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a - e >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1 /\ e <= 2)%Z -> g == Game [int (e + 2)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s182_p125 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [int 4] [dyadic 3 1; Game [Game [nstar (int 5)] [int 1]; Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s182_p126 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 5 /\ a - d - e <= 2 /\ b = 0 /\ c = 0 /\ e >= 1)%Z -> g == Game [int (2 * d + e + 2)] [Game [Game [int (a + d - 1)] [dyadic (2 * d + 3) 1]] [Game [Game [Game [int (a + d - 2)] [int (d + 2)]] [int (d + 1)]] [int (d + 1)]]].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s182_p127 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 0)%Z -> g == Game [Game [int (a + d - 2)] [dyadic (2 * d + 1) 1]] [Game [Game [Game [int (a + d - 3)] [int (d + 1)]] [int d]] [int d]].
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s182_p128 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 5] [dyadic 5 1; Game [Game [nstar (int 6)] [int 2]; Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int 4] [int 3]] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s182_p129 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int a)] [Game [Game [Game [nstar (int (a + 1))] [int 4]] [int 3]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s182_p130 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a - d - e = 2 /\ a - d >= 3 /\ a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int (2 * a + d - 4)] [int (a + d)]] [int (a + d - 1)].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s182_p131 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a - d - e = 1 /\ a - d >= 2 /\ a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int (2 * a + d - 3)] [int (a + d + 1)]] [int (a + d); Game [int (a + d)] [dyadic (2 * d + 3) 1]].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s182_p132 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 5 /\ - a + d + e >= 0 /\ b = 1 /\ c = 0 /\ e >= 1)%Z -> g == Game [Game [int (a + 2 * d + e - 2)] [int (2 * d + e + 2)]] [Game [int (a + d)] [dyadic (2 * d + 3) 1]].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s182_p133 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (a + 1))] [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 4]] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s182_p134 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a - d - e >= 4 /\ b = 1 /\ c = 1 /\ e >= 1)%Z -> g == Game [int (a + 2 * d + e)] [int (2 * d + e + 4); Game [int (a + d)] [int (d + 2)]].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s182_p135 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a - d - e >= 3 /\ a >= 6 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e >= 1)%Z -> g == Game [int (2 * d + e + 2)] [dyadic (2 * d + 3) 1].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s182_p136 {a b c d e : Z} {g : game} : holds (s182_pieces a b c d e) g -> (a - d - e >= 3 /\ b = 1 /\ c = 0 /\ d + e >= 3 /\ e >= 1)%Z -> g == Game [Game [int (a + 2 * d + e - 2)] [int (a + d)]] [Game [Game [Game [nstar (int (a + 2 * d + e - 1))] [int (2 * d + e + 2)]] [int (2 * d + e + 1)]] [dyadic (2 * d + 3) 1]].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.

Lemma s183_p1 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (3 * b - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s183_p2 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s183_p3 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s183_p4 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (a + b = 2 /\ a >= 1)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s183_p5 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s183_p6 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s183_p7 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s183_p8 {a b : Z} {g : game} : holds (s183_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.

Lemma s184_p1 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (- a + b + c >= 0 /\ b + c <= 1)%Z -> g == dyadic (2 * a + 7 * b + 6 * c - 10) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s184_p2 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s184_p3 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s184_p4 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a <= 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s184_p5 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a >= 3 /\ b = 2 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s184_p6 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s184_p7 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s184_p8 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s184_p9 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s184_p10 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 2 /\ b <= 1 /\ c = 0)%Z -> g == int (a + b - 2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s184_p11 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == int (a + b - 2).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s184_p12 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s184_p13 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 1)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s184_p14 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s184_p15 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 2 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s184_p16 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 1)%Z -> g == Game [int 6] [Game [int 3] [Game [dyadic 5 1] [int 2]]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s184_p17 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s184_p18 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 1)%Z -> g == Game [int 8] [Game [int 4] [Game [nstar (int 3)] [int 2]]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s184_p19 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s184_p20 {a b c : Z} {g : game} : holds (s184_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [Game [int (a - 1)] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.

Lemma s185_p1 {a b c : Z} {g : game} : holds (s185_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s185_p2 {a b c : Z} {g : game} : holds (s185_pieces a b c) g -> (c >= 1)%Z -> g == int (b + 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s185_p3 {a b c : Z} {g : game} : holds (s185_pieces a b c) g -> (a + b >= 1 /\ c = 0)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s185_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (b + 1)) (int off) == int (b + off + 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (b + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s185_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 1 /\ c = 0)%Z ->
  add (nstar (int b)) (int off) == Game [int (b + off)] [int (b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (b + sh))] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s186_p1 {a b c : Z} {g : game} : holds (s186_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * c)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s186_p2 {a b c : Z} {g : game} : holds (s186_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c = 1)%Z -> g == nstar (int (2 * c)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s186_p3 {a b c : Z} {g : game} : holds (s186_pieces a b c) g -> (b + c >= 2 /\ c >= 1)%Z -> g == Game [int (2 * b + c + 1)] [int (b + 2)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s186_p4 {a b c : Z} {g : game} : holds (s186_pieces a b c) g -> (a + b >= 1 /\ c = 0)%Z -> g == int (b + 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s187_p1 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s187_p2 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (b = 0 /\ c >= 1)%Z -> g == dyadic (2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s187_p3 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (b = 1)%Z -> g == int (c + 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s187_p4 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (b >= 2 /\ c >= 1)%Z -> g == int (c + 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s187_p5 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (b = 2 /\ c = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s187_p6 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s187_p7 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a >= 1 /\ a <= 3 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s187_p8 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (b >= 4 /\ c = 0)%Z -> g == Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s187_p9 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s187_p10 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s187_p11 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s187_p12 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s187_p13 {a b c : Z} {g : game} : holds (s187_pieces a b c) g -> (a >= 4 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int (a + 3))] [Game [Game [int (a + 3)] [int 3]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.

Lemma s188_p1 {a b : Z} {g : game} : holds (s188_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s188_p2 {a b : Z} {g : game} : holds (s188_pieces a b) g -> (a <= 1 /\ b = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s188_p3 {a b : Z} {g : game} : holds (s188_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a + 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s188_p4 {a b : Z} {g : game} : holds (s188_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s188_p5 {a b : Z} {g : game} : holds (s188_pieces a b) g -> (a = 2 /\ b = 1)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s188_p6 {a b : Z} {g : game} : holds (s188_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s188_p7 {a b : Z} {g : game} : holds (s188_pieces a b) g -> (a >= 4 /\ b = 1)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s189_p1 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s189_p2 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s189_p3 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b + 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s189_p4 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s189_p5 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 3] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s189_p6 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a <= 2 /\ b = 2 /\ c = 0)%Z -> g == nstar (int (a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s189_p7 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s189_p8 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (2 * a + b + 2)] [dyadic (2 * a + 5) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s189_p9 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b + 1)] [dyadic (2 * a + 5) 1]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s189_p10 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (2 * a - 3 * b = 2 /\ a + 3 * c = 4)%Z -> g == int (2 * b + 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s189_p11 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == int (2 * b + 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s189_p12 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a + 3)] [Game [int (a + 2)] [int 2]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s189_p13 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s189_p14 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s189_p15 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 1)%Z -> g == Game [int 9] [Game [dyadic 9 1] [int 2]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s189_p16 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 3 /\ b = 2 /\ c = 0)%Z -> g == dyadic 19 2.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s189_p17 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s189_p18 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 1)%Z -> g == Game [int 11] [Game [nstar (int 5)] [int 2]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s189_p19 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a + 3)] [Game [Game [int (a + 1)] [int 5]] [int 2]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s189_p20 {a b c : Z} {g : game} : holds (s189_pieces a b c) g -> (a >= 5 /\ b = 2 /\ c = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.

Lemma s190_p1 {a b : Z} {g : game} : holds (s190_pieces a b) g -> (b = 0)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s190_p2 {a b : Z} {g : game} : holds (s190_pieces a b) g -> (b >= 1)%Z -> g == int (b + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s190_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (dyadic 3 1) (int off) == dyadic (2 * off + 3) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (3 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s190_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (b + 2)) (int off) == int (b + off + 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (b + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s191_p1 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s191_p2 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s191_p3 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s191_p4 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s191_p5 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s191_p6 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s191_p7 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d >= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s191_p8 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (a + b + 1)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s191_p9 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s191_p10 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b >= 1 /\ c >= 2)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s191_p11 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a + 2)] [dyadic 3 1]] [Game [nstar (int 1)] [int 1]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s191_p12 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s191_p13 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + b + 1)] [int 2].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s191_p14 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s191_p15 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (a + b)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s191_p16 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a + b)] [dyadic 3 1]] [Game [Game [Game [int (a + b - 1)] [int 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s191_p17 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s191_p18 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2)%Z -> g == int (a + 2).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s191_p19 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s191_p20 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s191_p21 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s191_p22 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s191_p23 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s191_p24 {a b c d : Z} {g : game} : holds (s191_pieces a b c d) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 3))] [int (a - 3)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 3)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 5) 1] [Game [Game [int (a - 3)] [int 2]] [int 1]]] [Game [Game [int (a - 4)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [int (a - 4)]; Game [Game [int (a - 3)] [Game [int (a - 3)] [int 2]]] [int 2; Game [int (a - 4)] [int 1]]] [Game [Game [Game [int (a - 1)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s191_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s191_p10_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 2)%Z ->
  add (int (a + b + 2)) (int off) == int (a + b + off + 2).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s191_p13_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int (a + b + 1)] [int 2]) (int off) == Game [int (a + b + off + 1)] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s191_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [int (a + b)] [int 2]] [int 1]) (int off) == Game [Game [int (a + b + off)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s192_p1 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s192_p2 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s192_p3 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a + b >= 1 /\ a <= 1 /\ b + d = 1 /\ c = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s192_p4 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s192_p5 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (d - 1)] [int 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s192_p6 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a <= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s192_p7 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b + d = 1 /\ c = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s192_p8 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 1)] [int 2].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s192_p9 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (c >= 2 /\ d = 0)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s192_p10 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * b + 5) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s192_p11 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (c >= 2 /\ d = 2)%Z -> g == nstar (int (a + b + 3)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s192_p12 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (c >= 2 /\ d >= 3)%Z -> g == Game [int (a + b + d + 1)] [int (a + b + 3)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s192_p13 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s192_p14 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s192_p15 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 1))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s192_p16 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s192_p17 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 2)] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s192_p18 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s192_p19 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 2))] [Game [nstar (int 3)] [int 2]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s192_p20 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (a + b + 1)] [int 2].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s192_p21 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (a + b + 1)] [int 2].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s192_p22 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 1 /\ a - d <= 2 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + b + d + 1)] [Game [int (a + b + 2)] [int 3]].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s192_p23 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + b + d + 1)] [Game [int (a + b + 2)] [int 3]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s192_p24 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a + b >= 3 /\ a <= 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s192_p25 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s192_p26 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s192_p27 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (a + b + d))] [Game [Game [int (a + b + 1)] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s192_p28 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 4 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + b + d))] [Game [Game [int (a + b + 1)] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s192_p29 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s192_p30 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [int d] [int 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s192_p31 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (d + 2)] [int 2].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s192_p32 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (d + 2))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s192_p33 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (d + 3)] [int 2].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s192_p34 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 3)] [int 2].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s192_p35 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s192_p36 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [int (d + 1)] [int 1].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s192_p37 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int a)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s192_p38 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [int 2].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s192_p39 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int a)] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s192_p40 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 4)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s192_p41 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 3))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s192_p42 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [nstar (int (d + 2))] [int (d + 2)]] [int 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s192_p43 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic 9 1] [int 2].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s192_p44 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [dyadic (2 * d + 7) 1] [int 2].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s192_p45 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic 9 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s192_p46 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (dyadic (2 * d + 7) 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s192_p47 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [nstar (int (a + d - 1))] [int (d + 2)]] [int 1].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s192_p48 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [nstar (int (d + 4))] [int 2].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s192_p49 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [int (a + d)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s192_p50 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a - d >= 3 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + d + 2)] [int (d + 6); Game [int (a + 3)] [int 3]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s192_p51 {a b c d : Z} {g : game} : holds (s192_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [Game [int (a + d)] [int (d + 4)]] [int 2].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.

Lemma s193_p1 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s193_p2 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b + d = 1 /\ c = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s193_p3 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (d >= 2)%Z -> g == int (2 * a + b + 2 * c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s193_p4 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s193_p5 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s193_p6 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s193_p7 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s193_p8 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s193_p9 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s193_p10 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s193_p11 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 1)%Z -> g == Game [int 1] [Game [nstar (int 1); Game [int 1] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [int 1] [int 0]]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s193_p12 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [int (c - 3)] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s193_p13 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 1)%Z -> g == Game [int (c - 2)] [Game [nstar (int (c - 2)); Game [int (c - 2)] [Game [int (c - 2)] [int 1]]] [Game [int (c - 2)] [int 0]; Game [Game [int (c - 2)] [int 1]] [int 0]]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s193_p14 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a + c + d = 1 /\ b = 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s193_p15 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s193_p16 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s193_p17 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s193_p18 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s193_p19 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 1)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s193_p20 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a + b = 2 /\ a - d = 0 /\ a <= 1 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s193_p21 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s193_p22 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s193_p23 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s193_p24 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z -> g == Game [int (a + c - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s193_p25 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [int (a + c - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s193_p26 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s193_p27 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s193_p28 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * a + 1) 1)] [int a].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s193_p29 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * a + 1) 1)] [int a].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s193_p30 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s193_p31 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s193_p32 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s193_p33 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s193_p34 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [dyadic (2 * c - 3) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s193_p35 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s193_p36 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s193_p37 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [int (c - 1)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s193_p38 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s193_p39 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s193_p40 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (4 * a + 1) 2).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s193_p41 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 5 2)] [int 1].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s193_p42 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s193_p43 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s193_p44 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s193_p45 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (2 * b - 1) 1] [dyadic 9 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s193_p46 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s193_p47 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s193_p48 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s193_p49 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s193_p50 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s193_p51 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [int c] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s193_p52 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s193_p53 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s193_p54 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]] [Game [nstar (dyadic 9 2)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s193_p55 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s193_p56 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s193_p57 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (4 * a - 3) 2.
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s193_p58 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [int (a + c - 2)] [Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s193_p59 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (8 * a - 5) 3.
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s193_p60 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]] [Game [nstar (dyadic (4 * a + 1) 2)] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]] [int a].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s193_p61 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s193_p62 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s193_p63 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s193_p64 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s193_p65 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (8 * a - 13) 3] [int 1].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s193_p66 {a b c d : Z} {g : game} : holds (s193_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (4 * a - 7) 2] [int 3].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.

Lemma s194_p1 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s194_p2 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b + e = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s194_p3 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (e >= 2)%Z -> g == int (2 * a + b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s194_p4 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (-5) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s194_p5 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (-1)] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s194_p6 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s194_p7 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s194_p8 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (2 * c + d - 2)] [dyadic (2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s194_p9 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * c + d - 3)] [dyadic (2 * c - 1) 1]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s194_p10 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * c + d - 3)] [dyadic (2 * c - 1) 1]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s194_p11 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s194_p12 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a - b + e = 0 /\ b + c = 1 /\ b + d = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s194_p13 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ a + c <= 3 /\ b = 0 /\ c + e = 1 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s194_p14 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s194_p15 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 1] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s194_p16 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 1] [dyadic 1 2]] [int 0].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s194_p17 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d - 1)] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s194_p18 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s194_p19 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s194_p20 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s194_p21 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s194_p22 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s194_p23 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int 3] [Game [int 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s194_p24 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 3] [Game [int 1] [nstar (int 1)]]] [int 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s194_p25 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b + d = 3 /\ b >= 2 /\ c = 0 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s194_p26 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s194_p27 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c + e = 1 /\ d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s194_p28 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s194_p29 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [int 1] [Game [nstar (int 1); Game [int 1] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [int 1] [int 0]]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s194_p30 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int 1] [nstar (int 1)]] [Game [int 1] [int 0]].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s194_p31 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * c - 1)] [Game [int (c - 1)] [Game [int (c - 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s194_p32 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * c - 1)] [Game [int (c - 1)] [Game [int (c - 1)] [int 1]]]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s194_p33 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [int (c - 3)] [int 0].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s194_p34 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 1)%Z -> g == Game [int (c - 2)] [Game [nstar (int (c - 2)); Game [int (c - 2)] [Game [int (c - 2)] [int 1]]] [Game [int (c - 2)] [int 0]; Game [Game [int (c - 2)] [int 1]] [int 0]]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s194_p35 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int (c - 2)] [Game [int (c - 2)] [int 1]]] [Game [int (c - 2)] [int 0]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s194_p36 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + b + d = 2 /\ a - e = 0 /\ b >= 1 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s194_p37 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 1 /\ c >= 2 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s194_p38 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s194_p39 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [int (2 * a + b + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s194_p40 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (2 * a + b + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s194_p41 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s194_p42 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a <= 1 /\ b >= 1 /\ c >= 2 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s194_p43 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s194_p44 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s194_p45 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s194_p46 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 2 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s194_p47 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s194_p48 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s194_p49 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s194_p50 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s194_p51 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s194_p52 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s194_p53 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s194_p54 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a + 1) 1).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s194_p55 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a + 1) 1).
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s194_p56 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 1)] [dyadic (4 * a + 5) 2].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s194_p57 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 1)] [dyadic (4 * a + 5) 2].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s194_p58 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c = 1 /\ b = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s194_p59 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c = 1 /\ b = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int d] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s194_p60 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 3) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s194_p61 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 3) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s194_p62 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 3)] [Game [int (a + 2)] [nstar (int (a + 2))]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s194_p63 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 3)] [Game [int (a + 2)] [nstar (int (a + 2))]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s194_p64 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 3)] [Game [int (a + 2)] [nstar (int (a + 2))]]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s194_p65 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 3)] [Game [int (a + 2)] [nstar (int (a + 2))]]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s194_p66 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s194_p67 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s194_p68 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 1) 1] [Game [int (a + c - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s194_p69 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 1) 1] [Game [int (a + c - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s194_p70 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 2 * c - 1)] [Game [int (a + c)] [Game [int (a + c)] [int (a + 2)]]].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s194_p71 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 2 * c - 1)] [Game [int (a + c)] [Game [int (a + c)] [int (a + 2)]]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s194_p72 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c - 1)] [Game [int (a + c)] [Game [int (a + c)] [int (a + 2)]]]] [int (a + c)].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s194_p73 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c - 1)] [Game [int (a + c)] [Game [int (a + c)] [int (a + 2)]]]] [int (a + c)].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s194_p74 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [int (a + c - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s194_p75 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [int (a + c - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s194_p76 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s194_p77 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (b + 1)] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s194_p78 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (b + d - 1)] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s194_p79 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a + 1) 1)] [int a].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s194_p80 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a + 1) 1)] [int a].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s194_p81 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s194_p82 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s194_p83 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s194_p84 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s194_p85 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s194_p86 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s194_p87 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (2 * a + 2 * c + d - 2)] [int (a + c)].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s194_p88 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c >= 3 /\ a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 2 * c + d - 3)] [int (a + c)]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s194_p89 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 2 * c + d - 3)] [int (a + c)]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s194_p90 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s194_p91 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 3] [dyadic 7 2].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s194_p92 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 3] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s194_p93 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d + 1)] [int 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s194_p94 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s194_p95 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s194_p96 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int c] [Game [dyadic (2 * c - 1) 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s194_p97 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * c + 1)] [Game [dyadic (2 * c + 1) 1] [Game [dyadic (2 * c + 1) 1] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s194_p98 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * c + 1)] [Game [dyadic (2 * c + 1) 1] [Game [dyadic (2 * c + 1) 1] [nstar (int 2)]]]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s194_p99 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * c - 3) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s194_p100 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 1 /\ a <= 2 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s194_p101 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s194_p102 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 2] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s194_p103 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 3 1] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s194_p104 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 4] [dyadic 17 3].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s194_p105 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 4] [dyadic 17 3]] [int 2].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s194_p106 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d + 2)] [dyadic 5 1]] [int 2].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s194_p107 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s194_p108 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [int c] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s194_p109 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * c + 2)] [Game [int (c + 1)] [Game [int (c + 1)] [dyadic 5 1]]].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s194_p110 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * c + 2)] [Game [int (c + 1)] [Game [int (c + 1)] [dyadic 5 1]]]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s194_p111 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [int (c - 1)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s194_p112 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (dyadic (4 * a + 1) 2).
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s194_p113 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (dyadic (4 * a + 1) 2)] [int a].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s194_p114 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (b + 3)] [dyadic 9 2]] [int 2].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s194_p115 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (b + d + 1)] [dyadic 5 1]] [int 2].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s194_p116 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic 5 2)] [int 1].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s194_p117 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s194_p118 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s194_p119 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s194_p120 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s194_p121 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (2 * b - 1) 1] [dyadic 9 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s194_p122 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [dyadic (2 * b - 1) 1] [dyadic 9 2]] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s194_p123 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s194_p124 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + d - 3)] [int a]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s194_p125 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c + 1)] [Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s194_p126 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * c + 3)] [Game [dyadic (2 * c + 3) 1] [Game [dyadic (2 * c + 3) 1] [Game [dyadic 5 1] [int 2]]]].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s194_p127 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * c + 3)] [Game [dyadic (2 * c + 3) 1] [Game [dyadic (2 * c + 3) 1] [Game [dyadic 5 1] [int 2]]]]] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s194_p128 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s194_p129 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s194_p130 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s194_p131 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s194_p132 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s194_p133 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s194_p134 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s194_p135 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s194_p136 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s194_p137 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s194_p138 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 3) 1] [Game [int (c + 1)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s194_p139 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * c + 4)] [Game [int (c + 2)] [Game [int (c + 2)] [nstar (int 3)]]].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s194_p140 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * c + 4)] [Game [int (c + 2)] [Game [int (c + 2)] [nstar (int 3)]]]] [int (c + 2)].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s194_p141 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [int c] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s194_p142 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 1)] [dyadic (4 * a + 5) 2]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s194_p143 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + d - 1)] [dyadic (2 * a + 3) 1]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s194_p144 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]] [Game [nstar (dyadic 9 2)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s194_p145 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s194_p146 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s194_p147 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s194_p148 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int 2] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s194_p149 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a - 1)] [Game [dyadic (2 * a - 1) 1] [int 2]].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s194_p150 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s194_p151 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c + 2)] [Game [dyadic (2 * c + 3) 1] [Game [nstar (int 2)] [int 1]]].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s194_p152 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * c + 5)] [Game [dyadic (2 * c + 5) 1] [Game [dyadic (2 * c + 5) 1] [Game [nstar (int 3)] [int 2]]]].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s194_p153 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * c + 5)] [Game [dyadic (2 * c + 5) 1] [Game [dyadic (2 * c + 5) 1] [Game [nstar (int 3)] [int 2]]]]] [dyadic (2 * c + 5) 1].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s194_p154 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s194_p155 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (4 * a - 3) 2.
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s194_p156 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == dyadic (8 * a - 5) 3.
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s194_p157 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s194_p158 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a].
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.
Lemma s194_p159 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 1) 1] [Game [int (a + c - 1)] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 158 _ _ _ H eq_refl). Qed.
Lemma s194_p160 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + 2 * c)] [Game [int (a + c)] [Game [int (a + c)] [Game [int (a + 1)] [int 3]]]].
Proof. intros H. exact (holds_at _ 159 _ _ _ H eq_refl). Qed.
Lemma s194_p161 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 2 * c)] [Game [int (a + c)] [Game [int (a + c)] [Game [int (a + 1)] [int 3]]]]] [int (a + c)].
Proof. intros H. exact (holds_at _ 160 _ _ _ H eq_refl). Qed.
Lemma s194_p162 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [int (a + c - 2)] [Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 161 _ _ _ H eq_refl). Qed.
Lemma s194_p163 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]] [Game [nstar (dyadic (4 * a + 1) 2)] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]] [int a].
Proof. intros H. exact (holds_at _ 162 _ _ _ H eq_refl). Qed.
Lemma s194_p164 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 163 _ _ _ H eq_refl). Qed.
Lemma s194_p165 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 164 _ _ _ H eq_refl). Qed.
Lemma s194_p166 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 165 _ _ _ H eq_refl). Qed.
Lemma s194_p167 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 5 1] [Game [dyadic 5 1] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 166 _ _ _ H eq_refl). Qed.
Lemma s194_p168 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 167 _ _ _ H eq_refl). Qed.
Lemma s194_p169 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 1)] [Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 168 _ _ _ H eq_refl). Qed.
Lemma s194_p170 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + 2 * c - 1)] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [Game [int a] [int 3]] [int 2]]]].
Proof. intros H. exact (holds_at _ 169 _ _ _ H eq_refl). Qed.
Lemma s194_p171 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 2 * c - 1)] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [Game [int a] [int 3]] [int 2]]]]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 170 _ _ _ H eq_refl). Qed.
Lemma s194_p172 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 171 _ _ _ H eq_refl). Qed.
Lemma s194_p173 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (8 * a - 13) 3] [int 1].
Proof. intros H. exact (holds_at _ 172 _ _ _ H eq_refl). Qed.
Lemma s194_p174 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a - 7) 2] [int 3].
Proof. intros H. exact (holds_at _ 173 _ _ _ H eq_refl). Qed.
Lemma s194_p175 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a)] [Game [int a] [int 5; Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 174 _ _ _ H eq_refl). Qed.
Lemma s194_p176 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 11] [Game [nstar (int 5)] [int 2]].
Proof. intros H. exact (holds_at _ 175 _ _ _ H eq_refl). Qed.
Lemma s194_p177 {a b c d e : Z} {g : game} : holds (s194_pieces a b c d e) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a - 1)] [Game [Game [int (a - 1)] [int 5]] [int 2]].
Proof. intros H. exact (holds_at _ 176 _ _ _ H eq_refl). Qed.

Lemma s195_p1 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a = 0 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 0)%Z -> g == dyadic (10 * a + 11 * b - 20) 2.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s195_p2 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == dyadic (10 * a + 11 * b - 20) 2.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s195_p3 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a = 0 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 1)%Z -> g == dyadic (8 * a + 13 * b - 16) 3.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s195_p4 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (8 * a + 13 * b - 16) 3.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s195_p5 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + 2 * b).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s195_p6 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s195_p7 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a + b = 3 /\ c = 0)%Z -> g == nstar (int (a + b + c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s195_p8 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a - b >= 2 /\ b <= 2 /\ c = 1)%Z -> g == nstar (int (a + b + c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s195_p9 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (a + b + c - 2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s195_p10 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a + b = 3 /\ a <= 2 /\ c = 1)%Z -> g == Game [int 2] [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s195_p11 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a + b >= 4 /\ b >= 1 /\ c = 0)%Z -> g == Game [int (a + b - 2)] [int 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s195_p12 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a + b >= 4 /\ b >= 3 /\ c = 1)%Z -> g == Game [int (a + b - 1)] [Game [nstar (int (a + b - 1)); Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]; Game [Game [int (a + b - 1)] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s195_p13 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 2 /\ c = 1)%Z -> g == Game [int (a + b - 1)] [Game [nstar (int (a + b - 1)); Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]; Game [Game [int (a + b - 1)] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s195_p14 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s195_p15 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s195_p16 {a b c : Z} {g : game} : holds (s195_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.

Lemma s196_p1 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s196_p2 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s196_p3 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s196_p4 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s196_p5 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s196_p6 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + c >= 1 /\ b + c >= 1 /\ d >= 2)%Z -> g == int (2 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s196_p7 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a <= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s196_p8 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s196_p9 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + c - 1)] [dyadic (2 * a + 2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s196_p10 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + c - 1)] [dyadic (2 * a + 2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s196_p11 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + c - 2)] [dyadic (2 * a + 2 * b + 1) 1]] [int (a + b)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s196_p12 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + c - 2)] [dyadic (2 * a + 2 * b + 1) 1]] [int (a + b)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s196_p13 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b = 1 /\ a - d = 0 /\ c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s196_p14 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a - b >= 2 /\ b <= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s196_p15 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a <= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s196_p16 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s196_p17 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s196_p18 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a - b >= 2 /\ b >= 1 /\ b <= 2 /\ c = 1 /\ d = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s196_p19 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a <= 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s196_p20 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s196_p21 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s196_p22 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * b + c - 1)] [dyadic (2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s196_p23 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * b + c - 2)] [dyadic (2 * b + 1) 1]] [int b].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s196_p24 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s196_p25 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s196_p26 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s196_p27 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b = 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s196_p28 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b = 2 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s196_p29 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s196_p30 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s196_p31 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b = 3 /\ a <= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int 2] [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s196_p32 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b = 3 /\ a <= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s196_p33 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b)] [Game [int (a + b)] [Game [int (a + b)] [int 2]]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s196_p34 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b)] [Game [int (a + b)] [Game [int (a + b)] [int 2]]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s196_p35 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b)] [Game [int (a + b)] [Game [int (a + b)] [int 2]]]] [int (a + b)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s196_p36 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b)] [Game [int (a + b)] [Game [int (a + b)] [int 2]]]] [int (a + b)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s196_p37 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b >= 4 /\ b >= 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a + b - 2)] [int 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s196_p38 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a + b - 1)] [Game [nstar (int (a + b - 1)); Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]; Game [Game [int (a + b - 1)] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s196_p39 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a + b - 1)] [Game [nstar (int (a + b - 1)); Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]; Game [Game [int (a + b - 1)] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s196_p40 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s196_p41 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s196_p42 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s196_p43 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s196_p44 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s196_p45 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s196_p46 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s196_p47 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s196_p48 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a + b = 3 /\ a >= 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s196_p49 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 6] [Game [int 3] [Game [dyadic 5 1] [int 2]]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s196_p50 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s196_p51 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 8] [Game [int 4] [Game [nstar (int 3)] [int 2]]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s196_p52 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2)] [Game [int (a + 1)] [int 5; Game [int (a + 1)] [int 2]]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s196_p53 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s196_p54 {a b c d : Z} {g : game} : holds (s196_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [Game [int (a - 1)] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.

Lemma s197_p1 {a b : Z} {g : game} : holds (s197_pieces a b) g -> (b = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s197_p2 {a b : Z} {g : game} : holds (s197_pieces a b) g -> (b >= 1)%Z -> g == int 3.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s197_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s197_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int 3) (int off) == int (off + 3).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s198_p1 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s198_p2 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (b = 0 /\ d >= 1)%Z -> g == dyadic (2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s198_p3 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s198_p4 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s198_p5 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (a + c >= 1 /\ b = 0 /\ d = 0)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s198_p6 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (b >= 1 /\ d >= 1)%Z -> g == int (c + 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s198_p7 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s198_p8 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s198_p9 {a b c d : Z} {g : game} : holds (s198_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (a + b - 1)] [int 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s198_p2_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b = 0 /\ d >= 1)%Z ->
  add (dyadic (2 * c + 1) 1) (int off) == dyadic (2 * c + 2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * c + 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s198_p3_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic (2 * c + 1) 1) (int off) == dyadic (2 * c + 2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * c + 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s198_p4_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 1 /\ d = 0)%Z ->
  add (dyadic (2 * c + 1) 1) (int off) == dyadic (2 * c + 2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * c + 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s198_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + c >= 1 /\ b = 0 /\ d = 0)%Z ->
  add (int c) (int off) == int (c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s198_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ d >= 1)%Z ->
  add (int (c + 1)) (int off) == int (c + off + 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (c + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s198_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b = 2 /\ c = 0 /\ d = 0)%Z ->
  add (Game [nstar (int 1)] [int 1]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s198_p9_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [Game [int (a + b - 1)] [int 2]] [int 1]] [int 1]) (int off) == Game [Game [Game [int (a + b + off - 1)] [int (off + 2)]] [int (off + 1)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s199_p1 {a b : Z} {g : game} : holds (s199_pieces a b) g -> (b = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s199_p2 {a b : Z} {g : game} : holds (s199_pieces a b) g -> (b >= 1)%Z -> g == Game [int (b + 4)] [int 4].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s200_p1 {a b c : Z} {g : game} : holds (s200_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == nstar (int (b + 2 * c + 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s200_p2 {a b c : Z} {g : game} : holds (s200_pieces a b c) g -> (b >= 1 /\ c = 1)%Z -> g == nstar (int (b + 2 * c + 1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s200_p3 {a b c : Z} {g : game} : holds (s200_pieces a b c) g -> (b = 0 /\ c = 1)%Z -> g == int (b + 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s200_p4 {a b c : Z} {g : game} : holds (s200_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == int (b + 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s200_p5 {a b c : Z} {g : game} : holds (s200_pieces a b c) g -> (c >= 2)%Z -> g == Game [Game [int (2 * b + c + 3)] [int (b + 4)]] [int (b + 3)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s201_p1 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s201_p2 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s201_p3 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z -> g == Game [int (2 * c + d)] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s201_p4 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s201_p5 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (b = 0 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s201_p6 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (c + 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s201_p7 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int (c + 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s201_p8 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s201_p9 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (- a + b >= 1 /\ b + d = 2 /\ c = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s201_p10 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a + c + d >= 2 /\ a <= 1 /\ b = 1 /\ d >= 1)%Z -> g == Game [int (a + b + 2 * c + d)] [int (c + 2)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s201_p11 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (b >= 2 /\ d >= 1)%Z -> g == Game [int (a + b + 2 * c + d)] [int (c + 2)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s201_p12 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s201_p13 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a + b >= 4 /\ a <= 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s201_p14 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s201_p15 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + b)); Game [int (a + b)] [Game [int (a + b)] [int 3]]] [Game [int (a + b)] [int 2]; Game [Game [int (a + b)] [int 3]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s201_p16 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s201_p17 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z -> g == Game [dyadic (4 * c + 2 * d + 1) 1] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s201_p18 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s201_p19 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 0 /\ d >= 1)%Z -> g == Game [nstar (int (2 * c + d + 1))] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s201_p20 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [int 4] [int 2].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s201_p21 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [int (d + 3)] [int 2].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s201_p22 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 6] [int 3].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s201_p23 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 5)] [int 3].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s201_p24 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * c + 4)] [int (c + 2)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s201_p25 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d >= 2)%Z -> g == Game [int (2 * c + d + 3)] [int (c + 2)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s201_p26 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s201_p27 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 0 /\ d >= 1)%Z -> g == Game [Game [Game [nstar (int (2 * c + d + 2))] [int (2 * c + d + 2)]] [int (2 * c + d + 1)]] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s201_p28 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 9 1] [int 2].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s201_p29 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic (2 * d + 7) 1] [int 2].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s201_p30 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic 13 1] [int 3].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s201_p31 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [dyadic (2 * d + 11) 1] [int 3].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s201_p32 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [dyadic (4 * c + 9) 1] [int (c + 2)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s201_p33 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c >= 2 /\ d >= 2)%Z -> g == Game [dyadic (4 * c + 2 * d + 7) 1] [int (c + 2)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s201_p34 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s201_p35 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ d >= 1)%Z -> g == Game [Game [Game [nstar (int (a + 2 * c + d - 1))] [int (2 * c + d + 2)]] [int (2 * c + d + 1)]] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s201_p36 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a = 4 /\ b = 1 /\ d >= 1)%Z -> g == Game [nstar (int (2 * c + d + 4))] [int (c + 2)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s201_p37 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a >= 4 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (a + 3))] [Game [Game [int (a + 3)] [int 3]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s201_p38 {a b c d : Z} {g : game} : holds (s201_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ d >= 1)%Z -> g == Game [Game [int (a + 2 * c + d)] [int (2 * c + d + 4)]] [int (c + 2)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.

Lemma s202_p1 {a b : Z} {g : game} : holds (s202_pieces a b) g -> (b = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s202_p2 {a b : Z} {g : game} : holds (s202_pieces a b) g -> (b >= 1)%Z -> g == int (b + 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s203_p1 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a - b <= 1 /\ b - c = 0 /\ b <= 1)%Z -> g == nstar (int (a + 3 * b - 1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s203_p2 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 1)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s203_p3 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 1)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s203_p4 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + 2 * b + 3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s203_p5 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s203_p6 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s203_p7 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == nstar (int (a + c + 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s203_p8 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a >= 4 /\ b = 2 /\ c = 1)%Z -> g == nstar (int (a + c + 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s203_p9 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == Game [int 3] [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s203_p10 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a + b >= 3 /\ b >= 2 /\ c = 0)%Z -> g == Game [int (a + b)] [int 2].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s203_p11 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a >= 1 /\ a <= 3 /\ b = 2 /\ c = 1)%Z -> g == Game [int (a + b + 1)] [Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s203_p12 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (b >= 3 /\ c = 1)%Z -> g == Game [int (a + b + 1)] [Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s203_p13 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s203_p14 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int a)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s203_p15 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s203_p16 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 1)%Z -> g == nstar (dyadic 9 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s203_p17 {a b c : Z} {g : game} : holds (s203_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.

