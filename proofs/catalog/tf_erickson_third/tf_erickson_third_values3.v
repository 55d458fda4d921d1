(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s39_p1 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-8).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s39_p2 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s39_p3 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s39_p4 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s39_p5 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s39_p6 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s39_p7 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a <= 1 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s39_p8 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s39_p9 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b >= 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s39_p10 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (- a + c >= 1 /\ b = 1 /\ c + d = 2)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s39_p11 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a + b = 1 /\ a - c = 0 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s39_p12 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s39_p13 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s39_p14 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (b = 0 /\ c = 2 /\ d = 1)%Z -> g == Game [int (2 * a)] [dyadic (4 * a - 1) 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s39_p15 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (c >= 2 /\ d >= 2)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s39_p16 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (c = 3 /\ d = 0)%Z -> g == Game [nstar (int (2 * a + b))] [int (2 * a + b - 1)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s39_p17 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (c = 3 /\ d = 1)%Z -> g == Game [int (2 * a + b)] [Game [Game [nstar (int (2 * a + b))] [int (2 * a + b)]] [int (2 * a + b)]].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s39_p18 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b + c - 3)] [Game [int (2 * a + b)] [nstar (int (2 * a + b))]]] [int (2 * a + b)]] [int (2 * a + b - 1)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s39_p19 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (c >= 4 /\ d = 1)%Z -> g == Game [int (2 * a + b)] [Game [Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (8 * a + 4 * b + 1) 2]] [int (2 * a + b)]] [int (2 * a + b)]] [int (2 * a + b)]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s39_p20 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-4)).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s39_p21 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 0)] [nstar (dyadic (-1) 1)]] [dyadic (-3) 2].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s39_p22 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s39_p23 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s39_p24 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s39_p25 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s39_p26 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == nstar (dyadic 1 2).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s39_p27 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s39_p28 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s39_p29 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (b >= 1 /\ c = 2 /\ d = 1)%Z -> g == Game [int (2 * a + b)] [dyadic (8 * a + 4 * b - 1) 2].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s39_p30 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 3) 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s39_p31 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (dyadic (2 * a - 3) 1).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s39_p32 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 3 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == nstar (dyadic (2 * a - 3) 1).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s39_p33 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a + d = 1 /\ a - c = 0 /\ b = 2)%Z -> g == Game [nstar (int (2 * a))] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s39_p34 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (2 * a))] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s39_p35 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [nstar (dyadic 1 2)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s39_p36 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [nstar (dyadic 1 1)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s39_p37 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int 0); Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s39_p38 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int (2 * a + b - 1)] [dyadic (8 * a + 4 * b - 5) 2]] [Game [dyadic (4 * a + 1) 2] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s39_p39 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (b - 1))] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s39_p40 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a + b = 2 /\ a + c = 1 /\ d >= 3)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s39_p41 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s39_p42 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 0); Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s39_p43 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s39_p44 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s39_p45 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int (b - 2))] [nstar (dyadic 1 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s39_p46 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 3)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s39_p47 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (b >= 3 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (2 * a + b - 2))] [Game [nstar (int a)] [int a]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s39_p48 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 1 /\ d >= 3)%Z -> g == Game [nstar (int (b - 1))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s39_p49 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (b >= 4 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s39_p50 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 0 /\ b >= 4 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (b - 2))] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s39_p51 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a - b >= 3 /\ b + d = 1 /\ c = 0)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s39_p52 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s39_p53 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s39_p54 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s39_p55 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s39_p56 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s39_p57 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s39_p58 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s39_p59 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a + b >= 4 /\ b + d = 3 /\ b >= 2 /\ c = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s39_p60 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s39_p61 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s39_p62 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s39_p63 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s39_p64 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic 1 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s39_p65 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int 2] [dyadic 3 1]] [Game [int 1] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s39_p66 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int 2)] [dyadic 11 3].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s39_p67 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s39_p68 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s39_p69 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 2)] [dyadic 11 3]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s39_p70 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s39_p71 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (b + 1))] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s39_p72 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d >= 3)%Z -> g == Game [nstar (int (b + 1))] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s39_p73 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s39_p74 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int b)] [nstar (dyadic 3 1)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s39_p75 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int b)] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s39_p76 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 2 /\ b + d = 1 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s39_p77 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a + c = 3 /\ a >= 2 /\ b = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s39_p78 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s39_p79 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 1)] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s39_p80 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s39_p81 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [int 1].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s39_p82 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [int (2 * a)] [dyadic (4 * a - 1) 1]] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s39_p83 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (2 * a))] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s39_p84 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b >= 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s39_p85 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 2] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s39_p86 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int (2 * a))] [dyadic (4 * a + 1) 2]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s39_p87 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s39_p88 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (2 * a + b - 1))] [nstar (dyadic (2 * a + 1) 1)].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s39_p89 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s39_p90 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s39_p91 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a - 2)] [Game [dyadic (2 * a - 3) 1] [Game [int 1] [dyadic 1 1]]].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s39_p92 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 7) 1] [int 0].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s39_p93 {a b c d : Z} {g : game} : holds (s39_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.

Lemma s40_p1 {a b : Z} {g : game} : holds (s40_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s40_p2 {a b : Z} {g : game} : holds (s40_pieces a b) g -> (a <= 1 /\ b = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s40_p3 {a b : Z} {g : game} : holds (s40_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s40_p4 {a b : Z} {g : game} : holds (s40_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s40_p5 {a b : Z} {g : game} : holds (s40_pieces a b) g -> (b >= 3)%Z -> g == Game [dyadic (2 * a + 2 * b - 1) 1] [int 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s40_p6 {a b : Z} {g : game} : holds (s40_pieces a b) g -> (a >= 1 /\ b = 2)%Z -> g == Game [int (a + 1)] [int 1].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s40_p7 {a b : Z} {g : game} : holds (s40_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s41_p1 {a b : Z} {g : game} : holds (s41_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s41_p2 {a b : Z} {g : game} : holds (s41_pieces a b) g -> (b = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s41_p3 {a b : Z} {g : game} : holds (s41_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s41_p4 {a b : Z} {g : game} : holds (s41_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s41_p5 {a b : Z} {g : game} : holds (s41_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s41_p6 {a b : Z} {g : game} : holds (s41_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (int 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s41_p7 {a b : Z} {g : game} : holds (s41_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s42_p1 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s42_p2 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (b = 0 /\ c = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s42_p3 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s42_p4 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s42_p5 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a + b >= 1 /\ a <= 1 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s42_p6 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a >= 2 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s42_p7 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 0] [Game [int 0] [nstar (int (-1))]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s42_p8 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (3 * a + b - 1)] [Game [int (2 * a)] [nstar (int (2 * a))]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s42_p9 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [Game [int (3 * a + b - 2)] [Game [int (2 * a)] [nstar (int (2 * a))]]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s42_p10 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == Game [int 0] [Game [int 0; nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s42_p11 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s42_p12 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s42_p13 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (int 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s42_p14 {a b c : Z} {g : game} : holds (s42_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.

Lemma s43_p1 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (2 * a + 2 * c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s43_p2 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c = 1)%Z -> g == int (2 * a + 2 * c - 3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s43_p3 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s43_p4 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (a = 0 /\ b + c = 3 /\ b <= 1)%Z -> g == Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s43_p5 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 2)%Z -> g == Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s43_p6 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (a + b + c >= 4 /\ c >= 2)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s43_p7 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s43_p8 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * a + b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s43_p9 {a b c : Z} {g : game} : holds (s43_pieces a b c) g -> (b >= 1 /\ c = 1)%Z -> g == nstar (int (2 * a + b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s43_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b + c = 3 /\ b <= 1)%Z ->
  add (Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)]) (int off) == Game [Game [int (2 * a + b + off + 1)] [int (2 * a + b + off + 1)]] [int (2 * a + b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b + 1 + sh))] [(fun sh => int (2 * a + b + 1 + sh))])] [(fun sh => int (2 * a + b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s43_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b + c >= 4 /\ c >= 2)%Z ->
  add (Game [Game [int (3 * a + 2 * b + c - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)]) (int off) == Game [Game [int (3 * a + 2 * b + c + off - 2)] [int (2 * a + b + off + 1)]] [int (2 * a + b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 * a + 2 * b + c - 2 + sh))] [(fun sh => int (2 * a + b + 1 + sh))])] [(fun sh => int (2 * a + b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s43_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 1)%Z ->
  add (nstar (int (2 * a + b + 2 * c - 2))) (int off) == Game [int (2 * a + b + 2 * c + off - 2)] [int (2 * a + b + 2 * c + off - 2)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b + 2 * c - 2 + sh))] [(fun sh => int (2 * a + b + 2 * c - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s44_p1 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c = 0)%Z -> g == dyadic (7 * a + 10 * b - 14) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s44_p2 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == dyadic (7 * a + 10 * b - 14) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s44_p3 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (b = 0 /\ c = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s44_p4 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s44_p5 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * a + b + 3 * c - 4)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s44_p6 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (b >= 1 /\ c = 1)%Z -> g == nstar (int (2 * a + b + 3 * c - 4)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s44_p7 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s44_p8 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s44_p9 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == Game [int 0; nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s44_p10 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 1 /\ b = 2 /\ c = 0)%Z -> g == Game [int 2] [int 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s44_p11 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int 2)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s44_p12 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a >= 2 /\ b = 2 /\ c = 0)%Z -> g == Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s44_p13 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (int 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s44_p14 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s44_p15 {a b c : Z} {g : game} : holds (s44_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.

Lemma s45_p1 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s45_p2 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s45_p3 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s45_p4 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s45_p5 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (2 * a + 2 * c - 4)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s45_p6 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == nstar (int (2 * a + 2 * c - 4)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s45_p7 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (- a + c >= 1 /\ b = 0 /\ c <= 2 /\ d = 0)%Z -> g == nstar (int (2 * a + 2 * c - 4)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s45_p8 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [Game [int 0] [nstar (int (-1))]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s45_p9 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (b + c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s45_p10 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [Game [int (2 * a + b)] [nstar (int (2 * a + b))]].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s45_p11 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (c >= 3 /\ d = 0)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [Game [int (2 * a + b)] [nstar (int (2 * a + b))]]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s45_p12 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s45_p13 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s45_p14 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (b >= 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s45_p15 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (b >= 1 /\ c = 1 /\ d = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s45_p16 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [Game [int 1] [nstar (dyadic 1 2)]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s45_p17 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (b >= 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s45_p18 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s45_p19 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [nstar (int (2 * a + b - 1))] [nstar (dyadic (2 * a + 1) 1)]]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s45_p20 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a + b - 2)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s45_p21 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s45_p22 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [Game [int 0; nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s45_p23 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s45_p24 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [int 0; nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s45_p25 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [Game [int 3] [Game [nstar (int 2)] [nstar (dyadic 5 2)]]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s45_p26 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int 2] [int 1].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s45_p27 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 2)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s45_p28 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 8] [Game [int 5] [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s45_p29 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s45_p30 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (int 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s45_p31 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s45_p32 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2)] [Game [int (2 * a + 1)] [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s45_p33 {a b c d : Z} {g : game} : holds (s45_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.

Lemma s46_p1 {a b : Z} {g : game} : holds (s46_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s46_p2 {a b : Z} {g : game} : holds (s46_pieces a b) g -> (a = 0 /\ b >= 1)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s46_p3 {a b : Z} {g : game} : holds (s46_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s46_p4 {a b : Z} {g : game} : holds (s46_pieces a b) g -> (a + b >= 2 /\ a >= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.

Lemma s47_p1 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s47_p2 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a <= 2 /\ b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s47_p3 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a >= 3 /\ b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s47_p4 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s47_p5 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a - b = 3 /\ a <= 4)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s47_p6 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s47_p7 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s47_p8 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == dyadic 11 2.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s47_p9 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == int 3.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s47_p10 {a b : Z} {g : game} : holds (s47_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (a - 1)] [int 3].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s47_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a <= 2 /\ b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 3 /\ b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (Game [int 0] [dyadic (-1) 1]) (int off) == Game [int off] [dyadic (2 * off - 1) 1].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => dyadic (-1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a - b = 3 /\ a <= 4)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (nstar (int (a - 1))) (int off) == Game [int (a + off - 1)] [int (a + off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z ->
  add (dyadic 5 1) (int off) == dyadic (2 * off + 5) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p8_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (dyadic 11 2) (int off) == dyadic (4 * off + 11) 2.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (11 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p9_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (int 3) (int off) == int (off + 3).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s47_p10_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 1)%Z ->
  add (Game [int (a - 1)] [int 3]) (int off) == Game [int (a + off - 1)] [int (off + 3)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (3 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s48_p1 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s48_p2 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s48_p3 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-3) 1] [int (-2)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s48_p4 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int (-1))] [int (-2)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s48_p5 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (d - 4)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s48_p6 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == int (c - 3).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s48_p7 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s48_p8 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a <= 1 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (2 * a + d - 2))] [int (2 * a + d - 3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s48_p9 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (2 * a + d - 2))] [int (2 * a + d - 3)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s48_p10 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d - 2)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s48_p11 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s48_p12 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (4 * a + 2 * b + 1) 1] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s48_p13 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (4 * a + 2 * b + 1) 1] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s48_p14 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (d - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s48_p15 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (b = 0 /\ c = 3 /\ d = 0)%Z -> g == Game [nstar (int (2 * a))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s48_p16 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s48_p17 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (b = 0 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b + c - 3)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s48_p18 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s48_p19 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s48_p20 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s48_p21 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (d - 2))] [dyadic 1 1]] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s48_p22 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == dyadic (2 * b + 2 * c - 5) 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s48_p23 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == dyadic (2 * b + 2 * c - 5) 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s48_p24 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s48_p25 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s48_p26 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d - 1)] [dyadic 3 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s48_p27 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s48_p28 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s48_p29 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (2 * b + 1) 1] [int b].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s48_p30 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (2 * b + 1) 1] [int b].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s48_p31 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s48_p32 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (b + d - 2)] [int (b + 1)]] [int b].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s48_p33 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s48_p34 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 4 /\ d = 0)%Z -> g == Game [Game [Game [int (2 * b + c - 3)] [dyadic (2 * b + 1) 1]] [int b]] [int b].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s48_p35 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s48_p36 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s48_p37 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 5 2] [nstar (int 1)]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s48_p38 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (d - 1))] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s48_p39 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (4 * a + 2 * b - 3) 1] [int a].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s48_p40 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s48_p41 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s48_p42 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int d] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s48_p43 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s48_p44 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s48_p45 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s48_p46 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s48_p47 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s48_p48 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int d)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s48_p49 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s48_p50 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [Game [int (2 * a + b)] [int (a + 2)]]] [int (a + 2); Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s48_p51 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s48_p52 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s48_p53 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (2 * a + b + d - 3))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s48_p54 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s48_p55 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s48_p56 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + d = 4 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int a)] [int (a - 1)].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s48_p57 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + d >= 5 /\ a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + d - 4)] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s48_p58 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s48_p59 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s48_p60 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + d >= 4 /\ a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + d - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s48_p61 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s48_p62 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s48_p63 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (2 * a + d - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s48_p64 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + b >= 2 /\ b + d = 1 /\ c = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s48_p65 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s48_p66 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a + d >= 4 /\ a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [nstar (int (2 * a + d - 2))] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s48_p67 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s48_p68 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s48_p69 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d + 1)] [nstar (int 3)]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s48_p70 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c = 2 /\ d = 0)%Z -> g == dyadic (4 * a + 2 * b - 1) 1.
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s48_p71 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s48_p72 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s48_p73 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 3 /\ d = 0)%Z -> g == Game [Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3]] [int 3].
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s48_p74 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s48_p75 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (d + 1))] [Game [nstar (int 3)] [int 2]]] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s48_p76 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (a - 2).
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s48_p77 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a - 1)] [int a].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s48_p78 {a b c d : Z} {g : game} : holds (s48_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s48_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (int (-2))) (int off) == Game [int (off - 2)] [int (off - 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-2 + sh))] [(fun sh => int (-2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z ->
  add (int (-1)) (int off) == int (off - 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (-1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p20_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2)%Z ->
  add (Game [int 0] [dyadic (-1) 1]) (int off) == Game [int off] [dyadic (2 * off - 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => dyadic (-1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p21_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3)%Z ->
  add (Game [Game [nstar (int (d - 2))] [dyadic 1 1]] [dyadic (-1) 1]) (int off) == Game [Game [Game [int (d + off - 2)] [int (d + off - 2)]] [dyadic (2 * off + 1) 1]] [dyadic (2 * off - 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (d - 2 + sh))] [(fun sh => int (d - 2 + sh))])] [(fun sh => dyadic (1 + sh * pw 1) 1)])] [(fun sh => dyadic (-1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p22_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z ->
  add (dyadic (2 * b + 2 * c - 5) 1) (int off) == dyadic (2 * b + 2 * c + 2 * off - 5) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * b + 2 * c - 5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p23_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 2 /\ c = 2 /\ d = 0)%Z ->
  add (dyadic (2 * b + 2 * c - 5) 1) (int off) == dyadic (2 * b + 2 * c + 2 * off - 5) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * b + 2 * c - 5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (nstar (dyadic 1 1)) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z ->
  add (Game [dyadic 5 2] [dyadic 1 1]) (int off) == Game [dyadic (4 * off + 5) 2] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (5 + sh * pw 2) 2)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 3)%Z ->
  add (Game [Game [int (d - 1)] [dyadic 3 1]] [dyadic 1 1]) (int off) == Game [Game [int (d + off - 1)] [dyadic (2 * off + 3) 1]] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (d - 1 + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p27_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z ->
  add (nstar (int b)) (int off) == Game [int (b + off)] [int (b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (b + sh))] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p29_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 2)%Z ->
  add (Game [dyadic (2 * b + 1) 1] [int b]) (int off) == Game [dyadic (2 * b + 2 * off + 1) 1] [int (b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * b + 1 + sh * pw 1) 1)] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p31_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 2 /\ d = 3)%Z ->
  add (Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)]) (int off) == Game [Game [int (2 * a + b + off + 1)] [int (2 * a + b + off + 1)]] [int (2 * a + b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b + 1 + sh))] [(fun sh => int (2 * a + b + 1 + sh))])] [(fun sh => int (2 * a + b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p32_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 4)%Z ->
  add (Game [Game [int (b + d - 2)] [int (b + 1)]] [int b]) (int off) == Game [Game [int (b + d + off - 2)] [int (b + off + 1)]] [int (b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (b + d - 2 + sh))] [(fun sh => int (b + 1 + sh))])] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p33_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 3 /\ d = 0)%Z ->
  add (Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]) (int off) == Game [Game [Game [int (off + 2)] [dyadic (4 * off + 5) 2]] [int (off + 1)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => dyadic (5 + sh * pw 2) 2)])] [(fun sh => int (1 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p34_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 4 /\ d = 0)%Z ->
  add (Game [Game [Game [int (2 * b + c - 3)] [dyadic (2 * b + 1) 1]] [int b]] [int b]) (int off) == Game [Game [Game [int (2 * b + c + off - 3)] [dyadic (2 * b + 2 * off + 1) 1]] [int (b + off)]] [int (b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * b + c - 3 + sh))] [(fun sh => dyadic (2 * b + 1 + sh * pw 1) 1)])] [(fun sh => int (b + sh))])] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p35_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (dyadic (-1) 1)) (int off) == Game [dyadic (2 * off - 1) 1] [dyadic (2 * off - 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (-1 + sh * pw 1) 1)] [(fun sh => dyadic (-1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p36_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p37_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2)%Z ->
  add (Game [Game [dyadic 5 2] [nstar (int 1)]] [Game [dyadic 1 1] [int 0]]) (int off) == Game [Game [dyadic (4 * off + 5) 2] [Game [int (off + 1)] [int (off + 1)]]] [Game [dyadic (2 * off + 1) 1] [int off]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (5 + sh * pw 2) 2)] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p38_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 3)%Z ->
  add (Game [Game [nstar (int (d - 1))] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]]) (int off) == Game [Game [Game [int (d + off - 1)] [int (d + off - 1)]] [Game [dyadic (2 * off + 3) 1] [int (off + 1)]]] [Game [dyadic (2 * off + 1) 1] [int off]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (d - 1 + sh))] [(fun sh => int (d - 1 + sh))])] [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => int (1 + sh))])])] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply le_node_num_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p39_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 2 /\ c = 1 /\ d = 0)%Z ->
  add (Game [dyadic (4 * a + 2 * b - 3) 1] [int a]) (int off) == Game [dyadic (4 * a + 2 * b + 2 * off - 3) 1] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (4 * a + 2 * b - 3 + sh * pw 1) 1)] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p40_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p41_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 2)%Z ->
  add (Game [Game [int 2] [nstar (int 2)]] [nstar (int 1)]) (int off) == Game [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p42_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 3)%Z ->
  add (Game [Game [int d] [nstar (int 2)]] [nstar (int 1)]) (int off) == Game [Game [int (d + off)] [Game [int (off + 2)] [int (off + 2)]]] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (d + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p43_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 3 /\ d = 0)%Z ->
  add (Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]) (int off) == Game [Game [Game [int (off + 4)] [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]]] [int (off + 2)]] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (2 + sh))])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p44_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p46_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 1)%Z ->
  add (nstar (int (a + 1))) (int off) == Game [int (a + off + 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p47_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 2)%Z ->
  add (Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [Game [nstar (int 1)] [int 0]]) (int off) == Game [Game [Game [int (off + 2)] [int (off + 2)]; Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]] [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]; Game [int (off + 2)] [int (off + 1)]]] [Game [Game [int (off + 1)] [int (off + 1)]] [int off]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))]); (node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))]); (node [(fun sh => int (2 + sh))] [(fun sh => int (1 + sh))])])] [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p48_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 3)%Z ->
  add (Game [Game [nstar (int d)] [Game [nstar (int 2)] [int 1]]] [Game [nstar (int 1)] [int 0]]) (int off) == Game [Game [Game [int (d + off)] [int (d + off)]] [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]]] [Game [Game [int (off + 1)] [int (off + 1)]] [int off]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (d + sh))] [(fun sh => int (d + sh))])] [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])])] [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p49_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1)%Z ->
  add (Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]) (int off) == Game [Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)]] [Game [int (a + off + 1)] [int (a + off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))])] [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p50_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z ->
  add (Game [Game [int (2 * a + b + d - 2)] [Game [int (2 * a + b)] [int (a + 2)]]] [int (a + 2); Game [int (2 * a + b - 1)] [int (a + 1)]]) (int off) == Game [Game [int (2 * a + b + d + off - 2)] [Game [int (2 * a + b + off)] [int (a + off + 2)]]] [int (a + off + 2); Game [int (2 * a + b + off - 1)] [int (a + off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b + d - 2 + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(fun sh => int (a + 2 + sh))])])] [(fun sh => int (a + 2 + sh)); (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p51_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 3 /\ d = 0)%Z ->
  add (Game [Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)]] [int (2 * a + b)]) (int off) == Game [Game [Game [int (3 * a + 2 * b + off)] [Game [int (2 * a + b + off)] [Game [int (2 * a + b + off)] [int (a + off + 2)]]]] [int (2 * a + b + off)]] [int (2 * a + b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (3 * a + 2 * b + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(fun sh => int (a + 2 + sh))])])])] [(fun sh => int (2 * a + b + sh))])] [(fun sh => int (2 * a + b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p52_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 2)%Z ->
  add (Game [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]]) (int off) == Game [Game [Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)]; Game [int (2 * a + b + off - 1)] [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]]] [Game [int (2 * a + b + off - 1)] [int (a + off + 1)]; Game [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]] [int (a + off + 1)]]] [Game [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))]); (node [(fun sh => int (2 * a + b - 1 + sh))] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))]); (node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))])])] [(node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s48_p53_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 3)%Z ->
  add (Game [Game [nstar (int (2 * a + b + d - 3))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]] [Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]]) (int off) == Game [Game [Game [int (2 * a + b + d + off - 3)] [int (2 * a + b + d + off - 3)]] [Game [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]] [int (a + off + 1)]]] [Game [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]] [int (a + off)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + b + d - 3 + sh))] [(fun sh => int (2 * a + b + d - 3 + sh))])] [(node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))])])] [(node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s49_p1 {a b : Z} {g : game} : holds (s49_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (2 * a + 3 * b - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s49_p2 {a b : Z} {g : game} : holds (s49_pieces a b) g -> (a >= 1 /\ b = 1)%Z -> g == int (2 * a + 3 * b - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s49_p3 {a b : Z} {g : game} : holds (s49_pieces a b) g -> (b >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s49_p4 {a b : Z} {g : game} : holds (s49_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s49_p5 {a b : Z} {g : game} : holds (s49_pieces a b) g -> (a >= 2 /\ a <= 3 /\ b = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s49_p6 {a b : Z} {g : game} : holds (s49_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s49_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b <= 1)%Z ->
  add (int (2 * a + 3 * b - 5)) (int off) == int (2 * a + 3 * b + off - 5).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + 3 * b - 5 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s49_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 2)%Z ->
  add (int (3 * a)) (int off) == int (3 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s50_p1 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (2 * a + 3 * c - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s50_p2 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c = 1)%Z -> g == int (2 * a + 3 * c - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s50_p3 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + b).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s50_p4 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 0)%Z -> g == dyadic (4 * a - 3) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s50_p5 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s50_p6 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a <= 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s50_p7 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s50_p8 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a >= 2 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b - 4)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s50_p9 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (3 * a + b - 1)] [dyadic (4 * a + 1) 1].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s50_p10 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (b >= 3 /\ c = 0)%Z -> g == Game [Game [int (3 * a + b - 2)] [dyadic (4 * a + 1) 1]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s50_p11 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * a - 3)).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s50_p12 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int 3] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s50_p13 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s50_p14 {a b c : Z} {g : game} : holds (s50_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s50_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (3 * a + b)) (int off) == int (3 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s50_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b = 1 /\ c = 0)%Z ->
  add (dyadic (4 * a - 3) 1) (int off) == dyadic (4 * a + 2 * off - 3) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (4 * a - 3 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s50_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 1)%Z ->
  add (Game [int 0] [nstar (int 0)]) (int off) == Game [int off] [Game [int off] [int off]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s50_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b = 2 /\ c = 0)%Z ->
  add (nstar (int (2 * a + 2 * b - 4))) (int off) == Game [int (2 * a + 2 * b + off - 4)] [int (2 * a + 2 * b + off - 4)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + 2 * b - 4 + sh))] [(fun sh => int (2 * a + 2 * b - 4 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s50_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c = 1)%Z ->
  add (Game [int (3 * a + b - 1)] [dyadic (4 * a + 1) 1]) (int off) == Game [int (3 * a + b + off - 1)] [dyadic (4 * a + 2 * off + 1) 1].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + b - 1 + sh))] [(fun sh => dyadic (4 * a + 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s50_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 3 /\ c = 0)%Z ->
  add (Game [Game [int (3 * a + b - 2)] [dyadic (4 * a + 1) 1]] [int (2 * a)]) (int off) == Game [Game [int (3 * a + b + off - 2)] [dyadic (4 * a + 2 * off + 1) 1]] [int (2 * a + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 * a + b - 2 + sh))] [(fun sh => dyadic (4 * a + 1 + sh * pw 1) 1)])] [(fun sh => int (2 * a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s51_p1 {a b : Z} {g : game} : holds (s51_pieces a b) g -> (a - b >= 3 /\ b <= 1)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s51_p2 {a b : Z} {g : game} : holds (s51_pieces a b) g -> (a <= 2 /\ b = 0)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s51_p3 {a b : Z} {g : game} : holds (s51_pieces a b) g -> (a <= 2 /\ b >= 1)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s51_p4 {a b : Z} {g : game} : holds (s51_pieces a b) g -> (a >= 3 /\ b >= 2)%Z -> g == int (a + b + 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s51_p5 {a b : Z} {g : game} : holds (s51_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == dyadic 9 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s52_p1 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (a + 5 * b - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s52_p2 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z -> g == int (a + 5 * b - 5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s52_p3 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a = 0 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 1)%Z -> g == dyadic (16 * a + 13 * b - 16) 3.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s52_p4 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic (16 * a + 13 * b - 16) 3.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s52_p5 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (c >= 2)%Z -> g == int (3 * a + 2 * b).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s52_p6 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a = 0 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z -> g == dyadic (3 * b - 5) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s52_p7 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a - c <= 1 /\ (a + b) mod 2 = 1 /\ b + c >= 2 /\ b + 2 * c <= 3)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s52_p8 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (2 * a + b + c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s52_p9 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 1)%Z -> g == Game [int (a + 2)] [Game [nstar (int (a + 2)); Game [int (a + 2)] [nstar (int (a + 2))]] [Game [nstar (int (a + 2))] [int (a + 1)]; Game [int (a + 2)] [int (a + 1)]]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s52_p10 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [int (2 * a + b - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s52_p11 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s52_p12 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * a - 3)).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s52_p13 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a = 3 /\ b - c = 0 /\ b <= 1)%Z -> g == nstar (int (2 * a + 4 * b - 4)).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s52_p14 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (2 * a + 4 * b - 4)).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s52_p15 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s52_p16 {a b c : Z} {g : game} : holds (s52_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s52_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b <= 2 /\ (b) mod 2 = 0 /\ c = 1)%Z ->
  add (dyadic (16 * a + 13 * b - 16) 3) (int off) == dyadic (16 * a + 13 * b + 8 * off - 16) 3.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (16 * a + 13 * b - 16 + sh * pw 3) 3)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s52_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z ->
  add (int (3 * a + 2 * b)) (int off) == int (3 * a + 2 * b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s52_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b >= 1 /\ b <= 2 /\ c = 0)%Z ->
  add (dyadic (3 * b - 5) 1) (int off) == dyadic (3 * b + 2 * off - 5) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (3 * b - 5 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s52_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - c <= 1 /\ (a + b) mod 2 = 1 /\ b + c >= 2 /\ b + 2 * c <= 3)%Z ->
  add (nstar (int (2 * a + b + c - 2))) (int off) == Game [int (2 * a + b + c + off - 2)] [int (2 * a + b + c + off - 2)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b + c - 2 + sh))] [(fun sh => int (2 * a + b + c - 2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s52_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 3 /\ a <= 1 /\ c = 1)%Z ->
  add (Game [int (a + 2)] [Game [nstar (int (a + 2)); Game [int (a + 2)] [nstar (int (a + 2))]] [Game [nstar (int (a + 2))] [int (a + 1)]; Game [int (a + 2)] [int (a + 1)]]]) (int off) == Game [int (a + off + 2)] [Game [Game [int (a + off + 2)] [int (a + off + 2)]; Game [int (a + off + 2)] [Game [int (a + off + 2)] [int (a + off + 2)]]] [Game [Game [int (a + off + 2)] [int (a + off + 2)]] [int (a + off + 1)]; Game [int (a + off + 2)] [int (a + off + 1)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 2 + sh))] [(node [(node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 2 + sh))]); (node [(fun sh => int (a + 2 + sh))] [(node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))]); (node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 1 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s52_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z ->
  add (Game [int (2 * a + b - 2)] [int (a + 1)]) (int off) == Game [int (2 * a + b + off - 2)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s52_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 1)%Z ->
  add (Game [int (2 * a + b - 1)] [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]]) (int off) == Game [int (2 * a + b + off - 1)] [Game [Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)]; Game [int (2 * a + b + off - 1)] [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]]] [Game [int (2 * a + b + off - 1)] [int (a + off + 1)]; Game [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]] [int (a + off + 1)]]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))]); (node [(fun sh => int (2 * a + b - 1 + sh))] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))]); (node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

