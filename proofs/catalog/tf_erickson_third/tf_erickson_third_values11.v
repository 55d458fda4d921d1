(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s131_p1 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s131_p2 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s131_p3 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (-5) 1] [int (-3)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s131_p4 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [nstar (int (-2))] [int (-3)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s131_p5 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [int (e - 5)] [int (-2)]] [int (-3)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s131_p6 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s131_p7 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s131_p8 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s131_p9 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (e - 3)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s131_p10 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s131_p11 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s131_p12 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - c + e = 1 /\ a >= 1 /\ b + c + d = 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s131_p13 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s131_p14 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s131_p15 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [dyadic (2 * c - 1) 1] [int (c - 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s131_p16 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (int c)] [int (c - 1)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s131_p17 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int c)] [int (c - 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s131_p18 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [int (c + e - 3)] [int c]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s131_p19 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int (-1))] [int (-1)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s131_p20 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c + d - 4)] [dyadic (2 * c - 1) 1]] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s131_p21 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c + d - 4)] [dyadic (2 * c - 1) 1]] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s131_p22 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s131_p23 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [int (-1)] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s131_p24 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (int (e - 3))] [dyadic (-1) 1]] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s131_p25 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s131_p26 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + e = 1 /\ a - b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s131_p27 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s131_p28 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [dyadic (4 * a + 1) 2] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s131_p29 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 2)%Z -> g == Game [dyadic (4 * a + 1) 2] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s131_p30 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (4 * a + 1) 2] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s131_p31 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (e - 2)] [dyadic 1 1]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s131_p32 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 2 /\ e = 0)%Z -> g == dyadic (2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s131_p33 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b = 1 /\ a - e = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s131_p34 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s131_p35 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s131_p36 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s131_p37 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 1] [dyadic 1 2]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s131_p38 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (d - 2)] [dyadic 1 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s131_p39 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (-3) 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s131_p40 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (dyadic (-3) 1).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s131_p41 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s131_p42 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s131_p43 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 1 2] [nstar (int 0)]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s131_p44 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (int (e - 2))] [Game [dyadic 1 1] [int 0]]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s131_p45 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c - 5) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s131_p46 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b = 1 /\ a - e = 0 /\ c >= 2 /\ d = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s131_p47 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 2 /\ a + e = 1 /\ - a + d = 1 /\ b = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s131_p48 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s131_p49 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s131_p50 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s131_p51 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s131_p52 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s131_p53 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (e - 1)] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s131_p54 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 3] [Game [int 1] [nstar (int 1)]]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s131_p55 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s131_p56 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ c = 1 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s131_p57 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s131_p58 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [nstar (int 1); Game [int 1] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [int 1] [int 0]]] [Game [nstar (int 0)] [int (-1)]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s131_p59 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (int (e - 1))] [Game [nstar (int 1)] [int 0]]] [Game [nstar (int 0)] [int (-1)]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s131_p60 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (c - 2))] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s131_p61 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (c + e - 3)] [Game [int (c - 1)] [int 1]]] [int 1; Game [int (c - 2)] [int 0]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s131_p62 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c - 1)] [Game [int (c - 1)] [Game [int (c - 1)] [int 1]]]] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s131_p63 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [nstar (int (c - 2)); Game [int (c - 2)] [Game [int (c - 2)] [int 1]]] [Game [int (c - 2)] [int 0]; Game [Game [int (c - 2)] [int 1]] [int 0]]] [Game [Game [int (c - 3)] [int 0]] [int (-1)]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s131_p64 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (int (c + e - 4))] [Game [Game [int (c - 2)] [int 1]] [int 0]]] [Game [Game [int (c - 3)] [int 0]] [int (-1)]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s131_p65 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s131_p66 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s131_p67 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s131_p68 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s131_p69 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [int (e - 3)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s131_p70 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b + d = 2 /\ a - e = 0 /\ a + b >= 1 /\ a <= 1 /\ b <= 1 /\ c = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s131_p71 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s131_p72 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 2 /\ e = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s131_p73 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s131_p74 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 1 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s131_p75 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s131_p76 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c >= 2 /\ b = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [dyadic (2 * a + 2 * c + 1) 1] [int (a + c)].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s131_p77 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ - c + d >= 1 /\ c <= 1 /\ e = 2)%Z -> g == Game [dyadic (2 * a + 2 * c + 1) 1] [int (a + c)].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s131_p78 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b + d >= 2 /\ - a + b - c >= 0 /\ a <= 1 /\ b >= 1 /\ - c + d >= 1 /\ c <= 1 /\ e = 2)%Z -> g == Game [dyadic (2 * a + 2 * c + 1) 1] [int (a + c)].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s131_p79 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d >= 2 /\ e = 2)%Z -> g == Game [dyadic (2 * a + 2 * c + 1) 1] [int (a + c)].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s131_p80 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c >= 2 /\ b = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (int (a + c + 1))] [int (a + c)].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s131_p81 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ - c + d >= 1 /\ c <= 1 /\ e = 3)%Z -> g == Game [nstar (int (a + c + 1))] [int (a + c)].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s131_p82 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b + d >= 2 /\ - a + b - c >= 0 /\ a <= 1 /\ b >= 1 /\ - c + d >= 1 /\ c <= 1 /\ e = 3)%Z -> g == Game [nstar (int (a + c + 1))] [int (a + c)].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s131_p83 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (int (a + c + 1))] [int (a + c)].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s131_p84 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c >= 2 /\ b = 1 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [int (a + c + e - 2)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s131_p85 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ - c + d >= 1 /\ c <= 1 /\ e >= 4)%Z -> g == Game [Game [int (a + c + e - 2)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s131_p86 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b + d >= 2 /\ - a + b - c >= 0 /\ a <= 1 /\ b >= 1 /\ - c + d >= 1 /\ c <= 1 /\ e >= 4)%Z -> g == Game [Game [int (a + c + e - 2)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s131_p87 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [int (a + c + e - 2)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s131_p88 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ e = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s131_p89 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s131_p90 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a <= 1 /\ b >= 1 /\ c >= 2 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c + d - 4)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s131_p91 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c + d - 4)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s131_p92 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c + d - 4)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s131_p93 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c + d - 4)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s131_p94 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 2 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c + d - 4)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s131_p95 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ b + d >= 5 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c + d - 4)] [dyadic (2 * a + 2 * c + 1) 1]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s131_p96 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s131_p97 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [int (a + 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s131_p98 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [int (a + 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s131_p99 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s131_p100 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s131_p101 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 1 /\ - a + b <= 1 /\ b + d = 2 /\ b >= 1 /\ e = 1)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s131_p102 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e = 1)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s131_p103 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s131_p104 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s131_p105 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [dyadic (4 * a + 5) 2] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s131_p106 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [dyadic (4 * a + 5) 2] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s131_p107 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (a + e - 1)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s131_p108 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (a + e - 1)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s131_p109 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c >= 1 /\ b + d = 3 /\ b >= 1 /\ b + c <= 2 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s131_p110 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b + c >= 3 /\ b >= 1 /\ c >= 1 /\ d = 2 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s131_p111 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 1 /\ b = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s131_p112 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 1 /\ b = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (d - 1)] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s131_p113 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [int (a + 1)] [Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s131_p114 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [int (a + 1)] [Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s131_p115 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 1) 1] [Game [dyadic (2 * a + 3) 1] [int (a + 1)]]] [Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s131_p116 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 1) 1] [Game [dyadic (2 * a + 3) 1] [int (a + 1)]]] [Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s131_p117 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [int a].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s131_p118 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [int a].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s131_p119 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s131_p120 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s131_p121 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int (a + 2)] [nstar (int (a + 2))]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s131_p122 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int (a + 2)] [nstar (int (a + 2))]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s131_p123 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (a + e)] [nstar (int (a + 2))]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s131_p124 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (a + e)] [nstar (int (a + 2))]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s131_p125 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 3)] [Game [int (a + 2)] [nstar (int (a + 2))]]] [int (a + 2)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s131_p126 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 3)] [Game [int (a + 2)] [nstar (int (a + 2))]]] [int (a + 2)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s131_p127 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s131_p128 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s131_p129 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e + 1) 1] [Game [nstar (int (a + 2))] [int (a + 1)]]] [Game [nstar (int (a + 1))] [int a]].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s131_p130 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e + 1) 1] [Game [nstar (int (a + 2))] [int (a + 1)]]] [Game [nstar (int (a + 1))] [int a]].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s131_p131 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (a + c - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s131_p132 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (a + c - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s131_p133 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (a + c + e - 2)] [Game [int (a + c)] [int (a + 2)]]] [int (a + 2); Game [int (a + c - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s131_p134 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (a + c + e - 2)] [Game [int (a + c)] [int (a + 2)]]] [int (a + 2); Game [int (a + c - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s131_p135 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c - 1)] [Game [int (a + c)] [Game [int (a + c)] [int (a + 2)]]]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s131_p136 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 2 * c - 1)] [Game [int (a + c)] [Game [int (a + c)] [int (a + 2)]]]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s131_p137 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * c + 2 * e - 5) 1] [Game [Game [int (a + c - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (a + c - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s131_p138 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * c + 2 * e - 5) 1] [Game [Game [int (a + c - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (a + c - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s131_p139 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s131_p140 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic (-1) 1)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s131_p141 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 1 2] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s131_p142 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [nstar (dyadic 3 2)] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s131_p143 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [dyadic (4 * e - 9) 2] [dyadic 3 2]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s131_p144 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s131_p145 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (-1) 2] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s131_p146 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s131_p147 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (b + 1)] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s131_p148 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (b + d - 2)] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s131_p149 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 0] [dyadic (-1) 2]] [int (-2)].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s131_p150 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (dyadic 1 2)] [nstar (int 0)]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s131_p151 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [int 1] [dyadic 1 1]] [dyadic 1 1]] [Game [Game [dyadic 1 2] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s131_p152 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [dyadic 1 2] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s131_p153 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [Game [dyadic (2 * e - 3) 1] [int (e - 2)]] [int (e - 2)]] [Game [Game [dyadic 5 2] [int 1]] [int 1]]] [Game [Game [dyadic 1 2] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s131_p154 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s131_p155 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s131_p156 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int 0)] [int 0]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s131_p157 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 0)] [int (-2)].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s131_p158 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int (b - 3))] [nstar (dyadic 1 1)]] [nstar (int 0)]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.
Lemma s131_p159 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]; Game [Game [dyadic 3 1] [dyadic 5 2]] [Game [int 1] [dyadic 1 1]]] [Game [dyadic 1 1] [int 0]; Game [Game [int 1] [dyadic 1 1]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [dyadic 1 1]] [Game [Game [Game [int 1] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 158 _ _ _ H eq_refl). Qed.
Lemma s131_p160 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [int 2] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 1] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 159 _ _ _ H eq_refl). Qed.
Lemma s131_p161 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [Game [int 2] [int 1]; Game [Game [int 2] [dyadic 3 1]] [int 1]]; Game [Game [nstar (int 3)] [int 2]] [int 2]] [Game [Game [Game [int 2] [dyadic 3 1]] [int 1]] [int 1]]] [Game [Game [Game [int 1] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 160 _ _ _ H eq_refl). Qed.
Lemma s131_p162 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [Game [nstar (int (e - 1))] [int (e - 2)]] [int (e - 2)]] [Game [Game [Game [int 2] [dyadic 3 1]] [int 1]] [int 1]]] [Game [Game [Game [int 1] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 161 _ _ _ H eq_refl). Qed.
Lemma s131_p163 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int 1)] [int 1]] [dyadic 1 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 162 _ _ _ H eq_refl). Qed.
Lemma s131_p164 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 163 _ _ _ H eq_refl). Qed.
Lemma s131_p165 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 1)] [int 1]] [dyadic 1 1]] [int 0]] [int 0]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 164 _ _ _ H eq_refl). Qed.
Lemma s131_p166 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b >= 5 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic (2 * b - 5) 1] [int (b - 3)]] [Game [dyadic 5 2] [dyadic 1 1]]] [dyadic 1 1; Game [dyadic 1 1] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 165 _ _ _ H eq_refl). Qed.
Lemma s131_p167 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 5 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [Game [int 2] [dyadic 1 1]; Game [Game [int 2] [dyadic 3 1]] [dyadic 1 1]]; Game [Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [Game [int 2] [dyadic 1 1]] [int 0]]; Game [Game [Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 166 _ _ _ H eq_refl). Qed.
Lemma s131_p168 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b - e = 1 /\ b >= 5 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (b - 2)] [dyadic 3 1; Game [int (b - 3)] [int 1]]; Game [Game [Game [int (2 * b - 6)] [int (b - 2)]] [int (b - 3)]] [int (b - 3)]] [Game [Game [Game [int (b - 2)] [dyadic 3 1]] [int 1]] [int 1]]] [Game [Game [Game [int (b - 3)] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 167 _ _ _ H eq_refl). Qed.
Lemma s131_p169 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b - e = 0 /\ b >= 5 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (2 * b - 5)] [int (b - 1)]] [int (b - 2)]; Game [Game [int (2 * b - 5)] [int (b - 1)]] [Game [int (b - 2)] [dyadic 3 1]]] [Game [int (b - 2)] [int 1]; Game [Game [int (b - 2)] [dyadic 3 1]] [int 1]]; Game [Game [Game [int (2 * b - 5)] [int (b - 1)]] [int (b - 2)]] [int (b - 2)]] [Game [Game [Game [int (b - 2)] [dyadic 3 1]] [int 1]] [int 1]]] [Game [Game [Game [int (b - 3)] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 168 _ _ _ H eq_refl). Qed.
Lemma s131_p170 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b >= 5 /\ - b + e >= 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (b + e - 5)] [int (e - 1)]] [int (e - 2)]] [int (e - 2)]] [Game [Game [Game [int (b - 2)] [dyadic 3 1]] [int 1]] [int 1]]] [Game [Game [Game [int (b - 3)] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 169 _ _ _ H eq_refl). Qed.
Lemma s131_p171 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 5 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int 2)] [int 2]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 170 _ _ _ H eq_refl). Qed.
Lemma s131_p172 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b >= 5 /\ b >= 4 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int (2 * a + b - 2))] [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 11) 2] [int (2 * a + b - 3)]] [int (2 * a + b - 3)]; Game [Game [int (2 * a + b - 2)] [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 3)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 1)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 171 _ _ _ H eq_refl). Qed.
Lemma s131_p173 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b = 5 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 2)] [int 2]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0]]] [int 0]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 172 _ _ _ H eq_refl). Qed.
Lemma s131_p174 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b >= 6 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int (b - 2))] [int (b - 3)]] [Game [Game [int 2] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [nstar (int (b - 2))] [Game [int 2] [dyadic 3 1]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int (b - 3)] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 173 _ _ _ H eq_refl). Qed.
Lemma s131_p175 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b - e = 2 /\ b >= 6 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (2 * b - 7)] [int (b - 2)]] [int (b - 3)]; Game [Game [int (2 * b - 7)] [int (b - 2)]] [Game [int (b - 3)] [dyadic 3 1]]] [Game [int (b - 3)] [dyadic 1 1]; Game [Game [int (b - 3)] [dyadic 3 1]] [dyadic 1 1]]; Game [Game [Game [int (2 * b - 7)] [int (b - 2)]] [Game [int (b - 3)] [dyadic 3 1]]] [dyadic 3 1; Game [int (b - 4)] [int 1]]] [Game [Game [int (b - 4)] [int 1]] [int 0]; Game [Game [int (b - 3)] [dyadic 1 1]] [int 0]]; Game [Game [Game [Game [int (2 * b - 7)] [int (b - 3)]] [int (b - 4)]] [int (b - 4)]; Game [Game [Game [int (2 * b - 7)] [int (b - 2)]] [Game [int (b - 3)] [dyadic 3 1]]] [dyadic 3 1; Game [int (b - 4)] [int 1]]] [Game [Game [Game [int (b - 2)] [dyadic 3 1]] [int 1]] [int 1]]] [Game [Game [Game [int (b - 3)] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 174 _ _ _ H eq_refl). Qed.
Lemma s131_p176 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b >= 6 /\ b >= 5 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [int (2 * a + b - 3)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 4)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 15) 2] [int (2 * a + b - 4)]] [int (2 * a + b - 4)]; Game [Game [int (2 * a + b - 3)] [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 4)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a].
Proof. intros H. exact (holds_at _ 175 _ _ _ H eq_refl). Qed.
Lemma s131_p177 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b >= 6 /\ b >= 5 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [int (2 * a + b - 3)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 4)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 15) 2] [int (2 * a + b - 4)]] [int (2 * a + b - 4)]; Game [Game [int (2 * a + b - 3)] [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 4)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 176 _ _ _ H eq_refl). Qed.
Lemma s131_p178 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 0 /\ b - e >= 3 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [Game [Game [int (b + e - 5)] [int (e - 1)]] [int (e - 2)]] [int (e - 2)]; Game [Game [Game [int (b + e - 5)] [int (b - 2)]] [Game [int (e - 1)] [dyadic 3 1]]] [dyadic 3 1; Game [int (e - 2)] [int 1]]] [Game [Game [Game [int (b - 2)] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [Game [int (b + e - 5)] [int (b - 2)]] [int (b - 3)]] [Game [Game [int (e - 1)] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [int (e - 2)] [int 1]] [int 0]]] [Game [Game [Game [int (b - 3)] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 177 _ _ _ H eq_refl). Qed.
Lemma s131_p179 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (dyadic (-1) 1)] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 178 _ _ _ H eq_refl). Qed.
Lemma s131_p180 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 179 _ _ _ H eq_refl). Qed.
Lemma s131_p181 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [nstar (int (e - 3))] [nstar (int 0)]] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 180 _ _ _ H eq_refl). Qed.
Lemma s131_p182 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ c = 0 /\ e = 2)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 181 _ _ _ H eq_refl). Qed.
Lemma s131_p183 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ c = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 182 _ _ _ H eq_refl). Qed.
Lemma s131_p184 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == dyadic (-1) 3.
Proof. intros H. exact (holds_at _ 183 _ _ _ H eq_refl). Qed.
Lemma s131_p185 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [int (a + c)] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 184 _ _ _ H eq_refl). Qed.
Lemma s131_p186 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (dyadic (2 * a + 2 * c + 1) 1)] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 185 _ _ _ H eq_refl). Qed.
Lemma s131_p187 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [dyadic (2 * a + 2 * c + 2 * e - 5) 1] [dyadic (2 * a + 2 * c + 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 186 _ _ _ H eq_refl). Qed.
Lemma s131_p188 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [nstar (int 1)] [dyadic 1 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 187 _ _ _ H eq_refl). Qed.
Lemma s131_p189 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c >= 3 /\ a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + 2 * c + d - 4)] [int (a + c)]] [dyadic (2 * a + 2 * c - 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 188 _ _ _ H eq_refl). Qed.
Lemma s131_p190 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + 2 * c + d - 4)] [int (a + c)]] [dyadic (2 * a + 2 * c - 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 189 _ _ _ H eq_refl). Qed.
Lemma s131_p191 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 190 _ _ _ H eq_refl). Qed.
Lemma s131_p192 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int (e - 1)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 191 _ _ _ H eq_refl). Qed.
Lemma s131_p193 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [dyadic 7 2] [int 1].
Proof. intros H. exact (holds_at _ 192 _ _ _ H eq_refl). Qed.
Lemma s131_p194 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 1) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 193 _ _ _ H eq_refl). Qed.
Lemma s131_p195 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 3] [dyadic 7 2]] [dyadic 3 1]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 194 _ _ _ H eq_refl). Qed.
Lemma s131_p196 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int d] [int 2]] [dyadic 3 1]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 195 _ _ _ H eq_refl). Qed.
Lemma s131_p197 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b = 2 /\ a + d = 2 /\ a - e = 1 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 196 _ _ _ H eq_refl). Qed.
Lemma s131_p198 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 197 _ _ _ H eq_refl). Qed.
Lemma s131_p199 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [nstar (int 1)]]] [Game [int 1] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 198 _ _ _ H eq_refl). Qed.
Lemma s131_p200 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int e] [Game [int 2] [nstar (int 1)]]] [Game [int 1] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 199 _ _ _ H eq_refl). Qed.
Lemma s131_p201 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 200 _ _ _ H eq_refl). Qed.
Lemma s131_p202 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * c - 1) 1)] [int 1].
Proof. intros H. exact (holds_at _ 201 _ _ _ H eq_refl). Qed.
Lemma s131_p203 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 1) 1] [Game [dyadic 5 1] [nstar (int 2)]]] [Game [dyadic 3 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 202 _ _ _ H eq_refl). Qed.
Lemma s131_p204 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c + 1)] [Game [dyadic (2 * c + 1) 1] [Game [dyadic (2 * c + 1) 1] [nstar (int 2)]]]] [dyadic (2 * c + 1) 1]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 203 _ _ _ H eq_refl). Qed.
Lemma s131_p205 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (c + e - 2)] [Game [Game [dyadic (2 * c - 1) 1] [nstar (int 2)]] [nstar (int 1)]]] [Game [Game [dyadic (2 * c - 3) 1] [nstar (int 1)]] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 204 _ _ _ H eq_refl). Qed.
Lemma s131_p206 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * c + 2 * e - 3) 1] [Game [dyadic (2 * c + 1) 1] [nstar (int 2)]]] [nstar (int 2); Game [dyadic (2 * c - 1) 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 205 _ _ _ H eq_refl). Qed.
Lemma s131_p207 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (e - 1)] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 206 _ _ _ H eq_refl). Qed.
Lemma s131_p208 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [int 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 207 _ _ _ H eq_refl). Qed.
Lemma s131_p209 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 3 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 208 _ _ _ H eq_refl). Qed.
Lemma s131_p210 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 1) 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 209 _ _ _ H eq_refl). Qed.
Lemma s131_p211 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (dyadic 5 2).
Proof. intros H. exact (holds_at _ 210 _ _ _ H eq_refl). Qed.
Lemma s131_p212 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [dyadic 17 3] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 211 _ _ _ H eq_refl). Qed.
Lemma s131_p213 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int e] [dyadic 9 2]] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 212 _ _ _ H eq_refl). Qed.
Lemma s131_p214 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 4] [dyadic 17 3]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 213 _ _ _ H eq_refl). Qed.
Lemma s131_p215 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (d + 1)] [dyadic 5 1]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 214 _ _ _ H eq_refl). Qed.
Lemma s131_p216 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 215 _ _ _ H eq_refl). Qed.
Lemma s131_p217 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 216 _ _ _ H eq_refl). Qed.
Lemma s131_p218 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 3 1] [Game [dyadic 5 2] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 217 _ _ _ H eq_refl). Qed.
Lemma s131_p219 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 1) 1] [Game [dyadic 9 2] [dyadic 3 1]]] [Game [dyadic 5 2] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 218 _ _ _ H eq_refl). Qed.
Lemma s131_p220 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c - 1) 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 219 _ _ _ H eq_refl). Qed.
Lemma s131_p221 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int c)] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 220 _ _ _ H eq_refl). Qed.
Lemma s131_p222 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (e + 1)] [Game [int 3] [dyadic 5 1]]] [Game [int 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 221 _ _ _ H eq_refl). Qed.
Lemma s131_p223 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c + 2)] [Game [int (c + 1)] [Game [int (c + 1)] [dyadic 5 1]]]] [int (c + 1)]] [int (c + 1)].
Proof. intros H. exact (holds_at _ 222 _ _ _ H eq_refl). Qed.
Lemma s131_p224 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 223 _ _ _ H eq_refl). Qed.
Lemma s131_p225 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * c + 2 * e - 3) 1] [Game [Game [int c] [dyadic 5 1]] [dyadic 3 1]]] [Game [Game [int (c - 1)] [dyadic 3 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 224 _ _ _ H eq_refl). Qed.
Lemma s131_p226 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (c + e - 1)] [Game [int (c + 1)] [dyadic 5 1]]] [dyadic 5 1; Game [int c] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 225 _ _ _ H eq_refl). Qed.
Lemma s131_p227 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [int (-1)].
Proof. intros H. exact (holds_at _ 226 _ _ _ H eq_refl). Qed.
Lemma s131_p228 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [nstar (int (a + e - 2))] [int (a + e - 2)]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 227 _ _ _ H eq_refl). Qed.
Lemma s131_p229 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b + d = 4 /\ b >= 2 /\ b <= 3 /\ c = 0 /\ e = 0)%Z -> g == Game [Game [nstar (dyadic (4 * a + 1) 2)] [int a]] [int a].
Proof. intros H. exact (holds_at _ 228 _ _ _ H eq_refl). Qed.
Lemma s131_p230 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (b + 3)] [dyadic 9 2]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 229 _ _ _ H eq_refl). Qed.
Lemma s131_p231 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (b + d)] [dyadic 5 1]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 230 _ _ _ H eq_refl). Qed.
Lemma s131_p232 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic 1 1)] [int (-1)].
Proof. intros H. exact (holds_at _ 231 _ _ _ H eq_refl). Qed.
Lemma s131_p233 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int 2)] [nstar (dyadic 5 2)]] [nstar (int 1)]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 232 _ _ _ H eq_refl). Qed.
Lemma s131_p234 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]; Game [Game [dyadic 5 1] [dyadic 17 3]] [Game [int 2] [dyadic 5 2]]] [Game [dyadic 3 1] [int 1]; Game [Game [int 2] [dyadic 5 2]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [dyadic 3 1]] [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 233 _ _ _ H eq_refl). Qed.
Lemma s131_p235 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [int 3] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 234 _ _ _ H eq_refl). Qed.
Lemma s131_p236 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [Game [Game [nstar (int 4)] [int 3]; Game [nstar (int 4)] [Game [int 3] [dyadic 9 2]]] [Game [int 3] [int 2]; Game [Game [int 3] [dyadic 9 2]] [int 2]]; Game [Game [nstar (int 4)] [int 3]] [int 3]] [Game [Game [Game [int 3] [dyadic 9 2]] [int 2]] [int 2]]] [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 235 _ _ _ H eq_refl). Qed.
Lemma s131_p237 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [Game [nstar (int e)] [int (e - 1)]] [int (e - 1)]] [Game [Game [Game [int 3] [dyadic 9 2]] [int 2]] [int 2]]] [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 236 _ _ _ H eq_refl). Qed.
Lemma s131_p238 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 237 _ _ _ H eq_refl). Qed.
Lemma s131_p239 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (dyadic (4 * a + 1) 2)] [int a]] [int a]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 238 _ _ _ H eq_refl). Qed.
Lemma s131_p240 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int (-1)].
Proof. intros H. exact (holds_at _ 239 _ _ _ H eq_refl). Qed.
Lemma s131_p241 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int (b - 1))] [nstar (dyadic 3 1)]] [nstar (int 1)]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 240 _ _ _ H eq_refl). Qed.
Lemma s131_p242 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [int (2 * a + b - 3)]] [Game [dyadic (4 * a + 5) 2] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [dyadic (2 * a + 1) 1] [int a]]] [int a].
Proof. intros H. exact (holds_at _ 241 _ _ _ H eq_refl). Qed.
Lemma s131_p243 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int 4)] [int 3]; Game [nstar (int 4)] [Game [int 3] [dyadic 5 1]]] [Game [int 3] [dyadic 3 1]; Game [Game [int 3] [dyadic 5 1]] [dyadic 3 1]]; Game [Game [nstar (int 4)] [Game [int 3] [dyadic 5 1]]] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [Game [int 3] [dyadic 3 1]] [int 1]]; Game [Game [Game [nstar (int 4)] [Game [int 3] [dyadic 5 1]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 242 _ _ _ H eq_refl). Qed.
Lemma s131_p244 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b - e = 1 /\ a >= 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 3)] [int (a + 1)]]; Game [Game [Game [int (3 * a + 2 * b - 6)] [int (2 * a + b - 2)]] [int (2 * a + b - 3)]] [int (2 * a + b - 3)]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 243 _ _ _ H eq_refl). Qed.
Lemma s131_p245 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b - e = 0 /\ a >= 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [int (2 * a + b - 2)]; Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]]; Game [Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [int (2 * a + b - 2)]] [int (2 * a + b - 2)]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 244 _ _ _ H eq_refl). Qed.
Lemma s131_p246 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 1 /\ - a - b + e >= 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (2 * a + b + e - 5)] [int (a + e - 1)]] [int (a + e - 2)]] [int (a + e - 2)]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 245 _ _ _ H eq_refl). Qed.
Lemma s131_p247 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int 3)] [int 3]] [dyadic 3 1]] [Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 246 _ _ _ H eq_refl). Qed.
Lemma s131_p248 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 1 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 3)] [int 3]] [dyadic 3 1]] [Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1]]] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 247 _ _ _ H eq_refl). Qed.
Lemma s131_p249 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b >= 6 /\ a >= 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int (2 * a + b - 2))] [int (2 * a + b - 3)]] [Game [Game [int (a + 2)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [nstar (int (a + 1))] [int a]]; Game [Game [Game [nstar (int (2 * a + b - 2))] [Game [int (a + 2)] [dyadic (2 * a + 3) 1]]] [nstar (int (a + 1))]] [int (a + 1); nstar (int (a + 1))]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 248 _ _ _ H eq_refl). Qed.
Lemma s131_p250 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b - e = 2 /\ a + b >= 6 /\ a >= 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (3 * a + 2 * b - 7)] [int (2 * a + b - 2)]] [int (2 * a + b - 3)]; Game [Game [int (3 * a + 2 * b - 7)] [int (2 * a + b - 2)]] [Game [int (2 * a + b - 3)] [dyadic (2 * a + 3) 1]]] [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]; Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]; Game [Game [Game [int (3 * a + 2 * b - 7)] [int (2 * a + b - 2)]] [Game [int (2 * a + b - 3)] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 4)] [int (a + 1)]]] [Game [Game [int (2 * a + b - 4)] [int (a + 1)]] [int a]; Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]]; Game [Game [Game [Game [int (3 * a + 2 * b - 7)] [int (2 * a + b - 3)]] [int (2 * a + b - 4)]] [int (2 * a + b - 4)]; Game [Game [Game [int (3 * a + 2 * b - 7)] [int (2 * a + b - 2)]] [Game [int (2 * a + b - 3)] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 4)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 249 _ _ _ H eq_refl). Qed.
Lemma s131_p251 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + b - e >= 3 /\ a >= 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [Game [Game [int (2 * a + b + e - 5)] [int (a + e - 1)]] [int (a + e - 2)]] [int (a + e - 2)]; Game [Game [Game [int (2 * a + b + e - 5)] [int (2 * a + b - 2)]] [Game [int (a + e - 1)] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (a + e - 2)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]]; Game [Game [Game [Game [int (2 * a + b + e - 5)] [int (2 * a + b - 2)]] [int (2 * a + b - 3)]] [Game [Game [int (a + e - 1)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (a + e - 2)] [int (a + 1)]] [int a]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 250 _ _ _ H eq_refl). Qed.
Lemma s131_p252 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 251 _ _ _ H eq_refl). Qed.
Lemma s131_p253 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 252 _ _ _ H eq_refl). Qed.
Lemma s131_p254 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 253 _ _ _ H eq_refl). Qed.
Lemma s131_p255 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + e >= 5 /\ a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a + e - 3)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 254 _ _ _ H eq_refl). Qed.
Lemma s131_p256 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 255 _ _ _ H eq_refl). Qed.
Lemma s131_p257 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 256 _ _ _ H eq_refl). Qed.
Lemma s131_p258 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 257 _ _ _ H eq_refl). Qed.
Lemma s131_p259 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + e >= 5 /\ a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 258 _ _ _ H eq_refl). Qed.
Lemma s131_p260 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + d - 4)] [int a]] [dyadic (2 * a - 1) 1]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 259 _ _ _ H eq_refl). Qed.
Lemma s131_p261 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 260 _ _ _ H eq_refl). Qed.
Lemma s131_p262 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [Game [dyadic 3 1] [int 1]]]] [Game [int 1] [Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 261 _ _ _ H eq_refl). Qed.
Lemma s131_p263 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int e] [Game [int 2] [Game [dyadic 3 1] [int 1]]]] [Game [int 1] [Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 262 _ _ _ H eq_refl). Qed.
Lemma s131_p264 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int c] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 263 _ _ _ H eq_refl). Qed.
Lemma s131_p265 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 3 1; nstar (dyadic 3 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 264 _ _ _ H eq_refl). Qed.
Lemma s131_p266 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 1) 1] [Game [dyadic 5 1] [Game [dyadic 5 1] [int 2]]]] [Game [dyadic 3 1] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 265 _ _ _ H eq_refl). Qed.
Lemma s131_p267 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c + 3)] [Game [dyadic (2 * c + 3) 1] [Game [dyadic (2 * c + 3) 1] [Game [dyadic 5 1] [int 2]]]]] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 266 _ _ _ H eq_refl). Qed.
Lemma s131_p268 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [int (a - 2)].
Proof. intros H. exact (holds_at _ 267 _ _ _ H eq_refl). Qed.
Lemma s131_p269 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [int (a - 2)].
Proof. intros H. exact (holds_at _ 268 _ _ _ H eq_refl). Qed.
Lemma s131_p270 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic 3 1)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 269 _ _ _ H eq_refl). Qed.
Lemma s131_p271 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (c + e - 1)] [Game [Game [dyadic (2 * c + 1) 1] [Game [dyadic 5 1] [int 2]]] [Game [dyadic 3 1] [int 1]]]] [Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 270 _ _ _ H eq_refl). Qed.
Lemma s131_p272 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * c + 1) 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 271 _ _ _ H eq_refl). Qed.
Lemma s131_p273 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 3) 1] [Game [dyadic 7 1] [Game [dyadic 5 1] [int 2]]]] [Game [dyadic 5 1] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 272 _ _ _ H eq_refl). Qed.
Lemma s131_p274 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * c + 2 * e - 1) 1] [Game [dyadic (2 * c + 3) 1] [Game [dyadic 5 1] [int 2]]]] [Game [dyadic 5 1] [int 2]; Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 273 _ _ _ H eq_refl). Qed.
Lemma s131_p275 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 0)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 274 _ _ _ H eq_refl). Qed.
Lemma s131_p276 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 275 _ _ _ H eq_refl). Qed.
Lemma s131_p277 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 3 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 276 _ _ _ H eq_refl). Qed.
Lemma s131_p278 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 277 _ _ _ H eq_refl). Qed.
Lemma s131_p279 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (a + e - 2)] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 278 _ _ _ H eq_refl). Qed.
Lemma s131_p280 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (a + e - 2)] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 279 _ _ _ H eq_refl). Qed.
Lemma s131_p281 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 280 _ _ _ H eq_refl). Qed.
Lemma s131_p282 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [dyadic 1 1; Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 281 _ _ _ H eq_refl). Qed.
Lemma s131_p283 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic 3 1] [dyadic 3 1; Game [dyadic 3 1] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 282 _ _ _ H eq_refl). Qed.
Lemma s131_p284 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 1) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 283 _ _ _ H eq_refl). Qed.
Lemma s131_p285 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 284 _ _ _ H eq_refl). Qed.
Lemma s131_p286 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 2; nstar (int 2)] [int 2].
Proof. intros H. exact (holds_at _ 285 _ _ _ H eq_refl). Qed.
Lemma s131_p287 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int 3] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 286 _ _ _ H eq_refl). Qed.
Lemma s131_p288 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (e + 1)] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 287 _ _ _ H eq_refl). Qed.
Lemma s131_p289 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3].
Proof. intros H. exact (holds_at _ 288 _ _ _ H eq_refl). Qed.
Lemma s131_p290 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 3) 1] [Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)]]] [Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 289 _ _ _ H eq_refl). Qed.
Lemma s131_p291 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (c + 1))] [int 2].
Proof. intros H. exact (holds_at _ 290 _ _ _ H eq_refl). Qed.
Lemma s131_p292 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (e + 2)] [Game [int 4] [nstar (int 3)]]] [Game [int 3] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 291 _ _ _ H eq_refl). Qed.
Lemma s131_p293 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c + 4)] [Game [int (c + 2)] [Game [int (c + 2)] [nstar (int 3)]]]] [int (c + 2)]] [int (c + 2)].
Proof. intros H. exact (holds_at _ 292 _ _ _ H eq_refl). Qed.
Lemma s131_p294 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * c + 2 * e - 1) 1] [Game [Game [int (c + 1)] [nstar (int 3)]] [nstar (int 2)]]] [Game [Game [int c] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 293 _ _ _ H eq_refl). Qed.
Lemma s131_p295 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (c + e)] [Game [int (c + 2)] [nstar (int 3)]]] [nstar (int 3); Game [int (c + 1)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 294 _ _ _ H eq_refl). Qed.
Lemma s131_p296 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b >= 2 /\ b <= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a + b - 4) 1)] [int (a - 2)].
Proof. intros H. exact (holds_at _ 295 _ _ _ H eq_refl). Qed.
Lemma s131_p297 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a + b - 4) 1)] [int (a - 2)].
Proof. intros H. exact (holds_at _ 296 _ _ _ H eq_refl). Qed.
Lemma s131_p298 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + 1)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 297 _ _ _ H eq_refl). Qed.
Lemma s131_p299 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + d - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 298 _ _ _ H eq_refl). Qed.
Lemma s131_p300 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 299 _ _ _ H eq_refl). Qed.
Lemma s131_p301 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [dyadic 5 1]; Game [Game [Game [dyadic 9 1] [int 4]] [Game [Game [int 3] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]]]] [Game [dyadic 5 1] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]] [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 300 _ _ _ H eq_refl). Qed.
Lemma s131_p302 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int 5)] [int 4]; Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [Game [int 4] [Game [int 2] [nstar (int 2)]]; Game [Game [int 4] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]]]; Game [Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]; Game [Game [Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [nstar (int 3)]] [int 3; nstar (int 3)]] [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 301 _ _ _ H eq_refl). Qed.
Lemma s131_p303 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [Game [int 5] [Game [int 4] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]]; Game [Game [Game [int 6] [int 5]] [int 4]] [int 4]] [Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3]]] [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 302 _ _ _ H eq_refl). Qed.
Lemma s131_p304 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 5)%Z -> g == Game [Game [Game [Game [Game [int 7] [int 6]] [int 5]; Game [Game [int 7] [int 6]] [Game [int 5] [Game [int 3] [nstar (int 3)]]]] [Game [int 5] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]]; Game [Game [Game [int 7] [int 6]] [int 5]] [int 5]] [Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3]]] [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 303 _ _ _ H eq_refl). Qed.
Lemma s131_p305 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 6)%Z -> g == Game [Game [Game [Game [Game [int (e + 2)] [int (e + 1)]] [int e]] [int e]] [Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3]]] [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 304 _ _ _ H eq_refl). Qed.
Lemma s131_p306 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 305 _ _ _ H eq_refl). Qed.
Lemma s131_p307 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int a)] [int (a - 2)].
Proof. intros H. exact (holds_at _ 306 _ _ _ H eq_refl). Qed.
Lemma s131_p308 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 3))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 307 _ _ _ H eq_refl). Qed.
Lemma s131_p309 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int 5)] [int 5]] [dyadic 5 1]] [Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 308 _ _ _ H eq_refl). Qed.
Lemma s131_p310 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 2 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 5)] [int 5]] [dyadic 5 1]] [Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2]]] [int 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 309 _ _ _ H eq_refl). Qed.
Lemma s131_p311 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 310 _ _ _ H eq_refl). Qed.
Lemma s131_p312 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 311 _ _ _ H eq_refl). Qed.
Lemma s131_p313 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 312 _ _ _ H eq_refl). Qed.
Lemma s131_p314 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a - 1) 1)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 313 _ _ _ H eq_refl). Qed.
Lemma s131_p315 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 314 _ _ _ H eq_refl). Qed.
Lemma s131_p316 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c + 1)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 315 _ _ _ H eq_refl). Qed.
Lemma s131_p317 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * c + 3) 1)] [Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 316 _ _ _ H eq_refl). Qed.
Lemma s131_p318 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 3) 1] [Game [dyadic 7 1] [Game [nstar (int 3)] [int 2]]]] [Game [dyadic 5 1] [Game [nstar (int 2)] [int 1]]].
Proof. intros H. exact (holds_at _ 317 _ _ _ H eq_refl). Qed.
Lemma s131_p319 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * c + 5)] [Game [dyadic (2 * c + 5) 1] [Game [dyadic (2 * c + 5) 1] [Game [nstar (int 3)] [int 2]]]]] [dyadic (2 * c + 5) 1]] [dyadic (2 * c + 5) 1].
Proof. intros H. exact (holds_at _ 318 _ _ _ H eq_refl). Qed.
Lemma s131_p320 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 1)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 319 _ _ _ H eq_refl). Qed.
Lemma s131_p321 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (c + e)] [Game [Game [dyadic (2 * c + 3) 1] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]]]] [Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]].
Proof. intros H. exact (holds_at _ 320 _ _ _ H eq_refl). Qed.
Lemma s131_p322 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * c + 2 * e + 1) 1] [Game [dyadic (2 * c + 5) 1] [Game [nstar (int 3)] [int 2]]]] [Game [nstar (int 3)] [int 2]; Game [dyadic (2 * c + 3) 1] [Game [nstar (int 2)] [int 1]]].
Proof. intros H. exact (holds_at _ 321 _ _ _ H eq_refl). Qed.
Lemma s131_p323 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 322 _ _ _ H eq_refl). Qed.
Lemma s131_p324 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic 3 1)] [Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0]].
Proof. intros H. exact (holds_at _ 323 _ _ _ H eq_refl). Qed.
Lemma s131_p325 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 5 1] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 324 _ _ _ H eq_refl). Qed.
Lemma s131_p326 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (4 * e + 1) 2] [Game [dyadic 5 1] [int 1]]] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 325 _ _ _ H eq_refl). Qed.
Lemma s131_p327 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 326 _ _ _ H eq_refl). Qed.
Lemma s131_p328 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 327 _ _ _ H eq_refl). Qed.
Lemma s131_p329 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a + e >= 5 /\ a >= 3 /\ a - e <= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (a + e - 2)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 328 _ _ _ H eq_refl). Qed.
Lemma s131_p330 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 329 _ _ _ H eq_refl). Qed.
Lemma s131_p331 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 330 _ _ _ H eq_refl). Qed.
Lemma s131_p332 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a - 3) 2] [nstar (int (a - 1))]; Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 331 _ _ _ H eq_refl). Qed.
Lemma s131_p333 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 332 _ _ _ H eq_refl). Qed.
Lemma s131_p334 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 333 _ _ _ H eq_refl). Qed.
Lemma s131_p335 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 334 _ _ _ H eq_refl). Qed.
Lemma s131_p336 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ a - e <= 4 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (a + c + e - 2)] [Game [int (a + c)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int (a + c - 1)] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 335 _ _ _ H eq_refl). Qed.
Lemma s131_p337 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (a + c + e - 2)] [Game [int (a + c)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int (a + c - 1)] [Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 336 _ _ _ H eq_refl). Qed.
Lemma s131_p338 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + 2 * c)] [Game [int (a + c)] [Game [int (a + c)] [Game [int (a + 1)] [int 3]]]]] [int (a + c)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 337 _ _ _ H eq_refl). Qed.
Lemma s131_p339 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 338 _ _ _ H eq_refl). Qed.
Lemma s131_p340 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int a)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 339 _ _ _ H eq_refl). Qed.
Lemma s131_p341 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * c + 2 * e - 5) 1] [Game [Game [int (a + c - 1)] [Game [int (a + 1)] [int 3]]] [int 3; Game [int a] [int 2]]]] [int 3; Game [Game [int (a + c - 2)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 340 _ _ _ H eq_refl). Qed.
Lemma s131_p342 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (a + c - 1))] [Game [nstar (int a)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 341 _ _ _ H eq_refl). Qed.
Lemma s131_p343 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 3 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1].
Proof. intros H. exact (holds_at _ 342 _ _ _ H eq_refl). Qed.
Lemma s131_p344 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 343 _ _ _ H eq_refl). Qed.
Lemma s131_p345 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ a <= 6 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]] [Game [dyadic (2 * a + 1) 1] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 344 _ _ _ H eq_refl). Qed.
Lemma s131_p346 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ a <= 7 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]; Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))]] [Game [nstar (int (a + 1))] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]; Game [Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))]] [int (a + 1); nstar (int (a + 1))]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 345 _ _ _ H eq_refl). Qed.
Lemma s131_p347 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + e = 1 /\ a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [int (2 * a)]; Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]; Game [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]; Game [Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a - 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (2 * a - 1)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]; Game [Game [Game [Game [int (3 * a - 1)] [int (2 * a)]] [int (2 * a - 1)]] [int (2 * a - 1)]; Game [Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a - 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 346 _ _ _ H eq_refl). Qed.
Lemma s131_p348 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + e = 2 /\ a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + 1)] [Game [int (2 * a)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]; Game [Game [Game [int (3 * a)] [int (2 * a + 1)]] [int (2 * a)]] [int (2 * a)]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 347 _ _ _ H eq_refl). Qed.
Lemma s131_p349 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (- a + e = 3 /\ a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [int (2 * a + 1)]; Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a + 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]; Game [Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [int (2 * a + 1)]] [int (2 * a + 1)]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 348 _ _ _ H eq_refl). Qed.
Lemma s131_p350 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 4 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (2 * a + e - 2)] [int (a + e - 1)]] [int (a + e - 2)]] [int (a + e - 2)]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 349 _ _ _ H eq_refl). Qed.
Lemma s131_p351 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 350 _ _ _ H eq_refl). Qed.
Lemma s131_p352 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 4 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a].
Proof. intros H. exact (holds_at _ 351 _ _ _ H eq_refl). Qed.
Lemma s131_p353 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 3 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 352 _ _ _ H eq_refl). Qed.
Lemma s131_p354 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 353 _ _ _ H eq_refl). Qed.
Lemma s131_p355 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (dyadic 3 1)] [Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 354 _ _ _ H eq_refl). Qed.
Lemma s131_p356 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e + 1) 1] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 355 _ _ _ H eq_refl). Qed.
Lemma s131_p357 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 356 _ _ _ H eq_refl). Qed.
Lemma s131_p358 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 2)] [Game [Game [int (a - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 357 _ _ _ H eq_refl). Qed.
Lemma s131_p359 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * a + 2 * c - 3) 1)] [Game [Game [nstar (int (a - 1))] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 358 _ _ _ H eq_refl). Qed.
Lemma s131_p360 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * c + 2 * e - 5) 1] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [Game [int a] [int 3]] [int 2]]]] [Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]; Game [Game [int a] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 359 _ _ _ H eq_refl). Qed.
Lemma s131_p361 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + 2 * c - 1)] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [Game [int a] [int 3]] [int 2]]]]] [dyadic (2 * a + 2 * c - 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 360 _ _ _ H eq_refl). Qed.
Lemma s131_p362 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 361 _ _ _ H eq_refl). Qed.
Lemma s131_p363 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int (a - 1))] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 362 _ _ _ H eq_refl). Qed.
Lemma s131_p364 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (a + c + e - 3)] [Game [Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int a] [int 3]] [int 2]]] [Game [Game [int (a - 1)] [int 2]] [int 1]]]] [Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]]].
Proof. intros H. exact (holds_at _ 363 _ _ _ H eq_refl). Qed.
Lemma s131_p365 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]; Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 364 _ _ _ H eq_refl). Qed.
Lemma s131_p366 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 365 _ _ _ H eq_refl). Qed.
Lemma s131_p367 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 13 2] [int 3]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 366 _ _ _ H eq_refl). Qed.
Lemma s131_p368 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [int (e + 1)] [nstar (int (e + 1))]] [Game [dyadic 7 1] [int 1]]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 367 _ _ _ H eq_refl). Qed.
Lemma s131_p369 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e >= 0 /\ a - e <= 4 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [Game [Game [int (2 * a + e - 2)] [int (a + e - 1)]] [int (a + e - 2)]] [int (a + e - 2)]; Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 2)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]]; Game [Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]; Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 2)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (a + e - 2)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 368 _ _ _ H eq_refl). Qed.
Lemma s131_p370 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [dyadic 13 2] [int 3]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 369 _ _ _ H eq_refl). Qed.
Lemma s131_p371 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (int (e + 1))] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 370 _ _ _ H eq_refl). Qed.
Lemma s131_p372 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [int (a - 3)]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 371 _ _ _ H eq_refl). Qed.
Lemma s131_p373 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a - 3) 2] [dyadic (2 * a - 3) 1]] [Game [Game [Game [nstar (int a)] [int 3]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 372 _ _ _ H eq_refl). Qed.
Lemma s131_p374 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e = 2 /\ a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a - 5)] [Game [int (2 * a - 5)] [int (a - 1)]]] [int (a - 1); Game [dyadic (2 * a - 1) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 3) 1] [int 0]].
Proof. intros H. exact (holds_at _ 373 _ _ _ H eq_refl). Qed.
Lemma s131_p375 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 5 /\ a - e <= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (a + e - 3)] [Game [int (a + e - 3)] [int (e + 1)]]] [Game [dyadic (2 * a - 1) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 3) 1] [int 0]].
Proof. intros H. exact (holds_at _ 374 _ _ _ H eq_refl). Qed.
Lemma s131_p376 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e = 3 /\ a >= 5 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a - 5)] [int a; Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 375 _ _ _ H eq_refl). Qed.
Lemma s131_p377 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [dyadic (4 * a - 7) 2] [dyadic (2 * a - 5) 1]] [Game [Game [Game [nstar (int (a - 1))] [int 3]] [int 1]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 376 _ _ _ H eq_refl). Qed.
Lemma s131_p378 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 6 /\ a - e <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (a + e - 4)] [int (e + 1)]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 377 _ _ _ H eq_refl). Qed.
Lemma s131_p379 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [nstar (int (e + 3))] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 378 _ _ _ H eq_refl). Qed.
Lemma s131_p380 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == dyadic (4 * a - 3) 2.
Proof. intros H. exact (holds_at _ 379 _ _ _ H eq_refl). Qed.
Lemma s131_p381 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [Game [nstar (int (a + e - 3))] [int (a + e - 3)]] [dyadic (2 * a - 1) 1]] [dyadic (2 * a - 3) 1]; Game [Game [int (a + e - 3)] [Game [int (a + e - 3)] [int (e + 1)]]] [int (e + 1); Game [dyadic (2 * a - 1) 1] [int 1]]] [Game [Game [Game [nstar (int (a + e - 2))] [int (e + 1)]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 380 _ _ _ H eq_refl). Qed.
Lemma s131_p382 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e = 4 /\ a >= 6 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a - 6)] [int (a - 1); Game [int a] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 381 _ _ _ H eq_refl). Qed.
Lemma s131_p383 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [int (a + e - 4)] [int (e + 1)]] [int 1]; Game [Game [Game [Game [nstar (int (a + e - 4))] [int (a + e - 4)]] [dyadic (2 * a - 3) 1]] [dyadic (2 * a - 5) 1]; Game [Game [int (a + e - 4)] [Game [int (a + e - 4)] [int (e + 1)]]] [int (e + 1); Game [dyadic (2 * a - 3) 1] [int 1]]] [Game [Game [Game [nstar (int (a + e - 3))] [int (e + 1)]] [int 1]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 382 _ _ _ H eq_refl). Qed.
Lemma s131_p384 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 7 /\ a - e <= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [int (a + e - 3)] [int (e + 3)]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 383 _ _ _ H eq_refl). Qed.
Lemma s131_p385 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 7 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int a] [int 5; Game [int a] [int 2]]; Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 384 _ _ _ H eq_refl). Qed.
Lemma s131_p386 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e = 5 /\ a >= 7 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int (2 * a - 6)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int a; Game [int (a + 1)] [int 3]].
Proof. intros H. exact (holds_at _ 385 _ _ _ H eq_refl). Qed.
Lemma s131_p387 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 7 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic 29 1] [int 14]] [Game [Game [int 8] [Game [int 8] [Game [int 8] [int 3]]]] [int 7; Game [int 8] [int 3]]]] [Game [dyadic 15 1] [int 7]; Game [Game [int 14] [Game [int 7] [Game [int 7] [int 2]]]] [int 7]]; Game [Game [Game [dyadic 29 1] [Game [int 8] [Game [int 8] [Game [int 8] [int 3]]]]] [dyadic 15 1]] [dyadic 15 1]] [Game [Game [Game [int 14] [Game [int 7] [Game [int 7] [int 2]]]] [int 7]] [int 7]].
Proof. intros H. exact (holds_at _ 386 _ _ _ H eq_refl). Qed.
Lemma s131_p388 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 8 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [int (a - 1)] [int 5; Game [int (a - 1)] [int 2]]; Game [dyadic (2 * a - 3) 1] [int (a - 2)]] [Game [Game [Game [nstar (int (a + 1))] [int 5]] [int 2]] [int 1]]; Game [Game [int (a - 1)] [int 5]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 387 _ _ _ H eq_refl). Qed.
Lemma s131_p389 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 8 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int a)] [int (a - 1)]; Game [int (a + 1)] [int 6; Game [int a] [int 2]]] [Game [Game [Game [nstar (int (a + 3))] [int 6]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 388 _ _ _ H eq_refl). Qed.
Lemma s131_p390 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e >= 6 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + e + 1)] [int (e + 5); Game [int (a + 1)] [int 3]]; Game [Game [int (a + e)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + e + 1)] [int (e + 5)]] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 389 _ _ _ H eq_refl). Qed.
Lemma s131_p391 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 8 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + 3)] [int 7; Game [int (a + 1)] [int 3]]; Game [Game [int (a + 2)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + 3)] [int 7]] [int 3]] [int 2]]]]] [Game [dyadic (2 * a + 1) 1] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 390 _ _ _ H eq_refl). Qed.
Lemma s131_p392 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a = 8 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int 17)] [int 16]] [Game [Game [int 10] [Game [int 9] [Game [int 9] [int 3]]]] [int 8; Game [int 9] [int 3]]]; Game [Game [nstar (int 17)] [Game [int 10] [Game [int 9] [Game [int 9] [int 3]]]]] [nstar (int 9)]] [Game [nstar (int 9)] [int 8]; Game [Game [int 16] [Game [int 8] [Game [int 8] [int 2]]]] [int 8]]; Game [Game [Game [nstar (int 17)] [Game [int 10] [Game [int 9] [Game [int 9] [int 3]]]]] [nstar (int 9)]] [int 9; nstar (int 9)]] [Game [Game [Game [int 16] [Game [int 8] [Game [int 8] [int 2]]]] [int 8]] [int 8]].
Proof. intros H. exact (holds_at _ 391 _ _ _ H eq_refl). Qed.
Lemma s131_p393 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 9 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int (a - 1))] [int (a - 2)]; Game [int a] [int 6; Game [int (a - 1)] [int 2]]] [Game [Game [Game [nstar (int (a + 2))] [int 6]] [int 2]] [int 1]]; Game [Game [int a] [int 6]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 392 _ _ _ H eq_refl). Qed.
Lemma s131_p394 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e >= 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [int (a + e - 2)] [int (e + 3); Game [int a] [int 2]]; Game [Game [int (a + e - 3)] [int a]] [int (a - 1)]] [Game [Game [Game [nstar (int (a + e))] [int (e + 3)]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 393 _ _ _ H eq_refl). Qed.
Lemma s131_p395 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a >= 9 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + 4)] [int 8; Game [int (a + 1)] [int 3]]; Game [Game [int (a + 3)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + 4)] [int 8]] [int 3]] [int 2]]]]; Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))]] [Game [nstar (int (a + 1))] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]; Game [Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))]] [int (a + 1); nstar (int (a + 1))]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 394 _ _ _ H eq_refl). Qed.
Lemma s131_p396 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e = 5 /\ a >= 9 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [int (3 * a - 7)] [int (2 * a - 6)]] [int (2 * a - 7)]] [int (2 * a - 7)]; Game [Game [Game [int (3 * a - 7)] [int (2 * a + 1)]] [Game [int (2 * a - 6)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a - 7)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]]; Game [Game [Game [Game [int (3 * a - 7)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (2 * a - 6)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int a; Game [int (a + 1)] [int 3]]]; Game [Game [Game [int (3 * a - 7)] [int (2 * a + 1)]] [Game [int (2 * a - 6)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a - 7)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (2 * a - 7)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 395 _ _ _ H eq_refl). Qed.
Lemma s131_p397 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e >= 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [int (a + e - 3)] [int (e + 3); Game [int (a - 1)] [int 2]]; Game [Game [int (a + e - 4)] [int (a - 1)]] [int (a - 2)]] [Game [Game [Game [nstar (int (a + e - 1))] [int (e + 3)]] [int 2]] [int 1]]; Game [Game [int (a + e - 3)] [int (e + 3)]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 396 _ _ _ H eq_refl). Qed.
Lemma s131_p398 {a b c d e : Z} {g : game} : holds (s131_pieces a b c d e) g -> (a - e >= 6 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [Game [Game [int (2 * a + e - 2)] [int (a + e - 1)]] [int (a + e - 2)]] [int (a + e - 2)]; Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 2)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]]; Game [Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + e + 1)] [int (e + 5); Game [int (a + 1)] [int 3]]; Game [Game [int (a + e)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + e + 1)] [int (e + 5)]] [int 3]] [int 2]]]]; Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 2)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (a + e - 2)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 397 _ _ _ H eq_refl). Qed.

