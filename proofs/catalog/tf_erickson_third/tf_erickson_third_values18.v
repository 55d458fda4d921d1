(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s175_p1 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s175_p2 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s175_p3 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s175_p4 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s175_p5 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s175_p6 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s175_p7 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s175_p8 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s175_p9 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-7) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s175_p10 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s175_p11 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + b = 1 /\ a + e = 1 /\ a - d = 0 /\ c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s175_p12 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s175_p13 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s175_p14 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 0] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s175_p15 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s175_p16 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s175_p17 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b + c >= 1 /\ d >= 2 /\ e = 0)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s175_p18 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s175_p19 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ d >= 2 /\ e = 0)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s175_p20 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 1 /\ c >= 1 /\ d >= 2 /\ e >= 1)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s175_p21 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 2 /\ e >= 1)%Z -> g == int c.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s175_p22 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + b = 1 /\ a + d = 1 /\ a - e = 0 /\ c = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s175_p23 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s175_p24 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + b >= 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s175_p25 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s175_p26 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s175_p27 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s175_p28 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s175_p29 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s175_p30 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (c - 1)] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s175_p31 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s175_p32 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s175_p33 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (c - 2)] [dyadic 1 2]] [int 0].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s175_p34 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s175_p35 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (c - 1)] [int 1].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s175_p36 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (c - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s175_p37 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s175_p38 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s175_p39 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s175_p40 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s175_p41 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2 /\ e >= 1)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s175_p42 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (11 * c - 19) 3.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s175_p43 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s175_p44 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s175_p45 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 2] [nstar (dyadic 1 2)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s175_p46 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s175_p47 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s175_p48 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s175_p49 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s175_p50 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (2 * b + c - 1)] [nstar (int b)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s175_p51 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * b + c - 1)] [dyadic (4 * b + 1) 2].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s175_p52 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b + c >= 3 /\ b >= 1 /\ c >= 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (2 * b + c - 1)] [int (b + 1)].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s175_p53 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b >= 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (2 * b + c - 2)] [dyadic (4 * b + 1) 2]] [int b].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s175_p54 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b + c >= 4 /\ b >= 1 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (2 * b + c - 2)] [int (b + 1)]] [int b].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s175_p55 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s175_p56 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s175_p57 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s175_p58 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s175_p59 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 0 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s175_p60 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (dyadic (2 * a + 1) 1)]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s175_p61 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (4 * a + 5) 2]]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s175_p62 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s175_p63 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s175_p64 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s175_p65 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (3 * a - 6)).
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s175_p66 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s175_p67 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s175_p68 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s175_p69 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 2 * c - 7) 1.
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s175_p70 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 2 * c - 7) 1.
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s175_p71 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s175_p72 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s175_p73 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s175_p74 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [dyadic (4 * a + 1) 2]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s175_p75 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == nstar (int 3).
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s175_p76 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s175_p77 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + c >= 3 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (2 * a + 2 * c - 4)).
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s175_p78 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s175_p79 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a + c - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s175_p80 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + c - 1)] [dyadic (8 * a + 1) 2].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s175_p81 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + c >= 3 /\ a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (3 * a + c - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s175_p82 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (3 * a + c - 2)] [dyadic (8 * a + 1) 2]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s175_p83 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + c >= 4 /\ a >= 1 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (3 * a + c - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s175_p84 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s175_p85 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s175_p86 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s175_p87 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2 /\ e >= 1)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s175_p88 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0 /\ e = 0)%Z -> g == int (2 * a + c - 2).
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s175_p89 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 5] [Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]]].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s175_p90 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 5] [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s175_p91 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c >= 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s175_p92 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s175_p93 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [dyadic (8 * a + 4 * b + 1) 2].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s175_p94 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 1 /\ c >= 3 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [dyadic (8 * a + 4 * b + 1) 2]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s175_p95 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a - 1)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s175_p96 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s175_p97 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s175_p98 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s175_p99 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s175_p100 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s175_p101 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a - 3)] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s175_p102 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 6] [Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s175_p103 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 2)] [dyadic 7 2].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s175_p104 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a + b = 3 /\ a + d = 3 /\ a - e = 2 /\ c = 0)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s175_p105 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int 8] [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s175_p106 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 8] [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s175_p107 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]] [Game [nstar (dyadic 9 2)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s175_p108 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 5) 1).
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s175_p109 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [Game [dyadic (2 * a - 1) 1] [dyadic (4 * a - 3) 2]].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s175_p110 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (3 * a + 2)] [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s175_p111 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (3 * a + 2)] [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s175_p112 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int (2 * a))] [Game [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]] [Game [nstar (dyadic (4 * a + 1) 2)] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s175_p113 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic (4 * a - 7) 2].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s175_p114 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s175_p115 {a b c d e : Z} {g : game} : holds (s175_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.

Lemma s176_p1 {a : Z} {g : game} : holds (s176_pieces a) g -> (True)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

