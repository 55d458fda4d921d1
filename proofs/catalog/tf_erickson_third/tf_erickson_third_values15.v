(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s159_p1 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s159_p2 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s159_p3 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s159_p4 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s159_p5 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s159_p6 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s159_p7 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s159_p8 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s159_p9 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s159_p10 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s159_p11 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s159_p12 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s159_p13 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s159_p14 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s159_p15 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s159_p16 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s159_p17 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s159_p18 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s159_p19 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s159_p20 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic 1 3.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s159_p21 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s159_p22 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s159_p23 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s159_p24 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s159_p25 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c + d = 1 /\ c + e = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s159_p26 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s159_p27 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 0] [Game [int 0] [dyadic (-1) 1]]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s159_p28 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s159_p29 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 1 3] [int 0].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s159_p30 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s159_p31 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s159_p32 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [Game [int 0] [dyadic (-1) 3]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s159_p33 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s159_p34 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (2 * a + b - 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s159_p35 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s159_p36 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s159_p37 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s159_p38 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s159_p39 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s159_p40 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s159_p41 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s159_p42 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s159_p43 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s159_p44 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s159_p45 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2]] [int a].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s159_p46 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s159_p47 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s159_p48 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s159_p49 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 2] [Game [int 0] [Game [Game [Game [dyadic 1 2] [int 0]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s159_p50 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s159_p51 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s159_p52 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s159_p53 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s159_p54 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s159_p55 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s159_p56 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e >= 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s159_p57 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s159_p58 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 1 1] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s159_p59 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e >= 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s159_p60 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 2] [Game [dyadic 1 2] [int 0]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s159_p61 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s159_p62 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s159_p63 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s159_p64 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s159_p65 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s159_p66 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + 1)] [Game [int a] [dyadic (4 * a - 1) 2]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s159_p67 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [Game [int b] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s159_p68 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 4] [Game [int 1] [Game [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s159_p69 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (b + 1)] [Game [int 1] [Game [Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s159_p70 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s159_p71 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 1 1] [Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s159_p72 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s159_p73 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s159_p74 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic 3 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s159_p75 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a)] [Game [Game [int (a - 1)] [dyadic (4 * a - 5) 2]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s159_p76 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s159_p77 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 4] [Game [int 2] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s159_p78 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s159_p79 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s159_p80 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 6] [Game [int 2] [Game [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s159_p81 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s159_p82 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s159_p83 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a - 2)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s159_p84 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a - 2)] [dyadic (4 * a - 9) 2]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s159_p85 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s159_p86 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s159_p87 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]]].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s159_p88 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s159_p89 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s159_p90 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + 2)] [Game [int a] [Game [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s159_p91 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s159_p92 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a - 2)] [int 1].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s159_p93 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [nstar (int (a - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s159_p94 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 2)] [Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s159_p95 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 3)] [Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s159_p96 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a = 7 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s159_p97 {a b c d e : Z} {g : game} : holds (s159_pieces a b c d e) g -> (a >= 8 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (a - 3))] [Game [Game [Game [Game [dyadic (2 * a - 7) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 4))] [int (a - 4)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 4)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 7) 1] [Game [Game [int (a - 4)] [int 2]] [int 1]]] [Game [Game [int (a - 5)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 9) 1] [int (a - 5)]] [int (a - 5)]; Game [Game [int (a - 4)] [Game [int (a - 4)] [int 2]]] [int 2; Game [int (a - 5)] [int 1]]] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s159_p11_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p16_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p21_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (dyadic 1 2) (int off) == dyadic (4 * off + 1) 2.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p23_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p30_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [dyadic 1 2] [int 0]) (int off) == Game [dyadic (4 * off + 1) 2] [int off].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p31_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p35_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2]) (int off) == Game [int (2 * a + b + off - 1)] [dyadic (4 * a + 4 * off + 1) 2].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => dyadic (4 * a + 1 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p37_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (b >= 2 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]) (int off) == Game [int (2 * a + b + off - 1)] [dyadic (2 * a + 2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p38_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p42_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p46_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [dyadic (2 * a + 2 * off + 1) 1]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p47_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [dyadic (2 * a + 2 * off + 1) 1]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p48_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int 1)] [int 0]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p50_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z ->
  add (Game [int (2 * a + b - 1)] [int (a + 1)]) (int off) == Game [int (2 * a + b + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p51_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p59_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e >= 1)%Z ->
  add (nstar (dyadic 1 1)) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p62_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p64_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [Game [int 2] [dyadic 5 2]] [int 1]) (int off) == Game [Game [int (off + 2)] [dyadic (4 * off + 5) 2]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => dyadic (5 + sh * pw 2) 2)])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p65_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int 2)] [int 1]) (int off) == Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p67_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [Game [int b] [dyadic 3 1]] [int 1]) (int off) == Game [Game [int (b + off)] [dyadic (2 * off + 3) 1]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (b + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p74_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [dyadic 3 1] [nstar (int 1)]) (int off) == Game [dyadic (2 * off + 3) 1] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p78_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int 4] [Game [int 2] [nstar (int 2)]]) (int off) == Game [int (off + 4)] [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p79_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]) (int off) == Game [Game [int (off + 4)] [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]]] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p85_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [int 1]]) (int off) == Game [dyadic (2 * a + 2 * off - 1) 1] [Game [int (a + off - 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)] [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p88_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]) (int off) == Game [int (2 * a + off)] [Game [int (a + off)] [Game [int (a + off)] [int (off + 2)]]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + sh))] [(node [(fun sh => int (a + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => int (2 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s159_p89_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]) (int off) == Game [Game [int (2 * a + off)] [Game [int (a + off)] [Game [int (a + off)] [int (off + 2)]]]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + sh))] [(node [(fun sh => int (a + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s160_p1 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s160_p2 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-7) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s160_p3 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s160_p4 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [int (e - 5)] [int (-3)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s160_p5 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s160_p6 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b + d = 1 /\ b + e = 1 /\ c = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s160_p7 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (e - 3)] [int (-2)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s160_p8 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s160_p9 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s160_p10 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - b >= 2 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s160_p11 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s160_p12 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s160_p13 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s160_p14 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s160_p15 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e >= 3)%Z -> g == Game [int (e - 3)] [int (-1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s160_p16 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [int (e - 2)] [int (-1)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s160_p17 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + e = 1 /\ a + b >= 1 /\ b + d = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s160_p18 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s160_p19 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s160_p20 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s160_p21 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b + c = 1 /\ b + e = 1 /\ d >= 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s160_p22 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s160_p23 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s160_p24 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s160_p25 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + c = 1 /\ a - b >= 0 /\ b + d = 1 /\ b + e = 2)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s160_p26 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s160_p27 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s160_p28 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s160_p29 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d >= 1 /\ e >= 3)%Z -> g == Game [int (a + e - 2)] [int a].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s160_p30 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e >= 3)%Z -> g == Game [int (a + e - 2)] [int a].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s160_p31 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e = 0 /\ a + 2 * b >= 4 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s160_p32 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s160_p33 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (c >= 2 /\ e = 0)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s160_p34 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (- a + e = 1 /\ - a + d >= 1 /\ a <= 1 /\ b = 1 /\ c = 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s160_p35 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (c >= 2 /\ e = 1)%Z -> g == dyadic (4 * a + 2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s160_p36 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (c >= 2 /\ e = 2)%Z -> g == nstar (int (2 * a + b + 1)).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s160_p37 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (c >= 2 /\ e >= 3)%Z -> g == Game [int (2 * a + b + e - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s160_p38 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int (e - 2))] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s160_p39 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s160_p40 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s160_p41 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s160_p42 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 2)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s160_p43 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s160_p44 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e >= 3)%Z -> g == Game [dyadic (2 * e - 3) 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s160_p45 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s160_p46 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s160_p47 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (4 * e - 3) 2] [Game [int 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s160_p48 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s160_p49 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s160_p50 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [dyadic (2 * e - 1) 1] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s160_p51 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 0)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s160_p52 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s160_p53 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b + e = 3 /\ a + c = 1 /\ a + b <= 2 /\ b >= 1 /\ d >= 2)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s160_p54 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s160_p55 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [dyadic (2 * e - 1) 1] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s160_p56 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s160_p57 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 3 2] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s160_p58 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 5 2] [Game [int 1] [nstar (int 1)]]] [nstar (dyadic 3 2)].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s160_p59 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (4 * e - 3) 2] [dyadic (4 * e - 5) 2]] [Game [Game [int 1] [nstar (int 1)]] [dyadic 3 2]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s160_p60 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s160_p61 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s160_p62 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s160_p63 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s160_p64 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 1) 1] [int (e - 1)]] [Game [dyadic 5 2] [int 1]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s160_p65 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s160_p66 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [nstar (dyadic 3 1)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s160_p67 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 1) 1] [int (e - 1)]] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s160_p68 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s160_p69 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s160_p70 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 2 * b - 1) 1] [int (a + 1)].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s160_p71 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int (2 * a + b))] [Game [dyadic (2 * a + 3) 1] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s160_p72 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 2 /\ - b + e >= 1 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (b + e - 2)] [dyadic (2 * e - 1) 1]] [Game [int b] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s160_p73 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (4 * a + 5) 2].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s160_p74 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [nstar (int (b + e - 2))] [Game [int 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s160_p75 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int (b + e - 2))] [Game [int 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s160_p76 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b = 2 /\ a <= 1 /\ c = 1 /\ d >= 2 /\ e = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s160_p77 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s160_p78 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [nstar (int (b + e - 2))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s160_p79 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [nstar (int (b + e - 2))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s160_p80 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 1] [dyadic 1 2]] [Game [Game [dyadic 1 2] [int 0]] [int (-1)]].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s160_p81 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 3 1] [int 1]] [Game [Game [int 1] [dyadic 1 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s160_p82 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s160_p83 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [int 2; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s160_p84 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [int e] [dyadic (2 * e - 1) 1]] [Game [Game [dyadic (2 * e - 1) 1] [int (e - 1)]] [int (e - 1)]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s160_p85 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s160_p86 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s160_p87 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s160_p88 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s160_p89 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 1 /\ e = 2)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s160_p90 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [Game [int 2] [int 1]; Game [Game [int 2] [dyadic 3 1]] [int 1]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s160_p91 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [nstar (int e)] [int (e - 1)]] [Game [Game [int 2] [dyadic 3 1]] [int 1]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s160_p92 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s160_p93 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s160_p94 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s160_p95 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [nstar (int e)] [int (e - 1)]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s160_p96 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b - e >= 0 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int (b + e - 2)] [int b]] [Game [dyadic (2 * e - 1) 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s160_p97 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ - b + e >= 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int (b + e - 2)] [int e]] [Game [int b] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s160_p98 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 0)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s160_p99 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (2 * a + 3) 1].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s160_p100 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ - b + e >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (b + e - 2)] [int e]] [Game [int b] [int 2]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s160_p101 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int (a - 1)]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s160_p102 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int (a - 1)]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s160_p103 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 3) 1] [int (a + 1)]] [Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s160_p104 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 3) 1] [int (a + 1)]] [Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s160_p105 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e >= 1 /\ a >= 2 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * a + 2 * e - 1) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s160_p106 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b - e >= 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * a + 2 * e - 1) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s160_p107 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [int 3; Game [Game [int 5] [dyadic 7 1]] [Game [Game [nstar (int 4)] [int 3]] [int 3]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s160_p108 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [int (e + 1)] [dyadic (2 * e - 1) 1]] [Game [Game [nstar (int e)] [int (e - 1)]] [int (e - 1)]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s160_p109 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int (2 * a + b - 1))] [Game [int (a + 2)] [dyadic (2 * a + 3) 1]]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s160_p110 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e = 1 /\ a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 2)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s160_p111 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]; Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s160_p112 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 4 /\ - a - b + e >= 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (a + e)]] [int (a + e - 1)]] [Game [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s160_p113 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s160_p114 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s160_p115 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 2))]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s160_p116 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e = 1 /\ a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 2); Game [int (2 * a + b - 2)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s160_p117 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]; Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s160_p118 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 4 /\ - a - b + e >= 1 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (a + e)]] [int (a + e - 1)]] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s160_p119 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b - e >= 1 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (b + e - 2)] [int b]] [Game [int e] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s160_p120 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 0 /\ b - e >= 1 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [Game [int (b + e - 2)] [int b]] [Game [int e] [int 2]].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s160_p121 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1); Game [Game [int (3 * a + 2 * b - 3)] [dyadic (4 * a + 2 * b - 1) 1]] [Game [Game [Game [int (3 * a + 2 * b - 4)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [int (2 * a + b - 1)]]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s160_p122 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 5 /\ - a - b + e >= 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [dyadic (2 * a + 2 * e - 1) 1]] [Game [Game [Game [int (2 * a + b + e - 4)] [int (a + e)]] [int (a + e - 1)]] [int (a + e - 1)]]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s160_p123 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (2 * a + b - 1)]] [Game [int (a + e)] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (a + e - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s160_p124 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e >= 2 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e >= 3)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (2 * a + b - 1)]] [Game [int (a + e)] [int (a + 2)]]] [int (a + 2); Game [int (a + e - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s160_p125 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s160_p126 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s160_p127 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [int (e - 2)] [int 0].
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s160_p128 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * e - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s160_p129 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [int e] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s160_p130 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [int (a + e - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s160_p131 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (dyadic (2 * e - 1) 1)] [int 1].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s160_p132 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - b >= 0 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s160_p133 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (dyadic 5 2).
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s160_p134 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [nstar (int e)] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s160_p135 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s160_p136 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e >= 3)%Z -> g == Game [nstar (int (a + e - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s160_p137 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 2] [int 1].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s160_p138 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 5 1] [Game [dyadic 3 1] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s160_p139 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int 3)] [Game [dyadic 5 1] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s160_p140 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int (e + 1)] [dyadic (2 * e + 1) 1]] [Game [int 3] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s160_p141 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 5 1] [dyadic 17 3].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s160_p142 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [nstar (int (e + 1))] [Game [int 3] [dyadic 9 2]].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s160_p143 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == nstar (dyadic 5 1).
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s160_p144 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [nstar (int (e + 1))] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s160_p145 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 2] [int 1]] [Game [nstar (dyadic 1 1)] [int 0]].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s160_p146 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 5 1] [Game [dyadic 3 1] [nstar (dyadic 3 1)]]] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s160_p147 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 5 1] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s160_p148 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [int 3; Game [Game [int 4] [dyadic 7 1]] [Game [nstar (int 3)] [int 3]]] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s160_p149 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [int (e + 1)] [dyadic (2 * e + 1) 1]] [Game [nstar (int e)] [int e]]] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s160_p150 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s160_p151 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s160_p152 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 1 /\ e = 2)%Z -> g == Game [int 3] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s160_p153 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int 4)] [int 3]; Game [nstar (int 4)] [Game [int 3] [dyadic 9 2]]] [Game [int 3] [int 2]; Game [Game [int 3] [dyadic 9 2]] [int 2]].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s160_p154 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [nstar (int (e + 1))] [int e]] [Game [Game [int 3] [dyadic 9 2]] [int 2]].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s160_p155 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s160_p156 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (dyadic 5 1)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s160_p157 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [nstar (int 4)] [nstar (int 3)]; Game [nstar (int 4)] [int 3]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s160_p158 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [nstar (int (e + 1))] [int e]] [Game [nstar (int 3)] [int 2]].
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.
Lemma s160_p159 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ - b + e <= 1 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int (b + e)] [int (b + 2)]] [Game [dyadic (2 * e + 1) 1] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 158 _ _ _ H eq_refl). Qed.
Lemma s160_p160 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ - b + e >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (b + e)] [dyadic (2 * e + 1) 1]] [Game [int (b + 2)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 159 _ _ _ H eq_refl). Qed.
Lemma s160_p161 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int (2 * a + b))] [Game [int (a + 2)] [dyadic (2 * a + 3) 1]].
Proof. intros H. exact (holds_at _ 160 _ _ _ H eq_refl). Qed.
Lemma s160_p162 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ - b + e >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int (b + e)] [int (e + 1)]] [Game [int (b + 2)] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 161 _ _ _ H eq_refl). Qed.
Lemma s160_p163 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b >= 3 /\ a >= 1 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [nstar (int (2 * a + b))] [nstar (int (a + 2))].
Proof. intros H. exact (holds_at _ 162 _ _ _ H eq_refl). Qed.
Lemma s160_p164 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ - b + e >= 2 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (b + e)] [int (e + 1)]] [Game [int (b + 2)] [int 3]].
Proof. intros H. exact (holds_at _ 163 _ _ _ H eq_refl). Qed.
Lemma s160_p165 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 3] [dyadic 5 2]] [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 164 _ _ _ H eq_refl). Qed.
Lemma s160_p166 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 7 1] [int 2]] [Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 165 _ _ _ H eq_refl). Qed.
Lemma s160_p167 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b - e >= 0 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * e + 1) 1] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 166 _ _ _ H eq_refl). Qed.
Lemma s160_p168 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [int 4; Game [Game [int 6] [dyadic 9 1]] [Game [Game [nstar (int 5)] [int 4]] [int 4]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 167 _ _ _ H eq_refl). Qed.
Lemma s160_p169 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [int (e + 2)] [dyadic (2 * e + 1) 1]] [Game [Game [nstar (int (e + 1))] [int e]] [int e]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 168 _ _ _ H eq_refl). Qed.
Lemma s160_p170 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int b] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 169 _ _ _ H eq_refl). Qed.
Lemma s160_p171 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [dyadic (2 * b + 1) 1] [dyadic 9 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 170 _ _ _ H eq_refl). Qed.
Lemma s160_p172 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b - e >= 0 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (b + e)] [int (b + 2)]] [Game [int (e + 1)] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 171 _ _ _ H eq_refl). Qed.
Lemma s160_p173 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b - e >= 0 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [Game [int (b + e)] [int (b + 2)]] [Game [int (e + 1)] [int 3]].
Proof. intros H. exact (holds_at _ 172 _ _ _ H eq_refl). Qed.
Lemma s160_p174 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int b] [dyadic 5 2]] [Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 173 _ _ _ H eq_refl). Qed.
Lemma s160_p175 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (2 * b + 1) 1] [int 2]] [Game [Game [Game [dyadic (2 * b - 1) 1] [dyadic 9 2]] [dyadic 3 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 174 _ _ _ H eq_refl). Qed.
Lemma s160_p176 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 175 _ _ _ H eq_refl). Qed.
Lemma s160_p177 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 176 _ _ _ H eq_refl). Qed.
Lemma s160_p178 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic 7 2.
Proof. intros H. exact (holds_at _ 177 _ _ _ H eq_refl). Qed.
Lemma s160_p179 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + e >= 4 /\ a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 2 * e - 3) 1] [int 2].
Proof. intros H. exact (holds_at _ 178 _ _ _ H eq_refl). Qed.
Lemma s160_p180 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (a + e - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 179 _ _ _ H eq_refl). Qed.
Lemma s160_p181 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 180 _ _ _ H eq_refl). Qed.
Lemma s160_p182 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 7 2] [Game [dyadic 3 1] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 181 _ _ _ H eq_refl). Qed.
Lemma s160_p183 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (dyadic (2 * e + 1) 1)] [Game [int 2] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 182 _ _ _ H eq_refl). Qed.
Lemma s160_p184 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 9 2] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 183 _ _ _ H eq_refl). Qed.
Lemma s160_p185 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [nstar (int (e + 1))] [Game [dyadic 5 1] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 184 _ _ _ H eq_refl). Qed.
Lemma s160_p186 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == nstar (dyadic (2 * a + 1) 1).
Proof. intros H. exact (holds_at _ 185 _ _ _ H eq_refl). Qed.
Lemma s160_p187 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]]].
Proof. intros H. exact (holds_at _ 186 _ _ _ H eq_refl). Qed.
Lemma s160_p188 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 9 1] [Game [dyadic 5 1] [int 2]].
Proof. intros H. exact (holds_at _ 187 _ _ _ H eq_refl). Qed.
Lemma s160_p189 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int 5)] [Game [dyadic 7 1] [int 2]].
Proof. intros H. exact (holds_at _ 188 _ _ _ H eq_refl). Qed.
Lemma s160_p190 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [int 6] [int 5]] [Game [dyadic 9 1] [int 2]].
Proof. intros H. exact (holds_at _ 189 _ _ _ H eq_refl). Qed.
Lemma s160_p191 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [int (e + 3)] [dyadic (2 * e + 3) 1]] [Game [int 5] [int 2]].
Proof. intros H. exact (holds_at _ 190 _ _ _ H eq_refl). Qed.
Lemma s160_p192 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 191 _ _ _ H eq_refl). Qed.
Lemma s160_p193 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]].
Proof. intros H. exact (holds_at _ 192 _ _ _ H eq_refl). Qed.
Lemma s160_p194 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]].
Proof. intros H. exact (holds_at _ 193 _ _ _ H eq_refl). Qed.
Lemma s160_p195 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [int (e + 3)] [int (e + 2)]] [Game [int 5] [Game [int 3] [nstar (int 3)]]].
Proof. intros H. exact (holds_at _ 194 _ _ _ H eq_refl). Qed.
Lemma s160_p196 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ - a + e >= 2 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + e - 1)] [int (a + e)]] [Game [int (2 * a + 1)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 195 _ _ _ H eq_refl). Qed.
Lemma s160_p197 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ - a + e <= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e - 1) 1] [int a].
Proof. intros H. exact (holds_at _ 196 _ _ _ H eq_refl). Qed.
Lemma s160_p198 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (- a + e = 2 /\ a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a + 1); Game [Game [int (3 * a + 1)] [dyadic (4 * a + 3) 1]] [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]]] [int a].
Proof. intros H. exact (holds_at _ 197 _ _ _ H eq_refl). Qed.
Lemma s160_p199 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ - a + e >= 3 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + e - 1)] [dyadic (2 * a + 2 * e - 1) 1]] [Game [nstar (int (a + e - 1))] [int (a + e - 1)]]] [int a].
Proof. intros H. exact (holds_at _ 198 _ _ _ H eq_refl). Qed.
Lemma s160_p200 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 199 _ _ _ H eq_refl). Qed.
Lemma s160_p201 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 200 _ _ _ H eq_refl). Qed.
Lemma s160_p202 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 201 _ _ _ H eq_refl). Qed.
Lemma s160_p203 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [int 5] [Game [int 4] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]].
Proof. intros H. exact (holds_at _ 202 _ _ _ H eq_refl). Qed.
Lemma s160_p204 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 4)%Z -> g == Game [Game [Game [int 7] [int 6]] [int 5]; Game [Game [int 7] [int 6]] [Game [int 5] [Game [int 3] [nstar (int 3)]]]] [Game [int 5] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]].
Proof. intros H. exact (holds_at _ 203 _ _ _ H eq_refl). Qed.
Lemma s160_p205 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 5)%Z -> g == Game [Game [Game [int (e + 3)] [int (e + 2)]] [int (e + 1)]] [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]].
Proof. intros H. exact (holds_at _ 204 _ _ _ H eq_refl). Qed.
Lemma s160_p206 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e >= 0 /\ a >= 2 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int (2 * a + b + e - 2)] [int (2 * a + b)]] [Game [dyadic (2 * a + 2 * e - 1) 1] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 205 _ _ _ H eq_refl). Qed.
Lemma s160_p207 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ - a - b + e >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b + e - 2)] [dyadic (2 * a + 2 * e - 1) 1]] [Game [int (2 * a + b)] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 206 _ _ _ H eq_refl). Qed.
Lemma s160_p208 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e >= 1 /\ a >= 2 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (2 * a + b + e - 2)] [int (2 * a + b)]] [Game [int (a + e)] [dyadic (2 * a + 3) 1]].
Proof. intros H. exact (holds_at _ 207 _ _ _ H eq_refl). Qed.
Lemma s160_p209 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ - a - b + e >= 1 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int (2 * a + b + e - 2)] [int (a + e)]] [Game [int (2 * a + b)] [dyadic (2 * a + 3) 1]].
Proof. intros H. exact (holds_at _ 208 _ _ _ H eq_refl). Qed.
Lemma s160_p210 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a + b - e >= 1 /\ a >= 2 /\ b >= 2 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [Game [int (2 * a + b + e - 2)] [int (2 * a + b)]] [Game [int (a + e)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 209 _ _ _ H eq_refl). Qed.
Lemma s160_p211 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 2 /\ - a - b + e >= 1 /\ b >= 2 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b + e - 2)] [int (a + e)]] [Game [int (2 * a + b)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 210 _ _ _ H eq_refl). Qed.
Lemma s160_p212 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 5] [dyadic 9 2]] [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 211 _ _ _ H eq_refl). Qed.
Lemma s160_p213 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 11 1] [int 3]] [Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 212 _ _ _ H eq_refl). Qed.
Lemma s160_p214 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * e + 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 213 _ _ _ H eq_refl). Qed.
Lemma s160_p215 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 214 _ _ _ H eq_refl). Qed.
Lemma s160_p216 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (e + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 215 _ _ _ H eq_refl). Qed.
Lemma s160_p217 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (4 * a - 3) 2.
Proof. intros H. exact (holds_at _ 216 _ _ _ H eq_refl). Qed.
Lemma s160_p218 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 3) 1] [dyadic (4 * e + 5) 2]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 217 _ _ _ H eq_refl). Qed.
Lemma s160_p219 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [Game [int a] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 218 _ _ _ H eq_refl). Qed.
Lemma s160_p220 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [nstar (int (a + e - 1))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 219 _ _ _ H eq_refl). Qed.
Lemma s160_p221 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 1) 1] [Game [dyadic (2 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 220 _ _ _ H eq_refl). Qed.
Lemma s160_p222 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int (2 * a + 1))] [Game [dyadic (2 * a + 3) 1] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 221 _ _ _ H eq_refl). Qed.
Lemma s160_p223 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ - a + e <= 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int (2 * a + e - 1)] [int (2 * a + 1)]] [Game [dyadic (2 * a + 2 * e - 1) 1] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 222 _ _ _ H eq_refl). Qed.
Lemma s160_p224 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (2 * a + e - 1)] [dyadic (2 * a + 2 * e - 1) 1]] [Game [int (2 * a + 1)] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 223 _ _ _ H eq_refl). Qed.
Lemma s160_p225 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 224 _ _ _ H eq_refl). Qed.
Lemma s160_p226 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]].
Proof. intros H. exact (holds_at _ 225 _ _ _ H eq_refl). Qed.
Lemma s160_p227 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]].
Proof. intros H. exact (holds_at _ 226 _ _ _ H eq_refl). Qed.
Lemma s160_p228 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - e >= 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (2 * a + e - 1)] [int (2 * a + 1)]] [Game [int (a + e)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]].
Proof. intros H. exact (holds_at _ 227 _ _ _ H eq_refl). Qed.
Lemma s160_p229 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int (2 * a + e - 1)] [int (a + e)]] [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]].
Proof. intros H. exact (holds_at _ 228 _ _ _ H eq_refl). Qed.
Lemma s160_p230 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - e >= 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [Game [int (2 * a + e - 1)] [int (2 * a + 1)]] [Game [int (a + e)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 229 _ _ _ H eq_refl). Qed.
Lemma s160_p231 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a].
Proof. intros H. exact (holds_at _ 230 _ _ _ H eq_refl). Qed.
Lemma s160_p232 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 231 _ _ _ H eq_refl). Qed.
Lemma s160_p233 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 232 _ _ _ H eq_refl). Qed.
Lemma s160_p234 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - e >= 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [Game [int (2 * a + e - 1)] [int (2 * a + 1)]] [Game [int (a + e)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 233 _ _ _ H eq_refl). Qed.
Lemma s160_p235 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (- a + e = 1 /\ a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a + 1)] [Game [int (2 * a)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 234 _ _ _ H eq_refl). Qed.
Lemma s160_p236 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (- a + e = 2 /\ a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [int (2 * a + 1)]; Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a + 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 235 _ _ _ H eq_refl). Qed.
Lemma s160_p237 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [int (2 * a + e - 1)] [int (a + e)]] [int (a + e - 1)]] [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 236 _ _ _ H eq_refl). Qed.
Lemma s160_p238 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 1)] [dyadic (4 * a + 1) 2]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int (a - 1)]].
Proof. intros H. exact (holds_at _ 237 _ _ _ H eq_refl). Qed.
Lemma s160_p239 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a + 3) 1] [int (a + 1)]] [Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 238 _ _ _ H eq_refl). Qed.
Lemma s160_p240 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 239 _ _ _ H eq_refl). Qed.
Lemma s160_p241 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 240 _ _ _ H eq_refl). Qed.
Lemma s160_p242 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (4 * e + 5) 2] [Game [dyadic 5 1] [int 1]].
Proof. intros H. exact (holds_at _ 241 _ _ _ H eq_refl). Qed.
Lemma s160_p243 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 4 /\ a - e <= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + e - 2)] [Game [int (a - 1)] [int 2]].
Proof. intros H. exact (holds_at _ 242 _ _ _ H eq_refl). Qed.
Lemma s160_p244 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 243 _ _ _ H eq_refl). Qed.
Lemma s160_p245 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e - 3) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 244 _ _ _ H eq_refl). Qed.
Lemma s160_p246 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 5) 1] [Game [int (e + 2)] [nstar (int (e + 2))]]] [dyadic 7 1].
Proof. intros H. exact (holds_at _ 245 _ _ _ H eq_refl). Qed.
Lemma s160_p247 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a - 7) 2] [int 3].
Proof. intros H. exact (holds_at _ 246 _ _ _ H eq_refl). Qed.
Lemma s160_p248 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (e + 2)] [nstar (int (e + 2))]] [Game [dyadic 7 1] [int 1]].
Proof. intros H. exact (holds_at _ 247 _ _ _ H eq_refl). Qed.
Lemma s160_p249 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - e >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [Game [int (a + e - 2)] [Game [int (a + e - 2)] [int (e + 2)]]]] [dyadic (2 * a - 1) 1; Game [int (a + e - 2)] [int (e + 2)]].
Proof. intros H. exact (holds_at _ 248 _ _ _ H eq_refl). Qed.
Lemma s160_p250 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 5 /\ a - e <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [Game [int (a + e - 2)] [Game [int (a + e - 2)] [int (e + 2)]]]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 249 _ _ _ H eq_refl). Qed.
Lemma s160_p251 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [Game [int a] [int 5; Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 250 _ _ _ H eq_refl). Qed.
Lemma s160_p252 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - e >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (a + e - 3)] [Game [int (a + e - 3)] [int (e + 2)]]] [int (e + 2); Game [dyadic (2 * a - 3) 1] [int 1]].
Proof. intros H. exact (holds_at _ 251 _ _ _ H eq_refl). Qed.
Lemma s160_p253 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a >= 6 /\ a - e <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a + e - 3)] [Game [int (a + e - 3)] [int (e + 2)]]] [Game [dyadic (2 * a - 3) 1] [int 1]].
Proof. intros H. exact (holds_at _ 252 _ _ _ H eq_refl). Qed.
Lemma s160_p254 {a b c d e : Z} {g : game} : holds (s160_pieces a b c d e) g -> (a - e >= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + e - 2)] [int (e + 4); Game [int (a - 1)] [int 2]].
Proof. intros H. exact (holds_at _ 253 _ _ _ H eq_refl). Qed.

