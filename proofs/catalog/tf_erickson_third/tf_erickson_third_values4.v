(* A part of the proof in tf_erickson_third.v, which states the theorem.

   Piece lemmas of some values.

   Written by `cgprove check tf "T^a ___ FFF" "a-7/2" --where "a>=5" --coq FILE.v`. *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)
Require Import tf_erickson_third_base.


Lemma s53_p1 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s53_p2 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s53_p3 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s53_p4 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s53_p5 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s53_p6 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + c >= 1 /\ b + c >= 1 /\ d >= 2)%Z -> g == int (3 * a + 2 * b + c).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s53_p7 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + d = 1 /\ - a + b = 1 /\ c = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s53_p8 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s53_p9 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s53_p10 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [dyadic (4 * a + 2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s53_p11 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (b = 0 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [dyadic (4 * a + 2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s53_p12 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s53_p13 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (3 * a + 2 * b + c - 2)] [dyadic (4 * a + 2 * b + 1) 1]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s53_p14 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s53_p15 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 0 /\ d >= 2)%Z -> g == int (2 * b).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s53_p16 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (b = 1 /\ c = 1 /\ d = 0)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s53_p17 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 2] [dyadic 5 2].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s53_p18 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 2] [dyadic 5 2]] [int 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s53_p19 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == Game [int (2 * b + c - 1)] [dyadic (2 * b + 1) 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s53_p20 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [Game [int (2 * b + c - 2)] [dyadic (2 * b + 1) 1]] [int b].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s53_p21 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s53_p22 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s53_p23 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic 5 2.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s53_p24 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic 5 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s53_p25 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int 4] [Game [int 2] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s53_p26 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s53_p27 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s53_p28 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [int 2] [Game [nstar (int 2); Game [int 2] [nstar (int 2)]] [Game [nstar (int 2)] [int 1]; Game [int 2] [int 1]]].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s53_p29 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s53_p30 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s53_p31 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s53_p32 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 0)%Z -> g == Game [int (2 * a + b - 2)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s53_p33 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a + b - 1)] [Game [nstar (int (2 * a + b - 1)); Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]; Game [Game [int (2 * a + b - 1)] [int (a + 2)]] [int (a + 1)]]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s53_p34 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s53_p35 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s53_p36 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s53_p37 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == int (3 * a).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s53_p38 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int 3] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s53_p39 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a + c >= 3 /\ b = 0 /\ c >= 1 /\ c <= 2 /\ d = 0)%Z -> g == nstar (int (2 * a + 2 * c - 4)).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s53_p40 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s53_p41 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [Game [int 3] [nstar (int 3)]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s53_p42 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == Game [Game [int 5] [Game [int 3] [nstar (int 3)]]] [int 3].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s53_p43 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int 3] [Game [nstar (int 3); Game [int 3] [nstar (int 3)]] [Game [nstar (int 3)] [int 2]; Game [int 3] [int 2]]].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s53_p44 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [Game [int 3] [nstar (int 3)]] [Game [int 3] [int 2]].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s53_p45 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s53_p46 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (3 * a)] [Game [int (2 * a)] [int (a + 1)]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s53_p47 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s53_p48 {a b c d : Z} {g : game} : holds (s53_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int (2 * a - 4))] [dyadic (2 * a - 1) 1]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s53_p6_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + c >= 1 /\ b + c >= 1 /\ d >= 2)%Z ->
  add (int (3 * a + 2 * b + c)) (int off) == int (3 * a + 2 * b + c + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b + c + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p16_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (b = 1 /\ c = 1 /\ d = 0)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p17_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int 2] [dyadic 5 2]) (int off) == Game [int (off + 2)] [dyadic (4 * off + 5) 2].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 + sh))] [(fun sh => dyadic (5 + sh * pw 2) 2)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p18_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 1 /\ c = 2 /\ d = 0)%Z ->
  add (Game [Game [int 2] [dyadic 5 2]] [int 1]) (int off) == Game [Game [int (off + 2)] [dyadic (4 * off + 5) 2]] [int (off + 1)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(fun sh => dyadic (5 + sh * pw 2) 2)])] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p19_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 2 /\ d = 1)%Z ->
  add (Game [int (2 * b + c - 1)] [dyadic (2 * b + 1) 1]) (int off) == Game [int (2 * b + c + off - 1)] [dyadic (2 * b + 2 * off + 1) 1].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * b + c - 1 + sh))] [(fun sh => dyadic (2 * b + 1 + sh * pw 1) 1)])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p20_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b >= 1 /\ c >= 3 /\ d = 0)%Z ->
  add (Game [Game [int (2 * b + c - 2)] [dyadic (2 * b + 1) 1]] [int b]) (int off) == Game [Game [int (2 * b + c + off - 2)] [dyadic (2 * b + 2 * off + 1) 1]] [int (b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * b + c - 2 + sh))] [(fun sh => dyadic (2 * b + 1 + sh * pw 1) 1)])] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p24_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z ->
  add (Game [dyadic 5 2] [nstar (int 1)]) (int off) == Game [dyadic (4 * off + 5) 2] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (5 + sh * pw 2) 2)] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p25_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int 4] [Game [int 2] [nstar (int 2)]]) (int off) == Game [int (off + 4)] [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p26_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 2 /\ c = 2 /\ d = 0)%Z ->
  add (Game [Game [int 4] [Game [int 2] [nstar (int 2)]]] [int 2]) (int off) == Game [Game [int (off + 4)] [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]]] [int (off + 2)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (4 + sh))] [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])])] [(fun sh => int (2 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p29_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0)%Z ->
  add (Game [Game [int 2] [nstar (int 2)]] [Game [int 2] [int 1]]) (int off) == Game [Game [int (off + 2)] [Game [int (off + 2)] [int (off + 2)]]] [Game [int (off + 2)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 + sh))] [(node [(fun sh => int (2 + sh))] [(fun sh => int (2 + sh))])])] [(node [(fun sh => int (2 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p30_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d = 1)%Z ->
  add (Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]) (int off) == Game [int (3 * a + 2 * b + off)] [Game [int (2 * a + b + off)] [Game [int (2 * a + b + off)] [int (a + off + 2)]]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + 2 * b + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(fun sh => int (a + 2 + sh))])])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p31_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 2 /\ d = 0)%Z ->
  add (Game [Game [int (3 * a + 2 * b)] [Game [int (2 * a + b)] [Game [int (2 * a + b)] [int (a + 2)]]]] [int (2 * a + b)]) (int off) == Game [Game [int (3 * a + 2 * b + off)] [Game [int (2 * a + b + off)] [Game [int (2 * a + b + off)] [int (a + off + 2)]]]] [int (2 * a + b + off)].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (3 * a + 2 * b + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(node [(fun sh => int (2 * a + b + sh))] [(fun sh => int (a + 2 + sh))])])])] [(fun sh => int (2 * a + b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s53_p34_add (a b c d : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (0 <= d)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 1 /\ d = 0)%Z ->
  add (Game [Game [int (2 * a + b - 1)] [Game [int (2 * a + b - 1)] [int (a + 2)]]] [Game [int (2 * a + b - 1)] [int (a + 1)]]) (int off) == Game [Game [int (2 * a + b + off - 1)] [Game [int (2 * a + b + off - 1)] [int (a + off + 2)]]] [Game [int (2 * a + b + off - 1)] [int (a + off + 1)]].
Proof.
  intros Ha Hb Hc Hd H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (2 * a + b - 1 + sh))] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 2 + sh))])])] [(node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (a + 1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s54_p1 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a + b = 1 /\ c = 0)%Z -> g == dyadic (6 * a + 6 * b + 5 * c - 8) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s54_p2 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == dyadic (6 * a + 6 * b + 5 * c - 8) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s54_p3 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0)%Z -> g == nstar (int (2 * a + c - 3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s54_p4 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == nstar (int (2 * a + c - 3)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s54_p5 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a = 0 /\ b + c >= 3 /\ b <= 1)%Z -> g == Game [int (2 * b + c - 3)] [int (b - 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s54_p6 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a <= 1 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (2 * a + c - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s54_p7 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == nstar (int (2 * a + c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s54_p8 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == dyadic (4 * a + c) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s54_p9 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (b >= 2 /\ c >= 3)%Z -> g == Game [int (2 * a + c - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s54_p10 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s54_p11 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a + b + c >= 4 /\ a >= 1 /\ b <= 1 /\ c >= 1)%Z -> g == Game [int (2 * a + 2 * b + c - 3)] [int (a + b)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s54_p12 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s54_p13 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s54_p14 {a b c : Z} {g : game} : holds (s54_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [dyadic (2 * a + 1) 1].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s54_p1_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 1 /\ c = 0)%Z ->
  add (dyadic (6 * a + 6 * b + 5 * c - 8) 1) (int off) == dyadic (6 * a + 6 * b + 5 * c + 2 * off - 8) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (6 * a + 6 * b + 5 * c - 8 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s54_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b + c >= 3 /\ b <= 1)%Z ->
  add (Game [int (2 * b + c - 3)] [int (b - 1)]) (int off) == Game [int (2 * b + c + off - 3)] [int (b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * b + c - 3 + sh))] [(fun sh => int (b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s54_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a <= 1 /\ b = 1 /\ c = 1)%Z ->
  add (nstar (int (2 * a + c - 1))) (int off) == Game [int (2 * a + c + off - 1)] [int (2 * a + c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + c - 1 + sh))] [(fun sh => int (2 * a + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s54_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c = 2)%Z ->
  add (nstar (int (2 * a + c - 1))) (int off) == Game [int (2 * a + c + off - 1)] [int (2 * a + c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + c - 1 + sh))] [(fun sh => int (2 * a + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s54_p8_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c <= 1)%Z ->
  add (dyadic (4 * a + c) 1) (int off) == dyadic (4 * a + c + 2 * off) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (4 * a + c + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s54_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2 /\ c >= 3)%Z ->
  add (Game [int (2 * a + c - 1)] [int (2 * a + 1)]) (int off) == Game [int (2 * a + c + off - 1)] [int (2 * a + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + c - 1 + sh))] [(fun sh => int (2 * a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s55_p1 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (3 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s55_p2 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a = 0 /\ b + c >= 1 /\ b <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s55_p3 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s55_p4 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c >= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s55_p5 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s55_p6 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s55_p7 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == dyadic 9 2.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s55_p8 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [int 3] [nstar (int 3)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s55_p9 {a b c : Z} {g : game} : holds (s55_pieces a b c) g -> (a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 2)] [Game [int (a - 2)] [int 3]].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s55_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b + c >= 1 /\ b <= 1)%Z ->
  add (int (b - 2)) (int off) == int (b + off - 2).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (b - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s55_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s55_p4_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b <= 1 /\ c >= 1)%Z ->
  add (int (a + b - 1)) (int off) == int (a + b + off - 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s56_p1 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c = 0)%Z -> g == int (3 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s56_p2 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (- a + b >= 0 /\ b <= 1 /\ c >= 1)%Z -> g == dyadic (a + 2 * b - 2) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s56_p3 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s56_p4 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == Game [int (a - 1)] [nstar (int (b - 1))].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s56_p5 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == Game [int (a - 1)] [nstar (int (b - 1))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s56_p6 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a - b = 1 /\ a <= 2 /\ c >= 1)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s56_p7 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a >= 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int b).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s56_p8 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s56_p9 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 1)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s56_p10 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s56_p11 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c >= 1)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s56_p12 {a b c : Z} {g : game} : holds (s56_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 1)%Z -> g == Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s56_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (- a + b >= 0 /\ b <= 1 /\ c >= 1)%Z ->
  add (dyadic (a + 2 * b - 2) 1) (int off) == dyadic (a + 2 * b + 2 * off - 2) 1.
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (a + 2 * b - 2 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s56_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s56_p6_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a - b = 1 /\ a <= 2 /\ c >= 1)%Z ->
  add (nstar (int b)) (int off) == Game [int (b + off)] [int (b + off)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (b + sh))] [(fun sh => int (b + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s56_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 2 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [dyadic 1 1] [int 0]) (int off) == Game [dyadic (2 * off + 1) 1] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (1 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s56_p10_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 3 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [nstar (int 1)] [int 0]) (int off) == Game [Game [int (off + 1)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s56_p11_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 1 /\ c >= 1)%Z ->
  add (Game [int (a - 1)] [int 1]) (int off) == Game [int (a + off - 1)] [int (off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (a - 1 + sh))] [(fun sh => int (1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s56_p12_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [Game [int (a - 2)] [int 1]] [int 0]) (int off) == Game [Game [int (a + off - 2)] [int (off + 1)]] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (1 + sh))])] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s57_p1 {a : Z} {g : game} : holds (s57_pieces a) g -> (True)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.

Lemma s58_p1 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 0)%Z -> g == int (4 * a - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s58_p2 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a + b <= 1 /\ b + c >= 1)%Z -> g == int (3 * a + 2 * b - 4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s58_p3 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s58_p4 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c = 0)%Z -> g == Game [int 0] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s58_p5 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c >= 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s58_p6 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s58_p7 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a >= 2 /\ a <= 3 /\ b = 1 /\ c >= 1)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s58_p8 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic 1 2] [nstar (int 0); Game [nstar (int 0)] [int 0]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s58_p9 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a >= 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s58_p10 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int (a - 2)] [dyadic (4 * a - 9) 2]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s58_p11 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 1)] [Game [Game [Game [int 1] [dyadic 1 1]] [Game [Game [dyadic 1 1] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s58_p12 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c >= 1)%Z -> g == Game [nstar (int (a - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s58_p13 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a = 5 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 2)] [Game [Game [Game [nstar (dyadic 3 1)] [dyadic 1 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s58_p14 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a = 6 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 3)] [Game [Game [Game [Game [dyadic 5 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [int 2]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [nstar (int 2)] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s58_p15 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a = 7 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int 4)] [Game [Game [Game [Game [dyadic 7 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 3)] [int 3]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int 3] [int 2]] [int 1]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s58_p16 {a b c : Z} {g : game} : holds (s58_pieces a b c) g -> (a >= 8 /\ b = 0 /\ c = 0)%Z -> g == Game [nstar (int (a - 3))] [Game [Game [Game [Game [dyadic (2 * a - 7) 1] [dyadic 3 1]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int (a - 4))] [int (a - 4)]] [Game [nstar (int 1)] [int 1]]] [Game [Game [Game [Game [int (a - 4)] [int 2]] [int 1]] [int 0]; Game [Game [Game [dyadic (2 * a - 7) 1] [Game [Game [int (a - 4)] [int 2]] [int 1]]] [Game [Game [int (a - 5)] [int 1]] [int 0]]; Game [Game [Game [dyadic (2 * a - 9) 1] [int (a - 5)]] [int (a - 5)]; Game [Game [int (a - 4)] [Game [int (a - 4)] [int 2]]] [int 2; Game [int (a - 5)] [int 1]]] [Game [Game [Game [int (a - 2)] [int 2]] [int 1]] [int 1]]] [int 0]] [int 0]]] [int 0]]] [int 0]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s58_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b <= 1 /\ b + c >= 1)%Z ->
  add (int (3 * a + 2 * b - 4)) (int off) == int (3 * a + 2 * b + off - 4).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (3 * a + 2 * b - 4 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s58_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 2)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s58_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 2 /\ a >= 1 /\ c >= 1)%Z ->
  add (nstar (int 0)) (int off) == Game [int off] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (0 + sh))] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s58_p7_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ a <= 3 /\ b = 1 /\ c >= 1)%Z ->
  add (int 1) (int off) == int (off + 1).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s58_p9_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 3 /\ b = 0 /\ c >= 1)%Z ->
  add (Game [dyadic (2 * a - 5) 1] [int 0]) (int off) == Game [dyadic (2 * a + 2 * off - 5) 1] [int off].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => dyadic (2 * a - 5 + sh * pw 1) 1)] [(fun sh => int (0 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_dyadic | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s58_p12_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 4 /\ b = 1 /\ c >= 1)%Z ->
  add (Game [nstar (int (a - 2))] [nstar (int 1)]) (int off) == Game [Game [int (a + off - 2)] [int (a + off - 2)]] [Game [int (off + 1)] [int (off + 1)]].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(node [(fun sh => int (a - 2 + sh))] [(fun sh => int (a - 2 + sh))])] [(node [(fun sh => int (1 + sh))] [(fun sh => int (1 + sh))])])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | apply Forall_cons; [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]] | unfold node; cbn [nth map]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s59_p1 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 0 /\ b + c <= 1)%Z -> g == dyadic (8 * b + 5 * c - 12) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s59_p2 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a <= 1 /\ b = 0 /\ c = 2)%Z -> g == nstar (int (3 * a - 3)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s59_p3 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a + b <= 1 /\ b + c >= 3)%Z -> g == Game [int (3 * a + 3 * b + c - 5)] [int (3 * a + 2 * b - 3)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s59_p4 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (int (2 * a + 2 * c - 3)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s59_p5 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (b >= 2 /\ c = 2)%Z -> g == nstar (int (2 * a + 2 * c - 3)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s59_p6 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (b >= 2 /\ c <= 1)%Z -> g == dyadic (4 * a + c) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s59_p7 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (b >= 2 /\ c >= 3)%Z -> g == Game [int (2 * a + c - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s59_p8 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 1 /\ - b + c >= 0 /\ c <= 1)%Z -> g == dyadic (2 * a + 3 * b + 3 * c - 6) 1.
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s59_p9 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 1)%Z -> g == dyadic (2 * a + 3 * b + 3 * c - 6) 1.
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s59_p10 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s59_p11 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a + b = 2 /\ a >= 1 /\ c >= 2)%Z -> g == Game [dyadic (2 * c - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s59_p12 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 2 /\ b + c >= 1 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (3 * b + 3 * c + 1) 2.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s59_p13 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a + c >= 4 /\ a >= 2 /\ a <= 3 /\ b = 1)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [int 2].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s59_p14 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 3 /\ b <= 1 /\ c = 0)%Z -> g == nstar (dyadic (2 * b + 1) 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s59_p15 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 1)%Z -> g == Game [dyadic (2 * c + 1) 1] [Game [dyadic 3 1] [int 1]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s59_p16 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s59_p17 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 4 /\ b = 0 /\ c >= 2)%Z -> g == Game [dyadic (4 * c + 5) 2] [Game [dyadic 5 1] [int 1]].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s59_p18 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s59_p19 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c >= 1)%Z -> g == Game [dyadic (2 * a + 2 * c - 3) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s59_p20 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == Game [dyadic (4 * a - 7) 2] [int 3].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s59_p21 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a = 5 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [int (c + 2)] [nstar (int (c + 2))]] [Game [dyadic 7 1] [int 1]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s59_p22 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a - c >= 4 /\ b = 0 /\ c >= 2)%Z -> g == Game [Game [int (a + c - 3)] [Game [int (a + c - 3)] [int (c + 2)]]] [int (c + 2); Game [dyadic (2 * a - 3) 1] [int 1]].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s59_p23 {a b c : Z} {g : game} : holds (s59_pieces a b c) g -> (a >= 6 /\ a - c <= 3 /\ b = 0)%Z -> g == Game [Game [int (a + c - 3)] [Game [int (a + c - 3)] [int (c + 2)]]] [Game [dyadic (2 * a - 3) 1] [int 1]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.

Lemma s60_p1 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s60_p2 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == int (-5).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s60_p3 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-7) 1] [int (-4)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s60_p4 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int (-3))] [int (-4)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s60_p5 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (d - 6)] [int (-3)]] [int (-4)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s60_p6 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s60_p7 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s60_p8 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [nstar (int (2 * d - 5))] [int (2 * d - 6)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s60_p9 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (2 * d - 5))] [int (2 * d - 6)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s60_p10 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [int (d - 3)] [int (-1)]] [int (-2)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s60_p11 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s60_p12 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s60_p13 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s60_p14 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (4 * a + 2 * b + 1) 1] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s60_p15 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b >= 1 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (4 * a + 2 * b + 1) 1] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s60_p16 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (d - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s60_p17 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s60_p18 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s60_p19 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [int (-1)] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s60_p20 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (int (d - 3))] [dyadic (-1) 1]] [dyadic (-3) 1].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s60_p21 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (-1)] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s60_p22 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 0; nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s60_p23 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [dyadic 3 2] [Game [int 0] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s60_p24 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 3)%Z -> g == Game [Game [dyadic (4 * d - 7) 2] [Game [int 1] [nstar (int 1)]]] [Game [int 0] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s60_p25 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 0)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s60_p26 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int (2 * a + b)).
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s60_p27 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (2 * a + b + 1))] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s60_p28 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (2 * a + b + d - 2)] [int (2 * a + b + 1)]] [int (2 * a + b)].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s60_p29 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (-1)] [nstar (int (-1))]] [Game [dyadic (-3) 1] [int (-2)]].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s60_p30 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [int 0; nstar (int 0)] [int 0]] [Game [nstar (dyadic (-1) 1)] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s60_p31 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 3 2] [dyadic 1 2]] [Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s60_p32 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [Game [dyadic 5 2] [Game [int 1] [nstar (int 1)]]] [nstar (dyadic 3 2)]] [Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s60_p33 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [Game [dyadic (4 * d - 7) 2] [dyadic (4 * d - 9) 2]] [Game [Game [int 1] [nstar (int 1)]] [dyadic 3 2]]] [Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s60_p34 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0] [Game [dyadic (-1) 2] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s60_p35 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [Game [dyadic (4 * a + 1) 2] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s60_p36 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 2)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s60_p37 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [nstar (int 2)] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [int 1] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s60_p38 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [Game [int (d - 1)] [dyadic (2 * d - 3) 1]] [Game [int 2] [nstar (int 1)]]] [Game [int 1] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s60_p39 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (-1) 2).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s60_p40 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 1)] [Game [dyadic 1 2] [nstar (int 0)]]] [Game [Game [nstar (dyadic 1 2)] [nstar (int 0)]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s60_p41 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b + d >= 5 /\ a <= 1 /\ b >= 3 /\ c = 0 /\ d >= 1 /\ d <= 2)%Z -> g == Game [dyadic (4 * a + 3 * d - 2) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s60_p42 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 2 /\ b + d >= 5 /\ c = 0 /\ d >= 1 /\ d <= 2)%Z -> g == Game [dyadic (4 * a + 3 * d - 2) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s60_p43 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [Game [nstar (int 2)] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [nstar (int 1)]] [int 1; nstar (int 1)]]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s60_p44 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 4)%Z -> g == Game [Game [int 2; Game [Game [int 3] [dyadic 5 1]] [Game [Game [dyadic 5 1] [int 2]] [int 2]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s60_p45 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 5)%Z -> g == Game [Game [Game [Game [int (d - 1)] [dyadic (2 * d - 3) 1]] [Game [Game [dyadic (2 * d - 3) 1] [int (d - 2)]] [int (d - 2)]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s60_p46 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [Game [Game [nstar (int 0)] [int 0]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s60_p47 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [dyadic (4 * a + 2 * b - 1) 1] [int (2 * a + b - 1)]] [Game [int (a + 1)] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s60_p48 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b >= 3 /\ b >= 2 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [nstar (int (2 * a + b))] [int (2 * a + b - 1)]] [Game [Game [dyadic (2 * a + 3) 1] [nstar (int (a + 1))]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s60_p49 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (- a - b + d = 1 /\ a + b >= 3 /\ b >= 2 /\ c = 1)%Z -> g == Game [Game [Game [int (3 * a + 2 * b - 2)] [int (2 * a + b)]] [int (2 * a + b - 1)]; Game [Game [int (3 * a + 2 * b - 2)] [int (2 * a + b)]] [Game [dyadic (4 * a + 2 * b - 1) 1] [nstar (int (a + 1))]]] [Game [int (2 * a + b - 1)] [nstar (int a)]; Game [Game [dyadic (4 * a + 2 * b - 1) 1] [nstar (int (a + 1))]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s60_p50 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b >= 3 /\ - a - b + d >= 2 /\ b >= 2 /\ c = 1)%Z -> g == Game [Game [Game [int (2 * a + b + d - 3)] [dyadic (2 * a + 2 * d - 3) 1]] [Game [int (2 * a + b)] [nstar (int (a + 1))]]] [nstar (int (a + 1)); Game [int (2 * a + b - 1)] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s60_p51 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 0)] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s60_p52 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b - d >= 0 /\ a + b >= 4 /\ b >= 3 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 3) 1] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s60_p53 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d = 5)%Z -> g == Game [Game [int 3; Game [Game [int 5] [dyadic 7 1]] [Game [Game [nstar (int 4)] [int 3]] [int 3]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s60_p54 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 0 /\ d >= 6)%Z -> g == Game [Game [Game [Game [int d] [dyadic (2 * d - 3) 1]] [Game [Game [nstar (int (d - 1))] [int (d - 2)]] [int (d - 2)]]] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s60_p55 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [Game [Game [Game [Game [Game [nstar (int 1)] [int 1]] [dyadic 1 1]] [int 0]] [int 0]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s60_p56 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b - d >= 0 /\ b >= 2 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [Game [int (2 * a + b + d - 3)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [Game [Game [dyadic (2 * a + 2 * d - 3) 1] [nstar (int (a + 1))]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s60_p57 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 5 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 1)] [int 1]] [dyadic 1 1]] [int 0]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s60_p58 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (- a - b + d = 1 /\ a + b >= 5 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 1); Game [Game [int (3 * a + 2 * b - 3)] [dyadic (4 * a + 2 * b - 1) 1]] [Game [Game [Game [int (3 * a + 2 * b - 4)] [int (2 * a + b)]] [int (2 * a + b - 1)]] [int (2 * a + b - 1)]]] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s60_p59 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b >= 5 /\ - a - b + d >= 2 /\ b >= 3 /\ c = 0)%Z -> g == Game [Game [Game [Game [int (2 * a + b + d - 4)] [dyadic (2 * a + 2 * d - 3) 1]] [Game [Game [Game [int (2 * a + b + d - 5)] [int (a + d - 1)]] [int (a + d - 2)]] [int (a + d - 2)]]] [nstar (int (a + 1))]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s60_p60 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 5 /\ c = 1 /\ d = 0)%Z -> g == Game [int 3] [Game [Game [Game [Game [Game [nstar (int 2)] [int 2]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0]]] [int 0]] [dyadic (-1) 1]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s60_p61 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 0 /\ b = 6 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 2)] [int 2]] [dyadic 1 1]] [Game [Game [Game [Game [nstar (int 2)] [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]]] [dyadic 1 1; Game [nstar (int 1)] [int 0]]; Game [Game [Game [int 2] [Game [dyadic 3 1] [dyadic 5 2]]] [nstar (int 1)]] [int 1; nstar (int 1)]] [Game [Game [Game [int 2] [dyadic 1 1]] [int 0]] [int 0]]; Game [Game [Game [dyadic 3 1] [dyadic 5 2]] [dyadic 1 1]] [int 0]] [int 0]]] [int 0]] [int 0].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s60_p62 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b >= 6 /\ b >= 5 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 2)] [Game [Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [int (2 * a + b - 3)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + b - 3))] [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 4)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 15) 2] [int (2 * a + b - 4)]] [int (2 * a + b - 4)]; Game [Game [int (2 * a + b - 3)] [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 4)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 2)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 7) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s60_p63 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + b >= 7 /\ b >= 6 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int (2 * a + b - 4))] [int (2 * a + b - 4)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + b - 4))] [Game [Game [dyadic (4 * a + 2 * b - 9) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a + b - 5)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 4 * b - 19) 2] [int (2 * a + b - 5)]] [int (2 * a + b - 5)]; Game [Game [int (2 * a + b - 4)] [Game [dyadic (4 * a + 2 * b - 9) 1] [dyadic (4 * a + 5) 2]]] [dyadic (4 * a + 5) 2; Game [int (2 * a + b - 5)] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 3)] [dyadic (4 * a + 5) 2]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + b - 4)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 2 * b - 9) 1] [dyadic (4 * a + 5) 2]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s60_p64 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s60_p65 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 5) 1.
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s60_p66 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (-1) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s60_p67 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [nstar (int 0)] [int (-1)].
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s60_p68 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 4)%Z -> g == Game [Game [int (d - 3)] [int 0]] [int (-1)].
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s60_p69 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s60_p70 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + c + d = 3 /\ a + c >= 2 /\ a <= 2 /\ b = 0 /\ c <= 1)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s60_p71 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 2)%Z -> g == Game [int 1] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s60_p72 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d >= 3)%Z -> g == Game [Game [dyadic (2 * d - 3) 1] [nstar (int 1)]] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s60_p73 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == int (2 * a - 1).
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s60_p74 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == nstar (int (2 * a)).
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s60_p75 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 2)%Z -> g == Game [dyadic (4 * a + 1) 1] [int (2 * a)].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s60_p76 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d = 3)%Z -> g == Game [nstar (int (2 * a + 1))] [int (2 * a)].
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s60_p77 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c >= 2 /\ d >= 4)%Z -> g == Game [Game [int (2 * a + d - 2)] [int (2 * a + 1)]] [int (2 * a)].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s60_p78 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 0)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s60_p79 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + d = 3 /\ a - b >= 0 /\ a <= 2 /\ b >= 1 /\ c = 0)%Z -> g == Game [nstar (dyadic (2 * a + b + 2 * d - 5) 1)] [dyadic (2 * a + b + d - 5) 1].
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s60_p80 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic (2 * a + b + 2 * d - 5) 1)] [dyadic (2 * a + b + d - 5) 1].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s60_p81 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (dyadic (2 * d - 3) 1)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s60_p82 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [int 0].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s60_p83 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int 2)] [Game [int 1] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s60_p84 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [dyadic 5 1] [int 2]] [Game [Game [dyadic 3 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s60_p85 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [nstar (int 3)] [int 2]; Game [nstar (int 3)] [Game [dyadic 5 1] [nstar (dyadic 3 1)]]] [Game [int 2] [nstar (dyadic 1 1)]; Game [Game [dyadic 5 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s60_p86 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [Game [int d] [dyadic (2 * d - 1) 1]] [Game [int 3] [nstar (dyadic 3 1)]]] [nstar (dyadic 3 1); Game [int 2] [nstar (dyadic 1 1)]].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s60_p87 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [int 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s60_p88 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 3 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.
Lemma s60_p89 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [dyadic 5 1] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 88 _ _ _ H eq_refl). Qed.
Lemma s60_p90 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 4)%Z -> g == Game [Game [int 3; Game [Game [int 4] [dyadic 7 1]] [Game [nstar (int 3)] [int 3]]] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 89 _ _ _ H eq_refl). Qed.
Lemma s60_p91 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 5)%Z -> g == Game [Game [Game [Game [int d] [dyadic (2 * d - 1) 1]] [Game [nstar (int (d - 1))] [int (d - 1)]]] [nstar (dyadic 3 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 90 _ _ _ H eq_refl). Qed.
Lemma s60_p92 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 91 _ _ _ H eq_refl). Qed.
Lemma s60_p93 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 92 _ _ _ H eq_refl). Qed.
Lemma s60_p94 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d = 5)%Z -> g == Game [Game [int 4; Game [Game [int 6] [dyadic 9 1]] [Game [Game [nstar (int 5)] [int 4]] [int 4]]] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 93 _ _ _ H eq_refl). Qed.
Lemma s60_p95 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 3 /\ c = 0 /\ d >= 6)%Z -> g == Game [Game [Game [Game [int (d + 1)] [dyadic (2 * d - 1) 1]] [Game [Game [nstar (int d)] [int (d - 1)]] [int (d - 1)]]] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 94 _ _ _ H eq_refl). Qed.
Lemma s60_p96 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 3 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + 1)] [Game [Game [Game [nstar (dyadic (4 * a + 1) 2)] [int a]] [int a]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 95 _ _ _ H eq_refl). Qed.
Lemma s60_p97 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 1 /\ b = 4 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [nstar (dyadic (4 * a + 1) 2)] [int a]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 96 _ _ _ H eq_refl). Qed.
Lemma s60_p98 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int 4] [Game [Game [Game [Game [Game [nstar (int 3)] [int 3]] [dyadic 3 1]] [Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1]]] [int 1]] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 97 _ _ _ H eq_refl). Qed.
Lemma s60_p99 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 1 /\ b = 5 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 3)] [int 3]] [dyadic 3 1]] [Game [Game [Game [Game [nstar (int 3)] [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]]] [dyadic 3 1; Game [nstar (int 2)] [int 1]]; Game [Game [Game [int 3] [Game [dyadic 5 1] [dyadic 17 3]]] [nstar (int 2)]] [int 2; nstar (int 2)]] [Game [Game [Game [int 3] [dyadic 3 1]] [int 1]] [int 1]]; Game [Game [Game [dyadic 5 1] [dyadic 17 3]] [dyadic 3 1]] [int 1]] [int 1]]] [int 1]] [int 1].
Proof. intros H. exact (holds_at _ 98 _ _ _ H eq_refl). Qed.
Lemma s60_p100 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 99 _ _ _ H eq_refl). Qed.
Lemma s60_p101 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == Game [dyadic 7 2] [int 1].
Proof. intros H. exact (holds_at _ 100 _ _ _ H eq_refl). Qed.
Lemma s60_p102 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a + d >= 5 /\ a >= 2 /\ a <= 3 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 5) 1] [int 2]] [int 1].
Proof. intros H. exact (holds_at _ 101 _ _ _ H eq_refl). Qed.
Lemma s60_p103 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (b - 1)).
Proof. intros H. exact (holds_at _ 102 _ _ _ H eq_refl). Qed.
Lemma s60_p104 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 7 2] [Game [dyadic 3 1] [Game [dyadic 3 1] [int 1]]]] [Game [int 1] [Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 103 _ _ _ H eq_refl). Qed.
Lemma s60_p105 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [nstar (dyadic (2 * d - 1) 1)] [Game [int 2] [Game [dyadic 3 1] [int 1]]]] [Game [int 1] [Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 104 _ _ _ H eq_refl). Qed.
Lemma s60_p106 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 3] [Game [int 1] [dyadic 1 1; Game [dyadic 1 1] [int 0]]].
Proof. intros H. exact (holds_at _ 105 _ _ _ H eq_refl). Qed.
Lemma s60_p107 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int 4)] [Game [Game [dyadic 3 1] [dyadic 3 1; Game [dyadic 3 1] [int 1]]] [int 1]].
Proof. intros H. exact (holds_at _ 106 _ _ _ H eq_refl). Qed.
Lemma s60_p108 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [dyadic 9 1] [int 4]] [Game [Game [dyadic 5 1] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 107 _ _ _ H eq_refl). Qed.
Lemma s60_p109 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [nstar (int 5)] [int 4]] [Game [Game [dyadic 7 1] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 108 _ _ _ H eq_refl). Qed.
Lemma s60_p110 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 4)%Z -> g == Game [Game [Game [int 6] [int 5]] [int 4]; Game [Game [int 6] [int 5]] [Game [dyadic 9 1] [int 2]]] [Game [int 4] [int 1]; Game [Game [dyadic 9 1] [int 2]] [int 1]].
Proof. intros H. exact (holds_at _ 109 _ _ _ H eq_refl). Qed.
Lemma s60_p111 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d >= 5)%Z -> g == Game [Game [Game [int (d + 2)] [dyadic (2 * d + 1) 1]] [Game [int 5] [int 2]]] [int 2; Game [int 4] [int 1]].
Proof. intros H. exact (holds_at _ 110 _ _ _ H eq_refl). Qed.
Lemma s60_p112 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 2 /\ - a + d <= 2 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 3) 1] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 111 _ _ _ H eq_refl). Qed.
Lemma s60_p113 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (- a + d = 3 /\ a >= 2 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a + 1); Game [Game [int (3 * a + 1)] [dyadic (4 * a + 3) 1]] [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]]] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 112 _ _ _ H eq_refl). Qed.
Lemma s60_p114 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 2 /\ - a + d >= 4 /\ b = 2 /\ c = 0)%Z -> g == Game [Game [Game [Game [int (2 * a + d - 2)] [dyadic (2 * a + 2 * d - 3) 1]] [Game [nstar (int (a + d - 2))] [int (a + d - 2)]]] [int a]] [int (a - 1)].
Proof. intros H. exact (holds_at _ 113 _ _ _ H eq_refl). Qed.
Lemma s60_p115 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int 5)] [Game [dyadic 9 2] [nstar (int 2)]]] [Game [Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 114 _ _ _ H eq_refl). Qed.
Lemma s60_p116 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int 6] [Game [Game [Game [Game [Game [nstar (int 5)] [int 5]] [dyadic 5 1]] [Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2]]] [int 2]] [dyadic 3 1]].
Proof. intros H. exact (holds_at _ 115 _ _ _ H eq_refl). Qed.
Lemma s60_p117 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 2 /\ b = 5 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int 5)] [int 5]] [dyadic 5 1]] [Game [Game [Game [Game [nstar (int 5)] [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]]] [dyadic 5 1; Game [Game [int 4] [int 3]] [int 2]]; Game [Game [Game [dyadic 17 2] [int 4]] [int 4]; Game [Game [int 5] [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]]] [Game [int 3] [Game [int 3] [nstar (int 3)]]; Game [int 4] [int 3]]] [Game [Game [Game [int 6] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [int 3]] [int 3]]] [Game [Game [Game [int 5] [dyadic 5 1]] [int 2]] [int 2]]; Game [Game [Game [dyadic 9 1] [Game [int 3] [Game [int 3] [nstar (int 3)]]]] [dyadic 5 1]] [int 2]] [int 2]]] [int 2]] [int 2].
Proof. intros H. exact (holds_at _ 116 _ _ _ H eq_refl). Qed.
Lemma s60_p118 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 0)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 117 _ _ _ H eq_refl). Qed.
Lemma s60_p119 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * d - 1) 1] [Game [dyadic 3 1] [int 1]]] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 118 _ _ _ H eq_refl). Qed.
Lemma s60_p120 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 119 _ _ _ H eq_refl). Qed.
Lemma s60_p121 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (dyadic 3 1)] [int 1].
Proof. intros H. exact (holds_at _ 120 _ _ _ H eq_refl). Qed.
Lemma s60_p122 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 3 /\ b >= 1 /\ b <= 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a + b - 5) 1.
Proof. intros H. exact (holds_at _ 121 _ _ _ H eq_refl). Qed.
Lemma s60_p123 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 4 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a + b - 5) 1.
Proof. intros H. exact (holds_at _ 122 _ _ _ H eq_refl). Qed.
Lemma s60_p124 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (2 * a - 3) 1).
Proof. intros H. exact (holds_at _ 123 _ _ _ H eq_refl). Qed.
Lemma s60_p125 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic (4 * a - 3) 2] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 124 _ _ _ H eq_refl). Qed.
Lemma s60_p126 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 3 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [Game [dyadic (2 * d + 1) 1] [dyadic (4 * d + 1) 2]] [dyadic 5 1]] [dyadic 3 1].
Proof. intros H. exact (holds_at _ 125 _ _ _ H eq_refl). Qed.
Lemma s60_p127 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a - 1)] [Game [nstar (dyadic (2 * a - 3) 1)] [Game [Game [int 1] [dyadic 1 1]] [int 0]]].
Proof. intros H. exact (holds_at _ 126 _ _ _ H eq_refl). Qed.
Lemma s60_p128 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [nstar (int (2 * a))] [Game [Game [dyadic (4 * a - 3) 2] [nstar (int (a - 1))]; Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]]] [int 1]].
Proof. intros H. exact (holds_at _ 127 _ _ _ H eq_refl). Qed.
Lemma s60_p129 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == Game [Game [dyadic (4 * a + 1) 1] [int (2 * a)]] [Game [Game [dyadic (2 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 128 _ _ _ H eq_refl). Qed.
Lemma s60_p130 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 3)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [int (2 * a)]] [Game [Game [dyadic (2 * a + 3) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 129 _ _ _ H eq_refl). Qed.
Lemma s60_p131 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (- a + d <= 1 /\ b = 1 /\ c = 1 /\ d >= 4)%Z -> g == Game [Game [Game [int (2 * a + d - 2)] [int (2 * a + 1)]] [int (2 * a)]] [Game [Game [dyadic (2 * a + 2 * d - 3) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 130 _ _ _ H eq_refl). Qed.
Lemma s60_p132 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (- a + d = 2 /\ a >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [Game [int (3 * a)] [int (2 * a + 1)]] [int (2 * a)]; Game [Game [int (3 * a)] [int (2 * a + 1)]] [Game [dyadic (4 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]]] [Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]]; Game [Game [dyadic (4 * a + 1) 1] [Game [nstar (int a)] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 131 _ _ _ H eq_refl). Qed.
Lemma s60_p133 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ - a + d >= 3 /\ b = 1 /\ c = 1)%Z -> g == Game [Game [Game [int (2 * a + d - 2)] [dyadic (2 * a + 2 * d - 3) 1]] [Game [int (2 * a + 1)] [Game [nstar (int a)] [nstar (int 2)]]]] [Game [nstar (int a)] [nstar (int 2)]; Game [int (2 * a)] [Game [nstar (int (a - 1))] [nstar (int 1)]]].
Proof. intros H. exact (holds_at _ 132 _ _ _ H eq_refl). Qed.
Lemma s60_p134 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 1)%Z -> g == Game [Game [nstar (int (2 * a + 1))] [Game [dyadic (4 * a + 1) 2] [nstar (int a)]]] [Game [Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 133 _ _ _ H eq_refl). Qed.
Lemma s60_p135 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 4 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + 2)] [Game [Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [dyadic (2 * a - 1) 1]].
Proof. intros H. exact (holds_at _ 134 _ _ _ H eq_refl). Qed.
Lemma s60_p136 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 3 /\ b = 5 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [Game [Game [Game [nstar (int (2 * a + 1))] [int (2 * a + 1)]] [dyadic (2 * a + 1) 1]] [Game [Game [Game [Game [nstar (int (2 * a + 1))] [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]]] [dyadic (2 * a + 1) 1; Game [Game [int (2 * a)] [int (a + 1)]] [int a]]; Game [Game [Game [dyadic (8 * a + 1) 2] [int (2 * a)]] [int (2 * a)]; Game [Game [int (2 * a + 1)] [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]]] [Game [int (2 * a)] [int (a + 1)]; Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [Game [Game [Game [int (2 * a + 2)] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [int (a + 1)]] [int (a + 1)]]] [Game [Game [Game [int (2 * a + 1)] [dyadic (2 * a + 1) 1]] [int a]] [int a]]; Game [Game [Game [dyadic (4 * a + 1) 1] [Game [int (a + 1)] [Game [int (a + 1)] [Game [int (a + 1)] [int 3]]]]] [dyadic (2 * a + 1) 1]] [int a]] [int a]]] [int a]] [int a].
Proof. intros H. exact (holds_at _ 135 _ _ _ H eq_refl). Qed.
Lemma s60_p137 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [int 1] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 136 _ _ _ H eq_refl). Qed.
Lemma s60_p138 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic 3 1)] [Game [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]] [int 0]].
Proof. intros H. exact (holds_at _ 137 _ _ _ H eq_refl). Qed.
Lemma s60_p139 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [dyadic 5 1] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 138 _ _ _ H eq_refl). Qed.
Lemma s60_p140 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [dyadic (4 * d + 1) 2] [Game [dyadic 5 1] [int 1]]] [int 1; Game [dyadic 3 1] [int 0]].
Proof. intros H. exact (holds_at _ 139 _ _ _ H eq_refl). Qed.
Lemma s60_p141 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [Game [int 1] [dyadic 1 1]] [int 0]].
Proof. intros H. exact (holds_at _ 140 _ _ _ H eq_refl). Qed.
Lemma s60_p142 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [nstar (int (a - 2))]; Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 141 _ _ _ H eq_refl). Qed.
Lemma s60_p143 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [Game [dyadic (2 * a + 2 * d - 5) 1] [Game [nstar (int (a - 1))] [nstar (int 2)]]] [nstar (int 2); Game [nstar (int (a - 2))] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 142 _ _ _ H eq_refl). Qed.
Lemma s60_p144 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 3 1] [Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]; Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1]] [Game [int 0] [int 0; nstar (int 0)]]].
Proof. intros H. exact (holds_at _ 143 _ _ _ H eq_refl). Qed.
Lemma s60_p145 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 4 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [Game [dyadic (2 * d + 3) 1] [Game [int (d + 1)] [nstar (int (d + 1))]]] [dyadic 7 1]] [dyadic 5 1].
Proof. intros H. exact (holds_at _ 144 _ _ _ H eq_refl). Qed.
Lemma s60_p146 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]; Game [Game [int 2] [Game [dyadic 3 1] [Game [int 1] [dyadic 1 1]]]] [int 1]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 145 _ _ _ H eq_refl). Qed.
Lemma s60_p147 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (dyadic (2 * a - 5) 1)] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 146 _ _ _ H eq_refl). Qed.
Lemma s60_p148 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic 13 2] [int 3]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 147 _ _ _ H eq_refl). Qed.
Lemma s60_p149 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a = 5 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [Game [int (d + 1)] [nstar (int (d + 1))]] [Game [dyadic 7 1] [int 1]]] [int 1; Game [dyadic 5 1] [int 0]].
Proof. intros H. exact (holds_at _ 148 _ _ _ H eq_refl). Qed.
Lemma s60_p150 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 5 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int (a - 3)].
Proof. intros H. exact (holds_at _ 149 _ _ _ H eq_refl). Qed.
Lemma s60_p151 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a - d = 2 /\ a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [Game [dyadic (4 * a - 9) 1] [Game [int (2 * a - 5)] [Game [int (2 * a - 5)] [int (a - 1)]]]] [dyadic (2 * a - 1) 1; Game [int (2 * a - 5)] [int (a - 1)]]] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 150 _ _ _ H eq_refl). Qed.
Lemma s60_p152 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 5 /\ a - d <= 1 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [Game [dyadic (2 * a + 2 * d - 5) 1] [Game [int (a + d - 3)] [Game [int (a + d - 3)] [int (d + 1)]]]] [dyadic (2 * a - 1) 1]] [dyadic (2 * a - 3) 1].
Proof. intros H. exact (holds_at _ 151 _ _ _ H eq_refl). Qed.
Lemma s60_p153 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [dyadic (2 * a - 7) 1] [int (a - 4)]] [Game [int 0] [int 0; nstar (int 0)]].
Proof. intros H. exact (holds_at _ 152 _ _ _ H eq_refl). Qed.
Lemma s60_p154 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [dyadic (4 * a - 7) 2] [dyadic (2 * a - 5) 1]] [Game [Game [Game [nstar (int (a - 1))] [int 3]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 153 _ _ _ H eq_refl). Qed.
Lemma s60_p155 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a - d = 3 /\ a >= 6 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int (2 * a - 7)] [Game [int (2 * a - 7)] [int (a - 2)]]] [int (a - 2); Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 154 _ _ _ H eq_refl). Qed.
Lemma s60_p156 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a >= 6 /\ a - d <= 2 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int (a + d - 4)] [Game [int (a + d - 4)] [int (d + 1)]]] [Game [dyadic (2 * a - 3) 1] [int 1]]] [int 1; Game [dyadic (2 * a - 5) 1] [int 0]].
Proof. intros H. exact (holds_at _ 155 _ _ _ H eq_refl). Qed.
Lemma s60_p157 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a - d >= 3 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [Game [dyadic (2 * a + 2 * d - 5) 1] [Game [int (a + d - 3)] [Game [int (a + d - 3)] [int (d + 1)]]]] [dyadic (2 * a - 1) 1; Game [int (a + d - 3)] [int (d + 1)]]] [Game [Game [Game [Game [nstar (int (a + d - 3))] [int (a + d - 3)]] [dyadic (2 * a - 1) 1]] [dyadic (2 * a - 3) 1]; Game [Game [int (a + d - 3)] [Game [int (a + d - 3)] [int (d + 1)]]] [int (d + 1); Game [dyadic (2 * a - 1) 1] [int 1]]] [Game [Game [Game [nstar (int (a + d - 2))] [int (d + 1)]] [int 1]] [int 0]]].
Proof. intros H. exact (holds_at _ 156 _ _ _ H eq_refl). Qed.
Lemma s60_p158 {a b c d : Z} {g : game} : holds (s60_pieces a b c d) g -> (a - d >= 4 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == Game [Game [Game [Game [nstar (int (a + d - 4))] [int (a + d - 4)]] [dyadic (2 * a - 3) 1]] [dyadic (2 * a - 5) 1]; Game [Game [int (a + d - 4)] [Game [int (a + d - 4)] [int (d + 1)]]] [int (d + 1); Game [dyadic (2 * a - 3) 1] [int 1]]] [Game [Game [Game [nstar (int (a + d - 3))] [int (d + 1)]] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 157 _ _ _ H eq_refl). Qed.

Lemma s61_p1 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (3 * b - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s61_p2 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a + 3 * b = 6 /\ a <= 3)%Z -> g == nstar (int (a + b - 3)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s61_p3 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a = 1 /\ b = 2)%Z -> g == nstar (int (a + b - 3)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s61_p4 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (b >= 3)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s61_p5 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (-3)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s61_p6 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s61_p7 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a = 2 /\ b <= 2)%Z -> g == int (a + b - 3).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s61_p8 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a >= 3 /\ b = 2)%Z -> g == int (a + b - 3).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s61_p9 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s61_p10 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s61_p11 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == Game [int 2] [Game [Game [nstar (dyadic 3 1)] [int 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s61_p12 {a b : Z} {g : game} : holds (s61_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [int (a - 2)] [Game [Game [int (a - 3)] [int 1]; Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.

Lemma s62_p1 {a : Z} {g : game} : holds (s62_pieces a) g -> (a = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s62_p2 {a : Z} {g : game} : holds (s62_pieces a) g -> (a >= 1)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s62_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (a = 0)%Z ->
  add (int (-2)) (int off) == int (off - 2).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (-2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s63_p1 {a b : Z} {g : game} : holds (s63_pieces a b) g -> (b = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s63_p2 {a b : Z} {g : game} : holds (s63_pieces a b) g -> (b >= 1)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s63_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b = 0)%Z ->
  add (int (2 * a - 2)) (int off) == int (2 * a + off - 2).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a - 2 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s63_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s64_p1 {a b : Z} {g : game} : holds (s64_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s64_p2 {a b : Z} {g : game} : holds (s64_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s64_p3 {a b : Z} {g : game} : holds (s64_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s64_p4 {a b : Z} {g : game} : holds (s64_pieces a b) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b = 0)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s64_p5 {a b : Z} {g : game} : holds (s64_pieces a b) g -> (a + b >= 3 /\ b >= 1)%Z -> g == Game [int (3 * a + b - 1)] [int (2 * a + 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s64_p6 {a b : Z} {g : game} : holds (s64_pieces a b) g -> (a = 1 /\ b <= 1)%Z -> g == nstar (int (2 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s64_p7 {a b : Z} {g : game} : holds (s64_pieces a b) g -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 0)%Z -> g == nstar (int (2 * a + 2 * b - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s64_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 1)%Z ->
  add (dyadic 1 1) (int off) == dyadic (2 * off + 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s64_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 2)%Z ->
  add (nstar (int (2 * a + b - 1))) (int off) == Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s64_p5_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a + b >= 3 /\ b >= 1)%Z ->
  add (Game [int (3 * a + b - 1)] [int (2 * a + 1)]) (int off) == Game [int (3 * a + b + off - 1)] [int (2 * a + off + 1)].
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + b - 1 + sh))] [(fun sh => int (2 * a + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s65_p1 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == nstar (int (a - 2)).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s65_p2 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s65_p3 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a >= 1 /\ b = 2)%Z -> g == dyadic (2 * a + 2 * b - 3) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s65_p4 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a + b = 2 /\ a <= 1)%Z -> g == nstar (int (- a + 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s65_p5 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a <= 2 /\ b >= 3)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s65_p6 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a >= 3 /\ b >= 4)%Z -> g == nstar (int (a + 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s65_p7 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s65_p8 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s65_p9 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a = 3 /\ b = 3)%Z -> g == Game [Game [int 10] [nstar (int 5)]] [dyadic 39 3].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s65_p10 {a b : Z} {g : game} : holds (s65_pieces a b) g -> (a >= 4 /\ b = 3)%Z -> g == Game [Game [int (2 * a + 4)] [nstar (int (a + 2))]] [dyadic (2 * a + 3) 1].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.

Lemma s66_p1 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a + b <= 1 /\ c = 0)%Z -> g == int (4 * a + 4 * b - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s66_p2 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a <= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c = 1)%Z -> g == Game [int (2 * a - 2)] [nstar (dyadic (7 * a - 12) 2)].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s66_p3 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 0 /\ b + c >= 2 /\ b <= 1)%Z -> g == Game [int (2 * b + c - 3)] [nstar (int (b - 2))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s66_p4 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (b >= 2 /\ c = 0)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s66_p5 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (b >= 2 /\ c = 1)%Z -> g == Game [int (2 * a)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s66_p6 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (b >= 2 /\ c >= 2)%Z -> g == Game [int (2 * a + c - 1)] [nstar (int (2 * a))].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s66_p7 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s66_p8 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a >= 1 /\ b <= 1 /\ c >= 2)%Z -> g == Game [int (2 * a + 2 * b + c - 3)] [nstar (int (a + b - 1))].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s66_p9 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 0)%Z -> g == Game [int 0; nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s66_p10 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a >= 1 /\ b = 1 /\ c = 1)%Z -> g == Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s66_p11 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s66_p12 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int 2)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s66_p13 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s66_p14 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [int 4] [Game [dyadic 3 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s66_p15 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int 4)] [Game [nstar (dyadic 3 1)] [int 1]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s66_p16 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic 3 1] [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s66_p17 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [int (2 * a - 2)] [Game [dyadic (2 * a - 3) 1] [dyadic 3 1; Game [int (a - 2)] [int 1]]].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s66_p18 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s66_p19 {a b c : Z} {g : game} : holds (s66_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.

Lemma s67_p1 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s67_p2 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (-2)] [nstar (int (-3))].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s67_p3 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [int (d - 3)] [nstar (int (-2))].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s67_p4 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s67_p5 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 1)%Z -> g == Game [int (d - 1)] [nstar (int (-1))].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s67_p6 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (c >= 2 /\ d = 0)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s67_p7 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (c >= 2 /\ d = 1)%Z -> g == Game [int (2 * a + b)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s67_p8 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (c >= 2 /\ d >= 2)%Z -> g == Game [int (2 * a + b + d - 1)] [nstar (int (2 * a + b))].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s67_p9 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s67_p10 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d >= 1)%Z -> g == Game [nstar (int (d - 1))] [nstar (dyadic (-1) 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s67_p11 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a + b = 1 /\ a + c = 1 /\ a - d = 0)%Z -> g == Game [int 0] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s67_p12 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 1] [nstar (dyadic 1 2)].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s67_p13 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int d] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s67_p14 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [nstar (dyadic (-1) 1)].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s67_p15 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 1)] [Game [nstar (dyadic 1 2)] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s67_p16 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int d)] [Game [nstar (dyadic 1 1)] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s67_p17 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a + b - 1)] [dyadic (4 * a + 1) 2].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s67_p18 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + b)] [Game [nstar (int (2 * a + b - 1))] [nstar (dyadic (2 * a + 1) 1)]].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s67_p19 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 1)] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s67_p20 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 1] [dyadic 1 2]] [Game [nstar (dyadic 1 2)] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s67_p21 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [Game [Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s67_p22 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 2 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + b - 1))] [Game [Game [nstar (int (2 * a + b - 2))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s67_p23 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 0 /\ b = 3 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 1))] [Game [int 1] [nstar (int 0)]].
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s67_p24 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a + b >= 3 /\ b >= 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (2 * a + b + d - 1)] [Game [nstar (int (2 * a + b - 1))] [nstar (int (a + 1))]].
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s67_p25 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a + b >= 4 /\ a <= 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s67_p26 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 2 /\ b >= 4 /\ c = 0 /\ d = 0)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s67_p27 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a + b >= 4 /\ b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (2 * a + b + d - 2))] [Game [Game [nstar (int (2 * a + b - 2))] [nstar (int (a + 1))]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s67_p28 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 0 /\ d >= 2)%Z -> g == Game [int (2 * a + d - 3)] [nstar (int (a - 1))].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s67_p29 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 0; nstar (int 0)] [int 0].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s67_p30 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s67_p31 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 1 /\ b = 0 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (2 * a + d - 1)] [nstar (int a)].
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s67_p32 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s67_p33 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a))] [dyadic (2 * a - 1) 1].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s67_p34 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 1 /\ b = 1 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (2 * a + d - 1))] [int a].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s67_p35 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int 2] [int 1].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s67_p36 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 3] [Game [nstar (int 2)] [nstar (dyadic 5 2)]].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s67_p37 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d >= 2)%Z -> g == Game [int (d + 2)] [int 2].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s67_p38 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 2] [int 1]] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s67_p39 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 3)] [Game [Game [nstar (int 2)] [nstar (dyadic 5 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s67_p40 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b = 2 /\ c = 0 /\ d >= 2)%Z -> g == Game [nstar (int (d + 2))] [Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s67_p41 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 1 /\ b >= 3 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (b + 1))] [Game [Game [nstar (int b)] [nstar (dyadic 3 1)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s67_p42 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s67_p43 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 2] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s67_p44 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int 2)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s67_p45 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (int 1)]] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s67_p46 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [int (2 * a)] [Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s67_p47 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 5] [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s67_p48 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s67_p49 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 2 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int 5)] [Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s67_p50 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 2 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int 5] [dyadic 9 2]] [Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s67_p51 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s67_p52 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int 4] [Game [dyadic 3 1] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s67_p53 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int 4)] [Game [nstar (dyadic 3 1)] [int 1]].
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s67_p54 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * a - 3) 1.
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s67_p55 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int (2 * a + 1)] [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s67_p56 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 3 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == Game [nstar (int (2 * a + 1))] [Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s67_p57 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 3 /\ b = 3 /\ c = 0 /\ d = 0)%Z -> g == Game [Game [int (2 * a + 1)] [dyadic (4 * a + 1) 2]] [Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)]].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s67_p58 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a = 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic 3 1] [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s67_p59 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [int (2 * a - 2)] [Game [dyadic (2 * a - 3) 1] [dyadic 3 1; Game [int (a - 2)] [int 1]]].
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s67_p60 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int (2 * a - 2))] [Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1]].
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s67_p61 {a b c d : Z} {g : game} : holds (s67_pieces a b c d) g -> (a >= 5 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.

Lemma s68_p1 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int (-7).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s68_p2 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b + d = 1 /\ c = 0)%Z -> g == int (-4).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s68_p3 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == nstar (int (-2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s68_p4 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s68_p5 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == nstar (int (-1)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s68_p6 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c = 1 /\ b = 0 /\ d = 0)%Z -> g == int (-3).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s68_p7 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 1)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s68_p8 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == nstar (dyadic (-1) 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s68_p9 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s68_p10 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 2 /\ b + d = 1 /\ c = 0)%Z -> g == nstar (int 0).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s68_p11 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c = 2 /\ d = 0)%Z -> g == dyadic (-3) 1.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s68_p12 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 1)%Z -> g == dyadic (2 * c - 5) 1.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s68_p13 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + b = 3 /\ a + c = 3 /\ a - d = 2)%Z -> g == int (a + c - 2).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s68_p14 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c = 1 /\ b = 1 /\ d = 0)%Z -> g == int (a + c - 2).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s68_p15 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c >= 3 /\ a >= 1 /\ b = 0 /\ c >= 1 /\ d = 1)%Z -> g == int (a + c - 2).
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s68_p16 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d = 2)%Z -> g == int (a + c - 2).
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s68_p17 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + b + d = 2 /\ a + c = 2 /\ a >= 1)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s68_p18 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 2 /\ d >= 3)%Z -> g == nstar (int (c - 1)).
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s68_p19 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [dyadic (2 * c - 7) 1] [int (-1)].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s68_p20 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + b >= 1 /\ a <= 1 /\ b + d = 2 /\ - b + c >= 2 /\ b <= 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s68_p21 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + d = 1 /\ a - c = 0 /\ - a + b = 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s68_p22 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c >= 2 /\ d = 2)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s68_p23 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s68_p24 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b = 2 /\ c <= 1 /\ d = 0)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s68_p25 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s68_p26 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (b >= 2 /\ c >= 3 /\ d = 1)%Z -> g == dyadic (2 * a + 2 * c - 3) 1.
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s68_p27 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 1 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int 0] [nstar (int 0)]] [dyadic (-1) 2].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s68_p28 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a - c = 0 /\ a <= 1 /\ b = 1 /\ d >= 3)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s68_p29 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a <= 1 /\ b >= 1 /\ c >= 2 /\ d >= 3)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s68_p30 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b + d >= 4 /\ c = 0 /\ d <= 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s68_p31 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c >= 1 /\ d >= 3)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s68_p32 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 2 /\ d >= 3)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s68_p33 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (b >= 2 /\ c = 0 /\ d >= 2)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s68_p34 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c = 1 /\ - a + b <= 1 /\ b + d = 2 /\ b >= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s68_p35 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (b >= 1 /\ c >= 2 /\ d = 2)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s68_p36 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b >= 1 /\ c = 1 /\ d = 2)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s68_p37 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b + d = 3 /\ b >= 1 /\ c = 0)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s68_p38 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c = 1 /\ b = 1 /\ d >= 3)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s68_p39 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c = 2 /\ a >= 1 /\ b = 0 /\ d = 2)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s68_p40 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ c = 1 /\ d >= 3)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.
Lemma s68_p41 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b + d >= 4 /\ c = 0 /\ d <= 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 40 _ _ _ H eq_refl). Qed.
Lemma s68_p42 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b + d >= 4 /\ c = 0 /\ d <= 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 41 _ _ _ H eq_refl). Qed.
Lemma s68_p43 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 0 /\ d >= 3)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 42 _ _ _ H eq_refl). Qed.
Lemma s68_p44 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 43 _ _ _ H eq_refl). Qed.
Lemma s68_p45 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 44 _ _ _ H eq_refl). Qed.
Lemma s68_p46 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 2 /\ d = 1)%Z -> g == Game [int (a + 1)] [Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 45 _ _ _ H eq_refl). Qed.
Lemma s68_p47 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c = 2 /\ d = 1)%Z -> g == Game [int (a + 1)] [Game [dyadic (2 * a + 1) 1] [int a]].
Proof. intros H. exact (holds_at _ 46 _ _ _ H eq_refl). Qed.
Lemma s68_p48 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c >= 3 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 47 _ _ _ H eq_refl). Qed.
Lemma s68_p49 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (- a + b >= 1 /\ a <= 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 5) 1] [int a].
Proof. intros H. exact (holds_at _ 48 _ _ _ H eq_refl). Qed.
Lemma s68_p50 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b >= 2 /\ b <= 3 /\ c = 0 /\ d = 0)%Z -> g == dyadic (2 * b - 7) 1.
Proof. intros H. exact (holds_at _ 49 _ _ _ H eq_refl). Qed.
Lemma s68_p51 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 0 /\ d = 1)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 50 _ _ _ H eq_refl). Qed.
Lemma s68_p52 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 51 _ _ _ H eq_refl). Qed.
Lemma s68_p53 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 0 /\ b = 2 /\ c = 1 /\ d = 0)%Z -> g == dyadic (-1) 2.
Proof. intros H. exact (holds_at _ 52 _ _ _ H eq_refl). Qed.
Lemma s68_p54 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (b >= 2 /\ c = 1 /\ d = 1)%Z -> g == Game [dyadic (4 * a + 1) 2] [nstar (int a)].
Proof. intros H. exact (holds_at _ 53 _ _ _ H eq_refl). Qed.
Lemma s68_p55 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (b >= 3 /\ c = 1 /\ d = 0)%Z -> g == Game [nstar (int a)] [int a].
Proof. intros H. exact (holds_at _ 54 _ _ _ H eq_refl). Qed.
Lemma s68_p56 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == nstar (dyadic (-3) 1).
Proof. intros H. exact (holds_at _ 55 _ _ _ H eq_refl). Qed.
Lemma s68_p57 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d = 2)%Z -> g == Game [Game [int 1] [int 0]] [dyadic (-1) 3].
Proof. intros H. exact (holds_at _ 56 _ _ _ H eq_refl). Qed.
Lemma s68_p58 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c >= 3 /\ a >= 1 /\ b = 0 /\ c >= 1 /\ d >= 3)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 57 _ _ _ H eq_refl). Qed.
Lemma s68_p59 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 0 /\ d >= 3)%Z -> g == nstar (dyadic (2 * a + 2 * c - 1) 1).
Proof. intros H. exact (holds_at _ 58 _ _ _ H eq_refl). Qed.
Lemma s68_p60 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c = 1 /\ d >= 3)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 59 _ _ _ H eq_refl). Qed.
Lemma s68_p61 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d = 2)%Z -> g == nstar (dyadic 3 1).
Proof. intros H. exact (holds_at _ 60 _ _ _ H eq_refl). Qed.
Lemma s68_p62 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a + c = 3 /\ a >= 1 /\ a <= 2 /\ b = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 61 _ _ _ H eq_refl). Qed.
Lemma s68_p63 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 62 _ _ _ H eq_refl). Qed.
Lemma s68_p64 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 0 /\ c >= 3 /\ d = 0)%Z -> g == Game [int (c - 2)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 63 _ _ _ H eq_refl). Qed.
Lemma s68_p65 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 1)%Z -> g == Game [int 1] [nstar (dyadic 1 1)].
Proof. intros H. exact (holds_at _ 64 _ _ _ H eq_refl). Qed.
Lemma s68_p66 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == dyadic 11 3.
Proof. intros H. exact (holds_at _ 65 _ _ _ H eq_refl). Qed.
Lemma s68_p67 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 66 _ _ _ H eq_refl). Qed.
Lemma s68_p68 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ a <= 5 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 67 _ _ _ H eq_refl). Qed.
Lemma s68_p69 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b + d = 3 /\ b >= 1 /\ c = 0)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 68 _ _ _ H eq_refl). Qed.
Lemma s68_p70 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b = 0 /\ c = 0 /\ d >= 4)%Z -> g == nstar (dyadic (2 * a - 1) 1).
Proof. intros H. exact (holds_at _ 69 _ _ _ H eq_refl). Qed.
Lemma s68_p71 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c = 2 /\ d = 1)%Z -> g == Game [dyadic 3 1] [Game [dyadic 3 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 70 _ _ _ H eq_refl). Qed.
Lemma s68_p72 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b = 1 /\ c >= 3 /\ d = 0)%Z -> g == Game [dyadic (2 * c - 3) 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 71 _ _ _ H eq_refl). Qed.
Lemma s68_p73 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 1 /\ b >= 2 /\ c = 1 /\ d >= 3)%Z -> g == nstar (int 2).
Proof. intros H. exact (holds_at _ 72 _ _ _ H eq_refl). Qed.
Lemma s68_p74 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c = 1 /\ d = 2)%Z -> g == dyadic 7 2.
Proof. intros H. exact (holds_at _ 73 _ _ _ H eq_refl). Qed.
Lemma s68_p75 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 2 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [int (c - 1)] [Game [dyadic 1 1] [int 0]].
Proof. intros H. exact (holds_at _ 74 _ _ _ H eq_refl). Qed.
Lemma s68_p76 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b = 1 /\ c = 1 /\ d = 2)%Z -> g == dyadic (4 * a + 1) 2.
Proof. intros H. exact (holds_at _ 75 _ _ _ H eq_refl). Qed.
Lemma s68_p77 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 2 /\ b = 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [dyadic (2 * c - 1) 1] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 76 _ _ _ H eq_refl). Qed.
Lemma s68_p78 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d = 2)%Z -> g == nstar (dyadic (2 * a + 1) 1).
Proof. intros H. exact (holds_at _ 77 _ _ _ H eq_refl). Qed.
Lemma s68_p79 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 2 /\ b >= 2 /\ c = 1 /\ d >= 3)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 78 _ _ _ H eq_refl). Qed.
Lemma s68_p80 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c = 0 /\ d = 0)%Z -> g == Game [nstar (int 0)] [dyadic (-1) 1].
Proof. intros H. exact (holds_at _ 79 _ _ _ H eq_refl). Qed.
Lemma s68_p81 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 3 /\ b = 0 /\ c = 1 /\ d = 0)%Z -> g == Game [int 1] [dyadic 1 1].
Proof. intros H. exact (holds_at _ 80 _ _ _ H eq_refl). Qed.
Lemma s68_p82 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a = 3 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [int c] [Game [nstar (int 1)] [int 0]].
Proof. intros H. exact (holds_at _ 81 _ _ _ H eq_refl). Qed.
Lemma s68_p83 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 0 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 82 _ _ _ H eq_refl). Qed.
Lemma s68_p84 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c = 1 /\ d = 0)%Z -> g == Game [dyadic (2 * a - 3) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 83 _ _ _ H eq_refl). Qed.
Lemma s68_p85 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 3 /\ b = 1 /\ c >= 2 /\ d = 0)%Z -> g == Game [dyadic (2 * a + 2 * c - 5) 1] [Game [int (a - 1)] [int 1]].
Proof. intros H. exact (holds_at _ 84 _ _ _ H eq_refl). Qed.
Lemma s68_p86 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c = 0 /\ d = 1)%Z -> g == Game [dyadic (2 * a - 5) 1] [Game [int 1] [dyadic 1 1]].
Proof. intros H. exact (holds_at _ 85 _ _ _ H eq_refl). Qed.
Lemma s68_p87 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 4 /\ b = 0 /\ c >= 2 /\ d = 0)%Z -> g == Game [int (a + c - 3)] [Game [Game [int (a - 2)] [int 1]] [int 0]].
Proof. intros H. exact (holds_at _ 86 _ _ _ H eq_refl). Qed.
Lemma s68_p88 {a b c d : Z} {g : game} : holds (s68_pieces a b c d) g -> (a >= 6 /\ b = 0 /\ c = 0 /\ d = 3)%Z -> g == Game [Game [int (2 * a)] [nstar (dyadic (2 * a - 1) 1)]] [dyadic (4 * a - 3) 2].
Proof. intros H. exact (holds_at _ 87 _ _ _ H eq_refl). Qed.

