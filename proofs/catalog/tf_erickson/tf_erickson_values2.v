(* A part of the proof in tf_erickson.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FF" "{a-2|a-2}" --where "a>=2" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_base.


Lemma s30_p1 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s30_p2 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s30_p3 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a <= 1 /\ b + c = 1 /\ b - d = 0 /\ e = 0)%Z -> g == int (2 * a + d - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s30_p4 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (2 * a + d - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s30_p5 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ e >= 2)%Z -> g == int (2 * a + d - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s30_p6 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s30_p7 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s30_p8 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s30_p9 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s30_p10 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s30_p11 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 1)%Z -> g == Game [int (d - 3)] [int (-1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s30_p12 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [int (d - 4)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s30_p13 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a <= 1 /\ b = 0 /\ c + e = 2 /\ c >= 1 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s30_p14 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s30_p15 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s30_p16 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 1 /\ e >= 2)%Z -> g == int (2 * a + b + d).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s30_p17 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 1)%Z -> g == int (2 * a + b + d).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s30_p18 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 2 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s30_p19 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s30_p20 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a - b >= 0 /\ a <= 1 /\ b + d = 1 /\ c = 1 /\ e = 1)%Z -> g == nstar (int (2 * a + b + d - 1)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s30_p21 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (2 * a + b + d - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s30_p22 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ e >= 2)%Z -> g == nstar (int (2 * a + b + d - 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s30_p23 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 2 /\ d - e = 1 /\ d <= 2)%Z -> g == nstar (int (2 * a + b + d - 1)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s30_p24 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s30_p25 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (d - 1)] [int 0].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s30_p26 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d - 2)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s30_p27 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 2 /\ d = 1 /\ e = 1)%Z -> g == dyadic (4 * a + 2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s30_p28 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 2 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 2 * b + 1) 1] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s30_p29 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 2 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s30_p30 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 2 /\ d >= 3 /\ e = 1)%Z -> g == Game [int (2 * a + b + d - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s30_p31 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (c >= 2 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s30_p32 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (2 * a))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s30_p33 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a - b >= 0 /\ b <= 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s30_p34 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (b >= 2 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s30_p35 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s30_p36 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s30_p37 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s30_p38 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s30_p39 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s30_p40 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s30_p41 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (d - 1))] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s30_p42 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (d - 2))] [dyadic 1 1]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s30_p43 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b = 1 /\ a + c = 1 /\ a - d = 0 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s30_p44 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a <= 1 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 2 * b - 1) 1.
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s30_p45 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b >= 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 2 * b - 1) 1.
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s30_p46 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (- a + c >= 1 /\ b = 1 /\ c + e = 2 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b - 1) 1.
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s30_p47 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b + c = 2 /\ b + d = 2 /\ b - e = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s30_p48 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s30_p49 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s30_p50 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int d] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s30_p51 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d - 1)] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s30_p52 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s30_p53 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (c - 1)] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s30_p54 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s30_p55 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s30_p56 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s30_p57 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s30_p58 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [dyadic 5 2] [nstar (int 1)]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s30_p59 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int d)] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s30_p60 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (d - 1))] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s30_p61 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 3) 1] [int a].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s30_p62 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c + e = 1 /\ d = 1)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s30_p63 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s30_p64 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s30_p65 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s30_p66 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (d + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s30_p67 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int d] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s30_p68 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s30_p69 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s30_p70 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s30_p71 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s30_p72 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (d + 1))] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s30_p73 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int d)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s30_p74 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s30_p75 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s30_p76 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + d - 1)] [Game [int (2 * a + b)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s30_p77 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [Game [int (2 * a + b)] [int (a + 2)]]] [int (a + 2); Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s30_p78 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s30_p79 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s30_p80 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s30_p81 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b + d - 2))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s30_p82 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + b + d - 3))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s30_p83 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s30_p84 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s30_p85 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s30_p86 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s30_p87 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ b + c >= 1 /\ c + e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s30_p88 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s30_p89 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s30_p90 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + d >= 4 /\ a >= 1 /\ b = 0 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (2 * a + d - 3)] [int a].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s30_p91 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + d >= 5 /\ a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + d - 4)] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s30_p92 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s30_p93 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + d >= 3 /\ a >= 1 /\ b = 0 /\ c = 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (2 * a + d - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s30_p94 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + d >= 4 /\ a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + d - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s30_p95 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s30_p96 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + d - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s30_p97 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c + e = 1 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + d - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s30_p98 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a + d >= 4 /\ a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + d - 2))] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s30_p99 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s30_p100 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s30_p101 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (d + 2)] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s30_p102 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d + 1)] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s30_p103 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s30_p104 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s30_p105 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s30_p106 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (d + 2))] [Game [nstar (int 3)] [int 2]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s30_p107 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (d + 1))] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s30_p108 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c + e = 1 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s30_p109 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a = 2 /\ b + d = 1 /\ b + c <= 1 /\ c + e = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s30_p110 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a - 1)] [int a].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s30_p111 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s30_p112 {a b c d e : Z} {g : game} : holds (s30_pieces a b c d e) g -> (a >= 3 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.

Lemma s31_p1 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s31_p2 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 0 /\ d >= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s31_p3 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s31_p4 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == nstar (int (c - 2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s31_p5 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s31_p6 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b >= 1 /\ d >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s31_p7 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 1 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s31_p8 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s31_p9 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s31_p10 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s31_p11 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic 1 1] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s31_p12 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s31_p13 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s31_p14 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s31_p15 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s31_p16 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s31_p17 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s31_p18 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s31_p19 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s31_p20 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s31_p21 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s31_p22 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s31_p23 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 3]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s31_p24 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [int 3].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s31_p25 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 5).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s31_p26 {a b c d : Z} {g : game} : holds (s31_pieces a b c d) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a - 1)] [int 5].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s31_p3_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z ->
  add (int (a + c - 1)) (int off) == int (a + c + off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (int (-1)) (int off) == int (off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (-1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ d >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p8_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p9_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 1 /\ d = 0)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p10_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic (-1) 2) (int off) == dyadic (4 * off - 1) 2.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p11_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [dyadic 1 1] [int 0]] [int 0]) (int off) == Game [Game [dyadic (2 * off + 1) 1] [int off]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [nstar (int 1)] [int 0]] [int 0]) (int off) == Game [Game [Game [int (off + 1)] [int (off + 1)]] [int off]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p13_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]) (int off) == Game [Game [Game [int (2 * a + b + off - 3)] [int (a + off + 1)]] [int (a + off)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + b - 3 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p14_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (int (a - 2))) (int off) == Game [int (a + off - 2)] [int (a + off - 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(fun sh => int (a - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (int (a - 2))) (int off) == Game [int (a + off - 2)] [int (a + off - 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(fun sh => int (a - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z ->
  add (Game [nstar (int a)] [int a]) (int off) == Game [Game [int (a + off)] [int (a + off)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z ->
  add (Game [Game [nstar (int 2)] [int 1]] [int 1]) (int off) == Game [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (int (a - 1)) (int off) == int (a + off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p20_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic 9 2) (int off) == dyadic (4 * off + 9) 2.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (9 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p21_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (dyadic 5 1) (int off) == dyadic (2 * off + 5) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p22_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (Game [int 3] [nstar (int 3)]) (int off) == Game [int (off + 3)] [Game [int (off + 3)] [int (off + 3)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 + sh))] [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p23_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (Game [int (a - 1)] [Game [int (a - 1)] [int 3]]) (int off) == Game [int (a + off - 1)] [Game [int (a + off - 1)] [int (off + 3)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (3 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z ->
  add (Game [int (a - 2)] [int 3]) (int off) == Game [int (a + off - 2)] [int (off + 3)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 2 + sh))] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z ->
  add (nstar (int 5)) (int off) == Game [int (off + 5)] [int (off + 5)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (5 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s31_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z ->
  add (Game [int (a - 1)] [int 5]) (int off) == Game [int (a + off - 1)] [int (off + 5)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (5 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s32_p1 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s32_p2 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (c >= 1)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s32_p3 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a <= 1 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s32_p4 {a b c : Z} {g : game} : holds (s32_pieces a b c) g -> (a >= 2 /\ c = 0)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s32_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (a + b)) (int off) == int (a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s32_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b >= 1 /\ c = 0)%Z ->
  add (nstar (int (a + b - 1))) (int off) == Game [int (a + b + off - 1)] [int (a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s32_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ c = 0)%Z ->
  add (nstar (int (a + b - 1))) (int off) == Game [int (a + b + off - 1)] [int (a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s33_p1 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s33_p2 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s33_p3 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (d >= 2)%Z -> g == int (2 * a + b + 2 * c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s33_p4 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s33_p5 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s33_p6 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a + b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s33_p7 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s33_p8 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s33_p9 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s33_p10 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s33_p11 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s33_p12 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s33_p13 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s33_p14 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s33_p15 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s33_p16 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s33_p17 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s33_p18 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s33_p19 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s33_p20 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s33_p21 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s33_p22 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s33_p23 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s33_p24 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s33_p25 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s33_p26 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s33_p27 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s33_p28 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s33_p29 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s33_p30 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 13 2.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s33_p31 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s33_p32 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 4] [nstar (int 4)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s33_p33 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s33_p34 {a b c d : Z} {g : game} : holds (s33_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 4]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.

Lemma s34_p1 {a b : Z} {g : game} : holds (s34_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s34_p2 {a b : Z} {g : game} : holds (s34_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s34_p3 {a b : Z} {g : game} : holds (s34_pieces a b) g -> (a = 1 /\ b <= 1)%Z -> g == nstar (int (b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s34_p4 {a b : Z} {g : game} : holds (s34_pieces a b) g -> (a >= 2 /\ b <= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s35_p1 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s35_p2 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s35_p3 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s35_p4 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c <= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s35_p5 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s35_p6 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s35_p7 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 1)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s35_p8 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + b - 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s35_p9 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s35_p10 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s35_p11 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s35_p12 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a = 1 /\ - b + c >= 0 /\ c <= 1)%Z -> g == nstar (int (a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s35_p13 {a b c : Z} {g : game} : holds (s35_pieces a b c) g -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + 2 * b + c - 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.

Lemma s36_p1 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s36_p2 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s36_p3 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a <= 1 /\ b >= 1 /\ c <= 1)%Z -> g == int (a + b + c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s36_p4 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a >= 2 /\ c <= 1)%Z -> g == int (a + b + c - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s36_p5 {a b c : Z} {g : game} : holds (s36_pieces a b c) g -> (a = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s37_p1 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (b <= 1)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s37_p2 {a b : Z} {g : game} : holds (s37_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a + 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s38_p1 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 4 /\ b = 2 /\ c = 0)%Z -> g == nstar (int (a + b + c)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s38_p2 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b = 0 /\ c <= 1)%Z -> g == nstar (int (a + b + c)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s38_p3 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b + 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s38_p4 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b = 1 /\ c = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s38_p5 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s38_p6 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s38_p7 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a + b + 2)] [int (a + 3)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s38_p8 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (2 * a + b + 2)] [int (a + 3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s38_p9 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b + 1)] [int (a + 3)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s38_p10 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b + 1)] [int (a + 3)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s38_p11 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 1)%Z -> g == Game [int 9] [dyadic 11 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s38_p12 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 3 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int 9] [dyadic 11 1]] [int 5].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s38_p13 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 1)%Z -> g == Game [int 11] [nstar (int 6)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s38_p14 {a b c : Z} {g : game} : holds (s38_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a + 3)] [Game [int (a + 2)] [int 6]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.

Lemma s39_p1 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s39_p2 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s39_p3 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (e >= 2)%Z -> g == int (2 * a + b + 2 * c + d - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s39_p4 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s39_p5 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s39_p6 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b + e = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s39_p7 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s39_p8 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s39_p9 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s39_p10 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + d = 2 /\ c <= 1 /\ e = 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s39_p11 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s39_p12 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b >= 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s39_p13 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s39_p14 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + d >= 3 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (2 * c + d - 2)] [int c].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s39_p15 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c + d >= 4 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * c + d - 3)] [int c]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s39_p16 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s39_p17 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s39_p18 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s39_p19 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b >= 1 /\ c >= 1 /\ d = 0 /\ e = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s39_p20 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s39_p21 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b + d = 4 /\ a + b >= 2 /\ a + b <= 3 /\ a <= 1 /\ c = 0 /\ e = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s39_p22 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s39_p23 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b + c = 1 /\ - b + d = 2 /\ e = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s39_p24 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s39_p25 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s39_p26 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s39_p27 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b + d = 3 /\ a <= 1 /\ b >= 1 /\ c = 0 /\ e = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s39_p28 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s39_p29 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b + c + d >= 4 /\ b >= 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (2 * a + b + 2 * c + d - 2)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s39_p30 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b + c >= 3 /\ a + c >= 1 /\ b >= 1 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s39_p31 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + c + d >= 4 /\ a + c <= 1 /\ b = 1 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s39_p32 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b + d >= 5 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s39_p33 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s39_p34 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (b >= 1 /\ c >= 1 /\ d = 0 /\ e = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s39_p35 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s39_p36 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s39_p37 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s39_p38 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s39_p39 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s39_p40 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s39_p41 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s39_p42 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s39_p43 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s39_p44 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s39_p45 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c + d >= 2 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (2 * a + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s39_p46 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + 2 * c + d - 2)] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s39_p47 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c + d >= 3 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s39_p48 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s39_p49 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s39_p50 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s39_p51 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s39_p52 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s39_p53 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s39_p54 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s39_p55 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s39_p56 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s39_p57 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 13 2.
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s39_p58 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic 27 3.
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s39_p59 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s39_p60 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [int 4] [nstar (int 4)].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s39_p61 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic 17 2.
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s39_p62 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s39_p63 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 4]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s39_p64 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int 5] [nstar (int 5)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s39_p65 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 11] [nstar (int 6)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s39_p66 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 11] [nstar (int 6)]] [dyadic 11 1].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s39_p67 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 5]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s39_p68 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a - 1)] [Game [int a] [int 6]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s39_p69 {a b c d e : Z} {g : game} : holds (s39_pieces a b c d e) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [int a] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.

Lemma s40_p1 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a <= 2 /\ b = 0 /\ c = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s40_p2 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a <= 2 /\ c >= 1)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s40_p3 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a >= 3 /\ b + c >= 2 /\ c >= 1)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s40_p4 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a + 2 * b = 4 /\ a - 2 * c = 2)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s40_p5 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a <= 1 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s40_p6 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a >= 2 /\ b >= 2 /\ c = 0)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s40_p7 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s40_p8 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == dyadic 9 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s40_p9 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == nstar (dyadic 9 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s40_p10 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int a)] [int 3].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s40_p11 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s40_p12 {a b c : Z} {g : game} : holds (s40_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == Game [int (a + 1)] [int 5].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s40_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 2 /\ c >= 1)%Z ->
  add (int (a + b + 2)) (int off) == int (a + b + off + 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s40_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b + c >= 2 /\ c >= 1)%Z ->
  add (int (a + b + 2)) (int off) == int (a + b + off + 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s40_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + 2 * b = 4 /\ a - 2 * c = 2)%Z ->
  add (nstar (int (a + b + 1))) (int off) == Game [int (a + b + off + 1)] [int (a + b + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => int (a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s40_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b >= 1 /\ c = 0)%Z ->
  add (nstar (int (a + b + 1))) (int off) == Game [int (a + b + off + 1)] [int (a + b + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => int (a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s40_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b >= 2 /\ c = 0)%Z ->
  add (nstar (int (a + b + 1))) (int off) == Game [int (a + b + off + 1)] [int (a + b + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => int (a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s40_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 1 /\ c = 0)%Z ->
  add (nstar (dyadic 9 1)) (int off) == Game [dyadic (2 * off + 9) 1] [dyadic (2 * off + 9) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (9 + sh * pw 1) 1)] [(fun sh => dyadic (9 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s40_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 1 /\ c = 0)%Z ->
  add (int (a + 1)) (int off) == int (a + off + 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s41_p1 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s41_p2 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s41_p3 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s41_p4 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s41_p5 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s41_p6 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s41_p7 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s41_p8 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s41_p9 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s41_p10 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s41_p11 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s41_p12 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a + b + c >= 3 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + c - 1)] [int (a + b + 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s41_p13 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a + b + c >= 4 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + c - 2)] [int (a + b + 1)]] [int (a + b)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s41_p14 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s41_p15 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s41_p16 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s41_p17 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s41_p18 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s41_p19 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a + b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s41_p20 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a + b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == int (2 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s41_p21 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a + b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s41_p22 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s41_p23 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s41_p24 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s41_p25 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s41_p26 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a + 2 * b).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s41_p27 {a b c d : Z} {g : game} : holds (s41_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.

Lemma s42_p1 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a - b >= 3 /\ b <= 1 /\ c <= 1)%Z -> g == nstar (int (a + b + c)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s42_p2 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a <= 2 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (a + b + c)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s42_p3 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + 2 * b + 3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s42_p4 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a <= 2 /\ b >= 1 /\ c <= 1)%Z -> g == int (a + b + c + 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s42_p5 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a >= 3 /\ b >= 2 /\ c <= 1)%Z -> g == int (a + b + c + 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s42_p6 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a = 3 /\ b = 1 /\ c <= 1)%Z -> g == dyadic (2 * c + 9) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.

Lemma s43_p1 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s43_p2 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s43_p3 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s43_p4 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (d >= 2)%Z -> g == int (2 * a + 2 * b + c + 3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s43_p5 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a <= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s43_p6 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s43_p7 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s43_p8 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s43_p9 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s43_p10 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + c + 2)] [int (a + b + 3)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s43_p11 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b + c >= 2 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * b + c + 2)] [int (a + b + 3)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s43_p12 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a + c >= 3 /\ a <= 1 /\ b = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + c + 1)] [int (a + b + 3)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s43_p13 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 2 * b + c + 1)] [int (a + b + 3)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s43_p14 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a <= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s43_p15 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s43_p16 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a <= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a + b + 2)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s43_p17 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a + b + 2)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s43_p18 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 7] [int 5].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s43_p19 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 7] [int 5]] [int 4].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s43_p20 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * a + c + 1)] [int (a + 3)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s43_p21 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int 4.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s43_p22 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 5.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s43_p23 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 9] [dyadic 11 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s43_p24 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 9] [dyadic 11 1]] [int 5].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s43_p25 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic 9 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s43_p26 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 11 1.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s43_p27 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic 23 2.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s43_p28 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 11] [nstar (int 6)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s43_p29 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s43_p30 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s43_p31 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == int (a + 2).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s43_p32 {a b c d : Z} {g : game} : holds (s43_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 3)] [Game [int (a + 2)] [int 6]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.