Lemma s161_p1 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s161_p2 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (b = 0 /\ c >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s161_p3 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (b = 1 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s161_p4 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (b = 1 /\ c >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s161_p5 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 0 /\ b >= 2)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s161_p6 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s161_p7 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a >= 1 /\ b >= 2)%Z -> g == int (a + 2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s161_p8 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s161_p9 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s161_p10 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s161_p11 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s161_p12 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a = 6 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s161_p13 {a b c : Z} {g : game} : holds (s161_pieces a b c) g -> (a >= 7 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 3))] [int (a - 3)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 3)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 5) 1] [Game [Game [int (a - 3)] [int 2]] [int 1]]] [Game [Game [int (a - 4)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [int (a - 4)]; Game [Game [int (a - 3)] [Game [int (a - 3)] [int 2]]] [int 2; Game [int (a - 4)] [int 1]]] [Game [Game [Game [int (a - 1)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s161_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 0 /\ c >= 1)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s161_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 1 /\ c >= 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s161_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b >= 2)%Z ->
  add (int (a + 2)) (int off) == int (a + off + 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s162_p1 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a + c <= 1 /\ b = 0)%Z -> g == dyadic (2 * a + 3 * c - 2) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s162_p2 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a + c = 2 /\ a <= 1 /\ b = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s162_p3 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a + b = 1 /\ c >= 2)%Z -> g == Game [int (a + 2 * b + c - 1)] [int (b + 1)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s162_p4 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a + b >= 2 /\ a <= 2 /\ b <= 1 /\ c >= 1)%Z -> g == Game [int (a + 2 * b + c - 1)] [int (b + 1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s162_p5 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 3)%Z -> g == Game [int (a + 2 * b + c - 1)] [int (b + 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s162_p6 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s162_p7 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (a + c + 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s162_p8 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == nstar (int (a + c + 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s162_p9 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == dyadic (2 * a + c + 4) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s162_p10 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (b >= 2 /\ c >= 3)%Z -> g == Game [int (a + c + 1)] [int (a + 3)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s162_p11 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s162_p12 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int a)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s162_p13 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [nstar (int (c + 2))] [int (c + 2)]] [int 1].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s162_p14 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a = 3 /\ b = 1 /\ c >= 1)%Z -> g == Game [dyadic (2 * c + 7) 1] [int 2].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s162_p15 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [nstar (int (a + c - 1))] [int (c + 2)]] [int 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s162_p16 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a = 4 /\ b = 1 /\ c >= 1)%Z -> g == Game [nstar (int (c + 4))] [int 2].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s162_p17 {a b c : Z} {g : game} : holds (s162_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c >= 1)%Z -> g == Game [Game [int (a + c)] [int (c + 4)]] [int 2].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.

Lemma s163_p1 {a b c : Z} {g : game} : holds (s163_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s163_p2 {a b c : Z} {g : game} : holds (s163_pieces a b c) g -> (a + c >= 1 /\ b = 0)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s163_p3 {a b c : Z} {g : game} : holds (s163_pieces a b c) g -> (b >= 1)%Z -> g == int (c + 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s163_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + c >= 1 /\ b = 0)%Z ->
  add (nstar (int c)) (int off) == Game [int (c + off)] [int (c + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (c + sh))] [(fun sh => int (c + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s163_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1)%Z ->
  add (int (c + 1)) (int off) == int (c + off + 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (c + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s164_p1 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s164_p2 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s164_p3 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a + c - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s164_p4 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b = 0 /\ d >= 2)%Z -> g == int (2 * a + c - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s164_p5 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-7) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s164_p6 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (-2)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s164_p7 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s164_p8 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (c - 3)] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s164_p9 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (c - 4)] [dyadic (-3) 1]] [int (-2)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s164_p10 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a + b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s164_p11 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s164_p12 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b = 2 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s164_p13 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 1 /\ d >= 2)%Z -> g == int (2 * a + c).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s164_p14 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a + c).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s164_p15 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s164_p16 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (c - 1)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s164_p17 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [Game [int (c - 2)] [dyadic (-1) 1]] [int (-1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s164_p18 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s164_p19 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == dyadic (8 * a + 1) 2.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s164_p20 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 2 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic (8 * a + 1) 2] [int (2 * a)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s164_p21 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 2 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + c - 1)] [dyadic (4 * a + 1) 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s164_p22 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 2 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * a + c - 2)] [dyadic (4 * a + 1) 1]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s164_p23 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (2 * a))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s164_p24 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a + b - 3)] [dyadic (8 * a + 1) 2]] [int (2 * a)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s164_p25 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s164_p26 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a + c = 2 /\ a - d = 1 /\ b = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s164_p27 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s164_p28 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s164_p29 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s164_p30 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + c - 3)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s164_p31 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * a + c - 4)] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s164_p32 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s164_p33 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s164_p34 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s164_p35 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s164_p36 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s164_p37 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a)] [dyadic (4 * a + 1) 2]] [int a].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s164_p38 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + c - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s164_p39 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * a + c - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s164_p40 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s164_p41 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s164_p42 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s164_p43 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s164_p44 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 2)] [dyadic 7 2].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s164_p45 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s164_p46 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s164_p47 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s164_p48 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s164_p49 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s164_p50 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s164_p51 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s164_p52 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (4 * a - 7) 2.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s164_p53 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (8 * a - 13) 3.
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s164_p54 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 4 /\ a <= 5 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a - 2)] [Game [int (a - 1)] [Game [int (a - 1)] [int 2]]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s164_p55 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 4 /\ a <= 5 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (2 * a - 2)] [Game [int (a - 1)] [Game [int (a - 1)] [int 2]]]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s164_p56 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [Game [dyadic (2 * a - 1) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s164_p57 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (8 * a - 21) 3] [int 1].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s164_p58 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a - 2)] [Game [int (a - 1)] [int 5; Game [int (a - 1)] [int 2]]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s164_p59 {a b c d : Z} {g : game} : holds (s164_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.

