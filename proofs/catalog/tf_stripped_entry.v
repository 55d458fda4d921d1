(* Toads-and-Frogs: the value of every position of a family.

   Theorem (family).  For all a, b >= 0 with a>=1 && b==1, the position  F T^a _^b F T  has the value

       *                        when a==1 && b==1
       {1/2|0}                  when a==2 && b==1
       {1*|0}                   when a==3 && b==1
       {{a-2|1}|0}              when a>=4 && b==1

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 2 states, 12 cases
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

   Written by `cgprove prove tf "F T^a _^b F T" --where "a>=1 && b==1" --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a : nat) : board := repeat T a ++ [F; E].  (* T^a F _ *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F].  (* T^a _ T^b F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a : Z) : Prop * game := ((True)%Z, int 0).
Definition s1_pieces (a : Z) : list (Prop * game) := [s1_q1 a].
Definition s1_claim (x : board) : Prop :=
  forall a, x = s1_board a -> holds (s1_pieces (Z.of_nat a)) (tf_game x).
Definition s2_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 1)).
Definition s2_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int a).
Definition s2_q3 (a b : Z) : Prop * game := ((a - b = 1 /\ a <= 2)%Z, nstar (int (a - 1))).
Definition s2_q4 (a b : Z) : Prop * game := ((a = 1 /\ b = 1)%Z, dyadic 1 1).
Definition s2_q5 (a b : Z) : Prop * game := ((a = 2 /\ b = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s2_q6 (a b : Z) : Prop * game := ((a = 3 /\ b = 0)%Z, Game [nstar (int 1)] [int 0]).
Definition s2_q7 (a b : Z) : Prop * game := ((a >= 3 /\ b = 1)%Z, Game [int (a - 1)] [int 1]).
Definition s2_q8 (a b : Z) : Prop * game := ((a >= 4 /\ b = 0)%Z, Game [Game [int (a - 2)] [int 1]] [int 0]).
Definition s2_pieces (a b : Z) : list (Prop * game) := [s2_q1 a b; s2_q2 a b; s2_q3 a b; s2_q4 a b; s2_q5 a b; s2_q6 a b; s2_q7 a b; s2_q8 a b].
Definition s2_claim (x : board) : Prop :=
  forall a b, x = s2_board a b -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s1_board a) < meas x -> holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. intros H. exact ((proj1 (IH _ H)) a eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s2_board a b) < meas x -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s2_board a b)).
Proof. intros H. exact ((proj2 (IH _ H)) a b eq_refl). Qed.

Lemma s1_p1 {a : Z} {g : game} : holds (s1_pieces a) g -> (True)%Z -> g == int 0.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int 0) (int off) == int off.
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (0 + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s2_p1 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p2 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (b >= 2)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s2_p3 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a - b = 1 /\ a <= 2)%Z -> g == nstar (int (a - 1)).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s2_p4 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 1 /\ b = 1)%Z -> g == dyadic 1 1.
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s2_p5 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 2 /\ b = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s2_p6 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 3 /\ b = 0)%Z -> g == Game [nstar (int 1)] [int 0].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s2_p7 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 3 /\ b = 1)%Z -> g == Game [int (a - 1)] [int 1].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s2_p8 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 4 /\ b = 0)%Z -> g == Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.

Lemma s1_c1_L : lmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _ on a==0 *)
Lemma s1_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 -> fst (s1_q1 (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c2_L : lmoves (s1_board 1) = [strip [(1, 1)] ([]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 0)]) (repeat E 1) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c2_R : rmoves (s1_board 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _ on a==1 *)
Lemma s1_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 -> fst (s1_q1 (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  rewrite (tf_norm_blank (s1_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c3_L (a : nat) : lmoves (s1_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]) (s2_board (1 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c3_R (a : nat) : rmoves (s1_board (2 + a)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _ on a>=2 *)
Lemma s1_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  rewrite (tf_norm_game0 (s1_c3_L1 a)).
  pose proof (use_s2 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity) (s1_c3_L1 a))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) = 4)%Z \/ (Z.of_nat (2 + a) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p5 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s2_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s2_c1_L : lmoves (s2_board 0 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves (s2_board 0 0) = [strip [(0, 1)] ([E]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c1_R1 : tf_norm (strip [(0, 1)] ([E]) []) (repeat E 1) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F on a==0 && b==0 *)
Lemma s2_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 0 -> fst (s2_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
  rewrite (tf_norm_blank (s2_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c2_L : lmoves (s2_board 0 1) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 1) = [strip [(0, 1)] ([]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 1)]) (repeat E 1) (1).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F on a==0 && b==1 *)
Lemma s2_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 1 -> fst (s2_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s2_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
  rewrite (tf_norm_blank (s2_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c3_L (b : nat) : lmoves (s2_board 0 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c3_R (b : nat) : rmoves (s2_board 0 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F on a==0 && b>=2 *)
Lemma s2_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s2_c4_L : lmoves (s2_board 1 0) = [s2_board 0 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c4_R : rmoves (s2_board 1 0) = [s1_board 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F on a==1 && b==0 *)
Lemma s2_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 0 -> fst (s2_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s2_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c4_L), (s2_c4_R); cbn [map].
  pose proof (use_s2 IH 0 1 (opt_l _ _ _ (s2_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (opt_r _ _ _ (s2_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p1 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c5_L : lmoves (s2_board 1 1) = [s2_board 0 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c5_R : rmoves (s2_board 1 1) = [strip [] ([T; F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 1)]) (s1_board 1) (1).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F on a==1 && b==1 *)
Lemma s2_c5_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 1 -> fst (s2_q4 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s2_q4 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q4] in Hc |- *.
  rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
  pose proof (use_s2 IH 0 2 (opt_l _ _ _ (s2_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c5_R1)).
  pose proof (use_s1 IH 1 (opt_norm_r _ _ _ _ _ (s2_c5_R) ltac:(cbn [In]; left; reflexivity) (s2_c5_R1))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c6_L (b : nat) : lmoves (s2_board 1 (2 + b)) = [s2_board 0 (3 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c6_R (b : nat) : rmoves (s2_board 1 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F on a==1 && b>=2 *)
Lemma s2_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) -> fst (s2_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
  pose proof (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c7_L (a : nat) : lmoves (s2_board (2 + a) 0) = [s2_board (1 + a) 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c7_R (a : nat) : rmoves (s2_board (2 + a) 0) = [s1_board (2 + a)].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F on a>=2 && b==0 *)
Lemma s2_c7_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q5 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q5] in Hc |- *.
  rewrite tf_game_eq, (s2_c7_L a), (s2_c7_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s2_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s2_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p4 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q6 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q6] in Hc |- *.
  rewrite tf_game_eq, (s2_c7_L a), (s2_c7_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s2_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s2_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q8 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q8] in Hc |- *.
  rewrite tf_game_eq, (s2_c7_L a), (s2_c7_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s2_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s2_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p7 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c8_L (a : nat) : lmoves (s2_board (2 + a) 1) = [s2_board (1 + a) 2].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c8_R (a : nat) : rmoves (s2_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 1)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 1)]) (s1_board (2 + a)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 1)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F on a>=2 && b==1 *)
Lemma s2_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 -> fst (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity) (s2_c8_R1 a))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 -> fst (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s2_q7 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q7] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s2_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity) (s2_c8_R1 a))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (1) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s2_c9_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b)) = [s2_board (1 + a) (3 + b)].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c9_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F on a>=2 && b>=2 *)
Lemma s2_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) -> fst (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
  pose proof (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* ------------------------------------------------------------------ *)
(* The induction steps, piece by piece                                *)

Lemma s1_step x (IH : forall y, meas y < meas x -> values_hold y) : s1_claim x.
Proof.
  intros a Hx. unfold s1_pieces.
  apply holds_cons; [intros Hc; cbn [fst s1_q1] in Hc; destruct a as [|[|a]]; [exact (s1_c1_p1 x IH Hx Hc) | exact (s1_c2_p1 x IH Hx Hc) | change (S (S a)) with (2 + a) in *; exact (s1_c3_p1 x IH a Hx Hc)]|].
  apply holds_nil.
Qed.

Lemma s2_step x (IH : forall y, meas y < meas x -> values_hold y) : s2_claim x.
Proof.
  intros a b Hx. unfold s2_pieces.
  apply holds_cons; [intros Hc; cbn [fst s2_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s2_c1_p1 x IH Hx Hc) | exact (s2_c2_p1 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c3_p2 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c6_p2 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s2_c9_p2 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q3] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s2_c4_p3 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c8_p3 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q4] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c5_p4 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q5] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s2_c7_p5 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q6] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s2_c7_p6 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q7] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c8_p7 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q8] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s2_c7_p8 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  exact (conj Hs1 Hs2).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s2 (a b : nat) : holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s2_board a b)).
Proof. exact ((proj2 (all_values_hold _)) a b eq_refl). Qed.

Definition family_board (a b : nat) : board := F :: repeat T a ++ repeat E b ++ [F; T].  (* F T^a _^b F T *)
Lemma family_norm (a b : nat) : tf_norm (family_board a 1) (s2_board a 0) (0).
Proof. apply (tf_norm_by _ [(0, 1)] (repeat T a ++ [E; F]) [(1, 0)]); [unfold family_board, strip; strip_board_eq | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Definition family_value (a b : Z) : game := select [
  (((a =? 1) && (b =? 1))%Z, nstar (int 0));
  (((a =? 2) && (b =? 1))%Z, Game [dyadic 1 1] [int 0]);
  (((a =? 3) && (b =? 1))%Z, Game [nstar (int 1)] [int 0]);
  (((4 <=? a) && (b =? 1))%Z, Game [Game [int (a - 2)] [int 1]] [int 0])].
Lemma family_p1 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 1 /\ b = 1)%Z -> family_value a b = nstar (int 0).
Proof. intros Ha Hb H. unfold family_value. select_piece 0. Qed.
Lemma family_p2 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 2 /\ b = 1)%Z -> family_value a b = Game [dyadic 1 1] [int 0].
Proof. intros Ha Hb H. unfold family_value. select_piece 1. Qed.
Lemma family_p3 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 3 /\ b = 1)%Z -> family_value a b = Game [nstar (int 1)] [int 0].
Proof. intros Ha Hb H. unfold family_value. select_piece 2. Qed.
Lemma family_p4 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 4 /\ b = 1)%Z -> family_value a b = Game [Game [int (a - 2)] [int 1]] [int 0].
Proof. intros Ha Hb H. unfold family_value. select_piece 3. Qed.
Theorem family : forall a b, (Z.of_nat a >= 1 /\ Z.of_nat b = 1)%Z -> tf_game (family_board a b) == family_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b Hw.
  replace (family_board a b) with (family_board a 1) by ((assert (b = 1%nat) by lia); subst b; reflexivity).
  rewrite (tf_norm_game0 (family_norm a b)).
  pose proof (all_s2 a 0) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family_p1 (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  { exfalso; zlia. }
  { exfalso; zlia. }
  {
    assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) = 3)%Z \/ (Z.of_nat (2 + a) >= 4)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s2_p5 Ho0 ltac:(zlia)).
      rewrite (family_p2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p6 Ho0 ltac:(zlia)).
      rewrite (family_p3 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s2_p8 Ho0 ltac:(zlia)).
      rewrite (family_p4 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  { exfalso; zlia. }
Qed.

Print Assumptions family.
