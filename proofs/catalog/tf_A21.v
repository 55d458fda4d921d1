(* Toads-and-Frogs: the value of every position of a family.

   Theorem (A21_1).  For all a >= 0, the position  T^a F _^2  has the value

       a

   Theorem (A21_2).  For all a, b >= 0, the position  T^a _ T^b F _  has the value

       -1                       when a==0 && b==0
       a                        when b>=1
       a-1/2                    when a>=1 && b==0

   Theorem (A21_3).  For all a, b, c >= 0, the position  T^a _ T^b _ T^c F  has the value

       3b/2+c-2                 when a==0 && b<=1 && c<=1
       2a+b                     when c>=2
       {1/2|0}                  when a==0 && b==2 && c==0
       (a+c)*                   when a+b==2 && a+c>=1 && a<=1 && c<=1
       (a+c)*                   when a>=2 && b==1 && c==0
       {(a+1)*|a}               when a+b==3 && a<=1 && c==0
       {2a+b-1|a+1}             when a+b>=3 && b>=1 && c==1
       {{2a+b-2|a+1}|a}         when a+b>=4 && b>=2 && c==0
       a+c-1                    when a>=1 && b==0 && c<=1

   (T a toad, F a frog, _ an empty square; Left moves the toads, Right the frogs.)

   The positions and their values are the real game: tf_game of a board built
   from the pattern, by the rules in CGProve.ToadsFrogs.  Proof: strong
   induction on the measure of the board over cgprove's 4 states, 48 cases
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

   Written by `cgprove prove tf --class A21 --coq FILE.v`; check with
     make coq && coqc -Q proofs/lib CGProve FILE.v *)

From Coq Require Import List Bool Arith ZArith Lia.
Import ListNotations.
From CGProve Require Import Games Simplify Numbers Dyadic ToadsFrogs Family
  Compare TfBlocks Shift TfNormal Piecewise.
Close Scope Z_scope.  (* opened by CGProve.Numbers: nat is the default here *)


(* ------------------------------------------------------------------ *)
(* States: the positions the options normalise to                      *)

Definition s1_board (a : nat) : board := repeat T a ++ [F; E; E].  (* T^a F _^2 *)
Definition s2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E].  (* T^a _ T^b F _ *)
Definition s3_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _ T^b _ T^c F *)
Definition s4_board (a b : nat) : board := repeat T a ++ E :: E :: repeat T b ++ [F].  (* T^a _^2 T^b F *)

(* ------------------------------------------------------------------ *)
(* Claimed values, piece by piece                                      *)

Definition s1_q1 (a : Z) : Prop * game := ((True)%Z, int a).
Definition s1_pieces (a : Z) : list (Prop * game) := [s1_q1 a].
Definition s1_claim (x : board) : Prop :=
  forall a, x = s1_board a -> holds (s1_pieces (Z.of_nat a)) (tf_game x).
Definition s2_q1 (a b : Z) : Prop * game := ((a = 0 /\ b = 0)%Z, int (-1)).
Definition s2_q2 (a b : Z) : Prop * game := ((b >= 1)%Z, int a).
Definition s2_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b = 0)%Z, dyadic (2 * a - 1) 1).
Definition s2_pieces (a b : Z) : list (Prop * game) := [s2_q1 a b; s2_q2 a b; s2_q3 a b].
Definition s2_claim (x : board) : Prop :=
  forall a b, x = s2_board a b -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).
Definition s3_q1 (a b c : Z) : Prop * game := ((a = 0 /\ b <= 1 /\ c <= 1)%Z, dyadic (3 * b + 2 * c - 4) 1).
Definition s3_q2 (a b c : Z) : Prop * game := ((c >= 2)%Z, int (2 * a + b)).
Definition s3_q3 (a b c : Z) : Prop * game := ((a = 0 /\ b = 2 /\ c = 0)%Z, Game [dyadic 1 1] [int 0]).
Definition s3_q4 (a b c : Z) : Prop * game := ((a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z, nstar (int (a + c))).
Definition s3_q5 (a b c : Z) : Prop * game := ((a >= 2 /\ b = 1 /\ c = 0)%Z, nstar (int (a + c))).
Definition s3_q6 (a b c : Z) : Prop * game := ((a + b = 3 /\ a <= 1 /\ c = 0)%Z, Game [nstar (int (a + 1))] [int a]).
Definition s3_q7 (a b c : Z) : Prop * game := ((a + b >= 3 /\ b >= 1 /\ c = 1)%Z, Game [int (2 * a + b - 1)] [int (a + 1)]).
Definition s3_q8 (a b c : Z) : Prop * game := ((a + b >= 4 /\ b >= 2 /\ c = 0)%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]).
Definition s3_q9 (a b c : Z) : Prop * game := ((a >= 1 /\ b = 0 /\ c <= 1)%Z, int (a + c - 1)).
Definition s3_pieces (a b c : Z) : list (Prop * game) := [s3_q1 a b c; s3_q2 a b c; s3_q3 a b c; s3_q4 a b c; s3_q5 a b c; s3_q6 a b c; s3_q7 a b c; s3_q8 a b c; s3_q9 a b c].
Definition s3_claim (x : board) : Prop :=
  forall a b c, x = s3_board a b c -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game x).
Definition s4_q1 (a b : Z) : Prop * game := ((a = 0 /\ b <= 1)%Z, int (b - 2)).
Definition s4_q2 (a b : Z) : Prop * game := ((b >= 2)%Z, int (2 * a)).
Definition s4_q3 (a b : Z) : Prop * game := ((a >= 1 /\ b <= 1)%Z, int (a + b - 1)).
Definition s4_pieces (a b : Z) : list (Prop * game) := [s4_q1 a b; s4_q2 a b; s4_q3 a b].
Definition s4_claim (x : board) : Prop :=
  forall a b, x = s4_board a b -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game x).

Definition values_hold (x : board) : Prop :=
  s1_claim x /\ s2_claim x /\ s3_claim x /\ s4_claim x.

Lemma use_s1 {x} (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  meas (s1_board a) < meas x -> holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. intros H. exact ((proj1 (IH _ H)) a eq_refl). Qed.
Lemma use_s2 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s2_board a b) < meas x -> holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s2_board a b)).
Proof. intros H. exact ((proj1 (proj2 (IH _ H))) a b eq_refl). Qed.
Lemma use_s3 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  meas (s3_board a b c) < meas x -> holds (s3_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s3_board a b c)).
Proof. intros H. exact ((proj1 (proj2 (proj2 (IH _ H)))) a b c eq_refl). Qed.
Lemma use_s4 {x} (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  meas (s4_board a b) < meas x -> holds (s4_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s4_board a b)).
Proof. intros H. exact ((proj2 (proj2 (proj2 (IH _ H)))) a b eq_refl). Qed.

Lemma s1_p1 {a : Z} {g : game} : holds (s1_pieces a) g -> (True)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s1_p1_add (a : Z) (off : Z) : (0 <= a)%Z -> (True)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s2_p1 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a = 0 /\ b = 0)%Z -> g == int (-1).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s2_p2 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (b >= 1)%Z -> g == int a.
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s2_p3 {a b : Z} {g : game} : holds (s2_pieces a b) g -> (a >= 1 /\ b = 0)%Z -> g == dyadic (2 * a - 1) 1.
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s2_p2_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z ->
  add (int a) (int off) == int (a + off).
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => int (a + sh))); [apply shifts_int | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.
Lemma s2_p3_add (a b : Z) (off : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z ->
  add (dyadic (2 * a - 1) 1) (int off) == dyadic (2 * a + 2 * off - 1) 1.
Proof.
  intros Ha Hb H. unfold nstar.
  apply (shifts_at (fun sh => dyadic (2 * a - 1 + sh * pw 1) 1)); [apply shifts_dyadic | unfold node; cbn [map]; shift_eq | unfold node; cbn [map]; shift_eq].
Qed.

Lemma s3_p1 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> g == dyadic (3 * b + 2 * c - 4) 1.
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s3_p2 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (c >= 2)%Z -> g == int (2 * a + b).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s3_p3 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a = 0 /\ b = 2 /\ c = 0)%Z -> g == Game [dyadic 1 1] [int 0].
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.
Lemma s3_p4 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 3 _ _ _ H eq_refl). Qed.
Lemma s3_p5 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> g == nstar (int (a + c)).
Proof. intros H. exact (holds_at _ 4 _ _ _ H eq_refl). Qed.
Lemma s3_p6 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> g == Game [nstar (int (a + 1))] [int a].
Proof. intros H. exact (holds_at _ 5 _ _ _ H eq_refl). Qed.
Lemma s3_p7 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> g == Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros H. exact (holds_at _ 6 _ _ _ H eq_refl). Qed.
Lemma s3_p8 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> g == Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros H. exact (holds_at _ 7 _ _ _ H eq_refl). Qed.
Lemma s3_p9 {a b c : Z} {g : game} : holds (s3_pieces a b c) g -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> g == int (a + c - 1).
Proof. intros H. exact (holds_at _ 8 _ _ _ H eq_refl). Qed.