Lemma s69_p1 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (3 * c - 6).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s69_p2 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a + 3 * c >= 6 /\ a + 2 * c <= 5 /\ a + 3 * b <= 5 /\ a + b + 3 * c <= 7)%Z -> g == nstar (dyadic (2 * a + 3 * b + 2 * c - 6) 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s69_p3 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (c >= 3)%Z -> g == nstar (int (a + b)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s69_p4 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a + b >= 1 /\ a + b <= 2 /\ a <= 1 /\ b + c >= 1 /\ b + c <= 2 /\ c <= 1)%Z -> g == dyadic (2 * a + 3 * b + 2 * c - 7) 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s69_p5 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a + b + c >= 4 /\ b + c >= 2 /\ b <= 1 /\ c <= 2)%Z -> g == dyadic (2 * a + 2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s69_p6 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (b >= 2 /\ c >= 1 /\ c <= 2)%Z -> g == dyadic (2 * a + 2 * b + c - 4) 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s69_p7 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a <= 1 /\ b >= 3 /\ c = 0)%Z -> g == Game [dyadic (2 * a + 2 * b - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s69_p8 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a >= 2 /\ b >= 2 /\ c = 0)%Z -> g == Game [dyadic (2 * a + 2 * b - 5) 1] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s69_p9 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a >= 1 /\ a + b <= 3 /\ (a + b) mod 2 = 1 /\ c = 0)%Z -> g == nstar (dyadic (3 * a + 3 * b - 9) 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s69_p10 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a = 2 /\ b = 0 /\ c <= 1)%Z -> g == int (c - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s69_p11 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s69_p12 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [int 1] [dyadic 1 1]] [int 0].
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s69_p13 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 1)%Z -> g == Game [int 2] [Game [Game [nstar (dyadic 3 1)] [int 1]] [Game [Game [nstar (int 1)] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s69_p14 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a = 4 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [nstar (dyadic 3 1)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s69_p15 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 1)%Z -> g == Game [int (a - 2)] [Game [Game [int (a - 3)] [int 1]; Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1]] [Game [Game [Game [int (a - 3)] [int 1]] [int 0]] [int 0]]].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s69_p16 {a b c : Z} {g : game} : holds (s69_pieces a b c) g -> (a >= 5 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int (a - 3)] [int 1]; Game [Game [dyadic (2 * a - 5) 1] [dyadic 3 1]] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.

Lemma s70_p1 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a <= 1 /\ b = 0)%Z -> g == int (2 * a - 4).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s70_p2 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a + b = 2 /\ a >= 1)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s70_p3 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == nstar (int (a + b - 2)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s70_p4 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == nstar (dyadic 1 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s70_p5 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a + b = 3 /\ a <= 2)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s70_p6 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a >= 3 /\ b = 0)%Z -> g == int 1.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s70_p7 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a + b >= 4 /\ b >= 2)%Z -> g == Game [nstar (int (a + b - 2))] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s70_p8 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a = 3 /\ b = 1)%Z -> g == Game [nstar (dyadic 3 1)] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s70_p9 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a = 4 /\ b = 1)%Z -> g == Game [int 2] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s70_p10 {a b : Z} {g : game} : holds (s70_pieces a b) g -> (a >= 5 /\ b = 1)%Z -> g == Game [Game [nstar (int (a - 2))] [nstar (int 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.

Lemma s71_p1 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c = 0)%Z -> g == int (3 * b - 5).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s71_p2 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == nstar (dyadic (3 * a + 3 * b + 3 * c - 7) 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s71_p3 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a + c >= 1 /\ a <= 1 /\ b = 0 /\ c <= 2 /\ (c) mod 2 = 0)%Z -> g == nstar (dyadic (3 * a + 3 * b + 3 * c - 7) 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s71_p4 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == nstar (dyadic (3 * a + 3 * b + 3 * c - 7) 1).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s71_p5 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a + c = 2 /\ a >= 1 /\ a + b <= 2)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s71_p6 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 3)%Z -> g == int b.
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s71_p7 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c >= 4)%Z -> g == Game [nstar (int (b + c - 3))] [nstar (int b)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s71_p8 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 1)%Z -> g == nstar (dyadic (a + c - 1) 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s71_p9 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 1 /\ a <= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (dyadic (a + c - 1) 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s71_p10 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b = 1 /\ c = 2)%Z -> g == dyadic (4 * a + 3 * c - 2) 2.
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s71_p11 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 1 /\ b = 2 /\ c = 0)%Z -> g == dyadic (4 * a + 3 * c - 2) 2.
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.
Lemma s71_p12 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (b >= 2 /\ c >= 1 /\ c <= 2)%Z -> g == dyadic (4 * a + 3 * c - 2) 2.
Proof. intros H. exact (holds_at _ 11 _ _ _ H eq_refl). Qed.
Lemma s71_p13 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b >= 1 /\ c = 3)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 12 _ _ _ H eq_refl). Qed.
Lemma s71_p14 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 1 /\ b >= 2 /\ c = 3)%Z -> g == int (a + 1).
Proof. intros H. exact (holds_at _ 13 _ _ _ H eq_refl). Qed.
Lemma s71_p15 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (b >= 2 /\ c >= 4)%Z -> g == Game [nstar (int (a + c - 2))] [nstar (int (a + 1))].
Proof. intros H. exact (holds_at _ 14 _ _ _ H eq_refl). Qed.
Lemma s71_p16 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 0 /\ b = 3 /\ c = 0)%Z -> g == Game [nstar (dyadic 1 2)] [nstar (int 0)].
Proof. intros H. exact (holds_at _ 15 _ _ _ H eq_refl). Qed.
Lemma s71_p17 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (b >= 4 /\ c = 0)%Z -> g == Game [Game [nstar (int (2 * a + b - 3))] [nstar (dyadic (2 * a + 1) 1)]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 16 _ _ _ H eq_refl). Qed.
Lemma s71_p18 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 1 /\ b = 0 /\ c >= 3)%Z -> g == Game [nstar (dyadic (2 * a + 2 * c - 5) 1)] [int 1].
Proof. intros H. exact (holds_at _ 17 _ _ _ H eq_refl). Qed.
Lemma s71_p19 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 1)%Z -> g == Game [nstar (dyadic (2 * a + 2 * c - 5) 1)] [int 1].
Proof. intros H. exact (holds_at _ 18 _ _ _ H eq_refl). Qed.
Lemma s71_p20 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 1 /\ b = 1 /\ c = 2)%Z -> g == dyadic 3 1.
Proof. intros H. exact (holds_at _ 19 _ _ _ H eq_refl). Qed.
Lemma s71_p21 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 1 /\ b = 1 /\ c >= 3)%Z -> g == Game [nstar (int (c - 1))] [nstar (dyadic 3 1)].
Proof. intros H. exact (holds_at _ 20 _ _ _ H eq_refl). Qed.
Lemma s71_p22 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 1 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int 2)] [nstar (dyadic 5 2)]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 21 _ _ _ H eq_refl). Qed.
Lemma s71_p23 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 1)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 22 _ _ _ H eq_refl). Qed.
Lemma s71_p24 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 5 /\ b = 0 /\ c = 0)%Z -> g == nstar (int 1).
Proof. intros H. exact (holds_at _ 23 _ _ _ H eq_refl). Qed.
Lemma s71_p25 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 2 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic 3 1; nstar (dyadic 3 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 24 _ _ _ H eq_refl). Qed.
Lemma s71_p26 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 2 /\ b = 0 /\ c >= 3)%Z -> g == Game [nstar (dyadic (2 * c - 1) 1)] [Game [nstar (dyadic 3 1)] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 25 _ _ _ H eq_refl). Qed.
Lemma s71_p27 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 1)%Z -> g == Game [dyadic (2 * a - 1) 1] [dyadic 3 1; Game [dyadic (2 * a - 1) 1] [int 1]].
Proof. intros H. exact (holds_at _ 26 _ _ _ H eq_refl). Qed.
Lemma s71_p28 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 2 /\ b = 1 /\ c = 2)%Z -> g == Game [int 2; nstar (int 2)] [int 2].
Proof. intros H. exact (holds_at _ 27 _ _ _ H eq_refl). Qed.
Lemma s71_p29 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 2 /\ b = 1 /\ c >= 3)%Z -> g == Game [nstar (int c)] [int 2].
Proof. intros H. exact (holds_at _ 28 _ _ _ H eq_refl). Qed.
Lemma s71_p30 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 2 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int 4)] [Game [int 2; nstar (int 2)] [int 2]]] [nstar (int 2)].
Proof. intros H. exact (holds_at _ 29 _ _ _ H eq_refl). Qed.
Lemma s71_p31 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 3 /\ b = 0 /\ c = 0)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 30 _ _ _ H eq_refl). Qed.
Lemma s71_p32 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 3 /\ b = 0 /\ c >= 2)%Z -> g == Game [nstar (dyadic (2 * c + 1) 1)] [Game [int 2] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 31 _ _ _ H eq_refl). Qed.
Lemma s71_p33 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 3 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int 4] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]].
Proof. intros H. exact (holds_at _ 32 _ _ _ H eq_refl). Qed.
Lemma s71_p34 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c = 2)%Z -> g == Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 33 _ _ _ H eq_refl). Qed.
Lemma s71_p35 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 3 /\ b = 1 /\ c >= 3)%Z -> g == Game [nstar (int (a + c - 2))] [Game [nstar (int a)] [nstar (int 2)]].
Proof. intros H. exact (holds_at _ 34 _ _ _ H eq_refl). Qed.
Lemma s71_p36 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 3 /\ b = 3 /\ c = 0)%Z -> g == Game [Game [nstar (int (2 * a))] [Game [int a; nstar (int a)] [Game [nstar (int a)] [nstar (int 2)]]]] [nstar (int a)].
Proof. intros H. exact (holds_at _ 35 _ _ _ H eq_refl). Qed.
Lemma s71_p37 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a = 4 /\ b = 0 /\ c = 0)%Z -> g == Game [Game [Game [int 4] [Game [dyadic 3 1] [nstar (int 1)]]] [Game [Game [nstar (dyadic 3 1)] [nstar (int 1)]] [int 1; nstar (int 1)]]] [int 1; nstar (int 1)].
Proof. intros H. exact (holds_at _ 36 _ _ _ H eq_refl). Qed.
Lemma s71_p38 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c = 1)%Z -> g == Game [Game [dyadic (2 * a - 3) 1] [dyadic 3 1]] [int 1].
Proof. intros H. exact (holds_at _ 37 _ _ _ H eq_refl). Qed.
Lemma s71_p39 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 4 /\ b = 0 /\ c >= 2)%Z -> g == Game [nstar (dyadic (2 * a + 2 * c - 5) 1)] [Game [Game [nstar (int (a - 1))] [nstar (int 2)]] [nstar (int 1)]].
Proof. intros H. exact (holds_at _ 38 _ _ _ H eq_refl). Qed.
Lemma s71_p40 {a b c : Z} {g : game} : holds (s71_pieces a b c) g -> (a >= 4 /\ b = 1 /\ c = 0)%Z -> g == Game [Game [int (2 * a - 2)] [Game [dyadic (2 * a - 3) 1] [dyadic 3 1; Game [int (a - 2)] [int 1]]]] [nstar (int 1)].
Proof. intros H. exact (holds_at _ 39 _ _ _ H eq_refl). Qed.

