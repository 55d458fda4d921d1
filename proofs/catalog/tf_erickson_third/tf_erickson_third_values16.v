(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s165_p1 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s165_p2 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s165_p3 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s165_p4 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s165_p5 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a + b = 1 /\ a - c = 0 /\ d = 0 /\ e >= 1)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s165_p6 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ d >= 2)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s165_p7 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s165_p8 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s165_p9 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (-3) 2.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s165_p10 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s165_p11 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s165_p12 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (-3) 2] [dyadic (-5) 2].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s165_p13 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s165_p14 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s165_p15 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c - 2)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s165_p16 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a + c = 2 /\ a + e = 1 /\ a - b = 0 /\ d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s165_p17 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b + c = 2 /\ b + d = 1 /\ b + e >= 2)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s165_p18 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s165_p19 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 0] [dyadic (-1) 1]] [Game [Game [dyadic (-1) 1] [int (-1)]] [int (-1)]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s165_p20 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s165_p21 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s165_p22 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (c - 2)] [int 0].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s165_p23 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 1] [dyadic (-1) 1]] [Game [Game [nstar (int 0)] [int (-1)]] [int (-1)]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s165_p24 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int (c - 3)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s165_p25 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (c - 3)] [dyadic (-1) 1]] [Game [Game [Game [int (c - 4)] [int 0]] [int (-1)]] [int (-1)]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s165_p26 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s165_p27 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (b >= 1 /\ d >= 2)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s165_p28 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s165_p29 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a + c = 1 /\ a + b >= 1 /\ b + d = 1 /\ e = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s165_p30 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s165_p31 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s165_p32 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s165_p33 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a + c = 1 /\ - a + b <= 1 /\ b + d = 2 /\ b >= 1 /\ e >= 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s165_p34 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s165_p35 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s165_p36 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s165_p37 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 1) 2] [Game [nstar (int a)] [int a]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s165_p38 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (4 * a + 1) 2] [Game [nstar (int a)] [int a]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s165_p39 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s165_p40 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s165_p41 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s165_p42 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + c - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s165_p43 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (b >= 2 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s165_p44 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e >= 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s165_p45 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e >= 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s165_p46 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + 1)] [dyadic (2 * a + 1) 1]] [Game [Game [dyadic (2 * a + 1) 1] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s165_p47 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + 1)] [dyadic (2 * a + 1) 1]] [Game [Game [dyadic (2 * a + 1) 1] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s165_p48 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s165_p49 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s165_p50 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s165_p51 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + c - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s165_p52 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + 2)] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (int (a + 1))] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s165_p53 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + 2)] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (int (a + 1))] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s165_p54 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s165_p55 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int (a + c - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s165_p56 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 2 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + c - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (a + c - 3)] [int (a + 1)]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s165_p57 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + c - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (a + c - 3)] [int (a + 1)]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s165_p58 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s165_p59 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [dyadic (-1) 3].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s165_p60 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 1 3] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s165_p61 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s165_p62 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [Game [Game [Game [dyadic 1 2] [int 0]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s165_p63 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (b >= 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [dyadic (4 * a + 1) 2]] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s165_p64 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s165_p65 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s165_p66 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s165_p67 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s165_p68 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s165_p69 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ c = 0 /\ e >= 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s165_p70 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s165_p71 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 1 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s165_p72 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a + d = 2 /\ a - b = 1 /\ c = 1 /\ e >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s165_p73 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s165_p74 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 1 1] [nstar (dyadic 1 1)]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s165_p75 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s165_p76 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c - 1) 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s165_p77 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * c - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s165_p78 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 3 1] [nstar (dyadic 1 1)]] [Game [Game [int 1] [nstar (int 0)]] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s165_p79 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [dyadic (2 * c - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s165_p80 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * c - 3) 1] [nstar (dyadic 1 1)]] [Game [Game [Game [dyadic (2 * c - 5) 1] [nstar (int 1)]] [nstar (int 0)]] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s165_p81 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s165_p82 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 1 2] [int 0].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s165_p83 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s165_p84 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s165_p85 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 1)] [Game [nstar (dyadic 1 1)] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s165_p86 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s165_p87 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e = 0)%Z -> g == Game [int c] [int 1].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s165_p88 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 2] [int 1]] [Game [Game [dyadic 5 2] [dyadic 1 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s165_p89 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int (c - 1)] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s165_p90 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (c - 1)] [int 1]] [Game [Game [Game [int (c - 2)] [dyadic 3 1]] [dyadic 1 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s165_p91 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 1 1] [dyadic 1 2]] [int 0].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s165_p92 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int a] [dyadic (4 * a - 1) 2].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s165_p93 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s165_p94 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [Game [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s165_p95 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s165_p96 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [Game [Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s165_p97 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s165_p98 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s165_p99 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 1 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s165_p100 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s165_p101 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s165_p102 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s165_p103 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]] [dyadic 1 1; Game [Game [int 1] [Game [dyadic 1 1] [int 0]]] [int 0; Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s165_p104 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s165_p105 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [Game [int 1] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [dyadic (2 * c - 3) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]]] [int 0; Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s165_p106 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s165_p107 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [int 0].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s165_p108 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a - 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s165_p109 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s165_p110 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s165_p111 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a - 1)] [dyadic (4 * a - 5) 2]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s165_p112 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (c + 1)] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s165_p113 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s165_p114 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 2] [nstar (dyadic 3 1)]] [Game [int 1] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s165_p115 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s165_p116 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (c + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s165_p117 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int 3] [nstar (dyadic 3 1)]] [Game [Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s165_p118 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int c] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s165_p119 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c >= 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int c] [nstar (dyadic 3 1)]] [Game [Game [Game [int (c - 1)] [nstar (int 2)]] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s165_p120 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s165_p121 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 2] [Game [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s165_p122 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s165_p123 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * c + 3) 1] [Game [nstar (dyadic 3 1)] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s165_p124 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * c + 3) 1] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s165_p125 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 5 1] [Game [nstar (dyadic 3 1)] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0; Game [nstar (int 1)] [int 0]]].
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s165_p126 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s165_p127 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (dyadic 3 1)] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [dyadic (2 * c - 1) 1] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]] [int 0; Game [nstar (int 1)] [int 0]]].
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s165_p128 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s165_p129 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s165_p130 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z -> g == Game [nstar (int (a - 1))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s165_p131 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a + c - 1)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s165_p132 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [int (a + c - 1)] [Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s165_p133 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int a] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]]] [dyadic 3 1; Game [Game [nstar (int (a - 1))] [int (a - 1)]] [Game [nstar (int 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s165_p134 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [int (a + c - 2)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s165_p135 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (c + 1)] [Game [dyadic 5 1] [dyadic 3 1]]] [dyadic 3 1; Game [Game [Game [int c] [Game [int 3] [int 2]]] [int 2; Game [int 2] [int 1]]] [int 1]].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s165_p136 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s165_p137 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int a] [Game [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s165_p138 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s165_p139 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s165_p140 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s165_p141 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 7 1] [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s165_p142 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z -> g == Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s165_p143 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * c + 3) 1] [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [dyadic (2 * c + 1) 1] [Game [Game [int 3] [int 2]] [int 1]]] [Game [Game [int 2] [int 1]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s165_p144 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 2)] [Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s165_p145 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + 1)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]]] [dyadic 3 1; Game [Game [Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [int (a - 1)]; Game [Game [int a] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]]] [Game [Game [Game [int (a + 2)] [int 2]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s165_p146 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + 2)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]]] [dyadic 3 1; Game [Game [Game [nstar (int a)] [int (a - 1)]] [int (a - 1)]; Game [Game [int (a + 1)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]]] [Game [Game [Game [int (a + 3)] [int 2]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s165_p147 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 4 /\ b = 1 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (a + c - 2)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]]] [dyadic 3 1; Game [Game [Game [int (a + c - 3)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]]; Game [Game [Game [int (a + c - 4)] [int a]] [int (a - 1)]] [int (a - 1)]] [Game [Game [Game [int (a + c - 1)] [int 2]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s165_p148 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s165_p149 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 9 1] [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s165_p150 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 3 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a + 1) 1] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [dyadic (2 * a - 1) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 3) 1] [int (a - 2)]] [int (a - 2)]; Game [Game [int (a - 1)] [Game [int (a - 1)] [int 2]]] [int 2; Game [int (a - 2)] [int 1]]] [Game [Game [Game [int (a + 1)] [int 2]] [int 1]] [int 1]]] [int 0]].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s165_p151 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 4 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a + 3) 1] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [dyadic (2 * a + 1) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]]; Game [Game [Game [nstar (int (a - 1))] [int (a - 2)]] [int (a - 2)]; Game [Game [int a] [Game [int (a - 1)] [int 2]]] [int 2; Game [int (a - 2)] [int 1]]] [Game [Game [Game [int (a + 2)] [int 2]] [int 1]] [int 1]]] [int 0]].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s165_p152 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c >= 5 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [dyadic (2 * a + 2 * c - 7) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]]; Game [Game [Game [int (a + c - 4)] [Game [int (a - 1)] [int 2]]] [int 2; Game [int (a - 2)] [int 1]]; Game [Game [Game [int (a + c - 5)] [int (a - 1)]] [int (a - 2)]] [int (a - 2)]] [Game [Game [Game [int (a + c - 2)] [int 2]] [int 1]] [int 1]]] [int 0]].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s165_p153 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 5 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 3)] [Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s165_p154 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s165_p155 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 2 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a - 1) 1] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [dyadic 1 1]]] [dyadic 1 1; Game [Game [Game [nstar (int (a - 2))] [int (a - 2)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 3) 1] [Game [Game [int (a - 2)] [int 2]] [int 1]]] [Game [Game [int (a - 3)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 5) 1] [int (a - 3)]] [int (a - 3)]; Game [Game [int (a - 2)] [Game [int (a - 2)] [int 2]]] [int 2; Game [int (a - 3)] [int 1]]] [Game [Game [Game [int a] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s165_p156 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 6 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s165_p157 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a = 7 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s165_p158 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 7 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int (a - 2))] [Game [Game [Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 3))] [int (a - 3)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 3)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 5) 1] [Game [Game [int (a - 3)] [int 2]] [int 1]]] [Game [Game [int (a - 4)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [int (a - 4)]; Game [Game [int (a - 3)] [Game [int (a - 3)] [int 2]]] [int 2; Game [int (a - 4)] [int 1]]] [Game [Game [Game [int (a - 1)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.
Lemma s165_p159 {a b c d e : Z} {g : game} : holds (s165_pieces a b c d e) g -> (a >= 8 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [dyadic (2 * a - 7) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 4))] [int (a - 4)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 4)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 7) 1] [Game [Game [int (a - 4)] [int 2]] [int 1]]] [Game [Game [int (a - 5)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 9) 1] [int (a - 5)]] [int (a - 5)]; Game [Game [int (a - 4)] [Game [int (a - 4)] [int 2]]] [int 2; Game [int (a - 5)] [int 1]]] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 158 _ _ _ H eq_refl). Qed.
Lemma s165_p5_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a + b = 1 /\ a - c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (int (c - 1)) (int off) == int (c + off - 1).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p17_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b + c = 2 /\ b + d = 1 /\ b + e >= 2)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p18_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (b >= 2 /\ c = 1 /\ d = 0 /\ e >= 1)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p26_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p27_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (b >= 1 /\ d >= 2)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p28_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (b >= 2 /\ c = 0 /\ d = 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p31_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (dyadic (4 * a + 1) 2) (int off) == dyadic (4 * a + 4 * off + 1) 2.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (4 * a + 1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p33_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a + c = 1 /\ - a + b <= 1 /\ b + d = 2 /\ b >= 1 /\ e >= 1)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p34_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 1 /\ b = 0 /\ d >= 2)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p35_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p36_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (b >= 2 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (dyadic (2 * a + 2 * c - 1) 1) (int off) == dyadic (2 * a + 2 * c + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + 2 * c - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p39_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * a + 1) 1] [int a]) (int off) == Game [dyadic (2 * a + 2 * off + 1) 1] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p40_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * a + 1) 1] [int a]) (int off) == Game [dyadic (2 * a + 2 * off + 1) 1] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p42_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (a + c - 1)] [dyadic (2 * a + 1) 1]) (int off) == Game [int (a + c + off - 1)] [dyadic (2 * a + 2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p44_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1 /\ e >= 1)%Z ->
  add (nstar (int (a + 1))) (int off) == Game [int (a + off + 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p45_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1 /\ e >= 1)%Z ->
  add (nstar (int (a + 1))) (int off) == Game [int (a + off + 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p48_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b >= 2 /\ c = 3 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [nstar (int (a + 1))] [int a]) (int off) == Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p49_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (- a + b >= 1 /\ a <= 1 /\ c = 3 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [nstar (int (a + 1))] [int a]) (int off) == Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p50_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (a + c - 1)] [int (a + 1)]) (int off) == Game [int (a + c + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p51_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (a + c - 1)] [int (a + 1)]) (int off) == Game [int (a + c + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p54_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [int (a + c - 2)] [int (a + 1)]] [int a]) (int off) == Game [Game [int (a + c + off - 2)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + c - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p55_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [int (a + c - 2)] [int (a + 1)]] [int a]) (int off) == Game [Game [int (a + c + off - 2)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + c - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p58_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (dyadic (-1) 2) (int off) == dyadic (4 * off - 1) 2.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p61_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [dyadic 1 2] [int 0]] [int 0]) (int off) == Game [Game [dyadic (4 * off + 1) 2] [int off]] [int off].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (1 + sh * pw 2) 2)] [(fun sh => int (0 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p64_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]) (int off) == Game [Game [Game [int (2 * a + b + off - 3)] [dyadic (2 * a + 2 * off + 1) 1]] [int (a + off)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + b - 3 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p65_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]) (int off) == Game [Game [Game [int (2 * a + b + off - 3)] [dyadic (2 * a + 2 * off + 1) 1]] [int (a + off)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + b - 3 + sh))] [(fun sh => dyadic (2 * a + 1 + sh * pw 1) 1)])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p68_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (nstar (int (-1))) (int off) == Game [int (off - 1)] [int (off - 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p69_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b + d = 1 /\ c = 0 /\ e >= 1)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p72_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a + d = 2 /\ a - b = 1 /\ c = 1 /\ e >= 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p73_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p75_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [int 1] [nstar (int 0)]) (int off) == Game [int (off + 1)] [Game [int off] [int off]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p77_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * c - 1) 1] [nstar (int 1)]) (int off) == Game [dyadic (2 * c + 2 * off - 1) 1] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * c - 1 + sh * pw 1) 1)] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p79_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [dyadic (2 * c - 3) 1] [nstar (int 1)]] [nstar (int 0)]) (int off) == Game [Game [dyadic (2 * c + 2 * off - 3) 1] [Game [int (off + 1)] [int (off + 1)]]] [Game [int off] [int off]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (2 * c - 3 + sh * pw 1) 1)] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])] [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p83_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z ->
  add (nstar (dyadic 1 1)) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p86_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [dyadic 5 2] [dyadic 1 1]) (int off) == Game [dyadic (4 * off + 5) 2] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (5 + sh * pw 2) 2)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p89_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [int (c - 1)] [dyadic 3 1]] [dyadic 1 1]) (int off) == Game [Game [int (c + off - 1)] [dyadic (2 * off + 3) 1]] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (c - 1 + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p93_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]) (int off) == Game [Game [Game [int (off + 2)] [dyadic (4 * off + 5) 2]] [int (off + 1)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => dyadic (5 + sh * pw 2) 2)])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p95_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 1]) (int off) == Game [Game [Game [int (b + off - 1)] [dyadic (2 * off + 3) 1]] [int (off + 1)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (b - 1 + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p97_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p100_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [int 1] [Game [dyadic 1 1] [int 0]]) (int off) == Game [int (off + 1)] [Game [dyadic (2 * off + 1) 1] [int off]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p102_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]]) (int off) == Game [dyadic (2 * c + 2 * off + 1) 1] [Game [dyadic (2 * off + 3) 1] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * c + 1 + sh * pw 1) 1)] [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p104_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [dyadic (2 * c - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]]) (int off) == Game [Game [dyadic (2 * c + 2 * off - 1) 1] [Game [dyadic (2 * off + 3) 1] [int (off + 1)]]] [Game [dyadic (2 * off + 1) 1] [int off]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (2 * c - 1 + sh * pw 1) 1)] [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => int (1 + sh))])])] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p107_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * a - 3) 1] [int 0]) (int off) == Game [dyadic (2 * a + 2 * off - 3) 1] [int off].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 3 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p109_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p110_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 1)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p113_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int 2] [nstar (int 2)]) (int off) == Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p115_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)]) (int off) == Game [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p116_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (c + 1)] [nstar (int 2)]) (int off) == Game [int (c + off + 1)] [Game [int (off + 2)] [int (off + 2)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (c + 1 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p118_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [int c] [nstar (int 2)]] [nstar (int 1)]) (int off) == Game [Game [int (c + off)] [Game [int (off + 2)] [int (off + 2)]]] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (c + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p120_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]) (int off) == Game [Game [Game [int (off + 4)] [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]]] [int (off + 2)]] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (2 + sh))])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p124_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * c + 3) 1] [Game [nstar (int 2)] [int 1]]) (int off) == Game [dyadic (2 * c + 2 * off + 3) 1] [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * c + 3 + sh * pw 1) 1)] [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p126_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [dyadic (2 * c + 1) 1] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]) (int off) == Game [Game [dyadic (2 * c + 2 * off + 1) 1] [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]]] [Game [Game [int (off + 1)] [int (off + 1)]] [int off]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (2 * c + 1 + sh * pw 1) 1)] [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])])] [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p129_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (a - 1)] [int 1]) (int off) == Game [int (a + off - 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p130_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [nstar (int (a - 1))] [nstar (int 1)]) (int off) == Game [Game [int (a + off - 1)] [int (a + off - 1)]] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p132_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [int (a + c - 1)] [Game [int a] [int 2]]) (int off) == Game [int (a + c + off - 1)] [Game [int (a + off)] [int (off + 2)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => int (2 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p134_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [int (a + c - 2)] [Game [int a] [int 2]]] [int 2; Game [int (a - 1)] [int 1]]) (int off) == Game [Game [int (a + c + off - 2)] [Game [int (a + off)] [int (off + 2)]]] [int (off + 2); Game [int (a + off - 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + c - 2 + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => int (2 + sh))])])] [(fun sh => int (2 + sh)); (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p136_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]) (int off) == Game [Game [Game [int (2 * a + off)] [Game [int (a + off)] [Game [int (a + off)] [int (off + 2)]]]] [int (a + off)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + sh))] [(node [(fun sh => int (a + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (a + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p140_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1 /\ e >= 1)%Z ->
  add (Game [dyadic (2 * a + 2 * c - 3) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]) (int off) == Game [dyadic (2 * a + 2 * c + 2 * off - 3) 1] [Game [Game [int (a + off - 1)] [int (off + 2)]] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a + 2 * c - 3 + sh * pw 1) 1)] [(node [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s165_p142_add (a b c d e : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (0 <= e)%Z -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0 /\ e >= 1)%Z ->
  add (Game [Game [dyadic (2 * a + 2 * c - 5) 1] [Game [Game [int (a - 1)] [int 2]] [int 1]]] [Game [Game [int (a - 2)] [int 1]] [int 0]]) (int off) == Game [Game [dyadic (2 * a + 2 * c + 2 * off - 5) 1] [Game [Game [int (a + off - 1)] [int (off + 2)]] [int (off + 1)]]] [Game [Game [int (a + off - 2)] [int (off + 1)]] [int off]].
Proof.
  intros Ha Hb Hc Hd He H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (2 * a + 2 * c - 5 + sh * pw 1) 1)] [(node [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])])] [(node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s166_p1 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s166_p2 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s166_p3 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s166_p4 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a + d = 3 /\ a <= 1 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s166_p5 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s166_p6 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (d - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s166_p7 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a <= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s166_p8 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a + b <= 1 /\ b + d = 1 /\ c = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s166_p9 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s166_p10 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int d] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s166_p11 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a - c >= 0 /\ a <= 3 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == dyadic (8 * a + 7 * c - 6) 3.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s166_p12 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a <= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (8 * a + 7 * c - 6) 3.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s166_p13 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == nstar (int (a + b + 2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s166_p14 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (c >= 2 /\ d = 2)%Z -> g == Game [dyadic (2 * a + 2 * b + 5) 1] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s166_p15 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (a + b + 3))] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s166_p16 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (a + b + d)] [int (a + b + 3)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s166_p17 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 2)] [int 2].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s166_p18 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + 2 * b + c)] [dyadic (2 * a + 2 * b + 5) 1]] [int (a + b + 2)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s166_p19 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a + b >= 1 /\ a <= 1 /\ b + d = 1 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s166_p20 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s166_p21 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s166_p22 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s166_p23 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s166_p24 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s166_p25 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int d)] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s166_p26 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s166_p27 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s166_p28 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d + 1)] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s166_p29 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (b >= 1 /\ c = 2 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * b + 3) 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s166_p30 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s166_p31 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s166_p32 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s166_p33 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (d + 1))] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s166_p34 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 2 * b + 1) 1] [int 1].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s166_p35 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int (a + b + 1))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s166_p36 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 1 /\ a - d <= 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (a + b + d)] [Game [int (a + b + 2)] [int 3]]] [int 3; Game [int (a + b + 1)] [int 2]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s166_p37 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (a + b + d)] [Game [int (a + b + 2)] [int 3]]] [int 3; Game [int (a + b + 1)] [int 2]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s166_p38 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 1 /\ a <= 3 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + 2 * b + 3)] [Game [int (a + b + 2)] [Game [int (a + b + 2)] [int 3]]]] [int (a + b + 2)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s166_p39 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (b >= 2 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + 2 * b + 3)] [Game [int (a + b + 2)] [Game [int (a + b + 2)] [int 3]]]] [int (a + b + 2)]] [int (a + b + 2)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s166_p40 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a + b >= 3 /\ a <= 3 /\ b >= 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]]] [Game [Game [int (a + b)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s166_p41 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 4 /\ b >= 3 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int (a + b + 1)); Game [int (a + b + 1)] [Game [int (a + b + 1)] [int 3]]] [Game [int (a + b + 1)] [int 2]; Game [Game [int (a + b + 1)] [int 3]] [int 2]]] [Game [Game [int (a + b)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s166_p42 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (a + b + d - 1))] [Game [Game [int (a + b + 1)] [int 3]] [int 2]]] [Game [Game [int (a + b)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s166_p43 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 4 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int (a + b + d - 1))] [Game [Game [int (a + b + 1)] [int 3]] [int 2]]] [Game [Game [int (a + b)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s166_p44 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s166_p45 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [int (d - 1)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s166_p46 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (d + 1)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s166_p47 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s166_p48 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + c) 1.
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s166_p49 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 1 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a + c) 1.
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s166_p50 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ c <= 3 /\ d = 0)%Z -> g == dyadic (2 * a + c) 1.
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s166_p51 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [nstar (int (d + 1))] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s166_p52 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (a + 1)] [int 1].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s166_p53 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s166_p54 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s166_p55 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int d] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s166_p56 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s166_p57 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [nstar (int a)] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s166_p58 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (d + 2)] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s166_p59 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int 4)] [int 4].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s166_p60 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s166_p61 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [nstar (int (d + 2))] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s166_p62 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s166_p63 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (d + 1))] [int (d + 1)]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s166_p64 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * d + 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s166_p65 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [nstar (dyadic (2 * d + 5) 1)] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s166_p66 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int (a + d - 2))] [int (d + 1)]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s166_p67 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [nstar (int (d + 3))] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s166_p68 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (a + d - 1)] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s166_p69 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a - d = 2 /\ a >= 4 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [int (2 * a - 1)] [int (a + 3); Game [int (a + 3)] [int 3]]] [int 3; Game [int (a + 2)] [int 2]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s166_p70 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (a + 3))] [int (a + 3)].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s166_p71 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 5 /\ a - d <= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [Game [int (a + d - 1)] [int (d + 3)]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s166_p72 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a - d = 3 /\ a >= 5 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [int (2 * a - 2)] [int (a + 2); Game [int (a + 3)] [int 3]]] [int 3].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s166_p73 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [Game [int (a + 1)] [int 5; Game [int (a + 1)] [int 2]]; Game [dyadic (2 * a + 1) 1] [int a]] [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 2]] [int 1]]; Game [Game [int (a + 1)] [int 5]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s166_p74 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 6 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [int (a + 3)] [int 7; Game [int (a + 3)] [int 3]]; Game [dyadic (2 * a + 5) 1] [int (a + 2)]] [Game [Game [Game [int (a + 3)] [int 7]] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s166_p75 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 7 /\ b = 0 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [Game [nstar (int (a + 1))] [int a]; Game [int (a + 2)] [int 6; Game [int (a + 1)] [int 2]]] [Game [Game [Game [nstar (int (a + 3))] [int 6]] [int 2]] [int 1]]; Game [Game [int (a + 2)] [int 6]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s166_p76 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a >= 7 /\ b = 1 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [nstar (int (a + 3))] [int (a + 2)]; Game [int (a + 4)] [int 8; Game [int (a + 3)] [int 3]]] [Game [Game [Game [int (a + 4)] [int 8]] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s166_p77 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a - d >= 4 /\ b = 0 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [Game [int (a + d - 1)] [int (d + 3); Game [int (a + 1)] [int 2]]; Game [Game [int (a + d - 2)] [int (a + 1)]] [int a]] [Game [Game [Game [nstar (int (a + d))] [int (d + 3)]] [int 2]] [int 1]]; Game [Game [int (a + d - 1)] [int (d + 3)]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s166_p78 {a b c d : Z} {g : game} : holds (s166_pieces a b c d) g -> (a - d >= 4 /\ b = 1 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [int (a + d + 1)] [int (d + 5); Game [int (a + 3)] [int 3]]; Game [Game [int (a + d)] [int (a + 3)]] [int (a + 2)]] [Game [Game [Game [int (a + d + 1)] [int (d + 5)]] [int 3]] [int 2]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.

