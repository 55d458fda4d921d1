(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s79_p1 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s79_p2 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b + d = 1 /\ c = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s79_p3 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s79_p4 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s79_p5 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c + d >= 4 /\ d >= 2)%Z -> g == Game [Game [int (2 * c + d - 3)] [int c]] [int (c - 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s79_p6 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s79_p7 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s79_p8 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a + b + d = 4 /\ a + b >= 2 /\ a + b <= 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s79_p9 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a + b >= 4 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s79_p10 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b + c = 1 /\ - b + d = 2)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s79_p11 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s79_p12 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s79_p13 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s79_p14 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (2 * a + b >= 5 /\ a >= 1 /\ (b) mod 2 = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s79_p15 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a + b + c + d >= 5 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s79_p16 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b + 2 * d >= 7 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ d <= 3)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s79_p17 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s79_p18 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 1 /\ b >= 2 /\ (b) mod 2 = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s79_p19 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 1 /\ (b) mod 2 = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s79_p20 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s79_p21 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 0)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s79_p22 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 1 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s79_p23 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (b >= 1 /\ c >= 1 /\ d = 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s79_p24 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s79_p25 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s79_p26 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s79_p27 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (5 * a - 9) 2.
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s79_p28 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (5 * a - 9) 2.
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s79_p29 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s79_p30 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 5 2] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s79_p31 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c + d >= 3 /\ d >= 2)%Z -> g == Game [Game [int (2 * a + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s79_p32 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int (2 * a + 2 * c + d - 3)] [dyadic (2 * a + 2 * c + 1) 1]] [dyadic (2 * a + 2 * c - 1) 1].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s79_p33 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s79_p34 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s79_p35 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s79_p36 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (7 * a - 10) 3.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s79_p37 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic (7 * a - 10) 3.
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s79_p38 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s79_p39 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 27 3.
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s79_p40 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s79_p41 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic 17 2.
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s79_p42 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s79_p43 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 5] [nstar (int 5)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s79_p44 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int 11] [nstar (int 6)]] [dyadic 11 1].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s79_p45 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 5]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s79_p46 {a b c d : Z} {g : game} : holds (s79_pieces a b c d) g -> (a >= 7 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [int a] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s79_p8_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b + d = 4 /\ a + b >= 2 /\ a + b <= 3 /\ a <= 1 /\ c = 0)%Z ->
  add (Game [nstar (int (a + 1))] [int a]) (int off) == Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p10_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b + c = 1 /\ - b + d = 2)%Z ->
  add (Game [nstar (int (a + 1))] [int a]) (int off) == Game [Game [int (a + off + 1)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b + d = 2 /\ b >= 1 /\ c = 0)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p13_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b + d = 3 /\ b >= 1 /\ c = 0)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b + c + d >= 5 /\ b >= 1 /\ c >= 1 /\ d >= 2)%Z ->
  add (Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)]) (int off) == Game [Game [int (2 * a + b + 2 * c + d + off - 3)] [int (a + c + off + 1)]] [int (a + c + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b + 2 * c + d - 3 + sh))] [(fun sh => int (a + c + 1 + sh))])] [(fun sh => int (a + c + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b + 2 * d >= 7 /\ b >= 2 /\ c = 0 /\ d >= 2 /\ d <= 3)%Z ->
  add (Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)]) (int off) == Game [Game [int (2 * a + b + 2 * c + d + off - 3)] [int (a + c + off + 1)]] [int (a + c + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b + 2 * c + d - 3 + sh))] [(fun sh => int (a + c + 1 + sh))])] [(fun sh => int (a + c + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 4)%Z ->
  add (Game [Game [int (2 * a + b + 2 * c + d - 3)] [int (a + c + 1)]] [int (a + c)]) (int off) == Game [Game [int (2 * a + b + 2 * c + d + off - 3)] [int (a + c + off + 1)]] [int (a + c + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b + 2 * c + d - 3 + sh))] [(fun sh => int (a + c + 1 + sh))])] [(fun sh => int (a + c + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p23_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 1 /\ d = 1)%Z ->
  add (nstar (int (a + c))) (int off) == Game [int (a + c + off)] [int (a + c + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c + sh))] [(fun sh => int (a + c + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z ->
  add (Game [nstar (int 2)] [int 1]) (int off) == Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 1)%Z ->
  add (Game [Game [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]] [int 1]] [int 0]) (int off) == Game [Game [Game [Game [int (off + 2)] [int (off + 2)]; Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]] [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]; Game [int (off + 2)] [int (off + 1)]]] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))]); (node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))]); (node [(fun sh => int (2 + sh))] [(fun sh => int (1 + sh))])])] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s79_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 1)%Z ->
  add (Game [Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)]] [int a]) (int off) == Game [Game [Game [Game [int (2 * a + b + off - 2)] [int (2 * a + b + off - 2)]; Game [int (2 * a + b + off - 2)] [Game [int (2 * a + b + off - 2)] [int (a + off + 2)]]] [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]; Game [Game [int (2 * a + b + off - 2)] [int (a + off + 2)]] [int (a + off + 1)]]] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (2 * a + b - 2 + sh))]); (node [(fun sh => int (2 * a + b - 2 + sh))] [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))]); (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))])])] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s80_p1 {a b : Z} {g : game} : holds (s80_pieces a b) g -> (a - b >= 2 /\ b <= 2 /\ (b) mod 2 = 0)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s80_p2 {a b : Z} {g : game} : holds (s80_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s80_p3 {a b : Z} {g : game} : holds (s80_pieces a b) g -> (b = 1)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s80_p4 {a b : Z} {g : game} : holds (s80_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == Game [nstar (int 3)] [int 2].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s80_p5 {a b : Z} {g : game} : holds (s80_pieces a b) g -> (a >= 1 /\ a <= 2 /\ b = 2)%Z -> g == Game [Game [int (2 * a + b + 1)] [int (a + 3)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s80_p6 {a b : Z} {g : game} : holds (s80_pieces a b) g -> (b >= 3)%Z -> g == Game [Game [int (2 * a + b + 1)] [int (a + 3)]] [int (a + 2)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s80_p7 {a b : Z} {g : game} : holds (s80_pieces a b) g -> (a = 3 /\ b = 2)%Z -> g == Game [Game [int 9] [dyadic 11 1]] [int 5].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s81_p1 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s81_p2 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s81_p3 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s81_p4 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s81_p5 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [int (d - 3)] [int (-1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s81_p6 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s81_p7 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a <= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (2 * a + d - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s81_p8 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 2)%Z -> g == nstar (int (2 * a + d - 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s81_p9 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d - 1)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s81_p10 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s81_p11 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s81_p12 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (4 * a + 2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s81_p13 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (4 * a + 2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s81_p14 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (d - 1)] [int 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s81_p15 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d - 1))] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s81_p16 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s81_p17 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s81_p18 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int d] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s81_p19 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s81_p20 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s81_p21 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * b + 1) 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s81_p22 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 2)%Z -> g == nstar (int (2 * a + b + 1)).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s81_p23 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (b + d - 1)] [int (b + 1)].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s81_p24 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s81_p25 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s81_p26 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int d)] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s81_p27 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s81_p28 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s81_p29 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 1)] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s81_p30 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s81_p31 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s81_p32 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 1))] [Game [nstar (int 2)] [int 1]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s81_p33 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s81_p34 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (2 * a + b + d - 1)] [Game [int (2 * a + b)] [int (a + 2)]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s81_p35 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s81_p36 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (2 * a + b + d - 2))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s81_p37 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + d = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s81_p38 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s81_p39 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + d >= 4 /\ a >= 1 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [int (2 * a + d - 3)] [int a].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s81_p40 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s81_p41 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + d >= 3 /\ a >= 1 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (2 * a + d - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s81_p42 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s81_p43 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (2 * a + d - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s81_p44 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int 2.
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s81_p45 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a + d >= 3 /\ a >= 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (2 * a + d - 1))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s81_p46 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s81_p47 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s81_p48 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 2)] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s81_p49 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s81_p50 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d >= 3)%Z -> g == Game [int (2 * a + b + d - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s81_p51 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s81_p52 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 2))] [Game [nstar (int 3)] [int 2]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s81_p53 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s81_p54 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s81_p55 {a b c d : Z} {g : game} : holds (s81_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1]] [int a].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s81_p4_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (int (-1))) (int off) == Game [int (off - 1)] [int (off - 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p11_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p15_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int (d - 1))] [dyadic 1 1]) (int off) == Game [Game [int (d + off - 1)] [int (d + off - 1)]] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (d - 1 + sh))] [(fun sh => int (d - 1 + sh))])] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply le_num_node_0; [side_lia | side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (dyadic 5 2) (int off) == dyadic (4 * off + 5) 2.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (5 + sh * pw 2) 2)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z ->
  add (Game [int d] [dyadic 3 1]) (int off) == Game [int (d + off)] [dyadic (2 * off + 3) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (d + sh))] [(fun sh => dyadic (3 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 0)%Z ->
  add (int b) (int off) == int (b + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p20_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z ->
  add (dyadic (2 * b + 1) 1) (int off) == dyadic (2 * b + 2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * b + 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p22_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 2 /\ d = 2)%Z ->
  add (nstar (int (2 * a + b + 1))) (int off) == Game [int (2 * a + b + off + 1)] [int (2 * a + b + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b + 1 + sh))] [(fun sh => int (2 * a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p23_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d >= 3)%Z ->
  add (Game [int (b + d - 1)] [int (b + 1)]) (int off) == Game [int (b + d + off - 1)] [int (b + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (b + d - 1 + sh))] [(fun sh => int (b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z ->
  add (nstar (dyadic 1 1)) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z ->
  add (Game [dyadic 5 2] [nstar (int 1)]) (int off) == Game [dyadic (4 * off + 5) 2] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (5 + sh * pw 2) 2)] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int d)] [Game [dyadic 3 1] [int 1]]) (int off) == Game [Game [int (d + off)] [int (d + off)]] [Game [dyadic (2 * off + 3) 1] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (d + sh))] [(fun sh => int (d + sh))])] [(node [(fun sh => dyadic (3 + sh * pw 1) 1)] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p27_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p28_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int 2] [nstar (int 2)]) (int off) == Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p29_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z ->
  add (Game [int (d + 1)] [nstar (int 2)]) (int off) == Game [int (d + off + 1)] [Game [int (off + 2)] [int (off + 2)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (d + 1 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p30_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 2 /\ c = 0 /\ d = 0)%Z ->
  add (int (a + 1)) (int off) == int (a + off + 1).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (a + 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p31_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z ->
  add (Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]) (int off) == Game [Game [int (off + 2)] [int (off + 2)]; Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]] [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]; Game [int (off + 2)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))]); (node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))]); (node [(fun sh => int (2 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p32_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int (d + 1))] [Game [nstar (int 2)] [int 1]]) (int off) == Game [Game [int (d + off + 1)] [int (d + off + 1)]] [Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (d + 1 + sh))] [(fun sh => int (d + 1 + sh))])] [(node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p33_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 0)%Z ->
  add (Game [int (2 * a + b - 1)] [int (a + 1)]) (int off) == Game [int (2 * a + b + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p34_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int (2 * a + b + d - 1)] [Game [int (2 * a + b)] [int (a + 2)]]) (int off) == Game [int (2 * a + b + d + off - 1)] [Game [int (2 * a + b + off)] [int (a + off + 2)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b + d - 1 + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(fun sh => int (a + 2 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p35_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1)%Z ->
  add (Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]) (int off) == Game [Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)]; Game [int (2 * a + b + off - 1)] [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]]] [Game [int (2 * a + b + off - 1)] [int (a + off + 1)]; Game [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]] [int (a + off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))]); (node [(fun sh => int (2 * a + b - 1 + sh))] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))]); (node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s81_p36_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z ->
  add (Game [nstar (int (2 * a + b + d - 2))] [Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]) (int off) == Game [Game [int (2 * a + b + d + off - 2)] [int (2 * a + b + d + off - 2)]] [Game [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]] [int (a + off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b + d - 2 + sh))] [(fun sh => int (2 * a + b + d - 2 + sh))])] [(node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s82_p1 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s82_p2 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s82_p3 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s82_p4 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s82_p5 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s82_p6 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s82_p7 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s82_p8 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 2.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s82_p9 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s82_p10 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s82_p11 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 2] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s82_p12 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s82_p13 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a + b >= 2 /\ b >= 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s82_p14 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s82_p15 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s82_p16 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s82_p17 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s82_p18 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 2] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s82_p19 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s82_p20 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a + b >= 5 /\ b >= 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [dyadic (2 * a + 1) 1]] [Game [Game [Game [int (2 * a + b - 3)] [int (a + 1)]] [int a]] [int a]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s82_p21 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s82_p22 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s82_p23 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s82_p24 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s82_p25 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s82_p26 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a)] [dyadic (2 * a + 1) 1]] [Game [nstar (int a)] [int a]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s82_p27 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int 2)] [int 1].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s82_p28 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 3] [dyadic 3 1]] [Game [Game [nstar (int 2)] [int 1]] [int 1]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s82_p29 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s82_p30 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s82_p31 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s82_p32 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 5 1] [dyadic 9 2].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s82_p33 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s82_p34 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 7 1] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s82_p35 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s82_p36 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int (a - 1)] [Game [int (a - 1)] [int 3]]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s82_p37 {a b c d : Z} {g : game} : holds (s82_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s82_p5_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p7_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (dyadic (-1) 1) (int off) == dyadic (2 * off - 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (-1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p10_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p14_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 1)%Z ->
  add (nstar (int 1)) (int off) == Game [int (off + 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [nstar (int 1)] [int 0]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int (2 * a + b - 1)] [int (a + 1)]) (int off) == Game [int (2 * a + b + off - 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]) (int off) == Game [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))])] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (nstar (int 2)) (int off) == Game [int (off + 2)] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s82_p27_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [nstar (int 2)] [int 1]) (int off) == Game [Game [int (off + 2)] [int (off + 2)]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s83_p1 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a = 0 /\ b = 0)%Z -> g == int (c - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s83_p2 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a <= 2 /\ b >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s83_p3 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a >= 3 /\ b + c >= 2 /\ b >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s83_p4 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s83_p5 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s83_p6 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c >= 1)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s83_p7 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a + c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s83_p8 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == dyadic 5 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s83_p9 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 11 2.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s83_p10 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == int 3.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s83_p11 {a b c : Z} {g : game} : holds (s83_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 1)] [int 3].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s83_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 2 /\ b >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s83_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b + c >= 2 /\ b >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s83_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b = 0 /\ c >= 1)%Z ->
  add (nstar (int (a + c - 1))) (int off) == Game [int (a + c + off - 1)] [int (a + c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + c - 1 + sh))] [(fun sh => int (a + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s84_p1 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (3 * a - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s84_p2 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a = 0 /\ b = 0 /\ c >= 1)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s84_p3 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 0)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s84_p4 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s84_p5 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (b >= 1 /\ c >= 1)%Z -> g == int (a + c).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s84_p6 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s84_p7 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s84_p8 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s84_p9 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a + b = 4 /\ a <= 1 /\ c = 0)%Z -> g == Game [Game [nstar (int (a + 2)); Game [int (a + 2)] [nstar (int (a + 2))]] [Game [nstar (int (a + 2))] [int (a + 1)]; Game [int (a + 2)] [int (a + 1)]]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s84_p10 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a + b >= 5 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s84_p11 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c >= 1)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s84_p12 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * c - 1) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s84_p13 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 13 2.
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s84_p14 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [int 4] [nstar (int 4)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s84_p15 {a b c : Z} {g : game} : holds (s84_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 1)] [Game [int (a - 1)] [int 4]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s84_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 1 /\ c = 0)%Z ->
  add (int (c - 1)) (int off) == int (c + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (c - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s84_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c >= 1)%Z ->
  add (int (a + c)) (int off) == int (a + c + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s84_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s84_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 3 /\ c = 0)%Z ->
  add (nstar (int (a + 1))) (int off) == Game [int (a + off + 1)] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + 1 + sh))] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s84_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 4 /\ a <= 1 /\ c = 0)%Z ->
  add (Game [Game [nstar (int (a + 2)); Game [int (a + 2)] [nstar (int (a + 2))]] [Game [nstar (int (a + 2))] [int (a + 1)]; Game [int (a + 2)] [int (a + 1)]]] [int (a + 1)]) (int off) == Game [Game [Game [int (a + off + 2)] [int (a + off + 2)]; Game [int (a + off + 2)] [Game [int (a + off + 2)] [int (a + off + 2)]]] [Game [Game [int (a + off + 2)] [int (a + off + 2)]] [int (a + off + 1)]; Game [int (a + off + 2)] [int (a + off + 1)]]] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 2 + sh))]); (node [(fun sh => int (a + 2 + sh))] [(node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))]); (node [(fun sh => int (a + 2 + sh))] [(fun sh => int (a + 1 + sh))])])] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s84_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 5 /\ b >= 3 /\ c = 0)%Z ->
  add (Game [Game [nstar (int (2 * a + b - 2)); Game [int (2 * a + b - 2)] [Game [int (2 * a + b - 2)] [int (a + 2)]]] [Game [int (2 * a + b - 2)] [int (a + 1)]; Game [Game [int (2 * a + b - 2)] [int (a + 2)]] [int (a + 1)]]] [int (a + 1)]) (int off) == Game [Game [Game [int (2 * a + b + off - 2)] [int (2 * a + b + off - 2)]; Game [int (2 * a + b + off - 2)] [Game [int (2 * a + b + off - 2)] [int (a + off + 2)]]] [Game [int (2 * a + b + off - 2)] [int (a + off + 1)]; Game [Game [int (2 * a + b + off - 2)] [int (a + off + 2)]] [int (a + off + 1)]]] [int (a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (2 * a + b - 2 + sh))]); (node [(fun sh => int (2 * a + b - 2 + sh))] [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 1 + sh))]); (node [(node [(fun sh => int (2 * a + b - 2 + sh))] [(fun sh => int (a + 2 + sh))])] [(fun sh => int (a + 1 + sh))])])] [(fun sh => int (a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil]] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s85_p1 {a b : Z} {g : game} : holds (s85_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s85_p2 {a b : Z} {g : game} : holds (s85_pieces a b) g -> (b >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s85_p3 {a b : Z} {g : game} : holds (s85_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s85_p4 {a b : Z} {g : game} : holds (s85_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s85_p5 {a b : Z} {g : game} : holds (s85_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [Game [dyadic 1 1] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s85_p6 {a b : Z} {g : game} : holds (s85_pieces a b) g -> (a = 4 /\ b = 0)%Z -> g == Game [Game [nstar (int 1)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s85_p7 {a b : Z} {g : game} : holds (s85_pieces a b) g -> (a >= 5 /\ b = 0)%Z -> g == Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s85_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s85_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 0)%Z ->
  add (nstar (int (-1))) (int off) == Game [int (off - 1)] [int (off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (-1 + sh))] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s85_p4_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 0)%Z ->
  add (Game [nstar (int 0)] [int (-1)]) (int off) == Game [Game [int off] [int off]] [int (off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s85_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 0)%Z ->
  add (Game [Game [dyadic 1 1] [int 0]] [int (-1)]) (int off) == Game [Game [dyadic (2 * off + 1) 1] [int off]] [int (off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s85_p6_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 4 /\ b = 0)%Z ->
  add (Game [Game [nstar (int 1)] [int 0]] [int (-1)]) (int off) == Game [Game [Game [int (off + 1)] [int (off + 1)]] [int off]] [int (off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s85_p7_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 5 /\ b = 0)%Z ->
  add (Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int (-1)]) (int off) == Game [Game [Game [int (a + off - 3)] [int (off + 1)]] [int off]] [int (off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(node [(node [(fun sh => int (a - 3 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])] [(fun sh => int (-1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s86_p1 {a b : Z} {g : game} : holds (s86_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s86_p2 {a b : Z} {g : game} : holds (s86_pieces a b) g -> (b >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s86_p3 {a b : Z} {g : game} : holds (s86_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s86_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s86_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s87_p1 {a : Z} {g : game} : holds (s87_pieces a) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s87_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s88_p1 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (2 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s88_p2 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a <= 1 /\ b = 1)%Z -> g == Game [int (2 * a)] [nstar (int (a - 1))].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s88_p3 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (b >= 2)%Z -> g == Game [int (2 * a + b - 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s88_p4 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s88_p5 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a = 2 /\ b = 1)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s88_p6 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a >= 3 /\ b = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s88_p7 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [int 6] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s88_p8 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == Game [int 8] [Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s88_p9 {a b : Z} {g : game} : holds (s88_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (2 * a)] [Game [Game [nstar (int (a - 2))] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.

Lemma s89_p1 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s89_p2 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s89_p3 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s89_p4 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s89_p5 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s89_p6 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s89_p7 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s89_p8 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a + b = 1 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (2 * a + b - 4) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s89_p9 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a + b >= 4 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d >= 1)%Z -> g == dyadic (2 * a + b - 4) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s89_p10 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [Game [int 0] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s89_p11 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s89_p12 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (b >= 1 /\ c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s89_p13 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [Game [int 0] [dyadic (-1) 1]]] [Game [dyadic (-1) 1] [int (-1)]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s89_p14 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s89_p15 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [Game [int 0] [dyadic (-1) 3]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s89_p16 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (2 * a + b - 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s89_p17 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d >= 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s89_p18 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s89_p19 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [Game [int 0] [Game [Game [Game [dyadic 1 2] [int 0]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s89_p20 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (b >= 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [Game [int a] [Game [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s89_p21 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s89_p22 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s89_p23 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s89_p24 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s89_p25 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [Game [dyadic 1 2] [int 0]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s89_p26 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s89_p27 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (4 * a + 5 * b - 13) 2).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s89_p28 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (4 * a + 5 * b - 13) 2).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s89_p29 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s89_p30 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + 1)] [Game [int a] [dyadic (4 * a - 1) 2]].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s89_p31 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 1 /\ b >= 3 /\ c = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s89_p32 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int 4] [Game [int 1] [Game [Game [Game [Game [int 2] [dyadic 5 2]] [int 1]] [int 1]] [int 1]]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s89_p33 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s89_p34 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s89_p35 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 1] [Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s89_p36 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [int 1] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s89_p37 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a)] [Game [Game [int (a - 1)] [dyadic (4 * a - 5) 2]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s89_p38 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int 4] [int 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s89_p39 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int 6] [Game [int 2] [Game [Game [Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]] [int 2]] [int 2]]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s89_p40 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s89_p41 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d >= 1)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s89_p42 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (a - 2)] [dyadic (4 * a - 9) 2]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s89_p43 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s89_p44 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + 2)] [Game [int a] [Game [Game [Game [Game [int (2 * a)] [Game [int a] [Game [int a] [int 2]]]] [int a]] [int a]] [int a]]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s89_p45 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s89_p46 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [nstar (int (a - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s89_p47 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 2)] [Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s89_p48 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 3)] [Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s89_p49 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a = 7 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s89_p50 {a b c d : Z} {g : game} : holds (s89_pieces a b c d) g -> (a >= 8 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (a - 3))] [Game [Game [Game [Game [dyadic (2 * a - 7) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 4))] [int (a - 4)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 4)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 7) 1] [Game [Game [int (a - 4)] [int 2]] [int 1]]] [Game [Game [int (a - 5)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 9) 1] [int (a - 5)]] [int (a - 5)]; Game [Game [int (a - 4)] [Game [int (a - 4)] [int 2]]] [int 2; Game [int (a - 5)] [int 1]]] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s89_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p8_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (dyadic (2 * a + b - 4) 1) (int off) == dyadic (2 * a + b + 2 * off - 4) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + b - 4 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p9_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d >= 1)%Z ->
  add (dyadic (2 * a + b - 4) 1) (int off) == dyadic (2 * a + b + 2 * off - 4) 1.
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a + b - 4 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p11_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int 0] [nstar (int 0)]) (int off) == Game [int off] [Game [int off] [int off]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p12_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 1 /\ c >= 2)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p14_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]) (int off) == Game [Game [int off] [Game [int off] [int off]]] [dyadic (4 * off - 1) 2].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (0 + sh))] [(node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])])] [(fun sh => dyadic (-1 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b >= 2 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int (2 * a + b - 1)] [nstar (int a)]) (int off) == Game [int (2 * a + b + off - 1)] [Game [int (a + off)] [int (a + off)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 3 /\ c = 0)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int 2] [nstar (dyadic 1 1)]) (int off) == Game [int (off + 2)] [Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p29_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 1)%Z ->
  add (nstar (dyadic 1 1)) (int off) == Game [dyadic (2 * off + 1) 1] [dyadic (2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => dyadic (1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p31_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 1 /\ b >= 3 /\ c = 0)%Z ->
  add (nstar (int a)) (int off) == Game [int (a + off)] [int (a + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a + sh))] [(fun sh => int (a + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p36_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 1)%Z ->
  add (Game [int 1] [Game [dyadic 1 1] [int 0]]) (int off) == Game [int (off + 1)] [Game [dyadic (2 * off + 1) 1] [int off]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (1 + sh))] [(node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p38_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 2 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int 4] [int 1]) (int off) == Game [int (off + 4)] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s89_p43_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a >= 3 /\ b = 1 /\ c = 1 /\ d >= 1)%Z ->
  add (Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]]) (int off) == Game [int (2 * a + off)] [Game [Game [int (a + off - 1)] [int (a + off - 1)]] [Game [int (off + 1)] [int (off + 1)]]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + sh))] [(node [(node [(fun sh => int (a - 1 + sh))] [(fun sh => int (a - 1 + sh))])] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