Lemma s72_p1 {a b : Z} {g : game} : holds (s72_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s72_p2 {a b : Z} {g : game} : holds (s72_pieces a b) g -> (b >= 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s72_p3 {a b : Z} {g : game} : holds (s72_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == nstar (int (2 * a - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s72_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s73_p1 {a b c : Z} {g : game} : holds (s73_pieces a b c) g -> (b = 0 /\ c = 0)%Z -> g == int (2 * a - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s73_p2 {a b c : Z} {g : game} : holds (s73_pieces a b c) g -> (c >= 1)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s73_p3 {a b c : Z} {g : game} : holds (s73_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == nstar (int (2 * a + b - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s73_p2_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 1)%Z ->
  add (int (2 * a + b)) (int off) == int (2 * a + b + off).
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s73_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (b >= 1 /\ c = 0)%Z ->
  add (nstar (int (2 * a + b - 1))) (int off) == Game [int (2 * a + b + off - 1)] [int (2 * a + b + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + b - 1 + sh))] [(fun sh => int (2 * a + b - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s74_p1 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s74_p2 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s74_p3 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (a = 0 /\ b + c = 2 /\ b <= 1)%Z -> g == nstar (int (2 * a + 2 * b + c - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s74_p4 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (a >= 2 /\ (a) mod 2 = 0 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * b + c - 1)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s74_p5 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (a + b + c >= 3 /\ c >= 1)%Z -> g == Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s74_p6 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (b >= 1 /\ c = 0)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s74_p7 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (a = 1 /\ b = 0 /\ c <= 1)%Z -> g == nstar (int (2 * a + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s74_p8 {a b c : Z} {g : game} : holds (s74_pieces a b c) g -> (a >= 3 /\ (a) mod 2 = 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (2 * a + 2 * c - 1)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s74_p3_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b + c = 2 /\ b <= 1)%Z ->
  add (nstar (int (2 * a + 2 * b + c - 1))) (int off) == Game [int (2 * a + 2 * b + c + off - 1)] [int (2 * a + 2 * b + c + off - 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (2 * a + 2 * b + c - 1 + sh))] [(fun sh => int (2 * a + 2 * b + c - 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s74_p5_add (a b c : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b + c >= 3 /\ c >= 1)%Z ->
  add (Game [int (3 * a + 2 * b + c - 1)] [int (2 * a + b + 1)]) (int off) == Game [int (3 * a + 2 * b + c + off - 1)] [int (2 * a + b + off + 1)].
Proof.
  intros Ha Hb Hc H. unfold nstar.
  apply (shifts_at (node [(fun sh => int (3 * a + 2 * b + c - 1 + sh))] [(fun sh => int (2 * a + b + 1 + sh))])); [apply (shifts_node_nth _ _ 0 0); [apply Forall_cons; [apply shifts_int | apply Forall_nil] | apply Forall_cons; [apply shifts_int | apply Forall_nil] | simpl; lia | simpl; lia | unfold node; cbn [nth map]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | unfold node; cbn [nth map]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]] | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s75_p1 {a b : Z} {g : game} : holds (s75_pieces a b) g -> (True)%Z -> g == int (2 * a + b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s75_p1_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (True)%Z ->
  add (int (2 * a + b - 1)) (int off) == int (2 * a + b + off - 1).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + b - 1 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s76_p1 {a : Z} {g : game} : holds (s76_pieces a) g -> (True)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s76_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int (2 * a)) (int off) == int (2 * a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (2 * a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s77_p1 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (2 * b - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s77_p2 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s77_p3 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a + b = 3 /\ a <= 1)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s77_p4 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a + b >= 4 /\ b >= 2)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s77_p5 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a = 1 /\ b = 0)%Z -> g == nstar (int (a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s77_p6 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a >= 2 /\ b = 1)%Z -> g == nstar (int (a + 2 * b - 2)).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s77_p7 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s77_p8 {a b : Z} {g : game} : holds (s77_pieces a b) g -> (a >= 2 /\ b = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.

Lemma s78_p1 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a = 0 /\ b = 0 /\ c <= 1)%Z -> g == int (2 * c - 3).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s78_p2 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a = 0 /\ b = 0 /\ c = 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s78_p3 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a = 0 /\ b + c = 3 /\ b <= 1)%Z -> g == Game [nstar (int (a + b + 1))] [int (a + b)].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s78_p4 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 2)%Z -> g == Game [nstar (int (a + b + 1))] [int (a + b)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s78_p5 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a + b + c >= 4 /\ c >= 2)%Z -> g == Game [Game [int (2 * a + 2 * b + c - 2)] [int (a + b + 1)]] [int (a + b)].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s78_p6 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a = 0 /\ b >= 1 /\ c = 0)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s78_p7 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a <= 1 /\ b >= 1 /\ c = 1)%Z -> g == nstar (int (a + b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s78_p8 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 0)%Z -> g == nstar (int (a + b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s78_p9 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a >= 2 /\ c = 1)%Z -> g == nstar (int (a + b + 2 * c - 2)).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.
Lemma s78_p10 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a + b >= 2 /\ a >= 1 /\ c = 0)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 9 _ _ _ H eq_refl). Qed.
Lemma s78_p11 {a b c : Z} {g : game} : holds (s78_pieces a b c) g -> (a = 1 /\ b = 0 /\ c = 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 10 _ _ _ H eq_refl). Qed.

