(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s125_p1 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s125_p2 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s125_p3 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s125_p4 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [int (2 * c + d - 3)] [int (c - 1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s125_p5 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s125_p6 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s125_p7 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s125_p8 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s125_p9 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s125_p10 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s125_p11 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a + 1) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s125_p12 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s125_p13 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s125_p14 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [int (a + 2 * c + d - 1)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s125_p15 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c + d >= 3 /\ c >= 1 /\ d >= 1)%Z -> g == Game [int (a + 2 * c + d - 1)] [int (a + c + 1)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s125_p16 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s125_p17 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s125_p18 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s125_p19 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s125_p20 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (-1)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s125_p21 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s125_p22 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (int 1)] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s125_p23 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [Game [int (2 * c + d - 1)] [dyadic (4 * c + 2 * d - 3) 1]] [Game [int (c + 1)] [dyadic (2 * c + 1) 1]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s125_p24 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [int c] [dyadic (2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s125_p25 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int 2)] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s125_p26 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s125_p27 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == dyadic 9 3.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s125_p28 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [dyadic (3 * a + 4 * d - 3) 2] [dyadic (3 * a + 7) 3].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s125_p29 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (3 * a + 4 * d - 3) 2] [dyadic (3 * a + 7) 3].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s125_p30 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (4 * c + 1) 2.
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s125_p31 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == Game [int (2 * c + d)] [dyadic (4 * c + 5) 2].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s125_p32 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (a + d - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s125_p33 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 9 3] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s125_p34 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (int 2)] [Game [dyadic 5 2] [Game [nstar (int 1)] [int 1]]; Game [Game [nstar (int 2)] [nstar (int 1)]; Game [nstar (int 2)] [int 1]] [nstar (int 1); Game [nstar (int 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s125_p35 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [nstar (int (2 * c + d))] [Game [dyadic (4 * c + 5) 2] [Game [nstar (int (c + 1))] [int (c + 1)]]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s125_p36 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [dyadic (4 * c + 1) 2] [Game [nstar (int c)] [int c]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s125_p37 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int 3)] [Game [dyadic 9 2] [Game [nstar (int 2)] [int 2]]; Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [nstar (int 2); Game [nstar (int 2)] [int 2]]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s125_p38 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s125_p39 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [int 2] [int 2; Game [int 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s125_p40 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [int (d + 1)] [Game [int 2] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s125_p41 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c >= 1 /\ d = 0)%Z -> g == Game [int (a + c - 1)] [dyadic (2 * c + 1) 1].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s125_p42 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 1 /\ d >= 1)%Z -> g == Game [int (2 * c + d + 1)] [Game [int (c + 2)] [dyadic (2 * c + 3) 1]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s125_p43 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 3 2.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s125_p44 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 2)] [Game [dyadic 3 1] [int 1]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s125_p45 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (int 3)] [Game [Game [nstar (int 3)] [int 1]; Game [nstar (int 3)] [Game [dyadic 3 1] [int 1]]] [nstar (int 1); Game [Game [dyadic 3 1] [int 1]] [int 1]]; Game [Game [int 2] [dyadic 3 1]] [Game [Game [dyadic 3 1] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s125_p46 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [nstar (int (2 * c + d + 1))] [Game [Game [int (c + 2)] [dyadic (2 * c + 3) 1]] [Game [Game [dyadic (2 * c + 3) 1] [int (c + 1)]] [int (c + 1)]]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s125_p47 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [int (c + 1)] [dyadic (2 * c + 1) 1]] [Game [Game [dyadic (2 * c + 1) 1] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s125_p48 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int 4)] [Game [Game [nstar (int 4)] [int 2]; Game [nstar (int 4)] [Game [dyadic 5 1] [int 2]]] [nstar (int 2); Game [Game [dyadic 5 1] [int 2]] [int 2]]; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s125_p49 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s125_p50 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 7 1] [int 3; Game [int 3] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s125_p51 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [dyadic (2 * d + 3) 1] [Game [int 3] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s125_p52 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic 9 1] [int 4; Game [int 4] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s125_p53 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c + d >= 3 /\ c >= 1 /\ d >= 1)%Z -> g == Game [dyadic (4 * c + 2 * d + 3) 1] [Game [int (c + 3)] [dyadic (2 * c + 3) 1]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s125_p54 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 1].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s125_p55 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 11 2] [dyadic 3 1; Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s125_p56 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 15 2] [Game [Game [nstar (int 4)] [int 1]; Game [nstar (int 4)] [Game [nstar (int 2)] [int 1]]] [nstar (int 1); Game [Game [nstar (int 2)] [int 1]] [int 1]]; Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s125_p57 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [dyadic (8 * c + 4 * d + 7) 2] [Game [Game [int (c + 3)] [dyadic (2 * c + 3) 1]] [Game [Game [nstar (int (c + 2))] [int (c + 1)]] [int (c + 1)]]].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s125_p58 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [int (c + 2)] [dyadic (2 * c + 1) 1]] [Game [Game [nstar (int (c + 1))] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s125_p59 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic 19 2] [Game [Game [nstar (int 5)] [int 2]; Game [nstar (int 5)] [Game [nstar (int 3)] [int 2]]] [nstar (int 2); Game [Game [nstar (int 3)] [int 2]] [int 2]]; Game [Game [int 4] [dyadic 5 1]] [Game [Game [nstar (int 3)] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s125_p60 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [Game [Game [Game [nstar (int (a - 1))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s125_p61 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 4 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [Game [Game [nstar (int a)] [int 3]] [int 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s125_p62 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (int 4)] [int 3].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s125_p63 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int 5)] [int 4; Game [int 4] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s125_p64 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c + d >= 4 /\ d >= 1)%Z -> g == Game [nstar (int (2 * c + d + 2))] [Game [int (c + 4)] [dyadic (2 * c + 3) 1]].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s125_p65 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int 5)] [int 4].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s125_p66 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c + d = 3 /\ c >= 1 /\ c <= 2)%Z -> g == Game [nstar (int (c + 5))] [int (c + 4); Game [int (c + 4)] [dyadic (2 * c + 3) 1]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s125_p67 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (a - 3)] [Game [Game [Game [nstar (int (a - 2))] [Game [nstar (int 2)] [int 1]]] [int 1; nstar (int 1)]] [int 1]]] [int 1].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s125_p68 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a - d >= 3 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (d + 2)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s125_p69 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a - d >= 4 /\ b = 0 /\ c = 0 /\ d >= 1 /\ d <= 2)%Z -> g == Game [int (d + 2)] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s125_p70 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [int 4] [dyadic 3 1; Game [Game [nstar (int 5)] [int 1]; Game [nstar (int 5)] [Game [Game [int 3] [int 2]] [int 1]]] [nstar (int 1); Game [Game [Game [int 3] [int 2]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s125_p71 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 5 /\ a - c - d <= 2 /\ b = 0 /\ d >= 1)%Z -> g == Game [int (2 * c + d + 2)] [Game [Game [int (a + c - 1)] [dyadic (2 * c + 3) 1]] [Game [Game [Game [int (a + c - 2)] [int (c + 2)]] [int (c + 1)]] [int (c + 1)]]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s125_p72 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == Game [Game [int (a + c - 2)] [dyadic (2 * c + 1) 1]] [Game [Game [Game [int (a + c - 3)] [int (c + 1)]] [int c]] [int c]].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s125_p73 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [dyadic 5 1; Game [Game [nstar (int 6)] [int 2]; Game [nstar (int 6)] [Game [Game [int 4] [int 3]] [int 2]]] [nstar (int 2); Game [Game [Game [int 4] [int 3]] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s125_p74 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (int a)] [Game [Game [Game [nstar (int (a + 1))] [int 4]] [int 3]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s125_p75 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a - c - d = 2 /\ a - c >= 3 /\ a >= 5 /\ b = 1)%Z -> g == Game [Game [int (2 * a + c - 4)] [int (a + c)]] [int (a + c - 1)].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s125_p76 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a - c - d = 1 /\ a - c >= 2 /\ a >= 5 /\ b = 1)%Z -> g == Game [Game [int (2 * a + c - 3)] [int (a + c + 1)]] [int (a + c); Game [int (a + c)] [dyadic (2 * c + 3) 1]].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s125_p77 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 5 /\ - a + c + d >= 0 /\ b = 1 /\ d >= 1)%Z -> g == Game [Game [int (a + 2 * c + d - 2)] [int (2 * c + d + 2)]] [Game [int (a + c)] [dyadic (2 * c + 3) 1]].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s125_p78 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int (a + 1))] [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 4]] [dyadic 5 1]].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s125_p79 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a - c - d >= 3 /\ a >= 6 /\ b = 0 /\ c >= 1 /\ d >= 1)%Z -> g == Game [int (2 * c + d + 2)] [dyadic (2 * c + 3) 1].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s125_p80 {a b c d : Z} {g : game} : holds (s125_pieces a b c d) g -> (a - c - d >= 3 /\ b = 1 /\ c + d >= 3 /\ d >= 1)%Z -> g == Game [Game [int (a + 2 * c + d - 2)] [int (a + c)]] [Game [Game [Game [nstar (int (a + 2 * c + d - 1))] [int (2 * c + d + 2)]] [int (2 * c + d + 1)]] [dyadic (2 * c + 3) 1]].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.

Lemma s126_p1 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s126_p2 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s126_p3 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (-7) 1] [int (-4)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s126_p4 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [nstar (int (-3))] [int (-4)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s126_p5 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [int (e - 6)] [int (-3)]] [int (-4)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s126_p6 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s126_p7 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b + d = 1 /\ b + e = 1 /\ c = 0)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s126_p8 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (int (-2))] [int (-3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s126_p9 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (e - 4)] [int (-2)]] [int (-3)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s126_p10 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s126_p11 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s126_p12 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s126_p13 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s126_p14 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s126_p15 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [int (e - 4)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s126_p16 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int (-2))] [int (-2)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s126_p17 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (d - 5)] [dyadic (-3) 1]] [int (-2)]] [int (-2)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s126_p18 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s126_p19 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s126_p20 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s126_p21 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [int (e - 3)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s126_p22 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b + c = 1 /\ b + d = 1 /\ b - e = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s126_p23 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1 /\ e = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s126_p24 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ b + c <= 1 /\ c + e = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s126_p25 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s126_p26 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d >= 1 /\ e = 2)%Z -> g == Game [dyadic (2 * a - 1) 1] [int (a - 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s126_p27 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [dyadic (2 * a - 1) 1] [int (a - 1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s126_p28 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + c = 1 /\ a - b >= 0 /\ b + d = 1 /\ b + e = 3)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s126_p29 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s126_p30 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s126_p31 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + c = 1 /\ b = 0 /\ d >= 1 /\ e >= 4)%Z -> g == Game [Game [int (a + e - 3)] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s126_p32 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [int (a + e - 3)] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s126_p33 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int (a - 1))] [int (a - 1)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s126_p34 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [nstar (int (a - 1))] [int (a - 1)].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s126_p35 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3 /\ e = 0)%Z -> g == Game [Game [Game [int (d - 3)] [dyadic (-1) 1]] [int (-1)]] [int (-1)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s126_p36 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b = 2 /\ a <= 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s126_p37 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s126_p38 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ d = 0 /\ e = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s126_p39 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ e = 1)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s126_p40 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ e = 2)%Z -> g == Game [dyadic (4 * a + 2 * b + 1) 1] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s126_p41 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ e = 3)%Z -> g == Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s126_p42 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ e >= 4)%Z -> g == Game [Game [int (2 * a + b + e - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s126_p43 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s126_p44 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b + c = 1 /\ b + d = 2 /\ b - e = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s126_p45 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ d = 2 /\ e = 0)%Z -> g == Game [nstar (int (2 * a + b))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s126_p46 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [dyadic (8 * a + 4 * b + 1) 2] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s126_p47 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 2 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + d - 3)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s126_p48 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c = 3 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + b))] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s126_p49 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (c >= 4 /\ d = 1 /\ e = 0)%Z -> g == Game [Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (8 * a + 4 * b + 1) 2]] [int (2 * a + b)]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s126_p50 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [int (-1)] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s126_p51 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (int (e - 3))] [dyadic (-1) 1]] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s126_p52 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s126_p53 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s126_p54 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s126_p55 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ b + d = 3 /\ b >= 2 /\ c = 0 /\ e = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s126_p56 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 1)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s126_p57 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b + c = 1 /\ b + e = 1 /\ - b + d = 1)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s126_p58 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 2)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s126_p59 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e = 3)%Z -> g == Game [nstar (dyadic 1 1)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s126_p60 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1 /\ e >= 4)%Z -> g == Game [Game [dyadic (2 * e - 5) 1] [dyadic 1 1]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s126_p61 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == dyadic (-3) 2.
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s126_p62 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 0)] [int 0]] [dyadic (-1) 1]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s126_p63 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (d - 3))] [int 0]] [dyadic (-1) 1]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s126_p64 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (-1)] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s126_p65 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [int 0; nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s126_p66 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 3 2] [Game [int 0] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s126_p67 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (4 * e - 7) 2] [Game [int 1] [nstar (int 1)]]] [Game [int 0] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s126_p68 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s126_p69 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [int 1] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s126_p70 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 3) 1] [dyadic 5 2]] [dyadic 1 2].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s126_p71 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s126_p72 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s126_p73 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s126_p74 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s126_p75 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s126_p76 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (dyadic 3 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s126_p77 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [dyadic (2 * e - 3) 1] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s126_p78 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [nstar (int 1)] [dyadic 1 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s126_p79 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (d - 2)] [int 1]] [dyadic 1 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s126_p80 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (b >= 1 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == dyadic (8 * a + 4 * b - 1) 2.
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s126_p81 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [int (-1)] [nstar (int (-1))]] [Game [dyadic (-3) 1] [int (-2)]].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s126_p82 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [int 0; nstar (int 0)] [int 0]] [Game [nstar (dyadic (-1) 1)] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s126_p83 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 3 2] [dyadic 1 2]] [Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s126_p84 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [dyadic 5 2] [Game [int 1] [nstar (int 1)]]] [nstar (dyadic 3 2)]] [Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s126_p85 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [dyadic (4 * e - 7) 2] [dyadic (4 * e - 9) 2]] [Game [Game [int 1] [nstar (int 1)]] [dyadic 3 2]]] [Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s126_p86 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int 0] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s126_p87 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (dyadic 1 2)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s126_p88 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [dyadic 1 2] [int 0]].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s126_p89 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)]] [Game [dyadic 1 2] [int 0]].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s126_p90 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [dyadic (2 * e - 3) 1] [int (e - 2)]] [Game [dyadic 5 2] [int 1]]] [Game [dyadic 1 2] [int 0]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s126_p91 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [dyadic 1 2] [Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s126_p92 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b = 2 /\ - a + e = 1 /\ a <= 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (dyadic (2 * a + 1) 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s126_p93 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [nstar (dyadic (2 * a + 1) 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s126_p94 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s126_p95 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b + c = 1 /\ b + d = 2 /\ b - e = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s126_p96 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s126_p97 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b + e = 5 /\ b >= 2 /\ b <= 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s126_p98 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [Game [dyadic (2 * b + 2 * e - 7) 1] [int (b + e - 4)]] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s126_p99 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [Game [Game [dyadic (2 * b + 2 * e - 7) 1] [int (b + e - 4)]] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s126_p100 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1; Game [dyadic 1 1] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s126_p101 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (d - 2))] [Game [int 1] [dyadic 1 1]]] [dyadic 1 1; Game [dyadic 1 1] [int 0]]] [int 0].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s126_p102 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 0] [Game [dyadic (-1) 2] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s126_p103 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [Game [dyadic (4 * a + 1) 2] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s126_p104 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s126_p105 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [int 1] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s126_p106 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [int (e - 1)] [dyadic (2 * e - 3) 1]] [Game [int 2] [nstar (int 1)]]] [Game [int 1] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s126_p107 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (8 * a + 4 * b - 5) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s126_p108 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (b >= 2 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s126_p109 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 3 1] [dyadic 5 2]] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s126_p110 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [int 2] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s126_p111 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [nstar (int (e - 1))] [Game [int 2] [dyadic 3 1]]] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s126_p112 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 1))] [int (2 * a + b - 1)]] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s126_p113 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [nstar (dyadic 3 1)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s126_p114 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s126_p115 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [nstar (int (e - 1))] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s126_p116 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s126_p117 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (d - 1)] [nstar (dyadic 3 1)]] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s126_p118 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (dyadic (-1) 2).
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s126_p119 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int 1)] [Game [dyadic 1 2] [nstar (int 0)]]] [Game [Game [nstar (dyadic 1 2)] [nstar (int 0)]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s126_p120 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b = 3 /\ a <= 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [int (a + 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s126_p121 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [int (a + 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s126_p122 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (b >= 3 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [int (a + 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s126_p123 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)]] [int 1; nstar (int 1)]]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s126_p124 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [int 2; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s126_p125 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [Game [int (e - 1)] [dyadic (2 * e - 3) 1]] [Game [Game [dyadic (2 * e - 3) 1] [int (e - 2)]] [int (e - 2)]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s126_p126 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s126_p127 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s126_p128 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s126_p129 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s126_p130 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s126_p131 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]; Game [Game [dyadic 3 1] [dyadic 5 2]] [Game [int 1] [dyadic 1 1]]] [Game [dyadic 1 1] [int 0]; Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s126_p132 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [int 2] [nstar (int 1)]] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s126_p133 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 4)%Z -> g == Game [Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [Game [int 2] [int 1]; Game [Game [int 2] [dyadic 3 1]] [int 1]]] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s126_p134 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1 /\ e >= 5)%Z -> g == Game [Game [Game [nstar (int (e - 1))] [int (e - 2)]] [Game [Game [int 2] [dyadic 3 1]] [int 1]]] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s126_p135 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 1)] [int 1]] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s126_p136 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s126_p137 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s126_p138 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s126_p139 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s126_p140 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b + e = 7 /\ b >= 3 /\ b <= 4 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s126_p141 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2 /\ e >= 5)%Z -> g == Game [Game [Game [nstar (int (b + e - 4))] [int (b + e - 5)]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s126_p142 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b >= 5 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int (b + e - 4))] [int (b + e - 5)]] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s126_p143 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s126_p144 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (d - 1))] [Game [nstar (dyadic 3 1)] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int (d - 1)] [nstar (dyadic 3 1)]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int (d - 1)] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s126_p145 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [Game [Game [nstar (int 0)] [int 0]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s126_p146 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 1) 1] [int (2 * a + b - 1)]] [Game [int (a + 1)] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s126_p147 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int (2 * a + b))] [int (2 * a + b - 1)]] [Game [Game [dyadic (2 * a + 3) 1] [nstar (int (a + 1))]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s126_p148 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a - b + e = 1 /\ a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b - 2)] [int (2 * a + b)]] [int (2 * a + b - 1)]; Game [Game [int (3 * a + 2 * b - 2)] [int (2 * a + b)]] [Game [dyadic (4 * a + 2 * b - 1) 1] [nstar (int (a + 1))]]] [Game [int (2 * a + b - 1)] [nstar (int a)]; Game [Game [dyadic (4 * a + 2 * b - 1) 1] [nstar (int (a + 1))]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s126_p149 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ - a - b + e >= 2 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [dyadic (2 * a + 2 * e - 3) 1]] [Game [int (2 * a + b)] [nstar (int (a + 1))]]] [nstar (int (a + 1)); Game [int (2 * a + b - 1)] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s126_p150 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic (2 * b - 1) 1] [int (b - 1)]] [Game [dyadic 5 2] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s126_p151 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [Game [int 2] [dyadic 1 1]; Game [Game [int 2] [dyadic 3 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s126_p152 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a - b + e = 1 /\ a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + b)] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s126_p153 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ - a - b + e >= 2 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (a + e - 1)]] [Game [int (2 * a + b)] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s126_p154 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s126_p155 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 1) 1] [int (2 * a + b - 1)]] [Game [dyadic (2 * a + 3) 1] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s126_p156 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [nstar (int 3)] [nstar (int 2)]; Game [nstar (int 3)] [int 2]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s126_p157 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a - b + e = 1 /\ a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (2 * a + b)] [int (a + 2); Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s126_p158 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ - a - b + e >= 2 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (a + e - 1)]] [Game [int (2 * a + b)] [int (a + 2)]]] [int (a + 2); Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.
Lemma s126_p159 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [dyadic (8 * a + 4 * b - 3) 2] [int (2 * a + b - 1)]] [int (2 * a + b - 1)]; Game [Game [int (2 * a + b)] [Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 1)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b + 1)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 158 _ _ _ H eq_refl). Qed.
Lemma s126_p160 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + b + d - 3)] [Game [dyadic (4 * a + 2 * b - 1) 1] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 1)] [int (a + 1)]]; Game [Game [Game [int (2 * a + b + d - 4)] [dyadic (4 * a + 2 * b - 1) 1]] [int (2 * a + b - 1)]] [int (2 * a + b - 1)]] [Game [Game [Game [int (2 * a + b + d - 2)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 159 _ _ _ H eq_refl). Qed.
Lemma s126_p161 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [nstar (int 0)] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 160 _ _ _ H eq_refl). Qed.
Lemma s126_p162 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 161 _ _ _ H eq_refl). Qed.
Lemma s126_p163 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 162 _ _ _ H eq_refl). Qed.
Lemma s126_p164 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e >= 0 /\ a >= 2 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 163 _ _ _ H eq_refl). Qed.
Lemma s126_p165 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b - e >= 0 /\ b >= 4 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 164 _ _ _ H eq_refl). Qed.
Lemma s126_p166 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 5)%Z -> g == Game [Game [int 3; Game [Game [int 5] [dyadic 7 1]] [Game [Game [nstar (int 4)] [int 3]] [int 3]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 165 _ _ _ H eq_refl). Qed.
Lemma s126_p167 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0 /\ e >= 6)%Z -> g == Game [Game [Game [Game [int e] [dyadic (2 * e - 3) 1]] [Game [Game [nstar (int (e - 1))] [int (e - 2)]] [int (e - 2)]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 166 _ _ _ H eq_refl). Qed.
Lemma s126_p168 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [int (2 * a + b - 2)]] [Game [dyadic (4 * a + 5) 2] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 167 _ _ _ H eq_refl). Qed.
Lemma s126_p169 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [Game [int 2] [dyadic 1 1]; Game [Game [int 2] [dyadic 3 1]] [dyadic 1 1]]; Game [Game [nstar (int 3)] [Game [int 2] [dyadic 3 1]]] [nstar (int 1)]] [Game [nstar (int 1)] [int 0]; Game [Game [int 2] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 168 _ _ _ H eq_refl). Qed.
Lemma s126_p170 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 2)] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 169 _ _ _ H eq_refl). Qed.
Lemma s126_p171 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a - b + e = 1 /\ a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]; Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 170 _ _ _ H eq_refl). Qed.
Lemma s126_p172 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ - a - b + e >= 2 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [int (a + e - 1)]] [int (a + e - 2)]] [Game [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 171 _ _ _ H eq_refl). Qed.
Lemma s126_p173 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 2)] [int 2]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 172 _ _ _ H eq_refl). Qed.
Lemma s126_p174 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == Game [Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 173 _ _ _ H eq_refl). Qed.
Lemma s126_p175 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b - 1)] [int (a + 2); Game [int (2 * a + b - 2)] [int (a + 1)]]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 174 _ _ _ H eq_refl). Qed.
Lemma s126_p176 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e = 1 /\ a + b >= 5 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [dyadic (3 * a + b + e - 1) 1]] [dyadic (3 * a + b + e - 3) 1]; Game [Game [int (2 * a + b + e - 4)] [dyadic (3 * a + b + e - 1) 1]] [Game [dyadic (3 * a + b + e - 3) 1] [int (a + 2)]]] [Game [dyadic (3 * a + b + e - 3) 1] [int (a + 1)]; Game [Game [dyadic (3 * a + b + e - 3) 1] [int (a + 2)]] [int (a + 1)]]] [Game [Game [dyadic (3 * a + b + e - 5) 1] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 175 _ _ _ H eq_refl). Qed.
Lemma s126_p177 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a - b + e = 1 /\ a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [dyadic (3 * a + b + e - 1) 1]] [dyadic (3 * a + b + e - 3) 1]; Game [Game [int (2 * a + b + e - 4)] [dyadic (3 * a + b + e - 1) 1]] [Game [dyadic (3 * a + b + e - 3) 1] [int (a + 2)]]] [Game [dyadic (3 * a + b + e - 3) 1] [int (a + 1)]; Game [Game [dyadic (3 * a + b + e - 3) 1] [int (a + 2)]] [int (a + 1)]]] [Game [Game [dyadic (3 * a + b + e - 5) 1] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 176 _ _ _ H eq_refl). Qed.
Lemma s126_p178 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b >= 4 /\ - b + e >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [Game [int (b + e - 4)] [int (e - 1)]] [int (e - 2)]] [Game [Game [int (b - 1)] [int 2]] [int 1]]] [Game [Game [int (b - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 177 _ _ _ H eq_refl). Qed.
Lemma s126_p179 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 1))] [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 7) 2] [int (2 * a + b - 2)]] [int (2 * a + b - 2)]; Game [Game [int (2 * a + b - 1)] [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 2)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 178 _ _ _ H eq_refl). Qed.
Lemma s126_p180 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a + b + d - 4))] [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]]; Game [Game [Game [int (2 * a + b + d - 4)] [Game [dyadic (4 * a + 2 * b - 3) 1] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 2)] [int (a + 1)]]; Game [Game [Game [int (2 * a + b + d - 5)] [dyadic (4 * a + 2 * b - 3) 1]] [int (2 * a + b - 2)]] [int (2 * a + b - 2)]] [Game [Game [Game [int (2 * a + b + d - 3)] [dyadic (2 * a + 3) 1]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b + d - 4)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 179 _ _ _ H eq_refl). Qed.
Lemma s126_p181 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 2] [Game [Game [Game [Game [Game [nstar (int 1)] [int 1]] [dyadic 1 1]] [int 0]] [int 0]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 180 _ _ _ H eq_refl). Qed.
Lemma s126_p182 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e >= 0 /\ b >= 2 /\ c = 1 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [Game [Game [dyadic (2 * a + 2 * e - 3) 1] [nstar (int (a + 1))]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 181 _ _ _ H eq_refl). Qed.
Lemma s126_p183 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int (2 * a + b))] [int (2 * a + b - 1)]] [Game [Game [int (a + 2)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 182 _ _ _ H eq_refl). Qed.
Lemma s126_p184 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]; Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]]] [Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1]; Game [Game [int (2 * a + b - 1)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 183 _ _ _ H eq_refl). Qed.
Lemma s126_p185 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [nstar (int (2 * a + b))] [int (2 * a + b - 1)]] [Game [nstar (int (a + 2))] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 184 _ _ _ H eq_refl). Qed.
Lemma s126_p186 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e = 0 /\ a + b >= 4 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]; Game [Game [int (3 * a + 2 * b - 3)] [int (2 * a + b)]] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 185 _ _ _ H eq_refl). Qed.
Lemma s126_p187 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 5 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 1)] [int 1]] [dyadic 1 1]] [int 0]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 186 _ _ _ H eq_refl). Qed.
Lemma s126_p188 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a - b + e = 1 /\ a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b - 1); Game [Game [int (3 * a + 2 * b - 3)] [dyadic (4 * a + 2 * b - 1) 1]] [Game [Game [Game [int (3 * a + 2 * b - 4)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [int (2 * a + b - 1)]]] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 187 _ _ _ H eq_refl). Qed.
Lemma s126_p189 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 5 /\ - a - b + e >= 2 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [dyadic (2 * a + 2 * e - 3) 1]] [Game [Game [Game [int (2 * a + b + e - 5)] [int (a + e - 1)]] [int (a + e - 2)]] [int (a + e - 2)]]] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 188 _ _ _ H eq_refl). Qed.
Lemma s126_p190 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 1))] [int (2 * a + b - 2)]] [Game [Game [int (a + 2)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [nstar (int (a + 1))] [int a]].
Proof. intros H. exact (holds_at _ 189 _ _ _ H eq_refl). Qed.
Lemma s126_p191 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e = 1 /\ a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [int (2 * a + b - 2)]; Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]]] [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]; Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]; Game [Game [Game [int (3 * a + 2 * b - 5)] [int (2 * a + b - 1)]] [Game [int (2 * a + b - 2)] [dyadic (2 * a + 3) 1]]] [dyadic (2 * a + 3) 1; Game [int (2 * a + b - 3)] [int (a + 1)]]] [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]; Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]].
Proof. intros H. exact (holds_at _ 190 _ _ _ H eq_refl). Qed.
Lemma s126_p192 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 5 /\ b >= 4 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 2))] [int (2 * a + b - 2)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + b - 2))] [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 11) 2] [int (2 * a + b - 3)]] [int (2 * a + b - 3)]; Game [Game [int (2 * a + b - 2)] [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 3)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 1)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 5) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 191 _ _ _ H eq_refl). Qed.
Lemma s126_p193 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 5 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 3] [Game [Game [Game [Game [Game [nstar (int 2)] [int 2]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0]]] [int 0]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 192 _ _ _ H eq_refl). Qed.
Lemma s126_p194 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e >= 1 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [Game [Game [int (a + e - 1)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 193 _ _ _ H eq_refl). Qed.
Lemma s126_p195 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e >= 1 /\ b >= 1 /\ c = 1 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [Game [int (2 * a + b + e - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [Game [Game [int (a + e - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 194 _ _ _ H eq_refl). Qed.
Lemma s126_p196 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b = 6 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 2)] [int 2]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0]]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 195 _ _ _ H eq_refl). Qed.
Lemma s126_p197 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e >= 2 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [int (2 * a + b - 1)]] [int (2 * a + b - 2)]] [Game [Game [int (a + e - 1)] [dyadic (2 * a + 3) 1]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (a + e - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 196 _ _ _ H eq_refl). Qed.
Lemma s126_p198 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 0 /\ b - e >= 2 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [Game [Game [int (b + e - 4)] [int (b - 1)]] [int (b - 2)]] [Game [Game [int (e - 1)] [int 2]] [int 1]]] [Game [Game [int (e - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 197 _ _ _ H eq_refl). Qed.
Lemma s126_p199 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 6 /\ b >= 5 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + b - 2)] [Game [Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [int (2 * a + b - 3)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 4)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 15) 2] [int (2 * a + b - 4)]] [int (2 * a + b - 4)]; Game [Game [int (2 * a + b - 3)] [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 4)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 198 _ _ _ H eq_refl). Qed.
Lemma s126_p200 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 7 /\ b >= 6 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int (2 * a + b - 4))] [int (2 * a + b - 4)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + b - 4))] [Game [Game [dyadic (4 * a + 2 * b - 9) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 5)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 19) 2] [int (2 * a + b - 5)]] [int (2 * a + b - 5)]; Game [Game [int (2 * a + b - 4)] [Game [dyadic (4 * a + 2 * b - 9) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 5)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 4)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 9) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 199 _ _ _ H eq_refl). Qed.
Lemma s126_p201 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 200 _ _ _ H eq_refl). Qed.
Lemma s126_p202 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 201 _ _ _ H eq_refl). Qed.
Lemma s126_p203 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 202 _ _ _ H eq_refl). Qed.
Lemma s126_p204 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [int (e - 3)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 203 _ _ _ H eq_refl). Qed.
Lemma s126_p205 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 204 _ _ _ H eq_refl). Qed.
Lemma s126_p206 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 205 _ _ _ H eq_refl). Qed.
Lemma s126_p207 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [dyadic 1 2] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 206 _ _ _ H eq_refl). Qed.
Lemma s126_p208 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + d - 5)] [dyadic (2 * a - 1) 1]] [int (a - 1)]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 207 _ _ _ H eq_refl). Qed.
Lemma s126_p209 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 208 _ _ _ H eq_refl). Qed.
Lemma s126_p210 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + e = 2 /\ a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 209 _ _ _ H eq_refl). Qed.
Lemma s126_p211 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 210 _ _ _ H eq_refl). Qed.
Lemma s126_p212 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 211 _ _ _ H eq_refl). Qed.
Lemma s126_p213 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [dyadic (4 * a + 1) 2] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 212 _ _ _ H eq_refl). Qed.
Lemma s126_p214 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (e - 1)] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 213 _ _ _ H eq_refl). Qed.
Lemma s126_p215 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [dyadic (2 * a + 1) 1] [int a].
Proof. intros H. exact (holds_at _ 214 _ _ _ H eq_refl). Qed.
Lemma s126_p216 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 215 _ _ _ H eq_refl). Qed.
Lemma s126_p217 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [int (a + e - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 216 _ _ _ H eq_refl). Qed.
Lemma s126_p218 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 217 _ _ _ H eq_refl). Qed.
Lemma s126_p219 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (d - 1)] [dyadic 3 1]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 218 _ _ _ H eq_refl). Qed.
Lemma s126_p220 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 0 /\ c = 2 /\ d = 1 /\ e = 0)%Z -> g == dyadic (4 * a - 1) 1.
Proof. intros H. exact (holds_at _ 219 _ _ _ H eq_refl). Qed.
Lemma s126_p221 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (dyadic (2 * e - 3) 1)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 220 _ _ _ H eq_refl). Qed.
Lemma s126_p222 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 221 _ _ _ H eq_refl). Qed.
Lemma s126_p223 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 222 _ _ _ H eq_refl). Qed.
Lemma s126_p224 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [nstar (dyadic 5 2)] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 223 _ _ _ H eq_refl). Qed.
Lemma s126_p225 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [nstar (int (e - 1))] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 224 _ _ _ H eq_refl). Qed.
Lemma s126_p226 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 225 _ _ _ H eq_refl). Qed.
Lemma s126_p227 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [nstar (int (a + e - 2))] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 226 _ _ _ H eq_refl). Qed.
Lemma s126_p228 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 2)] [nstar (dyadic 5 2)]] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 227 _ _ _ H eq_refl). Qed.
Lemma s126_p229 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (d - 1))] [nstar (dyadic 3 1)]] [nstar (int 1)]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 228 _ _ _ H eq_refl). Qed.
Lemma s126_p230 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [int 0].
Proof. intros H. exact (holds_at _ 229 _ _ _ H eq_refl). Qed.
Lemma s126_p231 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 2)] [Game [int 1] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 230 _ _ _ H eq_refl). Qed.
Lemma s126_p232 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 5 1] [int 2]] [Game [Game [dyadic 3 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 231 _ _ _ H eq_refl). Qed.
Lemma s126_p233 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [dyadic 5 1] [nstar (dyadic 3 1)]]] [Game [int 2] [nstar (dyadic 1 1)]; Game [Game [dyadic 5 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 232 _ _ _ H eq_refl). Qed.
Lemma s126_p234 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [int e] [dyadic (2 * e - 1) 1]] [Game [int 3] [nstar (dyadic 3 1)]]] [nstar (dyadic 3 1); Game [int 2] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 233 _ _ _ H eq_refl). Qed.
Lemma s126_p235 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 3 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 234 _ _ _ H eq_refl). Qed.
Lemma s126_p236 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 2)] [nstar (dyadic 5 2)].
Proof. intros H. exact (holds_at _ 235 _ _ _ H eq_refl). Qed.
Lemma s126_p237 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 5 1] [dyadic 17 3]] [Game [int 2] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 236 _ _ _ H eq_refl). Qed.
Lemma s126_p238 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [int 3] [Game [int 2] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 237 _ _ _ H eq_refl). Qed.
Lemma s126_p239 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [nstar (int e)] [Game [int 3] [dyadic 9 2]]] [Game [int 2] [dyadic 5 2]].
Proof. intros H. exact (holds_at _ 238 _ _ _ H eq_refl). Qed.
Lemma s126_p240 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 2)%Z -> g == Game [nstar (dyadic 5 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 239 _ _ _ H eq_refl). Qed.
Lemma s126_p241 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [int 3] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 240 _ _ _ H eq_refl). Qed.
Lemma s126_p242 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [nstar (int e)] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 241 _ _ _ H eq_refl). Qed.
Lemma s126_p243 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)].
Proof. intros H. exact (holds_at _ 242 _ _ _ H eq_refl). Qed.
Lemma s126_p244 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int d] [nstar (dyadic 5 1)]] [nstar (int 2)]] [int 2; nstar (int 2)].
Proof. intros H. exact (holds_at _ 243 _ _ _ H eq_refl). Qed.
Lemma s126_p245 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [int 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 244 _ _ _ H eq_refl). Qed.
Lemma s126_p246 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 3 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 245 _ _ _ H eq_refl). Qed.
Lemma s126_p247 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [dyadic 5 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 246 _ _ _ H eq_refl). Qed.
Lemma s126_p248 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [int 3; Game [Game [int 4] [dyadic 7 1]] [Game [nstar (int 3)] [int 3]]] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 247 _ _ _ H eq_refl). Qed.
Lemma s126_p249 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [Game [int e] [dyadic (2 * e - 1) 1]] [Game [nstar (int (e - 1))] [int (e - 1)]]] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 248 _ _ _ H eq_refl). Qed.
Lemma s126_p250 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [nstar (int 2)] [nstar (dyadic 5 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 249 _ _ _ H eq_refl). Qed.
Lemma s126_p251 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]; Game [Game [dyadic 5 1] [dyadic 17 3]] [Game [int 2] [dyadic 5 2]]] [Game [dyadic 3 1] [int 1]; Game [Game [int 2] [dyadic 5 2]] [int 1]].
Proof. intros H. exact (holds_at _ 250 _ _ _ H eq_refl). Qed.
Lemma s126_p252 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [int 3] [nstar (int 2)]] [Game [Game [int 2] [dyadic 5 2]] [int 1]].
Proof. intros H. exact (holds_at _ 251 _ _ _ H eq_refl). Qed.
Lemma s126_p253 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 4)%Z -> g == Game [Game [Game [nstar (int 4)] [int 3]; Game [nstar (int 4)] [Game [int 3] [dyadic 9 2]]] [Game [int 3] [int 2]; Game [Game [int 3] [dyadic 9 2]] [int 2]]] [Game [Game [int 2] [dyadic 5 2]] [int 1]].
Proof. intros H. exact (holds_at _ 252 _ _ _ H eq_refl). Qed.
Lemma s126_p254 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 5)%Z -> g == Game [Game [Game [nstar (int e)] [int (e - 1)]] [Game [Game [int 3] [dyadic 9 2]] [int 2]]] [Game [Game [int 2] [dyadic 5 2]] [int 1]].
Proof. intros H. exact (holds_at _ 253 _ _ _ H eq_refl). Qed.
Lemma s126_p255 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a))] [int (2 * a)]] [dyadic (2 * a + 1) 1]] [Game [Game [nstar (dyadic (4 * a + 1) 2)] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 254 _ _ _ H eq_refl). Qed.
Lemma s126_p256 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [Game [nstar (dyadic 5 1)] [nstar (int 2)]] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 255 _ _ _ H eq_refl). Qed.
Lemma s126_p257 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 256 _ _ _ H eq_refl). Qed.
Lemma s126_p258 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b + e = 6 /\ b >= 2 /\ b <= 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [nstar (int 4)] [nstar (int 3)]; Game [nstar (int 4)] [int 3]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 257 _ _ _ H eq_refl). Qed.
Lemma s126_p259 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e >= 5)%Z -> g == Game [Game [Game [nstar (int (b + e - 2))] [int (b + e - 3)]] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 258 _ _ _ H eq_refl). Qed.
Lemma s126_p260 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b >= 4 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int (b + e - 2))] [int (b + e - 3)]] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 259 _ _ _ H eq_refl). Qed.
Lemma s126_p261 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 260 _ _ _ H eq_refl). Qed.
Lemma s126_p262 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int d)] [Game [nstar (dyadic 5 1)] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int d] [nstar (dyadic 5 1)]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int d] [dyadic 3 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 261 _ _ _ H eq_refl). Qed.
Lemma s126_p263 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 262 _ _ _ H eq_refl). Qed.
Lemma s126_p264 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b >= 2 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 1) 1] [int (2 * a + b - 1)]] [Game [dyadic (4 * a + 5) 2] [dyadic (2 * a + 1) 1]].
Proof. intros H. exact (holds_at _ 263 _ _ _ H eq_refl). Qed.
Lemma s126_p265 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int 4)] [int 3]; Game [nstar (int 4)] [Game [int 3] [dyadic 5 1]]] [Game [int 3] [dyadic 3 1]; Game [Game [int 3] [dyadic 5 1]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 264 _ _ _ H eq_refl). Qed.
Lemma s126_p266 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 2 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [nstar (int 4)] [nstar (int 3)]; Game [nstar (int 4)] [int 3]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 265 _ _ _ H eq_refl). Qed.
Lemma s126_p267 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 266 _ _ _ H eq_refl). Qed.
Lemma s126_p268 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ - b + e <= 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 1) 1] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 267 _ _ _ H eq_refl). Qed.
Lemma s126_p269 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 5)%Z -> g == Game [Game [int 4; Game [Game [int 6] [dyadic 9 1]] [Game [Game [nstar (int 5)] [int 4]] [int 4]]] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 268 _ _ _ H eq_refl). Qed.
Lemma s126_p270 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0 /\ e >= 6)%Z -> g == Game [Game [Game [Game [int (e + 1)] [dyadic (2 * e - 1) 1]] [Game [Game [nstar (int e)] [int (e - 1)]] [int (e - 1)]]] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 269 _ _ _ H eq_refl). Qed.
Lemma s126_p271 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [nstar (int b)] [nstar (dyadic 3 1)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 270 _ _ _ H eq_refl). Qed.
Lemma s126_p272 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 4)] [int 3]; Game [nstar (int 4)] [Game [int 3] [dyadic 5 1]]] [Game [int 3] [dyadic 3 1]; Game [Game [int 3] [dyadic 5 1]] [dyadic 3 1]]; Game [Game [nstar (int 4)] [Game [int 3] [dyadic 5 1]]] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [Game [int 3] [dyadic 3 1]] [int 1]].
Proof. intros H. exact (holds_at _ 271 _ _ _ H eq_refl). Qed.
Lemma s126_p273 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 3)] [int 3]] [dyadic 3 1]] [Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 272 _ _ _ H eq_refl). Qed.
Lemma s126_p274 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 4 /\ a >= 1 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 2)%Z -> g == Game [Game [Game [dyadic (4 * a + 2 * b - 3) 1] [int (2 * a + b - 2)]] [Game [dyadic (2 * a + 3) 1] [int (a + 1)]]] [Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 273 _ _ _ H eq_refl). Qed.
Lemma s126_p275 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b >= 3 /\ - b + e >= 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [Game [int (b + e - 2)] [int e]] [int (e - 1)]] [Game [Game [int (b + 1)] [int 3]] [int 2]]] [Game [Game [int b] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 274 _ _ _ H eq_refl). Qed.
Lemma s126_p276 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 3 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + 1)] [Game [Game [Game [nstar (dyadic (4 * a + 1) 2)] [int a]] [int a]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 275 _ _ _ H eq_refl). Qed.
Lemma s126_p277 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 1 /\ b = 4 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [nstar (dyadic (4 * a + 1) 2)] [int a]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 276 _ _ _ H eq_refl). Qed.
Lemma s126_p278 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 4] [Game [Game [Game [Game [Game [nstar (int 3)] [int 3]] [dyadic 3 1]] [Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1]]] [int 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 277 _ _ _ H eq_refl). Qed.
Lemma s126_p279 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b = 5 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 3)] [int 3]] [dyadic 3 1]] [Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1]]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 278 _ _ _ H eq_refl). Qed.
Lemma s126_p280 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 1 /\ b - e >= 1 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [Game [Game [int (b + e - 2)] [int (b + 1)]] [int b]] [Game [Game [int e] [int 3]] [int 2]]] [Game [Game [int (e - 1)] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 279 _ _ _ H eq_refl). Qed.
Lemma s126_p281 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 280 _ _ _ H eq_refl). Qed.
Lemma s126_p282 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 281 _ _ _ H eq_refl). Qed.
Lemma s126_p283 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 282 _ _ _ H eq_refl). Qed.
Lemma s126_p284 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (2 * e - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 283 _ _ _ H eq_refl). Qed.
Lemma s126_p285 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 284 _ _ _ H eq_refl). Qed.
Lemma s126_p286 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 285 _ _ _ H eq_refl). Qed.
Lemma s126_p287 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 286 _ _ _ H eq_refl). Qed.
Lemma s126_p288 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 7 2] [int 1].
Proof. intros H. exact (holds_at _ 287 _ _ _ H eq_refl). Qed.
Lemma s126_p289 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + e >= 5 /\ a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 288 _ _ _ H eq_refl). Qed.
Lemma s126_p290 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int (a + e - 2)] [dyadic (2 * a + 1) 1]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 289 _ _ _ H eq_refl). Qed.
Lemma s126_p291 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a)] [dyadic (4 * a + 1) 2]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 290 _ _ _ H eq_refl). Qed.
Lemma s126_p292 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a + d - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 291 _ _ _ H eq_refl). Qed.
Lemma s126_p293 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 292 _ _ _ H eq_refl). Qed.
Lemma s126_p294 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 7 2] [Game [dyadic 3 1] [Game [dyadic 3 1] [int 1]]]] [Game [int 1] [Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 293 _ _ _ H eq_refl). Qed.
Lemma s126_p295 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [nstar (dyadic (2 * e - 1) 1)] [Game [int 2] [Game [dyadic 3 1] [int 1]]]] [Game [int 1] [Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 294 _ _ _ H eq_refl). Qed.
Lemma s126_p296 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 9 2] [Game [int 2] [nstar (int 2)]]] [Game [dyadic 3 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 295 _ _ _ H eq_refl). Qed.
Lemma s126_p297 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [nstar (int e)] [Game [dyadic 5 1] [nstar (int 2)]]] [Game [dyadic 3 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 296 _ _ _ H eq_refl). Qed.
Lemma s126_p298 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 4)] [Game [dyadic 9 2] [Game [int 2] [nstar (int 2)]]]] [nstar (int 2)]] [int 2; nstar (int 2)].
Proof. intros H. exact (holds_at _ 297 _ _ _ H eq_refl). Qed.
Lemma s126_p299 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 4 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a + d - 3))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)]] [int a; nstar (int a)].
Proof. intros H. exact (holds_at _ 298 _ _ _ H eq_refl). Qed.
Lemma s126_p300 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 3] [Game [int 1] [dyadic 1 1; Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 299 _ _ _ H eq_refl). Qed.
Lemma s126_p301 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int 4)] [Game [Game [dyadic 3 1] [dyadic 3 1; Game [dyadic 3 1] [int 1]]] [int 1]].
Proof. intros H. exact (holds_at _ 300 _ _ _ H eq_refl). Qed.
Lemma s126_p302 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 9 1] [int 4]] [Game [Game [dyadic 5 1] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 301 _ _ _ H eq_refl). Qed.
Lemma s126_p303 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int 5)] [int 4]] [Game [Game [dyadic 7 1] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 302 _ _ _ H eq_refl). Qed.
Lemma s126_p304 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 4)%Z -> g == Game [Game [Game [int 6] [int 5]] [int 4]; Game [Game [int 6] [int 5]] [Game [dyadic 9 1] [int 2]]] [Game [int 4] [int 1]; Game [Game [dyadic 9 1] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 303 _ _ _ H eq_refl). Qed.
Lemma s126_p305 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 5)%Z -> g == Game [Game [Game [int (e + 2)] [dyadic (2 * e + 1) 1]] [Game [int 5] [int 2]]] [int 2; Game [int 4] [int 1]].
Proof. intros H. exact (holds_at _ 304 _ _ _ H eq_refl). Qed.
Lemma s126_p306 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic 7 1] [Game [dyadic 3 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 305 _ _ _ H eq_refl). Qed.
Lemma s126_p307 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]].
Proof. intros H. exact (holds_at _ 306 _ _ _ H eq_refl). Qed.
Lemma s126_p308 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 9 1] [int 4]] [Game [Game [int 3] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 307 _ _ _ H eq_refl). Qed.
Lemma s126_p309 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int 5)] [int 4]; Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [Game [int 4] [Game [int 2] [nstar (int 2)]]; Game [Game [int 4] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 308 _ _ _ H eq_refl). Qed.
Lemma s126_p310 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 4)%Z -> g == Game [int 5] [Game [int 3] [nstar (int 3)]; Game [int 4] [Game [int 2] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 309 _ _ _ H eq_refl). Qed.
Lemma s126_p311 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 5)%Z -> g == Game [Game [Game [int (e + 2)] [int (e + 1)]] [Game [int 5] [Game [int 3] [nstar (int 3)]]]] [Game [int 3] [nstar (int 3)]; Game [int 4] [Game [int 2] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 310 _ _ _ H eq_refl). Qed.
Lemma s126_p312 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [nstar (int 5)] [nstar (int 4)]; Game [nstar (int 5)] [int 4]] [Game [nstar (int 4)] [int 3]; Game [int 4] [int 3]].
Proof. intros H. exact (holds_at _ 311 _ _ _ H eq_refl). Qed.
Lemma s126_p313 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]].
Proof. intros H. exact (holds_at _ 312 _ _ _ H eq_refl). Qed.
Lemma s126_p314 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * a - 1) 1)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 313 _ _ _ H eq_refl). Qed.
Lemma s126_p315 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ - a + e <= 2 /\ b = 2 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 3) 1] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 314 _ _ _ H eq_refl). Qed.
Lemma s126_p316 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e = 3 /\ a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 1); Game [Game [int (3 * a + 1)] [dyadic (4 * a + 3) 1]] [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]]] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 315 _ _ _ H eq_refl). Qed.
Lemma s126_p317 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ - a + e >= 4 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [int (2 * a + e - 2)] [dyadic (2 * a + 2 * e - 3) 1]] [Game [nstar (int (a + e - 2))] [int (a + e - 2)]]] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 316 _ _ _ H eq_refl). Qed.
Lemma s126_p318 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 317 _ _ _ H eq_refl). Qed.
Lemma s126_p319 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [dyadic 9 1] [int 4]] [Game [Game [int 3] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]]]] [Game [dyadic 5 1] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]].
Proof. intros H. exact (holds_at _ 318 _ _ _ H eq_refl). Qed.
Lemma s126_p320 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 5)] [int 4]; Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [Game [int 4] [Game [int 2] [nstar (int 2)]]; Game [Game [int 4] [Game [int 3] [nstar (int 3)]]] [Game [int 2] [nstar (int 2)]]]; Game [Game [nstar (int 5)] [Game [int 4] [Game [int 3] [nstar (int 3)]]]] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]].
Proof. intros H. exact (holds_at _ 319 _ _ _ H eq_refl). Qed.
Lemma s126_p321 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 4)%Z -> g == Game [Game [int 5] [Game [int 4] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]]] [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]].
Proof. intros H. exact (holds_at _ 320 _ _ _ H eq_refl). Qed.
Lemma s126_p322 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 5)%Z -> g == Game [Game [Game [Game [int 7] [int 6]] [int 5]; Game [Game [int 7] [int 6]] [Game [int 5] [Game [int 3] [nstar (int 3)]]]] [Game [int 5] [int 3]; Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]]] [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]].
Proof. intros H. exact (holds_at _ 321 _ _ _ H eq_refl). Qed.
Lemma s126_p323 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 6)%Z -> g == Game [Game [Game [Game [int (e + 2)] [int (e + 1)]] [int e]] [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]]] [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]].
Proof. intros H. exact (holds_at _ 322 _ _ _ H eq_refl). Qed.
Lemma s126_p324 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 5)] [nstar (int 4)]; Game [nstar (int 5)] [int 4]] [Game [nstar (int 4)] [int 3]; Game [int 4] [int 3]]] [Game [nstar (int 3)] [int 2]].
Proof. intros H. exact (holds_at _ 323 _ _ _ H eq_refl). Qed.
Lemma s126_p325 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 2 /\ - a - b + e >= 2 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [int (a + e - 1)]] [int (a + e - 2)]] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 324 _ _ _ H eq_refl). Qed.
Lemma s126_p326 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 325 _ _ _ H eq_refl). Qed.
Lemma s126_p327 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int 5)] [Game [dyadic 9 2] [nstar (int 2)]]] [Game [Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 326 _ _ _ H eq_refl). Qed.
Lemma s126_p328 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int 5)] [int 5]] [dyadic 5 1]] [Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2]].
Proof. intros H. exact (holds_at _ 327 _ _ _ H eq_refl). Qed.
Lemma s126_p329 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b >= 5 /\ a >= 2 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 1))] [int (2 * a + b - 2)]] [Game [nstar (int (a + 2))] [int (a + 1)]]] [Game [nstar (int (a + 1))] [int a]].
Proof. intros H. exact (holds_at _ 328 _ _ _ H eq_refl). Qed.
Lemma s126_p330 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + b - e >= 2 /\ a >= 2 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ e >= 4)%Z -> g == Game [Game [Game [Game [int (2 * a + b + e - 4)] [int (2 * a + b - 1)]] [int (2 * a + b - 2)]] [Game [Game [int (a + e - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (a + e - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 329 _ _ _ H eq_refl). Qed.
Lemma s126_p331 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 6] [Game [Game [Game [Game [Game [nstar (int 5)] [int 5]] [dyadic 5 1]] [Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2]]] [int 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 330 _ _ _ H eq_refl). Qed.
Lemma s126_p332 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 2 /\ b = 5 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 5)] [int 5]] [dyadic 5 1]] [Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 331 _ _ _ H eq_refl). Qed.
Lemma s126_p333 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (int 0)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 332 _ _ _ H eq_refl). Qed.
Lemma s126_p334 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * e - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 333 _ _ _ H eq_refl). Qed.
Lemma s126_p335 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b + d = 1 /\ c = 0 /\ e = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 334 _ _ _ H eq_refl). Qed.
Lemma s126_p336 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic 3 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 335 _ _ _ H eq_refl). Qed.
Lemma s126_p337 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 336 _ _ _ H eq_refl). Qed.
Lemma s126_p338 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [int e] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 337 _ _ _ H eq_refl). Qed.
Lemma s126_p339 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 338 _ _ _ H eq_refl). Qed.
Lemma s126_p340 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 339 _ _ _ H eq_refl). Qed.
Lemma s126_p341 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 340 _ _ _ H eq_refl). Qed.
Lemma s126_p342 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == nstar (dyadic (2 * a - 3) 1).
Proof. intros H. exact (holds_at _ 341 _ _ _ H eq_refl). Qed.
Lemma s126_p343 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic (4 * a - 3) 2] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 342 _ _ _ H eq_refl). Qed.
Lemma s126_p344 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [dyadic (2 * e + 1) 1] [dyadic (4 * e + 1) 2]] [dyadic 5 1]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 343 _ _ _ H eq_refl). Qed.
Lemma s126_p345 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [int (a - 1)] [Game [dyadic (2 * a - 3) 1] [Game [int 1] [dyadic 1 1]]].
Proof. intros H. exact (holds_at _ 344 _ _ _ H eq_refl). Qed.
Lemma s126_p346 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a + 1) 2] [Game [int a] [Game [int a] [int 2]]]] [Game [int a] [int 2]; Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 345 _ _ _ H eq_refl). Qed.
Lemma s126_p347 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ a - e <= 3 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 3)%Z -> g == Game [Game [nstar (int (a + e - 2))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [int 2]]]] [Game [int a] [int 2]; Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 346 _ _ _ H eq_refl). Qed.
Lemma s126_p348 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ a <= 4 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a))] [Game [dyadic (4 * a + 1) 2] [Game [int a] [Game [int a] [int 2]]]]] [nstar (int a)]] [int a; nstar (int a)].
Proof. intros H. exact (holds_at _ 347 _ _ _ H eq_refl). Qed.
Lemma s126_p349 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a - 1)] [Game [nstar (dyadic (2 * a - 3) 1)] [Game [Game [int 1] [dyadic 1 1]] [int 0]]].
Proof. intros H. exact (holds_at _ 348 _ _ _ H eq_refl). Qed.
Lemma s126_p350 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (int (2 * a))] [Game [Game [dyadic (4 * a - 3) 2] [nstar (int (a - 1))]; Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]]] [int 1]].
Proof. intros H. exact (holds_at _ 349 _ _ _ H eq_refl). Qed.
Lemma s126_p351 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [dyadic (2 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 350 _ _ _ H eq_refl). Qed.
Lemma s126_p352 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0 /\ e = 3)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [dyadic (2 * a + 3) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 351 _ _ _ H eq_refl). Qed.
Lemma s126_p353 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e <= 1 /\ b = 1 /\ c = 1 /\ d = 0 /\ e >= 4)%Z -> g == Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [dyadic (2 * a + 2 * e - 3) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 352 _ _ _ H eq_refl). Qed.
Lemma s126_p354 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e = 2 /\ a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a)] [int (2 * a + 1)]] [int (2 * a)]; Game [Game [int (3 * a)] [int (2 * a + 1)]] [Game [dyadic (4 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]]] [Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]]; Game [Game [dyadic (4 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 353 _ _ _ H eq_refl). Qed.
Lemma s126_p355 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a + e - 2)] [dyadic (2 * a + 2 * e - 3) 1]] [Game [int (2 * a + 1)] [Game [nstar (int a)] [nstar (int 2)]]]] [Game [nstar (int a)] [nstar (int 2)]; Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 354 _ _ _ H eq_refl). Qed.
Lemma s126_p356 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (4 * a - 1) 1] [Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [int 1]]].
Proof. intros H. exact (holds_at _ 355 _ _ _ H eq_refl). Qed.
Lemma s126_p357 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 1)%Z -> g == Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]].
Proof. intros H. exact (holds_at _ 356 _ _ _ H eq_refl). Qed.
Lemma s126_p358 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ a <= 6 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 357 _ _ _ H eq_refl). Qed.
Lemma s126_p359 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ a <= 7 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 358 _ _ _ H eq_refl). Qed.
Lemma s126_p360 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e = 1 /\ a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [int (2 * a)]; Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]; Game [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 359 _ _ _ H eq_refl). Qed.
Lemma s126_p361 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e = 2 /\ a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]; Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 360 _ _ _ H eq_refl). Qed.
Lemma s126_p362 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [Game [int (2 * a + e - 2)] [int (a + e - 1)]] [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]; Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 361 _ _ _ H eq_refl). Qed.
Lemma s126_p363 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 362 _ _ _ H eq_refl). Qed.
Lemma s126_p364 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 363 _ _ _ H eq_refl). Qed.
Lemma s126_p365 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ a <= 6 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]] [Game [dyadic (2 * a + 1) 1] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 364 _ _ _ H eq_refl). Qed.
Lemma s126_p366 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ a <= 7 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]; Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))]] [Game [nstar (int (a + 1))] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 365 _ _ _ H eq_refl). Qed.
Lemma s126_p367 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e = 1 /\ a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [int (2 * a)]; Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]; Game [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]; Game [Game [Game [int (3 * a - 1)] [int (2 * a + 1)]] [Game [int (2 * a)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a - 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (2 * a - 1)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 366 _ _ _ H eq_refl). Qed.
Lemma s126_p368 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e = 2 /\ a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a + 1)] [Game [int (2 * a)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 367 _ _ _ H eq_refl). Qed.
Lemma s126_p369 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (- a + e = 3 /\ a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [int (2 * a + 1)]; Game [Game [int (3 * a + 1)] [int (2 * a + 2)]] [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a + 1)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 368 _ _ _ H eq_refl). Qed.
Lemma s126_p370 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ - a + e >= 4 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (2 * a + e - 2)] [int (a + e - 1)]] [int (a + e - 2)]] [Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 369 _ _ _ H eq_refl). Qed.
Lemma s126_p371 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 370 _ _ _ H eq_refl). Qed.
Lemma s126_p372 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [Game [dyadic (4 * a + 1) 2] [nstar (int a)]]] [Game [Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 371 _ _ _ H eq_refl). Qed.
Lemma s126_p373 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 2 /\ e = 0)%Z -> g == Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 372 _ _ _ H eq_refl). Qed.
Lemma s126_p374 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 4 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [int (2 * a + 2)] [Game [Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 373 _ _ _ H eq_refl). Qed.
Lemma s126_p375 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 3 /\ b = 5 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 374 _ _ _ H eq_refl). Qed.
Lemma s126_p376 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [int 1] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 375 _ _ _ H eq_refl). Qed.
Lemma s126_p377 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic 3 1)] [Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0]].
Proof. intros H. exact (holds_at _ 376 _ _ _ H eq_refl). Qed.
Lemma s126_p378 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [dyadic 5 1] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 377 _ _ _ H eq_refl). Qed.
Lemma s126_p379 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [dyadic (4 * e + 1) 2] [Game [dyadic 5 1] [int 1]]] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 378 _ _ _ H eq_refl). Qed.
Lemma s126_p380 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 379 _ _ _ H eq_refl). Qed.
Lemma s126_p381 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 1)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1; Game [int (a - 2)] [int 1]].
Proof. intros H. exact (holds_at _ 380 _ _ _ H eq_refl). Qed.
Lemma s126_p382 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a + e >= 6 /\ a >= 4 /\ a - e <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (a + e - 3)] [Game [int (a - 1)] [int 2]]] [int 2; Game [int (a - 2)] [int 1]].
Proof. intros H. exact (holds_at _ 381 _ _ _ H eq_refl). Qed.
Lemma s126_p383 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 4 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [Game [int (2 * a - 2)] [Game [int (a - 1)] [Game [int (a - 1)] [int 2]]]] [int (a - 1)]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 382 _ _ _ H eq_refl). Qed.
Lemma s126_p384 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 0)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 383 _ _ _ H eq_refl). Qed.
Lemma s126_p385 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e = 1)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [nstar (int (a - 2))]; Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 384 _ _ _ H eq_refl). Qed.
Lemma s126_p386 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0 /\ e >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * e - 5) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 2))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 385 _ _ _ H eq_refl). Qed.
Lemma s126_p387 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic 3 1] [Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]; Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1]] [Game [int 0] [int 0; nstar (int 0)]]].
Proof. intros H. exact (holds_at _ 386 _ _ _ H eq_refl). Qed.
Lemma s126_p388 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [dyadic (2 * e + 3) 1] [Game [int (e + 1)] [nstar (int (e + 1))]]] [dyadic 7 1]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 387 _ _ _ H eq_refl). Qed.
Lemma s126_p389 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 0 /\ a - e <= 4 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]].
Proof. intros H. exact (holds_at _ 388 _ _ _ H eq_refl). Qed.
Lemma s126_p390 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 0 /\ a - e <= 4 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [int (a + 1)] [int 3]; Game [int a] [Game [int a] [int 2]]]]; Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 2)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (a + e - 2)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 389 _ _ _ H eq_refl). Qed.
Lemma s126_p391 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]; Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 390 _ _ _ H eq_refl). Qed.
Lemma s126_p392 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 1)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 391 _ _ _ H eq_refl). Qed.
Lemma s126_p393 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic 13 2] [int 3]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 392 _ _ _ H eq_refl). Qed.
Lemma s126_p394 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [int (e + 1)] [nstar (int (e + 1))]] [Game [dyadic 7 1] [int 1]]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 393 _ _ _ H eq_refl). Qed.
Lemma s126_p395 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int (a - 3)].
Proof. intros H. exact (holds_at _ 394 _ _ _ H eq_refl). Qed.
Lemma s126_p396 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e = 2 /\ a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [dyadic (4 * a - 9) 1] [Game [int (2 * a - 5)] [Game [int (2 * a - 5)] [int (a - 1)]]]] [dyadic (2 * a - 1) 1; Game [int (2 * a - 5)] [int (a - 1)]]] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 395 _ _ _ H eq_refl). Qed.
Lemma s126_p397 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 5 /\ a - e <= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [dyadic (2 * a + 2 * e - 5) 1] [Game [int (a + e - 3)] [Game [int (a + e - 3)] [int (e + 1)]]]] [dyadic (2 * a - 1) 1]] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 396 _ _ _ H eq_refl). Qed.
Lemma s126_p398 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 21 2] [Game [int 5] [int 5; Game [int 5] [int 2]]]] [Game [int 5] [int 2]; Game [dyadic 9 1] [Game [int 4] [int 1]]].
Proof. intros H. exact (holds_at _ 397 _ _ _ H eq_refl). Qed.
Lemma s126_p399 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 3 /\ e = 0)%Z -> g == Game [Game [dyadic (4 * a + 1) 2] [nstar (int a)]] [int a; nstar (int a)].
Proof. intros H. exact (holds_at _ 398 _ _ _ H eq_refl). Qed.
Lemma s126_p400 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 0)%Z -> g == Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 399 _ _ _ H eq_refl). Qed.
Lemma s126_p401 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [dyadic (2 * a - 5) 1]] [Game [Game [Game [nstar (int (a - 1))] [int 3]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 400 _ _ _ H eq_refl). Qed.
Lemma s126_p402 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e = 3 /\ a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * a - 7)] [Game [int (2 * a - 7)] [int (a - 2)]]] [int (a - 2); Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 401 _ _ _ H eq_refl). Qed.
Lemma s126_p403 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 6 /\ a - e <= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [int (a + e - 4)] [Game [int (a + e - 4)] [int (e + 1)]]] [Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 402 _ _ _ H eq_refl). Qed.
Lemma s126_p404 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e = 4 /\ a >= 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a - 7)] [int (a - 1); Game [int (a - 1)] [int 2]]] [int 2; Game [int (a - 2)] [int 1]].
Proof. intros H. exact (holds_at _ 403 _ _ _ H eq_refl). Qed.
Lemma s126_p405 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 3 /\ b = 1 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [dyadic (2 * a + 2 * e - 5) 1] [Game [int (a + e - 3)] [Game [int (a + e - 3)] [int (e + 1)]]]] [dyadic (2 * a - 1) 1; Game [int (a + e - 3)] [int (e + 1)]]] [Game [Game [Game [Game [nstar (int (a + e - 3))] [int (a + e - 3)]] [dyadic (2 * a - 1) 1]] [dyadic (2 * a - 3) 1]; Game [Game [int (a + e - 3)] [Game [int (a + e - 3)] [int (e + 1)]]] [int (e + 1); Game [dyadic (2 * a - 1) 1] [int 1]]] [Game [Game [Game [nstar (int (a + e - 2))] [int (e + 1)]] [int 1]] [int 0]]].
Proof. intros H. exact (holds_at _ 404 _ _ _ H eq_refl). Qed.
Lemma s126_p406 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 6 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [int 6; Game [dyadic 25 2] [dyadic 11 1]] [Game [Game [int 6] [int 5; Game [int 6] [int 2]]] [int 2]].
Proof. intros H. exact (holds_at _ 405 _ _ _ H eq_refl). Qed.
Lemma s126_p407 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 4 /\ b = 0 /\ c = 0 /\ d = 0 /\ e >= 3)%Z -> g == Game [Game [Game [Game [nstar (int (a + e - 4))] [int (a + e - 4)]] [dyadic (2 * a - 3) 1]] [dyadic (2 * a - 5) 1]; Game [Game [int (a + e - 4)] [Game [int (a + e - 4)] [int (e + 1)]]] [int (e + 1); Game [dyadic (2 * a - 3) 1] [int 1]]] [Game [Game [Game [nstar (int (a + e - 3))] [int (e + 1)]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 406 _ _ _ H eq_refl). Qed.
Lemma s126_p408 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e = 5 /\ a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int (2 * a - 8)] [int (a - 2); Game [int (a - 1)] [int 2]]] [int 2].
Proof. intros H. exact (holds_at _ 407 _ _ _ H eq_refl). Qed.
Lemma s126_p409 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 7 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [int a; Game [dyadic (4 * a + 1) 2] [dyadic (2 * a - 1) 1]] [Game [Game [int a] [int 5; Game [int a] [int 2]]; Game [dyadic (2 * a - 1) 1] [int (a - 1)]] [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 408 _ _ _ H eq_refl). Qed.
Lemma s126_p410 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e = 4 /\ a >= 7 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int (2 * a - 6))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [int 2]]]] [int (a - 1); Game [int a] [int 2]].
Proof. intros H. exact (holds_at _ 409 _ _ _ H eq_refl). Qed.
Lemma s126_p411 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 7 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic 29 1] [int 14]] [Game [Game [int 8] [Game [int 8] [Game [int 8] [int 3]]]] [int 7; Game [int 8] [int 3]]].
Proof. intros H. exact (holds_at _ 410 _ _ _ H eq_refl). Qed.
Lemma s126_p412 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 7 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [dyadic 29 1] [int 14]] [Game [Game [int 8] [Game [int 8] [Game [int 8] [int 3]]]] [int 7; Game [int 8] [int 3]]]] [Game [dyadic 15 1] [int 7]; Game [Game [int 14] [Game [int 7] [Game [int 7] [int 2]]]] [int 7]].
Proof. intros H. exact (holds_at _ 411 _ _ _ H eq_refl). Qed.
Lemma s126_p413 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 8 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [int (a - 1)] [int 5; Game [int (a - 1)] [int 2]]; Game [dyadic (2 * a - 3) 1] [int (a - 2)]] [Game [Game [Game [nstar (int (a + 1))] [int 5]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 412 _ _ _ H eq_refl). Qed.
Lemma s126_p414 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 8 /\ b = 1 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int (a + 1))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [int 2]]]] [Game [Game [nstar (int a)] [int (a - 1)]; Game [int (a + 1)] [int 6; Game [int a] [int 2]]] [Game [Game [Game [nstar (int (a + 3))] [int 6]] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 413 _ _ _ H eq_refl). Qed.
Lemma s126_p415 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 8 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + 3)] [int 7; Game [int (a + 1)] [int 3]]; Game [Game [int (a + 2)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + 3)] [int 7]] [int 3]] [int 2]]]].
Proof. intros H. exact (holds_at _ 414 _ _ _ H eq_refl). Qed.
Lemma s126_p416 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 8 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int 17)] [int 16]] [Game [Game [int 10] [Game [int 9] [Game [int 9] [int 3]]]] [int 8; Game [int 9] [int 3]]].
Proof. intros H. exact (holds_at _ 415 _ _ _ H eq_refl). Qed.
Lemma s126_p417 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 8 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 2)%Z -> g == Game [Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + 3)] [int 7; Game [int (a + 1)] [int 3]]; Game [Game [int (a + 2)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + 3)] [int 7]] [int 3]] [int 2]]]]] [Game [dyadic (2 * a + 1) 1] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 416 _ _ _ H eq_refl). Qed.
Lemma s126_p418 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a = 8 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int 17)] [int 16]] [Game [Game [int 10] [Game [int 9] [Game [int 9] [int 3]]]] [int 8; Game [int 9] [int 3]]]; Game [Game [nstar (int 17)] [Game [int 10] [Game [int 9] [Game [int 9] [int 3]]]]] [nstar (int 9)]] [Game [nstar (int 9)] [int 8]; Game [Game [int 16] [Game [int 8] [Game [int 8] [int 2]]]] [int 8]].
Proof. intros H. exact (holds_at _ 417 _ _ _ H eq_refl). Qed.
Lemma s126_p419 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 9 /\ b = 0 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int (a - 1))] [int (a - 2)]; Game [int a] [int 6; Game [int (a - 1)] [int 2]]] [Game [Game [Game [nstar (int (a + 2))] [int 6]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 418 _ _ _ H eq_refl). Qed.
Lemma s126_p420 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 5 /\ b = 1 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [nstar (int (a + e - 2))] [Game [dyadic (2 * a + 1) 1] [Game [int a] [int 2]]]] [Game [Game [int (a + e - 2)] [int (e + 3); Game [int a] [int 2]]; Game [Game [int (a + e - 3)] [int a]] [int (a - 1)]] [Game [Game [Game [nstar (int (a + e))] [int (e + 3)]] [int 2]] [int 1]]].
Proof. intros H. exact (holds_at _ 419 _ _ _ H eq_refl). Qed.
Lemma s126_p421 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 9 /\ b = 1 /\ c = 1 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + 4)] [int 8; Game [int (a + 1)] [int 3]]; Game [Game [int (a + 3)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + 4)] [int 8]] [int 3]] [int 2]]]].
Proof. intros H. exact (holds_at _ 420 _ _ _ H eq_refl). Qed.
Lemma s126_p422 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e = 5 /\ a >= 9 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [Game [int (3 * a - 7)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (2 * a - 6)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int a; Game [int (a + 1)] [int 3]]].
Proof. intros H. exact (holds_at _ 421 _ _ _ H eq_refl). Qed.
Lemma s126_p423 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a >= 9 /\ b = 2 /\ c = 0 /\ d = 1 /\ e = 3)%Z -> g == Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + 4)] [int 8; Game [int (a + 1)] [int 3]]; Game [Game [int (a + 3)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + 4)] [int 8]] [int 3]] [int 2]]]]; Game [Game [nstar (int (2 * a + 1))] [Game [int (a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [nstar (int (a + 1))]] [Game [nstar (int (a + 1))] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 422 _ _ _ H eq_refl). Qed.
Lemma s126_p424 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e = 5 /\ a >= 9 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [Game [int (3 * a - 7)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (2 * a - 6)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int a; Game [int (a + 1)] [int 3]]]; Game [Game [Game [int (3 * a - 7)] [int (2 * a + 1)]] [Game [int (2 * a - 6)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (2 * a - 7)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (2 * a - 7)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 423 _ _ _ H eq_refl). Qed.
Lemma s126_p425 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 6 /\ b = 0 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [int (a + e - 3)] [int (e + 3); Game [int (a - 1)] [int 2]]; Game [Game [int (a + e - 4)] [int (a - 1)]] [int (a - 2)]] [Game [Game [Game [nstar (int (a + e - 1))] [int (e + 3)]] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 424 _ _ _ H eq_refl). Qed.
Lemma s126_p426 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 6 /\ b = 1 /\ c = 1 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + e + 1)] [int (e + 5); Game [int (a + 1)] [int 3]]; Game [Game [int (a + e)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + e + 1)] [int (e + 5)]] [int 3]] [int 2]]]].
Proof. intros H. exact (holds_at _ 425 _ _ _ H eq_refl). Qed.
Lemma s126_p427 {a b c d e : Z} {g : game} : holds (s126_pieces a b c d e) g -> (a - e >= 6 /\ b = 2 /\ c = 0 /\ d = 1 /\ e >= 4)%Z -> g == Game [Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [Game [Game [int (a + e + 1)] [int (e + 5); Game [int (a + 1)] [int 3]]; Game [Game [int (a + e)] [int (a + 1)]] [int a]] [Game [Game [Game [int (a + e + 1)] [int (e + 5)]] [int 3]] [int 2]]]]; Game [Game [Game [int (2 * a + e - 2)] [int (2 * a + 1)]] [Game [int (a + e - 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [int (a + e - 2)] [int (a + 1)]; Game [Game [int (2 * a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]] [int (a + 1)]]] [Game [Game [int (a + e - 2)] [int (a + 1)]] [int a]; Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]].
Proof. intros H. exact (holds_at _ 426 _ _ _ H eq_refl). Qed.

Lemma s127_p1 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a <= 1 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 0)%Z -> g == dyadic (2 * a + 3 * b + 3 * c - 4) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s127_p2 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == dyadic (2 * a + 3 * b + 3 * c - 4) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s127_p3 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == dyadic (2 * a + 3 * b + 3 * c - 4) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s127_p4 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s127_p5 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a + c = 3 /\ a <= 1 /\ b = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s127_p6 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s127_p7 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a + b = 1 /\ c >= 3)%Z -> g == Game [Game [int (a + 2 * b + c - 2)] [int (b + 1)]] [int b].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s127_p8 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a + b >= 2 /\ a <= 2 /\ b <= 1 /\ c >= 2)%Z -> g == Game [Game [int (a + 2 * b + c - 2)] [int (b + 1)]] [int b].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s127_p9 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 4)%Z -> g == Game [Game [int (a + 2 * b + c - 2)] [int (b + 1)]] [int b].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s127_p10 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a - b = 0 /\ a <= 3 /\ (a) mod 2 = 1 /\ c = 0)%Z -> g == dyadic (39 * b - 39) 4.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s127_p11 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == dyadic (39 * b - 39) 4.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s127_p12 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a + b >= 1 /\ a <= 1 /\ b <= 1 /\ c = 1)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s127_p13 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 2)%Z -> g == Game [nstar (int (a + c))] [int (a + c - 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s127_p14 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (b >= 2 /\ c = 3)%Z -> g == Game [nstar (int (a + c))] [int (a + c - 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s127_p15 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s127_p16 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == Game [dyadic (2 * a + 5) 1] [int (a + 2)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s127_p17 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (b >= 2 /\ c >= 4)%Z -> g == Game [Game [int (a + c)] [int (a + 3)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s127_p18 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a <= 2 /\ b = 3 /\ c = 0)%Z -> g == Game [nstar (int (a + 2))] [int (a + 2)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s127_p19 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (b >= 4 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a + b)] [dyadic (2 * a + 5) 1]] [int (a + 2)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s127_p20 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == Game [int 0] [int 0; nstar (int 0)].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s127_p21 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [int 1] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s127_p22 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s127_p23 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [nstar (int a)] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s127_p24 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s127_p25 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [Game [nstar (int (c + 1))] [int (c + 1)]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s127_p26 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 3 /\ b = 1 /\ c >= 2)%Z -> g == Game [Game [dyadic (2 * c + 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s127_p27 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [Game [nstar (int (a + c - 2))] [int (c + 1)]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s127_p28 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a = 4 /\ b = 1 /\ c >= 2)%Z -> g == Game [Game [nstar (int (c + 3))] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s127_p29 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 4 /\ b = 3 /\ c = 0)%Z -> g == dyadic (2 * a + 3) 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s127_p30 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 5 /\ a - c <= 3 /\ b = 1)%Z -> g == Game [Game [Game [int (a + c - 1)] [int (c + 3)]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s127_p31 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 6 /\ b = 1 /\ c = 2)%Z -> g == Game [Game [Game [int (a + 1)] [int 5; Game [int (a + 1)] [int 2]]; Game [dyadic (2 * a + 1) 1] [int a]] [Game [Game [Game [nstar (int (a + 2))] [int 5]] [int 2]] [int 1]]; Game [Game [int (a + 1)] [int 5]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s127_p32 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a >= 7 /\ b = 1 /\ c = 3)%Z -> g == Game [Game [Game [nstar (int (a + 1))] [int a]; Game [int (a + 2)] [int 6; Game [int (a + 1)] [int 2]]] [Game [Game [Game [nstar (int (a + 3))] [int 6]] [int 2]] [int 1]]; Game [Game [int (a + 2)] [int 6]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s127_p33 {a b c : Z} {g : game} : holds (s127_pieces a b c) g -> (a - c >= 4 /\ b = 1 /\ c >= 4)%Z -> g == Game [Game [Game [int (a + c - 1)] [int (c + 3); Game [int (a + 1)] [int 2]]; Game [Game [int (a + c - 2)] [int (a + 1)]] [int a]] [Game [Game [Game [nstar (int (a + c))] [int (c + 3)]] [int 2]] [int 1]]; Game [Game [int (a + c - 1)] [int (c + 3)]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.

