(* Toads-and-Frogs: the value of every position of a family.

   Theorem (family).  For all a >= 0, the position  T^a _^2 F  has the value

       -2                       when a==0
       a-1                      when a>=1

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 6 states, 36 cases
   (shapes of a state's parameters, each 0, 1 or >= 2).  A state's claim is
   its list of pieces (region, value).  For each shape and each piece whose
   region meets it, the options are computed from the rules and normalised
   as cgprove does (toad blocks at the right end and frog blocks at the left
   end removed by Terminal Toads, CGProve.TerminalToads, each worth an
   integer), replaced by their values from the induction hypothesis, and in
   each cell where every value is one piece the game is compared with the
   claimed piece by Conway's order (numbers never unfolded).  A shape whose
   board is the board of a state with fewer parameters (a block of length 0
   joins its neighbours) takes that state's value at the same board instead.
   Side conditions by lia.

   Written by `CGPROVE_DEAD_WALLS=always cgprove prove tf "T^a __ F" --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise DeadWall.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a : nat) : board := repeat T a ++ [E; E; F].  (* T^a _^2 F *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [E; F].  (* T^a _ T^b _ F *)
Definition s3_board (a : nat) : board := repeat T a ++ [E; E; T; F].  (* T^a _^2 T F *)
Definition s4_board (a : nat) : board := repeat T a ++ [F; E; E].  (* T^a F _^2 *)
Definition s5_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E].  (* T^a _ T^b F _ *)
Definition s6_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [E; T; F].  (* T^a _ T^b _ T F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a : Z) : Prop * game := ((a = 0)%Z, int (-2)).
Definition s1_q2 (a : Z) : Prop * game := ((a >= 1)%Z, int (a - 1)).
Definition s1_pieces (a : Z) : list (Prop * game) := [s1_q1 a; s1_q2 a].
Definition s1_claim (x : board) : Prop :=
  forall a, x = s1_board a -> holds (s1_pieces (Z.of_nat a)) (tf_game x).
Definition s2_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-2)).
Definition s2_q2 (a b : Z) : Prop * game := ((a = 0 /\ b = 1)%Z, dyadic (-1) 1).
Definition s2_q3 (a b : Z) : Prop * game := ((a = 0 /\ b = 2)%Z, Game [dyadic 1 1] [int 0]).
Definition s2_q4 (a b : Z) : Prop * game := ((a + b = 3 /\ a <= 1)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s2_q5 (a b : Z) : Prop * game := ((a + b >= 4 /\ b >= 2)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s2_q6 (a b : Z) : Prop * game := ((a >= 1 /\ b = 0)%Z, int (a - 1)).
Definition s2_q7 (a b : Z) : Prop * game := ((a >= 1 /\ b = 1)%Z, nstar (int a)).
Definition s2_pieces (a b : Z) : list (Prop * game) := [s2_q1 a b; s2_q2 a b; s2_q3 a b; s2_q4 a b; s2_q5 a b; s2_q6 a b; s2_q7 a b].
Definition s2_claim (x : board) : Prop :=
  forall a b, x = s2_board a b -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s3_q1 (a : Z) : Prop * game := ((a = 0)%Z, int (-1)).
Definition s3_q2 (a : Z) : Prop * game := ((a >= 1)%Z, int a).
Definition s3_pieces (a : Z) : list (Prop * game) := [s3_q1 a; s3_q2 a].
Definition s3_claim (x : board) : Prop :=
  forall a, x = s3_board a -> holds (s3_pieces (Z.of_nat a)) (tf_game x).
Definition s4_q1 (a : Z) : Prop * game := ((True)%Z, int a).
Definition s4_pieces (a : Z) : list (Prop * game) := [s4_q1 a].
Definition s4_claim (x : board) : Prop :=
  forall a, x = s4_board a -> holds (s4_pieces (Z.of_nat a)) (tf_game x).
Definition s5_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s5_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int a).
Definition s5_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b = 0)%Z, dyadic (2 * a - 1) 1).
Definition s5_pieces (a b : Z) : list (Prop * game) := [s5_q1 a b; s5_q2 a b; s5_q3 a b].
Definition s5_claim (x : board) : Prop :=
  forall a b, x = s5_board a b -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s6_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s6_q2 (a b : Z) : Prop * game := ((a = 0 /\ b = 1)%Z, dyadic 1 1).
Definition s6_q3 (a b : Z) : Prop * game := ((a + b = 2 /\ a <= 1)%Z, nstar (int (a + 1))).
Definition s6_q4 (a b : Z) : Prop * game := ((a + b >= 3 /\ b >= 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s6_q5 (a b : Z) : Prop * game := ((a >= 1 /\ b = 0)%Z, int a).
Definition s6_pieces (a b : Z) : list (Prop * game) := [s6_q1 a b; s6_q2 a b; s6_q3 a b; s6_q4 a b; s6_q5 a b].
Definition s6_claim (x : board) : Prop :=
  forall a b, x = s6_board a b -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x /\ s5_claim x /\ s6_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s1_board a) < meas x -> holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. intros H. exact ((proj1 (IH _ H)) a eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s2_board a b) < meas x -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s2_board a b)).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s3_board a) < meas x -> holds (s3_pieces (Z.of_nat a)) (tf_game (s3_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a eq_refl). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s4_board a) < meas x -> holds (s4_pieces (Z.of_nat a)) (tf_game (s4_board a)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (IH _ H))))) a eq_refl). Qed.
Lemma use_s5 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s5_board a b) < meas x -> holds (s5_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s5_board a b)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a b eq_refl). Qed.
Lemma use_s6 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s6_board a b) < meas x -> holds (s6_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s6_board a b)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (proj2 (proj2 (IH _ H)))))) a b eq_refl). Qed.

Lemma s1_p1 {a : Z} {g : game} : holds (s1_pieces a) g -> (a = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p2 {a : Z} {g : game} : holds (s1_pieces a) g -> (a >= 1)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s2_p1 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p2 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == dyadic (-1) 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s2_p3 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 0 /\ b = 2)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s2_p4 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a + b = 3 /\ a <= 1)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s2_p5 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a + b >= 4 /\ b >= 2)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s2_p6 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == int (a - 1).
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s2_p7 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 1 /\ b = 1)%Z -> g == nstar (int a).
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.

Lemma s3_p1 {a : Z} {g : game} : holds (s3_pieces a) g -> (a = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a : Z} {g : game} : holds (s3_pieces a) g -> (a >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.

Lemma s4_p1 {a : Z} {g : game} : holds (s4_pieces a) g -> (True)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s5_p1 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s5_p2 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s5_p3 {a b : Z} {g : game} : holds (s5_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s5_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s5_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s6_p1 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s6_p2 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (a = 0 /\ b = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s6_p3 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (a + b = 2 /\ a <= 1)%Z -> g == nstar (int (a + 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s6_p4 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (a + b >= 3 /\ b >= 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s6_p5 {a b : Z} {g : game} : holds (s6_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.

Lemma s1_c1_L : lmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0) = [strip [(1, 1)] ([E]) []].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c1_R1 : tf_norm (strip [(1, 1)] ([E]) []) (repeat E 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s1 = T^a _^2 F on a==0 *)
Lemma s1_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 -> fst (s1_q1 (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
  rewrite (tf_norm_blank (s1_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c2_L : lmoves (s1_board 1) = [s2_board 0 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s1_c2_R : rmoves (s1_board 1) = [s5_board 1 0].
Proof. unfold s1_board, s5_board. tf_options. Qed.
(* s1 = T^a _^2 F on a==1 *)
Lemma s1_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 -> fst (s1_q2 (Z.of_nat 1)) -> tf_game x == snd (s1_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  pose proof (use_s2 IH 0 1 (opt_l _ _ _ (s1_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 1 0 (opt_r _ _ _ (s1_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s1_c3_L (a : nat) : lmoves (s1_board (2 + a)) = [s2_board (1 + a) 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
Lemma s1_c3_R (a : nat) : rmoves (s1_board (2 + a)) = [s5_board (2 + a) 0].
Proof. unfold s1_board, s5_board. tf_options. Qed.
(* s1 = T^a _^2 F on a>=2 *)
Lemma s1_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q2] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH (2 + a) 0 (opt_r _ _ _ (s1_c3_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  rewrite (s5_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

(* s2 = T^a _ T^b _ F on a==0 && b==0: the board of s1 *)
Lemma s2_c1_p1 x (Hs1 : s1_claim x) :
  x = s2_board 0 0 -> fst (s2_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q1] in Hc |- *.
  pose proof (Hs1 0 ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s2_c2_L : lmoves (s2_board 0 1) = [s3_board 0].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 1) = [s5_board 0 1].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s2 = T^a _ T^b _ F on a==0 && b==1 *)
Lemma s2_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 1 -> fst (s2_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
  pose proof (use_s3 IH 0 (opt_l _ _ _ (s2_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 1 (opt_r _ _ _ (s2_c2_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c3_L (b : nat) : lmoves (s2_board 0 (2 + b)) = [s6_board 0 (1 + b)].
Proof. unfold s2_board, s6_board. tf_options. Qed.
Lemma s2_c3_R (b : nat) : rmoves (s2_board 0 (2 + b)) = [s5_board 0 (2 + b)].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s2 = T^a _ T^b _ F on a==0 && b>=2 *)
Lemma s2_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  pose proof (use_s6 IH 0 (1 + b) (opt_l _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 (2 + b) (opt_r _ _ _ (s2_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  pose proof (use_s6 IH 0 (1 + b) (opt_l _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 (2 + b) (opt_r _ _ _ (s2_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s6_p3 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c3_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q5 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q5 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  pose proof (use_s6 IH 0 (1 + b) (opt_l _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s5 IH 0 (2 + b) (opt_r _ _ _ (s2_c3_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s2 = T^a _ T^b _ F on a==1 && b==0: the board of s1 *)
Lemma s2_c4_p6 x (Hs1 : s1_claim x) :
  x = s2_board 1 0 -> fst (s2_q6 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s2_q6 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q6] in Hc |- *.
  pose proof (Hs1 1 ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s2_c5_L : lmoves (s2_board 1 1) = [s2_board 0 2; s3_board 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c5_R : rmoves (s2_board 1 1) = [s5_board 1 1].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s2 = T^a _ T^b _ F on a==1 && b==1 *)
Lemma s2_c5_p7 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 1 -> fst (s2_q7 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s2_q7 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q7] in Hc |- *.
  rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
  pose proof (use_s2 IH 0 2 (opt_l _ _ _ (s2_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (opt_l _ _ _ (s2_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH 1 1 (opt_r _ _ _ (s2_c5_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c6_L (b : nat) : lmoves (s2_board 1 (2 + b)) = [s2_board 0 (3 + b); s6_board 1 (1 + b)].
Proof. unfold s2_board, s6_board. tf_options. Qed.
Lemma s2_c6_R (b : nat) : rmoves (s2_board 1 (2 + b)) = [s5_board 1 (2 + b)].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s2 = T^a _ T^b _ F on a==1 && b>=2 *)
Lemma s2_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) -> fst (s2_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
  pose proof (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 (1 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH 1 (2 + b) (opt_r _ _ _ (s2_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s6_p3 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s2_c6_p5 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) -> fst (s2_q5 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q5 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
  pose proof (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH 1 (1 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH 1 (2 + b) (opt_r _ _ _ (s2_c6_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  rewrite (s6_p4 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s2 = T^a _ T^b _ F on a>=2 && b==0: the board of s1 *)
Lemma s2_c7_p6 x (Hs1 : s1_claim x) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s2_q6] in Hc |- *.
  pose proof (Hs1 (2 + a) ltac:(rewrite Hx; unfold s2_board, s1_board; board_eq)) as Ho0.
  rewrite (s1_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s2_c8_L (a : nat) : lmoves (s2_board (2 + a) 1) = [s2_board (1 + a) 2; s3_board (2 + a)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
Lemma s2_c8_R (a : nat) : rmoves (s2_board (2 + a) 1) = [s5_board (2 + a) 1].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s2 = T^a _ T^b _ F on a>=2 && b==1 *)
Lemma s2_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 -> fst (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q7] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH (2 + a) 1 (opt_r _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s5_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s2_p5 Ho0 ltac:(zlia)).
    rewrite (s3_p2 Ho1 ltac:(zlia)).
    rewrite (s5_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s2_c9_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b)) = [s2_board (1 + a) (3 + b); s6_board (2 + a) (1 + b)].
Proof. unfold s2_board, s6_board. tf_options. Qed.
Lemma s2_c9_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b)) = [s5_board (2 + a) (2 + b)].
Proof. unfold s2_board, s5_board. tf_options. Qed.
(* s2 = T^a _ T^b _ F on a>=2 && b>=2 *)
Lemma s2_c9_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) -> fst (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
  pose proof (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s6 IH (2 + a) (1 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s5 IH (2 + a) (2 + b) (opt_r _ _ _ (s2_c9_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s2_p5 Ho0 ltac:(zlia)).
  rewrite (s6_p4 Ho1 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c1_L : lmoves (s3_board 0) = [].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c1_R : rmoves (s3_board 0) = [strip [(1, 1)] ([]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c1_R1 : tf_norm (strip [(1, 1)] ([]) [(1, 1)]) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _^2 T F on a==0 *)
Lemma s3_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 0 -> fst (s3_q1 (Z.of_nat 0)) -> tf_game x == snd (s3_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c1_L), (s3_c1_R); cbn [map].
  rewrite (tf_norm_blank (s3_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c2_L : lmoves (s3_board 1) = [s6_board 0 1].
Proof. unfold s3_board, s6_board. tf_options. Qed.
Lemma s3_c2_R : rmoves (s3_board 1) = [strip [] ([T; E; F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c2_R1 : tf_norm (strip [] ([T; E; F]) [(1, 1)]) (s5_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _^2 T F on a==1 *)
Lemma s3_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 -> fst (s3_q2 (Z.of_nat 1)) -> tf_game x == snd (s3_q2 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c2_L), (s3_c2_R); cbn [map].
  pose proof (use_s6 IH 0 1 (opt_l _ _ _ (s3_c2_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s3_c2_R1)).
  pose proof (use_s5 IH 1 0 (opt_norm_r _ _ _ _ _ (s3_c2_R) ltac:(cbn [In]; left; reflexivity) (s3_c2_R1))) as Ho1.
  rewrite (s6_p2 Ho0 ltac:(zlia)).
  rewrite (s5_p3 Ho1 ltac:(zlia)).
  rewrite (s5_p3_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c3_L (a : nat) : lmoves (s3_board (2 + a)) = [s6_board (1 + a) 1].
Proof. unfold s3_board, s6_board. tf_options. Qed.
Lemma s3_c3_R (a : nat) : rmoves (s3_board (2 + a)) = [strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c3_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]) (s5_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _^2 T F on a>=2 *)
Lemma s3_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) -> fst (s3_q2 (Z.of_nat (2 + a))) -> tf_game x == snd (s3_q2 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c3_L a), (s3_c3_R a); cbn [map].
  pose proof (use_s6 IH (1 + a) 1 (opt_l _ _ _ (s3_c3_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s3_c3_R1 a)).
  pose proof (use_s5 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s3_c3_R a) ltac:(cbn [In]; left; reflexivity) (s3_c3_R1 a))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s6_p3 Ho0 ltac:(zlia)).
    rewrite (s5_p3 Ho1 ltac:(zlia)).
    rewrite (s5_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s6_p4 Ho0 ltac:(zlia)).
    rewrite (s5_p3 Ho1 ltac:(zlia)).
    rewrite (s5_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s4_c1_L : lmoves (s4_board 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves (s4_board 0) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a F _^2 on a==0 *)
Lemma s4_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 0 -> fst (s4_q1 (Z.of_nat 0)) -> tf_game x == snd (s4_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s4_c2_L : lmoves (s4_board 1) = [strip [(1, 1)] ([]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 1)]) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s4_c2_R : rmoves (s4_board 1) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a F _^2 on a==1 *)
Lemma s4_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 1 -> fst (s4_q1 (Z.of_nat 1)) -> tf_game x == snd (s4_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c2_L), (s4_c2_R); cbn [map].
  rewrite (tf_norm_blank (s4_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s4_c3_L (a : nat) : lmoves (s4_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]) (s5_board (1 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
Lemma s4_c3_R (a : nat) : rmoves (s4_board (2 + a)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a F _^2 on a>=2 *)
Lemma s4_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) -> fst (s4_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s4_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L a), (s4_c3_R a); cbn [map].
  rewrite (tf_norm_game (s4_c3_L1 a)).
  pose proof (use_s5 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s4_c3_L a) ltac:(cbn [In]; left; reflexivity) (s4_c3_L1 a))) as Ho0.
  rewrite (s5_p3 Ho0 ltac:(zlia)).
  rewrite (s5_p3_add (Z.of_nat (1 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s5_c1_L : lmoves (s5_board 0 0) = [].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c1_R : rmoves (s5_board 0 0) = [strip [(0, 1)] ([E; E]) []].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c1_R1 : tf_norm (strip [(0, 1)] ([E; E]) []) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a==0 && b==0 *)
Lemma s5_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 0 0 -> fst (s5_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s5_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q1] in Hc |- *.
  rewrite tf_game_eq, (s5_c1_L), (s5_c1_R); cbn [map].
  rewrite (tf_norm_blank (s5_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c2_L : lmoves (s5_board 0 1) = [strip [(2, 1)] ([]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c2_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 0)]) (repeat E 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s5_c2_R : rmoves (s5_board 0 1) = [strip [(0, 1)] ([]) [(1, 2)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 2)]) (repeat E 2) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a==0 && b==1 *)
Lemma s5_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 0 1 -> fst (s5_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s5_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c2_L), (s5_c2_R); cbn [map].
  rewrite (tf_norm_blank (s5_c2_L1)).
  rewrite (tf_norm_blank (s5_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c3_L (b : nat) : lmoves (s5_board 0 (2 + b)) = [strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c3_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s2_board 0 (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c3_R (b : nat) : rmoves (s5_board 0 (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a==0 && b>=2 *)
Lemma s5_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s5_board 0 (2 + b) -> fst (s5_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c3_L b), (s5_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s5_c3_L1 b)).
  pose proof (use_s2 IH 0 (1 + b) (opt_norm_l _ _ _ _ _ (s5_c3_L b) ltac:(cbn [In]; left; reflexivity) (s5_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p4 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s5_c4_L : lmoves (s5_board 1 0) = [s5_board 0 1].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c4_R : rmoves (s5_board 1 0) = [s4_board 1].
Proof. unfold s4_board, s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a==1 && b==0 *)
Lemma s5_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 1 0 -> fst (s5_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s5_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q3] in Hc |- *.
  rewrite tf_game_eq, (s5_c4_L), (s5_c4_R); cbn [map].
  pose proof (use_s5 IH 0 1 (opt_l _ _ _ (s5_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH 1 (opt_r _ _ _ (s5_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c5_L : lmoves (s5_board 1 1) = [s5_board 0 2; strip [] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c5_L2 : tf_norm (strip [] ([T; E; E; F]) [(1, 0)]) (s1_board 1) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c5_R : rmoves (s5_board 1 1) = [strip [] ([T; F]) [(1, 2)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 2)]) (s4_board 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 2)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a==1 && b==1 *)
Lemma s5_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s5_board 1 1 -> fst (s5_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s5_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c5_L), (s5_c5_R); cbn [map].
  pose proof (use_s5 IH 0 2 (opt_l _ _ _ (s5_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c5_L2)).
  pose proof (use_s1 IH 1 (opt_norm_l _ _ _ _ _ (s5_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s5_c5_R1)).
  pose proof (use_s4 IH 1 (opt_norm_r _ _ _ _ _ (s5_c5_R) ltac:(cbn [In]; left; reflexivity) (s5_c5_R1))) as Ho2.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  rewrite (s4_p1 Ho2 I).
  rewrite (s4_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c6_L (b : nat) : lmoves (s5_board 1 (2 + b)) = [s5_board 0 (3 + b); strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s2_board 1 (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c6_R (b : nat) : rmoves (s5_board 1 (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a==1 && b>=2 *)
Lemma s5_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s5_board 1 (2 + b) -> fst (s5_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c6_L b), (s5_c6_R b); cbn [map].
  pose proof (use_s5 IH 0 (3 + b) (opt_l _ _ _ (s5_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c6_L2 b)).
  pose proof (use_s2 IH 1 (1 + b) (opt_norm_l _ _ _ _ _ (s5_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c6_L2 b))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s2_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s2_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s2_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s5_c7_L (a : nat) : lmoves (s5_board (2 + a) 0) = [s5_board (1 + a) 1].
Proof. unfold s5_board. tf_options. Qed.
Lemma s5_c7_R (a : nat) : rmoves (s5_board (2 + a) 0) = [s4_board (2 + a)].
Proof. unfold s4_board, s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a>=2 && b==0 *)
Lemma s5_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 0 -> fst (s5_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s5_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s5_q3] in Hc |- *.
  rewrite tf_game_eq, (s5_c7_L a), (s5_c7_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 1 (opt_l _ _ _ (s5_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (opt_r _ _ _ (s5_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c8_L (a : nat) : lmoves (s5_board (2 + a) 1) = [s5_board (1 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]) (s1_board (2 + a)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c8_R (a : nat) : rmoves (s5_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 2)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 2)]) (s4_board (2 + a)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 2)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
(* s5 = T^a _ T^b F _ on a>=2 && b==1 *)
Lemma s5_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s5_board (2 + a) 1 -> fst (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c8_L a), (s5_c8_R a); cbn [map].
  pose proof (use_s5 IH (1 + a) 2 (opt_l _ _ _ (s5_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c8_L2 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_l _ _ _ _ _ (s5_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s5_c8_R1 a)).
  pose proof (use_s4 IH (2 + a) (opt_norm_r _ _ _ _ _ (s5_c8_R a) ltac:(cbn [In]; left; reflexivity) (s5_c8_R1 a))) as Ho2.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p2 Ho1 ltac:(zlia)).
  rewrite (s4_p1 Ho2 I).
  rewrite (s4_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s5_c9_L (a b : nat) : lmoves (s5_board (2 + a) (2 + b)) = [s5_board (1 + a) (3 + b); strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s5_board, strip. tf_options. Qed.
Lemma s5_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s2_board (2 + a) (1 + b)) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s5_c9_R (a b : nat) : rmoves (s5_board (2 + a) (2 + b)) = [].
Proof. unfold s5_board. tf_options. Qed.
(* s5 = T^a _ T^b F _ on a>=2 && b>=2 *)
Lemma s5_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s5_board (2 + a) (2 + b) -> fst (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s5_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s5_q2] in Hc |- *.
  rewrite tf_game_eq, (s5_c9_L a b), (s5_c9_R a b); cbn [map].
  pose proof (use_s5 IH (1 + a) (3 + b) (opt_l _ _ _ (s5_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s5_c9_L2 a b)).
  pose proof (use_s2 IH (2 + a) (1 + b) (opt_norm_l _ _ _ _ _ (s5_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s5_c9_L2 a b))) as Ho1.
  rewrite (s5_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) >= 3)%Z \/ (Z.of_nat (2 + b) = 2)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s2_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s2_p7 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s6 = T^a _ T^b _ T F on a==0 && b==0: the board of s3 *)
Lemma s6_c1_p1 x (Hs3 : s3_claim x) :
  x = s6_board 0 0 -> fst (s6_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s6_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s6_q1] in Hc |- *.
  pose proof (Hs3 0 ltac:(rewrite Hx; unfold s6_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s6_c2_L : lmoves (s6_board 0 1) = [strip [] ([E; E; T; T; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c2_L1 : tf_norm (strip [] ([E; E; T; T; F]) []) (repeat E 2) (0).
Proof.
  pose proof (tf_norm_strip [] ([E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E; E]) [] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s6_c2_R : rmoves (s6_board 0 1) = [strip [] ([E; T; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c2_R1 : tf_norm (strip [] ([E; T; F]) [(1, 1)]) (s5_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b _ T F on a==0 && b==1 *)
Lemma s6_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 0 1 -> fst (s6_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s6_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q2] in Hc |- *.
  rewrite tf_game_eq, (s6_c2_L), (s6_c2_R); cbn [map].
  rewrite (tf_norm_blank (s6_c2_L1)).
  rewrite (tf_norm_game (s6_c2_R1)).
  pose proof (use_s5 IH 0 1 (opt_norm_r _ _ _ _ _ (s6_c2_R) ltac:(cbn [In]; left; reflexivity) (s6_c2_R1))) as Ho1.
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s6_c3_L (b : nat) : lmoves (s6_board 0 (2 + b)) = [strip [] (E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c3_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (1 + b) ++ [E; T; T; F]) []) (repeat E 2) (Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([E]) [(1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s6_c3_R (b : nat) : rmoves (s6_board 0 (2 + b)) = [strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c3_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s5_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b _ T F on a==0 && b>=2 *)
Lemma s6_c3_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s6_board 0 (2 + b) -> fst (s6_q3 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s6_q3 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s6_q3] in Hc |- *.
  rewrite tf_game_eq, (s6_c3_L b), (s6_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s6_c3_L1 b)).
  rewrite (tf_norm_game (s6_c3_R1 b)).
  pose proof (use_s5 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s6_c3_R b) ltac:(cbn [In]; left; reflexivity) (s6_c3_R1 b))) as Ho1.
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s6_c3_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s6_board 0 (2 + b) -> fst (s6_q4 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s6_q4 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s6_q4] in Hc |- *.
  rewrite tf_game_eq, (s6_c3_L b), (s6_c3_R b); cbn [map].
  rewrite (tf_norm_blank (s6_c3_L1 b)).
  rewrite (tf_norm_game (s6_c3_R1 b)).
  pose proof (use_s5 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s6_c3_R b) ltac:(cbn [In]; left; reflexivity) (s6_c3_R1 b))) as Ho1.
  rewrite (s5_p2 Ho1 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

(* s6 = T^a _ T^b _ T F on a==1 && b==0: the board of s3 *)
Lemma s6_c4_p5 x (Hs3 : s3_claim x) :
  x = s6_board 1 0 -> fst (s6_q5 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s6_q5 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s6_q5] in Hc |- *.
  pose proof (Hs3 1 ltac:(rewrite Hx; unfold s6_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s6_c5_L : lmoves (s6_board 1 1) = [s6_board 0 2; strip [] ([T; E; E; T; T; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c5_L2 : tf_norm (strip [] ([T; E; E; T; T; F]) []) (repeat E 2) (2).
Proof.
  pose proof (tf_norm_strip [] ([T; E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s6_c5_R : rmoves (s6_board 1 1) = [strip [] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c5_R1 : tf_norm (strip [] ([T; E; T; F]) [(1, 1)]) (s5_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b _ T F on a==1 && b==1 *)
Lemma s6_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s6_board 1 1 -> fst (s6_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s6_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q3] in Hc |- *.
  rewrite tf_game_eq, (s6_c5_L), (s6_c5_R); cbn [map].
  pose proof (use_s6 IH 0 2 (opt_l _ _ _ (s6_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s6_c5_L2)).
  rewrite (tf_norm_game (s6_c5_R1)).
  pose proof (use_s5 IH 1 1 (opt_norm_r _ _ _ _ _ (s6_c5_R) ltac:(cbn [In]; left; reflexivity) (s6_c5_R1))) as Ho2.
  rewrite (s6_p3 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s6_c6_L (b : nat) : lmoves (s6_board 1 (2 + b)) = [s6_board 0 (3 + b); strip [] (T :: E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) (repeat E 2) (Z.of_nat (2 + b) + 1).
Proof.
  pose proof (tf_norm_strip [] (T :: E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(1, 1); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s6_c6_R (b : nat) : rmoves (s6_board 1 (2 + b)) = [strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c6_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s5_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b _ T F on a==1 && b>=2 *)
Lemma s6_c6_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s6_board 1 (2 + b) -> fst (s6_q4 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s6_q4 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s6_q4] in Hc |- *.
  rewrite tf_game_eq, (s6_c6_L b), (s6_c6_R b); cbn [map].
  pose proof (use_s6 IH 0 (3 + b) (opt_l _ _ _ (s6_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s6_c6_L2 b)).
  rewrite (tf_norm_game (s6_c6_R1 b)).
  pose proof (use_s5 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s6_c6_R b) ltac:(cbn [In]; left; reflexivity) (s6_c6_R1 b))) as Ho2.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* s6 = T^a _ T^b _ T F on a>=2 && b==0: the board of s3 *)
Lemma s6_c7_p5 x (Hs3 : s3_claim x) (a : nat) :
  x = s6_board (2 + a) 0 -> fst (s6_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s6_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s6_q5] in Hc |- *.
  pose proof (Hs3 (2 + a) ltac:(rewrite Hx; unfold s6_board, s3_board; board_eq)) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s6_c8_L (a : nat) : lmoves (s6_board (2 + a) 1) = [s6_board (1 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; T; T; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; T; T; F]) []) (repeat E 2) (2 * Z.of_nat (2 + a)).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ [E; E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 2)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s6_c8_R (a : nat) : rmoves (s6_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]) (s5_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b _ T F on a>=2 && b==1 *)
Lemma s6_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s6_board (2 + a) 1 -> fst (s6_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s6_q4 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s6_q4] in Hc |- *.
  rewrite tf_game_eq, (s6_c8_L a), (s6_c8_R a); cbn [map].
  pose proof (use_s6 IH (1 + a) 2 (opt_l _ _ _ (s6_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s6_c8_L2 a)).
  rewrite (tf_norm_game (s6_c8_R1 a)).
  pose proof (use_s5 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s6_c8_R a) ltac:(cbn [In]; left; reflexivity) (s6_c8_R1 a))) as Ho2.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s6_c9_L (a b : nat) : lmoves (s6_board (2 + a) (2 + b)) = [s6_board (1 + a) (3 + b); strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; T; T; F]) []].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; T; T; F]) []) (repeat E 2) (2 * Z.of_nat (2 + a) + Z.of_nat (2 + b) - 1).
Proof.
  pose proof (tf_norm_strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; T; T; F]) []) as H0.
  pose proof (tf_norm_wall_r [] ([]) [(2 + a, 1); (1 + b, 1)] 2 1 H0 ltac:(strip_board_eq) ltac:(lia)) as H1.
  apply (tf_norm_end _ _ H1); [strip_board_eq | strip_offset].
Qed.
Lemma s6_c9_R (a b : nat) : rmoves (s6_board (2 + a) (2 + b)) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s6_board, strip. tf_options. Qed.
Lemma s6_c9_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s5_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s5_board; strip_board_eq | strip_offset]. Qed.
(* s6 = T^a _ T^b _ T F on a>=2 && b>=2 *)
Lemma s6_c9_p4 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s6_board (2 + a) (2 + b) -> fst (s6_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s6_q4 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s6_q4] in Hc |- *.
  rewrite tf_game_eq, (s6_c9_L a b), (s6_c9_R a b); cbn [map].
  pose proof (use_s6 IH (1 + a) (3 + b) (opt_l _ _ _ (s6_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_blank (s6_c9_L2 a b)).
  rewrite (tf_norm_game (s6_c9_R1 a b)).
  pose proof (use_s5 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s6_c9_R a b) ltac:(cbn [In]; left; reflexivity) (s6_c9_R1 a b))) as Ho2.
  rewrite (s6_p4 Ho0 ltac:(zlia)).
  rewrite (s5_p2 Ho2 ltac:(zlia)).
  rewrite (s5_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

(* ------------------------------------------------------------------ *)
(* The induction steps, piece by piece                                *)

Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) : s1_claim x.
Proof.
  intros a Hx. unfold s1_pieces.
  apply holds_cons; [intros Hc; cbn [fst s1_q1] in Hc; destruct a as [|[|a]]; [exact (s1_c1_p1 x IH Hx Hc) | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s1_q2] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exact (s1_c2_p2 x IH Hx Hc) | change (S (S a)) with (2 + a) in *; exact (s1_c3_p2 x IH a Hx Hc)]|].
  apply holds_nil.
Qed.

Lemma s2_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs1 : s1_claim x) : s2_claim x.
Proof.
  intros a b Hx. unfold s2_pieces.
  apply holds_cons; [intros Hc; cbn [fst s2_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s2_c1_p1 x Hs1 Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c2_p2 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c3_p3 x IH b Hx Hc)] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q4] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c3_p4 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c6_p4 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q5] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c3_p5 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c6_p5 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c9_p5 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q6] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s2_c4_p6 x Hs1 Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s2_c7_p6 x Hs1 a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q7] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c5_p7 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c8_p7 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Lemma s3_step x (IH : forall y, meas y < meas x -> values_hold y) : s3_claim x.
Proof.
  intros a Hx. unfold s3_pieces.
  apply holds_cons; [intros Hc; cbn [fst s3_q1] in Hc; destruct a as [|[|a]]; [exact (s3_c1_p1 x IH Hx Hc) | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q2] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exact (s3_c2_p2 x IH Hx Hc) | change (S (S a)) with (2 + a) in *; exact (s3_c3_p2 x IH a Hx Hc)]|].
  apply holds_nil.
Qed.

Lemma s4_step x (IH : forall y, meas y < meas x -> values_hold y) : s4_claim x.
Proof.
  intros a Hx. unfold s4_pieces.
  apply holds_cons; [intros Hc; cbn [fst s4_q1] in Hc; destruct a as [|[|a]]; [exact (s4_c1_p1 x IH Hx Hc) | exact (s4_c2_p1 x IH Hx Hc) | change (S (S a)) with (2 + a) in *; exact (s4_c3_p1 x IH a Hx Hc)]|].
  apply holds_nil.
Qed.

Lemma s5_step x (IH : forall y, meas y < meas x -> values_hold y) : s5_claim x.
Proof.
  intros a b Hx. unfold s5_pieces.
  apply holds_cons; [intros Hc; cbn [fst s5_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s5_c1_p1 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exact (s5_c2_p2 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s5_c3_p2 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exact (s5_c5_p2 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s5_c6_p2 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s5_c8_p2 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s5_c9_p2 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s5_q3] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s5_c4_p3 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s5_c7_p3 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Lemma s6_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs3 : s3_claim x) : s6_claim x.
Proof.
  intros a b Hx. unfold s6_pieces.
  apply holds_cons; [intros Hc; cbn [fst s6_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s6_c1_p1 x Hs3 Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s6_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exact (s6_c2_p2 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s6_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s6_c3_p3 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exact (s6_c5_p3 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s6_q4] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s6_c3_p4 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s6_c6_p4 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s6_c8_p4 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s6_c9_p4 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s6_q5] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s6_c4_p5 x Hs3 Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s6_c7_p5 x Hs3 a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH Hs1).
  assert (Hs5 : s5_claim x) by exact (s5_step x IH).
  assert (Hs6 : s6_claim x) by exact (s6_step x IH Hs3).
  exact (conj Hs1 (conj Hs2 (conj Hs3 (conj Hs4 (conj Hs5 Hs6))))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a : nat) : holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. exact ((proj1 (all_values_hold _)) a eq_refl). Qed.

Definition family_board (a : nat) : board := repeat T a ++ [E; E; F].  (* T^a _^2 F *)
Definition family_value (a : Z) : game := select [
  (((a =? 0))%Z, int (-2));
  (((1 <=? a))%Z, int (a - 1))].
Lemma family_p1 (a : Z) : (0 <= a)%Z -> (a = 0)%Z -> family_value a = int (-2).
Proof. intros Ha H. unfold family_value. select_piece 0. Qed.
Lemma family_p2 (a : Z) : (0 <= a)%Z -> (a >= 1)%Z -> family_value a = int (a - 1).
Proof. intros Ha H. unfold family_value. select_piece 1. Qed.
Theorem family : forall a, tf_game (family_board a) == family_value (Z.of_nat a).
Proof.
  intros a.
  replace (family_board a) with (s1_board a) by (unfold family_board, s1_board; board_eq).
  pose proof (all_s1 a) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  {
    rewrite (s1_p1 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 0) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p2 Ho0 ltac:(zlia)).
    rewrite (family_p2 (Z.of_nat 1) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p2 Ho0 ltac:(zlia)).
    rewrite (family_p2 (Z.of_nat (2 + a)) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Print Assumptions family.
