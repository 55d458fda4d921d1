(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s90_p1 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s90_p2 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-7) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s90_p3 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s90_p4 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (d - 5)] [int (-3)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s90_p5 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s90_p6 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s90_p7 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d - 2)] [int (-1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s90_p8 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (c >= 2 /\ d = 0)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s90_p9 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == dyadic (4 * a + 2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s90_p10 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (c >= 2 /\ d = 2)%Z -> g == nstar (int (2 * a + b + 1)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s90_p11 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (c >= 2 /\ d >= 3)%Z -> g == Game [int (2 * a + b + d - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s90_p12 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s90_p13 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s90_p14 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d - 2))] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s90_p15 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s90_p16 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s90_p17 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [dyadic (4 * d - 3) 2] [Game [int 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s90_p18 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s90_p19 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 3 2] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s90_p20 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 5 2] [Game [int 1] [nstar (int 1)]]] [nstar (dyadic 3 2)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s90_p21 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [dyadic (4 * d - 3) 2] [dyadic (4 * d - 5) 2]] [Game [Game [int 1] [nstar (int 1)]] [dyadic 3 2]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s90_p22 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s90_p23 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic (4 * a + 2 * b - 1) 1] [int (a + 1)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s90_p24 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (2 * a + b))] [Game [dyadic (2 * a + 3) 1] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s90_p25 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ - b + d >= 1 /\ c = 1)%Z -> g == Game [Game [int (b + d - 2)] [dyadic (2 * d - 1) 1]] [Game [int b] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s90_p26 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 2]] [Game [Game [dyadic 1 2] [int 0]] [int (-1)]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s90_p27 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic 3 1] [int 1]] [Game [Game [int 1] [dyadic 1 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s90_p28 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s90_p29 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 3)%Z -> g == Game [int 2; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s90_p30 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [Game [int d] [dyadic (2 * d - 1) 1]] [Game [Game [dyadic (2 * d - 1) 1] [int (d - 1)]] [int (d - 1)]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s90_p31 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b - d >= 0 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (b + d - 2)] [int b]] [Game [dyadic (2 * d - 1) 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s90_p32 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int (a - 1)]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s90_p33 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int (a - 1)]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s90_p34 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 3) 1] [int (a + 1)]] [Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s90_p35 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 3) 1] [int (a + 1)]] [Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s90_p36 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + b - d >= 1 /\ a >= 2 /\ b >= 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic (2 * a + 2 * d - 1) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s90_p37 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b - d >= 1 /\ b >= 4 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic (2 * a + 2 * d - 1) 1] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s90_p38 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 4)%Z -> g == Game [int 3; Game [Game [int 5] [dyadic 7 1]] [Game [Game [nstar (int 4)] [int 3]] [int 3]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s90_p39 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d >= 5)%Z -> g == Game [Game [Game [int (d + 1)] [dyadic (2 * d - 1) 1]] [Game [Game [nstar (int d)] [int (d - 1)]] [int (d - 1)]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s90_p40 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + b - d = 0 /\ a + b >= 5 /\ b >= 3 /\ c = 0)%Z -> g == Game [int (2 * a + b - 1); Game [Game [int (3 * a + 2 * b - 3)] [dyadic (4 * a + 2 * b - 1) 1]] [Game [Game [Game [int (3 * a + 2 * b - 4)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [int (2 * a + b - 1)]]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s90_p41 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + b >= 5 /\ - a - b + d >= 1 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a + b + d - 3)] [dyadic (2 * a + 2 * d - 1) 1]] [Game [Game [Game [int (2 * a + b + d - 4)] [int (a + d)]] [int (a + d - 1)]] [int (a + d - 1)]]] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s90_p42 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s90_p43 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s90_p44 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s90_p45 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s90_p46 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (d - 2)] [int 0].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s90_p47 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + c + d = 3 /\ a + c >= 2 /\ a <= 2 /\ b = 0 /\ c <= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s90_p48 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == Game [dyadic (2 * d - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s90_p49 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s90_p50 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s90_p51 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (dyadic (2 * d - 1) 1)] [int 1].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s90_p52 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [int 1].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s90_p53 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic 5 1] [Game [dyadic 3 1] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s90_p54 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int 3)] [Game [dyadic 5 1] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s90_p55 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d + 1)] [dyadic (2 * d + 1) 1]] [Game [int 3] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s90_p56 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 2] [int 1]] [Game [nstar (dyadic 1 1)] [int 0]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s90_p57 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic 5 1] [Game [dyadic 3 1] [nstar (dyadic 3 1)]]] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s90_p58 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 5 1] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s90_p59 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 3)%Z -> g == Game [int 3; Game [Game [int 4] [dyadic 7 1]] [Game [nstar (int 3)] [int 3]]] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s90_p60 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [Game [int (d + 1)] [dyadic (2 * d + 1) 1]] [Game [nstar (int d)] [int d]]] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s90_p61 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ - b + d <= 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (b + d)] [int (b + 2)]] [Game [dyadic (2 * d + 1) 1] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s90_p62 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b >= 2 /\ - b + d >= 2 /\ c = 1)%Z -> g == Game [Game [int (b + d)] [dyadic (2 * d + 1) 1]] [Game [int (b + 2)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s90_p63 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 3] [dyadic 5 2]] [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s90_p64 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic 7 1] [int 2]] [Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s90_p65 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b - d >= 0 /\ b >= 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic (2 * d + 1) 1] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s90_p66 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 4)%Z -> g == Game [int 4; Game [Game [int 6] [dyadic 9 1]] [Game [Game [nstar (int 5)] [int 4]] [int 4]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s90_p67 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d >= 5)%Z -> g == Game [Game [Game [int (d + 2)] [dyadic (2 * d + 1) 1]] [Game [Game [nstar (int (d + 1))] [int d]] [int d]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s90_p68 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int b] [dyadic 5 2]] [Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s90_p69 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (2 * b + 1) 1] [int 2]] [Game [Game [Game [dyadic (2 * b - 1) 1] [dyadic 9 2]] [dyadic 3 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s90_p70 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic 7 2.
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s90_p71 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + d >= 4 /\ a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [dyadic (2 * a + 2 * d - 3) 1] [int 2].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s90_p72 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s90_p73 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 7 2] [Game [dyadic 3 1] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s90_p74 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (dyadic (2 * d + 1) 1)] [Game [int 2] [Game [dyadic 3 1] [int 1]]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s90_p75 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]]].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s90_p76 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic 9 1] [Game [dyadic 5 1] [int 2]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s90_p77 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int 5)] [Game [dyadic 7 1] [int 2]].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s90_p78 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [int 6] [int 5]] [Game [dyadic 9 1] [int 2]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s90_p79 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [int (d + 3)] [dyadic (2 * d + 3) 1]] [Game [int 5] [int 2]].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s90_p80 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s90_p81 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 2 /\ - a + d <= 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic (2 * a + 2 * d - 1) 1] [int a].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s90_p82 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (- a + d = 2 /\ a >= 2 /\ b = 2 /\ c = 0)%Z -> g == Game [int (2 * a + 1); Game [Game [int (3 * a + 1)] [dyadic (4 * a + 3) 1]] [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]]] [int a].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s90_p83 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 2 /\ - a + d >= 3 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a + d - 1)] [dyadic (2 * a + 2 * d - 1) 1]] [Game [nstar (int (a + d - 1))] [int (a + d - 1)]]] [int a].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s90_p84 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a + b - d >= 0 /\ a >= 2 /\ b >= 2 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [int (2 * a + b)]] [Game [dyadic (2 * a + 2 * d - 1) 1] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s90_p85 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 2 /\ - a - b + d >= 1 /\ b >= 2 /\ c = 1)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [dyadic (2 * a + 2 * d - 1) 1]] [Game [int (2 * a + b)] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s90_p86 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 5] [dyadic 9 2]] [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s90_p87 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic 11 1] [int 3]] [Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s90_p88 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s90_p89 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic (2 * d + 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s90_p90 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s90_p91 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (4 * a - 3) 2.
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s90_p92 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * d + 3) 1] [dyadic (4 * d + 5) 2]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s90_p93 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic (4 * a + 1) 1] [Game [dyadic (2 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s90_p94 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (2 * a + 1))] [Game [dyadic (2 * a + 3) 1] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s90_p95 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ - a + d <= 1 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (2 * a + d - 1)] [int (2 * a + 1)]] [Game [dyadic (2 * a + 2 * d - 1) 1] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s90_p96 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ - a + d >= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [int (2 * a + d - 1)] [dyadic (2 * a + 2 * d - 1) 1]] [Game [int (2 * a + 1)] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s90_p97 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 1)] [dyadic (4 * a + 1) 2]] [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int (a - 1)]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s90_p98 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a + 3) 1] [int (a + 1)]] [Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s90_p99 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s90_p100 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s90_p101 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic (4 * d + 5) 2] [Game [dyadic 5 1] [int 1]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s90_p102 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s90_p103 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [dyadic (2 * a + 2 * d - 3) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s90_p104 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * d + 5) 1] [Game [int (d + 2)] [nstar (int (d + 2))]]] [dyadic 7 1].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s90_p105 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (4 * a - 7) 2] [int 3].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s90_p106 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (d + 2)] [nstar (int (d + 2))]] [Game [dyadic 7 1] [int 1]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s90_p107 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a - d >= 3 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 3) 1] [Game [int (a + d - 2)] [Game [int (a + d - 2)] [int (d + 2)]]]] [dyadic (2 * a - 1) 1; Game [int (a + d - 2)] [int (d + 2)]].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s90_p108 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 5 /\ a - d <= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 3) 1] [Game [int (a + d - 2)] [Game [int (a + d - 2)] [int (d + 2)]]]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s90_p109 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a - d >= 4 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (a + d - 3)] [Game [int (a + d - 3)] [int (d + 2)]]] [int (d + 2); Game [dyadic (2 * a - 3) 1] [int 1]].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s90_p110 {a b c d : Z} {g : game} : holds (s90_pieces a b c d) g -> (a >= 6 /\ a - d <= 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int (a + d - 3)] [Game [int (a + d - 3)] [int (d + 2)]]] [Game [dyadic (2 * a - 3) 1] [int 1]].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.

