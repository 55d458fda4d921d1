(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s167_p1 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s167_p2 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-5) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s167_p3 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s167_p4 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s167_p5 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [int (e - 4)] [int (-2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s167_p6 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s167_p7 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s167_p8 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (e - 2)] [int (-1)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s167_p9 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2 /\ e = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s167_p10 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s167_p11 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2 /\ e = 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s167_p12 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s167_p13 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s167_p14 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s167_p15 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s167_p16 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a - c + e = 1 /\ a >= 1 /\ b = 0 /\ c + d = 1)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s167_p17 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s167_p18 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s167_p19 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2 /\ e >= 3)%Z -> g == Game [int (c + e - 2)] [int c].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s167_p20 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s167_p21 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s167_p22 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int (e - 2))] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s167_p23 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s167_p24 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + c + e = 2 /\ a - b = 0 /\ a + c >= 1 /\ a <= 1 /\ c <= 1 /\ d = 1)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s167_p25 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s167_p26 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (e - 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s167_p27 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s167_p28 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s167_p29 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s167_p30 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s167_p31 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 1 2] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s167_p32 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int (e - 1))] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s167_p33 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b + c = 2 /\ b + d = 1 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s167_p34 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s167_p35 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [int e] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s167_p36 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s167_p37 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 1); Game [int 1] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [int 1] [int 0]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s167_p38 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int e)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s167_p39 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c - 2)] [int 0].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s167_p40 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (c + e - 2)] [Game [int (c - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s167_p41 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int (c - 2)); Game [int (c - 2)] [Game [int (c - 2)] [int 1]]] [Game [int (c - 2)] [int 0]; Game [Game [int (c - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s167_p42 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int (c + e - 3))] [Game [Game [int (c - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s167_p43 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s167_p44 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s167_p45 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s167_p46 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s167_p47 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [int (e - 2)] [int 0].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s167_p48 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + b = 1 /\ a + c - e = 0 /\ a + c <= 1 /\ c + d = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s167_p49 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s167_p50 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 1 /\ d >= 2 /\ e = 0)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s167_p51 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c + d = 1 /\ c - e = 0)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s167_p52 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic (2 * a + 2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s167_p53 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 1 /\ d >= 2 /\ e = 1)%Z -> g == dyadic (2 * a + 2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s167_p54 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic (2 * a + 2 * c + 1) 1.
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s167_p55 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + c >= 2 /\ b = 1 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int (a + c + 1)).
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s167_p56 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ - c + d >= 1 /\ c <= 1 /\ e = 2)%Z -> g == nstar (int (a + c + 1)).
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s167_p57 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b + d >= 2 /\ - a + b - c >= 0 /\ a <= 1 /\ b >= 1 /\ - c + d >= 1 /\ c <= 1 /\ e = 2)%Z -> g == nstar (int (a + c + 1)).
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s167_p58 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d >= 2 /\ e = 2)%Z -> g == nstar (int (a + c + 1)).
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s167_p59 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + c >= 2 /\ b = 1 /\ d >= 2 /\ e >= 3)%Z -> g == Game [int (a + c + e - 1)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s167_p60 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ - c + d >= 1 /\ c <= 1 /\ e >= 3)%Z -> g == Game [int (a + c + e - 1)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s167_p61 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b + d >= 2 /\ - a + b - c >= 0 /\ a <= 1 /\ b >= 1 /\ - c + d >= 1 /\ c <= 1 /\ e >= 3)%Z -> g == Game [int (a + c + e - 1)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s167_p62 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d >= 2 /\ e >= 3)%Z -> g == Game [int (a + c + e - 1)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s167_p63 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * a + 2 * e - 1) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s167_p64 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * a + 2 * e - 1) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s167_p65 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == dyadic (4 * a + 5) 2.
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s167_p66 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == dyadic (4 * a + 5) 2.
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s167_p67 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (a + e)] [dyadic (2 * a + 3) 1].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s167_p68 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (a + e)] [dyadic (2 * a + 3) 1].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s167_p69 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s167_p70 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s167_p71 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e + 1) 1] [Game [dyadic (2 * a + 3) 1] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s167_p72 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e + 1) 1] [Game [dyadic (2 * a + 3) 1] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s167_p73 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (a + 2)] [nstar (int (a + 2))].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s167_p74 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e = 1)%Z -> g == Game [int (a + 2)] [nstar (int (a + 2))].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s167_p75 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (a + e + 1)] [nstar (int (a + 2))].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s167_p76 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (a + e + 1)] [nstar (int (a + 2))].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s167_p77 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e + 3) 1] [Game [nstar (int (a + 2))] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s167_p78 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e + 3) 1] [Game [nstar (int (a + 2))] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s167_p79 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s167_p80 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s167_p81 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + c + e - 1)] [Game [int (a + c)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s167_p82 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + c + e - 1)] [Game [int (a + c)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s167_p83 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * c + 2 * e - 3) 1] [Game [Game [int (a + c - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s167_p84 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * c + 2 * e - 3) 1] [Game [Game [int (a + c - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s167_p85 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s167_p86 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s167_p87 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == nstar (dyadic 3 2).
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s167_p88 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [dyadic (4 * e - 5) 2] [dyadic 3 2].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s167_p89 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 1 2] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s167_p90 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s167_p91 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s167_p92 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [dyadic (2 * e - 1) 1] [int (e - 1)]] [int (e - 1)]] [Game [Game [dyadic 5 2] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s167_p93 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s167_p94 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s167_p95 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [int 2] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s167_p96 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [Game [int 2] [int 1]; Game [Game [int 2] [dyadic 3 1]] [int 1]]; Game [Game [nstar (int 3)] [int 2]] [int 2]] [Game [Game [Game [int 2] [dyadic 3 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s167_p97 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [nstar (int e)] [int (e - 1)]] [int (e - 1)]] [Game [Game [Game [int 2] [dyadic 3 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s167_p98 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + b >= 5 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 2))] [Game [int (a + 2)] [dyadic (2 * a + 3) 1]]] [nstar (int (a + 1))]] [int (a + 1); nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s167_p99 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + b - e = 2 /\ a + b >= 5 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 3)] [int (a + 1)]]; Game [Game [Game [int (3 * a + 2 * b - 6)] [int (2 * a + b - 2)]] [int (2 * a + b - 3)]] [int (2 * a + b - 3)]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s167_p100 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + b - e = 1 /\ a + b >= 5 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [int (2 * a + b - 2)]; Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]]; Game [Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [int (2 * a + b - 2)]] [int (2 * a + b - 2)]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s167_p101 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + b >= 5 /\ - a - b + e >= 0 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [int (a + e)]] [int (a + e - 1)]] [int (a + e - 1)]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s167_p102 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + b - e >= 3 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [int (a + e)]] [int (a + e - 1)]] [int (a + e - 1)]; Game [Game [Game [int (2 * a + b + e - 4)] [int (2 * a + b - 2)]] [Game [int (a + e)] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (a + e - 1)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s167_p103 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s167_p104 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s167_p105 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s167_p106 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [nstar (int (e - 2))] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s167_p107 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [dyadic (2 * e - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s167_p108 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e = 2)%Z -> g == nstar (dyadic (2 * a + 2 * c + 1) 1).
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s167_p109 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2 /\ e >= 3)%Z -> g == Game [dyadic (2 * a + 2 * c + 2 * e - 3) 1] [dyadic (2 * a + 2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s167_p110 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [int e] [int 1].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s167_p111 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ a + b <= 2 /\ b + d = 1 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s167_p112 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1 /\ e = 1)%Z -> g == dyadic 7 2.
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s167_p113 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [dyadic (2 * e + 1) 1] [int 2].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s167_p114 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s167_p115 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 1)%Z -> g == Game [int 2] [int 2; Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s167_p116 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 2)%Z -> g == Game [int (e + 1)] [Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s167_p117 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s167_p118 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * c + 2 * e - 1) 1] [Game [dyadic (2 * c + 1) 1] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s167_p119 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (c + e - 1)] [Game [Game [dyadic (2 * c - 1) 1] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s167_p120 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s167_p121 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * e - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s167_p122 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [int e] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s167_p123 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 3 1] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s167_p124 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (2 * e + 1) 1] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s167_p125 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == dyadic 17 3.
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s167_p126 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (e + 1)] [dyadic 9 2].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s167_p127 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s167_p128 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * e + 3) 1] [Game [dyadic 9 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s167_p129 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int c] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s167_p130 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (c + e)] [Game [int (c + 1)] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s167_p131 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * c + 2 * e - 1) 1] [Game [Game [int c] [dyadic 5 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s167_p132 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a - 1) 1)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s167_p133 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s167_p134 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [nstar (int (a + e - 1))] [int (a + e - 1)]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s167_p135 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s167_p136 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s167_p137 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [int 3] [nstar (int 2)]] [int 2; nstar (int 2)].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s167_p138 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 4)] [int 3]; Game [nstar (int 4)] [Game [int 3] [dyadic 9 2]]] [Game [int 3] [int 2]; Game [Game [int 3] [dyadic 9 2]] [int 2]]; Game [Game [nstar (int 4)] [int 3]] [int 3]] [Game [Game [Game [int 3] [dyadic 9 2]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s167_p139 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [nstar (int (e + 1))] [int e]] [int e]] [Game [Game [Game [int 3] [dyadic 9 2]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s167_p140 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s167_p141 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + e >= 4 /\ a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a + e - 2)] [int 1].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s167_p142 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a + e >= 4 /\ a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e - 3) 1] [int 2].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s167_p143 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [int 2] [int 2; Game [int 2] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s167_p144 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [int (e + 1)] [Game [int 2] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s167_p145 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s167_p146 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * c + 2 * e + 1) 1] [Game [dyadic (2 * c + 3) 1] [Game [dyadic 5 1] [int 2]]].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s167_p147 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 3 1] [int 1].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s167_p148 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (c + e)] [Game [Game [dyadic (2 * c + 1) 1] [Game [dyadic 5 1] [int 2]]] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s167_p149 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s167_p150 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * e + 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s167_p151 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c + e = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s167_p152 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (a + e - 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s167_p153 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (a + e - 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s167_p154 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s167_p155 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * e + 3) 1] [int 2].
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s167_p156 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 3] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s167_p157 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 2)%Z -> g == Game [int (e + 2)] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s167_p158 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.
Lemma s167_p159 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * e + 5) 1] [Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 158 _ _ _ H eq_refl). Qed.
Lemma s167_p160 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 159 _ _ _ H eq_refl). Qed.
Lemma s167_p161 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (c + e + 1)] [Game [int (c + 2)] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 160 _ _ _ H eq_refl). Qed.
Lemma s167_p162 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * c + 2 * e + 1) 1] [Game [Game [int (c + 1)] [nstar (int 3)]] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 161 _ _ _ H eq_refl). Qed.
Lemma s167_p163 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 162 _ _ _ H eq_refl). Qed.
Lemma s167_p164 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 163 _ _ _ H eq_refl). Qed.
Lemma s167_p165 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [nstar (int 3)]] [int 3; nstar (int 3)].
Proof. intros H. exact (holds_at _ 164 _ _ _ H eq_refl). Qed.
Lemma s167_p166 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [int 5] [Game [int 4] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]]; Game [Game [Game [int 6] [int 5]] [int 4]] [int 4]] [Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3]].
Proof. intros H. exact (holds_at _ 165 _ _ _ H eq_refl). Qed.
Lemma s167_p167 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [Game [Game [int 7] [int 6]] [int 5]; Game [Game [int 7] [int 6]] [Game [int 5] [Game [int 3] [nstar (int 3)]]]] [Game [int 5] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]]; Game [Game [Game [int 7] [int 6]] [int 5]] [int 5]] [Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3]].
Proof. intros H. exact (holds_at _ 166 _ _ _ H eq_refl). Qed.
Lemma s167_p168 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [Game [int (e + 3)] [int (e + 2)]] [int (e + 1)]] [int (e + 1)]] [Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3]].
Proof. intros H. exact (holds_at _ 167 _ _ _ H eq_refl). Qed.
Lemma s167_p169 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 168 _ _ _ H eq_refl). Qed.
Lemma s167_p170 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 169 _ _ _ H eq_refl). Qed.
Lemma s167_p171 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 170 _ _ _ H eq_refl). Qed.
Lemma s167_p172 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 3) 1] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 171 _ _ _ H eq_refl). Qed.
Lemma s167_p173 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * c + 2 * e + 3) 1] [Game [dyadic (2 * c + 5) 1] [Game [nstar (int 3)] [int 2]]].
Proof. intros H. exact (holds_at _ 172 _ _ _ H eq_refl). Qed.
Lemma s167_p174 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 173 _ _ _ H eq_refl). Qed.
Lemma s167_p175 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (c + e + 1)] [Game [Game [dyadic (2 * c + 3) 1] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]]].
Proof. intros H. exact (holds_at _ 174 _ _ _ H eq_refl). Qed.
Lemma s167_p176 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [Game [int 1] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 175 _ _ _ H eq_refl). Qed.
Lemma s167_p177 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 176 _ _ _ H eq_refl). Qed.
Lemma s167_p178 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [dyadic (4 * e + 5) 2] [Game [dyadic 5 1] [int 1]].
Proof. intros H. exact (holds_at _ 177 _ _ _ H eq_refl). Qed.
Lemma s167_p179 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ a - e <= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + e - 1)] [Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 178 _ _ _ H eq_refl). Qed.
Lemma s167_p180 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * e - 1) 1] [Game [nstar (int a)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 179 _ _ _ H eq_refl). Qed.
Lemma s167_p181 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 1)] [Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 180 _ _ _ H eq_refl). Qed.
Lemma s167_p182 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + c + e - 1)] [Game [int (a + c)] [Game [int (a + 1)] [int 3]]].
Proof. intros H. exact (holds_at _ 181 _ _ _ H eq_refl). Qed.
Lemma s167_p183 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [int a] [int 2].
Proof. intros H. exact (holds_at _ 182 _ _ _ H eq_refl). Qed.
Lemma s167_p184 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * c + 2 * e - 3) 1] [Game [Game [int (a + c - 1)] [Game [int (a + 1)] [int 3]]] [int 3; Game [int a] [int 2]]].
Proof. intros H. exact (holds_at _ 183 _ _ _ H eq_refl). Qed.
Lemma s167_p185 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 184 _ _ _ H eq_refl). Qed.
Lemma s167_p186 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 185 _ _ _ H eq_refl). Qed.
Lemma s167_p187 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))]] [int (a + 1); nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 186 _ _ _ H eq_refl). Qed.
Lemma s167_p188 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a - e >= 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [Game [int (2 * a + e - 1)] [int (a + e)]] [int (a + e - 1)]] [int (a + e - 1)]; Game [Game [Game [int (2 * a + e - 1)] [int (2 * a + 1)]] [Game [int (a + e)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 187 _ _ _ H eq_refl). Qed.
Lemma s167_p189 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + e = 1 /\ a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 1)] [Game [int (2 * a)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]; Game [Game [Game [int (3 * a)] [int (2 * a + 1)]] [int (2 * a)]] [int (2 * a)]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 188 _ _ _ H eq_refl). Qed.
Lemma s167_p190 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (- a + e = 2 /\ a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [int (2 * a + 1)]; Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a + 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]; Game [Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [int (2 * a + 1)]] [int (2 * a + 1)]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 189 _ _ _ H eq_refl). Qed.
Lemma s167_p191 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [int (2 * a + e - 1)] [int (a + e)]] [int (a + e - 1)]] [int (a + e - 1)]] [Game [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 190 _ _ _ H eq_refl). Qed.
Lemma s167_p192 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 191 _ _ _ H eq_refl). Qed.
Lemma s167_p193 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * e + 3) 1] [int 1].
Proof. intros H. exact (holds_at _ 192 _ _ _ H eq_refl). Qed.
Lemma s167_p194 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 193 _ _ _ H eq_refl). Qed.
Lemma s167_p195 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 194 _ _ _ H eq_refl). Qed.
Lemma s167_p196 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 195 _ _ _ H eq_refl). Qed.
Lemma s167_p197 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * c + 2 * e - 3) 1] [Game [dyadic (2 * a + 2 * c - 1) 1] [Game [Game [int a] [int 3]] [int 2]]].
Proof. intros H. exact (holds_at _ 196 _ _ _ H eq_refl). Qed.
Lemma s167_p198 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a - 1)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 197 _ _ _ H eq_refl). Qed.
Lemma s167_p199 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [int (a + c + e - 2)] [Game [Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int a] [int 3]] [int 2]]] [Game [Game [int (a - 1)] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 198 _ _ _ H eq_refl). Qed.
Lemma s167_p200 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a - 3) 2] [int 3].
Proof. intros H. exact (holds_at _ 199 _ _ _ H eq_refl). Qed.
Lemma s167_p201 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (e + 2)] [nstar (int (e + 2))]] [Game [dyadic 7 1] [int 1]].
Proof. intros H. exact (holds_at _ 200 _ _ _ H eq_refl). Qed.
Lemma s167_p202 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [int 3]] [int 1].
Proof. intros H. exact (holds_at _ 201 _ _ _ H eq_refl). Qed.
Lemma s167_p203 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [nstar (int (e + 2))] [int 1].
Proof. intros H. exact (holds_at _ 202 _ _ _ H eq_refl). Qed.
Lemma s167_p204 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a - e >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (a + e - 2)] [Game [int (a + e - 2)] [int (e + 2)]]] [int (e + 2); Game [dyadic (2 * a - 1) 1] [int 1]].
Proof. intros H. exact (holds_at _ 203 _ _ _ H eq_refl). Qed.
Lemma s167_p205 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 5 /\ a - e <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a + e - 2)] [Game [int (a + e - 2)] [int (e + 2)]]] [Game [dyadic (2 * a - 1) 1] [int 1]].
Proof. intros H. exact (holds_at _ 204 _ _ _ H eq_refl). Qed.
Lemma s167_p206 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a - e >= 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + e - 1)] [int (e + 4); Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 205 _ _ _ H eq_refl). Qed.
Lemma s167_p207 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [int (a + e - 3)] [int (e + 2)]] [int 1].
Proof. intros H. exact (holds_at _ 206 _ _ _ H eq_refl). Qed.
Lemma s167_p208 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [nstar (int (e + 4))] [int 2].
Proof. intros H. exact (holds_at _ 207 _ _ _ H eq_refl). Qed.
Lemma s167_p209 {a b c d e : Z} {g : game} : holds (s167_pieces a b c d e) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [Game [int (a + e - 2)] [int (e + 4)]] [int 2].
Proof. intros H. exact (holds_at _ 208 _ _ _ H eq_refl). Qed.