Lemma s4_p1 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a = 0 /\ b <= 1)%Z -> g == int (b - 2).
Proof. intros H. exact (holds_at _ 0 _ _ _ H eq_refl). Qed.
Lemma s4_p2 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (b >= 2)%Z -> g == int (2 * a).
Proof. intros H. exact (holds_at _ 1 _ _ _ H eq_refl). Qed.
Lemma s4_p3 {a b : Z} {g : game} : holds (s4_pieces a b) g -> (a >= 1 /\ b <= 1)%Z -> g == int (a + b - 1).
Proof. intros H. exact (holds_at _ 2 _ _ _ H eq_refl). Qed.

Lemma s1_c1_L : lmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
Lemma s1_c1_R : rmoves (s1_board 0) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _^2 on a==0 *)
Lemma s1_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 0 -> fst (s1_q1 (Z.of_nat 0)) -> tf_game x == snd (s1_q1 (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c1_L), (s1_c1_R); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s1_c2_L : lmoves (s1_board 1) = [strip [(1, 1)] ([]) [(1, 1)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c2_L1 : tf_norm (strip [(1, 1)] ([]) [(1, 1)]) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s1_c2_R : rmoves (s1_board 1) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _^2 on a==1 *)
Lemma s1_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s1_board 1 -> fst (s1_q1 (Z.of_nat 1)) -> tf_game x == snd (s1_q1 (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c2_L), (s1_c2_R); cbn [map].
  rewrite (tf_norm_blank (s1_c2_L1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s1_c3_L (a : nat) : lmoves (s1_board (2 + a)) = [strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]].
Proof. unfold s1_board, strip. tf_options. Qed.
Lemma s1_c3_L1 (a : nat) : tf_norm (strip [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]) (s2_board (1 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (1 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
Lemma s1_c3_R (a : nat) : rmoves (s1_board (2 + a)) = [].
Proof. unfold s1_board. tf_options. Qed.
(* s1 = T^a F _^2 on a>=2 *)
Lemma s1_c3_p1 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s1_board (2 + a) -> fst (s1_q1 (Z.of_nat (2 + a))) -> tf_game x == snd (s1_q1 (Z.of_nat (2 + a))).
Proof.
  intros -> Hc. cbn [fst snd s1_q1] in Hc |- *.
  rewrite tf_game_eq, (s1_c3_L a), (s1_c3_R a); cbn [map].
  rewrite (tf_norm_game (s1_c3_L1 a)).
  pose proof (use_s2 IH (1 + a) 0 (opt_norm_l _ _ _ _ _ (s1_c3_L a) ltac:(cbn [In]; left; reflexivity) (s1_c3_L1 a))) as Ho0.
  rewrite (s2_p3 Ho0 ltac:(zlia)).
  rewrite (s2_p3_add (Z.of_nat (1 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s2_c1_L : lmoves (s2_board 0 0) = [].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c1_R : rmoves (s2_board 0 0) = [strip [(0, 1)] ([E; E]) []].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c1_R1 : tf_norm (strip [(0, 1)] ([E; E]) []) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(0, 1)] ([E; E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F _ on a==0 && b==0 *)
Lemma s2_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 0 -> fst (s2_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s2_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q1] in Hc |- *.
  rewrite tf_game_eq, (s2_c1_L), (s2_c1_R); cbn [map].
  rewrite (tf_norm_blank (s2_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c2_L : lmoves (s2_board 0 1) = [strip [(2, 1)] ([]) [(1, 0)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c2_L1 : tf_norm (strip [(2, 1)] ([]) [(1, 0)]) (repeat E 2) (-2).
Proof. apply (tf_norm_by _ [(2, 1)] ([]) [(1, 0)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
Lemma s2_c2_R : rmoves (s2_board 0 1) = [strip [(0, 1)] ([]) [(1, 2)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c2_R1 : tf_norm (strip [(0, 1)] ([]) [(1, 2)]) (repeat E 2) (2).
Proof. apply (tf_norm_by _ [(0, 1)] ([]) [(1, 2)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F _ on a==0 && b==1 *)
Lemma s2_c2_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 0 1 -> fst (s2_q2 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c2_L), (s2_c2_R); cbn [map].
  rewrite (tf_norm_blank (s2_c2_L1)).
  rewrite (tf_norm_blank (s2_c2_R1)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c3_L (b : nat) : lmoves (s2_board 0 (2 + b)) = [strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c3_L1 (b : nat) : tf_norm (strip [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s3_board 0 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c3_R (b : nat) : rmoves (s2_board 0 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F _ on a==0 && b>=2 *)
Lemma s2_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 0 (2 + b) -> fst (s2_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c3_L b), (s2_c3_R b); cbn [map].
  rewrite (tf_norm_game0 (s2_c3_L1 b)).
  pose proof (use_s3 IH 0 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s2_c3_L b) ltac:(cbn [In]; left; reflexivity) (s2_c3_L1 b))) as Ho0.
  assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) = 4)%Z \/ (Z.of_nat (2 + b) >= 5)%Z) by zlia.
  destruct Hp0 as [Hp0|[Hp0|[Hp0|Hp0]]].
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s3_p3 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s3_p6 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
  {
    rewrite (s3_p8 Ho0 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_int_node_0; [side_lia | exact I]].
  }
Qed.

Lemma s2_c4_L : lmoves (s2_board 1 0) = [s2_board 0 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c4_R : rmoves (s2_board 1 0) = [s1_board 1].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F _ on a==1 && b==0 *)
Lemma s2_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 0 -> fst (s2_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s2_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c4_L), (s2_c4_R); cbn [map].
  pose proof (use_s2 IH 0 1 (opt_l _ _ _ (s2_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH 1 (opt_r _ _ _ (s2_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c5_L : lmoves (s2_board 1 1) = [s2_board 0 2; strip [] ([T; E; E; F]) [(1, 0)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c5_L2 : tf_norm (strip [] ([T; E; E; F]) [(1, 0)]) (s4_board 1 0) (0).
Proof. apply (tf_norm_by _ [] ([T; E; E; F]) [(1, 0)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c5_R : rmoves (s2_board 1 1) = [strip [] ([T; F]) [(1, 2)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c5_R1 : tf_norm (strip [] ([T; F]) [(1, 2)]) (s1_board 1) (2).
Proof. apply (tf_norm_by _ [] ([T; F]) [(1, 2)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F _ on a==1 && b==1 *)
Lemma s2_c5_p2 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s2_board 1 1 -> fst (s2_q2 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c5_L), (s2_c5_R); cbn [map].
  pose proof (use_s2 IH 0 2 (opt_l _ _ _ (s2_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s2_c5_L2)).
  pose proof (use_s4 IH 1 0 (opt_norm_l _ _ _ _ _ (s2_c5_L) ltac:(cbn [In]; do 1 right; left; reflexivity) (s2_c5_L2))) as Ho1.
  rewrite (tf_norm_game (s2_c5_R1)).
  pose proof (use_s1 IH 1 (opt_norm_r _ _ _ _ _ (s2_c5_R) ltac:(cbn [In]; left; reflexivity) (s2_c5_R1))) as Ho2.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p3 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 I).
  rewrite (s1_p1_add (Z.of_nat 1) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c6_L (b : nat) : lmoves (s2_board 1 (2 + b)) = [s2_board 0 (3 + b); strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c6_L2 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s3_board 1 (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c6_R (b : nat) : rmoves (s2_board 1 (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F _ on a==1 && b>=2 *)
Lemma s2_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s2_board 1 (2 + b) -> fst (s2_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c6_L b), (s2_c6_R b); cbn [map].
  pose proof (use_s2 IH 0 (3 + b) (opt_l _ _ _ (s2_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s2_c6_L2 b)).
  pose proof (use_s3 IH 1 (1 + b) 0 (opt_norm_l _ _ _ _ _ (s2_c6_L b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s2_c6_L2 b))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
  destruct Hp1 as [Hp1|[Hp1|Hp1]].
  {
    rewrite (s3_p4 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s3_p6 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s3_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

Lemma s2_c7_L (a : nat) : lmoves (s2_board (2 + a) 0) = [s2_board (1 + a) 1].
Proof. unfold s2_board. tf_options. Qed.
Lemma s2_c7_R (a : nat) : rmoves (s2_board (2 + a) 0) = [s1_board (2 + a)].
Proof. unfold s1_board, s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F _ on a>=2 && b==0 *)
Lemma s2_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 0 -> fst (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s2_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s2_q3] in Hc |- *.
  rewrite tf_game_eq, (s2_c7_L a), (s2_c7_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 1 (opt_l _ _ _ (s2_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s1 IH (2 + a) (opt_r _ _ _ (s2_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s1_p1 Ho1 I).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c8_L (a : nat) : lmoves (s2_board (2 + a) 1) = [s2_board (1 + a) 2; strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c8_L2 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]) (s4_board (2 + a) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; E; F]) [(1, 0)]); [reflexivity | unfold s4_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c8_R (a : nat) : rmoves (s2_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [F]) [(1, 2)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [F]) [(1, 2)]) (s1_board (2 + a)) (2).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [F]) [(1, 2)]); [reflexivity | unfold s1_board; strip_board_eq | strip_offset]. Qed.
(* s2 = T^a _ T^b F _ on a>=2 && b==1 *)
Lemma s2_c8_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s2_board (2 + a) 1 -> fst (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c8_L a), (s2_c8_R a); cbn [map].
  pose proof (use_s2 IH (1 + a) 2 (opt_l _ _ _ (s2_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s2_c8_L2 a)).
  pose proof (use_s4 IH (2 + a) 0 (opt_norm_l _ _ _ _ _ (s2_c8_L a) ltac:(cbn [In]; do 1 right; left; reflexivity) (s2_c8_L2 a))) as Ho1.
  rewrite (tf_norm_game (s2_c8_R1 a)).
  pose proof (use_s1 IH (2 + a) (opt_norm_r _ _ _ _ _ (s2_c8_R a) ltac:(cbn [In]; left; reflexivity) (s2_c8_R1 a))) as Ho2.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p3 Ho1 ltac:(zlia)).
  rewrite (s1_p1 Ho2 I).
  rewrite (s1_p1_add (Z.of_nat (2 + a)) (2) (Nat2Z.is_nonneg _) I).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s2_c9_L (a b : nat) : lmoves (s2_board (2 + a) (2 + b)) = [s2_board (1 + a) (3 + b); strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]].
Proof. unfold s2_board, strip. tf_options. Qed.
Lemma s2_c9_L2 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]) (s3_board (2 + a) (1 + b) 0) (0).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (1 + b) ++ [E; F]) [(1, 0)]); [reflexivity | unfold s3_board; strip_board_eq | strip_offset]. Qed.
Lemma s2_c9_R (a b : nat) : rmoves (s2_board (2 + a) (2 + b)) = [].
Proof. unfold s2_board. tf_options. Qed.
(* s2 = T^a _ T^b F _ on a>=2 && b>=2 *)
Lemma s2_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s2_board (2 + a) (2 + b) -> fst (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s2_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s2_q2] in Hc |- *.
  rewrite tf_game_eq, (s2_c9_L a b), (s2_c9_R a b); cbn [map].
  pose proof (use_s2 IH (1 + a) (3 + b) (opt_l _ _ _ (s2_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game0 (s2_c9_L2 a b)).
  pose proof (use_s3 IH (2 + a) (1 + b) 0 (opt_norm_l _ _ _ _ _ (s2_c9_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity) (s2_c9_L2 a b))) as Ho1.
  rewrite (s2_p2 Ho0 ltac:(zlia)).
  assert (Hp1 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
  destruct Hp1 as [Hp1|Hp1].
  {
    rewrite (s3_p5 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
  {
    rewrite (s3_p8 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
  }
Qed.

(* s3 = T^a _ T^b _ T^c F on a==0 && b==0 && c==0: the board of s4 *)
Lemma s3_c1_p1 x (Hs4 : s4_claim x) :
  x = s3_board 0 0 0 -> fst (s3_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s3_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q1] in Hc |- *.
  pose proof (Hs4 0 0 ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s3 = T^a _ T^b _ T^c F on a==0 && b==0 && c==1: the board of s4 *)
Lemma s3_c2_p1 x (Hs4 : s4_claim x) :
  x = s3_board 0 0 1 -> fst (s3_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s3_q1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q1] in Hc |- *.
  pose proof (Hs4 0 1 ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [num_cmp | num_cmp].
Qed.

(* s3 = T^a _ T^b _ T^c F on a==0 && b==0 && c>=2: the board of s4 *)
Lemma s3_c3_p2 x (Hs4 : s4_claim x) (c : nat) :
  x = s3_board 0 0 (2 + c) -> fst (s3_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s3_q2] in Hc |- *.
  pose proof (Hs4 0 (2 + c) ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s3_c4_L : lmoves (s3_board 0 1 0) = [s4_board 0 1].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c4_R : rmoves (s3_board 0 1 0) = [s2_board 0 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==0 && b==1 && c==0 *)
Lemma s3_c4_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 0 1 0 -> fst (s3_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s3_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c4_L), (s3_c4_R); cbn [map].
  pose proof (use_s4 IH 0 1 (opt_l _ _ _ (s3_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 1 (opt_r _ _ _ (s3_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s4_p1 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c5_L : lmoves (s3_board 0 1 1) = [s4_board 0 2].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c5_R : rmoves (s3_board 0 1 1) = [strip [] ([E; T; F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c5_R1 : tf_norm (strip [] ([E; T; F]) [(1, 1)]) (s2_board 0 1) (1).
Proof. apply (tf_norm_by _ [] ([E; T; F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b _ T^c F on a==0 && b==1 && c==1 *)
Lemma s3_c5_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 0 1 1 -> fst (s3_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s3_q1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q1] in Hc |- *.
  rewrite tf_game_eq, (s3_c5_L), (s3_c5_R); cbn [map].
  pose proof (use_s4 IH 0 2 (opt_l _ _ _ (s3_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s3_c5_R1)).
  pose proof (use_s2 IH 0 1 (opt_norm_r _ _ _ _ _ (s3_c5_R) ltac:(cbn [In]; left; reflexivity) (s3_c5_R1))) as Ho1.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply (le_node_num_r _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_num_node_l _ _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s3_c6_L (c : nat) : lmoves (s3_board 0 1 (2 + c)) = [s4_board 0 (3 + c)].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c6_R (c : nat) : rmoves (s3_board 0 1 (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==0 && b==1 && c>=2 *)
Lemma s3_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s3_board 0 1 (2 + c) -> fst (s3_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c6_L c), (s3_c6_R c); cbn [map].
  pose proof (use_s4 IH 0 (3 + c) (opt_l _ _ _ (s3_c6_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s3_c7_L (b : nat) : lmoves (s3_board 0 (2 + b) 0) = [s3_board 0 (1 + b) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c7_R (b : nat) : rmoves (s3_board 0 (2 + b) 0) = [s2_board 0 (2 + b)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==0 && b>=2 && c==0 *)
Lemma s3_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 0 (2 + b) 0 -> fst (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q3] in Hc |- *.
  rewrite tf_game_eq, (s3_c7_L b), (s3_c7_R b); cbn [map].
  pose proof (use_s3 IH 0 (1 + b) 1 (opt_l _ _ _ (s3_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 (2 + b) (opt_r _ _ _ (s3_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c7_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 0 (2 + b) 0 -> fst (s3_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q6] in Hc |- *.
  rewrite tf_game_eq, (s3_c7_L b), (s3_c7_R b); cbn [map].
  pose proof (use_s3 IH 0 (1 + b) 1 (opt_l _ _ _ (s3_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 (2 + b) (opt_r _ _ _ (s3_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c7_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 0 (2 + b) 0 -> fst (s3_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q8] in Hc |- *.
  rewrite tf_game_eq, (s3_c7_L b), (s3_c7_R b); cbn [map].
  pose proof (use_s3 IH 0 (1 + b) 1 (opt_l _ _ _ (s3_c7_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 0 (2 + b) (opt_r _ _ _ (s3_c7_R b) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c8_L (b : nat) : lmoves (s3_board 0 (2 + b) 1) = [s3_board 0 (1 + b) 2].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c8_R (b : nat) : rmoves (s3_board 0 (2 + b) 1) = [strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c8_R1 (b : nat) : tf_norm (strip [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s2_board 0 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b _ T^c F on a==0 && b>=2 && c==1 *)
Lemma s3_c8_p4 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 0 (2 + b) 1 -> fst (s3_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s3_q4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q4] in Hc |- *.
  rewrite tf_game_eq, (s3_c8_L b), (s3_c8_R b); cbn [map].
  pose proof (use_s3 IH 0 (1 + b) 2 (opt_l _ _ _ (s3_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s3_c8_R1 b)).
  pose proof (use_s2 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s3_c8_R b) ltac:(cbn [In]; left; reflexivity) (s3_c8_R1 b))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c8_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 0 (2 + b) 1 -> fst (s3_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s3_q7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q7] in Hc |- *.
  rewrite tf_game_eq, (s3_c8_L b), (s3_c8_R b); cbn [map].
  pose proof (use_s3 IH 0 (1 + b) 2 (opt_l _ _ _ (s3_c8_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s3_c8_R1 b)).
  pose proof (use_s2 IH 0 (2 + b) (opt_norm_r _ _ _ _ _ (s3_c8_R b) ltac:(cbn [In]; left; reflexivity) (s3_c8_R1 b))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s2_p2 Ho1 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat 0) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
Qed.

Lemma s3_c9_L (b c : nat) : lmoves (s3_board 0 (2 + b) (2 + c)) = [s3_board 0 (1 + b) (3 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c9_R (b c : nat) : rmoves (s3_board 0 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==0 && b>=2 && c>=2 *)
Lemma s3_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s3_board 0 (2 + b) (2 + c) -> fst (s3_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c9_L b c), (s3_c9_R b c); cbn [map].
  pose proof (use_s3 IH 0 (1 + b) (3 + c) (opt_l _ _ _ (s3_c9_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s3 = T^a _ T^b _ T^c F on a==1 && b==0 && c==0: the board of s4 *)
Lemma s3_c10_p9 x (Hs4 : s4_claim x) :
  x = s3_board 1 0 0 -> fst (s3_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s3_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q9] in Hc |- *.
  pose proof (Hs4 1 0 ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s3 = T^a _ T^b _ T^c F on a==1 && b==0 && c==1: the board of s4 *)
Lemma s3_c11_p9 x (Hs4 : s4_claim x) :
  x = s3_board 1 0 1 -> fst (s3_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s3_q9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q9] in Hc |- *.
  pose proof (Hs4 1 1 ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s3 = T^a _ T^b _ T^c F on a==1 && b==0 && c>=2: the board of s4 *)
Lemma s3_c12_p2 x (Hs4 : s4_claim x) (c : nat) :
  x = s3_board 1 0 (2 + c) -> fst (s3_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s3_q2] in Hc |- *.
  pose proof (Hs4 1 (2 + c) ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s3_c13_L : lmoves (s3_board 1 1 0) = [s3_board 0 2 0; s4_board 1 1].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c13_R : rmoves (s3_board 1 1 0) = [s2_board 1 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==1 && b==1 && c==0 *)
Lemma s3_c13_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 1 0 -> fst (s3_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s3_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q4] in Hc |- *.
  rewrite tf_game_eq, (s3_c13_L), (s3_c13_R); cbn [map].
  pose proof (use_s3 IH 0 2 0 (opt_l _ _ _ (s3_c13_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH 1 1 (opt_l _ _ _ (s3_c13_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH 1 1 (opt_r _ _ _ (s3_c13_R) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s3_p3 Ho0 ltac:(zlia)).
  rewrite (s4_p3 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c14_L : lmoves (s3_board 1 1 1) = [s3_board 0 2 1; s4_board 1 2].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c14_R : rmoves (s3_board 1 1 1) = [strip [] ([T; E; T; F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c14_R1 : tf_norm (strip [] ([T; E; T; F]) [(1, 1)]) (s2_board 1 1) (1).
Proof. apply (tf_norm_by _ [] ([T; E; T; F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b _ T^c F on a==1 && b==1 && c==1 *)
Lemma s3_c14_p4 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s3_board 1 1 1 -> fst (s3_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s3_q4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q4] in Hc |- *.
  rewrite tf_game_eq, (s3_c14_L), (s3_c14_R); cbn [map].
  pose proof (use_s3 IH 0 2 1 (opt_l _ _ _ (s3_c14_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH 1 2 (opt_l _ _ _ (s3_c14_L) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s3_c14_R1)).
  pose proof (use_s2 IH 1 1 (opt_norm_r _ _ _ _ _ (s3_c14_R) ltac:(cbn [In]; left; reflexivity) (s3_c14_R1))) as Ho2.
  rewrite (s3_p4 Ho0 ltac:(zlia)).
  rewrite (s4_p2 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat 1) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c15_L (c : nat) : lmoves (s3_board 1 1 (2 + c)) = [s3_board 0 2 (2 + c); s4_board 1 (3 + c)].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c15_R (c : nat) : rmoves (s3_board 1 1 (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==1 && b==1 && c>=2 *)
Lemma s3_c15_p2 x (IH : forall y, meas y < meas x -> values_hold y) (c : nat) :
  x = s3_board 1 1 (2 + c) -> fst (s3_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c15_L c), (s3_c15_R c); cbn [map].
  pose proof (use_s3 IH 0 2 (2 + c) (opt_l _ _ _ (s3_c15_L c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH 1 (3 + c) (opt_l _ _ _ (s3_c15_L c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s3_c16_L (b : nat) : lmoves (s3_board 1 (2 + b) 0) = [s3_board 0 (3 + b) 0; s3_board 1 (1 + b) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c16_R (b : nat) : rmoves (s3_board 1 (2 + b) 0) = [s2_board 1 (2 + b)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==1 && b>=2 && c==0 *)
Lemma s3_c16_p6 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 1 (2 + b) 0 -> fst (s3_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q6] in Hc |- *.
  rewrite tf_game_eq, (s3_c16_L b), (s3_c16_R b); cbn [map].
  pose proof (use_s3 IH 0 (3 + b) 0 (opt_l _ _ _ (s3_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (1 + b) 1 (opt_l _ _ _ (s3_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH 1 (2 + b) (opt_r _ _ _ (s3_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s3_p6 Ho0 ltac:(zlia)).
  rewrite (s3_p4 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c16_p8 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 1 (2 + b) 0 -> fst (s3_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q8] in Hc |- *.
  rewrite tf_game_eq, (s3_c16_L b), (s3_c16_R b); cbn [map].
  pose proof (use_s3 IH 0 (3 + b) 0 (opt_l _ _ _ (s3_c16_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (1 + b) 1 (opt_l _ _ _ (s3_c16_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH 1 (2 + b) (opt_r _ _ _ (s3_c16_R b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s3_p8 Ho0 ltac:(zlia)).
  rewrite (s3_p7 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c17_L (b : nat) : lmoves (s3_board 1 (2 + b) 1) = [s3_board 0 (3 + b) 1; s3_board 1 (1 + b) 2].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c17_R (b : nat) : rmoves (s3_board 1 (2 + b) 1) = [strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c17_R1 (b : nat) : tf_norm (strip [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s2_board 1 (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (T :: E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b _ T^c F on a==1 && b>=2 && c==1 *)
Lemma s3_c17_p7 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s3_board 1 (2 + b) 1 -> fst (s3_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s3_q7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q7] in Hc |- *.
  rewrite tf_game_eq, (s3_c17_L b), (s3_c17_R b); cbn [map].
  pose proof (use_s3 IH 0 (3 + b) 1 (opt_l _ _ _ (s3_c17_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (1 + b) 2 (opt_l _ _ _ (s3_c17_L b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s3_c17_R1 b)).
  pose proof (use_s2 IH 1 (2 + b) (opt_norm_r _ _ _ _ _ (s3_c17_R b) ltac:(cbn [In]; left; reflexivity) (s3_c17_R1 b))) as Ho2.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat 1) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c18_L (b c : nat) : lmoves (s3_board 1 (2 + b) (2 + c)) = [s3_board 0 (3 + b) (2 + c); s3_board 1 (1 + b) (3 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c18_R (b c : nat) : rmoves (s3_board 1 (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a==1 && b>=2 && c>=2 *)
Lemma s3_c18_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b c : nat) :
  x = s3_board 1 (2 + b) (2 + c) -> fst (s3_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c18_L b c), (s3_c18_R b c); cbn [map].
  pose proof (use_s3 IH 0 (3 + b) (2 + c) (opt_l _ _ _ (s3_c18_L b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH 1 (1 + b) (3 + c) (opt_l _ _ _ (s3_c18_L b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

(* s3 = T^a _ T^b _ T^c F on a>=2 && b==0 && c==0: the board of s4 *)
Lemma s3_c19_p9 x (Hs4 : s4_claim x) (a : nat) :
  x = s3_board (2 + a) 0 0 -> fst (s3_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s3_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q9] in Hc |- *.
  pose proof (Hs4 (2 + a) 0 ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s3 = T^a _ T^b _ T^c F on a>=2 && b==0 && c==1: the board of s4 *)
Lemma s3_c20_p9 x (Hs4 : s4_claim x) (a : nat) :
  x = s3_board (2 + a) 0 1 -> fst (s3_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s3_q9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros Hx Hc. cbn [fst snd s3_q9] in Hc |- *.
  pose proof (Hs4 (2 + a) 1 ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p3 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

(* s3 = T^a _ T^b _ T^c F on a>=2 && b==0 && c>=2: the board of s4 *)
Lemma s3_c21_p2 x (Hs4 : s4_claim x) (a c : nat) :
  x = s3_board (2 + a) 0 (2 + c) -> fst (s3_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c))).
Proof.
  intros Hx Hc. cbn [fst snd s3_q2] in Hc |- *.
  pose proof (Hs4 (2 + a) (2 + c) ltac:(rewrite Hx; unfold s3_board, s4_board; board_eq)) as Ho0.
  rewrite (s4_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  num_cmp.
Qed.

Lemma s3_c22_L (a : nat) : lmoves (s3_board (2 + a) 1 0) = [s3_board (1 + a) 2 0; s4_board (2 + a) 1].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c22_R (a : nat) : rmoves (s3_board (2 + a) 1 0) = [s2_board (2 + a) 1].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a>=2 && b==1 && c==0 *)
Lemma s3_c22_p5 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) 1 0 -> fst (s3_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s3_q5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q5] in Hc |- *.
  rewrite tf_game_eq, (s3_c22_L a), (s3_c22_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 2 0 (opt_l _ _ _ (s3_c22_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) 1 (opt_l _ _ _ (s3_c22_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) 1 (opt_r _ _ _ (s3_c22_R a) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s3_p6 Ho0 ltac:(zlia)).
    rewrite (s4_p3 Ho1 ltac:(zlia)).
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
  {
    rewrite (s3_p8 Ho0 ltac:(zlia)).
    rewrite (s4_p3 Ho1 ltac:(zlia)).
    rewrite (s2_p2 Ho2 ltac:(zlia)).
    unfold nstar.
    split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
  }
Qed.

Lemma s3_c23_L (a : nat) : lmoves (s3_board (2 + a) 1 1) = [s3_board (1 + a) 2 1; s4_board (2 + a) 2].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c23_R (a : nat) : rmoves (s3_board (2 + a) 1 1) = [strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c23_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]) (s2_board (2 + a) 1) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; T; F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b _ T^c F on a>=2 && b==1 && c==1 *)
Lemma s3_c23_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s3_board (2 + a) 1 1 -> fst (s3_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s3_q7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q7] in Hc |- *.
  rewrite tf_game_eq, (s3_c23_L a), (s3_c23_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 2 1 (opt_l _ _ _ (s3_c23_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) 2 (opt_l _ _ _ (s3_c23_L a) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s3_c23_R1 a)).
  pose proof (use_s2 IH (2 + a) 1 (opt_norm_r _ _ _ _ _ (s3_c23_R a) ltac:(cbn [In]; left; reflexivity) (s3_c23_R1 a))) as Ho2.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  rewrite (s4_p2 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat (2 + a)) (Z.of_nat 1) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c24_L (a c : nat) : lmoves (s3_board (2 + a) 1 (2 + c)) = [s3_board (1 + a) 2 (2 + c); s4_board (2 + a) (3 + c)].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s3_c24_R (a c : nat) : rmoves (s3_board (2 + a) 1 (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a>=2 && b==1 && c>=2 *)
Lemma s3_c24_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a c : nat) :
  x = s3_board (2 + a) 1 (2 + c) -> fst (s3_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c24_L a c), (s3_c24_R a c); cbn [map].
  pose proof (use_s3 IH (1 + a) 2 (2 + c) (opt_l _ _ _ (s3_c24_L a c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s4 IH (2 + a) (3 + c) (opt_l _ _ _ (s3_c24_L a c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s4_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s3_c25_L (a b : nat) : lmoves (s3_board (2 + a) (2 + b) 0) = [s3_board (1 + a) (3 + b) 0; s3_board (2 + a) (1 + b) 1].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c25_R (a b : nat) : rmoves (s3_board (2 + a) (2 + b) 0) = [s2_board (2 + a) (2 + b)].
Proof. unfold s2_board, s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a>=2 && b>=2 && c==0 *)
Lemma s3_c25_p8 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s3_board (2 + a) (2 + b) 0 -> fst (s3_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)) -> tf_game x == snd (s3_q8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s3_q8] in Hc |- *.
  rewrite tf_game_eq, (s3_c25_L a b), (s3_c25_R a b); cbn [map].
  pose proof (use_s3 IH (1 + a) (3 + b) 0 (opt_l _ _ _ (s3_c25_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (1 + b) 1 (opt_l _ _ _ (s3_c25_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  pose proof (use_s2 IH (2 + a) (2 + b) (opt_r _ _ _ (s3_c25_R a b) ltac:(cbn [In]; left; reflexivity))) as Ho2.
  rewrite (s3_p8 Ho0 ltac:(zlia)).
  rewrite (s3_p7 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c26_L (a b : nat) : lmoves (s3_board (2 + a) (2 + b) 1) = [s3_board (1 + a) (3 + b) 1; s3_board (2 + a) (1 + b) 2].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c26_R (a b : nat) : rmoves (s3_board (2 + a) (2 + b) 1) = [strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]].
Proof. unfold s3_board, strip. tf_options. Qed.
Lemma s3_c26_R1 (a b : nat) : tf_norm (strip [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]) (s2_board (2 + a) (2 + b)) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ E :: repeat T (2 + b) ++ [F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s3 = T^a _ T^b _ T^c F on a>=2 && b>=2 && c==1 *)
Lemma s3_c26_p7 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s3_board (2 + a) (2 + b) 1 -> fst (s3_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)) -> tf_game x == snd (s3_q7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s3_q7] in Hc |- *.
  rewrite tf_game_eq, (s3_c26_L a b), (s3_c26_R a b); cbn [map].
  pose proof (use_s3 IH (1 + a) (3 + b) 1 (opt_l _ _ _ (s3_c26_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (1 + b) 2 (opt_l _ _ _ (s3_c26_L a b) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (tf_norm_game (s3_c26_R1 a b)).
  pose proof (use_s2 IH (2 + a) (2 + b) (opt_norm_r _ _ _ _ _ (s3_c26_R a b) ltac:(cbn [In]; left; reflexivity) (s3_c26_R1 a b))) as Ho2.
  rewrite (s3_p7 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  rewrite (s2_p2 Ho2 ltac:(zlia)).
  rewrite (s2_p2_add (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_nodes; [cbn [all]; refine (conj _ (conj _ (I))); [apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]] | apply (lf_left_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply le_nodes; [cbn [all]; refine (conj _ (I)); [apply (lf_left_nth _ _ _ 1); [side_lia | cbn [nth]; num_cmp]] | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]]].
Qed.

Lemma s3_c27_L (a b c : nat) : lmoves (s3_board (2 + a) (2 + b) (2 + c)) = [s3_board (1 + a) (3 + b) (2 + c); s3_board (2 + a) (1 + b) (3 + c)].
Proof. unfold s3_board. tf_options. Qed.
Lemma s3_c27_R (a b c : nat) : rmoves (s3_board (2 + a) (2 + b) (2 + c)) = [].
Proof. unfold s3_board. tf_options. Qed.
(* s3 = T^a _ T^b _ T^c F on a>=2 && b>=2 && c>=2 *)
Lemma s3_c27_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b c : nat) :
  x = s3_board (2 + a) (2 + b) (2 + c) -> fst (s3_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))) -> tf_game x == snd (s3_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c))).
Proof.
  intros -> Hc. cbn [fst snd s3_q2] in Hc |- *.
  rewrite tf_game_eq, (s3_c27_L a b c), (s3_c27_R a b c); cbn [map].
  pose proof (use_s3 IH (1 + a) (3 + b) (2 + c) (opt_l _ _ _ (s3_c27_L a b c) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s3 IH (2 + a) (1 + b) (3 + c) (opt_l _ _ _ (s3_c27_L a b c) ltac:(cbn [In]; do 1 right; left; reflexivity))) as Ho1.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  rewrite (s3_p2 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (conj _ (I))); [num_cmp | num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s4_c1_L : lmoves (s4_board 0 0) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c1_R : rmoves (s4_board 0 0) = [strip [(1, 1)] ([E]) []].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c1_R1 : tf_norm (strip [(1, 1)] ([E]) []) (repeat E 2) (-1).
Proof. apply (tf_norm_by _ [(1, 1)] ([E]) []); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _^2 T^b F on a==0 && b==0 *)
Lemma s4_c1_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 0 0 -> fst (s4_q1 (Z.of_nat 0) (Z.of_nat 0)) -> tf_game x == snd (s4_q1 (Z.of_nat 0) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c1_L), (s4_c1_R); cbn [map].
  rewrite (tf_norm_blank (s4_c1_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c2_L : lmoves (s4_board 0 1) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c2_R : rmoves (s4_board 0 1) = [strip [(1, 1)] ([]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c2_R1 : tf_norm (strip [(1, 1)] ([]) [(1, 1)]) (repeat E 2) (0).
Proof. apply (tf_norm_by _ [(1, 1)] ([]) [(1, 1)]); [reflexivity | strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _^2 T^b F on a==0 && b==1 *)
Lemma s4_c2_p1 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 0 1 -> fst (s4_q1 (Z.of_nat 0) (Z.of_nat 1)) -> tf_game x == snd (s4_q1 (Z.of_nat 0) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q1] in Hc |- *.
  rewrite tf_game_eq, (s4_c2_L), (s4_c2_R); cbn [map].
  rewrite (tf_norm_blank (s4_c2_R1)).
  unfold nstar.
  split; [apply (le_node_int_r _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c3_L (b : nat) : lmoves (s4_board 0 (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
Lemma s4_c3_R (b : nat) : rmoves (s4_board 0 (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a _^2 T^b F on a==0 && b>=2 *)
Lemma s4_c3_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s4_board 0 (2 + b) -> fst (s4_q2 (Z.of_nat 0) (Z.of_nat (2 + b))) -> tf_game x == snd (s4_q2 (Z.of_nat 0) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s4_q2] in Hc |- *.
  rewrite tf_game_eq, (s4_c3_L b), (s4_c3_R b); cbn [map].
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | exact I] | apply le_int_node_0; [side_lia | exact I]].
Qed.

Lemma s4_c4_L : lmoves (s4_board 1 0) = [s3_board 0 1 0].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s4_c4_R : rmoves (s4_board 1 0) = [s2_board 1 0].
Proof. unfold s2_board, s4_board. tf_options. Qed.
(* s4 = T^a _^2 T^b F on a==1 && b==0 *)
Lemma s4_c4_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 1 0 -> fst (s4_q3 (Z.of_nat 1) (Z.of_nat 0)) -> tf_game x == snd (s4_q3 (Z.of_nat 1) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q3] in Hc |- *.
  rewrite tf_game_eq, (s4_c4_L), (s4_c4_R); cbn [map].
  pose proof (use_s3 IH 0 1 0 (opt_l _ _ _ (s4_c4_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH 1 0 (opt_r _ _ _ (s4_c4_R) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c5_L : lmoves (s4_board 1 1) = [s3_board 0 1 1].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s4_c5_R : rmoves (s4_board 1 1) = [strip [] ([T; E; F]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c5_R1 : tf_norm (strip [] ([T; E; F]) [(1, 1)]) (s2_board 1 0) (1).
Proof. apply (tf_norm_by _ [] ([T; E; F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _^2 T^b F on a==1 && b==1 *)
Lemma s4_c5_p3 x (IH : forall y, meas y < meas x -> values_hold y) :
  x = s4_board 1 1 -> fst (s4_q3 (Z.of_nat 1) (Z.of_nat 1)) -> tf_game x == snd (s4_q3 (Z.of_nat 1) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q3] in Hc |- *.
  rewrite tf_game_eq, (s4_c5_L), (s4_c5_R); cbn [map].
  pose proof (use_s3 IH 0 1 1 (opt_l _ _ _ (s4_c5_L) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s4_c5_R1)).
  pose proof (use_s2 IH 1 0 (opt_norm_r _ _ _ _ _ (s4_c5_R) ltac:(cbn [In]; left; reflexivity) (s4_c5_R1))) as Ho1.
  rewrite (s3_p1 Ho0 ltac:(zlia)).
  rewrite (s2_p3 Ho1 ltac:(zlia)).
  rewrite (s2_p3_add (Z.of_nat 1) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]]].
Qed.

Lemma s4_c6_L (b : nat) : lmoves (s4_board 1 (2 + b)) = [s3_board 0 1 (2 + b)].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s4_c6_R (b : nat) : rmoves (s4_board 1 (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a _^2 T^b F on a==1 && b>=2 *)
Lemma s4_c6_p2 x (IH : forall y, meas y < meas x -> values_hold y) (b : nat) :
  x = s4_board 1 (2 + b) -> fst (s4_q2 (Z.of_nat 1) (Z.of_nat (2 + b))) -> tf_game x == snd (s4_q2 (Z.of_nat 1) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s4_q2] in Hc |- *.
  rewrite tf_game_eq, (s4_c6_L b), (s4_c6_R b); cbn [map].
  pose proof (use_s3 IH 0 1 (2 + b) (opt_l _ _ _ (s4_c6_L b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
  unfold nstar.
  split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | exact I]].
Qed.

Lemma s4_c7_L (a : nat) : lmoves (s4_board (2 + a) 0) = [s3_board (1 + a) 1 0].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s4_c7_R (a : nat) : rmoves (s4_board (2 + a) 0) = [s2_board (2 + a) 0].
Proof. unfold s2_board, s4_board. tf_options. Qed.
(* s4 = T^a _^2 T^b F on a>=2 && b==0 *)
Lemma s4_c7_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) 0 -> fst (s4_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)) -> tf_game x == snd (s4_q3 (Z.of_nat (2 + a)) (Z.of_nat 0)).
Proof.
  intros -> Hc. cbn [fst snd s4_q3] in Hc |- *.
  rewrite tf_game_eq, (s4_c7_L a), (s4_c7_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 0 (opt_l _ _ _ (s4_c7_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  pose proof (use_s2 IH (2 + a) 0 (opt_r _ _ _ (s4_c7_R a) ltac:(cbn [In]; left; reflexivity))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s3_p4 Ho0 ltac:(zlia)).
    rewrite (s2_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply le_int_node_0; [side_lia | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s3_p5 Ho0 ltac:(zlia)).
    rewrite (s2_p3 Ho1 ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s4_c8_L (a : nat) : lmoves (s4_board (2 + a) 1) = [s3_board (1 + a) 1 1].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s4_c8_R (a : nat) : rmoves (s4_board (2 + a) 1) = [strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]].
Proof. unfold s4_board, strip. tf_options. Qed.
Lemma s4_c8_R1 (a : nat) : tf_norm (strip [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]) (s2_board (2 + a) 0) (1).
Proof. apply (tf_norm_by _ [] (repeat T (2 + a) ++ [E; F]) [(1, 1)]); [reflexivity | unfold s2_board; strip_board_eq | strip_offset]. Qed.
(* s4 = T^a _^2 T^b F on a>=2 && b==1 *)
Lemma s4_c8_p3 x (IH : forall y, meas y < meas x -> values_hold y) (a : nat) :
  x = s4_board (2 + a) 1 -> fst (s4_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)) -> tf_game x == snd (s4_q3 (Z.of_nat (2 + a)) (Z.of_nat 1)).
Proof.
  intros -> Hc. cbn [fst snd s4_q3] in Hc |- *.
  rewrite tf_game_eq, (s4_c8_L a), (s4_c8_R a); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 1 (opt_l _ _ _ (s4_c8_L a) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (tf_norm_game (s4_c8_R1 a)).
  pose proof (use_s2 IH (2 + a) 0 (opt_norm_r _ _ _ _ _ (s4_c8_R a) ltac:(cbn [In]; left; reflexivity) (s4_c8_R1 a))) as Ho1.
  assert (Hp0 : (Z.of_nat (2 + a) = 2)%Z \/ (Z.of_nat (2 + a) >= 3)%Z) by zlia.
  destruct Hp0 as [Hp0|Hp0].
  {
    rewrite (s3_p4 Ho0 ltac:(zlia)).
    rewrite (s2_p3 Ho1 ltac:(zlia)).
    rewrite (s2_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
  {
    rewrite (s3_p7 Ho0 ltac:(zlia)).
    rewrite (s2_p3 Ho1 ltac:(zlia)).
    rewrite (s2_p3_add (Z.of_nat (2 + a)) (Z.of_nat 0) (1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    split; [apply le_node_int_0; [side_lia | cbn [all]; refine (conj _ (I)); [apply (lf_right_nth _ _ _ 0); [side_lia | cbn [nth]; num_cmp]]] | apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; apply (le_int_node_l _ _ _ 0); [side_lia | cbn [nth]; num_cmp | cbn [all]; refine (conj _ (I)); [num_cmp]] | cbn [all]; refine (conj _ (I)); [num_cmp]]].
  }
Qed.

Lemma s4_c9_L (a b : nat) : lmoves (s4_board (2 + a) (2 + b)) = [s3_board (1 + a) 1 (2 + b)].
Proof. unfold s3_board, s4_board. tf_options. Qed.
Lemma s4_c9_R (a b : nat) : rmoves (s4_board (2 + a) (2 + b)) = [].
Proof. unfold s4_board. tf_options. Qed.
(* s4 = T^a _^2 T^b F on a>=2 && b>=2 *)
Lemma s4_c9_p2 x (IH : forall y, meas y < meas x -> values_hold y) (a b : nat) :
  x = s4_board (2 + a) (2 + b) -> fst (s4_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))) -> tf_game x == snd (s4_q2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b))).
Proof.
  intros -> Hc. cbn [fst snd s4_q2] in Hc |- *.
  rewrite tf_game_eq, (s4_c9_L a b), (s4_c9_R a b); cbn [map].
  pose proof (use_s3 IH (1 + a) 1 (2 + b) (opt_l _ _ _ (s4_c9_L a b) ltac:(cbn [In]; left; reflexivity))) as Ho0.
  rewrite (s3_p2 Ho0 ltac:(zlia)).
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
  apply holds_cons; [intros Hc; cbn [fst s2_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s2_c1_p1 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c2_p2 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s2_c3_p2 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c5_p2 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s2_c6_p2 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exact (s2_c8_p2 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exact (s2_c9_p2 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s2_q3] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s2_c4_p3 x IH Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s2_c7_p3 x IH a Hx Hc) | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Lemma s3_step x (IH : forall y, meas y < meas x -> values_hold y) (Hs4 : s4_claim x) : s3_claim x.
Proof.
  intros a b c Hx. unfold s3_pieces.
  apply holds_cons; [intros Hc; cbn [fst s3_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s3_c1_p1 x Hs4 Hx Hc) | exact (s3_c2_p1 x Hs4 Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | destruct c as [|[|c]]; [exact (s3_c4_p1 x IH Hx Hc) | exact (s3_c5_p1 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c3_p2 x Hs4 c Hx Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c6_p2 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c9_p2 x IH b c Hx Hc)]] | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c12_p2 x Hs4 c Hx Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c15_p2 x IH c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c18_p2 x IH b c Hx Hc)]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c21_p2 x Hs4 a c Hx Hc)] | destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c24_p2 x IH a c Hx Hc)] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exfalso; zlia | change (S (S c)) with (2 + c) in *; exact (s3_c27_p2 x IH a b c Hx Hc)]]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q3] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c7_p3 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q4] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c8_p4 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s3_c13_p4 x IH Hx Hc) | exact (s3_c14_p4 x IH Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q5] in Hc; destruct a as [|[|a]]; [exfalso; zlia | exfalso; zlia | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exact (s3_c22_p5 x IH a Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q6] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c7_p6 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c16_p6 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q7] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c8_p7 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c17_p7 x IH b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c23_p7 x IH a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exfalso; zlia | exact (s3_c26_p7 x IH a b Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia]]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q8] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c7_p8 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c16_p8 x IH b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; destruct c as [|[|c]]; [exact (s3_c25_p8 x IH a b Hx Hc) | exfalso; zlia | change (S (S c)) with (2 + c) in *; exfalso; zlia]]]|].
  apply holds_cons; [intros Hc; cbn [fst s3_q9] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s3_c10_p9 x Hs4 Hx Hc) | exact (s3_c11_p9 x Hs4 Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [destruct c as [|[|c]]; [exact (s3_c19_p9 x Hs4 a Hx Hc) | exact (s3_c20_p9 x Hs4 a Hx Hc) | change (S (S c)) with (2 + c) in *; exfalso; zlia] | exfalso; zlia | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Lemma s4_step x (IH : forall y, meas y < meas x -> values_hold y) : s4_claim x.
Proof.
  intros a b Hx. unfold s4_pieces.
  apply holds_cons; [intros Hc; cbn [fst s4_q1] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exact (s4_c1_p1 x IH Hx Hc) | exact (s4_c2_p1 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | exfalso; zlia | change (S (S a)) with (2 + a) in *; exfalso; zlia]|].
  apply holds_cons; [intros Hc; cbn [fst s4_q2] in Hc; destruct a as [|[|a]]; [destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s4_c3_p2 x IH b Hx Hc)] | destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s4_c6_p2 x IH b Hx Hc)] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exfalso; zlia | exfalso; zlia | change (S (S b)) with (2 + b) in *; exact (s4_c9_p2 x IH a b Hx Hc)]]|].
  apply holds_cons; [intros Hc; cbn [fst s4_q3] in Hc; destruct a as [|[|a]]; [exfalso; zlia | destruct b as [|[|b]]; [exact (s4_c4_p3 x IH Hx Hc) | exact (s4_c5_p3 x IH Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia] | change (S (S a)) with (2 + a) in *; destruct b as [|[|b]]; [exact (s4_c7_p3 x IH a Hx Hc) | exact (s4_c8_p3 x IH a Hx Hc) | change (S (S b)) with (2 + b) in *; exfalso; zlia]]|].
  apply holds_nil.
Qed.

Theorem all_values_hold x : values_hold x.
Proof.
  induction x as [x IH] using board_ind.
  assert (Hs1 : s1_claim x) by exact (s1_step x IH).
  assert (Hs2 : s2_claim x) by exact (s2_step x IH).
  assert (Hs4 : s4_claim x) by exact (s4_step x IH).
  assert (Hs3 : s3_claim x) by exact (s3_step x IH Hs4).
  exact (conj Hs1 (conj Hs2 (conj Hs3 Hs4))).
Qed.

(* ------------------------------------------------------------------ *)
(* The families                                                       *)

Lemma all_s1 (a : nat) : holds (s1_pieces (Z.of_nat a)) (tf_game (s1_board a)).
Proof. exact ((proj1 (all_values_hold _)) a eq_refl). Qed.

Lemma all_s2 (a b : nat) : holds (s2_pieces (Z.of_nat a) (Z.of_nat b)) (tf_game (s2_board a b)).
Proof. exact ((proj1 (proj2 (all_values_hold _))) a b eq_refl). Qed.

Lemma all_s3 (a b c : nat) : holds (s3_pieces (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)) (tf_game (s3_board a b c)).
Proof. exact ((proj1 (proj2 (proj2 (all_values_hold _)))) a b c eq_refl). Qed.

Definition family1_board (a : nat) : board := repeat T a ++ [F; E; E].  (* T^a F _^2 *)
Definition family1_value (a : Z) : game := int a.
Lemma family1_p1 (a : Z) : True -> family1_value a = int a.
Proof. reflexivity. Qed.
Theorem A21_1 : forall a, tf_game (family1_board a) == family1_value (Z.of_nat a).
Proof.
  intros a.
  replace (family1_board a) with (s1_board a) by (unfold family1_board, s1_board; board_eq).
  pose proof (all_s1 a) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]).
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 0) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat 1) I).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s1_p1 Ho0 I).
    rewrite (family1_p1 (Z.of_nat (2 + a)) I).
    unfold nstar.
    num_cmp.
  }
Qed.

Definition family2_board (a b : nat) : board := repeat T a ++ E :: repeat T b ++ [F; E].  (* T^a _ T^b F _ *)
Definition family2_value (a b : Z) : game := select [
  (((a =? 0) && (b =? 0))%Z, int (-1));
  (((1 <=? b))%Z, int a);
  (((1 <=? a) && (b =? 0))%Z, dyadic (2 * a - 1) 1)].
Lemma family2_p1 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a = 0 /\ b = 0)%Z -> family2_value a b = int (-1).
Proof. intros Ha Hb H. unfold family2_value. select_piece 0. Qed.
Lemma family2_p2 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (b >= 1)%Z -> family2_value a b = int a.
Proof. intros Ha Hb H. unfold family2_value. select_piece 1. Qed.
Lemma family2_p3 (a b : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (a >= 1 /\ b = 0)%Z -> family2_value a b = dyadic (2 * a - 1) 1.
Proof. intros Ha Hb H. unfold family2_value. select_piece 2. Qed.
Theorem A21_2 : forall a b, tf_game (family2_board a b) == family2_value (Z.of_nat a) (Z.of_nat b).
Proof.
  intros a b.
  replace (family2_board a b) with (s2_board a b) by (unfold family2_board, s2_board; board_eq).
  pose proof (all_s2 a b) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]).
  {
    rewrite (s2_p1 Ho0 ltac:(zlia)).
    rewrite (family2_p1 (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p3 Ho0 ltac:(zlia)).
    rewrite (family2_p3 (Z.of_nat (2 + a)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s2_p2 Ho0 ltac:(zlia)).
    rewrite (family2_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Definition family3_board (a b c : nat) : board := repeat T a ++ E :: repeat T b ++ E :: repeat T c ++ [F].  (* T^a _ T^b _ T^c F *)
Definition family3_value (a b c : Z) : game := select [
  (((a =? 0) && (b <=? 1) && (c <=? 1))%Z, dyadic (3 * b + 2 * c - 4) 1);
  (((2 <=? c))%Z, int (2 * a + b));
  (((a =? 0) && (b =? 2) && (c =? 0))%Z, Game [dyadic 1 1] [int 0]);
  (((a + b =? 2) && (1 <=? a + c) && (a <=? 1) && (c <=? 1))%Z, nstar (int (a + c)));
  (((2 <=? a) && (b =? 1) && (c =? 0))%Z, nstar (int (a + c)));
  (((a + b =? 3) && (a <=? 1) && (c =? 0))%Z, Game [nstar (int (a + 1))] [int a]);
  (((3 <=? a + b) && (1 <=? b) && (c =? 1))%Z, Game [int (2 * a + b - 1)] [int (a + 1)]);
  (((4 <=? a + b) && (2 <=? b) && (c =? 0))%Z, Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a]);
  (((1 <=? a) && (b =? 0) && (c <=? 1))%Z, int (a + c - 1))].
Lemma family3_p1 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b <= 1 /\ c <= 1)%Z -> family3_value a b c = dyadic (3 * b + 2 * c - 4) 1.
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 0. Qed.
Lemma family3_p2 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (c >= 2)%Z -> family3_value a b c = int (2 * a + b).
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 1. Qed.
Lemma family3_p3 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a = 0 /\ b = 2 /\ c = 0)%Z -> family3_value a b c = Game [dyadic 1 1] [int 0].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 2. Qed.
Lemma family3_p4 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 2 /\ a + c >= 1 /\ a <= 1 /\ c <= 1)%Z -> family3_value a b c = nstar (int (a + c)).
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 3. Qed.
Lemma family3_p5 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 2 /\ b = 1 /\ c = 0)%Z -> family3_value a b c = nstar (int (a + c)).
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 4. Qed.
Lemma family3_p6 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b = 3 /\ a <= 1 /\ c = 0)%Z -> family3_value a b c = Game [nstar (int (a + 1))] [int a].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 5. Qed.
Lemma family3_p7 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 3 /\ b >= 1 /\ c = 1)%Z -> family3_value a b c = Game [int (2 * a + b - 1)] [int (a + 1)].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 6. Qed.
Lemma family3_p8 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a + b >= 4 /\ b >= 2 /\ c = 0)%Z -> family3_value a b c = Game [Game [int (2 * a + b - 2)] [int (a + 1)]] [int a].
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 7. Qed.
Lemma family3_p9 (a b c : Z) : (0 <= a)%Z -> (0 <= b)%Z -> (0 <= c)%Z -> (a >= 1 /\ b = 0 /\ c <= 1)%Z -> family3_value a b c = int (a + c - 1).
Proof. intros Ha Hb Hc H. unfold family3_value. select_piece 8. Qed.
Theorem A21_3 : forall a b c, tf_game (family3_board a b c) == family3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c).
Proof.
  intros a b c.
  replace (family3_board a b c) with (s3_board a b c) by (unfold family3_board, s3_board; board_eq).
  pose proof (all_s3 a b c) as Ho0.
  (destruct a as [|[|a]]; [ | | change (S (S a)) with (2 + a) in *]); (destruct b as [|[|b]]; [ | | change (S (S b)) with (2 + b) in *]); (destruct c as [|[|c]]; [ | | change (S (S c)) with (2 + c) in *]).
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (family3_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (family3_p1 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 0) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (family3_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p1 Ho0 ltac:(zlia)).
    rewrite (family3_p1 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 0) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) = 3)%Z \/ (Z.of_nat (2 + b) >= 4)%Z) by zlia.
    destruct Hp0 as [Hp0|[Hp0|Hp0]].
    {
      rewrite (s3_p3 Ho0 ltac:(zlia)).
      rewrite (family3_p3 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p6 Ho0 ltac:(zlia)).
      rewrite (family3_p6 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p8 Ho0 ltac:(zlia)).
      rewrite (family3_p8 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s3_p4 Ho0 ltac:(zlia)).
      rewrite (family3_p4 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p7 Ho0 ltac:(zlia)).
      rewrite (family3_p7 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 0) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p9 Ho0 ltac:(zlia)).
    rewrite (family3_p9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p9 Ho0 ltac:(zlia)).
    rewrite (family3_p9 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 1) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p4 Ho0 ltac:(zlia)).
    rewrite (family3_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p4 Ho0 ltac:(zlia)).
    rewrite (family3_p4 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 1) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    assert (Hp0 : (Z.of_nat (2 + b) = 2)%Z \/ (Z.of_nat (2 + b) >= 3)%Z) by zlia.
    destruct Hp0 as [Hp0|Hp0].
    {
      rewrite (s3_p6 Ho0 ltac:(zlia)).
      rewrite (family3_p6 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
    {
      rewrite (s3_p8 Ho0 ltac:(zlia)).
      rewrite (family3_p8 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
      unfold nstar.
      apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
    }
  }
  {
    rewrite (s3_p7 Ho0 ltac:(zlia)).
    rewrite (family3_p7 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat 1) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p9 Ho0 ltac:(zlia)).
    rewrite (family3_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p9 Ho0 ltac:(zlia)).
    rewrite (family3_p9 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat (2 + a)) (Z.of_nat 0) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p5 Ho0 ltac:(zlia)).
    rewrite (family3_p5 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p7 Ho0 ltac:(zlia)).
    rewrite (family3_p7 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat (2 + a)) (Z.of_nat 1) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
  {
    rewrite (s3_p8 Ho0 ltac:(zlia)).
    rewrite (family3_p8 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 0) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]] | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p7 Ho0 ltac:(zlia)).
    rewrite (family3_p7 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat 1) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    apply eqv_replace; [constructor; [num_cmp | constructor] | constructor; [num_cmp | constructor]].
  }
  {
    rewrite (s3_p2 Ho0 ltac:(zlia)).
    rewrite (family3_p2 (Z.of_nat (2 + a)) (Z.of_nat (2 + b)) (Z.of_nat (2 + c)) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) (Nat2Z.is_nonneg _) ltac:(zlia)).
    unfold nstar.
    num_cmp.
  }
Qed.

Theorem A21 :
  (forall a, tf_game (family1_board a) == family1_value (Z.of_nat a)) /\
  (forall a b, tf_game (family2_board a b) == family2_value (Z.of_nat a) (Z.of_nat b)) /\
  (forall a b c, tf_game (family3_board a b c) == family3_value (Z.of_nat a) (Z.of_nat b) (Z.of_nat c)).
Proof. exact (conj A21_1 (conj A21_2 A21_3)). Qed.

Print Assumptions A21.