Lemma s91_p1 {a b c : Z} {g : game} : holds (s91_pieces a b c) g -> (a = 0 /\ b = 0)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s91_p2 {a b c : Z} {g : game} : holds (s91_pieces a b c) g -> (a = 0 /\ b >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s91_p3 {a b c : Z} {g : game} : holds (s91_pieces a b c) g -> (a >= 1 /\ b >= 2)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s91_p4 {a b c : Z} {g : game} : holds (s91_pieces a b c) g -> (a = 1 /\ b = 0)%Z -> g == Game [int (a + c - 1)] [nstar (int (b + c - 1))].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s91_p5 {a b c : Z} {g : game} : holds (s91_pieces a b c) g -> (a >= 2 /\ b = 1)%Z -> g == Game [int (a + c - 1)] [nstar (int (b + c - 1))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s91_p6 {a b c : Z} {g : game} : holds (s91_pieces a b c) g -> (a = 1 /\ b = 1)%Z -> g == Game [int c] [nstar (int c)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s91_p7 {a b c : Z} {g : game} : holds (s91_pieces a b c) g -> (a >= 2 /\ b = 0)%Z -> g == nstar (int c).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s91_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s91_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b >= 2)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s91_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 0)%Z ->
  add (Game [int (a + c - 1)] [nstar (int (b + c - 1))]) (int off) == Game [int (a + c + off - 1)] [Game [int (b + c + off - 1)] [int (b + c + off - 1)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(node [(fun sh => int (b + c - 1 + sh))] [(fun sh => int (b + c - 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s91_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 1)%Z ->
  add (Game [int (a + c - 1)] [nstar (int (b + c - 1))]) (int off) == Game [int (a + c + off - 1)] [Game [int (b + c + off - 1)] [int (b + c + off - 1)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(node [(fun sh => int (b + c - 1 + sh))] [(fun sh => int (b + c - 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s91_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ b = 1)%Z ->
  add (Game [int c] [nstar (int c)]) (int off) == Game [int (c + off)] [Game [int (c + off)] [int (c + off)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (c + sh))] [(node [(fun sh => int (c + sh))] [(fun sh => int (c + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s91_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 0)%Z ->
  add (nstar (int c)) (int off) == Game [int (c + off)] [int (c + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (c + sh))] [(fun sh => int (c + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s92_p1 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s92_p2 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (- a + b >= 0 /\ b + c = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s92_p3 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (b >= 2 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s92_p4 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s92_p5 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 0 /\ b >= 1 /\ c >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s92_p6 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a >= 1 /\ b >= 2 /\ c >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s92_p7 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == Game [int (-1)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s92_p8 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 1 /\ b = 0 /\ c >= 1)%Z -> g == Game [int (a + c - 1)] [dyadic (2 * b + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s92_p9 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (a + c - 1)] [dyadic (2 * b + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s92_p10 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 1 /\ b = 1 /\ c >= 1)%Z -> g == dyadic (4 * c + 1) 2.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s92_p11 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s92_p12 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 1)%Z -> g == Game [dyadic (4 * c + 1) 2] [Game [nstar (int c)] [int c]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s92_p13 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s92_p14 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s92_p15 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (c + 1)] [dyadic (2 * c + 1) 1]] [Game [Game [dyadic (2 * c + 1) 1] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s92_p16 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s92_p17 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s92_p18 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a = 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (c + 2)] [dyadic (2 * c + 1) 1]] [Game [Game [nstar (int (c + 1))] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s92_p19 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 2)] [Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s92_p20 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int (a - 3)] [Game [Game [Game [nstar (int (a - 2))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s92_p21 {a b c : Z} {g : game} : holds (s92_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (a + c - 2)] [dyadic (2 * c + 1) 1]] [Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.

Lemma s93_p1 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s93_p2 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s93_p3 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s93_p4 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s93_p5 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d - 4)] [int (c - 1)]] [int (c - 2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s93_p6 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s93_p7 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s93_p8 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s93_p9 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s93_p10 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s93_p11 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s93_p12 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s93_p13 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s93_p14 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s93_p15 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s93_p16 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s93_p17 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [int (a + 2 * c + d - 2)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s93_p18 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c + d >= 4 /\ c >= 1 /\ d >= 2)%Z -> g == Game [Game [int (a + 2 * c + d - 2)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s93_p19 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s93_p20 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s93_p21 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s93_p22 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s93_p23 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s93_p24 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s93_p25 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (a + 2))] [int (a + 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s93_p26 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (-2)] [nstar (int (-3))].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s93_p27 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (-1) 1] [dyadic (-5) 2].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s93_p28 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [nstar (int 1)] [nstar (dyadic 1 1)]] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s93_p29 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [Game [int (2 * c + d - 2)] [dyadic (4 * c + 2 * d - 5) 1]] [Game [int (c + 1)] [dyadic (2 * c + 1) 1]]] [Game [int c] [dyadic (2 * c - 1) 1]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s93_p30 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [int (c - 1)] [dyadic (2 * c - 3) 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s93_p31 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [nstar (int c)] [nstar (dyadic (2 * c - 1) 1)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s93_p32 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [nstar (int 2)] [nstar (dyadic 3 1)]] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s93_p33 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s93_p34 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 3.
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s93_p35 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 9 3] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s93_p36 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [dyadic (3 * a + 4 * d - 7) 2] [dyadic (3 * a + 7) 3]] [dyadic (5 * a - 3) 3].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s93_p37 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic (3 * a + 4 * d - 7) 2] [dyadic (3 * a + 7) 3]] [dyadic (5 * a - 3) 3].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s93_p38 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (4 * c - 3) 2.
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s93_p39 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d = 1)%Z -> g == nstar (dyadic (4 * c + 1) 2).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s93_p40 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d - 1)] [dyadic (4 * c + 5) 2]] [dyadic (4 * c + 1) 2].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s93_p41 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (a + d - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s93_p42 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s93_p43 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 1 3] [Game [int 0] [int (-1)]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s93_p44 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 9 3] [Game [int 1] [dyadic 1 1]]] [Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s93_p45 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 5 2] [Game [nstar (int 1)] [int 1]]; Game [Game [nstar (int 2)] [nstar (int 1)]; Game [nstar (int 2)] [int 1]] [nstar (int 1); Game [nstar (int 1)] [int 1]]]] [Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s93_p46 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [nstar (int (2 * c + d - 1))] [Game [dyadic (4 * c + 5) 2] [Game [nstar (int (c + 1))] [int (c + 1)]]]] [Game [dyadic (4 * c + 1) 2] [Game [nstar (int c)] [int c]]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s93_p47 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [dyadic (4 * c - 3) 2] [Game [nstar (int (c - 1))] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s93_p48 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [nstar (dyadic (4 * c + 1) 2)] [Game [int c] [int c; nstar (int c)]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s93_p49 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [nstar (int 3)] [Game [dyadic 9 2] [Game [nstar (int 2)] [int 2]]; Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [nstar (int 2); Game [nstar (int 2)] [int 2]]]] [Game [dyadic 5 2] [Game [nstar (int 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s93_p50 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s93_p51 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s93_p52 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int 2] [int 2; Game [int 2] [dyadic 3 1]]] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s93_p53 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c + d >= 3 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d)] [Game [int (c + 2)] [dyadic (2 * c + 3) 1]]] [Game [int (c + 1)] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s93_p54 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c >= 1 /\ d = 0)%Z -> g == Game [int (a + c - 2)] [dyadic (2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s93_p55 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c >= 1 /\ d = 1)%Z -> g == Game [nstar (int (a + c - 1))] [nstar (dyadic (2 * c + 1) 1)].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s93_p56 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s93_p57 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 3 2] [dyadic 1 1; Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s93_p58 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]]] [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s93_p59 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [nstar (int 3)] [Game [Game [nstar (int 3)] [int 1]; Game [nstar (int 3)] [Game [dyadic 3 1] [int 1]]] [nstar (int 1); Game [Game [dyadic 3 1] [int 1]] [int 1]]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]]] [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s93_p60 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [nstar (int (2 * c + d))] [Game [Game [int (c + 2)] [dyadic (2 * c + 3) 1]] [Game [Game [dyadic (2 * c + 3) 1] [int (c + 1)]] [int (c + 1)]]]] [Game [Game [int (c + 1)] [dyadic (2 * c + 1) 1]] [Game [Game [dyadic (2 * c + 1) 1] [int c]] [int c]]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s93_p61 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [int c] [dyadic (2 * c - 1) 1]] [Game [Game [dyadic (2 * c - 1) 1] [int (c - 1)]] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s93_p62 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [Game [nstar (int (c + 1))] [nstar (dyadic (2 * c + 1) 1)]] [Game [Game [nstar (dyadic (2 * c + 1) 1)] [nstar (int c)]] [int c; nstar (int c)]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s93_p63 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [nstar (int 4)] [Game [Game [nstar (int 4)] [int 2]; Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]]] [nstar (int 2); Game [Game [dyadic 5 1] [int 2]] [int 2]]; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]]] [Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s93_p64 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s93_p65 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 3 1] [Game [Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s93_p66 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [dyadic 7 1] [int 3; Game [int 3] [dyadic 3 1]]] [dyadic 3 1; Game [int 2] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s93_p67 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [dyadic (4 * c + 2 * d + 1) 1] [Game [int (c + 3)] [dyadic (2 * c + 3) 1]]] [dyadic (2 * c + 3) 1; Game [int (c + 2)] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s93_p68 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [dyadic 9 1] [int 4; Game [int 4] [dyadic 5 1]]] [dyadic 5 1; Game [int 3] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s93_p69 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s93_p70 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic 3 1] [Game [Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1]]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s93_p71 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 11 2] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [dyadic 5 1] [int 2]] [dyadic 3 1]] [Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]; Game [Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [dyadic 1 1]; Game [Game [nstar (int 3)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]] [Game [dyadic 1 1] [int 0]; Game [Game [nstar (int 1)] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s93_p72 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [dyadic 15 2] [Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]]]; Game [Game [dyadic 7 1] [int 3; Game [int 3] [dyadic 3 1]]] [dyadic 3 1; Game [int 2] [dyadic 1 1]]] [Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]; Game [Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]] [Game [nstar (int 1)] [int 0]; Game [Game [nstar (int 1)] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s93_p73 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [dyadic (8 * c + 4 * d + 3) 2] [Game [Game [int (c + 3)] [dyadic (2 * c + 3) 1]] [Game [Game [nstar (int (c + 2))] [int (c + 1)]] [int (c + 1)]]]] [Game [Game [int (c + 2)] [dyadic (2 * c + 1) 1]] [Game [Game [nstar (int (c + 1))] [int c]] [int c]]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s93_p74 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [int (c + 1)] [dyadic (2 * c - 1) 1]] [Game [Game [nstar (int c)] [int (c - 1)]] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s93_p75 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [Game [nstar (int (c + 2))] [nstar (dyadic (2 * c + 1) 1)]] [Game [Game [int (c + 1)] [nstar (int c)]] [int c; nstar (int c)]].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s93_p76 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [dyadic 19 2] [Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]]; Game [Game [int 4] [dyadic 5 1]] [Game [Game [nstar (int 3)] [int 2]] [int 2]]]; Game [Game [dyadic 9 1] [int 4; Game [int 4] [dyadic 5 1]]] [dyadic 5 1; Game [int 3] [dyadic 3 1]]] [Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]]; Game [Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 2)] [int 1]; Game [Game [nstar (int 2)] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s93_p77 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s93_p78 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [Game [Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s93_p79 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [Game [Game [Game [Game [nstar (int a)] [int 3]] [int 2]] [dyadic 3 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s93_p80 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [nstar (int 4)] [int 3]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s93_p81 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 4)%Z -> g == Game [Game [nstar (int 5)] [int 4; Game [int 4] [dyadic 3 1]]] [dyadic 3 1; Game [int 3] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s93_p82 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c + d >= 5 /\ d >= 2)%Z -> g == Game [Game [nstar (int (2 * c + d + 1))] [Game [int (c + 4)] [dyadic (2 * c + 3) 1]]] [dyadic (2 * c + 3) 1; Game [int (c + 3)] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s93_p83 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [nstar (int 5)] [int 4]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s93_p84 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c + d = 4 /\ c >= 1 /\ c <= 2)%Z -> g == Game [Game [nstar (int (c + 5))] [int (c + 4); Game [int (c + 4)] [dyadic (2 * c + 3) 1]]] [dyadic (2 * c + 3) 1; Game [int (c + 3)] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s93_p85 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s93_p86 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [nstar (int (a - 2))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s93_p87 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a - c - d = 3 /\ a - c >= 5 /\ a <= 6 /\ b = 0)%Z -> g == Game [Game [int (2 * c + d + 1)] [dyadic (2 * c + 3) 1]] [Game [Game [int (a + c - 2)] [dyadic (2 * c + 1) 1]] [Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c]]].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s93_p88 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a - c - d >= 2 /\ a - c - d <= 3 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d + 1)] [dyadic (2 * c + 3) 1]] [Game [Game [int (a + c - 2)] [dyadic (2 * c + 1) 1]] [Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c]]].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s93_p89 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [int 4] [dyadic 3 1; Game [Game [nstar (int 5)] [int 1]; Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]]; Game [Game [nstar (int 4)] [int 3]] [dyadic 3 1]] [Game [Game [int 3] [dyadic 1 1]] [Game [Game [Game [int 2] [int 1]] [int 0]] [int 0]]; Game [Game [Game [nstar (int 5)] [int 1]; Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]; Game [Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [Game [Game [int 2] [int 1]] [int 0]]] [Game [nstar (int 1)] [int 0]; Game [Game [Game [int 2] [int 1]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s93_p90 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ a - c - d <= 1 /\ b = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d + 1)] [Game [Game [int (a + c - 1)] [dyadic (2 * c + 3) 1]] [Game [Game [Game [int (a + c - 2)] [int (c + 2)]] [int (c + 1)]] [int (c + 1)]]]] [Game [Game [int (a + c - 2)] [dyadic (2 * c + 1) 1]] [Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c]]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s93_p91 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [int (a + c - 3)] [dyadic (2 * c - 1) 1]] [Game [Game [Game [int (a + c - 4)] [int c]] [int (c - 1)]] [int (c - 1)]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s93_p92 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [Game [nstar (int (a + c - 2))] [nstar (dyadic (2 * c + 1) 1)]] [Game [Game [Game [nstar (int (a + c - 3))] [nstar (int (c + 1))]] [nstar (int c)]] [int c; nstar (int c)]].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s93_p93 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [int 5] [dyadic 5 1; Game [Game [nstar (int 6)] [int 2]; Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int 4] [int 3]] [int 2]] [int 2]]]; Game [Game [nstar (int 5)] [int 4]] [dyadic 5 1]] [Game [Game [int 4] [dyadic 3 1]] [Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]; Game [Game [Game [nstar (int 6)] [int 2]; Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int 4] [int 3]] [int 2]] [int 2]]; Game [Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [Game [Game [int 3] [int 2]] [int 1]]] [Game [nstar (int 2)] [int 1]; Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s93_p94 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 3)] [Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s93_p95 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [nstar (int a)] [int (a - 1)]] [Game [Game [Game [Game [nstar (int (a + 1))] [int 4]] [int 3]] [dyadic 3 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s93_p96 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a - c - d = 1 /\ a - c >= 3 /\ a >= 5 /\ b = 1)%Z -> g == Game [Game [Game [int (2 * a + c - 4)] [int (a + c)]] [int (a + c - 1)]] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s93_p97 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a - c - d = 0 /\ a - c >= 2 /\ a >= 5 /\ b = 1)%Z -> g == Game [Game [Game [int (2 * a + c - 3)] [int (a + c + 1)]] [int (a + c); Game [int (a + c)] [dyadic (2 * c + 3) 1]]] [dyadic (2 * c + 3) 1; Game [int (a + c - 1)] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s93_p98 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ - a + c + d >= 1 /\ b = 1 /\ d >= 2)%Z -> g == Game [Game [Game [int (a + 2 * c + d - 3)] [int (2 * c + d + 1)]] [Game [int (a + c)] [dyadic (2 * c + 3) 1]]] [dyadic (2 * c + 3) 1; Game [int (a + c - 1)] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s93_p99 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [nstar (int (a + 1))] [int a]] [Game [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 4]] [dyadic 5 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s93_p100 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s93_p101 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a - c - d >= 4 /\ b = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d + 1)] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s93_p102 {a b c d : Z} {g : game} : holds (s93_pieces a b c d) g -> (a - c - d >= 2 /\ b = 1 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [Game [int (a + 2 * c + d - 3)] [int (a + c)]] [int (a + c - 1)]] [Game [Game [Game [Game [nstar (int (a + 2 * c + d - 2))] [int (2 * c + d + 1)]] [int (2 * c + d)]] [dyadic (2 * c + 3) 1]] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.

Lemma s94_p1 {a b : Z} {g : game} : holds (s94_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s94_p2 {a b : Z} {g : game} : holds (s94_pieces a b) g -> (a + b >= 1)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s95_p1 {a b : Z} {g : game} : holds (s95_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s95_p2 {a b : Z} {g : game} : holds (s95_pieces a b) g -> (a <= 1 /\ b = 1)%Z -> g == Game [int (2 * a + 3)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s95_p3 {a b : Z} {g : game} : holds (s95_pieces a b) g -> (b >= 2)%Z -> g == Game [int (2 * a + b + 2)] [nstar (int (a + 2))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s95_p4 {a b : Z} {g : game} : holds (s95_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s95_p5 {a b : Z} {g : game} : holds (s95_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == Game [int (2 * a + 3)] [Game [Game [nstar (int a)] [dyadic 3 1]] [int 1]].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s95_p6 {a b : Z} {g : game} : holds (s95_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s95_p7 {a b : Z} {g : game} : holds (s95_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s96_p1 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s96_p2 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s96_p3 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-7) 1] [int (-4)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s96_p4 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int (-3))] [int (-4)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s96_p5 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (d - 6)] [int (-3)]] [int (-4)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s96_p6 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s96_p7 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s96_p8 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (-2))] [int (-3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s96_p9 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d - 4)] [int (-2)]] [int (-3)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s96_p10 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s96_p11 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s96_p12 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s96_p13 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s96_p14 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s96_p15 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s96_p16 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s96_p17 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (d - 4)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s96_p18 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (-2))] [int (-2)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s96_p19 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (c - 5)] [dyadic (-3) 1]] [int (-2)]] [int (-2)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s96_p20 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [int (d - 3)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s96_p21 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s96_p22 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + c = 2 /\ a - b - d = 0 /\ a >= 1 /\ a - b <= 1 /\ b <= 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s96_p23 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s96_p24 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s96_p25 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 1 /\ c >= 1 /\ d = 2)%Z -> g == Game [dyadic (2 * a - 1) 1] [int (a - 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s96_p26 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (2 * a - 1) 1] [int (a - 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s96_p27 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 1 /\ c >= 1 /\ d = 3)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s96_p28 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s96_p29 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 1 /\ c >= 1 /\ d >= 4)%Z -> g == Game [Game [int (a + d - 3)] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s96_p30 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (a + d - 3)] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s96_p31 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int (a - 1))] [int (a - 1)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s96_p32 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (a - 1))] [int (a - 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s96_p33 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [Game [int (c - 3)] [dyadic (-1) 1]] [int (-1)]] [int (-1)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s96_p34 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s96_p35 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ d = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s96_p36 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ d = 2)%Z -> g == Game [dyadic (4 * a + 1) 1] [int (2 * a)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s96_p37 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ d = 3)%Z -> g == Game [nstar (int (2 * a + 1))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s96_p38 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ d >= 4)%Z -> g == Game [Game [int (2 * a + d - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s96_p39 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 2 /\ - a + c = 1 /\ a <= 1 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s96_p40 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s96_p41 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int (2 * a))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s96_p42 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s96_p43 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 2 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + c - 3)] [dyadic (4 * a + 1) 1]] [int (2 * a)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s96_p44 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a))] [int (2 * a)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s96_p45 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (b >= 4 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [Game [Game [int (3 * a + b - 3)] [dyadic (8 * a + 1) 2]] [int (2 * a)]] [int (2 * a)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s96_p46 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s96_p47 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s96_p48 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s96_p49 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (d - 3)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s96_p50 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s96_p51 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s96_p52 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s96_p53 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + c - 5)] [dyadic (2 * a - 1) 1]] [int (a - 1)]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s96_p54 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s96_p55 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s96_p56 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s96_p57 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d = 2)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s96_p58 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [dyadic (2 * d - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s96_p59 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s96_p60 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [dyadic (4 * a + 1) 2] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s96_p61 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d - 1)] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s96_p62 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s96_p63 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s96_p64 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s96_p65 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (a + d - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s96_p66 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + b = 2 /\ a >= 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s96_p67 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (c - 1)] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s96_p68 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == dyadic (4 * a - 1) 1.
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s96_p69 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 2 /\ b + d = 1 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s96_p70 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s96_p71 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s96_p72 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s96_p73 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s96_p74 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 7 2] [int 1].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s96_p75 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a + d >= 5 /\ a >= 2 /\ a <= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s96_p76 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (a + d - 2)] [dyadic (2 * a + 1) 1]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s96_p77 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a)] [dyadic (4 * a + 1) 2]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s96_p78 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + c - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s96_p79 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 0)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s96_p80 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s96_p81 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * d - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s96_p82 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s96_p83 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic 3 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s96_p84 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s96_p85 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int d] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s96_p86 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s96_p87 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s96_p88 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s96_p89 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s96_p90 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic 3 1)] [Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s96_p91 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 5 1] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s96_p92 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [dyadic (4 * d + 1) 2] [Game [dyadic 5 1] [int 1]]] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s96_p93 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s96_p94 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1; Game [int (a - 2)] [int 1]].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s96_p95 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 4 /\ a - d <= 3 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (a + d - 3)] [Game [int (a - 1)] [int 2]]] [int 2; Game [int (a - 2)] [int 1]].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s96_p96 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 4 /\ a <= 5 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a - 2)] [Game [int (a - 1)] [Game [int (a - 1)] [int 2]]]] [int (a - 1)]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s96_p97 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s96_p98 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [nstar (int (a - 2))]; Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s96_p99 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 5) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 2))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s96_p100 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]; Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s96_p101 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s96_p102 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 13 2] [int 3]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s96_p103 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [Game [int (d + 1)] [nstar (int (d + 1))]] [Game [dyadic 7 1] [int 1]]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s96_p104 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s96_p105 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [dyadic (2 * a - 5) 1]] [Game [Game [Game [nstar (int (a - 1))] [int 3]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s96_p106 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a - d = 3 /\ a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a - 7)] [Game [int (2 * a - 7)] [int (a - 2)]]] [int (a - 2); Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s96_p107 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 6 /\ a - d <= 2 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int (a + d - 4)] [Game [int (a + d - 4)] [int (d + 1)]]] [Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s96_p108 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a - d = 4 /\ a >= 6 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int (2 * a - 7)] [int (a - 1); Game [int (a - 1)] [int 2]]] [int 2; Game [int (a - 2)] [int 1]].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s96_p109 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a - d >= 4 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [Game [Game [nstar (int (a + d - 4))] [int (a + d - 4)]] [dyadic (2 * a - 3) 1]] [dyadic (2 * a - 5) 1]; Game [Game [int (a + d - 4)] [Game [int (a + d - 4)] [int (d + 1)]]] [int (d + 1); Game [dyadic (2 * a - 3) 1] [int 1]]] [Game [Game [Game [nstar (int (a + d - 3))] [int (d + 1)]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s96_p110 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a - d = 5 /\ a >= 7 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int (2 * a - 8)] [int (a - 2); Game [int (a - 1)] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s96_p111 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 8 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [int (a - 1)] [int 5; Game [int (a - 1)] [int 2]]; Game [dyadic (2 * a - 3) 1] [int (a - 2)]] [Game [Game [Game [nstar (int (a + 1))] [int 5]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s96_p112 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a >= 9 /\ b = 0 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [nstar (int (a - 1))] [int (a - 2)]; Game [int a] [int 6; Game [int (a - 1)] [int 2]]] [Game [Game [Game [nstar (int (a + 2))] [int 6]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s96_p113 {a b c d : Z} {g : game} : holds (s96_pieces a b c d) g -> (a - d >= 6 /\ b = 0 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [int (a + d - 3)] [int (d + 3); Game [int (a - 1)] [int 2]]; Game [Game [int (a + d - 4)] [int (a - 1)]] [int (a - 2)]] [Game [Game [Game [nstar (int (a + d - 1))] [int (d + 3)]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.

Lemma s97_p1 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == int (4 * b + 3 * c - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s97_p2 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a + b = 1 /\ a + c = 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s97_p3 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c >= 2)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s97_p4 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s97_p5 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 1 /\ - b + c >= 1 /\ b <= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s97_p6 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a >= 2 /\ b <= 1 /\ c >= 2)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s97_p7 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c = 0)%Z -> g == Game [int (a + b - 2)] [dyadic (2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s97_p8 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [int (a + b - 2)] [dyadic (2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s97_p9 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s97_p10 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s97_p11 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s97_p12 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s97_p13 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int (a - 2)] [dyadic (4 * a - 9) 2]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s97_p14 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s97_p15 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 2)] [Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s97_p16 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 6 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 3)] [Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s97_p17 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a = 7 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s97_p18 {a b c : Z} {g : game} : holds (s97_pieces a b c) g -> (a >= 8 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int (a - 3))] [Game [Game [Game [Game [dyadic (2 * a - 7) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 4))] [int (a - 4)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 4)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 7) 1] [Game [Game [int (a - 4)] [int 2]] [int 1]]] [Game [Game [int (a - 5)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 9) 1] [int (a - 5)]] [int (a - 5)]; Game [Game [int (a - 4)] [Game [int (a - 4)] [int 2]]] [int 2; Game [int (a - 5)] [int 1]]] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s97_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 1 /\ a + c = 1)%Z ->
  add (int (b - 2)) (int off) == int (b + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s97_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b <= 1 /\ c >= 2)%Z ->
  add (int (b - 2)) (int off) == int (b + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s97_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s97_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 1 /\ - b + c >= 1 /\ b <= 1)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s97_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b <= 1 /\ c >= 2)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s97_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 0 /\ c = 1)%Z ->
  add (Game [int (a + b - 2)] [dyadic (2 * c - 1) 1]) (int off) == Game [int (a + b + off - 2)] [dyadic (2 * c + 2 * off - 1) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + b - 2 + sh))] [(fun sh => dyadic (2 * c - 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s97_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b = 1 /\ c = 1)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s97_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 0 /\ c = 1)%Z ->
  add (dyadic 1 2) (int off) == dyadic (4 * off + 1) 2.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s98_p1 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s98_p2 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s98_p3 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s98_p4 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s98_p5 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s98_p6 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b + d = 1 /\ c = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s98_p7 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s98_p8 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s98_p9 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s98_p10 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s98_p11 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s98_p12 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s98_p13 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s98_p14 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s98_p15 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == dyadic 1 3.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s98_p16 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s98_p17 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s98_p18 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [Game [int 0] [dyadic (-1) 1]]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s98_p19 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 1 3] [int 0].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s98_p20 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s98_p21 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [Game [int 0] [dyadic (-1) 3]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s98_p22 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s98_p23 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s98_p24 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s98_p25 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s98_p26 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s98_p27 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s98_p28 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s98_p29 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2]] [int a].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s98_p30 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s98_p31 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [Game [int 0] [Game [Game [Game [dyadic 1 2] [int 0]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s98_p32 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s98_p33 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s98_p34 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s98_p35 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s98_p36 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s98_p37 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s98_p38 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 1 1] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s98_p39 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [Game [dyadic 1 2] [int 0]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s98_p40 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s98_p41 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s98_p42 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s98_p43 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s98_p44 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + 1)] [Game [int a] [dyadic (4 * a - 1) 2]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s98_p45 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int 4] [Game [int 1] [Game [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s98_p46 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 1 /\ b >= 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int (b + 1)] [Game [int 1] [Game [Game [Game [Game [int (b - 1)] [dyadic 3 1]] [int 1]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s98_p47 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s98_p48 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 1] [Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s98_p49 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s98_p50 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a)] [Game [Game [int (a - 1)] [dyadic (4 * a - 5) 2]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s98_p51 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s98_p52 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int 6] [Game [int 2] [Game [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s98_p53 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s98_p54 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a - 2)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s98_p55 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (a - 2)] [dyadic (4 * a - 9) 2]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s98_p56 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a)] [Game [int a] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s98_p57 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + 2)] [Game [int a] [Game [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s98_p58 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s98_p59 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 2)] [Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s98_p60 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 3)] [Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s98_p61 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a = 7 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s98_p62 {a b c d : Z} {g : game} : holds (s98_pieces a b c d) g -> (a >= 8 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (a - 3))] [Game [Game [Game [Game [dyadic (2 * a - 7) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 4))] [int (a - 4)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 4)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 7) 1] [Game [Game [int (a - 4)] [int 2]] [int 1]]] [Game [Game [int (a - 5)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 9) 1] [int (a - 5)]] [int (a - 5)]; Game [Game [int (a - 4)] [Game [int (a - 4)] [int 2]]] [int 2; Game [int (a - 5)] [int 1]]] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s98_p9_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (dyadic 1 3) (int off) == dyadic (8 * off + 1) 3.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 3) 3)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z ->
  add (Game [dyadic 1 3] [int 0]) (int off) == Game [dyadic (8 * off + 1) 3] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 3) 3)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p20_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p22_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 2 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2]) (int off) == Game [int (2 * a + b + off - 1)] [dyadic (4 * a + 4 * off + 1) 2].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => dyadic (4 * a + 1 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p23_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p27_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p29_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 3 /\ c = 0 /\ d = 1)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [dyadic (4 * a + 4 * off + 1) 2]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => dyadic (4 * a + 1 + sh * pw 2) 2)])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p30_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int 1)] [int 0]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p32_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z ->
  add (Game [int (2 * a + b - 1)] [int (a + 1)]) (int off) == Game [int (2 * a + b + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p33_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p38_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z ->
  add (Game [dyadic 1 1] [dyadic 1 2]) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (4 * off + 1) 2].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p40_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int 2] [nstar (int 1)]) (int off) == Game [int (off + 2)] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p41_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p43_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int 2)] [int 1]) (int off) == Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p49_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z ->
  add (Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [dyadic 1 1]]) (int off) == Game [dyadic (2 * a + 2 * off - 1) 1] [Game [int (a + off - 1)] [dyadic (2 * off + 1) 1]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)] [(node [(fun sh => int (a - 1 + sh))] [(fun sh => dyadic (1 + sh * pw 1) 1)])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p51_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int 4] [Game [int 2] [nstar (dyadic 3 1)]]) (int off) == Game [int (off + 4)] [Game [int (off + 2)] [Game [dyadic (2 * off + 3) 1] [dyadic (2 * off + 3) 1]]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => dyadic (3 + sh * pw 1) 1)])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s98_p56_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int (2 * a)] [Game [int a] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1]]]) (int off) == Game [int (2 * a + off)] [Game [int (a + off)] [Game [dyadic (2 * a + 2 * off - 1) 1] [dyadic (2 * off + 3) 1]]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + sh))] [(node [(fun sh => int (a + sh))] [(node [(fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)] [(fun sh => dyadic (3 + sh * pw 1) 1)])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s99_p1 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s99_p2 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a = 0 /\ b <= 1 /\ - b + c <= 1 /\ c >= 1)%Z -> g == dyadic (2 * a + 3 * b + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s99_p3 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a >= 1 /\ b + c >= 2 /\ b <= 1 /\ c <= 2)%Z -> g == dyadic (2 * a + 3 * b + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s99_p4 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a + c = 2 /\ a <= 1 /\ b = 0)%Z -> g == nstar (int (- a + 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s99_p5 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a <= 2 /\ c >= 3)%Z -> g == nstar (int (a + b + 2)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s99_p6 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a >= 3 /\ b + c >= 4 /\ c >= 3)%Z -> g == nstar (int (a + b + 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s99_p7 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s99_p8 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s99_p9 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s99_p10 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (b >= 2 /\ c >= 1 /\ c <= 2)%Z -> g == dyadic (2 * a + 2 * b + c) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s99_p11 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [dyadic (2 * a + 2 * b - 1) 1] [int 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s99_p12 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == Game [int (a + 1)] [int 1].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s99_p13 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s99_p14 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s99_p15 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 3)%Z -> g == Game [Game [int 10] [nstar (int 5)]] [dyadic 39 3].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s99_p16 {a b c : Z} {g : game} : holds (s99_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 3)%Z -> g == Game [Game [int (2 * a + 4)] [nstar (int (a + 2))]] [dyadic (2 * a + 3) 1].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.

Lemma s100_p1 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s100_p2 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (-1)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s100_p3 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ d >= 2)%Z -> g == Game [int (2 * c + d - 2)] [nstar (int (c - 1))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s100_p4 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s100_p5 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 1] [nstar (dyadic (-1) 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s100_p6 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s100_p7 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s100_p8 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1)%Z -> g == Game [int 3] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s100_p9 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s100_p10 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s100_p11 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (2 * c - 1)] [Game [nstar (int (c - 2))] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s100_p12 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [nstar (int (c - 3))] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s100_p13 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s100_p14 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s100_p15 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (b >= 1 /\ d >= 2)%Z -> g == Game [int (2 * a + b + 2 * c + d - 2)] [nstar (int (a + c))].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s100_p16 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a + b + 2 * c + d - 2)] [nstar (int (a + c))].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s100_p17 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a + c = 1 /\ b = 1 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s100_p18 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + b + 1)] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s100_p19 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + b + 1)] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s100_p20 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 2 /\ c <= 3 /\ d = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s100_p21 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 2 /\ c <= 3 /\ d = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s100_p22 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1)%Z -> g == Game [int (2 * a + b + 3)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s100_p23 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1)%Z -> g == Game [int (2 * a + b + 3)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s100_p24 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (2 * a + b + 2 * c - 1)] [Game [nstar (int (a + c - 1))] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s100_p25 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 1)%Z -> g == Game [int (2 * a + b + 2 * c - 1)] [Game [nstar (int (a + c - 1))] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s100_p26 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z -> g == Game [nstar (int (a + c - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s100_p27 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [nstar (int (a + c - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s100_p28 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s100_p29 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (dyadic 1 2)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s100_p30 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 3))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s100_p31 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 3))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s100_p32 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 1] [int 0].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s100_p33 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ d >= 2)%Z -> g == Game [int (2 * a + 2 * c + d - 2)] [nstar (dyadic (2 * a + 2 * c - 1) 1)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s100_p34 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1)%Z -> g == Game [int 3] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s100_p35 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s100_p36 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s100_p37 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * c + 1)] [Game [nstar (dyadic (2 * c - 1) 1)] [int 1]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s100_p38 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * c - 3) 1)] [int 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s100_p39 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s100_p40 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s100_p41 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [nstar (dyadic 5 2)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s100_p42 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s100_p43 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * c + 2)] [Game [nstar (int c)] [nstar (dyadic 3 1)]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s100_p44 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [nstar (int (c - 1))] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s100_p45 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s100_p46 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (dyadic 5 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s100_p47 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (b - 1))] [nstar (dyadic 3 1)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s100_p48 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [Game [dyadic 3 1; nstar (dyadic 3 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s100_p49 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [dyadic 3 1; nstar (dyadic 3 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s100_p50 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * c + 3)] [Game [nstar (dyadic (2 * c + 1) 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s100_p51 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * c - 1) 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s100_p52 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s100_p53 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [int 4] [Game [dyadic 3 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s100_p54 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s100_p55 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 6] [Game [int 2; nstar (int 2)] [int 2]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s100_p56 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [int 2; nstar (int 2)] [int 2].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s100_p57 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * c + 4)] [Game [nstar (int (c + 1))] [int 2]].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s100_p58 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [nstar (int c)] [int 2].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s100_p59 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s100_p60 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s100_p61 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 5] [Game [nstar (dyadic 3 1)] [int 1]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s100_p62 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s100_p63 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (2 * c + 5)] [Game [nstar (dyadic (2 * c + 3) 1)] [Game [int 2] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s100_p64 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * c + 1) 1)] [Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s100_p65 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 4] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s100_p66 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [int (a - 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s100_p67 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2)] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s100_p68 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s100_p69 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * c)] [Game [nstar (int (a + c - 1))] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s100_p70 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [nstar (int (a + c - 2))] [Game [nstar (int a)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s100_p71 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s100_p72 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int 4] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s100_p73 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a - 1)] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s100_p74 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s100_p75 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == Game [int (2 * a + 2 * c - 1)] [Game [nstar (dyadic (2 * a + 2 * c - 3) 1)] [Game [Game [nstar (int (a - 1))] [nstar (int 2)]] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s100_p76 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * a + 2 * c - 5) 1)] [Game [Game [nstar (int (a - 1))] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s100_p77 {a b c d : Z} {g : game} : holds (s100_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a - 2)] [Game [dyadic (2 * a - 3) 1] [dyadic 3 1; Game [int (a - 2)] [int 1]]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.

Lemma s101_p1 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (2 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s101_p2 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a + 3 * c = 4 /\ a - 3 * b = 1)%Z -> g == Game [int (2 * a - 6 * b)] [nstar (int (a - 2 * b - 1))].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s101_p3 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == Game [int (2 * a - 6 * b)] [nstar (int (a - 2 * b - 1))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s101_p4 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (c >= 2)%Z -> g == Game [int (2 * a + 2 * b + c - 1)] [nstar (int (a + b))].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s101_p5 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c = 0)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s101_p6 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s101_p7 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s101_p8 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s101_p9 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a + b = 2 /\ c = 1)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s101_p10 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a + b = 3 /\ a <= 2 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s101_p11 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s101_p12 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + 2 * b)] [Game [nstar (int (a + b - 1))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s101_p13 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [nstar (int (a + b - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s101_p14 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [int 6] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s101_p15 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (dyadic 3 1)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s101_p16 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 1)%Z -> g == Game [int 8] [Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s101_p17 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == Game [int (2 * a)] [Game [Game [nstar (int (a - 2))] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s101_p18 {a b c : Z} {g : game} : holds (s101_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [nstar (int (a - 2))] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.

Lemma s102_p1 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s102_p2 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a <= 1 /\ b = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s102_p3 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s102_p4 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s102_p5 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a + b >= 3 /\ b >= 2)%Z -> g == Game [nstar (int (a + b))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s102_p6 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s102_p7 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == Game [Game [nstar (int a)] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s102_p8 {a b : Z} {g : game} : holds (s102_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.

Lemma s103_p1 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s103_p2 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c >= 1)%Z -> g == dyadic (a + 2 * c - 4) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s103_p3 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a + b <= 2 /\ b >= 1 /\ c = 0)%Z -> g == dyadic (2 * a + 3 * b - 7) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s103_p4 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (b >= 1 /\ c >= 1)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s103_p5 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s103_p6 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a + b >= 4 /\ a <= 3 /\ b >= 3 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s103_p7 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s103_p8 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s103_p9 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s103_p10 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int (-1))] [int (-3)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s103_p11 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int (c - 1))] [int (c - 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s103_p12 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s103_p13 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 2 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s103_p14 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c = 0)%Z -> g == Game [int 0] [int (-3)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s103_p15 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [dyadic (2 * c - 1) 1] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s103_p16 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int 1] [Game [dyadic 1 1] [int 0]]] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s103_p17 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 3 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s103_p18 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [nstar (int c)] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s103_p19 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s103_p20 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [Game [int (a + c - 4)] [int c]] [int (c - 1)]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s103_p21 {a b c : Z} {g : game} : holds (s103_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.

Lemma s104_p1 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s104_p2 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (d - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s104_p3 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s104_p4 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == int (d - 2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s104_p5 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (d - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s104_p6 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s104_p7 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [dyadic (2 * d - 1) 1] [int (d - 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s104_p8 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == Game [dyadic (2 * d - 1) 1] [int (d - 1)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s104_p9 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [nstar (int d)] [int (d - 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s104_p10 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == Game [nstar (int d)] [int (d - 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s104_p11 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ d >= 1)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s104_p12 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ d >= 1)%Z -> g == int (a + d - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s104_p13 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a + c = 1 /\ b = 1 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s104_p14 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s104_p15 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == nstar (int d).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s104_p16 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 3 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s104_p17 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 3 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s104_p18 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s104_p19 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 4 /\ d = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s104_p20 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s104_p21 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s104_p22 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (-2)] [nstar (int (-3))].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s104_p23 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [int (d - 1)] [dyadic (2 * d - 3) 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s104_p24 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s104_p25 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 3 /\ (c) mod 2 = 1 /\ d = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s104_p26 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == nstar (int (d - 1)).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s104_p27 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (d - 1)).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s104_p28 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s104_p29 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s104_p30 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s104_p31 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (4 * d - 3) 2.
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s104_p32 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s104_p33 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (a + c - 2)).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s104_p34 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == dyadic (2 * d - 1) 1.
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s104_p35 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s104_p36 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [dyadic (8 * a + 7 * c - 19) 3] [dyadic (c - 1) 2].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s104_p37 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (8 * a + 7 * c - 19) 3] [dyadic (c - 1) 2].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s104_p38 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s104_p39 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s104_p40 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s104_p41 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic (4 * d - 3) 2] [Game [nstar (int (d - 1))] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s104_p42 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s104_p43 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s104_p44 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [int (a + d - 2)] [dyadic (2 * d - 1) 1].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s104_p45 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s104_p46 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s104_p47 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s104_p48 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int d] [dyadic (2 * d - 1) 1]] [Game [Game [dyadic (2 * d - 1) 1] [int (d - 1)]] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s104_p49 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s104_p50 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 4 /\ (c) mod 2 = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s104_p51 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s104_p52 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s104_p53 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == Game [int (a + d - 2)] [int d].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s104_p54 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [nstar (int (a - 1))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s104_p55 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [dyadic 5 1] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s104_p56 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s104_p57 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s104_p58 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (d + 1)] [dyadic (2 * d - 1) 1]] [Game [Game [nstar (int d)] [int (d - 1)]] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s104_p59 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == Game [Game [int (a + d - 3)] [int d]] [int (d - 1)].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s104_p60 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [nstar (int 3)] [nstar (int 2)]; Game [dyadic 5 1] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s104_p61 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s104_p62 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s104_p63 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s104_p64 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [nstar (int a)] [int (a - 1)]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s104_p65 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [Game [Game [Game [int 1] [int 1; nstar (int 1)]] [int 0; nstar (int 0)]] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s104_p66 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (a + d - 3)] [dyadic (2 * d - 1) 1]] [Game [Game [Game [int (a + d - 4)] [int d]] [int (d - 1)]] [int (d - 1)]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s104_p67 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [dyadic (2 * a - 3) 1] [int (a - 2)]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s104_p68 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [nstar (int (a - 1))] [int (a - 2)]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s104_p69 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 3)] [Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0]].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s104_p70 {a b c d : Z} {g : game} : holds (s104_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0; nstar (int 0)]] [int 0].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.

Lemma s105_p1 {a b : Z} {g : game} : holds (s105_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s105_p2 {a b : Z} {g : game} : holds (s105_pieces a b) g -> (a <= 2 /\ b >= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s105_p3 {a b : Z} {g : game} : holds (s105_pieces a b) g -> (a >= 3 /\ b >= 2)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s105_p4 {a b : Z} {g : game} : holds (s105_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s105_p5 {a b : Z} {g : game} : holds (s105_pieces a b) g -> (a - b >= 3 /\ b <= 1)%Z -> g == Game [nstar (int (a + b - 1))] [int (3 * b)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s105_p6 {a b : Z} {g : game} : holds (s105_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [nstar (int (a + b - 1))] [int (3 * b)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s105_p7 {a b : Z} {g : game} : holds (s105_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [nstar (int 3)] [int 3].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s105_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 2 /\ b >= 1)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s105_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 3 /\ b >= 2)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s105_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s105_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b >= 3 /\ b <= 1)%Z ->
  add (Game [nstar (int (a + b - 1))] [int (3 * b)]) (int off) == Game [Game [int (a + b + off - 1)] [int (a + b + off - 1)]] [int (3 * b + off)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])] [(fun sh => int (3 * b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s105_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (Game [nstar (int (a + b - 1))] [int (3 * b)]) (int off) == Game [Game [int (a + b + off - 1)] [int (a + b + off - 1)]] [int (3 * b + off)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + b - 1 + sh))] [(fun sh => int (a + b - 1 + sh))])] [(fun sh => int (3 * b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s105_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z ->
  add (Game [nstar (int 3)] [int 3]) (int off) == Game [Game [int (off + 3)] [int (off + 3)]] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 + sh))] [(fun sh => int (3 + sh))])] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