Lemma s168_p1 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s168_p2 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s168_p3 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a + b = 1 /\ a + d = 1 /\ a - c = 0 /\ e = 0)%Z -> g == int (2 * a + d - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s168_p4 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b = 0 /\ c = 0 /\ e >= 2)%Z -> g == int (2 * a + d - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s168_p5 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (-7) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s168_p6 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (-2)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s168_p7 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s168_p8 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (d - 3)] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s168_p9 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d - 4)] [dyadic (-3) 1]] [int (-2)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s168_p10 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s168_p11 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s168_p12 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (- a + c >= 1 /\ b = 0 /\ c + e = 2 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s168_p13 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 1 /\ e >= 2)%Z -> g == int (2 * a + b + d).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s168_p14 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 1)%Z -> g == int (2 * a + b + d).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s168_p15 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a - b + e = 0 /\ b + c = 1 /\ b + d = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s168_p16 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s168_p17 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1 /\ e = 1)%Z -> g == Game [int (d - 1)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s168_p18 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 0)%Z -> g == Game [Game [int (d - 2)] [dyadic (-1) 1]] [int (-1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s168_p19 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (int (2 * a + b + d - 1)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s168_p20 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b >= 1 /\ c = 0 /\ e >= 2)%Z -> g == nstar (int (2 * a + b + d - 1)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s168_p21 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 2 /\ d = 1 /\ e = 0)%Z -> g == nstar (int (2 * a + b + d - 1)).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s168_p22 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 2 /\ d = 1 /\ e = 1)%Z -> g == dyadic (8 * a + 4 * b + 1) 2.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s168_p23 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 2 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic (8 * a + 4 * b + 1) 2] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s168_p24 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 2 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (2 * a + b + d - 1)] [dyadic (4 * a + 2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s168_p25 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 2 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s168_p26 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (2 * a + b))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s168_p27 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (8 * a + 4 * b + 1) 2]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s168_p28 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s168_p29 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s168_p30 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 0)] [int 0]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s168_p31 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (d - 1))] [int 0].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s168_p32 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (d - 2))] [int 0]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s168_p33 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s168_p34 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a + b = 1 /\ a + c = 1 /\ a - d = 0 /\ e = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s168_p35 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s168_p36 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s168_p37 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int d] [int 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s168_p38 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d - 1)] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s168_p39 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b >= 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == dyadic (4 * a + 2 * b - 1) 1.
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s168_p40 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s168_p41 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s168_p42 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s168_p43 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s168_p44 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s168_p45 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (dyadic 1 2)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s168_p46 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s168_p47 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s168_p48 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [int 1] [dyadic 1 1; Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s168_p49 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int d)] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s168_p50 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (d - 1))] [Game [int 1] [dyadic 1 1]]] [dyadic 1 1; Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s168_p51 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 3) 1] [int a].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s168_p52 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s168_p53 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int (2 * a + b - 1))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s168_p54 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + b)] [Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (4 * a + 5) 2]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s168_p55 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s168_p56 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (d + 1)] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s168_p57 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int d] [nstar (dyadic 3 1)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s168_p58 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s168_p59 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s168_p60 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b >= 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s168_p61 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic (2 * a + 1) 1).
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s168_p62 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s168_p63 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s168_p64 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s168_p65 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (d + 1))] [Game [nstar (dyadic 3 1)] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s168_p66 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int d)] [Game [nstar (dyadic 3 1)] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s168_p67 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int b] [Game [dyadic (2 * b - 1) 1] [dyadic 5 2]]] [dyadic 5 2; Game [int (b - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s168_p68 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (2 * a + b + d - 1)] [Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (2 * a + 3) 1]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s168_p69 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (b + d - 2)] [Game [dyadic (2 * b - 1) 1] [dyadic 3 1]]] [dyadic 3 1; Game [int (b - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s168_p70 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (b - 1))] [Game [Game [dyadic (2 * b - 3) 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [int (b - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s168_p71 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b + d - 2))] [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s168_p72 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (b + d - 3))] [Game [Game [dyadic (2 * b - 3) 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [int (b - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s168_p73 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s168_p74 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s168_p75 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s168_p76 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s168_p77 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (2 * a + d - 3)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s168_p78 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + d - 4)] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s168_p79 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b + c = 1 /\ b + e = 1 /\ b - d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s168_p80 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s168_p81 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s168_p82 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s168_p83 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s168_p84 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (2 * a + d - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s168_p85 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int d] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s168_p86 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 2)] [nstar (dyadic 5 2)].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s168_p87 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (dyadic 5 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s168_p88 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + d - 1))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s168_p89 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int d)] [nstar (dyadic 3 1)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s168_p90 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a - 1)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s168_p91 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s168_p92 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s168_p93 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s168_p94 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (d + 2)] [nstar (dyadic 5 1)].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s168_p95 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (d + 1)] [nstar (dyadic 5 1)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s168_p96 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [nstar (dyadic (4 * a + 1) 2)].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s168_p97 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]]] [Game [nstar (dyadic 5 2)] [int 1]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s168_p98 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s168_p99 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s168_p100 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (d + 2))] [Game [nstar (dyadic 5 1)] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s168_p101 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (d + 1))] [Game [nstar (dyadic 5 1)] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s168_p102 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (b + 2)] [Game [dyadic (2 * b + 3) 1] [dyadic 9 2]]] [dyadic 9 2; Game [int (b + 1)] [int 2]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s168_p103 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (b + d)] [Game [dyadic (2 * b + 3) 1] [dyadic 5 1]]] [dyadic 5 1; Game [int (b + 1)] [int 2]].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s168_p104 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (b + 1))] [Game [Game [dyadic (2 * b + 1) 1] [dyadic 9 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s168_p105 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (b + 1))] [Game [Game [dyadic (2 * b + 1) 1] [dyadic 9 2]] [dyadic 3 1]]] [dyadic 3 1; Game [Game [int b] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s168_p106 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (b + d - 1))] [Game [Game [dyadic (2 * b + 1) 1] [dyadic 5 1]] [dyadic 3 1]]] [dyadic 3 1; Game [Game [int b] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s168_p107 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s168_p108 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ a <= 3 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 3) 1).
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s168_p109 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 2] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s168_p110 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 2)] [dyadic 7 2].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s168_p111 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s168_p112 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a)] [dyadic (4 * a + 1) 2]] [int a].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s168_p113 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + d - 2)] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s168_p114 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s168_p115 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 4)] [Game [dyadic 9 2] [Game [int 2] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s168_p116 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 4)] [Game [dyadic 9 2] [Game [int 2] [nstar (int 2)]]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s168_p117 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + d - 2))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s168_p118 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s168_p119 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s168_p120 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s168_p121 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b >= 1 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s168_p122 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]] [Game [nstar (dyadic 9 2)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s168_p123 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s168_p124 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s168_p125 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 0 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + b + d - 3))] [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s168_p126 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + b)] [Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s168_p127 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 1))] [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s168_p128 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s168_p129 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s168_p130 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s168_p131 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [dyadic (4 * a - 3) 2].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s168_p132 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a - 1) 1)] [dyadic (8 * a - 5) 3].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s168_p133 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a))] [Game [dyadic (4 * a + 1) 2] [Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s168_p134 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a))] [Game [dyadic (4 * a + 1) 2] [Game [int a] [Game [int a] [int 2]]]]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s168_p135 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s168_p136 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s168_p137 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s168_p138 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (2 * a - 1)] [dyadic (2 * a - 1) 1]] [dyadic (8 * a - 5) 3].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s168_p139 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]] [Game [nstar (dyadic (4 * a + 1) 2)] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s168_p140 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s168_p141 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s168_p142 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s168_p143 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (4 * a - 7) 2.
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s168_p144 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (8 * a - 13) 3.
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s168_p145 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 4 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a - 2)] [Game [int (a - 1)] [Game [int (a - 1)] [int 2]]].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s168_p146 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 4 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [int (2 * a - 2)] [Game [int (a - 1)] [Game [int (a - 1)] [int 2]]]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s168_p147 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [Game [dyadic (2 * a - 1) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s168_p148 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [Game [dyadic (8 * a - 13) 3] [int 1]].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s168_p149 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (8 * a - 21) 3] [int 1].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s168_p150 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a))] [Game [dyadic (4 * a + 1) 2] [Game [int a] [int 5; Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s168_p151 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 1) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s168_p152 {a b c d e : Z} {g : game} : holds (s168_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [int (2 * a - 2)] [Game [int (a - 1)] [int 5; Game [int (a - 1)] [int 2]]].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.

Lemma s169_p1 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s169_p2 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (b = 0 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s169_p3 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (c >= 2)%Z -> g == int (a + b + 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s169_p4 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (b = 1 /\ c = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s169_p5 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (b >= 1 /\ c = 1)%Z -> g == Game [int (a + b + 1)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s169_p6 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (b = 2 /\ c = 0)%Z -> g == Game [Game [int (a + 2)] [dyadic 3 1]] [Game [nstar (int 1)] [int 1]].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s169_p7 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s169_p8 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a + b >= 4 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [int (a + b)] [dyadic 3 1]] [Game [Game [Game [int (a + b - 1)] [int 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s169_p9 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s169_p10 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s169_p11 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s169_p12 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s169_p13 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s169_p14 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a = 6 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s169_p15 {a b c : Z} {g : game} : holds (s169_pieces a b c) g -> (a >= 7 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 3))] [int (a - 3)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 3)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 5) 1] [Game [Game [int (a - 3)] [int 2]] [int 1]]] [Game [Game [int (a - 4)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [int (a - 4)]; Game [Game [int (a - 3)] [Game [int (a - 3)] [int 2]]] [int 2; Game [int (a - 4)] [int 1]]] [Game [Game [Game [int (a - 1)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s169_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (a + b + 2)) (int off) == int (a + b + off + 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s169_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 1 /\ c = 0)%Z ->
  add (nstar (dyadic 1 1)) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s169_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 1)%Z ->
  add (Game [int (a + b + 1)] [dyadic 3 1]) (int off) == Game [int (a + b + off + 1)] [dyadic (2 * off + 3) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b + 1 + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s169_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b = 2 /\ c = 0)%Z ->
  add (Game [Game [int (a + 2)] [dyadic 3 1]] [Game [nstar (int 1)] [int 1]]) (int off) == Game [Game [int (a + off + 2)] [dyadic (2 * off + 3) 1]] [Game [Game [int (off + 1)] [int (off + 1)]] [int (off + 1)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 2 + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s169_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 4 /\ b >= 3 /\ c = 0)%Z ->
  add (Game [Game [int (a + b)] [dyadic 3 1]] [Game [Game [Game [int (a + b - 1)] [int 2]] [int 1]] [int 1]]) (int off) == Game [Game [int (a + b + off)] [dyadic (2 * off + 3) 1]] [Game [Game [Game [int (a + b + off - 1)] [int (off + 2)]] [int (off + 1)]] [int (off + 1)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(node [(node [(node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s170_p1 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s170_p2 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s170_p3 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s170_p4 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + c = 1 /\ - a + d >= 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s170_p5 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s170_p6 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s170_p7 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s170_p8 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s170_p9 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s170_p10 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s170_p11 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s170_p12 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s170_p13 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 2] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s170_p14 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s170_p15 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s170_p16 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (a + b - 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s170_p17 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b = 2 /\ c = 1 /\ d >= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s170_p18 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s170_p19 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s170_p20 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b = 3 /\ a <= 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s170_p21 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s170_p22 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + b - 1)] [int 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s170_p23 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b = 4 /\ a <= 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s170_p24 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (a + b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s170_p25 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (a + b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s170_p26 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> ((a) mod 2 = 1 /\ b >= 3 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (a + b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s170_p27 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (a + b - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s170_p28 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a + b - 2)] [dyadic 1 1]] [Game [Game [Game [int (a + b - 3)] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s170_p29 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s170_p30 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s170_p31 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d >= 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s170_p32 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s170_p33 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s170_p34 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s170_p35 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s170_p36 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 1 1)] [Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s170_p37 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s170_p38 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [dyadic 3 1] [int 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s170_p39 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [dyadic 3 1] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s170_p40 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 3 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 3] [dyadic 1 1]] [Game [Game [Game [dyadic 3 1] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s170_p41 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 1 1)] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s170_p42 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s170_p43 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s170_p44 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s170_p45 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [nstar (int 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s170_p46 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 4 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 4] [dyadic 1 1]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s170_p47 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 1 1)] [int 0].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s170_p48 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s170_p49 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [Game [int (a - 2)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s170_p50 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s170_p51 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s170_p52 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 5 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 5] [dyadic 1 1]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s170_p53 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a = 6 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s170_p54 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 6 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int a] [dyadic 1 1]] [Game [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 3) 1] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [Game [Game [int (a - 3)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 5) 1] [int (a - 3)]] [int (a - 3)]; Game [Game [int (a - 2)] [Game [int (a - 2)] [int 2]]] [int 2; Game [int (a - 3)] [int 1]]] [Game [Game [Game [int a] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s170_p55 {a b c d : Z} {g : game} : holds (s170_pieces a b c d) g -> (a >= 7 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 3))] [int (a - 3)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 3)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 5) 1] [Game [Game [int (a - 3)] [int 2]] [int 1]]] [Game [Game [int (a - 4)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [int (a - 4)]; Game [Game [int (a - 3)] [Game [int (a - 3)] [int 2]]] [int 2; Game [int (a - 4)] [int 1]]] [Game [Game [Game [int (a - 1)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s170_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b = 2 /\ c = 1 /\ d >= 1)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p20_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b = 3 /\ a <= 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [nstar (int 1)] [int 0]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p22_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int (a + b - 1)] [int 1]) (int off) == Game [int (a + b + off - 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 2 /\ (a) mod 2 = 0 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [int (a + b - 2)] [int 1]] [int 0]) (int off) == Game [Game [int (a + b + off - 2)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b - 2 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> ((a) mod 2 = 1 /\ b >= 3 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [int (a + b - 2)] [int 1]] [int 0]) (int off) == Game [Game [int (a + b + off - 2)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b - 2 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p27_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [int (a + b - 2)] [int 1]] [int 0]) (int off) == Game [Game [int (a + b + off - 2)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b - 2 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p31_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d >= 1)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p33_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b >= 1 /\ c >= 2)%Z ->
  add (int (a + b)) (int off) == int (a + b + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p39_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [dyadic 3 1] [int 1]] [int 0]) (int off) == Game [Game [dyadic (2 * off + 3) 1] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p45_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 4 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [nstar (int 2)] [int 1]] [int 0]) (int off) == Game [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s170_p51_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 5 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0]) (int off) == Game [Game [Game [int (a + off - 2)] [int (off + 2)]] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s171_p1 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s171_p2 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s171_p3 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s171_p4 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s171_p5 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (d - 3)] [int (-1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s171_p6 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s171_p7 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 2 /\ a - c = 1 /\ d = 0)%Z -> g == nstar (int (a + d - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s171_p8 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a <= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (a + d - 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s171_p9 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 2)%Z -> g == nstar (int (a + d - 1)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s171_p10 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d - 1)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s171_p11 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 1 /\ a + d = 1 /\ a - c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s171_p12 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s171_p13 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s171_p14 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s171_p15 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (d - 1)] [int 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s171_p16 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d - 1))] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s171_p17 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s171_p18 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s171_p19 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int d] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s171_p20 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s171_p21 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s171_p22 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 2)%Z -> g == nstar (int (a + b + 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s171_p23 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (b + d - 1)] [int (b + 1)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s171_p24 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s171_p25 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s171_p26 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int d)] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s171_p27 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 2 /\ a <= 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s171_p28 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s171_p29 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 2 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s171_p30 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s171_p31 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b >= 3 /\ c = 0 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s171_p32 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 3 /\ a <= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s171_p33 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 3 /\ a <= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 1))] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s171_p34 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (a + b - 1)] [int 1].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s171_p35 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + b + d - 1)] [Game [int (a + b)] [int 2]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s171_p36 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 2 /\ a - d <= 2 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + b + d - 1)] [Game [int (a + b)] [int 2]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s171_p37 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + b - 1)); Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]; Game [Game [int (a + b - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s171_p38 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + b - 1)); Game [int (a + b - 1)] [Game [int (a + b - 1)] [int 2]]] [Game [int (a + b - 1)] [int 1]; Game [Game [int (a + b - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s171_p39 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + 2 * d >= 7 /\ a >= 3 /\ (a) mod 2 = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (a + b + d - 2))] [Game [Game [int (a + b - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s171_p40 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (a + b + d - 2))] [Game [Game [int (a + b - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s171_p41 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (a + b + d - 2))] [Game [Game [int (a + b - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s171_p42 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> ((a) mod 2 = 1 /\ b >= 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (a + b + d - 2))] [Game [Game [int (a + b - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s171_p43 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 4 /\ (a) mod 2 = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + b + d - 2))] [Game [Game [int (a + b - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s171_p44 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s171_p45 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s171_p46 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s171_p47 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s171_p48 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (d - 2)] [int 0].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s171_p49 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [int d] [int 1].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s171_p50 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s171_p51 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (a + d - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s171_p52 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int d)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s171_p53 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int (a + b).
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s171_p54 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (a + b + d - 1)] [int (a + b + 1)].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s171_p55 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (d + 1))] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s171_p56 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [Game [Game [dyadic 3 1] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s171_p57 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (d + 2)] [Game [dyadic 5 1] [int 2]].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s171_p58 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (d + 2))] [Game [Game [dyadic 5 1] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s171_p59 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (a + d - 2))] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s171_p60 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 3] [Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s171_p61 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (d + 3)] [Game [nstar (int 3)] [int 2]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s171_p62 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (d + 3))] [Game [Game [nstar (int 3)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s171_p63 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a - d >= 3 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + d)] [int (d + 4); Game [int (a + 1)] [int 2]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s171_p64 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int (a - 1)] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s171_p65 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (a + d - 1)] [Game [Game [int (a - 1)] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s171_p66 {a b c d : Z} {g : game} : holds (s171_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (a + d - 1))] [Game [Game [Game [int (a - 1)] [int 3]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.

Lemma s172_p1 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == int (5 * b + 4 * c - 8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s172_p2 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s172_p3 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 0 /\ b >= 1 /\ b <= 2 /\ c = 1)%Z -> g == nstar (dyadic (5 * b - 9) 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s172_p4 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s172_p5 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s172_p6 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (b >= 3 /\ c = 1)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s172_p7 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 1 /\ a + b <= 2 /\ b - c = 0)%Z -> g == nstar (dyadic (6 * a + 7 * b - 12) 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s172_p8 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s172_p9 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s172_p10 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == Game [int (2 * a - 1)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s172_p11 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 1)%Z -> g == Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s172_p12 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b + c = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s172_p13 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s172_p14 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s172_p15 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a = 2 /\ b = 2 /\ c = 1)%Z -> g == Game [nstar (int 4)] [Game [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]] [Game [nstar (dyadic 9 2)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s172_p16 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 3 /\ a <= 4 /\ b - c = 0 /\ b <= 1)%Z -> g == nstar (dyadic (2 * a + 4 * b - 5) 1).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s172_p17 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 1)%Z -> g == nstar (dyadic (2 * a + 4 * b - 5) 1).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s172_p18 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 3 /\ b = 2 /\ c = 1)%Z -> g == Game [nstar (int (2 * a))] [Game [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]] [Game [nstar (dyadic (4 * a + 1) 2)] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s172_p19 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s172_p20 {a b c : Z} {g : game} : holds (s172_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.

Lemma s173_p1 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s173_p2 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s173_p3 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s173_p4 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s173_p5 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s173_p6 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s173_p7 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s173_p8 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s173_p9 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a + b = 1 /\ a + d = 1 /\ a - c = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s173_p10 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s173_p11 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a + b = 1 /\ a + c = 1 /\ a - d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s173_p12 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s173_p13 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s173_p14 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s173_p15 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s173_p16 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s173_p17 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 1)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s173_p18 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s173_p19 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s173_p20 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s173_p21 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s173_p22 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s173_p23 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (b >= 3 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s173_p24 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (3 * a - 6)).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s173_p25 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int (2 * a - 2)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s173_p26 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s173_p27 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s173_p28 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s173_p29 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s173_p30 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s173_p31 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s173_p32 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s173_p33 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a - 1)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s173_p34 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s173_p35 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s173_p36 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s173_p37 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s173_p38 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 2)] [dyadic 7 2].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s173_p39 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a + b = 3 /\ a + c = 3 /\ a - d = 2)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s173_p40 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a = 2 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]] [Game [nstar (dyadic 9 2)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s173_p41 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 3 /\ a <= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 5) 1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s173_p42 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a - 2))] [Game [dyadic (2 * a - 1) 1] [dyadic (4 * a - 3) 2]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s173_p43 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 3 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (2 * a))] [Game [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]] [Game [nstar (dyadic (4 * a + 1) 2)] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s173_p44 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic (4 * a - 7) 2].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s173_p45 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s173_p46 {a b c d : Z} {g : game} : holds (s173_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.

Lemma s174_p1 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s174_p2 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s174_p3 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s174_p4 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s174_p5 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-7) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s174_p6 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s174_p7 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (b + c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s174_p8 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s174_p9 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s174_p10 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (c - 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s174_p11 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s174_p12 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s174_p13 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == dyadic (11 * c - 19) 3.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s174_p14 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (dyadic 1 2)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s174_p15 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * b + c - 1)] [nstar (int b)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s174_p16 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a + b >= 1 /\ c >= 3 /\ d = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s174_p17 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s174_p18 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s174_p19 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == dyadic (2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s174_p20 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b)] [Game [nstar (int (2 * a + b - 1))] [nstar (dyadic (2 * a + 1) 1)]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s174_p21 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s174_p22 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s174_p23 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (3 * a - 6)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s174_p24 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s174_p25 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s174_p26 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * c - 7) 1.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s174_p27 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * c - 7) 1.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s174_p28 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s174_p29 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s174_p30 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s174_p31 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (3 * a + c - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s174_p32 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s174_p33 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s174_p34 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == int (2 * a + c - 2).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s174_p35 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s174_p36 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s174_p37 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a - 1)] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s174_p38 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 2)] [Game [dyadic 3 1] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s174_p39 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s174_p40 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s174_p41 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s174_p42 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a - 3)] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s174_p43 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 6] [Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s174_p44 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 2)] [dyadic 7 2]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s174_p45 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 8] [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s174_p46 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 4)] [Game [Game [nstar (int 4)] [Game [dyadic 5 1] [Game [int 2] [nstar (int 2)]]]] [Game [nstar (dyadic 9 2)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s174_p47 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 3 /\ a <= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 5) 1).
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s174_p48 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2)] [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s174_p49 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a))] [Game [Game [nstar (int (2 * a))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [Game [int a] [int 2]]]]] [Game [nstar (dyadic (4 * a + 1) 2)] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s174_p50 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic (2 * a - 3) 1)] [dyadic (8 * a - 13) 3].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s174_p51 {a b c d : Z} {g : game} : holds (s174_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [dyadic (8 * a - 21) 3] [int 1]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.

